import ClearanceUIKit

/// `avoiding-scroll-view`: TPKeyboardAvoiding's algorithm (keyboard-libraries.md §1.2): a
/// scroll view that treats `willChangeFrame` as a show, insets itself by the keyboard's
/// overlap with its bounds (frame converted from the *window*), centres the field's caret
/// 10 ms later with the keyboard's animation, and on hide restores its insets but not its
/// offset.
public struct AvoidingScrollView: AvoidanceStrategy {
    public init() {}
    public var id: String { "avoiding-scroll-view" }
    public var summary: String { "TPKeyboardAvoiding: inset = keyboard overlap with the scroll view; centre the field after 10 ms" }
    public var source: String { "keyboard-libraries.md §1.2 (michaeltyson/TPKeyboardAvoiding, UIScrollView+TPKeyboardAvoidingAdditions.m)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0, scrolling: .unspecified) }  // it centres the field

    public func makeScreen(for form: GeneratedForm) -> UIViewController { AvoidingViewController(form: form) }

    final class AvoidingViewController: UIViewController {
        let form: GeneratedForm
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func loadView() {
            view = UIView(name: "root")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let scrollView = TPKeyboardAvoidingScrollView(name: "scrollView")
            FormViews.pinTopAndSides(scrollView, to: view)
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
            scrollView.contentInset.bottom = form.scrollContentInset
            FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
            scrollView.startObserving()
        }
    }

    /// `TPKeyboardAvoidingScrollView`.
    final class TPKeyboardAvoidingScrollView: UIScrollView {
        private var keyboardVisible = false
        private var keyboardRect = CGRect.zero
        private var priorInset = UIEdgeInsets.zero
        private var priorScrollIndicatorInsets = UIEdgeInsets.zero
        static let minimumScrollOffsetPadding: CGFloat = 20

        func startObserving() {
            let center = NotificationCenter.default
            // iOS: selector: #selector(keyboardWillShow:) and so on (TPKeyboardAvoiding is Objective-C).
            center.addObserver(self, selector: Self.keyboardWillShow(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(self, selector: Self.scrollToActiveTextField, name: UITextField.textDidBeginEditingNotification, object: nil)
            center.addObserver(self, selector: Self.scrollToActiveTextField, name: UITextView.textDidBeginEditingNotification, object: nil)
        }

        private func keyboardWillShow(_ notification: Notification) {
            guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboardRect = convert(end, from: nil as UIView?)
            if keyboardRect.isEmpty {
                keyboardVisible = false
                return
            }
            self.keyboardRect = keyboardRect
            if !keyboardVisible {
                priorInset = contentInset
                priorScrollIndicatorInsets = verticalScrollIndicatorInsets
            }
            keyboardVisible = true
            guard let firstResponder = findFirstResponderBeneath() else { return }
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 7
            // Delay until a future run loop so the cursor position is available.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { [weak self] in
                guard let self, self.keyboardVisible else { return }
                UIView.animate(withDuration: duration, delay: 0,
                             options: [.beginFromCurrentState, UIView.AnimationOptions(rawValue: UInt(curve) << 16)], animations: {
                    self.contentInset = self.contentInsetForKeyboard()
                    let viewableHeight = self.bounds.height - self.contentInset.top - self.contentInset.bottom
                    self.contentOffset = CGPoint(x: self.contentOffset.x,
                                                 y: self.idealOffset(for: firstResponder, viewableHeight: viewableHeight))
                    self.verticalScrollIndicatorInsets = self.contentInset
                })
            }
        }

        private func keyboardWillHide(_ notification: Notification) {
            guard keyboardVisible else { return }
            keyboardRect = .zero
            keyboardVisible = false
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            UIView.animate(withDuration: duration) {
                self.contentInset = self.priorInset
                self.verticalScrollIndicatorInsets = self.priorScrollIndicatorInsets
            }
        }

        private func scrollToActiveTextField() {
            guard keyboardVisible, let firstResponder = findFirstResponderBeneath() else { return }
            let visibleSpace = bounds.height - contentInset.top - contentInset.bottom
            let offset = CGPoint(x: contentOffset.x, y: idealOffset(for: firstResponder, viewableHeight: visibleSpace))
            setContentOffset(offset, animated: true)
        }

        private func contentInsetForKeyboard() -> UIEdgeInsets {
            var newInset = contentInset
            newInset.bottom = max(keyboardRect.height - max(keyboardRect.maxY - bounds.maxY, 0), 0)
            return newInset
        }

        private func findFirstResponderBeneath() -> UIView? {
            guard let responder = world?.firstResponder as? UIView, responder.isDescendant(of: self) else { return nil }
            return responder
        }

        private func idealOffset(for view: UIView, viewableHeight: CGFloat) -> CGFloat {
            // A text input's caret is centred, not the whole view ("If possible, center the
            // caret in the visible space", TPKeyboardAvoiding_idealOffsetForView in
            // michaeltyson/TPKeyboardAvoiding, UIScrollView+TPKeyboardAvoidingAdditions.m;
            // keyboard-libraries.md §1.2): a tall text view shows the line being edited.
            let subviewRect = (view as? UITextView).map { convert($0.caretRect, from: $0) }
                ?? (view as? UITextField).map { convert($0.caretRect, from: $0) }
                ?? view.convert(view.bounds, to: self)
            let inset = adjustedContentInset
            // Attempt to centre the subview in the visible space, at least 20 pt from the top.
            let padding = max((viewableHeight - subviewRect.height) / 2, TPKeyboardAvoidingScrollView.minimumScrollOffsetPadding)
            var offset = subviewRect.minY - padding - inset.top
            // Not past the bottom (the bottom inset is ignored: it is the keyboard's).
            let maxOffset = contentSize.height - viewableHeight - inset.top
            if offset > maxOffset { offset = maxOffset }
            // Not past the top.
            if offset < -inset.top { offset = -inset.top }
            return offset
        }
    }
}
