// More keyboard code as apps write it (see KeyboardScreens.swift).

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif

// 6. The keyboard layout guide, as WWDC21 shows it.
final class ComposeViewController: UIViewController {
    let textView = UITextView()
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        view.addSubview(toolbar)
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                         UIBarButtonItem(title: "Done", style: .done, target: self, action: Self.done)]
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        if #available(iOS 17.0, *) {
            view.keyboardLayoutGuide.usesBottomSafeArea = false
        }
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let awayFromTop = toolbar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        view.keyboardLayoutGuide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        let nearTop = toolbar.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
    }

    func done() { textView.resignFirstResponder() }
}

// 7. A keyboard observer object, as many apps keep one.
final class KeyboardObserver: NSObject {
    var onChange: ((CGFloat, TimeInterval) -> Void)?
    private(set) var isVisible = false
    private(set) var keyboardHeight: CGFloat = 0

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit { NotificationCenter.default.removeObserver(self) }

    func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let bottomInset = UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets.bottom ?? 0
        isVisible = true
        keyboardHeight = frame.height - bottomInset
        onChange?(keyboardHeight, duration)
    }

    func keyboardWillHide(_ notification: Notification) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
        isVisible = false
        keyboardHeight = 0
        onChange?(0, duration)
    }
}

final class FeedbackViewController: UIViewController {
    let observer = KeyboardObserver()
    let stack = UIStackView()
    var bottom: NSLayoutConstraint?
    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        for placeholder in ["Name", "Email", "Message"] {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            stack.addArrangedSubview(field)
        }
        view.addSubview(stack)
        let bottom = stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        self.bottom = bottom
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bottom,
        ])
        observer.onChange = { [weak self] height, duration in
            self?.bottom?.constant = -16 - height
            UIView.animate(withDuration: duration) { self?.view.layoutIfNeeded() }
        }
    }
}

// 8. Screen-space math, the usual way.
final class PaymentViewController: UIViewController {
    let scrollView = UIScrollView()
    let cardField = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1200)
        view.addSubview(scrollView)
        cardField.frame = CGRect(x: 16, y: 900, width: 300, height: 44)
        scrollView.addSubview(cardField)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let screenHeight = UIScreen.main.bounds.height
        let overlap = screenHeight - keyboardFrame.origin.y
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
        if let window = view.window, let responder = scrollView.subviews.first(where: { $0.isFirstResponder }) {
            let rect = responder.convert(responder.bounds, to: window)
            if rect.maxY > keyboardFrame.minY {
                scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentOffset.y + rect.maxY - keyboardFrame.minY + 20), animated: true)
            }
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        UIView.performWithoutAnimation {
            scrollView.contentInset = .zero
            scrollView.verticalScrollIndicatorInsets = .zero
        }
    }
}

// 9. A property animator on the keyboard's curve.
final class SearchViewController: UIViewController {
    let field = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottomConstraint = view.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 20)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bottomConstraint,
        ])
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            let curve = UIView.AnimationCurve(rawValue: note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0) ?? .easeInOut
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            MainActor.assumeIsolated {
                let local = self.view.convert(end, from: nil)
                self.bottomConstraint.constant = max(20, self.view.bounds.height - local.minY + 20)
                let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
                    self.view.layoutIfNeeded()
                }
                animator.startAnimation()
            }
        }
    }
}
