// `NotificationCenter.default.publisher(for:object:)`: Foundation's center,
// heard through Combine. Each subscription is an observer of its own, added
// when it subscribes and removed when its `AnyCancellable` goes; a post
// delivers at once, on the posting thread (the scenario's one thread), as a
// center with no queue does.

import Foundation

extension NotificationCenter {
    public struct Publisher: Combine._ValuePublisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            let center = self.center
            let token = center.addObserver(forName: name, object: object, queue: nil) { receiveValue($0) }
            return AnyCancellable { center.removeObserver(token) }
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
