// API that real apps used (the nineteenth batch, from an outside tester's trial of desktop-class
// apps, BC-3 to BC-7; each stopped a pasted iPad or macOS app at swiftc): `.inspector`, the
// hierarchical `OutlineGroup` and `List(_:children:)`, `@FocusedObject` with `.focusedObject` and
// `.focusedSceneObject`, iOS 15's `.background()`, macOS's command actions (`.onDeleteCommand`…),
// Xcode 16's `PreviewModifier` and `PreviewTrait`.

import RedrawResults
import Testing

@Suite struct APIGapTests19 {
    /// `.inspector(isPresented:)` is a presentation of its own (a sheet on a phone, a column on a
    /// larger screen: Apple's documentation). Initial render: Page, and the inspector's node, which
    /// read `shown` (false): 2 — Detail is not built. "tap Info": `shown` changes; Page made
    /// `$shown` and never read it (update-cycle.md, One frame 4), so only the node re-runs, and
    /// Detail is made: 2. "dismiss" (`\.dismiss` inside hides it): the node, Detail destroyed: 1.
    /// The same under each engine, and in a regular size class (a column), where it is not a sheet.
    @Test(arguments: EngineKind.allCases, ["compact", "regular"])
    func anInspectorIsPresentedByItsBinding(engine: EngineKind, sizeClass: String) throws {
        let source = """
        struct Detail: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Page: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text("rows")
                    Button("Info") { shown.toggle() }
                }
                .inspector(isPresented: $shown) { Detail() }
                .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            }
        }
        Redraw.root { Page()\(sizeClass == "regular" ? ".environment(\\.horizontalSizeClass, .regular)" : "") }
        Redraw.tap("Info")
        Redraw.tap("Close")
        """
        let r = try run(source, engine, name: "api-gaps-19-inspector-\(sizeClass)")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Inspector") == 1)
        #expect(r.total("tap \"Info\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Info\"", "Page") == 0)
        #expect(r.metrics("tap \"Info\"", "Detail").created == 1)
        #expect(r.total("tap \"Close\"").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Close\"", "Detail").destroyed == 1)
    }

    /// An outline is built of disclosure groups, collapsed at first (Apple's `OutlineGroup`, WWDC20
    /// "Stacks, Grids, and Outlines in SwiftUI"): an element with children is a `DisclosureGroup`
    /// node whose label is its row; its children are built when a tap on the row expands it (the
    /// group's own state: no binding). Initial render: Tree, the List's node, then in the list and
    /// in the OutlineGroup alike "Docs"'s group, its Row, and "b.txt"'s Row: 1 + 1 + 3 + 3 = 8.
    /// "tap Add" appends a third top-level node: Tree read `nodes` and re-runs, the List's node
    /// re-runs (its content is new), each group re-runs (a closure input: never equal) and its Row
    /// label is skipped (an equal name), "b.txt"'s Rows are skipped, and a Row is made in each: 6.
    /// "expand Docs" (the list's group, then the outline's): the group alone re-runs for its own
    /// `isExpanded`, and "a.txt"'s Row is made under it: 2 each, Tree 0.
    @Test(arguments: EngineKind.allCases)
    func anOutlineIsDisclosureGroupsCollapsedAtFirst(engine: EngineKind) throws {
        let source = """
        struct Node: Identifiable { let id: Int; var name: String; var children: [Node]? = nil }
        struct Row: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct Tree: View {
            @State private var nodes = [Node(id: 1, name: "Docs", children: [Node(id: 2, name: "a.txt")]), Node(id: 3, name: "b.txt")]
            @State private var selection: Int?
            var body: some View {
                VStack {
                    Button("Add") { nodes.append(Node(id: 4, name: "c.txt")) }
                    List(nodes, children: \\.children, selection: $selection) { Row(name: $0.name) }
                    OutlineGroup(nodes, children: \\.children) { Row(name: $0.name) }
                }
            }
        }
        Redraw.root { Tree() }
        Redraw.tap("Add")
        Redraw.step("expand Docs in the list") { Redraw.tap("Docs", index: 0) }
        Redraw.step("expand Docs in the outline") { Redraw.tap("Docs", index: 1) }
        """
        let r = try run(source, engine, name: "api-gaps-19-outline")
        #expect(r.total("initial render").bodyEvaluations == 8)
        #expect(r.bodies("initial render", "Row") == 4)
        #expect(r.bodies("initial render", "DisclosureGroup") == 2)
        #expect(r.total("tap \"Add\"").bodyEvaluations == 6)
        #expect(r.metrics("tap \"Add\"", "Row").created == 2)
        #expect(r.metrics("tap \"Add\"", "Row").skipped == 4)
        for step in ["expand Docs in the list", "expand Docs in the outline"] {
            #expect(r.total(step).bodyEvaluations == 2)
            #expect(r.bodies(step, "DisclosureGroup") == 1)
            #expect(r.metrics(step, "Row").created == 1)
            #expect(r.bodies(step, "Tree") == 0)
        }
    }

    /// `@FocusedObject` reads nil, as Apple's does when no focused view publishes one, since nothing
    /// has focus here; `.focusedObject` and `.focusedSceneObject` are inert. The same file compiles
    /// in its pull form, where `Document` is `@Observable`. Initial render: DocsApp, DocumentWindow,
    /// TitleView: 3. "rename" writes `title`: push re-runs DocumentWindow (its `@StateObject`) and
    /// TitleView (`@ObservedObject`): 2; pull re-runs TitleView, the one body that read it: 1.
    @Test(arguments: EngineKind.allCases)
    func aFocusedObjectReadsNil(engine: EngineKind) throws {
        let source = """
        final class Document: ObservableObject {
            @Published var title = "Untitled"
        }
        struct TitleView: View {
            @ObservedObject var document: Document
            var body: some View { Text(document.title) }
        }
        struct DocumentWindow: View {
            @StateObject var document = Document()
            var body: some View {
                TitleView(document: document)
                    .focusedSceneObject(document)
                    .focusedObject(document)
            }
        }
        struct DocumentCommands: Commands {
            @FocusedObject var document: Document?
            var body: some Commands {
                CommandMenu("Document") {
                    Button("Rename") { document?.title = "Renamed" }
                }
            }
        }
        struct DocsApp: App {
            var body: some Scene {
                WindowGroup { DocumentWindow() }
                    .commands { DocumentCommands() }
            }
        }
        Redraw.root(DocsApp.self)
        Redraw.step("rename") {
            let document: Document = Redraw.state(of: DocumentWindow.self, "document")
            document.title = "Renamed"
        }
        """
        let r = try run(source, engine, name: "api-gaps-19-focused-object")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.total("rename").bodyEvaluations == (engine == .push ? 2 : 1))
        #expect(r.bodies("rename", "TitleView") == 1)
    }

    /// iOS 15's `.background()` (the default style, every edge), macOS's command actions (inert: no
    /// command reaches a view here) and Xcode 16's preview modifier and traits compile; a preview is
    /// never evaluated. Initial render: Hello: 1.
    @Test(arguments: EngineKind.allCases)
    func aDefaultBackgroundAndPreviewTraitsCompile(engine: EngineKind) throws {
        let source = """
        struct Hello: View {
            var body: some View {
                Text("hi").background().background(.blue, ignoresSafeAreaEdges: .top)
                    .onDeleteCommand { }.onCopyCommand { [] }.onExitCommand(perform: nil).onMoveCommand { _ in }
            }
        }
        struct SampleData: PreviewModifier {
            static func makeSharedContext() throws -> Int { 1 }
            func body(content: Content, context: Int) -> some View { content }
        }
        extension PreviewTrait where T == Preview.ViewTraits {
            @MainActor static var sample: Self = .modifier(SampleData())
        }
        #Preview(traits: .sample, .sizeThatFitsLayout) { Hello() }
        Redraw.root { Hello() }
        """
        let r = try run(source, engine, name: "api-gaps-19-background-preview")
        #expect(r.total("initial render").bodyEvaluations == 1)
    }
}
