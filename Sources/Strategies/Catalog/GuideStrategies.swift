import ClearanceUIKit

/// `guide-pinned-stack`: the seeds' `LoginViewController` (seeds 000/002), line by line: a
/// stack pinned 16 pt above `keyboardLayoutGuide.topAnchor`, following undocked keyboards.
public struct GuidePinnedStack: AvoidanceStrategy {
    public init() {}
    public var id: String { "guide-pinned-stack" }
    public var summary: String { "stack bottom = keyboardLayoutGuide.top − 16, followsUndockedKeyboard = true" }
    public var source: String { "seeds 000/002, LoginViewController (UIKeyboardLayoutGuide, iOS 15+)" }
    public var iOSVersions: ClosedRange<Int> { 15...26 }
    public var containers: [GeneratedForm.Container] { [.stackPinnedToBottom] }
    public var contract: AvoidanceContract {
        AvoidanceContract(mode: .pin, padding: 16, pinnedViewNames: ["stack"], followsUndockedKeyboard: true)
    }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { LoginViewController(form: form) }

    final class LoginViewController: UIViewController {
        let form: GeneratedForm
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(arrangedSubviews: FormViews.makeItems(form), name: "stack")
            stack.axis = .vertical
            stack.spacing = form.spacing
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)

            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                // The whole trick: stay 16 pt above the keyboard (or the safe area).
                stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
            ])

            // iPad: also follow the floating or split keyboard (iOS 15+).
            view.keyboardLayoutGuide.followsUndockedKeyboard = true
        }
    }
}

/// `scroll-view-pinned-to-guide`: the seeds' `FormViewController` (seeds 000/002): the
/// scroll view's bottom on the keyboard guide, and `scrollRectToVisible(field ± 16)` when
/// editing begins.
public struct ScrollViewPinnedToGuide: AvoidanceStrategy {
    public init() {}
    public var id: String { "scroll-view-pinned-to-guide" }
    public var summary: String { "scroll view bottom = keyboardLayoutGuide.top; scrollRectToVisible(field ± 16) on begin editing" }
    public var source: String { "seeds 000/002, FormViewController (UIKeyboardLayoutGuide, iOS 15+)" }
    public var iOSVersions: ClosedRange<Int> { 15...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView, .chatInputBar] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["inputBar", "scrollView"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { FormViewController(form: form) }

    final class FormViewController: UIViewController, UITextFieldDelegate {
        let form: GeneratedForm
        private let scrollView = UIScrollView(name: "scrollView")
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.keyboardDismissMode = .interactive // dismiss by dragging down
            view.addSubview(scrollView)

            var items = FormViews.makeItems(form)
            var bottomAnchor = view.keyboardLayoutGuide.topAnchor
            if form.container == .chatInputBar, let last = form.textInputIndices.last {
                // A chat: the last text input sits in an input bar on the guide.
                let bar = items.remove(at: last)
                let inputBar = UIView(name: "inputBar")
                inputBar.translatesAutoresizingMaskIntoConstraints = false
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(inputBar)
                inputBar.addSubview(bar)
                NSLayoutConstraint.activate([
                    inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    bar.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
                    bar.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
                    bar.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
                    // An input bar grows with its text up to a maximum.
                    bar.heightAnchor.constraint(equalToConstant: min(form.items[last].height, FormViews.maximumInputBarHeight)),
                ])
                (bar as? UITextField)?.delegate = self
                bottomAnchor = inputBar.topAnchor
            }

            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            scrollView.contentInset.bottom = form.scrollContentInset
            for case let field as UITextField in items { field.delegate = self }
            FormViews.embed(FormViews.makeStack(items, spacing: form.spacing), in: scrollView, margin: form.margin)
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            guard textField.isDescendant(of: scrollView) else { return }
            let rect = textField.convert(textField.bounds, to: scrollView)
            scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -16), animated: true)
        }
    }
}

/// `guide-plus-inset-handler`: the seeds' "mixing approaches" pitfall: a scroll view pinned
/// to the keyboard guide *and* the old willChangeFrame handler still insetting it.
public struct GuidePlusInsetHandler: AvoidanceStrategy {
    public init() {}
    public var id: String { "guide-plus-inset-handler" }
    public var summary: String { "scroll view pinned to keyboardLayoutGuide and the old contentInset handler, both at once" }
    public var source: String { "seeds 000/002, 'Common pitfalls: mixing approaches'" }
    public var iOSVersions: ClosedRange<Int> { 15...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["inputBar", "scrollView"]) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { MixedViewController(form: form) }

    final class MixedViewController: UIViewController {
        let form: GeneratedForm
        private let scrollView = UIScrollView(name: "scrollView")
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            FormViews.pinTopAndSides(scrollView, to: view)
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            scrollView.contentInset.bottom = form.scrollContentInset
            FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
            // The old handler nobody removed.
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
