@testable import Clearance
import ClearanceUIKit
import Testing

/// A form under a header that collapses as its content scrolls (the height follows the scroll
/// position in `scrollViewDidScroll`), its scroll view pinned to the keyboard layout guide:
/// focusing the last field, UIKit scrolls it into view; the keyboard going leaves the content
/// where it was scrolled, and the header as short as that position makes it. Real-bug pair 06
/// (a SwiftUI sticky header that follows the scroll offset) was reported for it.
struct CollapsingHeaderForm: AvoidanceStrategy {
    var id: String { "test-collapsing-header-form" }
    var summary: String { "a form under a header that collapses as the content scrolls" }
    var source: String { "Tests/ClearanceTests/ScrollLinkedHeaderTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    /// Whether the header is also lowered by the keyboard's height on a show and never put
    /// back: a bug of its own, which scrolling does not explain.
    var alsoLowersHeaderOnShow = false

    final class Screen: UIViewController, UIScrollViewDelegate {
        let header = UIView()
        let scroll = UIScrollView()
        var headerHeight: NSLayoutConstraint!
        var headerTop: NSLayoutConstraint!
        var lowersHeaderOnShow = false

        override func viewDidLoad() {
            super.viewDidLoad()
            header.name = "header"
            scroll.name = "form"
            scroll.delegate = self
            for view in [header, scroll] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            headerHeight = header.heightAnchor.constraint(equalToConstant: 120)
            headerTop = header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
            NSLayoutConstraint.activate([
                headerTop, headerHeight,
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            for i in 0..<8 {
                let field = UITextField()
                field.name = "field\(i)"
                field.frame = CGRect(x: 16, y: 20 + CGFloat(i) * 110, width: 280, height: 44)
                scroll.addSubview(field)
            }
            scroll.contentSize = CGSize(width: 320, height: 20 + 8 * 110)
            if lowersHeaderOnShow {
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
                    self?.headerTop.constant = 30
                }
            }
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            headerHeight.constant = max(44, 120 - scrollView.contentOffset.y)
        }
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = Screen()
        screen.lowersHeaderOnShow = alsoLowersHeaderOnShow
        return screen
    }
}

@Suite("Hide restores: a view that follows the scroll position is judged at that position")
struct ScrollLinkedHeaderTests {
    let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .scrollView),
                            events: [TimedEvent(.focus(7)), TimedEvent(.resign)])

    /// iOS leaves the content scrolled to the last field when the keyboard goes; the header
    /// is as short as that scroll position makes it, as it would be had the user scrolled
    /// there. Compared with the reference at the top, it was "not back where it was"
    /// (resized by the scroll position): a false report, before the reference was scrolled
    /// as the content is.
    @Test func aHeaderThatCollapsesWithTheScrollIsNotReported() throws {
        let runner = ScenarioRunner(strategy: CollapsingHeaderForm(), invariants: [.hideRestores], assumptions: Assumptions())
        let outcome = runner.run(scenario, keepWorld: true)
        let world = try #require(outcome.world)
        let form = try #require(world.view(named: "form") as? UIScrollView)
        // The case is the one meant: the content stayed scrolled and the header collapsed.
        #expect(form.contentOffset.y > 0)
        #expect(try #require(world.view(named: "header")).frame.height < 120)
        #expect(outcome.violation == nil, "\(outcome.violation.map { "\($0)" } ?? "")")
    }

    /// The same header also moved down by the app on the show and never put back is still
    /// reported: at the content's scroll position it is not where the reference has it either.
    @Test func aHeaderTheAppMovedForTheKeyboardIsStillReported() throws {
        let runner = ScenarioRunner(strategy: CollapsingHeaderForm(alsoLowersHeaderOnShow: true), invariants: [.hideRestores], assumptions: Assumptions())
        let violation = try #require(runner.run(scenario).violation)
        #expect(violation.invariant == .hideRestores)
        #expect(violation.viewName == "header")
    }
}
