// Publisher: Combine's vocabulary as far as models use it — a value stream
// that a subscriber hears through `sink`, and operators built on it
// (Operators.swift). Delivery is synchronous on the scenario's one thread;
// time-based operators wait on a `Scheduler` (Scheduler.swift), which in a
// scenario is the virtual clock.
//
// Invariants:
// - `sink(receiveValue:)` is the one requirement: everything else is built
//   from it. A subscription lasts until its `AnyCancellable` is cancelled or
//   released.
// - Completion is delivered only by the finite publishers, `Just` and
//   `Empty`; the others never finish.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receiveValue` with every value sent from now on, until the result is cancelled.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
    /// The same with completion; publishers that never finish need not implement it.
    func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
               receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveValue: receiveValue)
    }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// An operator that carries completions: it implements `_sink`, and its plain `sink` is that with
/// completions ignored.
public protocol _CompletingPublisher: Publisher {}

extension _CompletingPublisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

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
