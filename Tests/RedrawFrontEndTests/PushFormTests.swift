// The push form of a file written for pull (the update-cycle page's table,
// right to left): every mapping row, on its own.

import RedrawFrontEnd
import Testing

@Suite("Push form of a pull-style file")
struct PushFormTests {
    @Test("@Observable class M → class M: ObservableObject; tracked vars @Published; ignored ones plain")
    func observableClass() throws {
        let out = try declarations("""
            @Observable final class Store {
                var count = 0
                private(set) var name = ""
                @ObservationIgnored var cache: [Int] = []
                lazy var expensive = 5
                weak var delegate: Store?
                let id = 1
                var doubled: Int { count * 2 }
                var logged = 0 { didSet { print(logged) } }
            }
            """, for: .push)
        #expect(out == """
            final class Store: ObservableObject {
                @Published var count = 0
                @Published private(set) var name = ""
                var cache: [Int] = []
                lazy var expensive = 5
                weak var delegate: Store?
                let id = 1
                var doubled: Int { count * 2 }
                @Published var logged = 0 { didSet { print(logged) } }
            }
            """)
    }

    /// A tester's router wrote the macro's storage in its initialiser (`_path = path`), which the
    /// push form's `@Published` wrapper would not take: it gets the wrapper, with the same value.
    /// Outside an initialiser, and for a local of the name, nothing changes.
    @Test("_p = v in an @Observable class's init → _p = Published(initialValue: v) for a tracked p")
    func storageSetInAnInitialiser() throws {
        let out = try declarations("""
            @Observable final class Router {
                var path: [Int]
                var depth = 0
                @ObservationIgnored var log: [String] = []
                init(path: [Int]) {
                    _path = path
                    self._depth = path.count
                    var _log = ["made"]
                    _log.append("x")
                    log = _log
                }
            }
            """, for: .push)
        #expect(out.contains("        _path = Published(initialValue: path)\n"), "\(out)")
        #expect(out.contains("        self._depth = Published(initialValue: path.count)\n"), "\(out)")
        #expect(out.contains("        var _log = [\"made\"]\n"), "\(out)")
    }

    @Test("ObservableObject joins the inheritance clause after a superclass, or after the generic parameters")
    func inheritanceClause() throws {
        let out = try declarations("""
            class Base {}
            @Observable class A: Base { var n = 0 }
            @Observable class B: Identifiable { var n = 0 }
            @Observable class G<T> where T: Equatable { var value: T? }
            @Observation.Observable class Q { var n = 0 }
            """, for: .push)
        #expect(out == """
            class Base {}
            class A: Base, ObservableObject { @Published var n = 0 }
            class B: Identifiable, ObservableObject { @Published var n = 0 }
            class G<T>: ObservableObject where T: Equatable { @Published var value: T? }
            class Q: ObservableObject { @Published var n = 0 }
            """)
    }

    @Test("an own-line @Observable leaves an empty line; the comments stay")
    func ownLineAttribute() throws {
        let out = try declarations("""
            // The store.
            @Observable
            final class Store {
                @ObservationIgnored
                var cache = 0
            }
            """, for: .push)
        #expect(out == "// The store.\n\nfinal class Store: ObservableObject {\n    \n    var cache = 0\n}")
    }

    @Test("view properties holding a pull-style model: @State → @StateObject, plain / @Bindable → @ObservedObject")
    func viewProperties() throws {
        let out = try declarations("""
            @Observable class Store { var name = "" }
            struct Screen: View {
                @State private var store = Store()
                @State var typed: Store
                let shown: Store
                var passed: Store
                @Bindable var edited: Store
                @Environment(Store.self) private var env
                @Environment(Store.self) var annotated: Store
                @Environment(Store.self) var optional: Store?
                @Environment(\\.colorScheme) var scheme
                var maybe: Store?
                var many: [Store]
                @State var count = 0
                var body: some View {
                    @Bindable var env = env
                    TextField("n", text: $env.name)
                }
            }
            """, for: .push)
        #expect(out == """
            class Store: ObservableObject { @Published var name = "" }
            struct Screen: View {
                @StateObject fileprivate var store = Store()
                @StateObject var typed: Store
                @ObservedObject var shown: Store
                @ObservedObject var passed: Store
                @ObservedObject var edited: Store
                @EnvironmentObject private var env: Store
                @EnvironmentObject var annotated: Store
                @Environment(Store.self) var optional: Store?
                @Environment(\\.colorScheme) var scheme
                var maybe: Store?
                var many: [Store]
                @State var count = 0
                var body: some View {
                    @Bindable var env = env
                    TextField("n", text: $env.name)
                }
            }
            """)
    }

    @Test("nested model types are recognised by their dotted or their short name")
    func nestedModel() throws {
        let out = try declarations("""
            enum Feature { @Observable class Model { var n = 0 } }
            struct A: View { let model: Feature.Model; var body: some View { Text("") } }
            """, for: .push)
        #expect(out == """
            enum Feature { class Model: ObservableObject { @Published var n = 0 } }
            struct A: View { @ObservedObject var model: Feature.Model; var body: some View { Text("") } }
            """)
    }

    @Test(".environment(x) → .environmentObject(x); .environment(\\.key, v) untouched")
    func environmentCall() throws {
        let out = try declarations("""
            struct Root: View {
                var body: some View { Child().environment(store).environment(\\.locale, locale) }
            }
            """, for: .push)
        #expect(out == """
            struct Root: View {
                var body: some View { Child().environmentObject(store).environment(\\.locale, locale) }
            }
            """)
    }

    @Test("@Model → class M: ObservableObject; @Attribute, @Relationship, @Transient dropped, a relationship told to SwiftData by a didSet (a to-many one holding each object once)")
    func swiftDataModel() throws {
        let out = try declarations("""
            @Model final class Item {
                @Attribute(.unique) var id: String
                @Relationship(deleteRule: .cascade) var children: [Item] = []
                @Transient var scratch = 0
                init(id: String) { self.id = id }
            }
            """, for: .push)
        #expect(out == """
            final class Item: ObservableObject, PersistentModel {
                @Published var id: String
                @Published var children: [Item] = [] { didSet { if let once = _RedrawRelationships.once(children) { children = once }; _RedrawRelationships.changed(self, old: _RedrawRelationships.members(oldValue), new: _RedrawRelationships.members(children)) } }
                var scratch = 0
                init(id: String) { self.id = id }
            }
            """)
    }

    @Test("a file written for push keeps its classes and views under push (a plain let stays unobserved)")
    func pushFileUnchanged() throws {
        let source = """
            class Store: ObservableObject {
                @Published var count = 0
                var cache: [Int] = []
            }
            struct Screen: View {
                @StateObject var store: Store
                let shown: Store
                @ObservedObject var edited: Store
                @EnvironmentObject var env: Store
                var body: some View { Child().environmentObject(store) }
            }
            """
        #expect(try declarations(source, for: .push) == source)
    }

    @Test("a mixed file: each class goes to the target form; views are rewritten only for converted classes")
    func mixedFile() throws {
        let source = """
            class Legacy: ObservableObject { @Published var n = 0 }
            @Observable class Modern { var n = 0 }
            struct Screen: View {
                let legacy: Legacy
                let modern: Modern
                @ObservedObject var watched: Legacy
                var body: some View { Text("") }
            }
            """
        #expect(try declarations(source, for: .push) == """
            class Legacy: ObservableObject { @Published var n = 0 }
            class Modern: ObservableObject { @Published var n = 0 }
            struct Screen: View {
                let legacy: Legacy
                @ObservedObject var modern: Modern
                @ObservedObject var watched: Legacy
                var body: some View { Text("") }
            }
            """)
        #expect(try declarations(source, for: .pull) == """
            @Observable class Legacy { var n = 0 }
            @Observable class Modern { var n = 0 }
            struct Screen: View {
                let legacy: Legacy
                let modern: Modern
                var watched: Legacy
                var body: some View { Text("") }
            }
            """)
    }

    @Test("a view's init that sets _m = State(…) for a model follows the new wrapper")
    func wrapperInitializer() throws {
        let out = try declarations("""
            @Observable class Store { var n = 0 }
            struct Screen: View {
                @State private var store: Store
                @State private var count: Int
                init(store: Store) {
                    _store = State(initialValue: store)
                    _count = State(initialValue: 0)
                }
                var body: some View { Text("") }
            }
            """, for: .push)
        #expect(out == """
            class Store: ObservableObject { @Published var n = 0 }
            struct Screen: View {
                @StateObject fileprivate var store: Store
                @State fileprivate var count: Int
                init(store: Store) {
                    _store = StateObject(wrappedValue: store)
                    _count = State(initialValue: 0)
                }
                var body: some View { Text("") }
            }
            """)
    }

    /// `vm = ImageModel(…)` in an init initialises the `State` from the value (TasteMaker's
    /// `CachedImageView`); `self._list = .init(initialValue:)` (RReminders) spells the wrapper's
    /// init without its type. A `@StateObject` has neither a settable `wrappedValue` nor
    /// `initialValue:`: the push form writes the same initialisation its own way, whatever the value
    /// (a ternary, a `??`). A closure's assignments are not the initialiser's, nor is one to a local
    /// of the same name.
    @Test("a view's init that assigns a @State model, or calls .init(initialValue:), initialises the @StateObject")
    func stateAssignedInInit() throws {
        let out = try declarations("""
            @Observable class ImageModel { var url = ""; init(url: String) { self.url = url } }
            struct Cached: View {
                @State var vm: ImageModel
                @State var other: ImageModel
                @State var picked: ImageModel
                @State var fallback: ImageModel
                init(url: String, cached: ImageModel?) {
                    vm = ImageModel(url: url)
                    self._other = .init(initialValue: ImageModel(url: url))
                    picked = url.isEmpty ? ImageModel(url: "none") : ImageModel(url: url)
                    var fallback = ImageModel(url: "a")
                    fallback = cached ?? fallback
                    self.fallback = fallback
                    let make = { (s: String) in var vm = ImageModel(url: s); vm = ImageModel(url: ""); return vm }
                    _ = make
                }
                var body: some View { Text("") }
            }
            """, for: .push)
        #expect(out == """
            class ImageModel: ObservableObject { @Published var url = ""; init(url: String) { self.url = url } }
            struct Cached: View {
                @StateObject var vm: ImageModel
                @StateObject var other: ImageModel
                @StateObject var picked: ImageModel
                @StateObject var fallback: ImageModel
                init(url: String, cached: ImageModel?) {
                    _vm = StateObject(wrappedValue: ImageModel(url: url))
                    self._other = .init(wrappedValue: ImageModel(url: url))
                    _picked = StateObject(wrappedValue: url.isEmpty ? ImageModel(url: "none") : ImageModel(url: url))
                    var fallback = ImageModel(url: "a")
                    fallback = cached ?? fallback
                    self._fallback = StateObject(wrappedValue: fallback)
                    let make = { (s: String) in var vm = ImageModel(url: s); vm = ImageModel(url: ""); return vm }
                    _ = make
                }
                var body: some View { Text("") }
            }
            """)
    }

    /// `private` becomes `fileprivate` so that the workload can name the property — but not when its
    /// type is a private one (an enum in the view's extension, RReminders' `VDetailsPriorityField`):
    /// a `fileprivate` property cannot have a private type.
    /// At file scope `private` is `fileprivate`: a property of such a type becomes `fileprivate` as
    /// any other does (and the workload can still name it).
    @Test("a @State private property of a private type stays private")
    func privateTypeKeepsPrivate() throws {
        let out = try declarations("""
            private enum Filter { case all, done }
            struct Field: View {
                @State private var prio: Prio = .none
                @State private var inferred = Prio.high
                @State private var filter: Filter = .all
                @State private var count = 0
                var body: some View { Text("") }
            }
            extension Field {
                private enum Prio { case none, high }
            }
            """, for: .push)
        #expect(out == """
            private enum Filter { case all, done }
            struct Field: View {
                @State private var prio: Prio = .none
                @State private var inferred = Prio.high
                @State fileprivate var filter: Filter = .all
                @State fileprivate var count = 0
                var body: some View { Text("") }
            }
            extension Field {
                private enum Prio { case none, high }
            }
            """)
    }

    /// Apple's `Bindable(_:)` has no `ObservedObject` twin without a label: the push form of
    /// `_settings = Bindable(settings)` labels it (a tester's SQL-Activity did not compile).
    @Test("Bindable(x) in an initialiser becomes ObservedObject(wrappedValue: x)")
    func unlabelledBindable() throws {
        let out = try declarations("""
            @Observable final class Settings { var on = false }
            struct SettingsView: View {
                @Bindable var settings: Settings
                init(settings: Settings) { self._settings = Bindable(settings) }
                var body: some View { Toggle("On", isOn: $settings.on) }
            }
            """, for: .push)
        #expect(out.contains("@ObservedObject var settings: Settings"), "\(out)")
        #expect(out.contains("self._settings = ObservedObject(wrappedValue: settings)"), "\(out)")
    }
}
