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
