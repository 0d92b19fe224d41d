// NotificationSequence: iOS 15's `NotificationCenter.notifications(named:object:)`,
// an `AsyncSequence` of the posts of one name, which Foundation on Linux does
// not have (trial BA-1: `for await _ in center.notifications(named: …)` in a
// `.task`). Each iterator is an observer of its own, added when the loop
// starts and removed when it ends — the loop breaks, or its task is cancelled
// (the view that ran `.task` went away). A post is buffered, and the waiting
// task resumes as a job on the main actor in the same frame, as a post's
// delivery to a `for await` loop on the main actor does.

import Foundation

extension NotificationCenter {
    public struct Notifications: AsyncSequence {
        public typealias Element = Notification

        let center: NotificationCenter
        let name: Notification.Name?
        let object: AnyObject?

        public struct AsyncIterator: AsyncIteratorProtocol {
            var posts: AsyncStream<Notification>.Iterator

            public mutating func next() async -> Notification? { await posts.next() }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            let (posts, continuation) = AsyncStream<Notification>.makeStream()
            let center = self.center
            let observer = Observer(center.addObserver(forName: name, object: object, queue: nil) { continuation.yield($0) })
            // The iterator's end (a break, a cancelled task) ends the stream: the observer goes with it.
            continuation.onTermination = { _ in center.removeObserver(observer.token) }
            return AsyncIterator(posts: posts.makeAsyncIterator())
        }
    }

    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }
}

/// The token `addObserver` returned, to hand to the termination handler.
private final class Observer: @unchecked Sendable {
    let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
}
