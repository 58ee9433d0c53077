import Foundation

// Touches and events (UIKit's `UITouch` and `UIEvent`), with the SDK's signatures, for the code
// that overrides `touchesBegan(_:with:)` … on a responder (a view that ends editing when it is
// touched) or answers a gesture recognizer's delegate with the touch's view. Touches happen
// only when a test calls `World.tap(at:)`: generated scenarios have no touch event (the
// `resign` event stands for every way of dismissing). What a tap delivers is in
// `World.tap(at:)` (GestureRecognizer.swift).

/// An event (UIKit's `class UIEvent : NSObject`,
/// https://developer.apple.com/documentation/uikit/uievent): the touches of one tap, when
/// the model makes one (``World/tap(at:)``); an event made by code holds none.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// The device's motion (a shake).
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
        /// A scroll from a pointing device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A pinch or rotation from a trackpad.
        case transform = 14
    }

    /// The event's touches (one per tap).
    let touchList: [UITouch]

    /// An event without touches (NSObject's `init()`).
    public override init() {
        touchList = []
        timestamp = 0
        super.init()
    }

    /// The event of a tap: its one touch, at the world's time.
    init(touch: UITouch) {
        touchList = [touch]
        timestamp = touch.timestamp
        super.init()
    }

    /// The kind of event (`.touches`: the model makes only touch events;
    /// https://developer.apple.com/documentation/uikit/uievent/type).
    open var type: UIEvent.EventType { .touches }

    /// When the event happened, in seconds of the world's virtual clock (UIKit's
    /// `var timestamp: TimeInterval { get }`, seconds since system startup on iOS).
    public let timestamp: TimeInterval

    /// All the event's touches (UIKit's `var allTouches: Set<UITouch>? { get }`,
    /// https://developer.apple.com/documentation/uikit/uievent/alltouches); `nil` when it has
    /// none.
    open var allTouches: Set<UITouch>? { touchList.isEmpty ? nil : Set(touchList) }

    /// The touches that belong to `view` (UIKit's `func touches(for view: UIView) -> Set<UITouch>?`,
    /// https://developer.apple.com/documentation/uikit/uievent/touches(for:)-2fi1e).
    open func touches(for view: UIView) -> Set<UITouch>? {
        let touches = touchList.filter { $0.view === view }
        return touches.isEmpty ? nil : Set(touches)
    }

    /// The touches that belong to `window` (UIKit's `func touches(for window: UIWindow) -> Set<UITouch>?`).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let touches = touchList.filter { $0.window === window }
        return touches.isEmpty ? nil : Set(touches)
    }
}

/// A finger on the screen (UIKit's `class UITouch : NSObject`,
/// https://developer.apple.com/documentation/uikit/uitouch): the one touch of a tap the model
/// makes (``World/tap(at:)``), in the view the tap hit; it does not move.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is on the screen and has not moved.
        case stationary
        /// The finger was lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered a region (indirect input).
        case regionEntered
        /// A pointer moved within a region.
        case regionMoved
        /// A pointer left a region.
        case regionExited
    }

    /// The kind of a touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen.
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A pointer (trackpad or mouse).
        case indirectPointer
    }

    /// Where the finger is, in window coordinates.
    private let point: CGPoint

    /// A touch nowhere, in no view (NSObject's `init()`).
    public override init() {
        point = .zero
        view = nil
        window = nil
        timestamp = 0
        super.init()
    }

    /// The touch of a tap at `point` (window coordinates) on `view`.
    init(at point: CGPoint, in view: UIView?, window: UIWindow?, timestamp: TimeInterval) {
        self.point = point
        self.view = view
        self.window = window
        self.timestamp = timestamp
        super.init()
    }

    /// The view the touch was delivered to, the one the tap hit (UIKit's `var view: UIView? { get }`,
    /// https://developer.apple.com/documentation/uikit/uitouch/view).
    public let view: UIView?

    /// The window of the touch (UIKit's `var window: UIWindow? { get }`).
    public let window: UIWindow?

    /// The touch's phase (`.began`, `.ended` or `.cancelled` as the tap proceeds; UIKit's
    /// `var phase: UITouch.Phase { get }`).
    public internal(set) var phase: UITouch.Phase = .began

    /// The kind of touch (`.direct`, a finger).
    open var type: UITouch.TouchType { .direct }

    /// The number of taps (1: the model makes single taps; UIKit's `var tapCount: Int { get }`).
    open var tapCount: Int { 1 }

    /// When the touch happened, in seconds of the world's virtual clock (UIKit's
    /// `var timestamp: TimeInterval { get }`).
    public let timestamp: TimeInterval

    /// Where the touch is in `view`'s coordinates, the window's when `nil` (UIKit's
    /// `func location(in view: UIView?) -> CGPoint`,
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36: "Pass nil
    /// to get the touch location in the window's coordinates").
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (UIKit's
    /// `func previousLocation(in view: UIView?) -> CGPoint`): the same place, as a tap's touch
    /// does not move.
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
