// View type names end to end: a generic view's report row is named with its
// generic arguments as the user wrote them; Redraw's modifier stand-ins
// (`_Inert` for `.frame`/`.padding`, `_TapGesture`, `_IdentifiedView`, `_Tagged`,
// `_Lifecycle`, `_Refreshable`…) are shown as the view they modify, so adding `.frame(…)` to a
// child does not rename its parent's row. A modifier the user wrote
// (`.modifier(M())`, a `ModifiedContent`) is the user's type and stays.

import RedrawResults
import Testing

@Suite struct ViewTypeNameTests {
    static let source = """
    final class Stats: ObservableObject { @Published var n = 0 }
    struct Container<Content: View>: View {
        @ObservedObject var stats: Stats
        let content: Content
        init(stats: Stats, @ViewBuilder content: () -> Content) { self.stats = stats; self.content = content() }
        var body: some View { VStack { Text("\\(stats.n)"); content } }
    }
    struct Pair<A: View, B: View>: View {
        let a: A
        let b: B
        var body: some View { HStack { a; b } }
    }
    struct Screen: View {
        @ObservedObject var stats: Stats
        var body: some View {
            Container(stats: stats) { Text("plain") }
            Container(stats: stats) { Text("framed").frame(width: 10).padding() }
            Container(stats: stats) { Text("tapped").onTapGesture {}.id(3) }
            Container(stats: stats) { Text("pulled").accessibilityLabel("a").refreshable {}.deleteDisabled(true) }
            Pair(a: Text("x").tag(1), b: Color.red.onAppear {})
            Container(stats: stats) { Text("own").modifier(EmptyModifier()) }
        }
    }
    let stats = Stats()
    Redraw.root { Screen(stats: stats) }
    Redraw.step("bump") { stats.n += 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func modifierWrappersAreShownAsTheViewTheyModify(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "view-type-names")
        // One row per type the user wrote: the four Containers of a modified or plain Text are
        // one row, `Container<Text>`; the user's own modifier stays in the name, with its node.
        #expect(Set(r.step("initial render").counts.perViewType.keys)
                == ["Screen", "Container<Text>", "Pair<Text, Color>", "Container<ModifiedContent<Text, EmptyModifier>>", "EmptyModifier"])
        // Initial render: everything is created once: 4 Container<Text>, 1 of each other row.
        #expect(r.bodies("initial render", "Container<Text>") == 4)
        #expect(r.metrics("initial render", "Container<Text>").created == 4)
        #expect(r.total("initial render").bodyEvaluations == 8)
        // bump writes `n`. Push: Screen and the five Containers hold the stats (@ObservedObject)
        // and re-run; Pair, reached through Screen, re-runs for its `.onAppear` closure (never
        // equal); EmptyModifier's inputs (the modifier, the Text) are equal: skipped. 1 + 5 + 1 = 7.
        // Pull: only the Containers read `n` (Screen reads nothing of the stats): 5.
        #expect(r.bodies("bump", "Container<Text>") == 4)
        #expect(r.bodies("bump", "Container<ModifiedContent<Text, EmptyModifier>>") == 1)
        #expect(r.bodies("bump", "Pair<Text, Color>") == (engine == .push ? 1 : 0))
        #expect(r.total("bump").bodyEvaluations == (engine == .push ? 7 : 5))
    }
}

extension ViewTypeNameTests {
    /// `Redraw.state(of:)` finds a generic view by the name its report row shows: the deck below
    /// is `Deck<Text>` in the report, but its content is `Text("card").padding()`, whose type holds
    /// Redraw's modifier wrapper, so the live view is not a `Deck<Text>` and a tester's
    /// `Redraw.state(of: CardSwipeKit<String, Text>.self, "viewModel")` failed with "no live" (AX-9).
    /// "swipe" writes the deck's own model through what `state(of:)` returned: Deck re-runs under
    /// both engines (pull: it read `offset`; push: it holds the model as `@ObservedObject`): 1.
    @Test(arguments: EngineKind.allCases)
    func stateOfFindsAGenericViewByItsReportedName(engine: EngineKind) throws {
        let source = """
        final class DeckModel: ObservableObject { @Published var offset = 0 }
        struct Deck<Card: View>: View {
            @StateObject var model = DeckModel()
            let card: Card
            var body: some View { VStack { Text("\\(model.offset)"); card } }
        }
        struct Screen: View {
            var body: some View { Deck(card: Text("card").padding()) }
        }
        Redraw.root { Screen() }
        Redraw.step("swipe") {
            let model = Redraw.state(of: Deck<Text>.self, "model", as: DeckModel.self)
            model.offset = 120
        }
        """
        let r = try run(source, engine, name: "state-of-reported-name")
        #expect(Set(r.step("initial render").counts.perViewType.keys).isSuperset(of: ["Screen", "Deck<Text>"]))
        #expect(r.bodies("swipe", "Deck<Text>") == 1)
        #expect(r.total("swipe").bodyEvaluations == 1)
    }

    /// Two view types of one name nested in different types are two rows, named as `redraw list`
    /// names them (`Example9.CounterView`): one `CounterView` row added them up, and `explain
    /// --view Example10.CounterView` found no body of it (trial AY-1). A private type and one
    /// nested in a generic type are named without their discriminator or module; a top-level type
    /// and a generic one keep their names.
    @Test(arguments: EngineKind.allCases)
    func nestedTypesOfOneNameAreTwoRows(_ engine: EngineKind) throws {
        let source = """
        @Observable class Counts { var a = 0; var b = 0 }
        struct First: View {
            var counts: Counts
            var body: some View { CounterView(value: counts.a) }
            private struct CounterView: View { let value: Int; var body: some View { Text("\\(value)") } }
        }
        struct Second: View {
            var counts: Counts
            var body: some View { CounterView(value: counts.b); Holder<Int>.Inner() }
            struct CounterView: View { let value: Int; var body: some View { Text("\\(value)") } }
        }
        enum Holder<T> { struct Inner: View { var body: some View { Text("inner") } } }
        struct Box<T>: View { var body: some View { Text("box") } }
        struct Screen: View {
            var counts: Counts
            var body: some View { First(counts: counts); Second(counts: counts); Box<Int>() }
        }
        let counts = Counts()
        Redraw.root { Screen(counts: counts) }
        Redraw.step("bump a") { counts.a += 1 }
        """
        let r = try run(source, engine, name: "nested-view-names")
        let mounted = Set(r.step("initial render").counts.perViewType.keys)
        #expect(mounted.isSuperset(of: ["First.CounterView", "Second.CounterView", "Holder<Int>.Inner", "Box<Int>", "Screen"]),
                "\(mounted.sorted())")
        #expect(!mounted.contains("CounterView"))
        // bump a: First read `a` (both engines: a write of what its body read), its CounterView gets
        // a new value; Second and its CounterView did not read `a`.
        #expect(r.bodies("bump a", "First.CounterView") == 1)
        #expect(r.bodies("bump a", "Second.CounterView") == 0)
    }

    /// Model classes nested in other types are named with them in causes (`write
    /// First.ViewModel.n`), as the front end and `redraw list` name them: clean-architecture's
    /// two `ViewModel`s' writes were one "write ViewModel.routingState".
    @Test(arguments: EngineKind.allCases)
    func nestedModelClassesOfOneNameAreTwoCauses(_ engine: EngineKind) throws {
        let source = """
        struct First: View {
            @Observable class ViewModel { var n = 0 }
            var model: ViewModel
            var body: some View { Text("\\(model.n)") }
        }
        struct Second: View {
            @Observable class ViewModel { var n = 0 }
            var model: ViewModel
            var body: some View { Text("\\(model.n)") }
        }
        let first = First.ViewModel(), second = Second.ViewModel()
        Redraw.root { VStack { First(model: first); Second(model: second) } }
        Redraw.step("bump both") { first.n += 1; second.n += 1 }
        """
        let r = try run(source, engine, name: "nested-model-names")
        // Each view read its own model's `n`: each write re-ran its reader (both engines).
        let causes = r.step("bump both").counts.causes
        #expect(causes[.write("First.ViewModel", "n")] == ["First": 1], "\(causes)")
        #expect(causes[.write("Second.ViewModel", "n")] == ["Second": 1], "\(causes)")
    }
}
