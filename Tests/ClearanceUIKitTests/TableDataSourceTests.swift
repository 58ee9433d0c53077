import Clearance
import Testing

/// The contact form under test: its own fields, in its own table.
struct ContactForm: AvoidanceStrategy {
    /// Whether the inset is computed again on layout (else only on the notification).
    var recomputesOnLayout = true
    var id: String { recomputesOnLayout ? "contact-form" : "contact-form-on-notification-only" }
    var summary: String { "a grouped table of self-sizing field cells, inset by what the keyboard covers of it" }
    var source: String { "Tests/ClearanceUIKitTests/ContactFormViewController.swift" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.table] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0, scrolling: .unspecified) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { ContactFormViewController(recomputesOnLayout: recomputesOnLayout) }
}

@Suite("A table with a data source, as apps write one")
@MainActor
struct TableDataSourceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// Runs `body` with the contact form shown on an iPhone 15 Pro and its table laid out.
    func withContactForm(_ body: (World, UITableView) -> Void) {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = ContactFormViewController()
        world.present(screen)
        world.run {
            screen.tableView.layoutIfNeeded()
            body(world, screen.tableView)
        }
    }

    @Test func theDataSourceGivesSectionsRowsAndRegisteredCells() throws {
        withContactForm { world, table in
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 5)
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))
            #expect(cell is TextFieldCell)
            #expect(cell?.reuseIdentifier == TextFieldCell.reuseIdentifier)
            #expect((cell as? TextFieldCell)?.textField.placeholder == "Postcode")
            #expect(table.indexPath(for: cell!) == IndexPath(row: 2, section: 1))
            #expect(table.dequeueReusableCell(withIdentifier: "nothing registered") == nil)
        }
    }

    @Test func aSelfSizingRowIsItsCellsFittingHeightPlusTheSeparatorsPixel() throws {
        withContactForm { world, table in
            // 44 pt field + the content view's 8 pt margins above and below, + 1 px at 3×.
            let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
            let expected: CGFloat = 44 + 8 + 8 + 1.0 / 3
            #expect(abs(first.height - expected) < 0.001)
            // Each section starts after its 28 pt header space.
            #expect(first.minY == 28)
            let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
            let secondTop: CGFloat = 28 + 4 * expected + 28
            #expect(abs(second.minY - secondTop) < 0.001)
            let contentHeight: CGFloat = 56 + 9 * expected
            #expect(abs(table.contentSize.height - contentHeight) < 0.001)
            // The field fills its cell's content view inside the margins: the separator's pixel
            // goes to it, its 999 height giving way, with no conflict.
            let field = (table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TextFieldCell).textField
            #expect(abs(field.frame.height - (44 + 1.0 / 3)) < 0.001 && field.frame.minY == 8)
            #expect(world.conflicts.isEmpty)
        }
    }

    @Test func aRowWhoseConstraintsGiveNoHeightIsTheStandard44() {
        final class Plain: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = Plain(style: .plain)
        world.present(screen)
        world.run {
            screen.tableView.layoutIfNeeded()
            #expect(screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 393, height: 44))
        }
    }

    @Test func aTableViewControllerSubclassOverridesTheDelegatesMethods() {
        final class Rows: UITableViewController {
            var scrolled = 0
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 0 ? 100 : 50 }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = Rows(style: .grouped)
        world.present(screen)
        world.run {
            let table = screen.tableView!
            table.layoutIfNeeded()
            #expect(table.style == .grouped)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 393, height: 50))
            let height: CGFloat = 100 + 39 * 50
            #expect(table.contentSize.height == height)
            let before = screen.scrolled
            table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
            #expect(screen.scrolled > before)
        }
    }

    @Test func aCellsSafeAreaHasNoTopOrBottom() {
        withContactForm { world, table in
            // Scrolled so that a row sits under the home indicator, its cell's safe area still
            // has no bottom (the table's adjusted inset accounts for it).
            let row = IndexPath(row: 4, section: 1)
            let rect = table.rectForRow(at: row)
            table.contentOffset.y = rect.maxY - table.bounds.height + 10
            table.layoutIfNeeded()
            let cell = table.cellForRow(at: row)!
            #expect(cell.frameInWindow.maxY > world.window.bounds.maxY - world.window.safeAreaInsets.bottom)
            #expect(cell.safeAreaInsets.bottom == 0 && cell.safeAreaInsets.top == 0)
        }
    }

    /// `nonisolated`, as the suite's other whole runs: each world is the main actor's executor
    /// while it runs, so a long run need not queue for the main actor (`ReadmeExampleTests`).
    @Test nonisolated func theCarefulInsetOnASelfSizingTableKeepsEveryInvariant() {
        let report = Clearance.check(strategy: ContactForm(), config: HarnessConfig(cases: 100, seed: 5, readsEnvironment: false))
        #expect(report.failures.map { "\($0.signature) @ \($0.scenario)" } == [])
    }

    /// Computed only when the notification comes, the inset is the keyboard's coverage of the
    /// sheet before the system lifted it clear: a double shift, which the careful one has not
    /// on the same scenario.
    @Test nonisolated func anInsetComputedOnlyOnTheNotificationShiftsASheetTwice() throws {
        let config = HarnessConfig(cases: 100, seed: 5, readsEnvironment: false)
        // Every distinct failure in case order, until the double shift (the run ends there).
        let report = Clearance.check(strategy: ContactForm(recomputesOnLayout: false),
                                     config: config.ending { $0.last?.signature.hasPrefix("no-double-shift/shifted-twice") == true })
        let failure = try #require(report.failures.first { $0.signature.hasPrefix("no-double-shift/shifted-twice") },
                                   "found \(report.failures.map(\.signature))")
        #expect(failure.scenario.window.isSheet)
        #expect(Clearance.run(failure.scenario, strategy: ContactForm(), invariants: [.noDoubleShift]).violation == nil)
    }
}

/// A field row as settings screens write one: the field pinned to the content view's margins,
/// at least 32 pt tall (a required constraint; the row sizes itself around it).
final class MarginFieldCell: UITableViewCell {
    let field = UITextField()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A small settings screen: an inset-grouped table above the keyboard, list-content rows and
/// a field row (the new-user trial's screen, cut down).
final class SmallSettingsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// Whether `viewDidLoad` reloads the table itself (outside any layout).
    let reloadsInViewDidLoad: Bool
    init(reloadsInViewDidLoad: Bool = false) {
        self.reloadsInViewDidLoad = reloadsInViewDidLoad
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        tableView.register(MarginFieldCell.self, forCellReuseIdentifier: "name")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        if reloadsInViewDidLoad { tableView.reloadData() }
    }
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 { return tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = ["Wi-Fi", "Bluetooth", "Cellular"][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

@Suite("A table places each cell at its row before a solve sees it")
@MainActor
struct TableCellPlacementTests {
    /// The field row: the field's 34 pt intrinsic height within the content view's 8 pt
    /// margins, plus the separator's pixel on a 3× iPhone X.
    static let fieldRowHeight: CGFloat = 8 + 34 + 8 + 1.0 / 3

    /// A self-sizing row's cell meets the solver at its row's height, its content view
    /// filling it, whether the table loads in its first layout or `viewDidLoad` reloads it: a
    /// required constraint its content fits is never broken on the way. (It was: the content
    /// view stayed 0 × 0 until the cell's own layout, a pass later, and the field's
    /// `height >= 32` broke when the screen appeared — a false report.)
    @Test(arguments: [false, true])
    func aSelfSizingFieldRowBreaksNoConstraintWhenTheScreenAppears(reloadsInViewDidLoad: Bool) throws {
        let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!, iOSVersion: 17)
        let screen = SmallSettingsViewController(reloadsInViewDidLoad: reloadsInViewDidLoad)
        world.present(screen)
        world.run {
            screen.tableView.layoutIfNeeded()
            #expect(world.conflicts.map(\.broken.description) == [])
            let cell = try! #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? MarginFieldCell)
            #expect(abs(cell.frame.height - Self.fieldRowHeight) < 0.001)
            #expect(cell.contentView.frame == cell.bounds)
            #expect(cell.field.frame.height >= 32 && cell.field.frame.minY == 8)
        }
    }

    /// `reloadData()` makes the new cells and places each at its row at once, its content view
    /// filling it, before any layout pass solves the constraints its cell brought.
    @Test func reloadedCellsArePlacedAtTheirRowsAtOnce() throws {
        let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!, iOSVersion: 17)
        let screen = SmallSettingsViewController()
        world.present(screen)
        world.run {
            let table = screen.tableView
            table.layoutIfNeeded()
            let before = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            table.reloadData()
            let cell = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(cell !== before && before.superview == nil)
            #expect(cell.superview === table)
            #expect(abs(cell.frame.height - Self.fieldRowHeight) < 0.001 && cell.contentView.frame == cell.bounds)
            table.layoutIfNeeded()
            #expect(world.conflicts.isEmpty)
        }
    }
}
