import Foundation

/// An alert (UIKit's `UIAlertController`): a title, a message, text fields and buttons over
/// the screen.
///
/// Its keyboard behaviour is the assumption ``Assumption/alertTakesAndGivesBackTheKeyboard``:
/// presenting it ends editing under it; an alert with text fields focuses the first when it
/// appears, and sits in the middle of the room above the keyboard; dismissing it makes the
/// responder it took the keyboard from first responder again. A tap on one of its buttons
/// (``World/tap(at:)``) dismisses it, then calls the action's handler, as UIKit does. Its
/// drawing is not modelled: its parts stack in a column between the window's layout margins.
open class UIAlertController: UIViewController {
    /// An alert's presentation (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom (laid out like an alert in the model).
        case actionSheet
        /// An alert in the middle of the screen.
        case alert
    }

    /// The style it was made with.
    public private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    public var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action the return key in its text fields triggers (not modelled: stored).
    public var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    /// The text fields added with ``addTextField(configurationHandler:)``, or `nil` without any.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    /// The responder the alert took the keyboard from, given it back on dismissal.
    weak var returnsKeyboardTo: UIResponder?

    /// An alert titled `title` with `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    /// Adds a button.
    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
        viewIfLoaded.map { _ in rebuild() }
    }

    /// Adds a text field, configured by `configurationHandler`. Only an `.alert` has text
    /// fields: on an action sheet UIKit raises an exception, recorded here.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            World.current?.recordException("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(name: "alert field \(fields.count)")
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
        viewIfLoaded.map { _ in rebuild() }
    }

    private let stack = UIStackView(name: "alert")

    open override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        // The room above the keyboard: the alert is centred in it.
        let room = UILayoutGuide()
        view.addLayoutGuide(room)
        NSLayoutConstraint.activate([
            room.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            room.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            stack.centerYAnchor.constraint(equalTo: room.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        rebuild()
    }

    private func rebuild() {
        for view in stack.arrangedSubviews { view.removeFromSuperview() }
        if let title {
            let label = UILabel(name: "alert title")
            label.text = title
            stack.addArrangedSubview(label)
        }
        if let message {
            let label = UILabel(name: "alert message")
            label.text = message
            stack.addArrangedSubview(label)
        }
        for field in fields { stack.addArrangedSubview(field) }
        for action in actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [unowned self] _ in self.perform(action) }, for: .primaryActionTriggered)
            stack.addArrangedSubview(button)
        }
    }

    private func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let handler = action.handler
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { handler?(action) }
        } else {
            handler?(action)
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = fields.first, let world, world.assume(.alertTakesAndGivesBackTheKeyboard) {
            _ = first.becomeFirstResponder()
        }
    }
}

/// A button of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction {
    /// What the button does (UIKit's `UIAlertAction.Style`): drawing only in the model.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// Its style.
    public let style: Style
    /// Whether it can be tapped.
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button titled `title`, calling `handler` after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
