// Connectable: a publisher that publishes only once connected (`Timer.publish`),
// and `autoconnect()`, which connects it at its first subscriber and cancels
// the connection after its last — `Publishers.Autoconnect<Upstream>`, as in
// Apple's Combine, so `let timer: Publishers.Autoconnect<Timer.TimerPublisher>`
// and `timer.upstream.connect().cancel()` compile.

public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops it.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    public final class Autoconnect<Upstream: ConnectablePublisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inner = upstream._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            var ended = false
            return AnyCancellable {
                guard !ended else { return }
                ended = true
                inner.cancel()
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }
    }
}
