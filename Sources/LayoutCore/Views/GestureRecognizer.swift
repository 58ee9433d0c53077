import Foundation

/// Recognizes a gesture on a view and tells its targets (UIKit's `UIGestureRecognizer`, the
/// part keyboard code uses: a tap that dismisses the keyboard).
///
/// On Linux the action is a method reference (`Self.dismissKeyboard`) in place of
/// `#selector(dismissKeyboard)`; where the Objective-C runtime exists the selector form is
/// available too. Taps happen when a test calls ``World/tap(at:)`` (generated scenarios have no
/// tap event: the `resign` event stands for every way of dismissing); pans happen during an
/// interactive keyboard dismissal (``KeyboardSystem/interactiveDismiss(fraction:completes:in:)``).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state (`.ended`).
        public static var recognized: State { .ended }
    }

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// The view it is attached to (`nil` once the view is gone, as UIKit's weak reference
    /// reads). Not stored as a weak reference: one would give the view a side table, and every
    /// retain of it — often a screen's root view, an ancestor of every view on it — would take
    /// the runtime's slow path; the view clears it when it detaches the recognizer or goes.
    public var view: UIView? { storedView }
    unowned(unsafe) var storedView: UIView?
    /// Whether it recognizes gestures.
    public var isEnabled = true
    /// Whether a recognized gesture's touches are withheld from the view (UIKit's default
    /// `true`, https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview:
    /// a tap that dismisses the keyboard does not also reach the text field under it).
    public var cancelsTouchesInView = true
    /// The delegate, which may keep the recognizer from seeing a touch or from beginning
    /// (UIKit's `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate: "The
    /// gesture recognizer maintains a weak reference to its delegate"). A tap
    /// (``World/tap(at:)``) asks it; see ``UIGestureRecognizerDelegate``.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Its state (`.ended` during the action of a recognized tap; `.began`, `.changed`,
    /// `.ended` during a pan's).
    public internal(set) var state: State = .possible
    /// Where the last gesture happened, in window coordinates.
    var lastLocation: CGPoint = .zero

    /// A recognizer without targets.
    public override init() {}

    /// A recognizer that calls `target`'s `action` (a method taking no argument).
    public convenience init<Target>(target: Any, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `target`'s `action` with itself (a method taking this kind of
    /// recognizer, `handlePan(_ pan: UIPanGestureRecognizer)`, or any recognizer).
    public convenience init<Target, Recognizer: UIGestureRecognizer>(target: Any, action: @escaping (Target) -> (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target's method (no argument); the target is not retained, as in UIKit. (A
    /// method of another type than the target's is never called.)
    public func addTarget<Target>(_ target: Any, action: @escaping (Target) -> () -> Void) {
        let object = target as AnyObject
        actions.append { [weak object] _ in if let target = object as? Target { action(target)() } }
    }

    /// Adds a target's method that takes the recognizer; the target is not retained. (A method
    /// taking another kind of recognizer than this one is never called.)
    public func addTarget<Target, Recognizer: UIGestureRecognizer>(_ target: Any, action: @escaping (Target) -> (Recognizer) -> Void) {
        let object = target as AnyObject
        actions.append { [weak object] recognizer in
            if let target = object as? Target, let recognizer = recognizer as? Recognizer { action(target)(recognizer) }
        }
    }

    #if canImport(ObjectiveC)
    /// UIKit's selector form, where the Objective-C runtime exists.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target = target as AnyObject?, let action {
            actions.append { [weak target] recognizer in _ = target?.perform(action, with: recognizer) }
        }
    }
    #else
    /// UIKit's selector form (https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)),
    /// for a ``Selector`` kept in a variable, or `init(target: nil, action: nil)`, a recognizer
    /// without targets, added later with `addTarget(_:action:)`. The target's method is called
    /// with the recognizer; the target is not retained.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target = target as AnyObject?, let action {
            actions.append { [weak target] recognizer in if let target { action.send(to: target, with: recognizer) } }
        }
    }

    /// UIKit's `addTarget(_:action:)` with a ``Selector`` kept in a variable: the target's
    /// method is called with the recognizer; the target is not retained.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        actions.append { [weak object] recognizer in if let object { action.send(to: object, with: recognizer) } }
    }
    #endif

    /// Where the gesture happened in `view`'s coordinates (the window's when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// Recognizes a gesture at `point` (window coordinates) and calls the targets.
    func recognize(at point: CGPoint) {
        send(.ended, at: point)
        state = .possible
    }

    /// A continuous gesture's step: the recognizer enters `state` at `point` (window
    /// coordinates) and calls its targets, as UIKit does for each change of a recognized
    /// continuous gesture (https://developer.apple.com/documentation/uikit/uigesturerecognizer:
    /// "the gesture recognizer sends an action message to its target … each time the state
    /// changes").
    func send(_ state: State, at point: CGPoint) {
        lastLocation = point
        self.state = state
        for action in actions { action(self) }
    }

    /// Whether the delegate lets it see `touch` (the event's question first) and begin.
    func accepts(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard isEnabled else { return false }
        guard let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: event)
            && delegate.gestureRecognizer(self, shouldReceive: touch)
            && delegate.gestureRecognizerShouldBegin(self)
    }
}

/// A gesture recognizer's delegate (UIKit's `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`,
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate). Every method
/// is optional, as in UIKit: the defaults are UIKit's (a recognizer sees every touch and may
/// begin; no simultaneous recognition, no failure requirements). A tap (``World/tap(at:)``)
/// asks ``gestureRecognizer(_:shouldReceive:)-(_,UITouch)`` and then
/// ``gestureRecognizerShouldBegin(_:)`` of each tap recognizer it reaches; the model
/// recognizes one gesture a tap. The pan of an interactive keyboard dismissal
/// (``World/beginPan(in:at:)``) asks each pan recognizer it reaches the same, then
/// ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`` with the scroll view's own pan.
/// The failure-requirement methods are never asked (ClearanceUIKit's "No modelled effect").
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave the possible state: `false` makes it fail
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at once (asked of an added pan and the scroll
    /// view's own during an interactive keyboard dismissal).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer waits for another to fail (never asked by the model).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether another recognizer waits for this one to fail (never asked by the model).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch`: "true (the default) to allow the gesture recognizer
    /// to examine the touch object, false to prevent the gesture recognizer from seeing this
    /// touch object" (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer sees `event` ("Return false to prevent the gesture recognizer
    /// from seeing this event", iOS 13.4,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd);
    /// asked before the touch's form.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: no simultaneous recognition.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: the recognizer sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// UIKit's default: the recognizer sees every event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

/// A tap (UIKit's `UITapGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (only single taps happen in the model).
    public var numberOfTapsRequired = 1
    /// Fingers needed.
    public var numberOfTouchesRequired = 1
}

/// A pan (UIKit's `UIPanGestureRecognizer`). The model pans during an interactive keyboard
/// dismissal (``KeyboardSystem/interactiveDismiss(fraction:completes:in:)``): the pan
/// recognizers of the scroll view dragged and of its ancestors hear `.began`, `.changed` at
/// each place the finger stops, and `.ended` (see ``World/beginPan(in:at:)``). A drag of
/// content alone (``World/drag(_:by:)``) has no pan.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (UIKit's default 1).
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that pan (UIKit's default: no limit).
    open var maximumNumberOfTouches: Int = Int.max
    /// The translation ``setTranslation(_:in:)`` last set, and where the finger was then
    /// (window coordinates).
    private var translation: CGPoint = .zero
    private var translationBase: CGPoint?

    /// The pan's translation: how far the finger moved since the pan began, or since
    /// ``setTranslation(_:in:)``, plus what that set (UIKit's `translation(in:)`). Views in
    /// the model are not rotated or scaled, so it is the same in every view's coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let base = translationBase else { return translation }
        return CGPoint(x: translation.x + lastLocation.x - base.x, y: translation.y + lastLocation.y - base.y)
    }

    /// Sets the translation (UIKit's `setTranslation(_:in:)`): later moves add to it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
        if translationBase != nil { translationBase = lastLocation }
    }

    /// The pan's velocity in points per second (`.zero`: the model's finger moves from place
    /// to place with no speed of its own).
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    /// The pan begins at `point` (window coordinates): the translation starts from zero.
    func begin(at point: CGPoint) {
        translation = .zero
        translationBase = point
        send(.began, at: point)
    }

    /// The pan ends at `point`; the recognizer is then possible again.
    func end(at point: CGPoint) {
        send(.ended, at: point)
        state = .possible
        translationBase = nil
        translation = .zero
    }
}

/// A finger panning over a scroll view (``World/beginPan(in:at:)``): the pan recognizers that
/// took the touch hear each of its moves and its end.
struct Pan {
    /// The recognizers that recognize the pan, nearest the touched view first.
    let recognizers: [UIPanGestureRecognizer]

    /// The finger moves to `point` (window coordinates): `.changed`.
    func move(to point: CGPoint) {
        for recognizer in recognizers { recognizer.send(.changed, at: point) }
    }

    /// The finger lifts at `point`: `.ended`.
    func end(at point: CGPoint) {
        for recognizer in recognizers { recognizer.end(at: point) }
    }
}

extension UIView {
    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.storedView = nil }
    }

    /// The attached recognizers (`nil` when there are none, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}

extension World {
    /// A finger touches `scrollView` at `point` (window coordinates) and starts to pan: every
    /// enabled pan recognizer on the view the touch hits (the scroll view when the point is
    /// outside it) and on its ancestors whose delegate lets it see the touch and begin
    /// (``UIGestureRecognizerDelegate``) hears `.began`. The scroll view's own
    /// ``UIScrollView/panGestureRecognizer`` recognizes the drag; another pan recognizes with it
    /// where either's delegate allows simultaneous recognition — UIKit's default is that "no
    /// two gestures can be recognized simultaneously"
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:))
    /// — and otherwise fails (``Assumption/scrollViewPanWinsOverAddedPan``).
    func beginPan(in scrollView: UIScrollView, at point: CGPoint) -> Pan {
        var hit = window.hitTest(point, with: nil) ?? scrollView
        if !hit.isDescendant(of: scrollView) { hit = scrollView }
        let touch = UITouch(at: point, in: hit, window: window, timestamp: now)
        let event = UIEvent(touch: touch)
        var candidates: [UIPanGestureRecognizer] = []
        var view: UIView? = hit
        while let current = view {
            for case let pan as UIPanGestureRecognizer in current.attachedRecognizers where pan.accepts(touch, in: event) {
                candidates.append(pan)
            }
            view = current.superview
        }
        var recognizers: [UIPanGestureRecognizer] = []
        for pan in candidates {
            if pan !== scrollView.storedPanGestureRecognizer {
                // The scroll view's own pan recognizes the drag (made here if no code asked
                // for it): another pan shares it only where a delegate allows.
                let scrollPan = scrollView.panGestureRecognizer
                let together = pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scrollPan) == true
                    || scrollPan.delegate?.gestureRecognizer(scrollPan, shouldRecognizeSimultaneouslyWith: pan) == true
                if !together && assume(.scrollViewPanWinsOverAddedPan) { continue }
            }
            recognizers.append(pan)
        }
        for recognizer in recognizers { recognizer.begin(at: point) }
        return Pan(recognizers: recognizers)
    }

    /// The user drags `scrollView`'s content by `dy` points (positive scrolls down), within
    /// the scroll range: the delegate hears the drag begin, a `.onDrag` dismiss mode ends
    /// editing (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum),
    /// the offset moves, and the drag ends without deceleration. A non-finite `dy` is no drag.
    public func drag(_ scrollView: UIScrollView, by dy: CGFloat) {
        run {
            guard scrollView.isScrollEnabled, dy.isFinite else { return }
            scrollView.isDragging = true
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
            if scrollView.keyboardDismissMode == .onDrag || scrollView.keyboardDismissMode == .onDragWithAccessory,
               let responder = firstResponder { _ = responder.resignFirstResponder() }
            scrollView.contentOffset.y = min(max(scrollView.contentOffset.y + dy, scrollView.minimumContentOffsetY), scrollView.maximumContentOffsetY)
            scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
            scrollView.isDragging = false
            layoutIfNeeded()
        }
    }

    /// The user taps at `point` (window coordinates). The view hit gets the touch
    /// (`touchesBegan(_:with:)`, which a responder passes up its chain by default). The
    /// nearest enabled tap recognizer on the view hit or one of its ancestors whose delegate
    /// lets it see the touch and begin (``UIGestureRecognizerDelegate``) fires; if it cancels
    /// touches in its view (UIKit's default), the view hit then gets `touchesCancelled(_:with:)`
    /// ("the window cancels the touch objects in the view by calling the view's
    /// touchesCancelled(_:with:) method",
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview)
    /// and nothing else follows. Otherwise it gets `touchesEnded(_:with:)`, a text input under
    /// the finger becomes first responder, as a tap on a field does, and an enabled control
    /// sends `.touchUpInside` and `.primaryActionTriggered` (a button's tap).
    public func tap(at point: CGPoint) {
        run {
            guard let hit = window.hitTest(point, with: nil) else { return }
            let touch = UITouch(at: point, in: hit, window: window, timestamp: now)
            let event = UIEvent(touch: touch)
            let touches: Set<UITouch> = [touch]
            hit.touchesBegan(touches, with: event)
            var view: UIView? = hit
            var recognized: UIGestureRecognizer?
            while let current = view, recognized == nil {
                recognized = current.attachedRecognizers.first { recognizer in
                    guard recognizer is UITapGestureRecognizer, recognizer.isEnabled else { return false }
                    guard let delegate = recognizer.delegate else { return true }
                    return delegate.gestureRecognizer(recognizer, shouldReceive: event)
                        && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                        && delegate.gestureRecognizerShouldBegin(recognizer)
                }
                view = current.superview
            }
            recognized?.recognize(at: point)
            if recognized?.cancelsTouchesInView == true {
                touch.phase = .cancelled
                hit.touchesCancelled(touches, with: event)
            } else {
                touch.phase = .ended
                hit.touchesEnded(touches, with: event)
                if let input = hit.textInput {
                    _ = input.becomeFirstResponder()
                } else if let control = hit as? UIControl ?? hit.superview as? UIControl {
                    // A tap on a control (or on its label) is a touch up inside it.
                    control.tapped()
                }
            }
            layoutIfNeeded()
        }
    }

    /// The user taps the keyboard's return key. A text field asks its delegate's
    /// `textFieldShouldReturn(_:)`, where screens resign the field or focus the next one
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:));
    /// nothing else follows on its own (`.editingDidEndOnExit` is not sent). A text view types
    /// a newline at the end of its text: its delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` is asked first with `"\n"` (where
    /// screens resign and return `false`), then `textViewDidChange(_:)` follows the change
    /// (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)).
    public func pressReturnKey() {
        run {
            if let field = firstResponder as? UITextField {
                _ = field.effectiveDelegate?.textFieldShouldReturn(field)
            } else if let textView = firstResponder as? UITextView {
                let text = textView.text ?? ""
                let end = NSRange(location: (text as NSString).length, length: 0)
                if textView.textViewDelegate?.textView(textView, shouldChangeTextIn: end, replacementText: "\n") ?? true {
                    textView.text = text + "\n"
                    textView.textViewDelegate?.textViewDidChange(textView)
                }
            }
            layoutIfNeeded()
        }
    }
}
