import LayoutCore

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or anyone) posted to this
    /// centre (Foundation's `NotificationCenter.Publisher`). Each subscription is a block
    /// observer, removed when the subscription is cancelled: one that nobody cancels outlives
    /// the screen like any forgotten observer.
    public struct Publisher: ClearanceCombine.Publisher {
        /// The values it sends.
        public typealias Output = Notification
        /// The error it may end with.
        public typealias Failure = Never
        /// The centre it observes.
        public let center: NotificationCenter
        /// The name it observes.
        public let name: Notification.Name
        /// The sender it observes (anyone when `nil`).
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name` (from `object`, or anyone).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Notification, Never>) -> any Cancellable {
            let token = center.addObserver(forName: name, object: object, queue: nil) { note in downstream.receive(note) }
            return CancelAction { [center] in center.removeObserver(token) }
        }
    }

    /// The notifications named `name` as a publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
