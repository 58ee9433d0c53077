import Foundation
import LayoutCore

/// A timer synchronized with the display's refresh (Core Animation's `class CADisplayLink : NSObject`,
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink; Tests/RealBugs 05,
/// BottomSheet's TimerAnimation.swift, which animates a scroll view's content offset after a drag).
/// No modelled effect: the model has no display refresh, so a display link never calls its target
/// (NoModelledEffect.md); the generated scenarios do not drag, which is what starts that animation.
open class CADisplayLink: NSObject {
    /// A display link that would send `selector` to `target` on each frame
    /// (`init(target: Any, selector sel: Selector)`,
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)).
    public init(target: Any, selector sel: Selector) { super.init() }

    /// The same, with the method reference `clearance adapt` writes for `#selector(method)` where
    /// the method takes no argument.
    public init<Target>(target: Any, selector sel: @escaping (Target) -> () -> Void) { super.init() }

    /// The same, where the method takes the display link (`@objc func step(_ link: CADisplayLink)`).
    public init<Target>(target: Any, selector sel: @escaping (Target) -> (CADisplayLink) -> Void) { super.init() }

    /// Registers the link with a run loop (`func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)`): kept, never fires.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { isRegistered = !isInvalidated }

    /// Removes the link from a run loop (`func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode)`).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { isRegistered = false }

    /// Removes the link from every run loop for good (`func invalidate()`).
    open func invalidate() {
        isInvalidated = true
        isRegistered = false
    }

    /// Whether the link's notifications are suspended (`var isPaused: Bool { get set }`): kept.
    open var isPaused = false

    /// The time of the last frame shown (`var timestamp: CFTimeInterval { get }`): the world's
    /// virtual clock (`CACurrentMediaTime()`), as no frame is drawn.
    open var timestamp: CFTimeInterval { CACurrentMediaTime() }

    /// The time between frames (`var duration: CFTimeInterval { get }`): 0 until the first frame,
    /// which never comes in the model.
    open var duration: CFTimeInterval { 0 }

    private var isRegistered = false
    private var isInvalidated = false
}
