import ClearanceUIKit

/// `root-view-shift`: IQKeyboardManager's algorithm (keyboard-libraries.md §1.1): a global
/// manager that listens to every keyboard notification, normalises the frame against the
/// screen (a floating keyboard counts as none), scrolls the nearest scroll view, insets it,
/// and moves the root view up by what is left, capped by the keyboard's height; restoring the
/// root's origin and the scroll view's insets (not its offset) on hide.
public struct RootViewShift: AvoidanceStrategy {
    public init() {}
    public var id: String { "root-view-shift" }
    public var summary: String { "IQKeyboardManager: moveUp = min(field top − top guide, field bottom − (window height − grown keyboard)); scroll, inset, then shift the root view" }
    public var source: String { "keyboard-libraries.md §1.1 (hackiftekhar/IQKeyboardManager v8, IQKeyboardManager+Position.swift)" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.stackAtTop, .scrollView, .stackPinnedToBottom] }
    public var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 10) }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        _ = KeyboardManager.shared   // IQKeyboardManager.shared.isEnabled = true (AppDelegate)
        return PlainFormViewController(form: form)
    }

    /// A screen that knows nothing about the keyboard.
    final class PlainFormViewController: UIViewController {
        let form: GeneratedForm
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            switch form.container {
            case .scrollView:
                _ = FormViews.makeFilledScrollView(form, in: view)
            default:
                let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing)
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    form.container == .stackAtTop
                        ? stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
                        : stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
                ])
            }
        }
    }

    /// The manager (one per app).
    final class KeyboardManager {
        let keyboardDistance: CGFloat = 10
        private var lastHeight: CGFloat?
        private var lastEventWasHide = true
        private var keyboardFrame = CGRect.zero
        private var duration: TimeInterval = 0.25
        private var curve = 7
        private weak var textField: (any TextInput)?
        // The root configuration captured when editing begins.
        private weak var rootView: UIView?
        private var beginOrigin = CGPoint.zero
        private var beginSafeAreaBottom: CGFloat = 0
        private var beginOrientation: InterfaceOrientation = .portrait
        private var hasRootConfiguration = false
        // The scroll view configuration.
        private weak var lastScrollView: UIScrollView?
        private var startingContentInset = UIEdgeInsets.zero
        private var startingIndicatorInsets = UIEdgeInsets.zero

        static var shared: KeyboardManager {
            World.current!.singleton(KeyboardManager.self) { KeyboardManager() }
        }

        init() {
            let center = NotificationCenter.default
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification] {
                center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in self.keyboardNotification(note) }
            }
            center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil) { [unowned self] note in self.didBeginEditing(note) }
            center.addObserver(forName: UITextView.textDidBeginEditingNotification, object: nil, queue: nil) { [unowned self] note in self.didBeginEditing(note) }
            center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [unowned self] _ in
                if self.lastHeight ?? 0 > 0 { self.adjustPosition() }
            }
        }

        // MARK: Events (IQActiveConfiguration, IQKeyboardInfo)

        private func keyboardNotification(_ note: Notification) {
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let screen = UIScreen.main.bounds
            // Floating keyboard test: narrower than the screen and not reaching its bottom.
            let height = (end.width < screen.width && end.maxY < screen.height) ? 0 : max(screen.height - end.minY, 0)
            duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double).flatMap { $0 > 0 ? $0 : nil } ?? 0.25
            curve = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 7
            // Drop any event whose height equals the previous one.
            if let lastHeight, lastHeight == height { return }
            lastHeight = height
            keyboardFrame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
            if height > 0 {
                lastEventWasHide = false
                adjustPosition()
            } else if !lastEventWasHide {
                lastEventWasHide = true
                if let world = World.current, world.orientation == beginOrientation {
                    restorePosition()
                    hasRootConfiguration = false
                } else if let root = rootView {
                    root.frame.origin = beginOrigin
                }
            }
        }

        private func didBeginEditing(_ note: Notification) {
            guard let field = note.object as? any TextInput else { return }
            textField = field
            if !hasRootConfiguration, let root = field.rootViewOfScreen, let world = World.current {
                rootView = root
                beginOrigin = root.frame.origin
                beginSafeAreaBottom = root.safeAreaInsets.bottom
                beginOrientation = world.orientation
                hasRootConfiguration = true
            }
            if (lastHeight ?? 0) > 0 { adjustPosition() }
        }

        // MARK: adjustPosition()

        private func adjustPosition() {
            guard let field = textField, let root = rootView, let window = root.window, let world = World.current,
                  field.isDescendant(of: root) else { return }
            if world.orientation != beginOrientation {
                // The root configuration is captured again after a rotation (updateRootController).
                beginOrigin = root.frame.origin
                beginSafeAreaBottom = root.safeAreaInsets.bottom
                beginOrientation = world.orientation
            }
            let W = window.frame
            let d = keyboardDistance
            let sb = beginSafeAreaBottom
            // Grow the keyboard by d + sb, then intersect with the window's frame.
            var grown = keyboardFrame
            grown.origin.y -= d + sb
            grown.size.height += d + sb
            let overlap = grown.intersection(W)
            let kbSize = overlap.isNull ? CGSize.zero : overlap.size

            let statusBar = window.safeAreaInsets.top
            var top = max(statusBar, root.layoutMargins.top)
            if let bar = world.view(named: "navigationBar") { top = max(bar.frameInWindow.maxY, root.layoutMargins.top) }
            let bottom = root.layoutMargins.bottom
            let visibleHeight = W.height - kbSize.height
            let fieldRectInRootSuperview = field.convert(field.bounds, to: root.superview)
            let fieldRectInWindow = field.convert(field.bounds, to: nil as UIView?)
            let topMovement = fieldRectInRootSuperview.minY - top
            let bottomMovement = fieldRectInWindow.maxY - visibleHeight + bottom
            var moveUp = (min(topMovement, bottomMovement)).rounded(.towardZero)

            // The nearest enabled scroll view.
            if let scrollView = field.enclosingScrollView, scrollView.isScrollEnabled {
                if lastScrollView !== scrollView {
                    lastScrollView = scrollView
                    startingContentInset = scrollView.contentInset
                    startingIndicatorInsets = scrollView.verticalScrollIndicatorInsets
                }
                // adjustScrollViewContentInset
                let scrollRectInWindow = scrollView.convert(scrollView.bounds, to: nil as UIView?)
                var bottomInset = kbSize.height - (W.height - scrollRectInWindow.maxY)
                var indicatorInset = bottomInset - (d + sb)
                bottomInset = max(startingContentInset.bottom, bottomInset) - scrollView.safeAreaInsets.bottom
                indicatorInset = max(startingIndicatorInsets.bottom, indicatorInset) - scrollView.safeAreaInsets.bottom
                animate {
                    scrollView.contentInset.bottom = bottomInset
                    scrollView.verticalScrollIndicatorInsets.bottom = indicatorInset
                }
                let offset = scrollView.contentOffset
                if moveUp > 0, moveUp > -offset.y - scrollView.contentInset.top {
                    var suggestedY = offset.y - min(offset.y, -moveUp)
                    let fieldRectInScroll = field.convert(field.bounds, to: scrollView)
                    suggestedY = min(suggestedY, fieldRectInScroll.minY)
                    moveUp -= suggestedY - offset.y
                    animate { scrollView.contentOffset.y = suggestedY }
                } else if moveUp <= 0, fieldRectInRootSuperview.minY < top {
                    moveUp = min(0, fieldRectInRootSuperview.minY - top)
                }
            }

            // adjustRootController
            let currentY = root.frame.minY
            var newY = currentY
            if moveUp >= 0 {
                newY = max(currentY - moveUp, min(0, -keyboardFrame.height))
            } else {
                let disturb = currentY - beginOrigin.y
                if disturb <= 0 { newY = currentY - max(moveUp, disturb) }
            }
            if newY != currentY { animate { root.frame.origin.y = newY } }
        }

        private func restorePosition() {
            guard let root = rootView else { return }
            animate {
                root.frame.origin = self.beginOrigin
                if let scrollView = self.lastScrollView {
                    scrollView.contentInset = self.startingContentInset
                    scrollView.verticalScrollIndicatorInsets = self.startingIndicatorInsets
                    // Without restoreContentOffset the offset is only clamped.
                    scrollView.clampContentOffset()
                }
            }
            lastScrollView = nil
        }

        private func animate(_ changes: @escaping () -> Void) {
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, UIView.AnimationOptions(rawValue: UInt(curve) << 16)],
                         animations: changes)
        }
    }
}

extension UIView {
    /// The root view of the screen the view belongs to (its view controller's view).
    var rootViewOfScreen: UIView? {
        var view: UIView? = self
        while let current = view {
            if current.owningViewController != nil { return current }
            view = current.superview
        }
        return nil
    }
}
