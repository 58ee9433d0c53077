import Clearance
import Testing

/// A chat drawn as an inverted list: a table flipped upside down
/// (`transform = CGAffineTransform(scaleX: 1, y: -1)`), each cell flipped back, its newest
/// message row 0 — first in the content, drawn at the table's bottom edge, above an input bar
/// on `keyboardLayoutGuide`. The list rests at its start.
final class FlippedChatScreen: UIViewController, UITableViewDataSource {
    /// How the list makes room for the keyboard.
    enum Room {
        /// Its bottom is on the bar's top: the keyboard shrinks it from the bottom, where its
        /// content's top — the newest message — is drawn, so the newest message stays in view
        /// with no code (the reason chats flip their list).
        case pinnedToTheBar
        /// It runs under the bar to the safe area's bottom, its content inset by the bar's
        /// height at the top — the flipped list's visual bottom — and, in the keyboard's
        /// notification, by the keyboard's overlap at the *bottom*, as an upright list would
        /// be: the wrong edge, so the newest message goes under the keyboard.
        case insetAtTheWrongEdge
        /// Its bottom is on `keyboardLayoutGuide`'s top (by the bar's height), and the
        /// keyboard's notification still raises it by the keyboard's overlap as well, the
        /// handler kept from before the guide: the list shrinks twice, and its newest message,
        /// drawn at its bottom edge, rises twice as far as the keyboard came up.
        case shrunkTwice
    }

    let room: Room
    let table = UITableView(frame: .zero, style: .plain)
    let inputBar = UIView(name: "inputBar")
    let field = UITextField(name: "message")
    static let barHeight: CGFloat = 52
    private var appeared = false
    private var tableBottom: NSLayoutConstraint?

    init(room: Room) {
        self.room = room
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.name = "messages"
        table.transform = CGAffineTransform(scaleX: 1, y: -1)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        for view in [table, inputBar, field] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(table)
        view.addSubview(inputBar)
        inputBar.addSubview(field)
        let tableBottom: NSLayoutConstraint
        switch room {
        case .pinnedToTheBar: tableBottom = table.bottomAnchor.constraint(equalTo: inputBar.topAnchor)
        case .insetAtTheWrongEdge: tableBottom = table.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        case .shrunkTwice: tableBottom = table.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -Self.barHeight)
        }
        self.tableBottom = tableBottom
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableBottom,
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: Self.barHeight),
            field.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -16),
        ])
        if room == .insetAtTheWrongEdge {
            table.contentInset.top = Self.barHeight
        }
        if room != .pinnedToTheBar {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChangeFrame(_:),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !appeared, table.bounds.height > 0 else { return }
        appeared = true
        table.contentOffset.y = -table.contentInset.top
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frame = view.convert(end, from: nil)
        let overlap = max(0, view.bounds.maxY - frame.minY - view.safeAreaInsets.bottom)
        switch room {
        case .pinnedToTheBar: break
        case .insetAtTheWrongEdge: table.contentInset.bottom = overlap
        case .shrunkTwice:
            tableBottom?.constant = -Self.barHeight - overlap
            view.layoutIfNeeded()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.transform = CGAffineTransform(scaleX: 1, y: -1)
        let bubble = UILabel(name: "message\(indexPath.row)")
        bubble.text = "Message \(indexPath.row) (0: the newest)"
        bubble.frame = CGRect(x: 16, y: 6, width: 240, height: 32)
        cell.contentView.addSubview(bubble)
        return cell
    }
}

struct FlippedChatStrategy: AvoidanceStrategy {
    var room: FlippedChatScreen.Room
    var id: String { "test-flipped-chat-\(room)" }
    var summary: String { "an inverted chat list (a table flipped upside down) above an input bar on keyboardLayoutGuide, \(room)" }
    var source: String { "Tests/ClearanceTests/FlippedChatTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.chatInputBar] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, pinnedViewNames: ["inputBar"]) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { FlippedChatScreen(room: room) }
}

@Suite("keeps-newest-visible on a list flipped upside down")
struct FlippedChatTests {
    static func scenario(_ events: [ScenarioEvent]) -> Scenario {
        Scenario(iOSVersion: 17, device: .catalog("iphone_x_xs_11pro"),
                 form: GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.textField)]), events: events.map { TimedEvent($0) })
    }

    /// The flipped list draws its newest message, row 0, at its bottom edge, just above the
    /// bar, at rest.
    @Test func theNewestMessageIsDrawnAtTheBottom() throws {
        let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!)
        world.present(world.run { FlippedChatScreen(room: .pinnedToTheBar) })
        _ = world.settle()
        let newest = try #require(world.view(named: "message0")).frameInWindow
        let bar = try #require(world.view(named: "inputBar")).frameInWindow
        #expect(newest.maxY == bar.minY - 6)
        #expect(try #require(world.view(named: "message1")).frameInWindow.maxY == newest.minY - 12)
    }

    /// Shrunk from the bottom by the guide, the flipped list keeps its newest message in view
    /// by itself as the keyboard shows, changes height and hides.
    @Test func aFlippedListPinnedToTheBarKeepsItsNewestMessage() {
        let run = Clearance.run(Self.scenario([.focus(0), .togglePredictive, .resign]), strategy: FlippedChatStrategy(room: .pinnedToTheBar),
                                invariants: [.keepsNewestVisible])
        #expect(run.violation == nil)
        var config = HarnessConfig(cases: 100, seed: 51, invariants: [.keepsNewestVisible], readsEnvironment: false)
        config.runsBaseline = false
        #expect(Clearance.check(strategy: FlippedChatStrategy(room: .pinnedToTheBar), config: config).failures.isEmpty)
    }

    /// Inset at the upright list's edge, the flipped list leaves its newest message where it
    /// was, under the keyboard: caught, the newest message named (before: a flipped list was
    /// never judged, and this passed).
    @Test func aFlippedListInsetAtTheWrongEdgeIsCaught() throws {
        let run = Clearance.run(Self.scenario([.focus(0)]), strategy: FlippedChatStrategy(room: .insetAtTheWrongEdge), invariants: [.keepsNewestVisible])
        let found = try #require(run.violation)
        #expect(found.invariant == .keepsNewestVisible)
        #expect(found.viewName == "message0")
        #expect(found.number("shown") == 0)
        #expect(found.fault == "shown: contentOffset")
    }

    /// A flipped list that shrinks twice lifts its newest message, drawn at its bottom edge,
    /// twice as far as the keyboard came up: no-double-shift measures a flipped list's rows
    /// where they are drawn, with the scroll taken out, as it does an upright list's (before:
    /// their lift was measured as if upright, none, and this passed).
    @Test func aFlippedListShrunkTwiceIsCaughtForItsRows() throws {
        let scenario = Self.scenario([.focus(0)])
        let run = Clearance.run(scenario, strategy: FlippedChatStrategy(room: .shrunkTwice), invariants: [.noDoubleShift])
        let found = try #require(run.violation)
        #expect(found.invariant == .noDoubleShift)
        // The first row of the list in the view tree (a cell, its message inside it), lifted
        // by two mechanisms.
        #expect(found.viewName?.hasPrefix("UITableViewCell") == true)
        #expect(found.diagnosis == .shiftedTwice)
        // The keyboard's overlap above the 34 pt home-indicator strip, twice: 2 × (336 − 34).
        #expect(found.number("lift") == 604)
        // The same list shrunk once, by the guide, lifts its rows by that overlap only.
        #expect(Clearance.run(scenario, strategy: FlippedChatStrategy(room: .pinnedToTheBar), invariants: [.noDoubleShift]).violation == nil)
    }
}
