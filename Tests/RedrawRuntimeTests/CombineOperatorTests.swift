// Combine's further operators end to end, under both engines: `flatMap`
// (with `maxPublishers:`), `zip`, `scan`, `switchToLatest`, `prepend`,
// `collect`, `first(where:)` and `handleEvents`, in an `@Observable` model fed
// by subjects (Combine/MoreOperators.swift). What each pipeline delivered is
// checked by the workload's last step (it traps otherwise); the counts follow
// from which property each delivery writes.

import RedrawResults
import Testing

@Suite struct CombineOperatorTests {
    static let feed = """
    @Observable final class Feed {
        var lines: [String] = []
        var total = 0
        var log: [String] = []
        @ObservationIgnored let ids = PassthroughSubject<Int, Never>()
        @ObservationIgnored let names = PassthroughSubject<String, Never>()
        @ObservationIgnored let sources = PassthroughSubject<AnyPublisher<String, Never>, Never>()
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()

        init() {
            sources.switchToLatest().prepend("start")
                .sink { [weak self] in self?.log.append($0) }
                .store(in: &cancellables)
            Just(1).prepend(0).collect()
                .sink { [weak self] in self?.log.append("\\($0)") }
                .store(in: &cancellables)
            ids.flatMap { id in Just(id * 10).delay(for: .seconds(1), scheduler: RunLoop.main) }
                .sink { [weak self] in self?.lines.append("loaded \\($0)") }
                .store(in: &cancellables)
            ids.flatMap(maxPublishers: .max(1)) { id in CurrentValueSubject<Int, Never>(id) }
                .sink { [weak self] in self?.log.append("max \\($0)") }
                .store(in: &cancellables)
            ids.zip(names) { id, name in "\\(name)#\\(id)" }
                .sink { [weak self] in self?.lines.append($0) }
                .store(in: &cancellables)
            ids.scan(0, +)
                .sink { [weak self] in self?.total = $0 }
                .store(in: &cancellables)
            ids.first(where: { $0 > 1 })
                .handleEvents(receiveCompletion: { [weak self] _ in self?.log.append("first done") })
                .sink { [weak self] in self?.log.append("first \\($0)") }
                .store(in: &cancellables)
        }
    }
    struct LinesView: View {
        var feed: Feed
        var body: some View { Text(feed.lines.joined(separator: ", ")) }
    }
    struct TotalView: View {
        var feed: Feed
        var body: some View { Text("\\(feed.total)") }
    }
    let feed = Feed()
    Redraw.root {
        VStack {
            LinesView(feed: feed)
            TotalView(feed: feed)
        }
    }
    Redraw.step("id 1") { feed.ids.send(1) }
    Redraw.step("name a") { feed.names.send("a") }
    Redraw.wait(seconds: 1)
    Redraw.step("id 2") { feed.ids.send(2) }
    Redraw.step("switch") {
        let first = CurrentValueSubject<String, Never>("x")
        let second = PassthroughSubject<String, Never>()
        feed.sources.send(first.eraseToAnyPublisher())
        feed.sources.send(second.eraseToAnyPublisher())
        first.send("not heard")
        second.send("y")
    }
    Redraw.step("check") {
        precondition(feed.total == 3, "total \\(feed.total)")
        precondition(feed.lines == ["a#1", "loaded 10"], "lines \\(feed.lines)")
        precondition(feed.log == ["start", "[0, 1]", "max 1", "first 2", "first done", "x", "y"], "log \\(feed.log)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func operatorsDeliverAndWriteTheModel(_ engine: EngineKind) throws {
        let r = try run(Self.feed, engine, name: "combine-more-operators")
        // Pull: a view re-runs when a property its body read is written. Push: each view observes
        // the whole model (a plain property holding it becomes `@ObservedObject`), so any write of a
        // published property re-runs both, once per frame.
        let push = engine == .push
        // "id 1": `scan` writes total (1); flatMap's delayed Just waits; `zip` has no name yet;
        // `maxPublishers: .max(1)` takes the subject of 1 and logs "max 1". Pull: TotalView 1.
        #expect(r.bodies("id 1", "TotalView") == 1)
        #expect(r.bodies("id 1", "LinesView") == (push ? 1 : 0))
        // "name a": `zip` pairs it with id 1 and appends "a#1" to lines. Pull: LinesView 1.
        #expect(r.bodies("name a", "LinesView") == 1)
        #expect(r.bodies("name a", "TotalView") == (push ? 1 : 0))
        // The wait: one second after "id 1", flatMap's inner publisher delivers 10: lines again.
        let wait = r.steps.first { $0.step.hasPrefix("wait") }!.step
        #expect(r.bodies(wait, "LinesView") == 1)
        #expect(r.bodies(wait, "TotalView") == (push ? 1 : 0))
        // "id 2": total becomes 3 (TotalView 1); `first(where:)` delivers 2 and finishes (log);
        // `.max(1)` is still holding the first subject, which never finishes, so 2 is dropped;
        // `zip` waits for a second name; flatMap's second delay is still pending at "check".
        #expect(r.bodies("id 2", "TotalView") == 1)
        #expect(r.bodies("id 2", "LinesView") == (push ? 1 : 0))
        // "switch": only `log` is written ("x", then "y" from the latest source; the first was
        // cancelled): no body read it under pull; under push both views re-run once.
        #expect(r.total("switch").bodyEvaluations == (push ? 2 : 0))
    }
}
