import Clearance
@testable import LayoutCore

/// The bug zoo: documented keyboard-avoidance mistakes, each reproduced on its own in a
/// strategy that is otherwise the careful approach (keyboard-libraries.md §1.5), with a twin
/// that differs only by the fix. A buggy one must be caught for its own mistake (its
/// signature), and its twin must keep every invariant.
enum ZooBug: String, CaseIterable, Sendable {
    /// TPKeyboardAvoiding #269, seed 001: the overlap written into `contentInset.bottom`
    /// while `adjustedContentInset` already adds the bottom safe area.
    case safeAreaTwice = "safe-area-twice"
    /// Seed 001's `contentInset.bottom = keyboardFrame.height`: the frame's height, not what
    /// is on screen (a hardware keyboard's frame runs below the screen: keyboard-platform.md
    /// §3.2).
    case frameHeight = "frame-height"
    /// TPKeyboardAvoiding's `convertRect:endFrame fromView:nil`: screen coordinates taken as
    /// window coordinates (keyboard-libraries.md §1.2), wrong in Slide Over, Stage Manager
    /// and sheets.
    case windowConversion = "window-conversion"
    /// RxKeyboard's `visibleHeight = UIScreen.main.bounds.height − frame.minY`
    /// (keyboard-libraries.md §1.4): the screen's bottom taken as the view's bottom.
    case screenHeight = "screen-height"
    /// An observer for willShow and none for willHide: nothing is put back.
    case noRestore = "no-restore"
    /// `contentInset.bottom += height` on every keyboard notification (the seeds' pitfall):
    /// a height change posts willChangeFrame and willShow, and each adds its amount.
    case accumulates = "accumulates"
    /// Reacting on keyboardDidShow (seed 004): the content moves after the keyboard.
    case didShow = "did-show"
    /// No floating-keyboard test (IQKeyboardManager's `width < screen.width && maxY <
    /// screen.height ⇒ height 0`, keyboard-libraries.md §1.1): a floating keyboard is avoided
    /// as if docked.
    case floatingAsDocked = "floating-as-docked"
    /// Block observers whose tokens are never removed (keyboard-platform.md §3.1; block
    /// observers are not removed automatically, unlike selector observers since iOS 9).
    case leakedObservers = "leaked-observers"
    /// The seeds' "mixing approaches" pitfall: a scroll view pinned to
    /// `keyboardLayoutGuide.top` that also insets itself by the keyboard's overlap.
    case guidePlusInset = "guide-plus-inset"
    /// The starting inset saved again on every willShow (the seeds' pitfall): after a second
    /// willShow it is the adjusted inset, so hiding restores a stale value.
    case savedEveryShow = "saved-every-show"
    /// Only the window's safe area subtracted, while UIKit's adjusted inset also holds the tab
    /// bar: the tab bar is counted twice.
    case tabBarTwice = "tab-bar-twice"
    /// The input accessory's height added to the keyboard's, although the notification's
    /// frame already includes it (slackhq/SlackTextViewController#41).
    case accessoryTwice = "accessory-twice"
    /// freshOS/KeyboardLayoutGuide's height, `keyWindow.bounds.height − end.minY`, not
    /// intersected with the view (keyboard-libraries.md §1.3; its issue #33): a sheet the
    /// keyboard does not reach is still moved: the inset is too large by the distance from the
    /// view's bottom to the window's. (Where the system lifted the sheet clear of the keyboard,
    /// the inset is also reported as shifted twice: the lift and the app's inset.)
    case windowHeight = "window-height"
    /// The "keyboard is shown" flag against repeated notifications: the first willShow
    /// insets, every later one (and willChangeFrame) is ignored until willHide — so a keyboard
    /// that changes height while up (the predictive bar, another keyboard, a text field's
    /// date picker as its inputView) is avoided at the height it first had.
    case secondShowIgnored = "second-show-ignored"

    // The bottom-constraint family: a scroll view whose bottom constraint's constant is the
    // keyboard's overlap (seed 001's "Auto Layout and Keyboard Avoidance", done carefully).

    /// The constraint made to `safeAreaLayoutGuide.bottomAnchor` while the constant is the
    /// overlap with the whole view: the bottom safe area counted twice (a gap the height of the
    /// home indicator's inset; IQKeyboardManager#2027 discusses the same term).
    case constraintToSafeArea = "constraint-to-safe-area"
    /// The constant set to the frame's height (seed 001's `bottomConstraint.constant =
    /// frame.height`), not the part on screen: a hardware keyboard's frame runs below it.
    case constraintFrameHeight = "constraint-frame-height"
    /// The constant set on willShow and never put back: no willHide observer.
    case constraintNoRestore = "constraint-no-restore"
    /// The constant set on keyboardDidShow (seed 004's lateness, in UIKit).
    case constraintDidShow = "constraint-did-show"

    /// Whether the bug lives in the bottom-constraint screen (else the inset screen).
    var isConstraintFamily: Bool {
        switch self {
        case .constraintToSafeArea, .constraintFrameHeight, .constraintNoRestore, .constraintDidShow: return true
        default: return false
        }
    }

    /// The signature (invariant/diagnosis) the bug must be caught with.
    var expectedSignature: String {
        switch self {
        case .safeAreaTwice: return "no-double-shift/safe-area-counted-twice"
        case .frameHeight: return "no-double-shift/keyboard-frame-height-used"
        // The amounts show the window's offset only where no declared inset or clamped scroll
        // hides it (DiagnosisTests pins such a scenario); in generated Stage Manager windows
        // it is mostly hidden, so the invariant is what is asserted here, and the twin
        // passing the very scenario shows the failure is this bug's.
        case .windowConversion: return "field-visible/"
        case .screenHeight: return "no-double-shift/coordinates-mixed"
        case .noRestore: return "hide-restores/not-restored"
        // From iOS 11 focus changes re-post nothing (focus-change-reposts-show is off), so no
        // identical notification repeats; the piled-up inset is caught by no-double-shift with
        // amounts no single cause explains (DiagnosisTests pins both cases).
        case .accumulates: return "no-double-shift/"
        case .didShow: return "moves-with-keyboard/reacts-after-keyboard"
        case .floatingAsDocked: return "no-double-shift/undocked-treated-as-docked"
        case .leakedObservers: return "no-observer-leak/observers-leaked"
        case .guidePlusInset: return "no-double-shift/shifted-twice"
        case .savedEveryShow: return "hide-restores/restored-to-stale-value"
        case .tabBarTwice: return "no-double-shift/bar-counted-twice"
        case .accessoryTwice: return "no-double-shift/input-accessory-counted-twice"
        case .windowHeight: return "no-double-shift/overlap-not-intersected-with-view"
        case .secondShowIgnored: return "no-double-shift/stale-keyboard-frame"
        case .constraintToSafeArea: return "no-double-shift/safe-area-counted-twice"
        case .constraintFrameHeight: return "no-double-shift/keyboard-frame-height-used"
        case .constraintNoRestore: return "hide-restores/not-restored"
        case .constraintDidShow: return "moves-with-keyboard/reacts-after-keyboard"
        }
    }
}

/// A zoo strategy: the bug, or its twin with the fix.
struct ZooStrategy: AvoidanceStrategy {
    let bug: ZooBug
    let fixed: Bool

    var id: String { "zoo-\(bug.rawValue)" + (fixed ? "-fixed" : "") }
    var summary: String { "bug zoo: \(bug.rawValue)" + (fixed ? " (fixed twin)" : "") }
    var source: String { "Tests/ClearanceTests/BugZoo (keyboard-libraries.md, seeds)" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract {
        bug == .guidePlusInset || bug.isConstraintFamily ? AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["scrollView"])
                                                         : AvoidanceContract(mode: .minimalLift, padding: 0)
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        bug.isConstraintFamily ? ZooConstraintController(form: form, bug: bug, fixed: fixed)
                               : ZooInsetController(form: form, bug: bug, fixed: fixed)
    }

    static func pair(_ bug: ZooBug) -> (buggy: ZooStrategy, twin: ZooStrategy) {
        (ZooStrategy(bug: bug, fixed: false), ZooStrategy(bug: bug, fixed: true))
    }
}

/// The docked keyboard's frame in screen space from a notification, or `nil` when it is
/// hidden, `.zero`, or not full width (floating, undocked: keyboard-libraries.md §1.5).
private func dockedFrame(_ note: Notification, acceptsFloating: Bool) -> CGRect? {
    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, frame != .zero else { return nil }
    if !acceptsFloating && frame.width != UIScreen.main.bounds.width { return nil }
    return frame
}

/// A scroll-view screen that insets for the keyboard and scrolls minimally, the careful way,
/// except for its one bug.
final class ZooInsetController: ZooScreen<ZooBug>, ZooKeyboardScreen {
    private var scrollView: UIScrollView!
    private var startingInset: CGFloat = 0
    private var startingIndicator: CGFloat = 0
    private var covered: CGRect?
    private var tokens: [any NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if bug == .guidePlusInset {
            // Pinned to the keyboard guide, which already keeps it clear of the keyboard.
            scrollView = UIScrollView(name: "scrollView")
            FormViews.pinTopAndSides(scrollView, to: view)
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            scrollView.contentInset.bottom = form.scrollContentInset
            FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
        } else {
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
        }
        startingInset = scrollView.contentInset.bottom
        startingIndicator = scrollView.verticalScrollIndicatorInsets.bottom
        tokens = observeKeyboard(late: has(.didShow), restores: !has(.noRestore))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Block observers stay registered until removed (the fix).
        if !has(.leakedObservers) {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens.removeAll()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Recomputed whenever the view is laid out in its window, so a sheet the system
        // moves updates it (keyboard-libraries.md §1.5).
        if let covered, !isApplying, !has(.accumulates) { apply(covered) }
    }

    private var isApplying = false

    func keyboardWillShow(_ note: Notification) {
        guard let frame = dockedFrame(note, acceptsFloating: has(.floatingAsDocked)) else {
            keyboardWillHide()
            return
        }
        if has(.secondShowIgnored), covered != nil { return }
        if has(.savedEveryShow) {
            startingInset = scrollView.contentInset.bottom
            startingIndicator = scrollView.verticalScrollIndicatorInsets.bottom
        }
        apply(frame)
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        // Only a keyboard this screen already avoids changes here (KeyboardGuide's rule); the
        // floating-as-docked bug takes any frame.
        guard covered != nil || has(.floatingAsDocked) else { return }
        if has(.secondShowIgnored) { return }
        guard let frame = dockedFrame(note, acceptsFloating: has(.floatingAsDocked)), frame.minY < UIScreen.main.bounds.height else { return }
        apply(frame)
    }

    func keyboardWillHide() {
        covered = nil
        scrollView.contentInset.bottom = startingInset
        scrollView.verticalScrollIndicatorInsets.bottom = startingIndicator
        scrollView.clampContentOffset()
    }

    /// The length of the scroll view the keyboard covers, from its bottom.
    private func overlap(_ frame: CGRect) -> CGFloat {
        // The guide already keeps the scroll view above the keyboard: the fix adds nothing.
        if bug == .guidePlusInset && fixed { return 0 }
        if has(.frameHeight) { return frame.height }
        if has(.screenHeight) { return max(0, UIScreen.main.bounds.height - frame.minY) }
        if has(.windowHeight) { return max(0, (view.window?.bounds.height ?? 0) - frame.minY) }
        // The seeds' handler measures the overlap with the root view, which the guide does not
        // move; the careful one with the scroll view itself.
        let target: UIView = bug == .guidePlusInset ? view : scrollView
        let inView = has(.windowConversion)
            ? target.convert(frame, from: nil as UIView?)
            : target.convert(frame, from: UIScreen.main.coordinateSpace)
        guard inView.maxX > target.bounds.minX, inView.minX < target.bounds.maxX else { return 0 }
        return max(0, target.bounds.maxY - max(target.bounds.minY, inView.minY))
    }

    private func apply(_ frame: CGRect) {
        covered = frame
        isApplying = true
        defer { isApplying = false }
        var length = overlap(frame)
        if has(.accessoryTwice), let field = view.world?.firstResponder as? any TextInput, let accessory = field.inputAccessoryView {
            length += accessory.frame.height
        }
        // UIKit already adds the safe area on some edges: only the rest is ours (the fix of
        // TPKeyboardAvoiding #269).
        if has(.tabBarTwice) {
            length -= view.window?.safeAreaInsets.bottom ?? 0
        } else if !has(.safeAreaTwice) {
            length -= scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        }
        let inset = max(startingInset, length)
        if has(.accumulates) {
            // `+=` on every notification, even one that repeats the last frame.
            scrollView.contentInset.bottom += inset - startingInset
        } else if scrollView.contentInset.bottom != inset {
            scrollView.contentInset.bottom = inset
        }
        let indicator = max(startingIndicator, length)
        if scrollView.verticalScrollIndicatorInsets.bottom != indicator { scrollView.verticalScrollIndicatorInsets.bottom = indicator }
        scrollView.clampContentOffset()
        view.layoutIfNeeded()
        scrollToFirstResponder()
    }

    /// Scrolls as little as possible so the field (or its caret line) shows between the bars
    /// and the keyboard (the inset already holds the keyboard).
    func scrollToFirstResponder() {
        guard let field = view.world?.firstResponder as? any TextInput, field.isDescendant(of: scrollView) else { return }
        FormViews.scrollMinimally(scrollView, toShow: field)
    }
}

/// A scroll-view screen whose bottom constraint's constant is the keyboard's overlap with the
/// screen, animated with the keyboard and put back on hide, the careful way (the overlap
/// converted from screen space and intersected with the view; docked keyboards only), except
/// for its one bug.
final class ZooConstraintController: ZooScreen<ZooBug>, ZooKeyboardScreen {
    private var scrollView: UIScrollView!
    private var bottomConstraint: NSLayoutConstraint!
    private var covered: CGRect?
    private var tokens: [any NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView = UIScrollView(name: "scrollView")
        FormViews.pinTopAndSides(scrollView, to: view)
        scrollView.contentInset.bottom = form.scrollContentInset
        FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
        // The fix pins to the view's bottom, whose overlap with the keyboard the constant is;
        // the scroll view's own safe area (UIKit's adjusted inset) covers the home indicator.
        let bottom = has(.constraintToSafeArea) ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
        bottomConstraint = scrollView.bottomAnchor.constraint(equalTo: bottom)
        bottomConstraint.isActive = true
        tokens = observeKeyboard(late: has(.constraintDidShow), restores: !has(.constraintNoRestore))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Recomputed whenever the view is laid out in its window (a sheet the system moves).
        if let covered, !isApplying { apply(covered) }
    }

    private var isApplying = false

    func keyboardWillShow(_ note: Notification) {
        guard let frame = dockedFrame(note, acceptsFloating: false) else {
            keyboardWillHide()
            return
        }
        apply(frame)
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard covered != nil, let frame = dockedFrame(note, acceptsFloating: false), frame.minY < UIScreen.main.bounds.height else { return }
        apply(frame)
    }

    func keyboardWillHide() {
        covered = nil
        if bottomConstraint.constant != 0 { bottomConstraint.constant = 0 }
        view.layoutIfNeeded()
    }

    private func apply(_ frame: CGRect) {
        covered = frame
        isApplying = true
        defer { isApplying = false }
        let overlap: CGFloat
        if has(.constraintFrameHeight) {
            overlap = frame.height
        } else {
            let inView = view.convert(frame, from: UIScreen.main.coordinateSpace)
            overlap = inView.maxX > view.bounds.minX && inView.minX < view.bounds.maxX
                ? max(0, view.bounds.maxY - max(view.bounds.minY, inView.minY)) : 0
        }
        if bottomConstraint.constant != -overlap { bottomConstraint.constant = -overlap }
        view.layoutIfNeeded()
        scrollToFirstResponder()
    }

    func scrollToFirstResponder() {
        guard let field = view.world?.firstResponder as? any TextInput, field.isDescendant(of: scrollView) else { return }
        FormViews.scrollMinimally(scrollView, toShow: field)
    }
}

/// A zoo screen: the form it shows, and the one bug it has unless it is the fixed twin.
class ZooScreen<Bug: Equatable>: UIViewController {
    let form: GeneratedForm
    let bug: Bug
    let fixed: Bool

    init(form: GeneratedForm, bug: Bug, fixed: Bool) {
        self.form = form
        self.bug = bug
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Whether the screen has bug `b` (it is that bug's screen, and not the twin).
    func has(_ b: Bug) -> Bool { bug == b && !fixed }
}

/// A zoo screen's keyboard handlers.
protocol ZooKeyboardScreen: UIViewController {
    func keyboardWillShow(_ note: Notification)
    func keyboardWillChangeFrame(_ note: Notification)
    func keyboardWillHide()
    func scrollToFirstResponder()
}

extension ZooKeyboardScreen {
    /// Observes show and frame changes (their did- forms when `late`), hide (unless it does
    /// not `restore`) and the start of editing; returns the tokens to remove.
    func observeKeyboard(late: Bool, restores: Bool) -> [any NSObjectProtocol] {
        // Block observers are `@Sendable`; the world runs them on its own thread, so they may
        // assume the screen's isolation (`worldIsolated`, the harness's `assumeIsolated`).
        let center = NotificationCenter.default
        let show = late ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardWillShowNotification
        let changeFrame = late ? UIResponder.keyboardDidChangeFrameNotification : UIResponder.keyboardWillChangeFrameNotification
        var tokens = [
            center.addObserver(forName: show, object: nil, queue: nil) { [weak self] note in worldIsolated { self?.keyboardWillShow(note) } },
            center.addObserver(forName: changeFrame, object: nil, queue: nil) { [weak self] note in worldIsolated { self?.keyboardWillChangeFrame(note) } },
        ]
        if restores {
            tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                worldIsolated { self?.keyboardWillHide() }
            })
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in worldIsolated { self?.scrollToFirstResponder() } })
        }
        return tokens
    }
}
