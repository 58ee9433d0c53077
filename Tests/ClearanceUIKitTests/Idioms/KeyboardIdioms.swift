// The idioms real keyboard-avoidance files use, each written the way such files write it
// (after the one Linux edit: no `@objc`, selectors as method references). This file only
// has to compile; `IdiomsTests` runs a few of them.

import ClearanceUIKit

/// Reads the keyboard the many ways apps do.
extension Notification {
    var keyboardEndFrame: CGRect? { userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
    var keyboardBeginFrame: CGRect? { (userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
    var keyboardDuration: TimeInterval { userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25 }
    var keyboardOptions: UIView.AnimationOptions {
        guard let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return [] }
        return UIView.AnimationOptions(rawValue: curve << 16)
    }
    var keyboardCurve: UIView.AnimationCurve {
        guard let raw = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue else { return .easeInOut }
        return UIView.AnimationCurve(rawValue: raw) ?? .easeInOut
    }
}

extension UIView.AnimationCurve {
    static let keyboard = UIView.AnimationCurve(rawValue: 7) ?? .easeInOut
}

extension UIView {
    /// Animates alongside a keyboard notification.
    class func animate(alongKeyboard notification: Notification, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: notification.keyboardDuration, delay: 0,
                       options: [.beginFromCurrentState, notification.keyboardOptions],
                       animations: animations, completion: completion)
    }
}

/// The root view moved up by the keyboard's height (the "move the whole view" answer).
final class ShiftingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(notification:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(notification:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(notification: NSNotification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            if self.view.frame.origin.y == 0 {
                self.view.frame.origin.y -= keyboardSize.height
            }
        }
    }

    func keyboardWillHide(notification: NSNotification) {
        if self.view.frame.origin.y != 0 {
            self.view.frame.origin.y = 0
        }
    }
}

/// Apple's "Managing the keyboard" recipe: convert from the window, inset, scroll the
/// active field into view.
final class ManagingKeyboardViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        let center = NotificationCenter.default
        center.addObserver(self, selector: Self.adjustForKeyboard, name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: Self.adjustForKeyboard, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func adjustForKeyboard(notification: Notification) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardScreenEndFrame = keyboardValue.cgRectValue
        let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)
        if notification.name == UIResponder.keyboardWillHideNotification {
            scrollView.contentInset = .zero
        } else {
            scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }
        scrollView.scrollIndicatorInsets = scrollView.contentInset
        if let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// A bottom constraint animated with the keyboard's own curve.
final class ConstraintViewController: UIViewController {
    var bottomConstraint: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] notification in
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(notification) }
        })
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.keyboardEndFrame else { return }
        let overlap = max(0, UIScreen.main.bounds.height - frame.origin.y - (UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0))
        bottomConstraint.constant = -overlap
        let animator = UIViewPropertyAnimator(duration: notification.keyboardDuration, curve: notification.keyboardCurve) {
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        observers.removeAll()
    }
}

/// The keyboard layout guide where it exists, a constraint elsewhere.
final class GuideOrFallbackViewController: UIViewController {
    let inputBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 56),
        ])
        if #available(iOS 15.0, *) {
            view.keyboardLayoutGuide.followsUndockedKeyboard = true
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        } else {
            inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        }
    }
}

/// Dismissing the keyboard the usual ways.
extension UIViewController {
    func hideKeyboard() {
        view.endEditing(true)
    }

    func hideKeyboardFromAnywhere() {
        UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
    }

    var keyWindowBottomInset: CGFloat {
        let window = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        return window?.safeAreaInsets.bottom ?? 0
    }
}

/// A debounced re-layout after the keyboard settles.
final class DebouncingViewController: UIViewController {
    private var pending: DispatchWorkItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Self.keyboardDidChange, name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
    }

    func keyboardDidChange() {
        pending?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.view.setNeedsLayout() }
        pending = work
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100), execute: work)
    }
}

/// Older code that casts `userInfo` to `NSDictionary`.
func keyboardHeight(from notification: Notification) -> CGFloat {
    let info = notification.userInfo! as NSDictionary
    let value = info.value(forKey: UIResponder.keyboardFrameEndUserInfoKey) as! NSValue
    return value.cgRectValue.size.height
}

/// Tap anywhere to dismiss the keyboard.
final class TapToDismissViewController: UIViewController {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
        view.addSubview(field)
        let tap = UITapGestureRecognizer(target: self, action: Self.dismissKeyboard) // iOS: #selector(dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}

/// The keyboard's frame intersected with a view through the screen's coordinate space (right
/// in Split View, Slide Over and Stage Manager, where the window is not at the screen's origin).
func keyboardOverlap(of notification: Notification, with view: UIView) -> CGFloat {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
          let window = view.window else { return 0 }
    let fromCoordinateSpace = window.screen.coordinateSpace
    let toCoordinateSpace: UICoordinateSpace = view
    let converted = fromCoordinateSpace.convert(frame, to: toCoordinateSpace)
    return view.bounds.intersection(converted).height
}

/// A table form: inset by the keyboard, then scroll the edited row into view.
final class TableFormViewController: UITableViewController, UITextFieldDelegate {
    private var editingRow: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        if let cell = tableView.cell(containing: textField) { editingRow = tableView.indexPath(for: cell) }
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
        if let editingRow { tableView.scrollToRow(at: editingRow, at: .middle, animated: true) }
    }

    func keyboardWillHide(_ notification: Notification) {
        tableView.contentInset = .zero
    }
}
