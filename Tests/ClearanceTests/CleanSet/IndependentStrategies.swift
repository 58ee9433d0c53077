import Clearance

// Careful keyboard-avoidance screens written for issue 35 #9 independently of the catalog and
// of its helpers (`FormViews` builds only the form's items, which every screen under test
// shows): each is what an app would write from Apple's documentation, in UIKit's API. They
// belong to the clean set (`CleanSetTests`): no invariant may fail on them.

/// Lays out the form's items in a vertical stack inside `scrollView`: 16 pt above and below,
/// the form's margin on the sides, as wide as the scroll view's frame less the margins.
@MainActor
func embedFormStack(_ form: GeneratedForm, in scrollView: UIScrollView) -> [UIView] {
    let items = FormViews.makeItems(form)
    let stack = UIStackView(arrangedSubviews: items, name: "stack")
    stack.axis = .vertical
    stack.spacing = form.spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
        stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
        stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: form.margin),
        stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -form.margin),
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * form.margin),
    ])
    return items
}

/// Whether a keyboard end frame (screen space) is the docked keyboard on screen: as wide as
/// the screen, reaching its bottom (a hardware keyboard's bar runs past it) and starting above
/// it. A floating or undocked keyboard does not, nor one leaving (its end frame lies below the
/// screen: kept, it would cover the screen after a rotation), and these screens avoid none.
@MainActor
func isDockedKeyboard(_ end: CGRect) -> Bool {
    let screen = UIScreen.main.bounds
    return end.height > 0 && end.width == screen.width && end.maxY >= screen.maxY && end.minY < screen.maxY
}

/// Scrolls `scrollView` as little as possible to show `field` with an 8 pt margin above and
/// below — or, when the field and its margins do not fit what the scroll view shows (its
/// bounds less `adjustedContentInset`), the field alone; or, when even that does not fit,
/// its top (`scrollRectToVisible` aligns a rectangle taller than the visible area at its top).
@MainActor
func scrollIntoView(_ field: UIView, in scrollView: UIScrollView) {
    let visibleHeight = scrollView.bounds.height - scrollView.adjustedContentInset.top - scrollView.adjustedContentInset.bottom
    guard visibleHeight > 0 else { return }
    let rect = field.convert(field.bounds, to: scrollView)
    let margined = rect.insetBy(dx: 0, dy: -8)
    scrollView.scrollRectToVisible(margined.height <= visibleHeight ? margined : rect, animated: false)
}

/// Puts a `contentOffset` left past the end of the content back into range. UIKit does not do
/// it when `contentInset` shrinks: TPKeyboardAvoiding#18 ("the content needs to scroll when the
/// keyboard appears, but it is not scrolled back when it disappears. The result is a white
/// band on the bottom") added exactly this to its keyboardWillHide.
@MainActor
func clampOffset(of scrollView: UIScrollView) {
    let inset = scrollView.adjustedContentInset
    let maxY = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    if scrollView.contentOffset.y > maxY { scrollView.contentOffset.y = maxY }
}

/// `clean-inset-handler`: the scroll view fills the screen; on every
/// `keyboardWillChangeFrameNotification` the docked keyboard's end frame, converted from the
/// screen's coordinate space, is intersected with the scroll view; its bottom inset becomes
/// that overlap less what UIKit already adds (`adjustedContentInset − contentInset`), never
/// less than its own; the insets are restored on `keyboardWillHide`; the active field is
/// scrolled into view with an 8 pt margin when the keyboard changes and when editing begins.
/// Apple: "Managing the Keyboard" (contentInset from the keyboard's overlap, then
/// `scrollRectToVisible`), `UIScrollView.adjustedContentInset`, `UICoordinateSpace`.
///
/// What review of its first failures added (each the screen's mistake, not the model's):
/// - `contentInsetAdjustmentBehavior = .always`: with `.automatic`, a scroll view that is not a
///   controller's root view adds the top safe area and bars only while its content is taller
///   than its bounds (Apple's `.scrollableAxes`: "when the vertical content size is greater
///   than the height of the scroll view itself"; the devhide.com question 77431769 shows a
///   short form's first label under the status bar, and the answer: use `.always`), so
///   `scrollRectToVisible` scrolled a short form's first field under the bars;
/// - the overlap is measured again whenever the view is laid out: the system lifts a sheet
///   after the notification (keyboard-platform.md §3.5; IQKeyboardManager re-ran its
///   adjustment on keyboardDidShow for sheets), and a measure taken at the notification is
///   the unlifted sheet's;
/// - the offset is clamped when the inset is taken back (``clampOffset(of:)``);
/// - the margin is dropped when the field and its margins do not fit (``scrollIntoView(_:in:)``);
/// - the active field is scrolled into view while a docked keyboard is up even where it covers
///   none of the scroll view (a sheet the system lifted clear of it): a text view taller than
///   what shows is otherwise left clipped at the bottom as it was before editing, and
///   field-visible asks for the whole field wherever it fits the free band.
struct IndependentInsetHandler: AvoidanceStrategy {
    var id: String { "clean-inset-handler" }
    var summary: String { "docked keyboard ∩ scroll view in screen space, less UIKit's inset; restored on hide; active field scrolled into view ± 8 pt" }
    var source: String { "Tests/ClearanceTests/CleanSet/IndependentStrategies.swift (issue 35 #9)" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 8) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { Screen(form: form) }

    final class Screen: UIViewController {
        let form: GeneratedForm
        let scrollView = UIScrollView(name: "scrollView")
        /// The insets the screen has without a keyboard.
        private var ownInset: CGFloat = 0
        private var ownIndicatorInset: CGFloat = 0
        /// The docked keyboard's end frame (screen space), nil when there is none to avoid.
        private var keyboardFrame: CGRect?
        /// The overlap last applied (0: no keyboard to avoid).
        private var overlap: CGFloat = 0
        private weak var activeField: UIView?

        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.contentInsetAdjustmentBehavior = .always
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            scrollView.contentInset.bottom = form.scrollContentInset
            ownInset = scrollView.contentInset.bottom
            ownIndicatorInset = scrollView.verticalScrollIndicatorInsets.bottom
            _ = embedFormStack(form, in: scrollView)
            let center = NotificationCenter.default
            center.addObserver(self, selector: Self.keyboardWillChangeFrame(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextField.textDidBeginEditingNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextView.textDidBeginEditingNotification, object: nil)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // The view may have moved under the keyboard (a sheet the system lifts, a rotation).
            if keyboardFrame != nil, currentOverlap() != overlap { apply(currentOverlap()) }
        }

        private func currentOverlap() -> CGFloat {
            guard let end = keyboardFrame else { return 0 }
            let inScrollView = scrollView.convert(end, from: UIScreen.main.coordinateSpace)
            let common = scrollView.bounds.intersection(inScrollView)
            return common.isNull ? 0 : common.height
        }

        private func keyboardWillChangeFrame(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            keyboardFrame = isDockedKeyboard(end) ? end : nil
            apply(currentOverlap())
        }

        private func keyboardWillHide(_ note: Notification) {
            keyboardFrame = nil
            apply(0)
        }

        private func apply(_ overlap: CGFloat) {
            self.overlap = overlap
            // UIKit already insets the scroll view by the safe area (and bars) it overlaps.
            let addedByUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
            let bottom = overlap > 0 ? max(ownInset, overlap - addedByUIKit) : ownInset
            let indicator = overlap > 0 ? max(ownIndicatorInset, overlap - addedByUIKit) : ownIndicatorInset
            if scrollView.contentInset.bottom != bottom { scrollView.contentInset.bottom = bottom }
            if scrollView.verticalScrollIndicatorInsets.bottom != indicator { scrollView.verticalScrollIndicatorInsets.bottom = indicator }
            if keyboardFrame != nil { scrollActiveFieldIntoView() } else { clampOffset(of: scrollView) }
        }

        private func didBeginEditing(_ note: Notification) {
            guard let field = note.object as? UIView, field.isDescendant(of: scrollView) else { return }
            activeField = field
            if keyboardFrame != nil { scrollActiveFieldIntoView() }
        }

        private func scrollActiveFieldIntoView() {
            guard let field = activeField, field.isFirstResponder else { return }
            scrollIntoView(field, in: scrollView)
        }
    }
}

/// `clean-guide-pinned-scroll-view`: the scroll view's bottom on `view.keyboardLayoutGuide.topAnchor`
/// (iOS 15+, docked keyboards only: `followsUndockedKeyboard` left false), and the active
/// field scrolled into view with an 8 pt margin once the guide has moved (the keyboard's
/// will-notifications, after `layoutIfNeeded`), whenever the scroll view's height changes
/// (the guide follows a rotation, a height change, a lifted sheet: `viewDidLayoutSubviews`)
/// and when editing begins; `contentInsetAdjustmentBehavior = .always`, as the inset
/// handler's. Apple: "Adjusting your layout with keyboard layout guide".
struct IndependentGuidePinnedScrollView: AvoidanceStrategy {
    /// Its first version, kept to pin the diagnosis of its mistake: the scroll view's
    /// `contentInsetAdjustmentBehavior` left at `.automatic`, so a short form's first field is
    /// scrolled under the top bars.
    var leavesAutomaticAdjustment = false
    var id: String { "clean-guide-pinned-scroll-view" + (leavesAutomaticAdjustment ? "-automatic" : "") }
    var summary: String { "scroll view bottom = keyboardLayoutGuide.top; active field scrolled into view ± 8 pt after the guide moves and on begin editing" }
    var source: String { "Tests/ClearanceTests/CleanSet/IndependentStrategies.swift (issue 35 #9)" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["scrollView"]) }
    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = Screen(form: form)
        screen.adjustsAlways = !leavesAutomaticAdjustment
        return screen
    }

    final class Screen: UIViewController {
        let form: GeneratedForm
        let scrollView = UIScrollView(name: "scrollView")
        var adjustsAlways = true
        private weak var activeField: UIView?
        /// The scroll view's height when the field was last scrolled into view.
        private var scrolledAtHeight: CGFloat?

        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            if adjustsAlways { scrollView.contentInsetAdjustmentBehavior = .always }
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            scrollView.contentInset.bottom = form.scrollContentInset
            _ = embedFormStack(form, in: scrollView)
            let center = NotificationCenter.default
            center.addObserver(self, selector: Self.keyboardWillChange(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextField.textDidBeginEditingNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextView.textDidBeginEditingNotification, object: nil)
        }

        private func keyboardWillChange(_ note: Notification) {
            view.layoutIfNeeded()
            scrollActiveFieldIntoView()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if scrolledAtHeight != nil, scrollView.bounds.height != scrolledAtHeight { scrollActiveFieldIntoView() }
        }

        private func didBeginEditing(_ note: Notification) {
            guard let field = note.object as? UIView, field.isDescendant(of: scrollView) else { return }
            activeField = field
            scrollActiveFieldIntoView()
        }

        private func scrollActiveFieldIntoView() {
            guard let field = activeField, field.isFirstResponder else {
                scrolledAtHeight = nil
                return
            }
            scrolledAtHeight = scrollView.bounds.height
            scrollIntoView(field, in: scrollView)
        }
    }
}

/// `clean-bottom-constraint`: the scroll view's bottom constraint to the root view's bottom;
/// on `keyboardWillChangeFrameNotification` its constant becomes minus the docked keyboard's
/// overlap with the root view (the end frame converted from the screen's coordinate space),
/// laid out inside the notification so it animates with the keyboard; 0 again on
/// `keyboardWillHide`; the active field scrolled into view with an 8 pt margin; the overlap
/// measured again whenever the view is laid out (a sheet the system lifts after the
/// notification) and `contentInsetAdjustmentBehavior = .always`, as the inset handler's. The scroll view
/// no longer reaches the home indicator while the keyboard is up, so UIKit adds no safe area
/// to it then: nothing to subtract.
struct IndependentBottomConstraint: AvoidanceStrategy {
    var id: String { "clean-bottom-constraint" }
    var summary: String { "scroll view bottom constraint constant = −(docked keyboard ∩ root view), 0 on hide; active field scrolled into view ± 8 pt" }
    var source: String { "Tests/ClearanceTests/CleanSet/IndependentStrategies.swift (issue 35 #9)" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["scrollView"]) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { Screen(form: form) }

    final class Screen: UIViewController {
        let form: GeneratedForm
        let scrollView = UIScrollView(name: "scrollView")
        private var bottomConstraint: NSLayoutConstraint!
        private weak var activeField: UIView?
        /// The docked keyboard's end frame (screen space), nil when there is none to avoid.
        private var keyboardFrame: CGRect?
        private var scrollsAfterLayout = false

        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.contentInsetAdjustmentBehavior = .always
            view.addSubview(scrollView)
            bottomConstraint = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                bottomConstraint,
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            scrollView.contentInset.bottom = form.scrollContentInset
            _ = embedFormStack(form, in: scrollView)
            let center = NotificationCenter.default
            center.addObserver(self, selector: Self.keyboardWillChangeFrame(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextField.textDidBeginEditingNotification, object: nil)
            center.addObserver(self, selector: Self.didBeginEditing(_:), name: UITextView.textDidBeginEditingNotification, object: nil)
        }

        private func currentOverlap() -> CGFloat {
            guard let end = keyboardFrame else { return 0 }
            let inView = view.convert(end, from: UIScreen.main.coordinateSpace)
            return max(0, view.bounds.maxY - max(view.bounds.minY, inView.minY))
        }

        private func keyboardWillChangeFrame(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            keyboardFrame = isDockedKeyboard(end) ? end : nil
            setBottom(currentOverlap())
        }

        private func keyboardWillHide(_ note: Notification) {
            keyboardFrame = nil
            setBottom(0)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // The view may have moved under the keyboard (a sheet the system lifts, a rotation):
            // change the constant (the next pass lays it out), then scroll in that layout.
            if keyboardFrame != nil, bottomConstraint.constant != -currentOverlap() {
                bottomConstraint.constant = -currentOverlap()
                scrollsAfterLayout = true
            } else if scrollsAfterLayout {
                scrollsAfterLayout = false
                scrollActiveFieldIntoView()
            }
        }

        private func setBottom(_ overlap: CGFloat) {
            if bottomConstraint.constant != -overlap { bottomConstraint.constant = -overlap }
            view.layoutIfNeeded()
            if keyboardFrame != nil { scrollActiveFieldIntoView() }
        }

        private func didBeginEditing(_ note: Notification) {
            guard let field = note.object as? UIView, field.isDescendant(of: scrollView) else { return }
            activeField = field
            if keyboardFrame != nil { scrollActiveFieldIntoView() }
        }

        private func scrollActiveFieldIntoView() {
            guard let field = activeField, field.isFirstResponder else { return }
            scrollIntoView(field, in: scrollView)
        }
    }
}
