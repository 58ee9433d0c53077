import ClearanceUIKit

/// `inset-on-change-frame`: the seeds' willChangeFrame handler (seeds 000/002): convert the
/// end frame, take the overlap minus the bottom safe area, write it into `contentInset` and
/// the indicator insets.
public struct InsetOnChangeFrame: AvoidanceStrategy {
    public init() {}
    public var id: String { "inset-on-change-frame" }
    public var summary: String { "on willChangeFrame: contentInset.bottom = overlap − safeAreaInsets.bottom (frame converted from the window)" }
    public var source: String { "seeds 000/002, keyboardWillChangeFrame(_:) handler (verticalScrollIndicatorInsets: iOS 11.1+)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { InsetViewController(form: form) }

    final class InsetViewController: UIViewController {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
            // A selector-based observer: removed automatically with the controller (iOS 9+).
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillChangeFrame(_:), // iOS: #selector(keyboardWillChangeFrame(_:))
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        /* @objc */ private func keyboardWillChangeFrame(_ note: Notification) {
            guard let endFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let frameInView = view.convert(endFrame, from: view.window)
            let overlap = max(0, view.bounds.maxY - frameInView.minY - view.safeAreaInsets.bottom)
            scrollView.contentInset.bottom = overlap
            scrollView.verticalScrollIndicatorInsets.bottom = overlap
        }
    }
}

/// `naive-inset-on-show`: seed 001's `keyboardWillShow`: `contentInset.bottom =
/// keyboardFrame.height`, back to the original value when the keyboard hides.
public struct NaiveInsetOnShow: AvoidanceStrategy {
    public init() {}
    public var id: String { "naive-inset-on-show" }
    public var summary: String { "on willShow: contentInset.bottom = keyboard frame height; reset on willHide" }
    public var source: String { "seed 001, keyboardWillShow(_:)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { NaiveViewController(form: form) }

    final class NaiveViewController: UIViewController {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        private var originalInset: UIEdgeInsets = .zero
        private var originalIndicatorInsets: UIEdgeInsets = .zero
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
            originalInset = scrollView.contentInset
            originalIndicatorInsets = scrollView.verticalScrollIndicatorInsets
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillShow(_:), // iOS: #selector(keyboardWillShow(_:))
                name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillHide(_:), // iOS: #selector(keyboardWillHide(_:))
                name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        /* @objc */ func keyboardWillHide(_ notification: Notification) {
            // "When the keyboard hides, the inset returns to its original value."
            scrollView.contentInset = originalInset
            scrollView.verticalScrollIndicatorInsets = originalIndicatorInsets
        }

        /* @objc */ func keyboardWillShow(_ notification: Notification) {
            guard let keyboardFrame = notification
                .userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
                as? CGRect else { return }

            let keyboardHeight = keyboardFrame.height
            scrollView.contentInset.bottom = keyboardHeight
            scrollView.verticalScrollIndicatorInsets.bottom = keyboardHeight
        }
    }
}

/// `adjust-scroll-for-keyboard`: seed 001's `adjustScrollForKeyboard(keyboardHeight:
/// activeField:)`: inset by the height, and `scrollRectToVisible` only if the field's origin
/// lies below the visible rectangle.
public struct AdjustScrollForKeyboard: AvoidanceStrategy {
    public init() {}
    public var id: String { "adjust-scroll-for-keyboard" }
    public var summary: String { "inset by keyboard height; scrollRectToVisible(field) only if field.frame.origin.y > visibleRect.maxY" }
    public var source: String { "seed 001, adjustScrollForKeyboard(keyboardHeight:activeField:)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { AdjustingViewController(form: form) }

    final class AdjustingViewController: UIViewController, UITextFieldDelegate {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        private var activeField: UIView?
        private var originalInset: UIEdgeInsets = .zero
        private var originalIndicatorInsets: UIEdgeInsets = .zero
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let (scroll, stack) = FormViews.makeFilledScrollView(form, in: view)
            scrollView = scroll
            originalInset = scroll.contentInset
            originalIndicatorInsets = scroll.verticalScrollIndicatorInsets
            for case let field as UITextField in stack.arrangedSubviews { field.delegate = self }
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillShow(_:), // iOS: #selector(keyboardWillShow(_:))
                name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillHide(_:), // iOS: #selector(keyboardWillHide(_:))
                name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        /* @objc */ func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let activeField else { return }
            adjustScrollForKeyboard(keyboardHeight: frame.height, activeField: activeField)
        }

        /* @objc */ func keyboardWillHide(_ notification: Notification) {
            scrollView.contentInset = originalInset
            scrollView.verticalScrollIndicatorInsets = originalIndicatorInsets
        }

        func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
        func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

        func adjustScrollForKeyboard(
            keyboardHeight: CGFloat,
            activeField: UIView
        ) {
            scrollView.contentInset.bottom = keyboardHeight
            scrollView.verticalScrollIndicatorInsets.bottom = keyboardHeight

            var visibleRect = view.frame
            visibleRect.size.height -= keyboardHeight

            if activeField.frame.origin.y > visibleRect.maxY {
                scrollView.scrollRectToVisible(
                    activeField.frame, animated: true
                )
            }
        }
    }
}

/// `constraint-constant`: seed 001's Auto Layout recipe: the bottom constraint's constant is
/// the keyboard's height on willShow and 0 on willHide, applied with `layoutIfNeeded()` in an
/// animation block.
public struct ConstraintConstant: AvoidanceStrategy {
    public init() {}
    public var id: String { "constraint-constant" }
    public var summary: String { "bottom constraint constant = keyboard height on willShow, 0 on willHide, animated" }
    public var source: String { "seed 001, 'Auto Layout and Keyboard Avoidance'" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView, .stackPinnedToBottom] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["container"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { ConstantViewController(form: form) }

    final class ConstantViewController: UIViewController {
        let form: GeneratedForm
        /// The IBOutlet of the bottom margin: `safeArea.bottom == container.bottom + constant`.
        private var bottomConstraint: NSLayoutConstraint!
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let container: UIView
            if form.container == .scrollView {
                let scrollView = UIScrollView(name: "container")
                FormViews.pinTopAndSides(scrollView, to: view)
                scrollView.contentInset.bottom = form.scrollContentInset
                FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
                container = scrollView
            } else {
                let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing, name: "container")
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                ])
                container = stack
            }
            bottomConstraint = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 0)
            bottomConstraint.isActive = true

            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillShow(_:), // iOS: #selector(keyboardWillShow(_:))
                name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: Self.keyboardWillHide(_:), // iOS: #selector(keyboardWillHide(_:))
                name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        /* @objc */ func keyboardWillShow(_ notification: Notification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            bottomConstraint.constant = frame.height
            UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        }

        /* @objc */ func keyboardWillHide(_ notification: Notification) {
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            bottomConstraint.constant = 0
            UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        }
    }
}
