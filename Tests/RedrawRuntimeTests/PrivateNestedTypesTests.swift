// A file swiftc accepts compiles in Redraw's forms too: a `PreviewProvider`
// holding a `private class` that conforms to a protocol with a method over a
// sibling `private struct` (MyDataHelpsKit's `PagedView_Previews`). The table
// of property names made the class `fileprivate`, and its method with it, which
// swiftc refused ("method must be declared private because its result uses a
// private type"); the sibling is widened too now (NestedPrivateTypes).

import RedrawResults
import Testing

@Suite struct PrivateNestedTypesTests {
    static let source = """
    import SwiftUI

    protocol PageSource { associatedtype Page; func load(after: Page?) async throws -> Page? }

    struct Counter: View {
        @State private var n = 0
        var body: some View { Button("n \\(n)") { n += 1 } }
    }

    struct Counter_Previews: PreviewProvider {
        static var previews: some View { Counter() }
        private struct Page { let x: Int }
        private class Source: PageSource {
            func load(after page: Page?) async throws -> Page? { nil }
        }
    }

    Redraw.root { Counter() }
    Redraw.tap("n 0")
    """

    @Test(arguments: EngineKind.allCases)
    func aPrivateClassUsingAPrivateSiblingCompiles(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "private-nested")
        // The tap writes `n`, which Counter's body read: it alone re-runs.
        #expect(r.total(r.steps[1].step).bodyEvaluations == 1)
    }
}
