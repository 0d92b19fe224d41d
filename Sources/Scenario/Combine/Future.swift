// Future: one result, made by work that starts when the future is made and
// calls its promise once — at once, or later (from a `DispatchQueue` block
// or a task on the virtual clock).
//
// Invariants:
// - The work runs in `init`, once, whoever subscribes (as in Combine; wrap
//   it in `Deferred` to run it per subscription).
// - Only the promise's first call counts. A subscriber that comes before it
//   waits; one that comes after hears the result at once. A success is its
//   value then `.finished`; a failure is `.failure` alone.
// - The promise holds the future: work that fulfils it later keeps it alive,
//   as a subscription does.

public final class Future<Output, Failure: Error>: _CompletingPublisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    /// Subscribers waiting for the result, in the order they came; a cancelled one is nil.
    private var waiting: [((Result<Output, Failure>) -> Void)?] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let waiting = waiting
        self.waiting = []
        for deliver in waiting { deliver?(result) }
    }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let deliver = { (result: Result<Output, Failure>) in send(result, receiveValue, receiveCompletion) }
        if let result {
            deliver(result)
            return AnyCancellable {}
        }
        let slot = waiting.count
        waiting.append(deliver)
        // Holds the future until cancelled: `Future { … }.sink { … }.store(in:)` keeps no other reference.
        return AnyCancellable { if slot < self.waiting.count { self.waiting[slot] = nil } }
    }
}

/// A result as a finite publisher sends it: the value then `.finished`, or the failure
/// (a `Future`'s promise, `Result.publisher`).
func send<Output, Failure: Error>(_ result: Result<Output, Failure>, _ receiveValue: (Output) -> Void,
                                  _ receiveCompletion: (Subscribers.Completion<Failure>) -> Void) {
    switch result {
    case .success(let value):
        receiveValue(value)
        receiveCompletion(.finished)
    case .failure(let error):
        receiveCompletion(.failure(error))
    }
}
