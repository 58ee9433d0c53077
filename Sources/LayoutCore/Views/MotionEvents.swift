import Foundation

// Motion events (a shake), with the SDK's signatures: `UIEvent.EventSubtype` and UIResponder's
// `motionBegan(_:with:)`, `motionEnded(_:with:)`, `motionCancelled(_:with:)` (Responder.swift).
// The model shakes no device, so it never sends them (NoModelledEffect.md); code that overrides
// them (a debugging tool shown on a shake: Tests/RealBugs/41, Wormholy) compiles and behaves as
// on iOS in every scenario the model makes.

extension UIEvent {
    /// The subtype of an event (UIKit's `UIEvent.EventSubtype`, `enum EventSubtype : Int`,
    /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype), with UIEvent.h's
    /// raw values (`UIEventSubtypeMotionShake = 1`, `UIEventSubtypeRemoteControlPlay = 100` …).
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// The device was shaken (https://developer.apple.com/documentation/uikit/uievent/eventsubtype/motionshake).
        case motionShake = 1
        /// Play (remote control).
        case remoteControlPlay = 100
        /// Pause (remote control).
        case remoteControlPause = 101
        /// Stop (remote control).
        case remoteControlStop = 102
        /// Play or pause (remote control).
        case remoteControlTogglePlayPause = 103
        /// Next track (remote control).
        case remoteControlNextTrack = 104
        /// Previous track (remote control).
        case remoteControlPreviousTrack = 105
        /// Begin seeking backward (remote control).
        case remoteControlBeginSeekingBackward = 106
        /// End seeking backward (remote control).
        case remoteControlEndSeekingBackward = 107
        /// Begin seeking forward (remote control).
        case remoteControlBeginSeekingForward = 108
        /// End seeking forward (remote control).
        case remoteControlEndSeekingForward = 109
    }

    /// The event's subtype (UIKit's `var subtype: UIEvent.EventSubtype { get }`): `.none`, as the
    /// model makes only touch events.
    public var subtype: UIEvent.EventSubtype { .none }
}

/// Not UIKit API: how ClearanceAdapter keeps an `override func motionBegan(_:with:)` written in
/// an extension of a class declared in another file (`extension UIViewController { open override
/// func motionBegan… }`, which iOS allows for an Objective-C method and Linux refuses). The
/// adapter renames the method `__clearanceExtension_motionBegan(_:with:)` and makes the extended
/// class adopt this protocol; UIResponder's default `motionBegan(_:with:)` then runs it for an
/// instance of that class, as iOS runs the extension's method (a subclass's own override comes
/// first, and its `super` call reaches it). Do not adopt it yourself.
@preconcurrency @MainActor
public protocol __ClearanceExtensionMotionBegan: UIResponder {
    /// The extension's `motionBegan(_:with:)`, renamed.
    func __clearanceExtension_motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
}

/// Not UIKit API: ``__ClearanceExtensionMotionBegan``'s counterpart for `motionEnded(_:with:)`.
@preconcurrency @MainActor
public protocol __ClearanceExtensionMotionEnded: UIResponder {
    /// The extension's `motionEnded(_:with:)`, renamed.
    func __clearanceExtension_motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
}

/// Not UIKit API: ``__ClearanceExtensionMotionBegan``'s counterpart for `motionCancelled(_:with:)`.
@preconcurrency @MainActor
public protocol __ClearanceExtensionMotionCancelled: UIResponder {
    /// The extension's `motionCancelled(_:with:)`, renamed.
    func __clearanceExtension_motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
}
