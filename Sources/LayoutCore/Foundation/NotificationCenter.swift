@_exported import Foundation

/// The running world's notification centre, under Foundation's name, so that iOS code's
/// `NotificationCenter.default` reaches the simulated world: deterministic, synchronous, in
/// registration order, and private to the scenario (worlds on other threads have their own).
///
/// Declarations follow Foundation's (uikit-surface.md §12,
/// https://developer.apple.com/documentation/foundation/notificationcenter): the block
/// observer returns a token to pass to `removeObserver(_:)` (a screen that forgets leaks it),
/// and an object observer is dropped automatically once the object is gone (iOS 9+).
///
/// **The one rule.** This type shadows Foundation's in a file that imports `ClearanceUIKit`
/// (which re-exports Foundation, as `import UIKit` does on iOS). A file that *also* says
/// `import Foundation` gets "ambiguous use of 'default'" on Linux (measured, Swift 6.3.1):
/// drop that line, or guard it with `#if canImport(UIKit)`. It cannot be fixed here: Swift's
/// import shadowing does not apply to a module the file imports itself, and this type cannot
/// be a subclass of Foundation's that reroutes it, because Foundation on Linux declares
/// `addObserver(forName:object:queue:using:)`, `post(_:)` and `removeObserver(_:)` in
/// extensions, not `open` ("overriding non-open instance method outside of its defining
/// module", measured; only `default` is overridable). See NoModelledEffect.md, "Known gaps".
public final class NotificationCenter {
    struct Registration {
        let id: Int
        let name: Notification.Name?
        /// The sender it listens to (not retained, as Foundation does not retain it).
        weak var object: AnyObject?
        /// Whether it listens to one sender only (then a sender that is gone matches nothing).
        let filtersObject: Bool
        let handler: (Notification) -> Void
        let token: ObserverToken?
        weak var observer: AnyObject?
        let hasObserver: Bool
        let owner: ObserverOwner
    }

    @exclusivity(unchecked) private var registrations: [Registration] = []

    /// Drops every registration (the world ended). The registrations are released after the
    /// list is emptied: releasing one can end an object whose `deinit` removes its own
    /// observers from this centre.
    func removeAllObservers() {
        let dropped = registrations
        registrations = []
        withExtendedLifetime(dropped) {}
    }
    @exclusivity(unchecked) private var nextID = 1
    /// The owner new registrations are attributed to.
    @exclusivity(unchecked) var currentOwner: ObserverOwner = .screen

    /// Notifications posted so far (names in order), for tests and reports.
    @exclusivity(unchecked) public private(set) var log: [Notification] = []
    /// Whether posted notifications are kept in `log`.
    @exclusivity(unchecked) public var keepsLog = false

    init(detached: Bool = false) { isDetached = detached }

    /// The running world's centre.
    ///
    /// Outside a running world (a `deinit` that runs after its world let go) it is a detached
    /// centre that only removes: a world's token passed to its `removeObserver(_:)` is still
    /// removed from that world, so `deinit { NotificationCenter.default.removeObserver(token) }`
    /// works wherever it runs. Registering or posting there traps with a message saying why:
    /// such an observer would never hear a world (create the object inside `makeScreen`).
    public class var `default`: NotificationCenter {
        World.current?.notificationCenter ?? NotificationCenter(detached: true)
    }

    /// Whether this is the stand-in for `default` outside a running world.
    private let isDetached: Bool

    private func requireWorld(_ what: String) {
        if isDetached {
            preconditionFailure("NotificationCenter.default.\(what) outside a running world: nothing would reach a scenario (create the object in makeScreen)")
        }
    }

    // MARK: Block observers

    /// Registers `block` for notifications named `name` (every name when `nil`) from `obj`
    /// (any sender when `nil`); returns the token that removes it.
    ///
    /// `queue`: `nil` and `.main` run the block synchronously in `post`, as Foundation does
    /// for a notification posted on the main thread. The world has one thread, so any other
    /// queue runs it there too.
    ///
    /// `@preconcurrency`, as the SDK's is to its callers: Foundation's method is imported from
    /// Objective-C, and "declarations imported from clang … are always preconcurrency"
    /// (swiftlang/swift#68961), so in the Swift 5 language mode a block that is not `@Sendable`
    /// (a stored `(Notification) -> Void`, as FFUIKit passes, Tests/RealCode 54) draws no
    /// warning on iOS, and none here.
    @preconcurrency @discardableResult
    public func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: Foundation.OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        requireWorld("addObserver")
        let token = ObserverToken(name: name, registration: nextID, owner: currentOwner, center: self)
        registrations.append(Registration(id: nextID, name: name, object: obj.map(objectIdentity), filtersObject: obj != nil, handler: block, token: token,
                                          observer: nil, hasObserver: false, owner: currentOwner))
        nextID += 1
        return token
    }

    // MARK: Object observers (the selector form)

    /// Registers `observer`'s method `selector` — on Linux a method reference such as
    /// `Self.keyboardWillShow(_:)` in place of `#selector(keyboardWillShow(_:))` — for
    /// notifications named `name` from `anObject`. The registration ends when `observer` is
    /// gone or is passed to `removeObserver(_:)`. (A method of another type than `observer`'s
    /// is never called.)
    public func addObserver<Target>(
        _ observer: Any, selector: @escaping (Target) -> (Notification) -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = objectIdentity(observer)
        register(target, name: aName, object: anObject) { [weak target] note in
            if let observer = target as? Target { selector(observer)(note) }
        }
    }

    /// The selector form for a method that takes an `NSNotification`.
    public func addObserver<Target>(
        _ observer: Any, selector: @escaping (Target) -> (NSNotification) -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = objectIdentity(observer)
        register(target, name: aName, object: anObject) { [weak target] note in
            if let observer = target as? Target {
                selector(observer)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
            }
        }
    }

    /// The selector form for a method without arguments.
    public func addObserver<Target>(
        _ observer: Any, selector: @escaping (Target) -> () -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = objectIdentity(observer)
        register(target, name: aName, object: anObject) { [weak target] _ in
            if let observer = target as? Target { selector(observer)() }
        }
    }

    #if canImport(ObjectiveC)
    /// Foundation's selector form, where the Objective-C runtime exists.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = objectIdentity(observer)
        register(target, name: aName, object: anObject) { [weak target] note in
            _ = target?.perform(aSelector, with: note)
        }
    }
    #else
    /// Foundation's selector form (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)),
    /// for a ``Selector`` kept in a variable: the observer's method is called with the
    /// notification (an `NSNotification` for a method that takes one). The registration ends
    /// when `observer` is gone or is passed to `removeObserver(_:)`.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = objectIdentity(observer)
        register(target, name: aName, object: anObject) { [weak target] note in
            guard let target else { return }
            if !aSelector.send(to: target, with: note) {
                aSelector.send(to: target, with: NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
            }
        }
    }
    #endif

    private func register(_ observer: AnyObject, name: Notification.Name?, object: Any?, handler: @escaping (Notification) -> Void) {
        requireWorld("addObserver")
        registrations.append(Registration(id: nextID, name: name, object: object.map(objectIdentity), filtersObject: object != nil, handler: handler, token: nil,
                                          observer: observer, hasObserver: true, owner: currentOwner))
        nextID += 1
    }

    // MARK: Removing

    /// Removes a token's registration, or every registration of an observer object.
    public func removeObserver(_ observer: Any) {
        let object = objectIdentity(observer)
        if let token = object as? ObserverToken {
            (token.center ?? self).registrations.removeAll { $0.token === token }
        } else {
            registrations.removeAll { $0.hasObserver && $0.observer === object }
        }
    }

    /// Removes an observer object's registrations for `aName` (every name when `nil`).
    public func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        let object = objectIdentity(observer)
        registrations.removeAll { $0.hasObserver && $0.observer === object && (aName == nil || $0.name == aName) }
    }

    // MARK: Posting

    /// Delivers a notification to every matching observer, in registration order.
    public func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
    }

    /// Delivers a notification with no user info to every matching observer, in registration
    /// order.
    public func post(name aName: NSNotification.Name, object anObject: Any?) {
        post(Notification(name: aName, object: anObject, userInfo: nil))
    }

    /// Delivers a notification to every matching observer, in registration order.
    public func post(_ notification: Notification) {
        requireWorld("post")
        if keepsLog { log.append(notification) }
        registrations.removeAll { $0.hasObserver && $0.observer == nil }
        let snapshot = registrations
        let name = notification.name
        for index in snapshot.indices {
            // The name is read in place: a registration is copied (weak references and all)
            // only when it listens to this name.
            if let wanted = snapshot[index].name, wanted != name { continue }
            let registration = snapshot[index]
            if registration.filtersObject {
                guard let wanted = registration.object, wanted === notification.object.map(objectIdentity) else { continue }
            }
            // An observer removed by an earlier one in this delivery hears nothing.
            guard registrations.contains(where: { $0.id == registration.id }) else { continue }
            if registration.hasObserver && registration.observer == nil { continue }
            registration.handler(notification)
        }
    }

    /// Registrations still live, oldest first: `(name, owner, isBlock)`.
    public var liveObservers: [(name: Notification.Name?, owner: ObserverOwner, isBlock: Bool)] {
        registrations.filter { !$0.hasObserver || $0.observer != nil }.map { ($0.name, $0.owner, !$0.hasObserver) }
    }
}

/// A registration returned by the block-based `addObserver`; pass it to `removeObserver`.
public final class ObserverToken: NSObject {
    let name: Notification.Name?
    let registration: Int
    /// Who registered it (for the observer-leak invariant): the screen, or the app.
    public let owner: ObserverOwner
    /// The centre it is registered with.
    @exclusivity(unchecked) weak var center: NotificationCenter?

    init(name: Notification.Name?, registration: Int, owner: ObserverOwner, center: NotificationCenter) {
        self.name = name
        self.registration = registration
        self.owner = owner
        self.center = center
    }

    public override var description: String { "observer #\(registration) for \(name?.rawValue ?? "all") (\(owner))" }
}

/// Who an observer belongs to.
public enum ObserverOwner: String, Sendable, CustomStringConvertible {
    /// Code of the screen: it should be gone once the screen is torn down.
    case screen
    /// App-wide code (a singleton): it may outlive the screen.
    case app

    public var description: String { rawValue }
}

/// `value as AnyObject`, with the existential opened first: for a class instance (what
/// observers, targets and notification objects are) the conversion is then a reference copy,
/// where the cast from `Any` searches the conformance tables at every call on Linux (about
/// 8,000 instructions). The result is the same conversion's.
func objectIdentity(_ value: Any) -> AnyObject {
    openedObjectIdentity(value)
}

private func openedObjectIdentity<Value>(_ value: Value) -> AnyObject {
    value as AnyObject
}
