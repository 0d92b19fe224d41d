// The pull form of a file written for push (the update-cycle page's table,
// left to right): every mapping row, on its own.

import RedrawFrontEnd
import Testing

@Suite("Pull form of a push-style file")
struct PullFormTests {
    @Test("class M: ObservableObject → @Observable class M; @Published dropped; other stored vars ignored")
    func observableObjectClass() throws {
        let out = try declarations("""
            final class Store: ObservableObject {
                @Published var count = 0
                @Published private(set) var name = ""
                var cache: [Int] = []
                lazy var expensive = 5
                weak var delegate: Store?
                let id = 1
                var doubled: Int { count * 2 }
                var logged = 0 { didSet { print(logged) } }
                func bump() { count += 1 }
            }
            """, for: .pull)
        #expect(out == """
            @Observable final class Store {
                var count = 0
                private(set) var name = ""
                @ObservationIgnored var cache: [Int] = []
                @ObservationIgnored lazy var expensive = 5
                @ObservationIgnored weak var delegate: Store?
                let id = 1
                var doubled: Int { count * 2 }
                @ObservationIgnored var logged = 0 { didSet { print(logged) } }
                func bump() { count += 1 }
            }
            """)
    }

    /// A game held its players as `@ObservedObject` in the class (inert there on Apple's platforms):
    /// kept in the pull form, it required `Player` to be an `ObservableObject` and did not compile.
    @Test("@ObservedObject on a class's property is dropped in the pull form and the push form alike")
    func observedObjectInAClass() throws {
        let source = """
            final class Player: ObservableObject { @Published var score = 0 }
            final class Game: ObservableObject {
                @ObservedObject var one: Player
                @Published var active: Player
                init(one: Player) { self.one = one; self.active = one }
            }
            """
        let pull = try declarations(source, for: .pull)
        #expect(pull.contains("@ObservationIgnored var one: Player"), "\(pull)")
        #expect(!pull.contains("@ObservedObject"), "\(pull)")
        let push = try declarations(source, for: .push)
        #expect(push.contains("    var one: Player\n"), "\(push)")
        #expect(!push.contains("@ObservedObject"), "\(push)")
    }

    @Test("a var its own objectWillChange.send() announces stays tracked; the send goes")
    func manuallySentProperties() throws {
        let out = try declarations("""
            final class Game: ObservableObject {
                var value = 0 { willSet { objectWillChange.send() } }
                private var model = Board()
                var cards: [Int] = []
                var log = ""
                func choose(_ i: Int) {
                    self.objectWillChange.send()
                    model.choose(i)
                    cards[i] += 1
                }
                func note() { log = "x" }
            }
            """, for: .pull)
        #expect(out == """
            @Observable final class Game {
                var value = 0 { willSet {  } }
                private var model = Board()
                var cards: [Int] = []
                @ObservationIgnored var log = ""
                func choose(_ i: Int) {

                    model.choose(i)
                    cards[i] += 1
                }
                func note() { log = "x" }
            }
            """)
    }

    @Test("a method calling a sending method sends too, and so does a view's send on the object: what they change stays tracked")
    func sendsThroughAHelperAndFromAView() throws {
        let out = try declarations("""
            final class Cart: ObservableObject {
                var items: [String] = []
                var tags: [String] = []
                var log = ""
                func addTag(_ t: String) { tags.append(t); announce() }
                private func announce() { objectWillChange.send() }
            }
            struct CartView: View {
                @ObservedObject var cart: Cart
                var body: some View {
                    Button("Add") {
                        cart.objectWillChange.send(); cart.log = "a"
                        cart.items.append("milk")
                    }
                }
            }
            """, for: .pull)
        #expect(out == """
            @Observable final class Cart {
                var items: [String] = []
                var tags: [String] = []
                var log = ""
                func addTag(_ t: String) { tags.append(t); announce() }
                private func announce() {  }
            }
            struct CartView: View {
                var cart: Cart
                var body: some View {
                    Button("Add") {
                        cart.log = "a"
                        cart.items.append("milk")
                    }
                }
            }
            """)
    }

    @Test("a conformance declared in an extension makes a model class, and leaves the extension")
    func conformanceInAnExtension() throws {
        let out = try declarations("""
            final class Store {
                @Published var count = 0
                var cache: [Int] = []
            }
            extension Store: ObservableObject {}
            extension Store: Identifiable, ObservableObject { var id: Int { 0 } }
            """, for: .pull)
        #expect(out == """
            @Observable final class Store {
                var count = 0
                @ObservationIgnored var cache: [Int] = []
            }
            extension Store {}
            extension Store: Identifiable { var id: Int { 0 } }
            """)
        #expect(FrontEnd.analyze(scenario("final class S { @Published var n = 0 }\nextension S: ObservableObject {}")).modelClasses == ["S"])
    }

    @Test("extension ObservableObject extends Observable in the pull form, as the classes it served are")
    func protocolExtension() throws {
        let source = """
            extension ObservableObject { var label: String { "\\(Self.self)" } }
            final class Store: ObservableObject { @Published var count = 0 }
            """
        #expect(try declarations(source, for: .pull) == """
            extension Observable { var label: String { "\\(Self.self)" } }
            @Observable final class Store { var count = 0 }
            """)
        #expect(try declarations(source, for: .push).hasPrefix("extension ObservableObject {"))
        // And back: a pull-style file's `extension Observable` serves ObservableObjects under push.
        let pull = "extension Observable { func touch() {} }\n@Observable final class M { var n = 0 }"
        #expect(try declarations(pull, for: .push).hasPrefix("extension ObservableObject { func touch() {} }"))
    }

    @Test("ObservableObject leaves the inheritance clause wherever it is")
    func inheritanceClause() throws {
        let out = try declarations("""
            class A: ObservableObject, Identifiable { @Published var n = 0 }
            class B: Identifiable, ObservableObject { @Published var n = 0 }
            class C: Combine.ObservableObject { @Published var n = 0 }
            class G<T>: ObservableObject where T: Equatable { @Published var value: T? }
            """, for: .pull)
        #expect(out == """
            @Observable class A: Identifiable { var n = 0 }
            @Observable class B: Identifiable { var n = 0 }
            @Observable class C { var n = 0 }
            @Observable class G<T> where T: Equatable { var value: T? }
            """)
    }

    @Test("a class's own-line attributes and comments stay where they were")
    func ownLineAttributes() throws {
        let out = try declarations("""
            // The store.
            final class Store: ObservableObject {
                @Published
                var count = 0 // shown
            }
            """, for: .pull)
        #expect(out == "// The store.\n@Observable final class Store {\n    \n    var count = 0 // shown\n}")
    }

    @Test("@StateObject → @State, @ObservedObject → var or @Bindable, @EnvironmentObject → @Environment(M.self)")
    func viewProperties() throws {
        let out = try declarations("""
            struct Screen: View {
                @StateObject private var store = Store()
                @ObservedObject var shown: Store
                @ObservedObject var edited: Store
                @EnvironmentObject var env: Store
                @EnvironmentObject private var settings: Settings
                var body: some View {
                    VStack {
                        TextField("n", text: $edited.name)
                        Toggle("t", isOn: $env.flag)
                        Text(shown.name)
                    }
                }
            }
            """, for: .pull)
        #expect(out == """
            struct Screen: View {
                @State fileprivate var store = Store()
                var shown: Store
                @Bindable var edited: Store
                @Environment(Store.self) var env
                @Environment(Settings.self) private var settings
                var body: some View {
                    VStack {
                        TextField("n", text: $edited.name)
                        Toggle("t", isOn: Bindable(env).flag)
                        Text(shown.name)
                    }
                }
            }
            """)
    }

    /// An app's own `enum Environment` (API settings: List-Detail-Test's `ApiConstants.swift`)
    /// shadows SwiftUI's: the pull form's wrapper written `@Environment(Router.self)` named the enum
    /// and did not compile. Where the file declares such a name, the form qualifies the wrapper.
    @Test("a wrapper the pull form writes is SwiftUI-qualified where the file declares a type of its name")
    func shadowedWrapperIsQualified() throws {
        let out = try declarations("""
            enum Environment { static let base = "https://example.com" }
            struct State { var n = 0 }
            struct Screen: View {
                @StateObject private var store = Store()
                @EnvironmentObject private var router: Router
                var body: some View { Text(Environment.base) }
            }
            """, for: .pull)
        #expect(out.contains("@SwiftUI.State fileprivate var store = Store()"), "\(out)")
        #expect(out.contains("@SwiftUI.Environment(Router.self) private var router"), "\(out)")
        #expect(out.contains("Text(Environment.base)"), "\(out)")
    }

    /// `_vm = ObservedObject(wrappedValue: …)` in a view's initialiser: the pull form's `vm` is a plain
    /// `var`, which has no `_vm` (the form did not compile); it is set as the value. With `$vm`
    /// used, `vm` is `@Bindable`, whose `init(wrappedValue:)` the call becomes.
    @Test("_vm = ObservedObject(wrappedValue: x) follows the pull form's plain var or @Bindable")
    func observedObjectSetInTheInitialiser() throws {
        let out = try declarations("""
            struct RemoteImage: View {
                @ObservedObject private var viewModel: ImageVM
                init(url: String) { _viewModel = ObservedObject(wrappedValue: ImageVM(url: url)) }
                var body: some View { Text("x") }
            }
            struct Editor: View {
                @ObservedObject var model: ImageVM
                init() { self._model = ObservedObject(wrappedValue: ImageVM(url: "")) }
                var body: some View { Toggle("t", isOn: $model.flag) }
            }
            """, for: .pull)
        #expect(out.contains("init(url: String) { viewModel = ImageVM(url: url) }"), "\(out)")
        #expect(out.contains("init() { self._model = Bindable(wrappedValue: ImageVM(url: \"\")) }"), "\(out)")
    }

    @Test("$m in an extension of the view: an environment object's becomes Bindable(m), an observed object's makes it @Bindable")
    func projectedValueInAnExtension() throws {
        let out = try declarations("""
            final class Drawing: ObservableObject { @Published var width = 3.0 }
            struct Brush: View {
                @EnvironmentObject var drawing: Drawing
                @ObservedObject var other: Drawing
                var body: some View { slider }
            }
            extension Brush {
                private var slider: some View {
                    VStack { Slider(value: $drawing.width, in: 1...9); Slider(value: $other.width, in: 1...9) }
                }
            }
            """, for: .pull)
        #expect(out.contains("Slider(value: Bindable(drawing).width, in: 1...9)"), "\(out)")
        #expect(out.contains("@Bindable var other: Drawing"), "\(out)")
        #expect(out.contains("Slider(value: $other.width, in: 1...9)"), "\(out)")
    }

    @Test(".environmentObject(x) → .environment(x)")
    func environmentObjectCall() throws {
        let out = try declarations("""
            struct Root: View {
                var body: some View { Child().environmentObject(store).environment(\\.locale, locale) }
            }
            """, for: .pull)
        #expect(out == """
            struct Root: View {
                var body: some View { Child().environment(store).environment(\\.locale, locale) }
            }
            """)
    }

    @Test("a static @StateObject (a PreviewProvider's) loses its wrapper: StateObject takes only an ObservableObject")
    func staticObjectWrapper() throws {
        let out = try declarations("""
            final class Store: ObservableObject { @Published var count = 0; static let shared = Store() }
            struct CounterView_Previews: PreviewProvider {
                @StateObject static var store = Store.shared
                static var previews: some View { Text("\\(store.count)") }
            }
            """, for: .pull)
        #expect(out.contains("    static var store = Store.shared\n"), "\(out)")
        #expect(!out.contains("@StateObject"), "\(out)")
    }

    @Test("a child's send on its parent's objectWillChange is dropped, and what the sending method changes stays tracked")
    func sendOnAnotherObject() throws {
        let out = try declarations("""
            final class Store: ObservableObject { @Published var items: [Item] = [] }
            final class Item: ObservableObject {
                var name = ""
                var note = ""
                weak var parent: Store?
                func rename(_ new: String) { name = new; parent?.objectWillChange.send() }
                func touch(_ store: Store) { store.objectWillChange.send() }
            }
            """, for: .pull)
        #expect(!out.contains("objectWillChange"), "\(out)")
        #expect(out.contains("    var name = \"\"\n"), "\(out)")
        #expect(out.contains("@ObservationIgnored var note"), "\(out)")
    }

    @Test("@Model → @Observable; @Attribute and @Relationship dropped, a relationship told to SwiftData by a didSet (a to-many one holding each object once); @Transient → @ObservationIgnored")
    func swiftDataModel() throws {
        let out = try declarations("""
            @Model final class Item {
                @Attribute(.unique) var id: String
                @Relationship(deleteRule: .cascade) var children: [Item] = []
                @Transient var scratch = 0
                init(id: String) { self.id = id }
            }
            """, for: .pull)
        #expect(out == """
            @Observable final class Item: PersistentModel {
                var id: String
                var children: [Item] = [] { didSet { if let once = _RedrawRelationships.once(children) { children = once }; _RedrawRelationships.changed(self, old: _RedrawRelationships.members(oldValue), new: _RedrawRelationships.members(children)) } }
                @ObservationIgnored var scratch = 0
                init(id: String) { self.id = id }
            }
            """)
    }

    @Test("#Unique and #Index in a @Model class are dropped in both forms (no macro plugin here expands them); their lines stay, empty")
    func swiftDataUniqueAndIndexDropped() throws {
        let model = """
            @Model final class Person {
                #Unique<Person>([\\.email], [\\.first, \\.last])
                #Index<Person>([\\.last], [\\.first, \\.last])
                var email: String
                init(email: String) { self.email = email }
            }
            """
        for engine in EngineKind.allCases {
            let out = try declarations(model, for: engine)
            #expect(!out.contains("#Unique") && !out.contains("#Index"), "\(engine): \(out)")
            #expect(out.components(separatedBy: "\n").count == model.components(separatedBy: "\n").count, "\(engine): \(out)")
            #expect(out.contains("init(email: String) { self.email = email }"), "\(engine): \(out)")
        }
        // Outside a model class it is not SwiftData's: left as written.
        let other = try declarations("struct S { #Index<S>([\\.x]) }", for: .pull)
        #expect(other.contains("#Index<S>"), "\(other)")
    }

    @Test("a file written for pull keeps its classes and views under pull")
    func pullFileUnchanged() throws {
        let source = """
            @Observable class Store {
                var count = 0
                @ObservationIgnored var cache: [Int] = []
            }
            struct Screen: View {
                @State var store: Store
                let shown: Store
                @Bindable var edited: Store
                @Environment(Store.self) var env
                var body: some View { Child().environment(store) }
            }
            """
        #expect(try declarations(source, for: .pull) == source)
    }

    @Test("a view's init that sets _m = StateObject(…) follows the new wrapper")
    func wrapperInitializer() throws {
        let out = try declarations("""
            struct Screen: View {
                @StateObject private var store: Store
                @ObservedObject var edited: Store
                init(store: Store, edited: Store) {
                    _store = StateObject(wrappedValue: store)
                    self._edited = ObservedObject(wrappedValue: edited)
                }
                var body: some View { TextField("n", text: $edited.name) }
            }
            """, for: .pull)
        #expect(out == """
            struct Screen: View {
                @State fileprivate var store: Store
                @Bindable var edited: Store
                init(store: Store, edited: Store) {
                    _store = State(wrappedValue: store)
                    self._edited = Bindable(wrappedValue: edited)
                }
                var body: some View { TextField("n", text: $edited.name) }
            }
            """)
    }
}
