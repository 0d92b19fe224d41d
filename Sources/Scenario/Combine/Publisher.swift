// Publisher: the small part of Combine's vocabulary that models use to say
// "something will change". Pipelines (`debounce`, `map`, `sink` on `$property`)
// are a later step; this file is the protocol they will hang on.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receiveValue` with every value sent from now on, until the result is cancelled.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// A cancellation token: cancels when told, or when it is released.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

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
