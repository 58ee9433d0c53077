import UIKit

/// Keyboard handling shared through a protocol's extension constrained to view controllers, a
/// common real pattern (issue 51): its `#selector`s name the protocol's `@objc` requirements,
/// which the conforming controller implements, so they are methods of `Self`.
@objc protocol KeyboardHandling: AnyObject {
    func keyboardWillShow(_ notification: Notification)
    func dismissKeyboard()
}

extension KeyboardHandling where Self: UIViewController {
    func startHandlingKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismissKeyboard))
        view.addGestureRecognizer(tap)
    }
}

final class KeyboardHandlingController: UIViewController, KeyboardHandling {
    private(set) var keyboardLog: [String] = []
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        startHandlingKeyboard()
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        keyboardLog.append("show")
    }

    @objc func dismissKeyboard() {
        keyboardLog.append("dismiss")
        view.endEditing(true)
    }
}
