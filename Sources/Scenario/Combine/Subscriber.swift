// Subscriber: Combine's other half — what a publisher written as in Combine
// (`func receive<S: Subscriber>(subscriber: S)`) is given, and what it gives
// back: a `Subscription` the subscriber asks for values through, counted as
// `Subscribers.Demand`. Redraw's own publishers deliver through closures
// (Publisher.swift); Subscribing.swift joins the two.
//
// Invariants:
// - The vocabulary is Combine's, member for member as apps write it: a
//   subscriber of the app's own, a subscription of its own, demand arithmetic
//   (`demand -= 1`, `demand > 0`, `.max(1) + .unlimited`).
// - `.unlimited` absorbs: adding to it, or taking from it, leaves it unlimited;
//   a limited demand never goes below `.none`.

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    /// First, once: the subscription to ask for values through (nothing comes before it asks).
    func receive(subscription: Subscription)
    /// A value; the result is how many more it wants, on top of what it asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Last, at most once.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A subscriber's link to its publisher: it asks for values, and cancels, through it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// `Subscriptions.empty`: for a publisher that has nothing to send (then completes at once).
public enum Subscriptions {
    public static var empty: Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// An identity for subscribers and subscriptions: a class's is the object's.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let object: ObjectIdentifier?
    private let number: UInt64

    /// The scenario's one thread makes every identifier.
    nonisolated(unsafe) private static var made: UInt64 = 0

    public init() {
        Self.made += 1
        object = nil
        number = Self.made
    }

    public init(_ object: AnyObject) {
        self.object = ObjectIdentifier(object)
        number = 0
    }

    public var description: String { object.map { "\($0)" } ?? "0x\(String(number, radix: 16))" }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension Subscribers {
    /// How many values a subscriber asks for: a count, or `.unlimited`.
    public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible {
        /// nil: unlimited.
        let limit: Int?
        public static let unlimited = Demand(limit: nil)
        public static let none = Demand(limit: 0)
        /// `value` more (a negative count is none).
        public static func max(_ value: Int) -> Demand { Demand(limit: Swift.max(0, value)) }
        public var max: Int? { limit }
        public var description: String { limit.map { "max(\($0))" } ?? "unlimited" }

        public static func + (a: Demand, b: Demand) -> Demand {
            guard let x = a.limit, let y = b.limit else { return .unlimited }
            let (sum, overflow) = x.addingReportingOverflow(y)
            return overflow ? .unlimited : Demand(limit: sum)
        }
        public static func + (a: Demand, b: Int) -> Demand { a + .max(b) }
        public static func - (a: Demand, b: Demand) -> Demand {
            guard let x = a.limit else { return .unlimited }
            guard let y = b.limit else { return .none }
            return .max(x - y)
        }
        public static func - (a: Demand, b: Int) -> Demand {
            guard let x = a.limit else { return .unlimited }
            return .max(x - b)
        }
        public static func * (a: Demand, b: Int) -> Demand {
            guard let x = a.limit else { return .unlimited }
            let (product, overflow) = x.multipliedReportingOverflow(by: Swift.max(0, b))
            return overflow ? .unlimited : Demand(limit: product)
        }
        public static func += (a: inout Demand, b: Demand) { a = a + b }
        public static func += (a: inout Demand, b: Int) { a = a + b }
        public static func -= (a: inout Demand, b: Demand) { a = a - b }
        public static func -= (a: inout Demand, b: Int) { a = a - b }
        public static func *= (a: inout Demand, b: Int) { a = a * b }

        /// `.unlimited` is more than any count.
        public static func < (a: Demand, b: Demand) -> Bool {
            guard let x = a.limit else { return false }
            guard let y = b.limit else { return true }
            return x < y
        }
        public static func == (a: Demand, b: Int) -> Bool { a.limit == b }
        public static func != (a: Demand, b: Int) -> Bool { a.limit != b }
        public static func < (a: Demand, b: Int) -> Bool { a.limit.map { $0 < b } ?? false }
        public static func <= (a: Demand, b: Int) -> Bool { a.limit.map { $0 <= b } ?? false }
        public static func > (a: Demand, b: Int) -> Bool { a.limit.map { $0 > b } ?? true }
        public static func >= (a: Demand, b: Int) -> Bool { a.limit.map { $0 >= b } ?? true }
        public static func == (a: Int, b: Demand) -> Bool { b == a }
        public static func != (a: Int, b: Demand) -> Bool { b != a }
        public static func < (a: Int, b: Demand) -> Bool { b > a }
        public static func <= (a: Int, b: Demand) -> Bool { b >= a }
        public static func > (a: Int, b: Demand) -> Bool { b < a }
        public static func >= (a: Int, b: Demand) -> Bool { b <= a }
    }
}
