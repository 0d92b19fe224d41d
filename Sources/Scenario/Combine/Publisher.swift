// Publisher: Combine's vocabulary as far as models use it — a value stream
// that a subscriber hears through `sink`, and operators built on it
// (Operators.swift). Delivery is synchronous on the scenario's one thread;
// time-based operators wait on a `Scheduler` (Scheduler.swift), which in a
// scenario is the virtual clock.
//
// Invariants:
// - A publisher implements one of three requirements and the others come
//   from it: Redraw's own implement `sink(receiveValue:)` (values only,
//   marked `_ValuePublisher`) or `_sink` (with completions, marked
//   `_CompletingPublisher`); one written as in Combine implements
//   `receive(subscriber:)`, and `sink` reaches it through a `Subscribers.Sink`
//   (Subscribing.swift). Whichever one a publisher implements, the defaults
//   reach it without going round in a circle; one of Redraw's that forgot
//   its mark loses at most completions on the subscriber path.
// - Redraw's publishers keep their closure delivery: a `Subscriber` is
//   served by a bridge over it, which costs the subscriber path only.
// - A subscription lasts until its `AnyCancellable` is cancelled or released.
// - Completion is delivered only by the finite publishers (`Just`, `Empty`,
//   `Fail`, `Future`, `Sequence.publisher`, `Result.publisher`, and one
//   written as in Combine that completes) and the operators that end a
//   stream themselves (`prefix`, `first`, `timeout`); subjects never finish.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receiveValue` with every value sent from now on, until the result is cancelled.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
    /// The same with completion; publishers that never finish need not implement it.
    func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
               receiveValue: @escaping (Output) -> Void) -> AnyCancellable
    /// Combine's requirement: attaches `subscriber`, which is given its subscription first.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

// The defaults of a publisher written as in Combine, which implements `receive(subscriber:)`
// alone: `sink` is `_sink` without completions, and `_sink` subscribes a `Subscribers.Sink`.
// `receive(subscriber:)`'s own default goes through `sink`, never `_sink`, so that no chain of
// defaults comes back to where it started.
extension Publisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        SubscriberBridge.attach(subscriber) { bridge in sink(receiveValue: bridge.send) }
    }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// A publisher that never completes: it implements `sink`, and its `_sink` is that (the
/// completion is never called). A subscriber hears its values through the same `sink`.
public protocol _ValuePublisher: Publisher {}

extension _ValuePublisher {
    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveValue: receiveValue)
    }
}

/// A publisher that carries completions: it implements `_sink` (its plain `sink` is that with
/// completions ignored, unless it has its own), and a subscriber hears them through it.
public protocol _CompletingPublisher: Publisher {}

extension _CompletingPublisher {
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        SubscriberBridge.attach(subscriber) { bridge in _sink(receiveCompletion: bridge.complete, receiveValue: bridge.send) }
    }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A cancellation token: cancels when told, or when it is released.
public final class AnyCancellable: Hashable, Cancellable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of one publisher, in the order they came; ids stay valid after removals.
///
/// A removal costs the same wherever its subscriber sits: it finds the slot by binary search
/// in `ids` (ascending, since ids only grow), empties it, and compacts only when the list is
/// empty or half holes — points that depend on counts, never on order. The first version
/// scanned the entries with `removeAll(where:)`, and in this unspecialised generic code each
/// visited `(Int, (Output) -> Void)` tuple cost a heap allocation (a profile with perf showed
/// them under `firstIndex` and `swapAt`); a `Set<AnyCancellable>` cancels in an order that
/// follows object addresses, so clean-architecture's search step allocated 3 % more or less
/// from run to run (MeasurementTests.cancellingInEitherOrderAllocatesTheSame).
final class SubscriberList<Output> {
    private var ids: [Int] = []
    private var receivers: [((Output) -> Void)?] = []
    private var live = 0
    private var nextID = 0

    var isEmpty: Bool { live == 0 }

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        ids.append(id)
        receivers.append(receive)
        live += 1
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        guard low < ids.count, ids[low] == id, receivers[low] != nil else { return }
        receivers[low] = nil
        live -= 1
        if live == 0 {
            ids.removeAll(keepingCapacity: true)
            receivers.removeAll(keepingCapacity: true)
        } else if ids.count >= 32, live * 2 <= ids.count {
            compact()
        }
    }

    private func compact() {
        var keptIDs: [Int] = []
        var kept: [((Output) -> Void)?] = []
        keptIDs.reserveCapacity(live)
        kept.reserveCapacity(live)
        for index in ids.indices where receivers[index] != nil {
            keptIDs.append(ids[index])
            kept.append(receivers[index])
        }
        ids = keptIDs
        receivers = kept
    }

    func send(_ value: Output) {
        // A subscriber may cancel, or subscribe, while it hears the value: send to those there now.
        for receive in receivers { receive?(value) }
    }
}
