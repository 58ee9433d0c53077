import ClearanceUIKit

/// `keyboard-guide-careful`: niw/KeyboardGuide's careful observer (keyboard-libraries.md
/// §1.5): it tracks only the docked keyboard, ignores `.zero` frames and frames whose width
/// is not the screen's, converts the frame per view from the screen's coordinate space,
/// clamps the covered length at the view's top, and — in a scroll view — insets by the
/// covered length beyond what UIKit already adds for the safe area, then scrolls minimally.
public struct KeyboardGuideCareful: AvoidanceStrategy {
    public init() {}
    public var id: String { "keyboard-guide-careful" }
    public var summary: String { "KeyboardGuide: docked keyboard only, screen-space conversion per view, clamped; inset by covered length minus UIKit's safe area; minimal scroll" }
    public var source: String { "keyboard-libraries.md §1.5 (niw/KeyboardGuide, KeyboardGuide.swift, KeyboardState.swift)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController { CarefulViewController(form: form) }

    /// `KeyboardGuide.shared`: the docked keyboard's frame in screen space, or nil.
    final class KeyboardGuide {
        private(set) var dockedFrame: CGRect?
        var observers: [() -> Void] = []

        static var shared: KeyboardGuide {
            World.current!.singleton(KeyboardGuide.self) { KeyboardGuide() }
        }

        init() {
            let center = NotificationCenter.default
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [unowned self] note in
                self.update(note, onlyIfDocked: false)
            }
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [unowned self] note in
                self.update(note, onlyIfDocked: true)
            }
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [unowned self] _ in
                self.dockedFrame = nil
                self.notify()
            }
        }

        private func update(_ note: Notification, onlyIfDocked: Bool) {
            if onlyIfDocked && dockedFrame == nil { return }
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            // willChangeFrame may carry .zero; frames may have the wrong width while the screen
            // bounds change (rotation): ignore both.
            if frame == .zero || frame.width != UIScreen.main.bounds.width { return }
            dockedFrame = frame
            notify()
        }

        private func notify() {
            for observer in observers { observer() }
        }

        /// The length of `view` covered by the docked keyboard, from its bottom, clamped so
        /// the keyboard's edge never goes above the view's top.
        func keyboardSafeAreaLength(in view: UIView) -> CGFloat {
            guard let frame = dockedFrame else { return 0 }
            let inView = view.convert(frame, from: UIScreen.main.coordinateSpace)
            guard inView.maxX > view.bounds.minX, inView.minX < view.bounds.maxX else { return 0 }
            return max(0, view.bounds.maxY - max(view.bounds.minY, inView.minY))
        }
    }

    final class CarefulViewController: UIViewController {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        private var startingInset: CGFloat = 0
        private var startingIndicatorInset: CGFloat = 0
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
            startingInset = scrollView.contentInset.bottom
            startingIndicatorInset = scrollView.verticalScrollIndicatorInsets.bottom
            KeyboardGuide.shared.observers.append { [weak self] in self?.keyboardDidChange() }
            // Focus moving to another field scrolls it into view too, keyboard change or not.
            for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
                NotificationCenter.default.addObserver(self, selector: Self.scrollToFirstResponder, name: name, object: nil)
            }
        }

        /// The covered length the last scroll was computed for.
        private var scrolledForCoveredLength: CGFloat?

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            applyInset()
            // The guide is recomputed whenever the view is laid out in its window, so a sheet
            // the system moves updates it (keyboard-libraries.md §1.5): follow it.
            if scrolledForCoveredLength != nil, KeyboardGuide.shared.keyboardSafeAreaLength(in: scrollView) != scrolledForCoveredLength {
                scrollToFirstResponder()
            }
        }

        private func keyboardDidChange() {
            applyInset()
            view.layoutIfNeeded()
            scrollToFirstResponder()
        }

        private func scrollToFirstResponder() {
            scrolledForCoveredLength = KeyboardGuide.shared.keyboardSafeAreaLength(in: scrollView)
            if let field = view.world?.firstResponder as? any TextInput, field.isDescendant(of: scrollView) {
                FormViews.scrollMinimally(scrollView, toShow: field, coveredLength: KeyboardGuide.shared.keyboardSafeAreaLength(in: scrollView))
            }
        }

        private func applyInset() {
            let covered = KeyboardGuide.shared.keyboardSafeAreaLength(in: scrollView)
            // UIKit already adds the safe area on some edges: only the rest is ours to add.
            let addedByUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
            let needed = covered - addedByUIKit
            let bottom = max(startingInset, needed)
            if scrollView.contentInset.bottom != bottom { scrollView.contentInset.bottom = bottom }
            let indicator = max(startingIndicatorInset, needed)
            if scrollView.verticalScrollIndicatorInsets.bottom != indicator { scrollView.verticalScrollIndicatorInsets.bottom = indicator }
            // Taking an inset away can leave the offset past the content: put it back.
            scrollView.clampContentOffset()
        }
    }
}
