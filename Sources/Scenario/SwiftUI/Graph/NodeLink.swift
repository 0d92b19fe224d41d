// NodeLink: what a node hears, in one field — its push subscriptions or its
// pull tracking.
//
// A view of a push form holds subscriptions and one of a pull form a tracking,
// so one field holds either: three fields (a first subscription, the others, a
// tracking) took a one-object row's node past jemalloc's 192-byte class. A node
// with both at once — a mixed form of a migration plan, where a view holds a
// push object and reads a pull one — keeps its tracking in its extras
// (`Node.tracking`).

import Combine
import RedrawObservation

enum NodeLink {
    case none
    /// The live tracking, when the runtime holds it (`_DirectTracking`).
    case tracking(_DirectTracking.Handle)
    /// One subscription, the common case: the publisher and the slot it gave.
    case subscription(ObservableObjectPublisher, slot: Int32)
    /// Two or more, in subscription order.
    case subscriptions([Subscription])

    struct Subscription {
        let publisher: ObservableObjectPublisher
        let slot: Int
    }

    /// Subscriptions held (the push engine's dependencies).
    var subscriptionCount: Int {
        switch self {
        case .subscription: 1
        case .subscriptions(let all): all.count
        case .none, .tracking: 0
        }
    }

    var holdsSubscriptions: Bool { subscriptionCount > 0 }

    /// The publisher of the `index`th subscription, if there is one.
    func publisher(at index: Int) -> ObservableObjectPublisher? {
        switch self {
        case .subscription(let publisher, _): index == 0 ? publisher : nil
        case .subscriptions(let all): index < all.count ? all[index].publisher : nil
        case .none, .tracking: nil
        }
    }

    /// Cancels every subscription held.
    func unsubscribe() {
        switch self {
        case .subscription(let publisher, let slot): publisher.unsubscribe(Int(slot))
        case .subscriptions(let all): for s in all { s.publisher.unsubscribe(s.slot) }
        case .none, .tracking: break
        }
    }
}
