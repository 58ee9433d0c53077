import Clearance
import ClearanceSwiftUI
import ClearanceTesting
import Foundation
import Testing

/// A settings-like screen: a table whose rows are SwiftUI fields in `UIHostingConfiguration`s,
/// pinned to the keyboard layout guide (`avoids`) or to the view's bottom.
final class HostedFieldRowsScreen: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    let avoids: Bool

    init(avoids: Bool) {
        self.avoids = avoids
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.contentConfiguration = UIHostingConfiguration {
            HostedRowField(title: "Setting \(indexPath.row)")
        }
        return cell
    }
}

/// One row's SwiftUI: a labelled field.
struct HostedRowField: View {
    let title: String
    @State private var text = ""
    var body: some View {
        HStack {
            Text(title)
            TextField(title, text: $text)
        }
    }
}

@Suite("SwiftUI fields in UIHostingConfiguration cells, checked as an app checks them")
struct HostingConfigurationScreenTests {
    static let config = HarnessConfig(cases: 100, seed: 51, readsEnvironment: false)

    /// The table follows the keyboard guide: every hosted field can be focused and stays
    /// visible, and the screen passes. (Not on the main actor: each case's world is the main
    /// actor's executor, so this long run need not queue for the process's main actor.)
    @Test func aTablePinnedToTheKeyboardGuidePasses() {
        expectScreen(config: Self.config) { HostedFieldRowsScreen(avoids: true) }
    }

    /// The table runs under the keyboard: a hosted field low in it is covered, and caught (the
    /// run ends once it is).
    @Test func aTableUnderTheKeyboardIsCaughtForACoveredField() {
        var config = Self.config.ending(when: { $0.contains { $0.violation.invariant == .fieldVisible } })
        config.invariants = [.fieldVisible]
        let report = Clearance.check(screen: { HostedFieldRowsScreen(avoids: false) }, named: "hosted-rows-under-keyboard", config: config)
        #expect(report.failures.contains { $0.violation.invariant == .fieldVisible }, "\(report.failures.map(\.violation))")
    }
}
