// Preferences end to end under both engines: values set by descendants'
// bodies flow up to an `.onPreferenceChange`, whose action runs after the
// render pass when the reduced value differs (by `==`) from the one it last
// saw, and whose writes render in a further pass of the same frame, counted
// in the same step (Graph/PreferenceFlow.swift; update-cycle page, "Time and
// asynchronous work").

import RedrawBuild
import RedrawResults
import Testing

@Suite struct PreferenceTests {
    /// Two child views set a sum; the screen shows it through `@State`.
    static let total = """
    @Observable class Inbox {
        var unread = 3
        var title = "Inbox"
    }
    struct TotalKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }
    struct Badge: View {
        @Environment(Inbox.self) private var inbox
        var body: some View {
            Text("\\(inbox.title): \\(inbox.unread)")
                .preference(key: TotalKey.self, value: inbox.unread)
        }
    }
    struct Other: View {
        var body: some View { Text("two").preference(key: TotalKey.self, value: 2) }
    }
    struct Header: View {
        let total: Int
        var body: some View { Text("Total \\(total)") }
    }
    struct Screen: View {
        @State private var total = 0
        var body: some View {
            VStack {
                Header(total: total)
                VStack { Badge(); Other() }
                    .onPreferenceChange(TotalKey.self) { total = $0 }
            }
        }
    }
    let inbox = Inbox()
    Redraw.root { Screen().environment(inbox) }
    Redraw.step("unread") { inbox.unread = 5 }
    Redraw.step("title") { inbox.title = "Mail" }
    """

    @Test(arguments: EngineKind.allCases)
    func aSumFromChildViewsReachesTheObserver(_ engine: EngineKind) throws {
        let r = try run(Self.total, engine, name: "preference-total")
        // Initial render, pass 1: every view is created (1 each). After it the observer sees its first
        // value, 3 + 2 = 5 (Badge, then Other, through `reduce`): its action writes `total`, which
        // Screen's body read, so pass 2 re-runs Screen (2) and Header, whose input changed (2); Badge
        // and Other have equal inputs and are skipped. The value is still 5: no further round.
        #expect(r.bodies("initial render", "Screen") == 2)
        #expect(r.bodies("initial render", "Header") == 2)
        #expect(r.bodies("initial render", "Badge") == 1)
        #expect(r.bodies("initial render", "Other") == 1)
        // `unread = 5` invalidates Badge alone (pull: it read `unread`; push: it holds the object as
        // an environment object): Badge 1. The sum is now 7, not 5: the action writes `total`, and a
        // further pass of the same frame runs Screen (1) and Header (1); the step has one frame.
        #expect(r.bodies("unread", "Badge") == 1)
        #expect(r.bodies("unread", "Screen") == 1)
        #expect(r.bodies("unread", "Header") == 1)
        #expect(r.bodies("unread", "Other") == 0)
        #expect(r.step("unread").counts.evaluationsPerFrame == [3])
        // `title` re-runs Badge (1), which sets the same 5: the sum is still 7, so no action runs and
        // neither Screen nor Header re-runs.
        #expect(r.bodies("title", "Badge") == 1)
        #expect(r.bodies("title", "Screen") == 0)
        #expect(r.bodies("title", "Header") == 0)
    }

    /// The first value, `transformPreference`, an outer `preference` replacing the content's, and an
    /// observer with nothing below it.
    static let names = """
    struct NameKey: PreferenceKey {
        static let defaultValue = "none"
        static func reduce(value: inout String, nextValue: () -> String) { value += "," + nextValue() }
    }
    struct Seen: View {
        let names: [String]
        var body: some View { Text(names.joined(separator: " | ")) }
    }
    struct Quiet: View {
        @State private var calls = 0
        var body: some View {
            Text("quiet \\(calls)").onPreferenceChange(NameKey.self) { _ in calls += 1 }
        }
    }
    struct AtDefault: View {
        @State private var calls = 0
        var body: some View {
            Text("at default \\(calls)")
                .preference(key: NameKey.self, value: "none")
                .onPreferenceChange(NameKey.self) { _ in calls += 1 }
        }
    }
    struct Names: View {
        @State private var names: [String] = []
        @State private var extra = false
        @State private var inner = "x"
        var body: some View {
            VStack {
                Seen(names: names)
                VStack {
                    Text("a").preference(key: NameKey.self, value: "a")
                    if extra { Text("b").preference(key: NameKey.self, value: "b") }
                    Text(inner).preference(key: NameKey.self, value: inner).preference(key: NameKey.self, value: "c")
                }
                .transformPreference(NameKey.self) { $0 += "!" }
                .onPreferenceChange(NameKey.self) { names.append($0) }
                Quiet()
                AtDefault()
                Button("More") { extra = true }
                Button("Inner") { inner = "y" }
            }
        }
    }
    Redraw.root { Names() }
    Redraw.tap("More")
    Redraw.tap("Inner")
    """

    @Test(arguments: EngineKind.allCases)
    func firstValueTransformAndReplacement(_ engine: EngineKind) throws {
        let r = try run(Self.names, engine, name: "preference-names")
        // Initial render, pass 1: Names, Seen, Quiet, AtDefault are created (1 each). After it, Names'
        // observer sees "a,c!" for the first time (the outer "c" replaces the inner "x"; the transform
        // appends "!"), so its action appends to `names`: pass 2 re-runs Names (2) and Seen, whose input
        // changed (2). AtDefault's content sets the key, to its default: its action runs for that first
        // value too (PreferenceFlow.swift's evidence), so AtDefault re-runs (2). Nothing below Quiet's
        // observer sets the key: its action never runs (1).
        #expect(r.bodies("initial render", "Names") == 2)
        #expect(r.bodies("initial render", "Seen") == 2)
        #expect(r.bodies("initial render", "AtDefault") == 2)
        #expect(r.bodies("initial render", "Quiet") == 1)
        // "More" sets `extra`, read by Names (1); Seen is skipped. The value becomes "a,b,c!": the
        // action appends, a further pass runs Names (2) and Seen (1). Quiet and AtDefault: skipped.
        #expect(r.bodies("tap \"More\"", "Names") == 2)
        #expect(r.bodies("tap \"More\"", "Seen") == 1)
        #expect(r.bodies("tap \"More\"", "AtDefault") == 0)
        #expect(r.bodies("tap \"More\"", "Quiet") == 0)
        // "Inner" sets `inner`, read by Names (1). The inner value becomes "y", but the outer
        // `.preference(…, value: "c")` replaces it: the observer still sees "a,b,c!", no action runs.
        #expect(r.bodies("tap \"Inner\"", "Names") == 1)
        #expect(r.bodies("tap \"Inner\"", "Seen") == 0)
    }
}

extension PreferenceTests {
    /// A preference derived from the state its own observer writes: each round's write changes the
    /// value the next round's observer sees. The initial render runs Looper once (count 0, value 0);
    /// the observer's first value writes count = 1, Looper re-runs (it read `count`) and sets 1,
    /// which differs, so the observer writes 2… one body a round, until the frame's 100 rounds
    /// (ViewGraph.maximumLifecycleRounds) end it: 1 + 100 = 101. SwiftUI logs "Bound preference …
    /// tried to update multiple times per frame"; the run told nothing (trial AX-8): it now notes
    /// the loop, with the callback that was queued again.
    @Test(arguments: EngineKind.allCases)
    func aFeedbackLoopIsCutAndTold(_ engine: EngineKind) throws {
        let source = """
        struct CountKey: PreferenceKey {
            static var defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
        }
        struct Looper: View {
            @State var count = 0
            var body: some View {
                Text("count \\(count)")
                    .preference(key: CountKey.self, value: count)
                    .onPreferenceChange(CountKey.self) { count = $0 + 1 }
            }
        }
        Redraw.root { Looper() }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "preference-loop")
        let result = try CompiledProfiler.runChild(compiled, engine: engine)
        #expect(Run(steps: result.steps).bodies("initial render", "Looper") == 101)
        #expect(result.notes == ["initial render\ta frame's callbacks were still changing state after 100 rounds "
            + "(`onPreferenceChange of Looper` queued again): a feedback loop, each round's write making the next round's change — "
            + "SwiftUI logs \"tried to update multiple times per frame\" for it; Redraw ended the frame there, so this step's counts "
            + "are the loop's first 100 rounds"])
    }
}
