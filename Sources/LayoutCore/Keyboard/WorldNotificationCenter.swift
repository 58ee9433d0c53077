import Foundation

/// A registration returned by the block-based `addObserver`; pass it to `removeObserver`.
public final class ObserverToken: CustomStringConvertible {
    let name: Notification.Name?
    let registration: Int
    /// Who registered it (for the observer-leak invariant): the screen, or the app.
    public let owner: ObserverOwner

    init(name: Notification.Name?, registration: Int, owner: ObserverOwner) {
        self.name = name
        self.registration = registration
        self.owner = owner
    }

    public var description: String { "observer #\(registration) for \(name?.rawValue ?? "all") (\(owner))" }
}

/// Who an observer belongs to.
public enum ObserverOwner: String, Sendable, CustomStringConvertible {
    /// Code of the screen: it should be gone once the screen is torn down.
    case screen
    /// App-wide code (a singleton): it may outlive the screen.
    case app

    public var description: String { rawValue }
}

/// The queue a block observer runs on; only the main queue exists in a world.
public enum ObserverQueue: Sendable {
    case main
}

/// A world's notification centre (the world's `NotificationCenter.default`): observers are
/// called synchronously, in registration order.
///
/// Two registration styles, as in Foundation:
/// - `addObserver(forName:object:queue:using:)` returns a token; the observer stays until
///   the token is passed to `removeObserver(_:)` — a screen that forgets leaks it.
/// - `addObserver(_:name:object:handler:)` ties the registration to an observer object and
///   is dropped automatically once that object is gone (iOS 9+ behaviour for selector-based
///   observers).
public final class WorldNotificationCenter {
    struct Registration {
        let id: Int
        let name: Notification.Name?
        let handler: (Notification) -> Void
        let token: ObserverToken?
        weak var observer: AnyObject?
        let hasObserver: Bool
        let owner: ObserverOwner
    }

    private var registrations: [Registration] = []
    private var nextID = 1
    /// The owner new registrations are attributed to.
    var currentOwner: ObserverOwner = .screen

    /// Notifications posted so far (names in order), for tests and reports.
    public private(set) var log: [Notification] = []
    /// Whether posted notifications are kept in `log`.
    public var keepsLog = false

    init() {}

    /// The current world's centre (`NotificationCenter.default` inside a running world).
    public static var `default`: WorldNotificationCenter {
        guard let world = World.current else { preconditionFailure("NotificationCenter.default needs a running world") }
        return world.notificationCenter
    }

    /// Registers a block observer; returns the token that removes it.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object: Any? = nil, queue: ObserverQueue? = nil,
        using block: @escaping (Notification) -> Void
    ) -> ObserverToken {
        let token = ObserverToken(name: name, registration: nextID, owner: currentOwner)
        registrations.append(Registration(id: nextID, name: name, handler: block, token: token, observer: nil, hasObserver: false, owner: currentOwner))
        nextID += 1
        return token
    }

    /// Registers an observer object; the registration ends when the object is gone or
    /// `removeObserver(_:)` is called with it.
    public func addObserver(_ observer: AnyObject, name: Notification.Name?, object: Any? = nil, handler: @escaping (Notification) -> Void) {
        registrations.append(Registration(id: nextID, name: name, handler: handler, token: nil, observer: observer, hasObserver: true, owner: currentOwner))
        nextID += 1
    }

    /// Removes a token's registration, or every registration of an observer object.
    public func removeObserver(_ observer: AnyObject) {
        if let token = observer as? ObserverToken {
            registrations.removeAll { $0.token === token }
        } else {
            registrations.removeAll { $0.hasObserver && $0.observer === observer }
        }
    }

    /// Removes an observer object's registrations for one name.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any? = nil) {
        registrations.removeAll { $0.hasObserver && $0.observer === observer && (name == nil || $0.name == name) }
    }

    /// Delivers a notification to every matching observer, in registration order.
    public func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Delivers a notification to every matching observer, in registration order.
    public func post(_ notification: Notification) {
        if keepsLog { log.append(notification) }
        registrations.removeAll { $0.hasObserver && $0.observer == nil }
        let snapshot = registrations
        for registration in snapshot where registration.name == nil || registration.name == notification.name {
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
