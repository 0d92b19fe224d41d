// Print: `print(_:to:)`, which logs each event that passes, in the words of
// Apple's Combine — "prefix: receive subscription: (Just)", "request
// unlimited", "receive value: (1)", "receive finished", "receive error:
// (e)", "receive cancel" — to standard output or to the stream given.
//
// Invariants:
// - Everything passes on unchanged; the line is written before the event
//   goes on. An empty prefix writes the words alone (no ": ").
// - Redraw's subscriptions ask for everything, so the request logged is
//   always "unlimited".
// - "receive cancel" is written only for a cancel before a completion.

extension Publishers {
    public struct Print<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let prefix: String
        public let upstream: Upstream
        public let stream: TextOutputStream?

        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let log = PrintLog(prefix: prefix, stream: stream)
            let ended = Box(false)
            // Apple's subscription descriptions are the publisher's name: `Just`, `Map`, `PassthroughSubject`.
            log.write("receive subscription: (\(String(describing: Upstream.self).prefix { $0 != "<" }))")
            log.write("request unlimited")
            let subscription = upstream._sink(receiveCompletion: { completion in
                ended.value = true
                switch completion {
                case .finished: log.write("receive finished")
                case .failure(let error): log.write("receive error: (\(error))")
                }
                receiveCompletion(completion)
            }, receiveValue: { value in
                log.write("receive value: (\(value))")
                receiveValue(value)
            })
            return AnyCancellable {
                guard !ended.value else { return }
                ended.value = true
                log.write("receive cancel")
                subscription.cancel()
            }
        }
    }
}

/// Where a `print` operator writes: its stream (a value, kept and written through), or standard output.
final class PrintLog {
    let prefix: String
    var stream: TextOutputStream?

    init(prefix: String, stream: TextOutputStream?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ words: String) {
        guard var target = stream else { return Swift.print(prefix + words) }
        // As `Swift.print(_:to:)` writes: the line, then its terminator.
        target.write(prefix + words)
        target.write("\n")
        stream = target
    }
}

extension Publisher {
    /// Logs every event with `prefix`, to `stream` or to standard output.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
