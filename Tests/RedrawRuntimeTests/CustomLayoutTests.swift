// iOS 16's `Layout` protocol end to end (Layout.swift): a custom layout and an `AnyLayout` used as
// views are eager containers of their content and add no node of their own; their methods never
// run (nothing is measured here). Switching an `AnyLayout` keeps its children's identities, so
// they are skipped, not made again (Apple's `AnyLayout`: changing the layout "preserves the
// identity of the subviews"). A custom layout did not compile at all (trial AZ-3).

import RedrawResults
import Testing

@Suite struct CustomLayoutTests {
    static let source = """
    @Observable class Tags { var names = ["a", "b"] }
    struct Chip: View { let name: String; var body: some View { Text(name) } }
    struct Flow: Layout {
        var spacing: CGFloat = 8
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
            return CGSize(width: widths.reduce(0, +), height: proposal.replacingUnspecifiedDimensions().height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width + spacing
            }
        }
    }
    struct Cloud: View {
        var tags: Tags
        @State var wide = false
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
            layout {
                ForEach(tags.names, id: \\.self) { Chip(name: $0) }
            }
            Flow { Chip(name: "fixed") }
            Button("Switch") { wide.toggle() }
        }
    }
    let tags = Tags()
    Redraw.root { Cloud(tags: tags) }
    Redraw.step("add tag") { tags.names.append("c") }
    Redraw.tap("Switch")
    """

    @Test(arguments: EngineKind.allCases)
    func aLayoutIsAContainerOfItsContent(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "custom-layout")
        // Mount: Cloud, and a Chip for "a", "b" and "fixed"; no node for either layout.
        #expect(r.bodies("initial render", "Cloud") == 1)
        #expect(r.bodies("initial render", "Chip") == 3)
        #expect(!r.step("initial render").counts.perViewType.keys.contains { $0.contains("Layout") || $0.contains("Flow") })
        // add tag: Cloud read `names` (both engines); the new Chip is made and runs, the others are
        // handed equal names and skipped.
        #expect(r.bodies("add tag", "Cloud") == 1)
        #expect(r.bodies("add tag", "Chip") == 1)
        #expect(r.metrics("add tag", "Chip").created == 1)
        #expect(r.metrics("add tag", "Chip").skipped == 3)
        // Switch: Cloud's `wide` changes; the children keep their identities under the other layout:
        // none made or destroyed, all four skipped.
        let tap = "tap \"Switch\""
        #expect(r.bodies(tap, "Cloud") == 1)
        #expect(r.bodies(tap, "Chip") == 0)
        #expect(r.metrics(tap, "Chip").created == 0)
        #expect(r.metrics(tap, "Chip").destroyed == 0)
        #expect(r.metrics(tap, "Chip").skipped == 4)
    }
}
