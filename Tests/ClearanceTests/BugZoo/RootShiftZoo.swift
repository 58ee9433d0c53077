import Clearance
@testable import LayoutCore

/// The root-view family of the bug zoo: a login-style screen (the generated form in a stack
/// pinned above the safe area's bottom) that moves its root view up by what the keyboard
/// covers of the focused field — the StackOverflow and IQKeyboardManager way
/// (keyboard-libraries.md §1.1) — done carefully, except for its one bug.
enum RootShiftBug: String, CaseIterable, Sendable {
    /// The starting origin saved again on every willShow (keyboard-libraries.md §1.1's I4
    /// hazard; IQKeyboardManager #331, #269, #1058): after a second willShow it is the shifted
    /// origin, so hiding puts the view back there.
    case originEveryShow = "root-origin-every-show"
    /// `view.frame.origin.y = -keyboardFrame.height` (the seeds' and StackOverflow's classic):
    /// the whole keyboard's height, whether or not it covers the field.
    case wholeKeyboardHeight = "root-whole-keyboard-height"
    /// The overlap taken as `UIScreen.main.bounds.height − frame.minY` against the field's
    /// bottom in its window (RxKeyboard's visible height, keyboard-libraries.md §1.4): wrong
    /// where the window is not the screen (Slide Over, Stage Manager).
    case screenHeight = "root-screen-height"
    /// Moved on keyboardDidShow: after the keyboard (seed 004's lateness).
    case didShow = "root-did-show"

    /// The signature the bug must be caught with (invariant, then diagnosis if one is
    /// expected).
    var expectedSignature: String {
        switch self {
        case .originEveryShow: return "hide-restores/"
        case .wholeKeyboardHeight: return "no-double-shift/keyboard-frame-height-used"
        case .screenHeight: return "no-double-shift/coordinates-mixed"
        case .didShow: return "moves-with-keyboard/reacts-after-keyboard"
        }
    }
}

/// A root-shift zoo strategy: the bug, or its twin with the fix.
struct RootShiftZooStrategy: AvoidanceStrategy {
    let bug: RootShiftBug
    let fixed: Bool

    var id: String { "zoo-\(bug.rawValue)" + (fixed ? "-fixed" : "") }
    var summary: String { "bug zoo: \(bug.rawValue)" + (fixed ? " (fixed twin)" : "") }
    var source: String { "Tests/ClearanceTests/BugZoo/RootShiftZoo.swift (keyboard-libraries.md §1.1, seeds)" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.stackPinnedToBottom] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 10) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { ZooRootShiftController(form: form, bug: bug, fixed: fixed) }

    static func pair(_ bug: RootShiftBug) -> (buggy: RootShiftZooStrategy, twin: RootShiftZooStrategy) {
        (RootShiftZooStrategy(bug: bug, fixed: false), RootShiftZooStrategy(bug: bug, fixed: true))
    }
}

final class ZooRootShiftController: ZooScreen<RootShiftBug> {
    private var tokens: [any NSObjectProtocol] = []
    /// The root view's origin before the keyboard moved it, while it is moved.
    private var beginY: CGFloat?
    private var keyboardFrame: CGRect?
    private let padding: CGFloat = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        let center = NotificationCenter.default
        let show = has(.didShow) ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardWillShowNotification
        let change = has(.didShow) ? UIResponder.keyboardDidChangeFrameNotification : UIResponder.keyboardWillChangeFrameNotification
        for name in [show, change] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in worldIsolated { self?.keyboardChanged(note) } })
        }
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            worldIsolated { self?.restore() }
        })
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in worldIsolated { self?.shift() } })
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    private func keyboardChanged(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let screen = UIScreen.main.bounds
        // Only a docked keyboard is avoided (full width, down to the screen's bottom).
        guard frame.width == screen.width, frame.maxY >= screen.maxY, frame.minY < screen.maxY else {
            restore()
            return
        }
        if has(.originEveryShow) && note.name == UIResponder.keyboardWillShowNotification { beginY = view.frame.minY }
        keyboardFrame = frame
        shift()
    }

    /// Moves the root view so that the focused field ends `padding` above the keyboard, never
    /// more than needed, never pushing the field's top above the safe area.
    private func shift() {
        guard let frame = keyboardFrame, let window = view.window,
              let field = view.world?.firstResponder as? any TextInput, field.isDescendant(of: view) else { return }
        let begin = beginY ?? view.frame.minY
        beginY = begin
        let moved = begin - view.frame.minY
        let target: CGFloat
        if has(.wholeKeyboardHeight) {
            target = frame.height
        } else {
            // The field where it would be unshifted, in window coordinates.
            let fieldInWindow = field.convert(field.bounds, to: nil as UIView?).offsetBy(dx: 0, dy: moved)
            let keyboardTop: CGFloat
            if has(.screenHeight) {
                keyboardTop = window.bounds.height - max(0, UIScreen.main.bounds.height - frame.minY)
            } else {
                keyboardTop = window.convert(frame, from: UIScreen.main.coordinateSpace).minY
            }
            let needed = max(0, fieldInWindow.maxY + padding - keyboardTop)
            let room = max(0, fieldInWindow.minY - window.safeAreaInsets.top)
            target = min(needed, room)
        }
        // Inside the keyboard's notification, the change animates with the keyboard.
        if view.frame.minY != begin - target { view.frame.origin.y = begin - target }
    }

    private func restore() {
        keyboardFrame = nil
        guard let begin = beginY else { return }
        if !has(.originEveryShow) { beginY = nil }
        if view.frame.minY != begin { view.frame.origin.y = begin }
    }
}
