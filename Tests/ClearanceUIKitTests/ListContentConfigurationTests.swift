import Clearance
import ClearanceUIKit
import Testing

/// A table of rows made with `defaultContentConfiguration()`: each row's cell style, text,
/// secondary text and line limit.
final class ListRowsScreen: UIViewController, UITableViewDataSource {
    struct Row {
        var style: UITableViewCell.CellStyle = .default
        var text: String? = "Wi-Fi"
        var secondaryText: String?
        var numberOfLines: Int?
    }

    let table = UITableView(frame: .zero, style: .plain)
    let rows: [Row]

    init(_ rows: [Row]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.frame = view.bounds
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        if let lines = row.numberOfLines {
            content.textProperties.numberOfLines = lines
            content.secondaryTextProperties.numberOfLines = lines
        }
        cell.contentConfiguration = content
        return cell
    }
}

/// A settings screen as apps write it today: rows from `defaultContentConfiguration()` (a
/// title, a value), then a custom last row holding a text field, the table pinned to the
/// safe area's top and to `keyboardLayoutGuide` (`avoids`) or the view's bottom.
final class ListSettingsScreen: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let avoids: Bool
    let field = UITextField(name: "nickname")
    static let settings = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
                           "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness", "Accessibility", "Wallpaper"]

    init(avoids: Bool) {
        self.avoids = avoids
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.settings.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        guard indexPath.row < Self.settings.count else {
            // The last row is the app's own: a field in the content view's margins.
            field.placeholder = "Nickname"
            field.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
                field.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
                field.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            ])
            return cell
        }
        var content = cell.defaultContentConfiguration()
        content.text = Self.settings[indexPath.row]
        content.secondaryText = indexPath.row.isMultiple(of: 3) ? "On" : nil
        content.image = UIImage(systemName: "gear")
        content.imageProperties.tintColor = .systemPurple
        cell.contentConfiguration = content
        return cell
    }
}

/// An app's own content configuration, to check that a list content view gives way to it.
private struct BadgeConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { BadgeView(self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

private final class BadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(_ configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }
}

/// `UIListContentConfiguration`, `UIListContentView` and `defaultContentConfiguration()`
/// (issue 51): Apple's pages for the signatures and the documented layouts, the defaults Apple
/// gives no number for as assumptions (`list-content-default-margins`,
/// `list-content-default-text`, `list-content-minimum-height`).
@Suite("List content configurations size their rows; defaultContentConfiguration follows the cell's style")
@MainActor struct ListContentConfigurationTests {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    /// One line of the 17 pt body font (FontMetrics.swift: 2444/2048 of the size).
    static let bodyLine: CGFloat = 17 * 2444 / 2048
    /// One line of the 12 pt caption 1 font.
    static let captionLine: CGFloat = 12 * 2444 / 2048
    /// The separator's pixel on the iPhone X's 3× screen, below a self-sized row.
    static let separator: CGFloat = 1 / 3

    /// The rows' heights in a world with `assumptions`.
    func rowHeights(_ rows: [ListRowsScreen.Row], _ assumptions: Assumptions = Assumptions()) -> [CGFloat] {
        let screen = ListRowsScreen(rows)
        let world = World(device: Self.iPhoneX, assumptions: assumptions)
        world.present(screen)
        return rows.indices.map { screen.table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    func expectHeights(_ heights: [CGFloat], _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(heights.count == expected.count, sourceLocation: sourceLocation)
        for (height, wanted) in zip(heights, expected) {
            #expect(abs(height - wanted) < 0.001, "\(heights) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// Apple's example (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration())
    /// and what an app writes with it compile with the SDK's types; each declaration is a
    /// reference of the type Apple's page gives it.
    @Test func applesSignaturesCompileAsAnAppWritesThem() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "star")
        content.text = "Favorites"
        content.secondaryText = "12 items"
        content.textProperties.numberOfLines = 0
        content.imageProperties.tintColor = .purple
        content.secondaryTextProperties.color = .secondaryLabel
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        cell.contentConfiguration = content
        let view = try #require(cell.contentView as? UIListContentView)
        #expect((view.configuration as? UIListContentConfiguration) == content)

        let presets: [() -> UIListContentConfiguration] = [
            UIListContentConfiguration.cell, UIListContentConfiguration.subtitleCell, UIListContentConfiguration.valueCell,
            UIListContentConfiguration.sidebarCell, UIListContentConfiguration.sidebarSubtitleCell, UIListContentConfiguration.accompaniedSidebarCell,
            UIListContentConfiguration.accompaniedSidebarSubtitleCell, UIListContentConfiguration.groupedHeader, UIListContentConfiguration.groupedFooter,
            UIListContentConfiguration.plainHeader, UIListContentConfiguration.plainFooter, UIListContentConfiguration.sidebarHeader,
            UIListContentConfiguration.prominentInsetGroupedHeader, UIListContentConfiguration.extraProminentInsetGroupedHeader,
            UIListContentConfiguration.header, UIListContentConfiguration.footer,
        ]
        #expect(Set(presets.map { $0() }).count == presets.count)
        var text = UIListContentConfiguration.TextProperties.TextAlignment.natural
        text = .center
        let transform: UIListContentConfiguration.TextProperties.TextTransform = .uppercase
        var properties = content.textProperties
        properties.font = .preferredFont(forTextStyle: .headline)
        properties.alignment = text
        properties.lineBreakMode = .byWordWrapping
        properties.adjustsFontSizeToFitWidth = true
        properties.minimumScaleFactor = 0.5
        properties.allowsDefaultTighteningForTruncation = true
        properties.adjustsFontForContentSizeCategory = false
        properties.transform = transform
        #expect(properties.resolvedColor() == properties.color)
        var image = content.imageProperties
        image.maximumSize = CGSize(width: 30, height: 30)
        image.reservedLayoutSize = CGSize(width: 40, height: 40)
        image.cornerRadius = 6
        image.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        #expect(image.resolvedTintColor(for: .red) == .purple)
        content.attributedText = NSAttributedString(string: "Favourites")
        content.secondaryAttributedText = NSAttributedString(string: "3")
        content.axesPreservingSuperviewLayoutMargins = [.horizontal]
        content.prefersSideBySideTextAndSecondaryText = true
        content.imageToTextPadding = 12
        content.textToSecondaryTextHorizontalPadding = 10
        content.textToSecondaryTextVerticalPadding = 2
        let listView = UIListContentView(configuration: content)
        let guides: [UILayoutGuide?] = [listView.textLayoutGuide, listView.secondaryTextLayoutGuide, listView.imageLayoutGuide]
        #expect(guides.allSatisfy { $0 != nil })
        #expect(listView.supports(UIListContentConfiguration.cell()))
        #expect(!listView.supports(BadgeConfiguration()))
        let made: any UIView & UIContentView = content.makeContentView()
        #expect(made is UIListContentView)
        #expect(content.updated(for: cell.configurationState) == content)
        #expect(UIAxis.both == [.horizontal, .vertical])
    }

    /// The default configuration follows the cell's style ("for the cell's style", UIKit's
    /// UITableViewCell.h): `.default` the list cell, `.subtitle` the subtitle cell, `.value1`
    /// (and `.value2`) the value cell. The presets carry UIKit's defaults
    /// (`list-content-default-margins`, `list-content-default-text`).
    @Test func theDefaultConfigurationFollowsTheCellsStyle() {
        func preset(_ style: UITableViewCell.CellStyle) -> UIListContentConfiguration {
            UITableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration()
        }
        #expect(preset(.default) == .cell())
        #expect(preset(.subtitle) == .subtitleCell())
        #expect(preset(.value1) == .valueCell())
        #expect(preset(.value2) == .valueCell())
        #expect(preset(.default) != preset(.subtitle) && preset(.subtitle) != preset(.value1))

        let cell = UIListContentConfiguration.cell()
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(cell.textToSecondaryTextVerticalPadding == 3 && cell.textToSecondaryTextHorizontalPadding == 8 && cell.imageToTextPadding == 16)
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.numberOfLines == 0)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8))
        #expect(subtitle.textToSecondaryTextVerticalPadding == 0 && subtitle.secondaryTextProperties.font.pointSize == 12)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        #expect(UIListContentConfiguration.groupedHeader().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
        #expect(UIListContentConfiguration.sidebarCell().textProperties.numberOfLines == 1)

        // Without the assumptions: no margins or paddings; UILabel's 17 pt, one-line text.
        let world = World(device: Self.iPhoneX, assumptions: Assumptions().with(.listContentDefaultMargins, false).with(.listContentDefaultText, false))
        let bare = world.run { UIListContentConfiguration.subtitleCell() }
        #expect(bare.directionalLayoutMargins == .zero && bare.textToSecondaryTextVerticalPadding == 0 && bare.imageToTextPadding == 0)
        #expect(bare.secondaryTextProperties.font.pointSize == 17 && bare.textProperties.numberOfLines == 1)
        #expect(world.consultedAssumptions.contains(.listContentDefaultMargins) && world.consultedAssumptions.contains(.listContentDefaultText))
    }

    /// A self-sizing table of such rows lays them out at the margins plus their lines, at least
    /// 44 pt (`list-content-minimum-height`): a one-line cell 11 + 20.29 + 11 = 42.29 → 44; a
    /// one-line subtitle 4 + 20.29 + 0 + 14.32 + 4 = 42.61 → 44; a two-line subtitle 56.93; a
    /// three-line text 82.86; a value cell side by side 42.29 → 44. Without the minimum, the
    /// content's own heights.
    @Test(arguments: [true, false])
    func aSelfSizingTableLaysOutTheRowsAtTheirContentsHeights(minimum: Bool) {
        let rows = [
            ListRowsScreen.Row(),
            ListRowsScreen.Row(style: .subtitle, secondaryText: "Home"),
            ListRowsScreen.Row(style: .subtitle, secondaryText: "Home\nConnected"),
            ListRowsScreen.Row(text: "A setting whose title\nruns over\nthree lines", numberOfLines: 0),
            ListRowsScreen.Row(style: .value1, secondaryText: "On"),
        ]
        let content: [CGFloat] = [11 + Self.bodyLine + 11, 4 + Self.bodyLine + Self.captionLine + 4, 4 + Self.bodyLine + 2 * Self.captionLine + 4,
                                  11 + 3 * Self.bodyLine + 11, 11 + Self.bodyLine + 11]
        let heights = rowHeights(rows, Assumptions().with(.listContentMinimumHeight, minimum))
        expectHeights(heights, content.map { (minimum ? max(44, $0) : $0) + Self.separator })
        #expect(abs(heights[0] - 44 - Self.separator) < 0.001 || !minimum)
        #expect(heights[2] > heights[1] && heights[3] > heights[0])
    }

    /// Without the preset margins the rows are their text alone (at least 44 pt): the
    /// three-line text 60.86, the two-line subtitle 48.93; with UILabel's one-line 17 pt text
    /// instead of the presets' fonts, a one-line subtitle is 4 + 20.29 + 20.29 + 4 = 48.57 and
    /// the three-line text shows one line (44).
    @Test func theMarginAndTextAssumptionsChangeTheRows() {
        let rows = [
            ListRowsScreen.Row(style: .subtitle, secondaryText: "Home"),
            ListRowsScreen.Row(style: .subtitle, secondaryText: "Home\nConnected"),
            ListRowsScreen.Row(text: "A setting whose title\nruns over\nthree lines"),
        ]
        expectHeights(rowHeights(rows, Assumptions().with(.listContentDefaultMargins, false)),
                      [44, Self.bodyLine + 2 * Self.captionLine, 3 * Self.bodyLine].map { max(44, $0) + Self.separator })
        expectHeights(rowHeights(rows, Assumptions().with(.listContentDefaultText, false)),
                      [4 + 2 * Self.bodyLine + 4, 4 + 2 * Self.bodyLine + 4, 44].map { $0 + Self.separator })
    }

    /// The guides place the text where the row lands: the leading margin, centred between the
    /// top and bottom margins; a configuration without secondary text removes that guide and
    /// deactivates the app's constraint to it (Apple's textLayoutGuide and
    /// secondaryTextLayoutGuide pages).
    @Test func theGuidesPlaceTheTextAndGoWithIt() throws {
        let screen = ListRowsScreen([ListRowsScreen.Row(style: .subtitle, secondaryText: "Home")])
        let world = World(device: Self.iPhoneX)
        world.present(screen)
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try #require(cell.contentView as? UIListContentView)
        let text = try #require(view.textLayoutGuide), secondary = try #require(view.secondaryTextLayoutGuide)
        #expect(view.imageLayoutGuide == nil)
        let height = view.bounds.height
        let block = Self.bodyLine + Self.captionLine
        #expect(abs(text.layoutFrame.minY - (height - block) / 2) < 0.001, "\(text.layoutFrame) in \(view.bounds)")
        #expect(abs(secondary.layoutFrame.minY - text.layoutFrame.maxY) < 0.001)
        #expect(text.layoutFrame.minX == 16 && abs(text.layoutFrame.maxX - (view.bounds.width - 8)) < 0.001)
        #expect(abs(text.layoutFrame.height - Self.bodyLine) < 0.001)

        let badge = UIView(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        var pinned: NSLayoutConstraint?
        world.run {
            view.addSubview(badge)
            pinned = badge.leadingAnchor.constraint(equalTo: secondary.trailingAnchor)
            pinned?.isActive = true
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
        }
        _ = world.settle()
        #expect(cell.contentView === view)
        #expect(view.secondaryTextLayoutGuide == nil && view.textLayoutGuide === text)
        #expect(pinned?.isActive == false)
        #expect(abs(text.layoutFrame.minY - (view.bounds.height - Self.bodyLine) / 2) < 0.001)
    }

    /// A list configuration given to the cell again goes to the list content view it made
    /// ("directly applies the configuration to the existing content view if the configuration
    /// is compatible"), and the row follows the new content; a configuration of another type
    /// replaces the view.
    @Test func theContentViewIsReusedForAnotherListConfiguration() throws {
        let screen = ListRowsScreen([ListRowsScreen.Row()])
        let world = World(device: Self.iPhoneX)
        world.present(screen)
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try #require(cell.contentView as? UIListContentView)
        #expect(abs(cell.frame.height - 44 - Self.separator) < 0.001)
        world.run {
            var content = UIListContentConfiguration.cell()
            content.text = "Wi-Fi\nConnected to Home\nSecured"
            cell.contentConfiguration = content
        }
        _ = world.settle()
        #expect(cell.contentView === view)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Wi-Fi\nConnected to Home\nSecured")
        #expect(abs(cell.frame.height - (11 + 3 * Self.bodyLine + 11) - Self.separator) < 0.001, "\(cell.frame)")
        world.run { cell.contentConfiguration = BadgeConfiguration() }
        _ = world.settle()
        #expect(cell.contentView is BadgeView && view.superview == nil)
    }

    /// A settings screen of default-configured rows with a field in its last, custom row: the
    /// table on the keyboard guide keeps the field visible; one that runs under the keyboard
    /// is caught for `field-visible`. (`nonisolated`: each case's world is the main actor's
    /// executor.)
    @Test nonisolated func theChecksSeeAFieldBelowListContentRows() {
        let config = HarnessConfig(cases: 60, seed: 51, readsEnvironment: false)
        let good = Clearance.check(screen: { ListSettingsScreen(avoids: true) }, named: "list-settings-avoiding", config: config)
        #expect(good.passed && good.casesRun == 60, "\(good.failures.map(\.violation)) \(good.problem ?? "")")
        #expect(good.consultedAssumptions.contains(.listContentMinimumHeight))
        var bad = config.ending(when: { $0.contains { $0.violation.invariant == .fieldVisible } })
        bad.invariants = [.fieldVisible]
        let report = Clearance.check(screen: { ListSettingsScreen(avoids: false) }, named: "list-settings-not-avoiding", config: bad)
        #expect(report.failures.contains { $0.violation.invariant == .fieldVisible }, "\(report.failures.map(\.violation))")
    }
}
