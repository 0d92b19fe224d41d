// A screen a navigation push covers disappears, and appears again at the pop
// (CoveredScreens.swift): its `.onDisappear` and `.onAppear` run then, and its
// `.task` is cancelled and started again. Sheets cover nothing. Before, a
// covered screen stayed "on screen", so an app that reloads in `.onAppear` or
// `.task` after a pop ran fewer bodies here than on a device.

import RedrawResults
import Testing

@Suite struct CoveredScreenTests {
    static let link = """
    @Observable final class Feed { var loads = 0; var tasks = 0; var cancelled = 0 }
    struct Detail: View { var body: some View { Text("detail") } }
    struct Home: View {
        let feed: Feed
        @State private var showSheet = false
        var body: some View {
            NavigationStack {
                List {
                    Text("loads \\(feed.loads)")
                    NavigationLink("Open") { Detail() }
                    Button("Sheet") { showSheet = true }
                }
                .onAppear { feed.loads += 1 }
                .task {
                    feed.tasks += 1
                    do { try await Task.sleep(for: .seconds(10)) } catch { feed.cancelled += 1 }
                }
                .sheet(isPresented: $showSheet) { Text("sheet") }
            }
        }
    }
    let feed = Feed()
    Redraw.root { Home(feed: feed) }
    Redraw.tap("Open")
    Redraw.dismiss()
    Redraw.tap("Sheet")
    Redraw.dismiss()
    Redraw.step("check") {
        precondition(feed.loads == 2 && feed.tasks == 2 && feed.cancelled == 1, "\\(feed.loads) \\(feed.tasks) \\(feed.cancelled)")
    }
    """

    /// "tap Open": the link's node updates (its own pushed state) and Detail is created: 2. The
    /// push covers Home's screen: its `.task` is cancelled, and its catch writes `cancelled`, read
    /// by no body — pull: 2; push: Home holds the object and re-runs, with its List and the sheet's
    /// presentation updating with it: 5. "dismiss": the link's node (1); Home's screen shows again,
    /// so its `.onAppear` writes `loads` (read by Home: a List's static content reads are the
    /// declaring body's) and its `.task` starts again (`tasks`, read by none): Home, List, Sheet: 4
    /// under both engines. The sheet covers nothing: presenting and dismissing it run no
    /// `.onAppear` of Home (the check traps unless Home appeared twice and its task ran twice).
    @Test(arguments: EngineKind.allCases)
    func aPushedLinkCoversItsScreenUntilThePop(engine: EngineKind) throws {
        let r = try run(Self.link, engine, name: "covered-link")
        #expect(r.total("tap \"Open\"").bodyEvaluations == (engine == .pull ? 2 : 5))
        #expect(r.total("dismiss").bodyEvaluations == 4)
        #expect(r.bodies("dismiss", "Home") == 1)
    }

    static let path = """
    @Observable final class Router { var path: [Int] = []; var rootAppears = 0; var levelAppears = 0; var destAppears = 0 }
    struct Level: View {
        let n: Int
        let router: Router
        var body: some View { Text("level \\(n)").onAppear { router.levelAppears += 1 } }
    }
    struct Root: View {
        @Bindable var router: Router
        var body: some View {
            NavigationStack(path: $router.path) {
                VStack { NavigationLink("Go", value: 1) }
                    .onAppear { router.rootAppears += 1 }
                    .navigationDestination(for: Int.self) { n in
                        Level(n: n, router: router).onAppear { router.destAppears += 1 }
                    }
            }
        }
    }
    let router = Router()
    Redraw.root { Root(router: router) }
    Redraw.tap("Go")
    Redraw.step("push 2") { router.path.append(2) }
    Redraw.step("pop 1") { router.path.removeLast() }
    Redraw.step("pop to root") { router.path.removeAll() }
    Redraw.step("check") {
        precondition(router.rootAppears == 2 && router.levelAppears == 3 && router.destAppears == 3,
                     "\\(router.rootAppears) \\(router.levelAppears) \\(router.destAppears)")
    }
    """

    /// A path stack's levels: the root appears at the start and again at "pop to root" (2); level
    /// 1 at "tap Go" and again at "pop 1", when level 2 goes; level 2 at "push 2" (3 in all) — the
    /// check traps otherwise. The destination closure's own `.onAppear` is the stack's body's, one
    /// per level: it counts the same 3, each level covered and shown on its own (covering level 1
    /// under level 0's cover once showed the root again at "pop 1"). Pull: "pop 1" and "pop to root" each update the stack's node for
    /// its path (1); the `.onAppear` writes are read by no body: 1 each.
    @Test(arguments: EngineKind.allCases)
    func aPathStacksLevelsAppearAgainWhenOnTop(engine: EngineKind) throws {
        let r = try run(Self.path, engine, name: "covered-path")
        if engine == .pull {
            #expect(r.total("pop 1").bodyEvaluations == 1)
            #expect(r.total("pop to root").bodyEvaluations == 1)
        }
    }
}
