// Keyboard code in the shapes public apps and tutorials write it (frames moved by the
// keyboard's height, Apple's old scroll-view sample, a chat bar on a bottom constraint,
// the WWDC21 keyboard layout guide, …), compiled
// here with only the documented edit: selectors become method references, @IBOutlet goes.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

// 1. The Stack Overflow classic: move the whole view by the begin frame's height.
class LoginViewController: UIViewController, UITextFieldDelegate {
    var emailField: UITextField!
    var passwordField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField = UITextField(frame: CGRect(x: 20, y: 500, width: 280, height: 40))
        passwordField = UITextField(frame: CGRect(x: 20, y: 560, width: 280, height: 40))
        emailField.delegate = self
        passwordField.delegate = self
        passwordField.isSecureTextEntry = true
        emailField.keyboardType = .emailAddress
        emailField.autocorrectionType = .no
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.placeholder = "Email"
        emailField.clearButtonMode = .whileEditing
        view.addSubview(emailField)
        view.addSubview(passwordField)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(notification:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(notification:), name: UIResponder.keyboardWillHideNotification, object: nil)
        self.hideKeyboardOnTapAround()
    }

    func keyboardWillShow(notification: NSNotification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue {
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

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

extension UIViewController {
    func hideKeyboardOnTapAround() {
        let tap = UITapGestureRecognizer(target: self, action: UIViewController.dismissTheKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissTheKeyboard() {
        view.endEditing(true)
    }
}

// 2. Scroll view insets, with the deprecated indicator insets and Apple's old sample.
class RegistrationViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    var activeField: UITextField?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerForKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func registerForKeyboardNotifications() {
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWasShown(_:), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillBeHidden(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWasShown(_ aNotification: Notification) {
        guard let info = aNotification.userInfo,
              let kbSize = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size else { return }
        let contentInsets = UIEdgeInsets(top: 0.0, left: 0.0, bottom: kbSize.height, right: 0.0)
        scrollView.contentInset = contentInsets
        scrollView.scrollIndicatorInsets = contentInsets
        var aRect = self.view.frame
        aRect.size.height -= kbSize.height
        if let activeField = activeField, !aRect.contains(activeField.frame.origin) {
            self.scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    func keyboardWillBeHidden(_ aNotification: Notification) {
        let contentInsets = UIEdgeInsets.zero
        scrollView.contentInset = contentInsets
        scrollView.scrollIndicatorInsets = contentInsets
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
}

// 3. A chat input bar on a bottom constraint, animated with the keyboard's curve.
final class ChatViewController: UIViewController {
    private let tableView = UITableView()
    private let inputContainer = UIView()
    private let messageField = UITextField()
    private let sendButton = UIButton(type: .system)
    private var inputBottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        [tableView, inputContainer].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        messageField.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        inputContainer.addSubview(messageField)
        inputContainer.addSubview(sendButton)
        sendButton.setTitle("Send", for: .normal)
        tableView.keyboardDismissMode = .interactive
        tableView.separatorStyle = .none
        inputBottomConstraint = inputContainer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputContainer.topAnchor),
            inputContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBottomConstraint,
            inputContainer.heightAnchor.constraint(equalToConstant: 56),
            messageField.leadingAnchor.constraint(equalTo: inputContainer.leadingAnchor, constant: 12),
            messageField.centerYAnchor.constraint(equalTo: inputContainer.centerYAnchor),
            messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            messageField.heightAnchor.constraint(equalToConstant: 36),
            sendButton.trailingAnchor.constraint(equalTo: inputContainer.trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: inputContainer.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 60),
        ])
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChange(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChange(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curveRaw = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
        let endFrameInView = view.convert(endFrame, from: view.window)
        let overlap = max(0, view.bounds.maxY - endFrameInView.minY - view.safeAreaInsets.bottom)
        inputBottomConstraint.constant = -overlap
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curveRaw << 16), animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}

// 4. Springs and transforms.
final class CardViewController: UIViewController {
    let card = UIView()
    let nameField = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 20, y: 400, width: 335, height: 200)
        card.layer.cornerRadius = 12
        card.layer.masksToBounds = true
        nameField.frame = CGRect(x: 16, y: 140, width: 300, height: 40)
        card.addSubview(nameField)
        view.addSubview(card)
        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: OperationQueue.main) { [weak self] notification in
            guard let self = self else { return }
            let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
            MainActor.assumeIsolated {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [.curveEaseOut, .beginFromCurrentState], animations: {
                    self.card.transform = CGAffineTransform(translationX: 0, y: -frame.height / 2)
                }, completion: nil)
            }
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                UIView.animate(withDuration: 0.3) {
                    self?.card.transform = .identity
                }
            }
        }
    }
}

// 5. Notes (Hacking with Swift's adjustForKeyboard) is TextViewTests.swift's NotesViewController.
