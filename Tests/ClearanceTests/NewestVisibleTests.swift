import Clearance
import Testing

/// A chat screen as UIKit apps write it: a scroll view of messages above an input bar pinned
/// to `keyboardLayoutGuide`, scrolled to its newest message when it appears. The keyboard
/// shrinks the list (its bottom is on the bar's top); a `UIScrollView` keeps its offset when
/// its bounds shrink, so only a screen that scrolls again keeps the newest message in view.
final class ChatScreen: UIViewController {
    /// How the screen keeps its newest message in view.
    enum Keeping {
        /// Only when it appears: the keyboard then hides the newest messages.
        case onAppearOnly
        /// After every layout that changed the list's height while it was at its end (the
        /// guide moving the bar is such a layout), it scrolls to the end again.
        case afterLayout
        /// In the keyboard's willChangeFrame notification, when the list was at its end: by how
        /// much more the keyboard covers below the safe area than before — what the guide
        /// takes from the list (bmancini55/iOSExamples-BottomScrollPosition scrolls by the change
        /// of the keyboard's frame).
        case byKeyboardDelta
        /// The same by the change of the keyboard's whole covered height: a list above a bar on
        /// the guide changes by that less the bottom safe area, so on the way down the list is
        /// scrolled back by the safe area too far.
        case byKeyboardHeightDelta
    }

    let keeping: Keeping
    let messageCount: Int
    let messages = UIScrollView(name: "messages")
    let bar = UIView(name: "inputBar")
    let field = UITextField(name: "message")
    private var lastHeight: CGFloat = 0
    private var atEnd = true
    static let rowHeight: CGFloat = 60

    init(keeping: Keeping, messageCount: Int = 30) {
        self.keeping = keeping
        self.messageCount = messageCount
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.keyboardDismissMode = .interactive
        for view in [messages, bar] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        field.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(field)
        for index in 0..<messageCount {
            let bubble = UIView(name: "bubble\(index)")
            bubble.frame = CGRect(x: 16, y: CGFloat(index) * Self.rowHeight + 8, width: 240, height: Self.rowHeight - 16)
            messages.addSubview(bubble)
        }
        messages.contentSize = CGSize(width: 320, height: CGFloat(messageCount) * Self.rowHeight)
        NSLayoutConstraint.activate([
            messages.topAnchor.constraint(equalTo: view.topAnchor),
            messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messages.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 36),
        ])
        if keeping == .byKeyboardDelta || keeping == .byKeyboardHeightDelta {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
    }

    var maxOffset: CGFloat { max(-messages.adjustedContentInset.top, messages.contentSize.height + messages.adjustedContentInset.bottom - messages.bounds.height) }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = messages.bounds.height
        defer {
            lastHeight = height
            atEnd = messages.contentOffset.y >= maxOffset - 0.5
        }
        if lastHeight == 0 || (keeping == .afterLayout && atEnd && height != lastHeight) {
            messages.contentOffset.y = maxOffset
        }
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
              let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              messages.contentOffset.y >= maxOffset - 0.5 else { return }
        // Higher keyboard top, by as much further down the content.
        let screen = view.window?.screen.bounds.height ?? end.maxY
        let below = keeping == .byKeyboardDelta ? view.safeAreaInsets.bottom : 0
        let delta = max(0, screen - begin.minY - below) - max(0, screen - end.minY - below)
        messages.contentOffset.y = max(-messages.adjustedContentInset.top, messages.contentOffset.y - delta)
    }
}

/// The same screen as a strategy, for runs of hand-written scenarios.
struct ChatScreenStrategy: AvoidanceStrategy {
    var keeping: ChatScreen.Keeping
    var messageCount = 30
    var id: String { "test-chat-\(keeping)" }
    var summary: String { "a message list above an input bar on keyboardLayoutGuide, kept at its end \(keeping)" }
    var source: String { "Tests/ClearanceTests/NewestVisibleTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.chatInputBar] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { ChatScreen(keeping: keeping, messageCount: messageCount) }
}

/// A form of fields in a scroll view that rests at its top and does nothing for the keyboard.
struct TallIgnoringForm: AvoidanceStrategy {
    var id: String { "test-tall-form-ignoring-keyboard" }
    var summary: String { "a scroll view of 20 fields, taller than the screen, at rest at its top; no keyboard handling" }
    var source: String { "Tests/ClearanceTests/NewestVisibleTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let controller = UIViewController()
        let scroll = UIScrollView(name: "form")
        scroll.frame = controller.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(scroll)
        for index in 0..<20 {
            let field = UITextField(name: "field\(index)")
            field.frame = CGRect(x: 16, y: CGFloat(index) * 60 + 8, width: 240, height: 44)
            scroll.addSubview(field)
        }
        scroll.contentSize = CGSize(width: 320, height: 20 * 60)
        return controller
    }
}

@Suite("keeps-newest-visible: a chat's newest message stays in view when the keyboard comes and goes")
struct NewestVisibleTests {
    static let iPhone = DeviceChoice.catalog("iphone_x_xs_11pro")

    static func scenario(_ events: [ScenarioEvent]) -> Scenario {
        Scenario(iOSVersion: 17, device: iPhone, form: GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.textField)]),
                 events: events.map { TimedEvent($0) })
    }

    /// A list that only scrolls to its end when it appears keeps its offset when the keyboard
    /// shrinks it (UIScrollView's contentOffset is its bounds' origin): the newest message
    /// goes under the input bar, wholly, and the diagnosis says the offset was kept.
    @Test func aListKeptAtItsEndOnlyOnAppearLosesItsNewestMessage() throws {
        let scenario = Self.scenario([.focus(0)])
        let found = try #require(Clearance.run(scenario, strategy: ChatScreenStrategy(keeping: .onAppearOnly), invariants: [.keepsNewestVisible]).violation)
        #expect(found.invariant == .keepsNewestVisible)
        #expect(found.viewName == "bubble29")
        #expect(found.diagnosis == .offsetKeptWhileShrunk)
        #expect(found.number("hidden") == 44)
        #expect(found.number("shown") == 0)
        #expect(found.number("offset") == found.number("offsetAtRest"))
        #expect(found.fault == "shown: contentOffset")
    }

    /// Both ways of keeping it — scrolling to the end after a layout that shrank the list, or
    /// by the keyboard's change in its notification — keep the newest message in view as the
    /// keyboard shows, changes height (the predictive bar) and hides.
    @Test(arguments: [ChatScreen.Keeping.afterLayout, .byKeyboardDelta])
    func aListThatScrollsWithTheKeyboardKeepsIt(keeping: ChatScreen.Keeping) {
        let scenario = Self.scenario([.focus(0), .togglePredictive, .resign])
        #expect(Clearance.run(scenario, strategy: ChatScreenStrategy(keeping: keeping), invariants: [.keepsNewestVisible]).violation == nil)
    }

    /// Scrolling by the keyboard's whole height where the guide takes that less the safe area
    /// from the list: shown, the list is scrolled 34 pt past its end (nothing hidden); hidden,
    /// it comes back 34 pt short of its end and the newest bubble is 26 pt under the bar — the
    /// bottom safe area, named.
    @Test func scrollingByTheKeyboardsWholeHeightIsShortByTheSafeArea() throws {
        let scenario = Self.scenario([.focus(0), .resign])
        let found = try #require(Clearance.run(scenario, strategy: ChatScreenStrategy(keeping: .byKeyboardHeightDelta), invariants: [.keepsNewestVisible]).violation)
        #expect(found.eventIndex == 1)
        #expect(found.number("hidden") == 26)
        #expect(try #require(found.number("maxOffset")) - #require(found.number("offset")) == 34)
        #expect(found.diagnosis == .safeAreaCountedTwice)
        #expect(found.fault == "hidden: contentOffset")
    }

    /// The user scrolled up to read older messages: where the list is then is theirs, not
    /// judged — the same screen that loses its newest message without the drag passes with it.
    @Test func aUserScrollBeforeTheKeyboardIsNotJudged() {
        let scenario = Self.scenario([.userScroll(dy: -300), .focus(0)])
        #expect(Clearance.run(scenario, strategy: ChatScreenStrategy(keeping: .onAppearOnly), invariants: [.keepsNewestVisible]).violation == nil)
    }

    /// A form rests at its top: it is never judged here, even when it does nothing for the
    /// keyboard and its last field ends up under it (field-visible's and reachable's concern).
    @Test func aFormRestingAtItsTopIsNeverJudged() {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhone, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]),
                                events: [TimedEvent(.focus(0)), TimedEvent(.togglePredictive), TimedEvent(.resign)])
        #expect(Clearance.run(scenario, strategy: TallIgnoringForm(), invariants: [.keepsNewestVisible]).violation == nil)
        // (The catalog's chat pair rests at its newest message: judged, in ChatCatalogTests.)
        for strategy in StrategyCatalog.all where strategy.containers[0] != .chatInputBar {
            var form = scenario
            form.form = GeneratedForm(container: strategy.containers[0], items: (0..<12).map { _ in GeneratedForm.Item(.textField) })
            form.iOSVersion = strategy.iOSVersions.upperBound
            #expect(Clearance.run(form, strategy: strategy, invariants: [.keepsNewestVisible]).violation == nil, "\(strategy.id)")
        }
    }

    /// A chat whose content is shorter than its list moves nothing out of view by keeping its
    /// offset: not judged.
    @Test func aShortConversationIsNotJudged() {
        let scenario = Self.scenario([.focus(0)])
        #expect(Clearance.run(scenario, strategy: ChatScreenStrategy(keeping: .onAppearOnly, messageCount: 3), invariants: [.keepsNewestVisible]).violation == nil)
    }

    /// With every invariant and the default contract, the careful chat passes a property run;
    /// the naive one is caught for keeps-newest-visible.
    @Test func theCarefulChatPassesAndTheNaiveOneIsCaught() {
        let config = HarnessConfig(cases: 60, seed: 51)
        let careful = Clearance.check(strategy: ChatScreenStrategy(keeping: .afterLayout), config: config)
        #expect(careful.failures.isEmpty, "\(careful.failures.map(\.violation))")
        let naive = Clearance.check(strategy: ChatScreenStrategy(keeping: .onAppearOnly), config: config)
        #expect(naive.failures.contains { $0.violation.invariant == .keepsNewestVisible })
    }
}
