// Combine's further operators and publishers, end to end under both engines:
// `Sequence.publisher`, `Result.publisher`, `reduce`, `count`, `last`,
// `ignoreOutput`, `append`/`prepend` of publishers, `prefix`, `drop(while:)`,
// `replaceNil`, `mapError`, `retry`, `tryCatch`, 3-way `combineLatest`,
// `merge`'s and `delay`'s completions, `print(_:to:)` and `share()`
// (Combine/*.swift); then the timed ones on the virtual clock — `timeout`,
// `subscribe(on:)` — and `values` in a for-await loop. What each pipeline
// delivered, completions included, is checked by the workload (it traps
// otherwise); the counts follow from which property each delivery writes.

import RedrawResults
import Testing

@Suite struct CombineAdditionsTests {
    static let operators = """
    import SwiftUI
    import Combine

    enum LoadError: Error, Equatable { case offline, bad }

    final class Lines: TextOutputStream {
        var text = ""
        func write(_ string: String) { text += string }
    }

    @Observable final class Board {
        var log: [String] = []
        var total = 0
        @ObservationIgnored var bag = Set<AnyCancellable>()
        @ObservationIgnored let printed = Lines()
        @ObservationIgnored var attempts = 0
        @ObservationIgnored var upstreamRuns = 0
        @ObservationIgnored let ticks = PassthroughSubject<Int, Never>()

        func record<P: Publisher>(_ name: String, _ publisher: P) {
            publisher.sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: self?.log.append("\\(name) finished")
                case .failure(let error): self?.log.append("\\(name) failed \\(error)")
                }
            }, receiveValue: { [weak self] value in self?.log.append("\\(name) \\(value)") })
            .store(in: &bag)
        }

        func build() {
            record("seq", [1, 2, 3].publisher)
            record("result", Result<Int, LoadError>.failure(.offline).publisher)
            record("reduce", [1, 2, 3].publisher.reduce(10, +))
            record("count", [5, 6].publisher.count())
            record("last", [1, 2, 3].publisher.last())
            record("ignore", [1, 2].publisher.ignoreOutput().map { _ in 0 })
            record("append", Just(1).append(2, 3).append(Just(4)))
            record("prepend", Just(3).prepend(Just(1).append(2)))
            record("prefix", [1, 2, 3, 4].publisher.prefix(2))
            record("while", [1, 2, 5, 1].publisher.prefix(while: { $0 < 3 }))
            record("drop", [1, 2, 5, 1].publisher.drop(while: { $0 < 3 }))
            record("first", [7, 8].publisher.first())
            record("nil", [1, nil, 3].publisher.replaceNil(with: 0))
            record("mapError", Fail<Int, LoadError>(error: .offline).mapError { _ in LoadError.bad })
            record("retry", Deferred { () -> AnyPublisher<Int, LoadError> in
                self.attempts += 1
                return self.attempts < 3 ? Fail(error: LoadError.offline).eraseToAnyPublisher()
                                         : Just(self.attempts).setFailureType(to: LoadError.self).eraseToAnyPublisher()
            }.retry(5))
            record("exhausted", Fail<Int, LoadError>(error: .offline).retry(2))
            record("tryCatch", Fail<Int, LoadError>(error: .offline).tryCatch { _ in Just(9) })
            record("throwing", Fail<Int, LoadError>(error: .offline).tryCatch { _ -> Just<Int> in throw LoadError.bad })
            record("latest3", Just(1).combineLatest(Just("a"), Just(true)) { "\\($0)\\($1)\\($2)" })
            record("print", Just(1).print("p", to: printed))
            record("merge", Just(1).merge(with: Just(2)))
            record("later", Just(1).delay(for: .seconds(1), scheduler: RunLoop.main).receive(on: DispatchQueue.main))
            let shared = Deferred { () -> Just<Int> in self.upstreamRuns += 1; return Just(5) }
                .append(ticks)
                .share()
            record("shareA", shared)
            record("shareB", shared)
        }
    }

    struct LogView: View {
        var board: Board
        var body: some View { Text(board.log.last ?? "") }
    }

    let board = Board()
    Redraw.root { LogView(board: board) }
    Redraw.step("build") { board.build() }
    Redraw.step("tick") {
        board.ticks.send(6)
        precondition(!board.log.contains { $0.hasPrefix("later") }, "delay(for: 1 s) delivered early")
    }
    Redraw.wait(seconds: 1)
    Redraw.step("check") {
        func expect(_ name: String, _ lines: [String]) {
            let got = board.log.filter { $0.hasPrefix(name + " ") }
            precondition(got == lines, "\\(name): \\(got)")
        }
        expect("seq", ["seq 1", "seq 2", "seq 3", "seq finished"])
        expect("result", ["result failed offline"])
        expect("reduce", ["reduce 16", "reduce finished"])
        expect("count", ["count 2", "count finished"])
        expect("last", ["last 3", "last finished"])
        expect("ignore", ["ignore finished"])
        expect("append", ["append 1", "append 2", "append 3", "append 4", "append finished"])
        expect("prepend", ["prepend 1", "prepend 2", "prepend 3", "prepend finished"])
        expect("prefix", ["prefix 1", "prefix 2", "prefix finished"])
        expect("while", ["while 1", "while 2", "while finished"])
        expect("drop", ["drop 5", "drop 1", "drop finished"])
        expect("first", ["first 7", "first finished"])
        expect("nil", ["nil 1", "nil 0", "nil 3", "nil finished"])
        expect("mapError", ["mapError failed bad"])
        expect("retry", ["retry 3", "retry finished"])
        expect("exhausted", ["exhausted failed offline"])
        expect("tryCatch", ["tryCatch 9", "tryCatch finished"])
        expect("throwing", ["throwing failed bad"])
        expect("latest3", ["latest3 1atrue", "latest3 finished"])
        expect("merge", ["merge 1", "merge 2", "merge finished"])
        expect("later", ["later 1", "later finished"])
        expect("print", ["print 1", "print finished"])
        precondition(board.printed.text == "p: receive subscription: (Just)\\np: request unlimited\\np: receive value: (1)\\np: receive finished\\n", board.printed.text)
        expect("shareA", ["shareA 5", "shareA 6"])
        expect("shareB", ["shareB 6"])
        precondition(board.upstreamRuns == 1)

    }
    """

    @Test(arguments: EngineKind.allCases)
    func finitePublishersAndOperatorsCarryValuesAndCompletions(_ engine: EngineKind) throws {
        let r = try run(Self.operators, engine, name: "combine-additions")
        // "build" appends to `log`, which LogView reads (pull) or whose object it observes (push):
        // one re-run. "tick": the shared subject's value reaches both subscribers, one write each,
        // one frame: one re-run. The wait: the delayed value and its completion, in one frame.
        #expect(r.bodies("build", "LogView") == 1)
        #expect(r.bodies("tick", "LogView") == 1)
        #expect(r.bodies("wait 1 s", "LogView") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let timed = """
    import SwiftUI
    import Combine

    enum Slow: Error { case timedOut }

    @Observable final class Feed {
        var log: [String] = []
        var seen: [Int] = []
        @ObservationIgnored var bag = Set<AnyCancellable>()
        @ObservationIgnored let pings = PassthroughSubject<Int, Never>()
        @ObservationIgnored let numbers = PassthroughSubject<Int, Slow>()
        @ObservationIgnored var loop: Task<Void, Never>?

        func start() {
            pings.timeout(.seconds(1), scheduler: DispatchQueue.main)
                .sink(receiveCompletion: { [weak self] _ in self?.log.append("quiet") },
                      receiveValue: { [weak self] in self?.log.append("ping \\($0)") })
                .store(in: &bag)
            numbers.timeout(.milliseconds(500), scheduler: RunLoop.main, customError: { .timedOut })
                .sink(receiveCompletion: { [weak self] in
                    if case .failure(let e) = $0 { self?.log.append("failed \\(e)") }
                }, receiveValue: { _ in })
                .store(in: &bag)
            Just(1).subscribe(on: DispatchQueue.global())
                .sink { [weak self] in self?.log.append("subscribed \\($0)") }
                .store(in: &bag)
            log.append("started")
            loop = Task { @MainActor in
                for await value in pings.values { seen.append(value) }
                log.append("loop ended")
            }
        }
    }

    struct SeenView: View {
        var feed: Feed
        var body: some View { Text("\\(feed.seen.count)") }
    }

    let feed = Feed()
    Redraw.root { SeenView(feed: feed) }
    Redraw.step("start") {
        feed.start()
        precondition(feed.log == ["started"], "\\(feed.log)")   // subscribe(on:) waits for the due work
    }
    Redraw.step("ping", frames: 3) { frame in feed.pings.send(frame) }
    Redraw.step("check after pings") {
        precondition(feed.seen == [0, 1, 2], "seen \\(feed.seen)")
        precondition(feed.log == ["started", "subscribed 1", "ping 0", "ping 1", "ping 2"], "\\(feed.log)")
    }
    Redraw.wait(seconds: 0.5)
    Redraw.wait(seconds: 1)
    Redraw.step("check") {
        precondition(feed.log == ["started", "subscribed 1", "ping 0", "ping 1", "ping 2", "failed timedOut", "quiet"], "\\(feed.log)")
        feed.loop?.cancel()
    }
    Redraw.step("check loop") {
        precondition(feed.log.last == "loop ended", "\\(feed.log)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func timeoutSubscribeOnAndValuesRunOnTheVirtualClock(_ engine: EngineKind) throws {
        let r = try run(Self.timed, engine, name: "combine-additions-timed")
        let push = engine == .push
        // Each ping reaches the for-await loop in its own frame's due work, which appends to
        // `seen` (read by SeenView): one re-run per frame.
        #expect(r.bodies("ping", "SeenView") == 3)
        // The timeouts write `log` only, which no body reads (pull); push re-runs on any write.
        #expect(r.bodies("wait 1 s", "SeenView") == (push ? 1 : 0))
        #expect(r.bodies("wait 0.5 s", "SeenView") == (push ? 1 : 0))
    }
}

/// API a tester's MVVM apps used (trial of this session): Combine's `Publishers.MergeMany`,
/// SwiftUI's `colorInvert()`, `import OSLog` with `OSLog.Category.pointsOfInterest`.
@Suite struct MergeManyAndOSLogTests {
    /// "load": MergeMany of three `Just`s sends 1, 2, 3 and finishes once all three have; `collect()`
    /// then sends `[1, 2, 3]` at once, one write of `values` (read by ContentView): 1 body, both
    /// engines. An empty MergeMany finishes at once (its `collect()` sends `[]`).
    @Test(arguments: EngineKind.allCases)
    func mergeManyMergesEveryUpstream(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        import OSLog

        let poi = OSLog(subsystem: "app", category: .pointsOfInterest)
        let logger = Logger(poi)

        final class VM: ObservableObject {
            @Published var values: [Int] = []
            var empty: [Int]? = nil
            var bag = Set<AnyCancellable>()
            func load() {
                Publishers.MergeMany([Just(1), Just(2), Just(3)])
                    .collect()
                    .sink { [weak self] in self?.values = $0 }
                    .store(in: &bag)
                Publishers.MergeMany<Just<Int>>([]).collect().sink { [weak self] in self?.empty = $0 }.store(in: &bag)
                logger.info("loaded \\(self.values.count)")
            }
        }
        struct ContentView: View {
            @StateObject var vm = VM()
            var body: some View { Text("\\(vm.values.count)").background(Color.secondary.colorInvert()) }
        }
        Redraw.root { ContentView() }
        Redraw.step("load") { let vm: VM = Redraw.state(of: ContentView.self, "vm"); vm.load() }
        Redraw.step("check") {
            let vm: VM = Redraw.state(of: ContentView.self, "vm")
            precondition(vm.values == [1, 2, 3] && vm.empty == [], "\\(vm.values) \\(String(describing: vm.empty))")
        }
        """
        let r = try run(source, engine, name: "merge-many")
        #expect(r.bodies("load", "ContentView") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}

/// `import os.log` (the `log` submodule of Apple's `os`, in every file of a tester's app that
/// logs, trial BB-1) is Redraw's `os`: swiftc said "no such module 'os.log'". The didSet logs the
/// count it reads; "bump" writes `count`, which CountView read: 1 body under each engine (rule 1).
@Suite struct SubmoduleImportTests {
    @Test(arguments: EngineKind.allCases)
    func importOsLogIsOs(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import os.log
        import os.signpost

        final class Model: ObservableObject {
            private let logger = Logger(subsystem: "app", category: "model")
            @Published var count = 0 { didSet { logger.debug("count \\(self.count)") } }
        }
        struct CountView: View {
            @ObservedObject var model: Model
            var body: some View { Text("\\(model.count)") }
        }
        let model = Model()
        Redraw.root { CountView(model: model) }
        Redraw.step("bump") { model.count += 1 }
        """
        let r = try run(source, engine, name: "import-os-log")
        #expect(r.bodies("bump", "CountView") == 1)
    }
}
