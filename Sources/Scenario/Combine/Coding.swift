// Coding: `tryMap`, `decode(type:decoder:)` and `encode(encoder:)`, the steps
// that follow a request in apps (`dataTaskPublisher(for:)…map(\.data)
// .decode(type: [Item].self, decoder: JSONDecoder())`), whose network part a
// scenario replaces with canned data. `TopLevelDecoder`/`TopLevelEncoder` are
// Combine's protocols (Foundation has none on Linux): JSON and property-list
// coders conform, as in Apple's Combine.
//
// Invariants:
// - A throwing transform fails the stream with its error, as Combine does:
//   the upstream is cancelled, `receiveCompletion` gets `.failure(error)`,
//   and no value follows. An upstream failure passes on as `any Error`.

import Foundation

public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    public struct TryMap<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            let ended = Box(false)
            // Nil while the upstream is still delivering inside `_sink` (a `Just`): a throw then ends
            // the stream by `ended` alone, and the upstream has nothing left to cancel.
            let subscription = Box<AnyCancellable?>(nil)
            subscription.value = upstream._sink(receiveCompletion: { completion in
                guard !ended.value else { return }
                ended.value = true
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error): receiveCompletion(.failure(error))
                }
            }, receiveValue: { value in
                guard !ended.value else { return }
                do {
                    receiveValue(try transform(value))
                } catch {
                    ended.value = true
                    subscription.value?.cancel()
                    receiveCompletion(.failure(error))
                }
            })
            if ended.value { subscription.value?.cancel() }
            return AnyCancellable { subscription.value?.cancel() }
        }
    }

    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: _CompletingPublisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let decoder: Coder

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let decoder = decoder
            return TryMap(upstream: upstream) { try decoder.decode(Output.self, from: $0) }
                ._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: _CompletingPublisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let encoder: Coder

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let encoder = encoder
            return TryMap(upstream: upstream) { try encoder.encode($0) }
                ._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publisher where Output: Encodable {
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
