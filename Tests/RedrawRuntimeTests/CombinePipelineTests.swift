// Combine pipelines on the virtual clock, end to end: a subject debounced on
// `RunLoop.main` inside an `@Observable` model (both engines), and the code
// before migration — `$property` publishers, `CombineLatest`, `map`,
// `assign(to: &$property)`, `delay` on `DispatchQueue.main` — which only the
// push form can compile (an `@Observable` property has no publisher).

import RedrawResults
import Testing

@Suite struct CombinePipelineTests {
    static let debounced = """
    @Observable final class SearchModel {
        var query = "" {
            didSet { querySubject.send(query) }
        }
        var results: [String] = []
        var searches = 0
        @ObservationIgnored private let querySubject = PassthroughSubject<String, Never>()
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()

        init() {
            querySubject
                .removeDuplicates()
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .map { $0.uppercased() }
                .sink { [weak self] in
                    self?.results = [$0]
                    self?.searches += 1
                }
                .store(in: &cancellables)
        }
    }
    struct ResultsView: View {
        let model: SearchModel
        var body: some View { Text(model.results.joined()) }
    }
    struct SearchView: View {
        @State private var model = SearchModel()
        var body: some View {
            TextField("Search", text: $model.query)
            ResultsView(model: model)
        }
    }
    Redraw.root { SearchView() }
    Redraw.type("Search", "abc")
    Redraw.wait(seconds: 0.5)
    Redraw.step("check") {
        let model: SearchModel = Redraw.state(of: SearchView.self, "model")
        precondition(model.results == ["ABC"] && model.searches == 1, "\\(model.results) after \\(model.searches) searches")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func aDebouncedSubject(engine: EngineKind) throws {
        let r = try run(Self.debounced, engine, name: "combine-debounce")
        // Each character writes `query` (its didSet sends it into the subject). Pull: the
        // TextField alone read it: 1 a frame. Push: SearchView (@StateObject), the TextField and
        // ResultsView (it observes the model): 3 a frame.
        #expect(r.total("type \"abc\" into \"Search\"").bodyEvaluations == (engine == .pull ? 3 : 9))
        // Only "abc" waits 300 ms undisturbed: 18 frames after the last key, the sink writes
        // `results` and `searches` (one search; "check" traps otherwise). Pull: ResultsView, which
        // read `results`; push: both sends reach SearchView and ResultsView: 2.
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [17])
        #expect(r.total("wait 0.5 s").bodyEvaluations == (engine == .pull ? 1 : 2))
    }

    /// The stride written as Apple's `RunLoop.SchedulerTimeType.Stride(_: TimeInterval)` (a tester's
    /// `Stride(debouncedSeconds)` failed with "missing argument label 'floatLiteral:'"): the same
    /// 300 ms, the same frame.
    @Test func aStrideMadeFromSeconds() throws {
        let source = Self.debounced.replacingOccurrences(of: ".debounce(for: .milliseconds(300), scheduler: RunLoop.main)",
                                                         with: ".debounce(for: RunLoop.SchedulerTimeType.Stride(0.3), scheduler: RunLoop.main)")
        #expect(source != Self.debounced)
        let r = try run(source, .pull, name: "combine-debounce-stride")
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [17])
    }

    static let beforeMigration = """
    final class TodoViewModel: ObservableObject {
        @Published var todos: [String] = []
        @Published var filter = "all"
        @Published var filteredTodos: [String] = []
        @Published var query = ""
        @Published var lookups = 0
        private var cancellables = Set<AnyCancellable>()

        init() {
            Publishers.CombineLatest($todos, $filter)
                .map { todos, filter in filter == "all" ? todos : todos.filter { $0.hasPrefix(filter) } }
                .assign(to: &$filteredTodos)
            $query
                .dropFirst()
                .delay(for: 0.5, scheduler: DispatchQueue.main)
                .sink { [weak self] _ in self?.lookups += 1 }
                .store(in: &cancellables)
        }
    }
    struct ListView: View {
        @StateObject private var viewModel = TodoViewModel()
        var body: some View {
            Text(viewModel.filteredTodos.joined(separator: ", "))
            TextField("Query", text: $viewModel.query)
            Button("Add") { viewModel.todos.append("a\\(viewModel.todos.count)") }
        }
    }
    Redraw.root { ListView() }
    Redraw.tap("Add")
    Redraw.type("Query", "x")
    Redraw.wait(seconds: 1)
    Redraw.step("check") {
        let viewModel: TodoViewModel = Redraw.state(of: ListView.self, "viewModel")
        precondition(viewModel.filteredTodos == ["a0"] && viewModel.lookups == 1,
                     "\\(viewModel.filteredTodos), \\(viewModel.lookups)")
    }
    """

    @Test func publishedPipelinesBeforeMigration() throws {
        let r = try run(Self.beforeMigration, .push, name: "combine-before", only: true)
        // "Add" writes `todos`: objectWillChange, then `$todos` sends the new array, CombineLatest
        // passes it with `filter` through `map` into `assign(to: &$filteredTodos)`, which writes
        // `filteredTodos` (a second send) — all before the render: ListView once; its TextField's
        // snapshot is unchanged: skipped. 2 notifications, 1 body.
        #expect(r.total("tap \"Add\"").notifications == 2)
        #expect(r.total("tap \"Add\"").bodyEvaluations == 1)
        // Typing "x": ListView and the TextField: 2. `$query` (its first value, at subscription,
        // dropped) sends "x", delayed 0.5 s = 30 frames on `DispatchQueue.main`: `lookups += 1`
        // in the 30th frame of the wait re-runs ListView.
        #expect(r.total("type \"x\" into \"Query\"").bodyEvaluations == 2)
        let wait = r.step("wait 1 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [29])
        #expect(r.total("wait 1 s").bodyEvaluations == 1)
    }

    /// `assign(to: &$p)` writes `p` as its setter would and is reported as that write (the
    /// generated `$p` → `p` table), not as the model's own `objectWillChange.send()`.
    @Test func anAssignedWriteIsNamedAsItsProperty() throws {
        let source = """
        final class Feed: ObservableObject {
            @Published var title = ""
            let incoming = PassthroughSubject<String, Never>()
            init() { incoming.map { $0.uppercased() }.assign(to: &$title) }
        }
        struct Header: View {
            @ObservedObject var feed: Feed
            var body: some View { Text(feed.title) }
        }
        let feed = Feed()
        Redraw.root { Header(feed: feed) }
        Redraw.step("send") { feed.incoming.send("news") }
        """
        let r = try run(source, .push, name: "combine-assign", only: true)
        // The step's one write is `title`'s, through the pipeline: Header re-runs for it.
        let causes = r.step("send").counts.causes
        #expect(causes[.write("Feed", "title")]?["Header"] == 1, "\(causes)")
        #expect(causes[.objectWillChange] == nil, "\(causes)")
        #expect(r.total("send").bodyEvaluations == 1)
    }

    static let throttled = """
    @Observable final class Meter {
        var count = 0
        var last = -1
        var hops = 0
        @ObservationIgnored let values = PassthroughSubject<Int, Never>()
        @ObservationIgnored let hop = PassthroughSubject<Void, Never>()
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()

        init() {
            values
                .throttle(for: .milliseconds(100), scheduler: RunLoop.main, latest: true)
                .sink { [weak self] in
                    self?.last = $0
                    self?.count += 1
                }
                .store(in: &cancellables)
            hop
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.hops += 1 }
                .store(in: &cancellables)
        }
    }
    struct CountView: View {
        let meter: Meter
        var body: some View { Text("\\(meter.count)") }
    }
    struct HopView: View {
        let meter: Meter
        var body: some View { Text("\\(meter.hops)") }
    }
    let meter = Meter()
    Redraw.root { CountView(meter: meter); HopView(meter: meter) }
    Redraw.step("send every frame", frames: 20) { frame in meter.values.send(frame) }
    Redraw.wait(seconds: 0.5)
    Redraw.step("hop") { meter.hop.send() }
    Redraw.step("check") { precondition(meter.count == 5 && meter.last == 19 && meter.hops == 1) }
    """

    /// `throttle(latest: true)` on 100 ms windows (6 frames), and `receive(on:)` within the frame.
    @Test func throttleAndReceiveOn() throws {
        let r = try run(Self.throttled, .pull, name: "combine-throttle")
        // Frame 0's value goes on at once and opens a window; each window's end (frames 6, 12,
        // 18: the writes of the frame come first, so that frame's value is the latest held) sends
        // the held value and opens the next. Frame 19's value goes on when the last window ends,
        // in the wait's 5th frame (24 − 20); nothing is held at 30. Each send writes `count`, which
        // CountView reads: one body in each of those frames.
        let send = r.step("send every frame").counts.evaluationsPerFrame
        #expect(send.enumerated().filter { $0.element > 0 }.map { $0.offset } == [0, 6, 12, 18])
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [4])
        // `receive(on:)` delivers in the same frame's due work, before the render: HopView, 1.
        #expect(r.step("hop").counts.evaluationsPerFrame == [1])
        #expect(r.bodies("hop", "HopView") == 1)
    }

    static let delayed = """
    @Observable final class Echo {
        var heard = 0
        @ObservationIgnored let said = PassthroughSubject<Int, Never>()
        @ObservationIgnored private var subscription: AnyCancellable?

        init() {
            subscription = said
                .delay(for: .milliseconds(250), scheduler: DispatchQueue.main)
                .sink { [weak self] in self?.heard = $0 }
        }
    }
    struct EchoView: View {
        let echo: Echo
        var body: some View { Text("\\(echo.heard)") }
    }
    let echo = Echo()
    Redraw.root { EchoView(echo: echo) }
    Redraw.step("say") { echo.said.send(1) }
    Redraw.wait(seconds: 0.5)
    """

    /// `delay(for:scheduler:)`: the value arrives 250 ms (15 frames) later, under both engines.
    @Test(arguments: EngineKind.allCases)
    func aDelayedSubject(engine: EngineKind) throws {
        let r = try run(Self.delayed, engine, name: "combine-delay")
        // Sent in "say" (frame S); due at S + 15: the wait's index 14 writes `heard`, which EchoView
        // reads (pull) or observes (push): one body, nothing in "say" itself.
        #expect(r.total("say").bodyEvaluations == 0)
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [14])
        #expect(r.total("wait 0.5 s").bodyEvaluations == 1)
    }

    /// A request's failure, as apps handle it: `Fail`, `setFailureType`, `catch`, `replaceError`,
    /// a completion through `map` and `eraseToAnyPublisher`. Each step checks the value it got.
    static let failures = """
    struct LoadError: Error {}
    @Observable final class Loader {
        var status = "idle"
        var failures = 0
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()
        func request(failing: Bool) -> AnyPublisher<String, LoadError> {
            failing ? Fail(error: LoadError()).eraseToAnyPublisher()
                : Just("loaded").setFailureType(to: LoadError.self).eraseToAnyPublisher()
        }
        func load(failing: Bool) {
            request(failing: failing).map { $0.uppercased() }.catch { _ in Just("FALLBACK") }
                .sink { [weak self] in self?.status = $0 }.store(in: &cancellables)
        }
        func loadReplacing() {
            request(failing: true).replaceError(with: "replaced").sink { [weak self] in self?.status = $0 }.store(in: &cancellables)
        }
        func loadCounting() {
            request(failing: true).sink(receiveCompletion: { [weak self] in if case .failure = $0 { self?.failures += 1 } },
                                        receiveValue: { [weak self] in self?.status = $0 }).store(in: &cancellables)
        }
    }
    struct StatusView: View {
        let loader: Loader
        var body: some View { Text(loader.status) }
    }
    let loader = Loader()
    Redraw.root { StatusView(loader: loader) }
    Redraw.step("succeed") { loader.load(failing: false); precondition(loader.status == "LOADED", loader.status) }
    Redraw.step("fail and catch") { loader.load(failing: true); precondition(loader.status == "FALLBACK", loader.status) }
    Redraw.step("replace") { loader.loadReplacing(); precondition(loader.status == "replaced", loader.status) }
    Redraw.step("count the failure") {
        loader.loadCounting()
        precondition(loader.failures == 1 && loader.status == "replaced", "\\(loader.failures) \\(loader.status)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func failuresReachCatchReplaceErrorAndCompletion(engine: EngineKind) throws {
        let r = try run(Self.failures, engine, name: "combine-failures")
        // Each of the first three writes `status`, which StatusView read: one body each.
        #expect(r.total("succeed").bodyEvaluations == 1)
        #expect(r.total("fail and catch").bodyEvaluations == 1)
        #expect(r.total("replace").bodyEvaluations == 1)
        // The failure reaches the completion handler, which writes `failures`: no body read it
        // (pull); under push the write is the object's change, and StatusView observes it.
        #expect(r.total("count the failure").bodyEvaluations == (engine == .push ? 1 : 0))
    }

    /// `@Published` in a class that is not an `ObservableObject` (a service that a view model
    /// subscribes to, as SwiftfulCrypto's `CoinDataService`): Apple's wrapper works in any class,
    /// announcing nothing but publishing every value set through `$property`. The service is plain
    /// in both forms, so the file runs under both engines.
    @Test(arguments: EngineKind.allCases)
    func aPublishedPropertyOutsideAnObservableObject(engine: EngineKind) throws {
        let source = """
        final class CoinService {
            @Published var allCoins: [String] = []
            var allCoinsPublisher: Published<[String]>.Publisher { $allCoins }
            func load() { allCoins = ["btc", "eth"] }
        }
        final class HomeViewModel: ObservableObject {
            @Published var coins: [String] = []
            let service = CoinService()
            private var cancellables = Set<AnyCancellable>()
            init() { service.allCoinsPublisher.sink { [weak self] in self?.coins = $0 }.store(in: &cancellables) }
        }
        struct Raw: View {
            let service: CoinService
            var body: some View { Text("\\(service.allCoins.count) raw") }
        }
        struct HomeView: View {
            @StateObject var vm = HomeViewModel()
            var body: some View {
                Text("\\(vm.coins.count) coins")
                Raw(service: vm.service)
            }
        }
        Redraw.root { HomeView() }
        Redraw.step("load") {
            let vm: HomeViewModel = Redraw.state(of: HomeView.self, "vm")
            vm.service.load()
            precondition(vm.coins == ["btc", "eth"], "\\(vm.coins)")
        }
        """
        let r = try run(source, engine, name: "published-outside-object")
        // `load` sets `allCoins`: the sink hears the new value and sets `coins`, which HomeView read
        // (push: it holds the model as a @StateObject; pull: it read `coins`): 1 body. Raw's input,
        // the same service, is equal: skipped, though it read `allCoins`, which nothing observes —
        // a stale view under both engines.
        #expect(r.bodies("load", "HomeView") == 1)
        #expect(r.bodies("load", "Raw") == 0)
        #expect(r.total("load").staleViews == 1)
    }
}
