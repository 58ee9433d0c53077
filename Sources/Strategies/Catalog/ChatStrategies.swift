import ClearanceUIKit

// A chat screen as UIKit apps write it (issue 51, the seeds' own example of an input bar over
// a list): a scroll view of messages above an input bar whose bottom is on
// `keyboardLayoutGuide.topAnchor`, scrolled to its newest message when it appears. The keyboard
// shrinks the list — its bottom is on the bar's top — and a `UIScrollView` keeps its
// `contentOffset` ("the point at which the origin of the content view is offset from the origin
// of the scroll view", https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset)
// when its bounds get shorter, so what was at its bottom edge goes under the bar. Nothing in
// UIKit scrolls a list back to its newest message: the screen must (keeps-newest-visible,
// Sources/Clearance/Invariants/NewestVisible.swift, has the sources).

/// `chat-scrolls-to-newest`: a chat that keeps its newest message in view. After every layout
/// that changed the message list's height, when the list was at its end before the change, it
/// scrolls to the new end; when the user had scrolled up to read older messages it leaves the
/// offset alone — "re-adjust the Content Offset of the Messages List View" when it was scrolled
/// to its bottom, not when the user scrolled to the middle
/// (http://altitudelabs.com/blog/keyboard-handling-in-ios-chat-application-for-optimal-user-experience/).
/// Reacting to the layout rather than to the keyboard's notification follows what the list
/// actually lost: the guide's share of the keyboard (floating and undocked keyboards, a sheet,
/// a Stage Manager window) and the input bar's own height.
public struct ChatScrollsToNewest: AvoidanceStrategy {
    public init() {}
    public var id: String { "chat-scrolls-to-newest" }
    public var summary: String { "message list above an input bar on keyboardLayoutGuide; after a layout that changed the list's height, scrolls to its end if it was there" }
    public var source: String { "issue 51's chat screen; altitudelabs.com, keyboard handling in an iOS chat application (re-adjust the offset only when at the bottom)" }
    public var iOSVersions: ClosedRange<Int> { 15...26 }
    public var containers: [GeneratedForm.Container] { [.chatInputBar] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["inputBar"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { ChatViewController(form: form, keepsNewest: true) }
}

/// `chat-keeps-offset`: the same chat, scrolled to its newest message only when it appears —
/// the bug a chat user sees first (issue 51, item 3): when the keyboard shows, the list shrinks,
/// keeps its offset, and the latest messages slide under the input bar.
public struct ChatKeepsOffset: AvoidanceStrategy {
    public init() {}
    public var id: String { "chat-keeps-offset" }
    public var summary: String { "the chat-scrolls-to-newest screen, scrolled to its end only when it appears: the keyboard hides the newest messages" }
    public var source: String { "issue 51, item 3 ('the scroll view shrinks and nothing scrolls back to the newest message')" }
    public var iOSVersions: ClosedRange<Int> { 15...26 }
    public var containers: [GeneratedForm.Container] { [.chatInputBar] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["inputBar"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { ChatViewController(form: form, keepsNewest: false) }
}

/// The chat pair's screen: a list `messages` of earlier messages (``historyCount`` bubbles of
/// 44 pt) followed by one bubble per form item other than the input bar's (named after the
/// item, `item0`, …, of the item's height: the newest messages), and an input bar `inputBar` holding the form's last
/// text input (`itemN`, one line: 36 pt) on `keyboardLayoutGuide`.
final class ChatViewController: UIViewController {
    /// The earlier messages, enough that the conversation is taller than every window.
    static let historyCount = 30
    /// A bubble's height and the composer's one line (a UITextField's 34 pt plus a little).
    static let bubbleHeight: CGFloat = 44
    static let composerHeight: CGFloat = 36

    let form: GeneratedForm
    let keepsNewest: Bool
    let messages = UIScrollView(name: "messages")
    private var lastHeight: CGFloat = 0
    private var lastMaxOffset: CGFloat = 0

    init(form: GeneratedForm, keepsNewest: Bool) {
        self.form = form
        self.keepsNewest = keepsNewest
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.translatesAutoresizingMaskIntoConstraints = false
        messages.keyboardDismissMode = .interactive
        view.addSubview(messages)
        let inputBar = UIView(name: "inputBar")
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)

        var items = FormViews.makeItems(form)
        let composerIndex = form.textInputIndices.last ?? 0
        let composer = items.remove(at: composerIndex)
        composer.translatesAutoresizingMaskIntoConstraints = false
        inputBar.addSubview(composer)
        NSLayoutConstraint.activate([
            messages.topAnchor.constraint(equalTo: view.topAnchor),
            messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            composer.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            composer.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            composer.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: Self.composerHeight),
        ])

        // The conversation: bubbles laid out by frame, oldest first, the form's other items
        // (their heights) the newest.
        var y = form.spacing
        // (Every bubble is a label: the composer is the screen's one text input, so the harness
        // focuses it whichever item a focus event names.)
        var bubbles: [(name: String, height: CGFloat)] = (0..<Self.historyCount).map { ("bubble\($0)", Self.bubbleHeight) }
        bubbles += form.items.indices.filter { $0 != composerIndex }.map { (GeneratedForm.itemName($0), form.items[$0].height) }
        for (name, height) in bubbles {
            let bubble = UILabel(name: name)
            bubble.text = "Message \(name)"
            bubble.frame = CGRect(x: form.margin, y: y, width: 240, height: height)
            messages.addSubview(bubble)
            y += height + form.spacing
        }
        messages.contentSize = CGSize(width: 240 + 2 * form.margin, height: y)
        messages.contentInset.bottom = form.scrollContentInset
    }

    /// The list's end: its largest offset.
    private var maxOffset: CGFloat { messages.maximumContentOffsetY }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = messages.bounds.height
        guard height > 0 else { return }
        // A layout moves no offset, so the offset is still the one the list had before its
        // height changed: it was at its end when it reached the end as it was then.
        let wasAtEnd = messages.contentOffset.y >= lastMaxOffset - 0.5
        if lastHeight == 0 || (keepsNewest && wasAtEnd && height != lastHeight) {
            messages.contentOffset.y = maxOffset
        }
        lastHeight = height
        lastMaxOffset = maxOffset
    }
}
