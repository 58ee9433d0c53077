@testable import LayoutCore
import Clearance
import ClearanceSwiftUI
import Foundation
import Testing

/// A content configuration of the app's own: a label showing `text`.
struct LabelConfiguration: UIContentConfiguration {
    var text: String
    func makeContentView() -> any UIView & UIContentView { LabelContentView(self) }
    func updated(for state: any UIConfigurationState) -> LabelConfiguration { self }
}

/// The view a ``LabelConfiguration`` makes.
final class LabelContentView: UIView, UIContentView {
    let label = UILabel(name: "label")
    var configuration: any UIContentConfiguration {
        didSet { label.text = (configuration as? LabelConfiguration)?.text }
    }
    init(_ configuration: LabelConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.text = configuration.text
        addSubview(label)
    }
    required init?(coder: NSCoder) { return nil }
}

/// A field row in SwiftUI, as a chat's settings or a form puts in a cell.
struct FieldRow: View {
    let index: Int
    @State private var text = ""
    var body: some View {
        TextField("Field \(index)", text: $text).accessibilityIdentifier("field\(index)")
    }
}

/// A table of `rows` rows, each a SwiftUI field through `UIHostingConfiguration`, the table
/// pinned to the safe area's top and, when `avoids`, to the keyboard layout guide's top (the
/// view's bottom otherwise: nothing avoids the keyboard). `configure` changes each
/// configuration (margins, minimum size).
final class HostedFieldsTable: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    let rows: Int
    let avoids: Bool
    let configure: (UIHostingConfiguration<FieldRow, EmptyView>) -> UIHostingConfiguration<FieldRow, EmptyView>

    init(rows: Int = 12, avoids: Bool = true,
         configure: @escaping (UIHostingConfiguration<FieldRow, EmptyView>) -> UIHostingConfiguration<FieldRow, EmptyView> = { $0 }) {
        self.rows = rows
        self.avoids = avoids
        self.configure = configure
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: avoids ? view.keyboardLayoutGuide.topAnchor : view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.contentConfiguration = configure(UIHostingConfiguration { FieldRow(index: indexPath.row) })
        return cell
    }
}

/// `contentConfiguration` and `UIHostingConfiguration` (issue 51): Apple's pages for the
/// cells' property (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration)
/// and the configuration (https://developer.apple.com/documentation/swiftui/uihostingconfiguration),
/// with the defaults Apple does not give as assumptions.
@Suite("Cells show content configurations; UIHostingConfiguration hosts SwiftUI in them")
@MainActor struct HostingConfigurationTests {
    /// "Setting a content configuration replaces the existing contentView of the cell with a
    /// new content view instance from the configuration, or directly applies the configuration
    /// to the existing content view if the configuration is compatible … setting this property
    /// back to nil replaces the current content view with a new, empty content view."
    @Test func aContentConfigurationReplacesTheContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(0, 0, 320, 44)
        let original = cell.contentView
        let added = UIView(name: "added")
        original.addSubview(added)
        cell.contentConfiguration = LabelConfiguration(text: "one")
        let made = try #require(cell.contentView as? LabelContentView)
        #expect(made !== original && original.superview == nil && made.superview === cell)
        cell.layoutSubviews()
        #expect(made.frame == cell.bounds)
        cell.contentConfiguration = LabelConfiguration(text: "two")
        #expect(cell.contentView === made)
        #expect(made.label.text == "two")
        cell.contentConfiguration = nil
        #expect(cell.contentView !== made && !(cell.contentView is LabelContentView) && cell.contentView.subviews.isEmpty)
        let item = UICollectionViewCell(frame: CGRect(0, 0, 100, 100))
        item.contentConfiguration = LabelConfiguration(text: "item")
        #expect((item.contentView as? LabelContentView)?.label.text == "item")
    }

    /// A self-sizing row is its SwiftUI content's ideal height plus the default margins, 8 pt
    /// above and below (``Assumption/hostingConfigurationDefaultMargins``); without the
    /// assumption, the content's height alone — but never under 44 pt
    /// (``Assumption/hostingConfigurationDefaultMinHeight``), unless `minSize` says so.
    @Test(arguments: [true, false])
    func aSelfSizingRowFollowsTheContentAndTheMargins(defaultMargins: Bool) throws {
        let screen = HostedFieldsTable(rows: 3)
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingConfigurationDefaultMargins, defaultMargins))
        world.present(screen)
        let field = try #require(world.input("field0"))
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(field.frame.height > 0)
        let content = field.frame.height + (defaultMargins ? 16 : 0)
        // A one-line field (the model's 34 pt) and its margins: taller than a standard row
        // with the margins, a standard row without them.
        #expect(abs(cell.frame.height - max(44, content) - 1 / 3) < 0.01, "\(cell.frame.height)")
        #expect(cell.contentView.frame == cell.bounds)
        let inCell = field.convert(field.bounds, to: cell)
        #expect(abs(inCell.minY - (cell.bounds.height - field.frame.height) / 2) < 1)
        #expect(inCell.minX == (defaultMargins ? 8 : 0))
    }

    /// `.margins(.vertical, 20)` replaces the default on those edges; `.minSize(height: 0)`
    /// lets the row shrink below 44 pt ("allows the cell to be compressed to zero size").
    @Test func marginsAndMinSizeSetTheRowHeight() throws {
        let wide = HostedFieldsTable(rows: 1) { $0.margins(.vertical, 20) }
        let world = World(device: Devices.iPhoneX)
        world.present(wide)
        let field = try #require(world.input("field0"))
        let cell = try #require(wide.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(abs(cell.frame.height - (field.frame.height + 40) - 1 / 3) < 0.01)
        #expect(field.convert(field.bounds, to: cell).minX == 8)

        let tight = HostedFieldsTable(rows: 1) { $0.margins(.all, 0).minSize(height: 0) }
        let other = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingConfigurationDefaultMinHeight, true))
        other.present(tight)
        let tightField = try #require(other.input("field0"))
        let tightCell = try #require(tight.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(tightField.frame.height < 44)
        #expect(abs(tightCell.frame.height - tightField.frame.height - 1 / 3) < 0.01)
    }

    /// With the minimum-height assumption off, a row is its content and margins, even when
    /// shorter than a standard row.
    @Test func withoutTheDefaultMinimumARowIsItsContent() throws {
        let screen = HostedFieldsTable(rows: 1) { $0.margins(.all, 0) }
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingConfigurationDefaultMinHeight, false))
        world.present(screen)
        let field = try #require(world.input("field0"))
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(field.frame.height < 44)
        #expect(abs(cell.frame.height - field.frame.height - 1 / 3) < 0.01)
    }

    /// The field in a hosted cell is a text input like any SwiftUI field: it takes focus and
    /// the keyboard; in a cell under the keyboard it stays where the cell puts it
    /// (``Assumption/hostingConfigurationIgnoresSafeArea``), and the table pinned to the
    /// keyboard guide scrolls it above the keyboard.
    @Test(arguments: [true, false])
    func aHostedFieldTakesTheKeyboardAndKeepsItsPlaceInTheCell(ignoresSafeArea: Bool) throws {
        let screen = HostedFieldsTable(rows: 14, avoids: false)
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingConfigurationIgnoresSafeArea, ignoresSafeArea))
        world.present(screen)
        let field = try #require(world.input("field13"))
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 13, section: 0)))
        let before = field.convert(field.bounds, to: cell)
        world.focusAndSettle(field)
        #expect(field.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
        let keyboardTop = try #require(world.keyboard.screenFrame).minY
        let cellInWindow = cell.convert(cell.bounds, to: nil)
        if ignoresSafeArea {
            #expect(field.convert(field.bounds, to: cell) == before)
        } else if cellInWindow.maxY > keyboardTop + 1 {
            // As in a hosting controller's view: the keyboard's region squeezes the content.
            #expect(field.convert(field.bounds, to: cell) != before)
        }
    }

    /// A configuration of the same type given to the cell again goes to the content view it
    /// made, and the row follows the content's new height (iOS 16's self-sizing invalidation,
    /// on by default: https://developer.apple.com/documentation/uikit/uitableview/selfsizinginvalidation-swift.enum/disabled
    /// says what turning it off stops).
    @Test func aRowFollowsItsContentWhenTheConfigurationChanges() throws {
        struct NoteRow: View {
            let hint: Bool
            @State private var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    TextField("Note", text: $text).accessibilityIdentifier("note")
                    if hint { Text("At most 80 characters").accessibilityIdentifier("hint") }
                }
            }
        }
        final class NoteTable: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = self
                table.frame = view.bounds
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { NoteRow(hint: false) }
                return cell
            }
        }
        let screen = NoteTable()
        let world = World(device: Devices.iPhoneX)
        world.present(screen)
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let contentView = cell.contentView
        let before = cell.frame.height
        world.act { cell.contentConfiguration = UIHostingConfiguration { NoteRow(hint: true) } }
        let hint = try #require(world.view(named: "hint"))
        #expect(cell.contentView === contentView)
        #expect(hint.frame.height > 0)
        #expect(abs(cell.frame.height - (before + hint.frame.height)) < 0.01, "\(before) -> \(cell.frame.height)")
    }

    /// `@FocusState` works in a cell's SwiftUI as in a hosted screen: content that focuses its
    /// field when it appears gives the field the keyboard.
    @Test func focusStateInACellFocusesItsField() throws {
        struct AutofocusRow: View {
            @State private var text = ""
            @FocusState private var focused: Bool
            var body: some View {
                TextField("Name", text: $text).accessibilityIdentifier("name").focused($focused)
                    .onAppear { focused = true }
            }
        }
        final class OneRow: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = self
                table.frame = view.bounds
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { AutofocusRow() }
                return cell
            }
        }
        let world = World(device: Devices.iPhoneX)
        world.present(OneRow())
        #expect(world.settle())
        let field = try #require(world.input("name"))
        #expect(field.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
    }

    /// A collection view cell sizes to its hosted content with margins (no default minimum).
    @Test func aSelfSizingCollectionCellFollowsTheContent() throws {
        final class Grid: UIViewController, UICollectionViewDataSource {
            let layout = UICollectionViewFlowLayout()
            lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
            override func viewDidLoad() {
                super.viewDidLoad()
                layout.estimatedItemSize = CGSize(width: 375, height: 100)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
                grid.dataSource = self
                grid.frame = view.bounds
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { FieldRow(index: indexPath.item) }.margins(.horizontal, 16)
                return cell
            }
        }
        let screen = Grid()
        let world = World(device: Devices.iPhoneX)
        world.present(screen)
        let field = try #require(world.input("field1"))
        let cell = try #require(screen.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(cell.frame.height - (field.frame.height + 16)) < 0.01, "\(cell.frame)")
        #expect(field.convert(field.bounds, to: cell).minX == 16)
    }

    /// A screen whose table follows the keyboard guide keeps every hosted field visible; one
    /// whose table does not is caught for a field the keyboard covers. (`nonisolated`: the
    /// runs build each screen in its world, whose main queue is the main actor's executor.)
    @Test nonisolated func theChecksSeeHostedCellFields() {
        let config = HarnessConfig(cases: 60, seed: 51, readsEnvironment: false)
        let good = Clearance.check(screen: { HostedFieldsTable() }, named: "hosted-cells-avoiding", config: config)
        #expect(good.failures.isEmpty, "\(good.failures.map(\.violation))")
        // The low rows' fields are under the keyboard and cannot be scrolled above it: caught
        // as soon as the keyboard shows (reachable) or once one is focused (field-visible).
        // (The run ends at its first failure.)
        let bad = Clearance.check(screen: { HostedFieldsTable(avoids: false) }, named: "hosted-cells-not-avoiding", config: config.ending(when: { !$0.isEmpty }))
        #expect(!bad.failures.isEmpty)
        #expect(bad.failures.allSatisfy { [.fieldVisible, .reachable].contains($0.violation.invariant) }, "\(bad.failures.map(\.violation))")
    }

    /// Apple's examples compile with the SDK's types (https://developer.apple.com/documentation/swiftui/uihostingconfiguration
    /// and its methods' pages), and a background changes no geometry.
    @Test func applesExamplesCompileAndABackgroundTakesNoRoom() throws {
        let styled: UIHostingConfiguration<Text, _UIHostingConfigurationBackgroundView<Color>> =
            UIHostingConfiguration { Text("My Contents") }.background(Color.blue)
        let viewed: UIHostingConfiguration<Text, Color> = UIHostingConfiguration { Text("My Contents") }.background { Color.blue }
        let inset: UIHostingConfiguration<Text, EmptyView> =
            UIHostingConfiguration { Text("My Contents") }.margins(.horizontal, 20.0).margins(.all, EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        for configuration in [styled, viewed, inset] as [any UIContentConfiguration] {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentConfiguration = configuration
            // The content view holds the one hosting view.
            #expect(cell.contentView is any UIContentView)
            #expect(cell.contentView.subviews.count == 1)
        }
        // The two backgrounds leave the row as tall as with none.
        func rowHeight(_ configuration: any UIContentConfiguration) throws -> CGFloat {
            final class One: UIViewController, UITableViewDataSource {
                let table = UITableView(frame: .zero, style: .plain)
                let configuration: any UIContentConfiguration
                init(_ configuration: any UIContentConfiguration) { self.configuration = configuration; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { return nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                    table.dataSource = self
                    table.frame = view.bounds
                    view.addSubview(table)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.contentConfiguration = configuration
                    return cell
                }
            }
            let screen = One(configuration)
            World(device: Devices.iPhoneX).present(screen)
            return try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0))).frame.height
        }
        let plain = try rowHeight(UIHostingConfiguration { Text("My Contents") }.minSize(height: 0))
        #expect(try rowHeight(UIHostingConfiguration { Text("My Contents") }.minSize(height: 0).background(Color.blue)) == plain)
        #expect(try rowHeight(UIHostingConfiguration { Text("My Contents") }.minSize(height: 0).background { Color.blue }) == plain)
    }

    /// The item provider is declared with the SDK's signatures and holds what it is made
    /// with; it loads nothing (NoModelledEffect.md).
    @Test func anItemProviderHoldsItsTypes() {
        let provider = NSItemProvider(item: "hello" as NSString, typeIdentifier: "public.plain-text")
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com")) == nil)
        #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/photo.jpg"))?.suggestedName == "photo")
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { _, _ in }
        #expect(progress.isFinished)
    }
}
