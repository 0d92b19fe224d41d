// API that real apps used (the fourteenth batch, from a tester's shop and settings apps): iOS 16's
// `kerning(_:)` and `tracking(_:)` on any view, and `Color.description` — each was missing, and
// inside a `List`'s row closure swiftc named neither, only a mismatch with a `Binding` initialiser.

import RedrawResults
import Testing

@Suite struct APIGapTests14 {
    /// A row closure that uses both: the file compiles, and the colours are told apart by their
    /// descriptions (`ForEach(colors, id: \.description)`). "pick blue": `picked` is read by
    /// Swatches' body only (the rows' buttons write it): Swatches re-runs (1), and the List updates
    /// with it (1): 2 under either engine (view state only).
    @Test(arguments: EngineKind.allCases)
    func kerningOnAnyViewAndColorDescriptions(engine: EngineKind) throws {
        let source = #"""
        struct Swatches: View {
            @State private var picked = "none"
            let colors: [Color] = [.red, .blue, Color(red: 1, green: 0.5, blue: 0)]
            var body: some View {
                VStack {
                    Text("Picked \(picked)")
                    List {
                        ForEach(colors, id: \.description) { color in
                            Button(color.description) { picked = color.description }
                                .kerning(1.5)
                                .tracking(0.5)
                        }
                    }
                }
            }
        }
        Redraw.root { Swatches() }
        Redraw.tap("blue")
        Redraw.step("check") {
            precondition(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF", Color(red: 1, green: 0.5, blue: 0).description)
            let picked: String = Redraw.state(of: Swatches.self, "picked")
            precondition(picked == "blue", picked)
        }
        """#
        let r = try run(source, engine, name: "api-gap-14-kerning-color")
        #expect(r.bodies("tap \"blue\"", "Swatches") == 1)
        #expect(r.total("tap \"blue\"").bodyEvaluations == 2)
    }
}
