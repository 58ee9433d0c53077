import Clearance
import ClearanceTesting
import ClearanceUIKit
import Foundation
import Testing

// The chat screen of the guide (Clearance.docc/ChatScreens.md), as it is printed there: a
// message list above an input bar pinned to the keyboard guide, kept at its newest message.

final class MessagesViewController: UIViewController {
    let messages = UIScrollView(name: "messages")
    let inputBar = UIView(name: "inputBar")
    let field = UITextField(name: "message")
    /// Whether the list scrolls back to its end after the keyboard changed its height (the
    /// guide's first version does not).
    var followsNewest = true
    private var lastHeight: CGFloat = 0
    private var lastMaxOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: (0..<40).map { index in
            let bubble = UILabel(name: "bubble\(index)")
            bubble.text = "Message \(index)"
            return bubble
        })
        stack.axis = .vertical
        stack.spacing = 8
        for view in [messages, inputBar, stack, field] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(messages)
        view.addSubview(inputBar)
        messages.addSubview(stack)
        inputBar.addSubview(field)
        messages.keyboardDismissMode = .interactive
        NSLayoutConstraint.activate([
            messages.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            stack.topAnchor.constraint(equalTo: messages.contentLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: messages.contentLayoutGuide.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: messages.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.widthAnchor.constraint(equalTo: messages.frameLayoutGuide.widthAnchor, constant: -32),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            field.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// The list's end.
    var maxOffset: CGFloat {
        max(-messages.adjustedContentInset.top, messages.contentSize.height + messages.adjustedContentInset.bottom - messages.bounds.height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = messages.bounds.height
        // Still the offset from before the layout: was the list at its end then?
        let wasAtEnd = messages.contentOffset.y >= lastMaxOffset - 0.5
        if lastHeight == 0 || (followsNewest && wasAtEnd && height != lastHeight) {
            messages.contentOffset.y = maxOffset
        }
        lastHeight = height
        lastMaxOffset = maxOffset
    }
}

@Suite("The guide's chat screen")
struct ChatScreenGuideTests {
    static let config = HarnessConfig(cases: 200, seed: 51, readsEnvironment: false)

    /// The guide's test: the chat passes with the default contract. (Not on the main actor:
    /// `expectScreen` builds the screen in each case's world, whose main queue is the main
    /// actor's executor, so this long run need not queue for the process's main actor.)
    @Test func chatKeepsTheNewestMessageVisible() {
        expectScreen(config: Self.config) { MessagesViewController() }
    }

    /// The guide's first version, which scrolls to the end only when it appears, is caught
    /// for keeps-newest-visible, with the cause named, and for nothing else.
    @Test func theFirstVersionIsCaughtForKeepsNewestVisible() throws {
        let report = Clearance.check(screen: {
            let screen = MessagesViewController()
            screen.followsNewest = false
            return screen
        }, named: "chat-first-version", config: Self.config)
        let first = try #require(report.failures.first)
        #expect(first.violation.invariant == .keepsNewestVisible)
        #expect(first.violation.diagnosis == .offsetKeptWhileShrunk)
        #expect(report.failures.allSatisfy { $0.violation.invariant == .keepsNewestVisible }, "\(report.failures.map(\.violation))")
    }
}
