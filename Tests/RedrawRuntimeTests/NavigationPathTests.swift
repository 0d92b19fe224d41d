// NavigationStack(path:) end to end: the stack's own node reads the path, so
// pushing or popping runs it and the screens that appear — not the body of
// the view that owns the path; a value link appends to the path; `\.dismiss`
// in a screen pops it and the ones above; `Redraw.dismiss()` pops the top.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct NavigationPathTests {
    static let source = """
    struct Screen: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Open 1", value: 1)
                    Button("Open 2") { path.append(2) }
                }
                .navigationDestination(for: Int.self) { n in Detail(n: n) }
            }
        }
    }
    struct Detail: View {
        let n: Int
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Close \\(n)") { dismiss() } }
    }
    Redraw.root { Screen() }
    Redraw.tap("Open 1")
    Redraw.tap("Open 2")
    Redraw.dismiss()
    Redraw.tap("Close 1")
    """

    @Test(arguments: EngineKind.allCases)
    func thePathsElementsAreTheStacksScreens(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "navigation-path")
        // Initial render: Screen and the stack's node; the path is empty.
        #expect(r.total("initial render").bodyEvaluations == 2)
        // The value link appends 1: the stack (it read the path) re-runs and builds Detail 1.
        #expect(r.bodies("tap \"Open 1\"", "Screen") == 0)
        #expect(r.bodies("tap \"Open 1\"", "NavigationStack") == 1)
        #expect(r.metrics("tap \"Open 1\"", "Detail").created == 1)
        // The button appends 2: Detail 1 keeps its identity and inputs (skipped), Detail 2 is built.
        #expect(r.metrics("tap \"Open 2\"", "Detail").created == 1)
        #expect(r.metrics("tap \"Open 2\"", "Detail").skipped == 1)
        #expect(r.total("tap \"Open 2\"").bodyEvaluations == 2)
        // Redraw.dismiss() pops the top screen; Detail 1's own dismiss pops it too.
        #expect(r.metrics("dismiss", "Detail").destroyed == 1)
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Close 1\"", "Detail").destroyed == 1)
        #expect(r.total("tap \"Close 1\"").bodyEvaluations == 1)
    }

    /// The root content is a view value the owner's body made. A push or pop that the owner did
    /// not see (pull: RootView never read `router.path`; the binding is read by the stack's own
    /// node) re-delivers it to nothing: the List and its rows — whose `open` closures would never
    /// compare equal — are neither re-run nor compared. Under push, Router is an ObservableObject
    /// held by RootView: its `objectWillChange` re-runs RootView, and everything below it.
    static let rootWithRows = """
    @Observable final class Router {
        var path: [Int] = []
    }
    struct DetailView: View {
        let number: Int
        var body: some View { Text("Detail \\(number)") }
    }
    struct Row: View {
        let number: Int
        let open: () -> Void
        var body: some View { Button("Open \\(number)", action: open) }
    }
    struct RootView: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                List(0..<5, id: \\.self) { n in
                    Row(number: n) { router.path.append(n) }
                }
                .navigationDestination(for: Int.self) { DetailView(number: $0) }
            }
        }
    }
    Redraw.root { RootView() }
    Redraw.tap("Open 3")
    Redraw.dismiss()
    """

    @Test(arguments: EngineKind.allCases)
    func aPushTheOwnerDidNotSeeLeavesTheRootAlone(_ engine: EngineKind) throws {
        let r = try run(Self.rootWithRows, engine, name: "navigation-path-root")
        let open = "tap \"Open 3\""
        if engine == .pull {
            // The stack (it read the path) and the new DetailView: 2. No row runs or is compared.
            #expect(r.total(open).bodyEvaluations == 2)
            #expect(r.bodies(open, "NavigationStack") == 1)
            #expect(r.metrics(open, "DetailView").created == 1)
            #expect(r.bodies(open, "Row") == 0 && r.metrics(open, "Row").skipped == 0)
            #expect(r.bodies(open, "List") == 0 && r.metrics(open, "List").skipped == 0)
            // The pop: the stack alone re-runs (DetailView is destroyed).
            #expect(r.total("dismiss").bodyEvaluations == 1)
            #expect(r.metrics("dismiss", "DetailView").destroyed == 1)
        } else {
            // RootView, the stack, the List, 5 rows (new closures), and the new DetailView: 9.
            #expect(r.total(open).bodyEvaluations == 9)
            #expect(r.bodies(open, "Row") == 5)
            // The pop: the same 8 without DetailView, which is destroyed.
            #expect(r.total("dismiss").bodyEvaluations == 8)
        }
    }

    /// An eager root runs its `ForEach` content closure in the stack's own update, so what the
    /// closure reads (`router.selected`) is the stack's dependency: a change of it re-runs the
    /// stack with no new presenter, and the rows must get their new inputs — the root is kept only
    /// when expanding it read nothing tracked.
    static let eagerRoot = """
    @Observable final class Router { var path: [Int] = []; var selected = -1 }
    struct Row: View {
        let n: Int
        let on: Bool
        var body: some View { Text(on ? "[\\(n)]" : "\\(n)") }
    }
    struct RootView: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                VStack {
                    ForEach(0..<3, id: \\.self) { n in Row(n: n, on: router.selected == n) }
                    Button("Select 2") { router.selected = 2 }
                    Button("Open 1") { router.path.append(1) }
                }
                .navigationDestination(for: Int.self) { Text("\\($0)") }
            }
        }
    }
    Redraw.root { RootView() }
    Redraw.tap("Select 2")
    Redraw.tap("Open 1")
    """

    @Test(arguments: EngineKind.allCases)
    func anEagerRootsReadsReachItsRows(_ engine: EngineKind) throws {
        let r = try run(Self.eagerRoot, engine, name: "navigation-path-eager-root")
        let select = "tap \"Select 2\"", open = "tap \"Open 1\""
        // Select: pull — the stack (it read `selected` in the closure) and Row 2, whose `on` changed; rows
        // 0 and 1 compared and skipped: 2. Push — RootView (objectWillChange) too: 3.
        #expect(r.bodies(select, "Row") == 1)
        #expect(r.metrics(select, "Row").skipped == 2)
        #expect(r.total(select).bodyEvaluations == (engine == .pull ? 2 : 3))
        // Open: the stack re-runs for the path and builds the destination, a Text (a leaf); the rows'
        // inputs are equal (skipped, as the root was expanded and read `selected`). Push: RootView too.
        #expect(r.bodies(open, "Row") == 0)
        #expect(r.total(open).bodyEvaluations == (engine == .pull ? 1 : 2))
    }

    static let destinationInAChildsBody = """
    @Observable final class Router { var path: [Int] = [7] }
    struct Coordinator: View {
        @Environment(Router.self) private var router
        var body: some View {
            Button("Open") { router.path.append(8) }
                .navigationDestination(for: Int.self) { n in Detail(n: n) }
        }
    }
    struct Detail: View {
        let n: Int
        var body: some View { Text("Detail \\(n)") }
    }
    struct Root: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) { Coordinator() }
                .environment(router)
        }
    }
    struct Words: View {
        @State private var words: [String] = []
        var body: some View { NavigationStack(path: $words) { Button("Word") { words.append("w") } } }
    }
    Redraw.root { VStack { Root(); Words() } }
    Redraw.tap("Open")
    Redraw.tap("Word")
    """

    /// A coordinator view that applies `.navigationDestination(for:)` in its own body, inside the
    /// stack (ProjectSUICoordinator's pattern; Apple: "Add this view modifier to a view inside a
    /// NavigationStack"): its body registers the destination with the stack, which builds the
    /// path's screens from it (NavigationPath.swift). Before, nothing was built, silently.
    ///
    /// Initial render: Root, the stack, Coordinator, Words and its stack: 5; the path starts as [7],
    /// and the stack's update found no destination (Coordinator's body runs below it): Coordinator
    /// registers one, the stack updates again in a further pass of the frame and builds Detail 7: 7.
    /// "tap Open" appends 8. Pull: the stack read the path: it and Detail 8: 2. Push: Router is an
    /// `ObservableObject`: Root (its `@StateObject`) and Coordinator (its `@EnvironmentObject`) re-run
    /// too, and the stack (a new binding): 4. Detail 7 keeps its inputs: skipped.
    /// "tap Word": the words stack's path holds a `String` that no view declares a destination for:
    /// its update runs and builds nothing (1), and the counting run says so.
    @Test(arguments: EngineKind.allCases)
    func aDestinationDeclaredInAChildsBodyBuildsThePathsScreens(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.destinationInAChildsBody, name: "destination-in-child",
                                                      engines: EngineKind.allCases)
        let result = try CompiledProfiler.runChild(compiled, engine: engine)
        let r = Run(steps: result.steps)
        #expect(r.total("initial render").bodyEvaluations == 7)
        #expect(r.bodies("initial render", "NavigationStack") == 3)
        #expect(r.metrics("initial render", "Detail").created == 1)
        #expect(r.metrics("tap \"Open\"", "Detail").created == 1)
        #expect(r.metrics("tap \"Open\"", "Detail").skipped == 1)
        #expect(r.total("tap \"Open\"").bodyEvaluations == (engine == .pull ? 2 : 4))
        #expect(r.total("tap \"Word\"").bodyEvaluations == 1)
        #expect(result.notes == ["tap \"Word\"\ta NavigationStack's path holds a `String`, and no view inside the stack "
            + "declares `.navigationDestination(for: String.self)`: its screen is not built"])
    }

    /// An environment value compares as a view's field does, a binding by its place: `\\.editMode`,
    /// the screen's `Binding<EditMode>` (SystemEditMode.swift), is no change when a push passes the
    /// stack's environment down again; the root content that read it re-ran at every push (a
    /// tester's reminders app re-ran its root's cards, "changed: editMode", when it was nil and
    /// stayed nil). "tap Open 1": the destination is made, the root's views neither re-run.
    @Test(arguments: EngineKind.allCases)
    func anUnchangedEditModeIsNoChangeAtAPush(engine: EngineKind) throws {
        let source = """
        struct Root: View {
            @Binding var path: NavigationPath
            var body: some View {
                List { NavigationLink("Open 1", value: 1) }
                    .navigationDestination(for: Int.self) { n in Detail(n: n) }
            }
        }
        struct RootWithEditMode: View {
            @Environment(\\.editMode) var editMode
            var body: some View { NavigationLink("Open 2", value: 2) }
        }
        struct Detail: View { let n: Int; var body: some View { Text("detail \\(n)") } }
        struct Owner: View {
            @State private var path = NavigationPath()
            var body: some View { NavigationStack(path: $path) { VStack { Root(path: $path); RootWithEditMode() } } }
        }
        Redraw.root { Owner() }
        Redraw.tap("Open 1")
        """
        let r = try run(source, engine, name: "nil-edit-mode")
        #expect(r.bodies("tap \"Open 1\"", "RootWithEditMode") == 0)
        #expect(r.bodies("tap \"Open 1\"", "Root") == 0)
        #expect(r.bodies("tap \"Open 1\"", "Detail") == 1)
    }

    /// A `NavigationLink(value:)` in a row of a `List(selection:)` of its value's type selects the
    /// value when tapped, as a split view's sidebar does (Apple's `NavigationSplitView` "coordinates
    /// with the List in its first column"); it pushed nowhere, silently (Apple's Focus Cookbook).
    /// "tap Dessert": the selection is written; Root re-runs (pull: it read `nav.selected` for the
    /// detail; push: it observes `nav`), 1, and Detail, whose input changed, 1. The step checks
    /// the selection.
    @Test(arguments: EngineKind.allCases)
    func aValueLinkInASelectionListSelects(engine: EngineKind) throws {
        let source = """
        enum Category: Int, Hashable, CaseIterable, Identifiable {
            case dessert, salad
            var id: Int { rawValue }
            var name: String { self == .dessert ? "Dessert" : "Salad" }
        }
        @Observable final class Nav { var selected: Category? = nil }
        struct Detail: View {
            let category: Category?
            var body: some View { Text(category.map { "Showing \\($0.name)" } ?? "Choose a category") }
        }
        struct Root: View {
            @Bindable var nav: Nav
            var body: some View {
                NavigationSplitView {
                    List(Category.allCases, selection: $nav.selected) { c in NavigationLink(c.name, value: c) }
                } detail: { Detail(category: nav.selected) }
            }
        }
        let nav = Nav()
        Redraw.root { Root(nav: nav) }
        Redraw.tap("Dessert")
        Redraw.step("check") { precondition(nav.selected == .dessert, "\\(String(describing: nav.selected))") }
        """
        let r = try run(source, engine, name: "selection-list-link")
        #expect(r.bodies("tap \"Dessert\"", "Root") == 1)
        #expect(r.bodies("tap \"Dessert\"", "Detail") == 1)
    }

    /// A link whose value is not of a typed path's element type: SwiftUI cannot push it. The path
    /// is not written — before, the setter dropped the value and wrote the same path, which under
    /// push notified and re-ran the root, the stack and the list (a deep-link app's other tabs) —
    /// and the run says why. "tap B one": nothing is written: 0 under both engines.
    @Test(arguments: EngineKind.allCases)
    func aLinkOfAnotherTypeThanATypedPathWritesNothing(engine: EngineKind) throws {
        let source = """
        enum A: Hashable { case a1 }
        enum B: Hashable { case b1 }
        @Observable final class Store { var path: [A] = [] }
        struct Root: View {
            @Bindable var store: Store
            var body: some View {
                NavigationStack(path: $store.path) {
                    List { NavigationLink("B one", value: B.b1) }
                        .navigationDestination(for: A.self) { _ in Text("A") }
                }
            }
        }
        let store = Store()
        Redraw.root { Root(store: store) }
        Redraw.tap("B one")
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "typed-path-mismatch", engines: EngineKind.allCases)
        let result = try CompiledProfiler.runChild(compiled, engine: engine)
        let r = Run(steps: result.steps)
        #expect(r.total("tap \"B one\"").bodyEvaluations == 0)
        #expect(result.notes == ["tap \"B one\"\ta NavigationLink(value:) holds a `B`, and its NavigationStack's path holds "
                                 + "`A` values: the link cannot push it, and nothing was written"])
    }
}

/// `NavigationPath.codable` and `init(_:)`: a router that saves its path and restores it (a
/// tester's RoutersDemo decodes `path.codable`). Counts: "restore" sets `path` to the decoded
/// path of two routes: the stack's node updates and pushes Detail twice (2 created), under both
/// engines; "save" writes only an ignored property: Home does not re-run. The preconditions check
/// the round trip and that a path holding a non-`Codable` value has no representation, as Apple
/// documents.
@Suite struct NavigationPathCodableTests {
    @Test(arguments: EngineKind.allCases)
    func aSavedPathRestoresTheSameScreens(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Route: Hashable, Codable { let id: Int }
        struct Opaque: Hashable { let id: Int }
        @Observable final class Router {
            var path = NavigationPath()
            @ObservationIgnored var saved: Data?
        }
        struct Detail: View {
            let route: Route
            var body: some View { Text("Detail \\(route.id)") }
        }
        struct Home: View {
            @Bindable var router: Router
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Home").navigationDestination(for: Route.self) { Detail(route: $0) }
                }
            }
        }
        let router = Router()
        Redraw.root { Home(router: router) }
        Redraw.step("save") {
            var path = NavigationPath([Route(id: 1), Route(id: 2)])
            router.saved = try! JSONEncoder().encode(path.codable!)
            path.append(Opaque(id: 3))
            precondition(path.codable == nil, "a path with a non-Codable element has no representation")
        }
        Redraw.step("restore") {
            let representation = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: router.saved!)
            router.path = NavigationPath(representation)
            precondition(router.path.count == 2)
        }
        """
        let r = try run(source, engine, name: "navigation-path-codable")
        #expect(r.metrics("restore", "Detail").created == 2)
        #expect(r.bodies("save", "Home") == 0)
    }
}
