// Operators: the pipelines models build on publishers — `map`, `filter`,
// `compactMap`, `removeDuplicates`, `dropFirst`, `debounce`, `throttle`,
// `delay`, `receive(on:)`, `combineLatest`, `merge`, `eraseToAnyPublisher`,
// `assign(to:on:)`, `assign(to:)` — and the finite publishers `Just` and
// `Empty` (`Fail` and the failure operators: Failures.swift). Each operator
// subscribes to its upstream when it is subscribed to, and cancelling its
// subscription cancels the upstream's and anything it scheduled. A
// completion (a failure) passes through `map`, `filter`, `compactMap`,
// `removeDuplicates`, `dropFirst` and `eraseToAnyPublisher`; `delay` and
// `receive(on:)` schedule it after the values before it; `combineLatest` and
// `merge` finish when every upstream has, and fail at the first failure;
// `debounce` and `throttle` pass values only.

public enum Publishers {}

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream._sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }

    public struct Filter<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream._sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream._sink(receiveCompletion: receiveCompletion) { if let value = transform($0) { receiveValue(value) } }
        }
    }

    /// Passes a value on only when `isDuplicate(previous, value)` is false.
    public struct RemoveDuplicates<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let predicate = predicate
            let last = Box<Output?>(nil)
            return upstream._sink(receiveCompletion: receiveCompletion) { value in
                if let previous = last.value, predicate(previous, value) { return }
                last.value = value
                receiveValue(value)
            }
        }
    }

    public struct Drop<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let remaining = Box(count)
            return upstream._sink(receiveCompletion: receiveCompletion) { value in
                if remaining.value > 0 { remaining.value -= 1 } else { receiveValue(value) }
            }
        }
    }

    /// Each value restarts the wait; the value that waits `dueTime` undisturbed goes on.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: _ValuePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let pending = Box<AnyCancellable?>(nil)
            let (dueTime, scheduler) = (dueTime, scheduler)
            let subscription = upstream.sink { value in
                pending.value?.cancel()
                pending.value = scheduler._schedule(after: dueTime) { receiveValue(value) }
            }
            return AnyCancellable { subscription.cancel(); pending.value?.cancel() }
        }
    }

    /// The first value of a quiet period goes on at once and opens an interval; during it the
    /// latest (or the first) value is kept and goes on when it ends, opening the next.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: _ValuePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let state = ThrottleState<Output>()
            let (interval, scheduler, latest) = (interval, scheduler, latest)
            func openWindow() {
                state.window = scheduler._schedule(after: interval) {
                    state.window = nil
                    guard let held = state.held else { return }
                    state.held = nil
                    receiveValue(held)
                    openWindow()
                }
            }
            let subscription = upstream.sink { value in
                if state.window == nil {
                    receiveValue(value)
                    openWindow()
                } else if latest || state.held == nil {
                    state.held = value
                }
            }
            return AnyCancellable { subscription.cancel(); state.window?.cancel() }
        }
    }

    /// Every value, and the completion, goes on `interval` later.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            scheduled(upstream, after: interval, on: scheduler, receiveCompletion, receiveValue)
        }
    }

    /// Every value, and the completion, goes on when the scheduler next gets to it (on the
    /// virtual clock: in the frame's due work).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            scheduled(upstream, after: .nanoseconds(0), on: scheduler, receiveCompletion, receiveValue)
        }
    }

    /// Once both have sent, each value of either goes on with the other's latest. Finishes when
    /// both have; a failure of either ends it at once.
    public struct CombineLatest<A: Publisher, B: Publisher>: _CompletingPublisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping ((A.Output, B.Output)) -> Void) -> AnyCancellable {
            let latestA = Box<A.Output?>(nil), latestB = Box<B.Output?>(nil)
            let join = JoinedCompletion(sides: 2, receiveCompletion)
            join.subscriptions.append(a._sink(receiveCompletion: join.complete) { value in
                guard !join.ended else { return }
                latestA.value = value
                if let other = latestB.value { receiveValue((value, other)) }
            })
            join.subscriptions.append(b._sink(receiveCompletion: join.complete) { value in
                guard !join.ended else { return }
                latestB.value = value
                if let other = latestA.value { receiveValue((other, value)) }
            })
            return AnyCancellable { join.cancel() }
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: _CompletingPublisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping ((A.Output, B.Output, C.Output)) -> Void) -> AnyCancellable {
            CombineLatest(CombineLatest(a, b), c)._sink(receiveCompletion: receiveCompletion) { pair, third in
                receiveValue((pair.0, pair.1, third))
            }
        }
    }

    /// The values of both, as they come. Finishes when both have; a failure of either ends it at once.
    public struct Merge<A: Publisher, B: Publisher>: _CompletingPublisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let join = JoinedCompletion(sides: 2, receiveCompletion)
            join.subscriptions.append(a._sink(receiveCompletion: join.complete) { if !join.ended { receiveValue($0) } })
            join.subscriptions.append(b._sink(receiveCompletion: join.complete) { if !join.ended { receiveValue($0) } })
            return AnyCancellable { join.cancel() }
        }
    }
}

extension Publishers {
    /// Any number of upstreams of one type, merged: every value as it comes; finished once all are.
    public struct MergeMany<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            guard !publishers.isEmpty else {
                receiveCompletion(.finished)
                return AnyCancellable {}
            }
            let join = JoinedCompletion(sides: publishers.count, receiveCompletion)
            for upstream in publishers {
                join.subscriptions.append(upstream._sink(receiveCompletion: join.complete) { if !join.ended { receiveValue($0) } })
            }
            return AnyCancellable { join.cancel() }
        }
    }
}

/// The completion of an operator over several upstreams: `.finished` once every side has
/// finished, a failure at once (cancelling the others); one completion at most.
final class JoinedCompletion<Failure: Error> {
    private var unfinished: Int
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private(set) var ended = false
    var subscriptions: [AnyCancellable] = []

    init(sides: Int, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        unfinished = sides
        self.receiveCompletion = receiveCompletion
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        if case .finished = completion {
            unfinished -= 1
            guard unfinished == 0 else { return }
        }
        ended = true
        cancel()
        receiveCompletion(completion)
    }

    func cancel() {
        let subscriptions = subscriptions
        self.subscriptions = []
        subscriptions.forEach { $0.cancel() }
    }
}

/// `upstream`'s values and completion, each run `delay` later on `scheduler`, in order; the
/// result cancels the subscription and everything still scheduled.
func scheduled<Upstream: Publisher, Context: Scheduler>(
    _ upstream: Upstream, after delay: Context.SchedulerTimeType.Stride, on scheduler: Context,
    _ receiveCompletion: @escaping (Subscribers.Completion<Upstream.Failure>) -> Void,
    _ receiveValue: @escaping (Upstream.Output) -> Void) -> AnyCancellable {
    let pending = Box<[AnyCancellable]>([])
    let subscription = upstream._sink(receiveCompletion: { completion in
        pending.value.append(scheduler._schedule(after: delay) { receiveCompletion(completion) })
    }, receiveValue: { value in
        pending.value.append(scheduler._schedule(after: delay) { receiveValue(value) })
    })
    return AnyCancellable { subscription.cancel(); pending.value.forEach { $0.cancel() } }
}

/// Mutable state an operator's closures share.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class ThrottleState<Output> {
    var window: AnyCancellable?
    var held: Output?
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }

    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }

    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ b: P, _ c: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(_ b: P, _ c: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure
    {
        Publishers.CombineLatest3(self, b, c).map { transform($0.0, $0.1, $0.2) }
    }

    /// Each nil becomes `output` (Combine's declaration: a `map`).
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Writes every value into `object`'s property.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

/// A publisher of a type nobody needs to know.
public struct AnyPublisher<Output, Failure: Error>: _CompletingPublisher, _IdentifiedPublisher {
    private let subscribe: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable
    /// Apple's `AnyPublisher` holds its publisher in a box of its own: each erasure is a new one,
    /// which SwiftUI's comparison of an `.onReceive`'s old and new publisher tells apart.
    private let box = _ErasureBox()

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._sink(receiveCompletion: $0, receiveValue: $1) }
    }

    public var _publisherIdentity: ObjectIdentifier { ObjectIdentifier(box) }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe({ _ in }, receiveValue) }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

/// A value publisher with an identity of its own (`AnyPublisher`'s box): how `.onReceive` tells a
/// publisher made again by a body from the one it subscribed to.
public protocol _IdentifiedPublisher {
    var _publisherIdentity: ObjectIdentifier { get }
}

public final class _ErasureBox {
    init() {}
}

/// One value, then done.
public struct Just<Output>: _CompletingPublisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        return AnyCancellable {}
    }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// No value; done at once (unless told never to complete).
public struct Empty<Output, Failure: Error>: _CompletingPublisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}
