// Instrumentation observes and never decides: the pull form compiled with
// Redraw's instrumentation (the forwarding registrar, `_RedrawUntracked`,
// the property-name tables) and without it notifies exactly the same views.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct InstrumentationTests {
    @Test(arguments: ["Scenarios/todo-list-1000-objects.swift", "Scenarios/examples/search-view-model.swift",
                      "Scenarios/examples/order-ticket-summary.swift"])
    func sameNotificationsWithAndWithout(file: String) throws {
        let compiled = try TestBuilds.shared.compiled(path: packageRoot + "/" + file, timing: true)
        for engine in EngineKind.allCases {
            let parameters = file.contains("1000") ? ["rows": "30"] : [:]
            let counted = try CompiledProfiler.runChild(compiled, engine: engine, parameters: parameters).steps
            let plain = try CompiledProfiler.runChild(compiled, engine: engine, parameters: parameters, instrumented: false).steps
            #expect(counted.map(\.step) == plain.map(\.step))
            for (a, b) in zip(counted, plain) {
                // What decides which bodies run is the same; only what the hooks record differs
                // (stale views, pull dependencies and property names need the instrumentation).
                #expect(a.counts.total.bodyEvaluations == b.counts.total.bodyEvaluations, "\(engine) \(a.step)")
                #expect(a.counts.total.notifications == b.counts.total.notifications, "\(engine) \(a.step)")
                #expect(a.counts.total.invalidations == b.counts.total.invalidations, "\(engine) \(a.step)")
                #expect(a.counts.perViewType.mapValues(\.bodyEvaluations) == b.counts.perViewType.mapValues(\.bodyEvaluations),
                        "\(engine) \(a.step)")
            }
        }
    }

    /// `@Published` reports its reads only in the instrumented form (`_redrawReportsAccesses`: the
    /// rewriter's `_RedrawNamedProperties` conformance). Banner reads a global it does not hold, so
    /// under push the write reaches no view: with the reads reported, the runtime finds Banner
    /// stale (its read changed and it did not re-run); without, it has nothing to go on. Either
    /// way the same bodies run (none): reporting decides nothing.
    @Test func publishedReportsOnlyInTheInstrumentedForm() throws {
        let source = """
        final class Settings: ObservableObject {
            @Published var theme = "light"
        }
        let settings = Settings()
        struct Banner: View {
            var body: some View { Text(settings.theme) }
        }
        Redraw.root { Banner() }
        Redraw.step("change theme") { settings.theme = "dark" }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "published-reports", timing: true)
        let counted = try CompiledProfiler.runChild(compiled, engine: .push).steps
        let plain = try CompiledProfiler.runChild(compiled, engine: .push, instrumented: false).steps
        let step = "change theme"
        let a = try #require(counted.first { $0.step == step }), b = try #require(plain.first { $0.step == step })
        #expect(a.counts.total.bodyEvaluations == 0)
        #expect(b.counts.total.bodyEvaluations == 0)
        #expect(a.counts.perViewType["Banner"]?.staleViews == 1)
        #expect((b.counts.perViewType["Banner"]?.staleViews ?? 0) == 0)
    }

    /// A class whose `Codable` conformance the compiler synthesises codes its wrapped properties as
    /// the plain ones they are in the app: the counting build's `_RedrawUntracked` made such a
    /// class fail to compile ("cannot automatically synthesize 'Decodable'"; a tester's recipe
    /// app decoding its bundled JSON). The last tap finds the button only by the JSON the app
    /// wrote: the missing `id` decoded as nil and written as no key (as `decodeIfPresent` and
    /// `encodeIfPresent` do), the coders' date strategies applied (60 s after 1970, not after
    /// 2001). Counts: "load" and "tap Save" each re-run BookView, which holds the book (push) or
    /// read the written property (pull), 1 body each.
    @Test(arguments: EngineKind.allCases)
    func aSynthesisedCodableClassCodesItsWrappedProperties(engine: EngineKind) throws {
        let source = #"""
        import Foundation
        import SwiftUI
        class Recipe: Identifiable, Codable {
            var id: UUID?
            var name: String
            var made: Date
        }
        final class Book: ObservableObject {
            @Published var recipes: [Recipe] = []
            @Published var encoded = ""
            func load() {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .secondsSince1970
                recipes = try! decoder.decode([Recipe].self, from: Data(#"[{"name":"Lasagna","made":60}]"#.utf8))
            }
            func save() {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                encoder.outputFormatting = .sortedKeys
                encoded = String(decoding: try! encoder.encode(recipes), as: UTF8.self)
            }
        }
        struct BookView: View {
            @ObservedObject var book: Book
            var body: some View {
                VStack {
                    ForEach(book.recipes) { Text($0.name) }
                    Button(book.encoded.isEmpty ? "Save" : book.encoded) { book.save() }
                }
            }
        }
        let book = Book()
        Redraw.root { BookView(book: book) }
        Redraw.step("load") { book.load() }
        Redraw.tap("Save")
        Redraw.tap(#"[{"made":"1970-01-01T00:01:00Z","name":"Lasagna"}]"#)
        """#
        let r = try run(source, engine, name: "codable-untracked")
        #expect(r.bodies("load", "BookView") == 1)
        #expect(r.bodies("tap \"Save\"", "BookView") == 1)
    }
}

extension InstrumentationTests {
    /// `@_RedrawUntracked` (every `var` of a plain class here) mutates in place: with only a getter
    /// and a setter, `log.entries.append(1)` copied the array into a new buffer (the getter's copy
    /// held a second reference), so a loop of appends was quadratic in the counting run. The step
    /// traps if the append moved the buffer. The events are those of the get-then-set it
    /// replaces: Tail's body read `entries`, the append wrote it, and no mechanism re-ran Tail
    /// (a plain class notifies nobody), so Tail is stale, once.
    @Test func anUntrackedCollectionIsMutatedInPlace() throws {
        let source = """
        final class Log { var entries: [Int] = [] }
        let log = Log()
        struct Tail: View {
            var body: some View { Text("\\(log.entries.count)") }
        }
        Redraw.root { Tail() }
        Redraw.step("append in place") {
            log.entries.reserveCapacity(16)
            let before = log.entries.withUnsafeBufferPointer { $0.baseAddress }
            log.entries.append(1)
            let after = log.entries.withUnsafeBufferPointer { $0.baseAddress }
            precondition(before == after, "the append copied the array")
        }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "untracked-in-place", timing: false)
        for engine in EngineKind.allCases {
            let steps = try CompiledProfiler.runChild(compiled, engine: engine).steps
            let step = try #require(steps.first { $0.step == "append in place" })
            #expect(step.counts.total.bodyEvaluations == 0, "\(engine)")
            #expect(step.counts.perViewType["Tail"]?.staleViews == 1, "\(engine)")
        }
    }
}

extension InstrumentationTests {
    /// A model released while a body runs, whose `deinit` reads its own tracked property (a
    /// `deinit { stop() }` that reads `timer`): the counting run kept that read — a strong reference
    /// made inside the `deinit` — and the runtime aborted the child ("deallocated with non-zero
    /// retain count 2"), under both engines. The read is nobody's now. Counts: V's body runs at
    /// the initial render and again for the tap's `@State` write, which it read (1 and 1).
    @Test(arguments: EngineKind.allCases)
    func aDeinitThatReadsItsOwnPropertyIsNotARead(engine: EngineKind) throws {
        let source = """
        @Observable
        final class Probe {
            var value = 0
            deinit { _ = value }
        }
        struct V: View {
            @State private var n = 0
            var body: some View {
                let _ = Probe()
                return Button("Tap \\(n)") { n += 1 }
            }
        }
        Redraw.root { V() }
        Redraw.tap("Tap 0")
        """
        let r = try run(source, engine, name: "deinit-read")
        #expect(r.bodies("initial render", "V") == 1)
        #expect(r.bodies("tap \"Tap 0\"", "V") == 1)
    }

    /// An equal small array assigned is no change: a view that read it and did not re-run is not
    /// stale (a tester's push run called three views stale at every step, for a `tabs` array the app
    /// reloaded equal). Push: Child reads `tabs` through a binding and holds no object: "reload"
    /// re-runs Root (it holds the store) and Child's binding shows an equal tab — skipped, and 0
    /// stale, where it was 1. "rename" changes `tabs[0]`: Child re-runs for its binding's new value.
    @Test func anEqualSmallCollectionAssignedIsNoChange() throws {
        let source = """
        struct Tab: Hashable { let id: Int; var name: String }
        final class Store: ObservableObject {
            @Published var tabs = [Tab(id: 0, name: "A"), Tab(id: 1, name: "B")]
        }
        struct Child: View {
            @Binding var tab: Tab
            var body: some View { Text(tab.name) }
        }
        struct Root: View {
            @StateObject var store = Store()
            var body: some View { VStack { Child(tab: $store.tabs[0]); Text("\\(store.tabs.count)") } }
        }
        Redraw.root { Root() }
        Redraw.step("reload") {
            let s: Store = Redraw.state(of: Root.self, "store")
            s.tabs = [Tab(id: 0, name: "A"), Tab(id: 1, name: "B")]
        }
        Redraw.step("rename") { let s: Store = Redraw.state(of: Root.self, "store"); s.tabs[0].name = "C" }
        """
        let r = try run(source, .push, name: "equal-array-no-change")
        #expect(r.bodies("reload", "Root") == 1)
        #expect(r.bodies("reload", "Child") == 0)
        #expect(r.total("reload").staleViews == 0)
        #expect(r.bodies("rename", "Child") == 1)
        #expect(r.total("rename").staleViews == 0)
    }
}

/// A read through a binding is stale only when the value the binding shows changed
/// (ShownThroughBindings.swift): a row handed `$item` reads the whole `items` array through it.
@Suite struct BindingStaleTests {
    static func source(equality: String) -> String {
        """
        struct Item: Identifiable, Equatable {
            let id: Int
            var title: String
            var done = false
            \(equality)
        }
        final class Store: ObservableObject {
            @Published var items = (0..<5).map { Item(id: $0, title: "t\\($0)") }
        }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Toggle(item.title, isOn: $item.done) }
        }
        struct ListView: View {
            @ObservedObject var store: Store
            var body: some View { VStack { ForEach($store.items) { $item in Row(item: $item) } } }
        }
        let store = Store()
        Redraw.root { ListView(store: store) }
        Redraw.step("toggle 3") { store.items[3].done.toggle() }
        Redraw.step("rename 0") { store.items[0].title = "renamed" }
        """
    }

    /// "toggle 3". Push: the write sends `objectWillChange`; ListView holds the store, re-runs (1)
    /// and hands each row a binding to its element: rows 0, 1, 2 and 4 get the same place showing
    /// an equal item — skipped; row 3's item changed — it re-runs (1) and so does its Toggle, whose
    /// `done` changed (1): 3 bodies. The skipped rows and their toggles read `items` (through their
    /// bindings), which changed, but each still shows what it showed: 0 stale, where it was 8.
    /// Pull: every row and toggle read `items` through its binding inside its own tracking, and
    /// ListView read it iterating `$store.items`: the write of `items` re-runs all 11.
    /// "rename 0" changes what row 0 shows: push re-runs ListView, row 0 (its item changed) and not
    /// its Toggle (its `done` is the same: skipped) — 2, 0 stale; pull 11 again.
    @Test(arguments: EngineKind.allCases)
    func aRowWhoseElementDidNotChangeIsNotStale(engine: EngineKind) throws {
        let r = try run(Self.source(equality: ""), engine, name: "binding-rows-not-stale")
        #expect(r.total("toggle 3").bodyEvaluations == (engine == .push ? 3 : 11))
        #expect(r.total("toggle 3").staleViews == 0)
        #expect(r.total("rename 0").bodyEvaluations == (engine == .push ? 2 : 11))
        #expect(r.total("rename 0").staleViews == 0)
    }

    /// An `==` that compares ids only skips a row whose element changed: SwiftUI keeps showing the
    /// old value, and the row is a stale view. Push, "toggle 3": ListView re-runs (1); every row's
    /// binding shows an item `==` to the one it showed — all skipped; row 3's `done` changed, so
    /// row 3 and its Toggle (not updated, as its row was skipped) are stale: 2. "rename 0": ListView
    /// again (1); row 0 is skipped with a changed title: stale; row 3 and its Toggle still are (a
    /// view stays stale until it re-runs): Row 2, 3 in all.
    @Test func anEqualityThatHidesAChangeLeavesTheRowStale() throws {
        let r = try run(Self.source(equality: "static func == (a: Item, b: Item) -> Bool { a.id == b.id }"), .push,
                        name: "binding-rows-id-equality")
        #expect(r.total("toggle 3").bodyEvaluations == 1)
        #expect(r.metrics("toggle 3", "Row").staleViews == 1)
        #expect(r.metrics("toggle 3", "Toggle").staleViews == 1)
        #expect(r.total("rename 0").bodyEvaluations == 1)
        #expect(r.metrics("rename 0", "Row").staleViews == 2)
        #expect(r.total("rename 0").staleViews == 3)
    }
}

@Suite struct DeinitInstrumentationTests {
    /// A `@MainActor` model's nonisolated `deinit` may touch its plain stored properties; the
    /// counting build's wrapper (`@_RedrawUntracked`) would make them isolated, and the file did not
    /// compile in either form (a tester's stock chart cancelled its refresh task in `deinit`).
    @Test(arguments: EngineKind.allCases)
    func aDeinitsPropertiesStayUnwrapped(engine: EngineKind) throws {
        let source = """
        @MainActor
        class VM: ObservableObject {
            @Published var n = 0
            private var task: Task<Void, Never>?
            init() { task = Task { } }
            deinit { task?.cancel() }
        }
        struct V: View {
            @StateObject var vm = VM()
            var body: some View { Text("\\(vm.n)") }
        }
        Redraw.root { V() }
        Redraw.step("bump") { let vm: VM = Redraw.state(of: V.self, "vm"); vm.n += 1 }
        """
        let r = try run(source, engine, name: "deinit-plain-property")
        #expect(r.bodies("bump", "V") == 1)
    }
}
