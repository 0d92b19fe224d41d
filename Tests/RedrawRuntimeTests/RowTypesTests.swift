// Which view types are rows (StepCounts.rowTypes), the evidence of claim (c):
// a `ForEach`'s element and every view inside one (a timeline row's action
// bar), not a view repeated in the code outside any `ForEach` (two decks side
// by side, trial AX-7: the one that re-ran was called "repeated views (rows)").

import RedrawResults
import Testing

@Suite struct RowTypesTests {
    @Test(arguments: EngineKind.allCases)
    func rowsAreAForEachsElementsAndWhatIsInsideThem(engine: EngineKind) throws {
        let source = """
        struct Bar: View { let n: Int; var body: some View { Text("\\(n)") } }
        struct Row: View { let n: Int; var body: some View { HStack { Text("row"); Bar(n: n) } } }
        struct Deck: View { let name: String; var body: some View { Text(name) } }
        struct Screen: View {
            var body: some View {
                VStack {
                    Deck(name: "a")
                    Deck(name: "b")
                    ForEach(0..<3, id: \\.self) { Row(n: $0) }
                }
            }
        }
        Redraw.root { Screen() }
        """
        let counts = try run(source, engine, name: "row-types").step("initial render").counts
        #expect(counts.rowTypes == ["Row", "Bar"], "\(counts.rowTypes)")
        #expect(counts.perViewType["Deck"]?.created == 2)
    }
}
