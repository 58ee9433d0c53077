@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// An input bar in SwiftUI, one line, or two when `twoLines` (a reply preview above the field).
struct HostedBar: View {
    var twoLines = false
    @State private var text = ""
    var body: some View {
        VStack(spacing: 0) {
            if twoLines { Text("Replying to Ann").accessibilityIdentifier("reply") }
            HStack(spacing: 8) {
                TextField("Message", text: $text).accessibilityIdentifier("message")
                Button("Send") {}
            }
        }
        .padding(8)
        .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
    }
}

/// A UIKit chat screen whose input bar is a hosting controller child pinned to the keyboard
/// layout guide at its bottom and to the sides: nothing but the bar's content gives it a height.
final class HostedBarScreen: UIViewController {
    let bar: UIHostingController<HostedBar>

    init(_ options: UIHostingControllerSizingOptions = []) {
        bar = UIHostingController(rootView: HostedBar())
        bar.sizingOptions = options
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        addChild(bar)
        bar.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar.view)
        NSLayoutConstraint.activate([
            bar.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        bar.didMove(toParent: self)
    }
}

/// Hosted SwiftUI sizes to its content as on iOS (``Assumption/hostingViewReportsIdealSize``):
/// Apple's `sizingOptions` (https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions,
/// empty by default) and its options' pages.
@Suite("A hosting controller's view reports its content's size")
struct HostedSizingTests {
    /// The bar is as tall as its content — the field and the 8 pt padding around it — and
    /// sits on the keyboard guide: at the safe area's bottom (778) without a keyboard, on the
    /// keyboard (476) with one. With the assumption off the view has no intrinsic size and
    /// the bar collapses to 0 pt, the false alarm issue 51 saw.
    @Test(arguments: [true, false])
    func aHostedInputBarIsItsContentsHeightAndSitsOnTheKeyboard(reportsIdealSize: Bool) throws {
        let screen = HostedBarScreen()
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingViewReportsIdealSize, reportsIdealSize))
        world.present(screen)
        let bar = try #require(screen.bar.viewIfLoaded)
        let field = try #require(world.input("message"))
        guard reportsIdealSize else {
            #expect(bar.frame.height == 0)
            return
        }
        let height = field.frame.height + 16
        #expect(field.frame.height > 0)
        #expect(bar.frameInWindow == CGRect(0, 778 - height, 375, height))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: height))
        world.focusAndSettle(field)
        #expect(bar.frameInWindow == CGRect(0, 476 - height, 375, height))
        #expect(abs(field.frameInWindow.maxY - (476 - 8)) < 0.01)
    }

    /// With the default, empty sizingOptions the view keeps the size it first reported when
    /// the content grows — the stale height apps before iOS 16 fixed by calling
    /// `invalidateIntrinsicContentSize()` (woocommerce/woocommerce-ios PR #9121) — and
    /// reports the new one once the app does.
    @Test func withoutSizingOptionsTheHeightWaitsForAnInvalidation() throws {
        let screen = HostedBarScreen()
        let world = World(device: Devices.iPhoneX)
        world.present(screen)
        let bar = try #require(screen.bar.viewIfLoaded)
        let oneLine = bar.frame.height
        world.act { screen.bar.rootView = HostedBar(twoLines: true) }
        #expect(bar.frame.height == oneLine)
        world.act { bar.invalidateIntrinsicContentSize() }
        let reply = try #require(world.view(named: "reply"))
        #expect(bar.frame.height == oneLine + reply.frame.height)
        #expect(bar.frameInWindow.maxY == 778)
    }

    /// `.intrinsicContentSize`: "The hosting controller's view automatically invalidate its
    /// intrinsic content size when its ideal size changes" — the bar grows with its content,
    /// downwards onto nothing: it keeps its bottom on the guide.
    @Test func theIntrinsicContentSizeOptionFollowsTheContent() throws {
        let screen = HostedBarScreen(.intrinsicContentSize)
        let world = World(device: Devices.iPhoneX)
        world.present(screen)
        let bar = try #require(screen.bar.viewIfLoaded)
        let oneLine = bar.frame.height
        world.focusAndSettle(try #require(world.input("message")))
        world.act { screen.bar.rootView = HostedBar(twoLines: true) }
        let reply = try #require(world.view(named: "reply"))
        #expect(bar.frame.height == oneLine + reply.frame.height)
        #expect(bar.frameInWindow.maxY == 476)
        world.act { screen.bar.rootView = HostedBar() }
        #expect(bar.frame.height == oneLine)
    }

    /// `.preferredContentSize`: "The hosting controller tracks its content's ideal size in its
    /// preferred content size"; without it the preferred size stays zero (square/workflow-swift
    /// PR #277).
    @Test func thePreferredContentSizeOptionTracksTheIdealHeight() throws {
        let tracked = HostedBarScreen(.preferredContentSize), untracked = HostedBarScreen()
        let world = World(device: Devices.iPhoneX)
        world.present(tracked)
        let bar = try #require(tracked.bar.viewIfLoaded)
        #expect(tracked.bar.preferredContentSize == CGSize(width: 0, height: bar.frame.height))
        world.act { tracked.bar.rootView = HostedBar(twoLines: true) }
        let reply = try #require(world.view(named: "reply"))
        #expect(tracked.bar.preferredContentSize.height == bar.frame.height + reply.frame.height)
        let other = World(device: Devices.iPhoneX)
        other.present(untracked)
        #expect(untracked.bar.preferredContentSize == .zero)
    }
}
