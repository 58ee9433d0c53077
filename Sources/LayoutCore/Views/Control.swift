import Foundation

/// The base of controls (UIKit's `UIControl`): `UIButton` and `UITextField` descend from it,
/// as in UIKit. Controls send actions for the events the model produces: a tap
/// (``World/tap(at:)``) sends `.touchUpInside` and `.primaryActionTriggered` to a button; a
/// text field sends `.editingDidBegin` and `.editingDidEnd` when it becomes and stops being
/// first responder (after its delegate call and notification; Apple does not document the
/// order of the three). Events whose cause is not modelled — typing (`.editingChanged`),
/// values (`.valueChanged`), dragging — are never sent.
///
/// On Linux an action is a method reference (`Self.save`) in place of `#selector(save)`, or
/// a `UIAction` (iOS 14); where the Objective-C runtime exists the selector form is available.
open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's `.normal` state.
        public static let normal = State([])
        /// UIKit's `.highlighted` state.
        public static let highlighted = State(rawValue: 1 << 0)
        /// UIKit's `.disabled` state.
        public static let disabled = State(rawValue: 1 << 1)
        /// UIKit's `.selected` state.
        public static let selected = State(rawValue: 1 << 2)
        /// UIKit's `.focused` state.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control reports (UIKit's `UIControl.Event`, with its bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's `.touchDown` event.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// UIKit's `.touchDownRepeat` event.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// UIKit's `.touchDragInside` event.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// UIKit's `.touchDragOutside` event.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// UIKit's `.touchDragEnter` event.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// UIKit's `.touchDragExit` event.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// UIKit's `.touchUpInside` event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// UIKit's `.touchUpOutside` event.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// UIKit's `.touchCancel` event.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// UIKit's `.valueChanged` event.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// UIKit's `.primaryActionTriggered` event.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// UIKit's `.menuActionTriggered` event.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// UIKit's `.editingDidBegin` event.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// UIKit's `.editingChanged` event.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// UIKit's `.editingDidEnd` event.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// UIKit's `.editingDidEndOnExit` event.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// UIKit's `.allTouchEvents` event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// UIKit's `.allEditingEvents` event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// UIKit's `.allEvents` event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private struct Registered {
        var events: Event
        var action: UIAction?
        var call: (UIControl) -> Void
        /// The target of a target/action pair (`removeTarget(_:action:for:)` finds it by it).
        weak var target: AnyObject?
        /// Whether the pair was added with a target.
        var hasTarget = false
    }
    private var registered: [Registered] = []

    /// Whether the control takes part: a disabled control "ignores touch events"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled), so a tap sends
    /// nothing.
    public var isEnabled = true
    /// Whether the control is selected (drawing only).
    public var isSelected = false
    /// Whether the control is highlighted (drawing only).
    public var isHighlighted = false
    /// The control's state.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Adds an action for events (iOS 14). Adding an action with the same identifier again
    /// replaces it, as UIKit does.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registered.removeAll { $0.action?.matches(action) == true && $0.events == controlEvents }
        // The control keeps its actions, as UIKit's does.
        registered.append(Registered(events: controlEvents, action: action) { sender in action.perform(sender: sender) })
    }

    /// Removes an action from events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        remove(for: controlEvents) { $0.matches(action) }
    }

    /// Removes the action with an identifier from events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        remove(for: controlEvents) { $0.matches(actionIdentifier) }
    }

    private func remove(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        for index in registered.indices.reversed() where registered[index].action.map(matches) == true {
            registered[index].events.subtract(controlEvents)
            if registered[index].events.isEmpty { registered.remove(at: index) }
        }
    }

    /// Adds a target's method (no argument) for events; the target is not retained, as in
    /// UIKit. (A method of another type than the target's is never called.)
    public func addTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        let object = target as AnyObject?
        registered.append(Registered(events: controlEvents, action: nil, call: { [weak object] _ in
            if let target = object as? Target { action(target)() }
        }, target: object, hasTarget: object != nil))
    }

    /// Adds a target's method that takes the sender for events; the target is not retained.
    public func addTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        let object = target as AnyObject?
        registered.append(Registered(events: controlEvents, action: nil, call: { [weak object] sender in
            if let target = object as? Target, let sender = sender as? Sender { action(target)(sender) }
        }, target: object, hasTarget: object != nil))
    }

    #if canImport(ObjectiveC)
    /// UIKit's selector form, where the Objective-C runtime exists.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        registered.append(Registered(events: controlEvents, action: nil) { [weak object] sender in
            _ = object?.perform(action, with: sender)
        })
    }
    #else
    /// UIKit's selector form (https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)),
    /// for a ``Selector`` kept in a variable: the target's method is called with the control;
    /// the target is not retained.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        registered.append(Registered(events: controlEvents, action: nil, call: { [weak object] sender in
            if let object { action.send(to: object, with: sender) }
        }, target: object, hasTarget: object != nil))
    }

    /// Stops sending events to a target (UIKit's
    /// `func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)`,
    /// https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)):
    /// `nil` for `target` removes the events "for all target objects". The action is not
    /// compared (a method reference has no identity without the Objective-C runtime): every
    /// action of `target` for `controlEvents` goes, as UIKit does for a `nil` action.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargetActions(target, for: controlEvents)
    }
    #endif

    /// ``removeTarget(_:action:for:)`` for a method that takes no argument, as `clearance
    /// adapt` writes `#selector(method)` (the method is not compared: every action of `target`
    /// for `controlEvents` goes).
    public func removeTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        removeTargetActions(target, for: controlEvents)
    }

    /// ``removeTarget(_:action:for:)`` for a method that takes the sender, as `clearance adapt`
    /// writes `#selector(method(_:))` (the method is not compared).
    public func removeTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        removeTargetActions(target, for: controlEvents)
    }

    private func removeTargetActions(_ target: Any?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in registered.indices.reversed() where registered[index].hasTarget {
            if let object, registered[index].target !== object { continue }
            registered[index].events.subtract(controlEvents)
            if registered[index].events.isEmpty { registered.remove(at: index) }
        }
    }

    /// Calls every action registered for any of `controlEvents`, in the order they were added.
    public func sendActions(for controlEvents: Event) {
        let matching = registered.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching { entry.call(self) }
    }

    /// Sends a tap's events when the control is enabled.
    func tapped() {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}

/// An action with a handler (UIKit's `UIAction`, iOS 14), for controls and bar button items.
@preconcurrency @MainActor
public final class UIAction {
    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    public var title: String
    /// The identifier given at creation; without one, the action is identified by itself.
    private let givenIdentifier: Identifier?
    /// The control or item that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// An action with a title and a handler.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        givenIdentifier = identifier
        self.handler = handler
    }

    /// The identifier: the one given at creation, or one unique to this action.
    public var identifier: Identifier {
        givenIdentifier ?? Identifier("UIAction-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
    }

    /// Whether two actions are the same for adding and removing: the same identifier given,
    /// or the same action.
    func matches(_ other: UIAction) -> Bool {
        if let mine = givenIdentifier, let theirs = other.givenIdentifier { return mine == theirs }
        return self === other
    }

    func matches(_ identifier: Identifier) -> Bool { self.identifier == identifier }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
