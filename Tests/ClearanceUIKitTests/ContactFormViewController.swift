// A settings-style form as apps write it: a grouped table whose data source dequeues a
// registered cell class that lays out its field with Auto Layout (self-sizing rows), and a
// keyboard handler that insets the table by what the keyboard covers of it. Only the import
// differs between iOS and here.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

final class TextFieldCell: UITableViewCell {
    static let reuseIdentifier = "TextFieldCell"
    let textField = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textField.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textField)
        NSLayoutConstraint.activate([
            textField.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            textField.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            textField.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            textField.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
        // Below required: the row is a pixel taller than the fitting height (its separator),
        // and a required chain would conflict with it ("UIView-Encapsulated-Layout-Height").
        let height = textField.heightAnchor.constraint(equalToConstant: 44)
        height.priority = UILayoutPriority(999)
        height.isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .grouped)
    let sections = [["First name", "Last name", "Email", "Phone"], ["Street", "City", "Postcode", "Country", "Notes"]]
    private var observers: [NSObjectProtocol] = []
    /// What the keyboard handler added to the table's inset.
    private var keyboardInset: CGFloat = 0
    /// The field being edited.
    private weak var activeField: UITextField?
    /// The docked keyboard's last frame (screen space), while one is shown.
    private var keyboardFrame: CGRect?
    /// Whether the inset is computed again whenever the view is laid out (the fix for a sheet
    /// the system lifts after the notification: KeyboardGuide's way).
    var recomputesOnLayout: Bool

    init(recomputesOnLayout: Bool = true) {
        self.recomputesOnLayout = recomputesOnLayout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.register(TextFieldCell.self, forCellReuseIdentifier: TextFieldCell.reuseIdentifier)
        tableView.tableFooterView = UIView()
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(note) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.keyboardFrame = nil
                self?.setKeyboardInset(0)
            }
        })
        observers.append(center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: .main) { [weak self] note in
            MainActor.assumeIsolated {
                self?.activeField = note.object as? UITextField
                self?.scrollToEditingRow()
            }
        })
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TextFieldCell.reuseIdentifier, for: indexPath) as! TextFieldCell
        cell.textField.placeholder = sections[indexPath.section][indexPath.row]
        return cell
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if recomputesOnLayout, let keyboardFrame { avoid(keyboardFrame) }
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let window = view.window else { return }
        // Only a docked keyboard (full width, down to the screen's bottom) is avoided: a
        // floating or undocked one is the user's to place.
        let screen = window.screen.bounds
        guard end.width == screen.width, end.maxY >= screen.maxY, end.minY < screen.maxY else {
            keyboardFrame = nil
            setKeyboardInset(0)
            return
        }
        keyboardFrame = end
        avoid(end)
        scrollToEditingRow()
    }

    /// The keyboard's frame, converted from screen space into the table and intersected with
    /// it, less what UIKit already adds at the bottom (the safe area), is the inset.
    private func avoid(_ end: CGRect) {
        guard let window = view.window else { return }
        let inTable = tableView.convert(end, from: window.screen.coordinateSpace)
        let covered = max(0, tableView.bounds.intersection(inTable).height)
        let systemBottom = tableView.adjustedContentInset.bottom - tableView.contentInset.bottom
        setKeyboardInset(max(0, covered - systemBottom))
    }

    private func setKeyboardInset(_ inset: CGFloat) {
        guard inset != keyboardInset else { return }
        tableView.contentInset.bottom += inset - keyboardInset
        tableView.verticalScrollIndicatorInsets.bottom += inset - keyboardInset
        keyboardInset = inset
        if inset == 0 {
            let maxOffset = max(-tableView.adjustedContentInset.top,
                                tableView.contentSize.height - tableView.bounds.height + tableView.adjustedContentInset.bottom)
            if tableView.contentOffset.y > maxOffset { tableView.contentOffset.y = maxOffset }
        }
    }

    /// Scrolls the row being edited into view (the field's cell, up its superviews).
    private func scrollToEditingRow() {
        var view: UIView? = activeField
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        guard let cell = view as? UITableViewCell, cell.superview === tableView else { return }
        tableView.layoutIfNeeded()
        tableView.scrollRectToVisible(cell.frame, animated: true)
    }
}
