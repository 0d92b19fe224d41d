// A generic view whose closure captures `self` links in the `-O` build.
//
// A public property wrapper that stores an internal generic class (`StateObject`'s
// `ObjectBox<M>`, `State`'s `StateBox<V>`) is laid out in the client: copying the
// wrapper inside a generic body (the `.refreshable` closure's capture of `self`)
// calls that class's metadata accessor, which the kit exported only once the
// class was `@usableFromInline` (MyDataHelpsKit's `PagedListView` failed to link:
// undefined `$s7SwiftUI9ObjectBoxCMa`). The push form holds the model through
// `@StateObject`, the pull form through `@State`: both boxes are covered.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct GenericViewLinkTests {
    static let source = """
    protocol PageSource { var pages: [Int] { get } }
    struct Numbers: PageSource { let pages = [1, 2] }
    @MainActor final class PagedModel<Source: PageSource>: ObservableObject {
        @Published var items: [Int] = []
        let source: Source
        init(source: Source) { self.source = source }
        func reset() async { items = source.pages }
    }
    struct PagedList<Source: PageSource, Row: View>: View {
        @StateObject var model: PagedModel<Source>
        @ViewBuilder var row: (Int) -> Row
        var body: some View {
            List { ForEach(model.items, id: \\.self) { row($0) } }
                .refreshable { await model.reset() }
        }
    }
    Redraw.root { PagedList(model: PagedModel(source: Numbers())) { Text("\\($0)") } }
    Redraw.refresh()
    """

    @Test(arguments: EngineKind.allCases)
    func aGenericViewCapturingAStateObjectLinksOptimised(engine: EngineKind) throws {
        // `timing: true`: the `-O -wmo` build is the one whose generic body copied the wrapper.
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "generic-view-link", timing: true)
        let steps = try CompiledProfiler.runChild(compiled, engine: engine).steps
        let r = Run(steps: steps)
        // The refresh's action fills the list: the list's owner re-runs once (its only reader).
        #expect(r.bodies(steps[1].step, "PagedList<Numbers, Text>") == 1)
    }
}
