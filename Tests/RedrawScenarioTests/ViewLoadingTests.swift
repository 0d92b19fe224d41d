// The view side of the language: property wrappers, result-builder bodies,
// ForEach identities, bindings, `.equatable()`, environment injection, and the
// migration mapping each loaded scenario records (update-cycle page, "One
// source, two engines"). Bodies are evaluated directly, without an engine.

import RedrawScenario
import Testing

/// Owner of a test node's state storage (the engine's node type in real runs).
final class TestNode {}

extension ScenarioInstance {
    /// Evaluates the body of the user view `child`, filling its environment
    /// properties from what was injected on the way and from `environment`.
    func body(of child: ViewChild, environment: [ModelObject] = []) throws -> (view: ViewInstance, content: ViewContent) {
        guard case .view(let type, var values) = child.kind else {
            Issue.record("\(child.typeName) is not a user view")
            throw RuntimeError("not a user view", at: child.location)
        }
        for (index, property) in type.properties.enumerated() {
            guard let wanted = property.environmentType else { continue }
            if let object = (child.injected + environment).first(where: { $0.type.name == wanted }) {
                values[index] = .object(object)
            }
        }
        let state = try makeState(for: type, inputs: values, owner: TestNode())
        let view = ViewInstance(type: type, values: values, state: state)
        let content = ViewContent()
        try evaluateBody(of: view, into: content)
        return (view, content)
    }

    /// The root's single user view.
    func rootChild() throws -> ViewChild {
        let content = try rootContent()
        #expect(content.children.count == 1)
        return try #require(content.children.first)
    }
}

extension ViewChild {
    /// The value passed for `property` (inputs only).
    func input(_ property: String) -> Value? {
        guard case .view(let type, let values) = kind, let index = type.propertyIndex[property] else { return nil }
        return values[index]
    }

    var binding: Binding? {
        if case .control(_, let b) = kind { return b }
        return nil
    }

    var keys: [IdentityKey] {
        identity.compactMap { if case .key(let k) = $0 { return k }; return nil }
    }
}

extension ViewType {
    func property(_ name: String) -> ViewProperty? { propertyIndex[name].map { properties[$0] } }
}

@Suite("Views and the migration mapping")
struct ViewLoadingTests {
    // MARK: Property wrappers and subscriptions

    static let pullWrappers = """
        import SwiftUI
        import Observation

        @Observable
        class Store {
            var title = "T"
            var flag = false
        }

        @Observable
        class Settings {
            var fontSize = 14
        }

        struct Panel: View {
            let title: String
            let fixed: Store
            var store: Store
            @State var expanded = false
            @State var owned = Store()
            @Bindable var editable: Store
            @Environment(Settings.self) var settings
            @Binding var isOn: Bool
            var body: some View {
                Text(title)
            }
        }

        struct Root: View {
            @State var store: Store
            var body: some View {
                Panel(title: "P", fixed: store, store: store, editable: store, isOn: $store.flag)
            }
        }

        let store = Store()
        let settings = Settings()

        Redraw.root { Root(store: store).environment(settings) }

        Redraw.step("rename") {
            store.title = "U"
        }
        """

    @Test("an @Observable file: each view property wrapper, and which holders subscribe after migration to push")
    func pullFileWrappers() throws {
        let scenario = try load(Self.pullWrappers)
        #expect(scenario.writtenFor == .pull)
        #expect(scenario.form(under: .pull) == "as written")
        #expect(scenario.form(under: .push) != "as written")
        #expect(scenario.form(under: .push).contains("@Observable"))

        let panel = try #require(scenario.views.first { $0.name == "Panel" })
        #expect(panel.properties.map(\.name) == ["title", "fixed", "store", "expanded", "owned", "editable", "settings", "isOn"])
        #expect(panel.properties.map(\.wrapper) == [.none, .none, .none, .state, .state, .bindable, .environment, .binding])
        #expect(panel.properties.map(\.isInput) == [true, true, true, false, false, true, false, true])
        #expect(panel.properties.map(\.isNodeState) == [false, false, false, true, true, false, false, false])
        #expect(panel.property("settings")?.environmentType == "Settings")
        // @Observable held plainly, in @State, @Bindable or @Environment(T.self) → @ObservedObject,
        // @StateObject, @EnvironmentObject under push: all subscribe. Values and bindings do not.
        #expect(panel.properties.map(\.subscribesUnderPush) == [false, true, true, false, true, true, true, false])
        let root = try #require(scenario.views.first { $0.name == "Root" })
        #expect(root.property("store")?.subscribesUnderPush == true)
    }

    static let pushWrappers = """
        import SwiftUI
        import Combine

        final class Store: ObservableObject {
            @Published var title = "T"
            @Published var flag = false
        }

        final class Settings: ObservableObject {
            @Published var fontSize = 14
        }

        struct Panel: View {
            let title: String
            let plain: Store
            @StateObject var owned = Store()
            @ObservedObject var store: Store
            @EnvironmentObject var settings: Settings
            @State var expanded = false
            @Binding var isOn: Bool
            var body: some View {
                Text(title)
            }
        }

        struct Root: View {
            @StateObject var store: Store
            var body: some View {
                Panel(title: "P", plain: store, store: store, isOn: $store.flag)
            }
        }

        let store = Store()
        let settings = Settings()

        Redraw.root { Root(store: store).environmentObject(settings) }

        Redraw.step("rename") {
            store.title = "U"
        }
        """

    @Test("an ObservableObject file: each view property wrapper, and which holders subscribe under push")
    func pushFileWrappers() throws {
        let scenario = try load(Self.pushWrappers)
        #expect(scenario.writtenFor == .push)
        #expect(scenario.form(under: .push) == "as written")
        #expect(scenario.form(under: .pull) != "as written")
        #expect(scenario.form(under: .pull).contains("ObservableObject"))

        let panel = try #require(scenario.views.first { $0.name == "Panel" })
        #expect(panel.properties.map(\.wrapper) == [.none, .none, .stateObject, .observedObject, .environmentObject, .state, .binding])
        #expect(panel.properties.map(\.isInput) == [true, true, false, true, false, false, true])
        #expect(panel.property("settings")?.environmentType == "Settings")
        // A plain `let` holding an ObservableObject stays unobserved under push (the stale-view case).
        #expect(panel.properties.map(\.subscribesUnderPush) == [false, false, true, true, true, false, false])
        let root = try #require(scenario.views.first { $0.name == "Root" })
        #expect(root.property("store")?.subscribesUnderPush == true)
        let store = try #require(scenario.models.first { $0.name == "Store" })
        #expect(store.style == .observableObject)
        #expect(store.properties.allSatisfy { $0.isTracked })
    }

    @Test("the root's view, its inputs, and objects injected with .environment / .environmentObject")
    func rootContentAndInjection() throws {
        for source in [Self.pullWrappers, Self.pushWrappers] {
            let i = try run(source, steps: false)
            let root = try i.rootChild()
            #expect(root.typeName == "Root")
            let store = try #require(i["store"]?.objectValue)
            let settings = try #require(i["settings"]?.objectValue)
            #expect(root.input("store")?.objectValue === store)
            #expect(root.injected.count == 1)
            #expect(root.injected.first === settings)

            let (rootView, content) = try i.body(of: root)
            #expect(rootView.state != nil, "@State/@StateObject store keeps node state")
            #expect(content.children.map(\.typeName) == ["Panel"])
            let panel = try #require(content.children.first)
            #expect(panel.input("title") == .string("P"))
            #expect(panel.input("store")?.objectValue === store)
            guard case .binding(let isOn)? = panel.input("isOn") else {
                Issue.record("isOn is not a binding: \(String(describing: panel.input("isOn")))")
                continue
            }
            #expect(isOn.label == "Store.flag")
            #expect(isOn.currentValue() == .bool(false))

            // Panel's own node state: `@State var expanded = false`, and the owned object.
            let (panelView, _) = try i.body(of: panel, environment: [settings])
            let state = try #require(panelView.state)
            #expect(state.values.contains(.bool(false)))
            #expect(state.values.contains { $0.objectValue.map { $0 !== store && $0.type.name == "Store" } ?? false })
        }
    }

    // MARK: Bodies

    static func containerSource(_ style: ModelStyleUnderTest) -> String {
        let holder = style == .observable ? "@Bindable var" : "@ObservedObject var"
        return """
            import SwiftUI

            \(style.model("Store", """
                @T var title = "T"
                @T var flag = false
                @T var count = 0
                @T var choice = 0
                """))

            struct Screen: View {
                \(holder) store: Store
                var body: some View {
                    NavigationStack {
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Image(systemName: "star")
                                Text(store.title)
                                    .font(.headline)
                                    .foregroundStyle(.secondary)
                                Spacer()
                            }
                            Form {
                                Section("Options") {
                                    Toggle("Flag", isOn: $store.flag)
                                    TextField("Title", text: $store.title)
                                    Stepper("Count: \\(store.count)", value: $store.count)
                                    Picker("Choice", selection: $store.choice) {
                                        Text("Zero").tag(0)
                                        Text("One").tag(1)
                                    }
                                }
                            }
                            Group {
                                ScrollView {
                                    ZStack {
                                        Divider()
                                    }
                                }
                            }
                            List {
                                Text("a static row")
                            }
                            Button("Add") {
                                store.count += 100
                            }
                            .padding()
                            .opacity(store.flag ? 1 : 0.5)
                        }
                    }
                }
            }

            let store = Store()

            Redraw.root { Screen(store: store) }

            Redraw.step("toggle") {
                store.flag.toggle()
            }
            """
    }

    @Test("containers, leaves, modifiers and binding controls; a Button's action does not run; bindings read nothing",
          arguments: ModelStyleUnderTest.allCases)
    func containersLeavesAndControls(_ style: ModelStyleUnderTest) throws {
        let scenario = try load(Self.containerSource(style))
        let observer = RecordingObserver()
        let i = try scenario.instantiate(context: ExecutionContext(observer: observer, seed: 1, parameters: [:]))
        let root = try i.rootChild()
        observer.reads = []
        let (_, content) = try i.body(of: root)
        #expect(content.children.map(\.typeName) == ["Toggle", "TextField", "Stepper", "Picker"])
        #expect(content.children.map { $0.binding?.label } == ["Store.flag", "Store.title", "Store.count", "Store.choice"])
        #expect(Set(content.children.map(\.identity)).count == 4, "each control has an identity of its own")
        #expect(i["store.count"] == .int(0), "the Button's action ran during the body")
        // The body reads title (Text), count (Stepper's label) and flag (opacity); `choice` only through its binding.
        #expect(Set(observer.reads) == ["Store.title", "Store.count", "Store.flag"])
    }

    static func forEachSource(_ style: ModelStyleUnderTest) -> String {
        """
        import SwiftUI

        struct Row: Identifiable {
            let id: Int
            var title: String
        }

        \(style.model("Person", """
            @T var name: String
            init(name: String) {
                self.name = name
            }
            """).replacingOccurrences(of: "Person: ObservableObject", with: "Person: ObservableObject, Identifiable").replacingOccurrences(of: "class Person {", with: "class Person: Identifiable {"))

        \(style.model("Store", """
            @T var items: [Row] = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
            @T var names: [String] = ["x", "y"]
            @T var people: [Person] = [Person(name: "Ann"), Person(name: "Ben")]
            """))

        struct RowView: View {
            let row: Row
            var body: some View {
                Text(row.title)
            }
        }

        struct NameView: View {
            let name: String
            var body: some View {
                Text(name)
            }
        }

        struct PersonView: View {
            \(style.holder) person: Person
            var body: some View {
                Text(person.name)
            }
        }

        struct ListScreen: View {
            \(style.holder) store: Store
            var body: some View {
                List(store.items) { row in
                    RowView(row: row)
                }
                ForEach(store.names, id: \\.self) { name in
                    NameView(name: name)
                }
                ForEach(store.items, id: \\.title) { row in
                    RowView(row: row)
                }
                ForEach(0..<3) { i in
                    NameView(name: "n\\(i)")
                }
                ForEach(store.people) { person in
                    PersonView(person: person)
                }
            }
        }

        let store = Store()

        Redraw.root { ListScreen(store: store) }

        Redraw.step("swap") {
            store.items.swapAt(0, 1)
        }
        """
    }

    @Test("List/ForEach over Identifiable values, id: key paths, ranges and objects: one child per element, identified by id",
          arguments: ModelStyleUnderTest.allCases)
    func forEachIdentities(_ style: ModelStyleUnderTest) throws {
        let scenario = try load(Self.forEachSource(style))
        let i = try scenario.instantiate(context: ExecutionContext(seed: 1, parameters: [:]))
        let root = try i.rootChild()
        let (_, content) = try i.body(of: root)
        let children = content.children
        #expect(children.map(\.typeName) == ["RowView", "RowView", "NameView", "NameView", "RowView", "RowView",
                                             "NameView", "NameView", "NameView", "PersonView", "PersonView"])
        guard children.count == 11 else { return }
        #expect(Set(children.map(\.identity)).count == 11, "identities must be distinct")
        #expect(children[0].keys.last == .int(1))
        #expect(children[1].keys.last == .int(2))
        #expect(children[0].input("row")?.member("title") == .string("a"))
        #expect(children[2].keys.last == .string("x"))
        #expect(children[3].input("name") == .string("y"))
        #expect(children[4].keys.last == .string("a"))
        #expect(children[6].keys.last == .int(0))
        #expect(children[8].input("name") == .string("n2"))
        let people = try #require(i["store.people"]?.arrayValue?.compactMap { $0.objectValue })
        #expect(children[9].keys.last == .object(ObjectIdentifier(people[0])))
        #expect(children[10].input("person")?.objectValue === people[1])

        // Identity follows the element, not its position.
        try i.runWrites(of: scenario.steps[0])
        let (_, after) = try i.body(of: root)
        #expect(after.children[0].keys.last == .int(2))
        #expect(after.children[0].identity == children[1].identity)
        #expect(after.children[0].input("row")?.member("title") == .string("b"))
    }

    @Test("`@Bindable var x = x` in a body makes `$x.p` bindings")
    func localBindable() throws {
        let source = """
            import SwiftUI
            import Observation

            @Observable
            class Settings {
                var name = "me"
                var fontSize = 14
            }

            struct Editor: View {
                @Environment(Settings.self) var settings
                var body: some View {
                    @Bindable var settings = settings
                    VStack {
                        TextField("Name", text: $settings.name)
                        Text(settings.name)
                    }
                }
            }

            struct Root: View {
                var body: some View {
                    Editor()
                }
            }

            let settings = Settings()

            Redraw.root { Root().environment(settings) }

            Redraw.step("rename") {
                settings.name = "you"
            }
            """
        let i = try run(source, steps: false)
        let settings = try #require(i["settings"]?.objectValue)
        let (_, rootContent) = try i.body(of: try i.rootChild())
        let editor = try #require(rootContent.children.first)
        #expect(editor.typeName == "Editor")
        let (_, content) = try i.body(of: editor, environment: [settings])
        #expect(content.children.map(\.typeName) == ["TextField"])
        let binding = try #require(content.children.first?.binding)
        #expect(binding.label == "Settings.name")
        #expect(binding.currentValue() == .string("me"))
        try i.runWrites(of: i.scenario.steps[0])
        #expect(binding.currentValue() == .string("you"))
    }

    @Test("Equatable views, a user-written ==, and .equatable()", arguments: ModelStyleUnderTest.allCases)
    func equatableViews(_ style: ModelStyleUnderTest) throws {
        let source = """
            import SwiftUI

            \(style.model("Store", "@T var count = 0"))

            struct Cell: View, Equatable {
                let value: Int
                static func == (a: Cell, b: Cell) -> Bool {
                    a.value / 10 == b.value / 10
                }
                var body: some View {
                    Text("\\(value)")
                }
            }

            struct Plain: View {
                let value: Int
                var body: some View {
                    Text("\\(value)")
                }
            }

            struct CellGrid: View {
                \(style.holder) store: Store
                var body: some View {
                    VStack {
                        Cell(value: store.count)
                        Cell(value: 3).equatable()
                        Plain(value: 2)
                    }
                }
            }

            let store = Store()

            Redraw.root { CellGrid(store: store) }

            Redraw.step("count") {
                store.count += 1
            }
            """
        let i = try run(source, steps: false)
        let cell = try #require(i.scenario.views.first { $0.name == "Cell" })
        let plain = try #require(i.scenario.views.first { $0.name == "Plain" })
        #expect(cell.isEquatable)
        #expect(cell.equals != nil)
        #expect(!plain.isEquatable)
        let (_, content) = try i.body(of: try i.rootChild())
        #expect(content.children.map(\.typeName) == ["Cell", "Cell", "Plain"])
        #expect(content.children.map(\.equatable) == [false, true, false])
        let one = ViewInstance(type: cell, values: [.int(1)], state: nil)
        let five = ViewInstance(type: cell, values: [.int(5)], state: nil)
        let fifteen = ViewInstance(type: cell, values: [.int(15)], state: nil)
        #expect(try i.viewsEqual(cell, one, five))
        #expect(try !i.viewsEqual(cell, one, fifteen))
    }

    @Test("if/else in a body: only the branch taken makes children, and reads", arguments: ModelStyleUnderTest.allCases)
    func conditionalContent(_ style: ModelStyleUnderTest) throws {
        let source = """
            import SwiftUI

            \(style.model("Store", """
                @T var flag = false
                @T var detail = "d"
                """))

            struct Label2: View {
                let text: String
                var body: some View {
                    Text(text)
                }
            }

            struct Toggler: View {
                \(style.holder) store: Store
                var body: some View {
                    if store.flag {
                        Label2(text: store.detail)
                    } else {
                        Label2(text: "off")
                        Label2(text: "off again")
                    }
                }
            }

            let store = Store()

            Redraw.root { Toggler(store: store) }

            Redraw.step("flip") {
                store.flag.toggle()
            }
            """
        let scenario = try load(source)
        let observer = RecordingObserver()
        let i = try scenario.instantiate(context: ExecutionContext(observer: observer, seed: 1, parameters: [:]))
        let root = try i.rootChild()
        observer.reads = []
        let (_, off) = try i.body(of: root)
        #expect(off.children.map { $0.input("text") } == [.string("off"), .string("off again")])
        #expect(!observer.reads.contains("Store.detail"), "the branch not taken was read")
        try i.runWrites(of: scenario.steps[0])
        observer.reads = []
        let (_, on) = try i.body(of: root)
        #expect(on.children.map { $0.input("text") } == [.string("d")])
        #expect(observer.reads.contains("Store.detail"))
        #expect(on.children.first?.identity != off.children.first?.identity, "the two branches' children share an identity")
    }

    @Test("environment injection reaches every view built inside the modified content")
    func environmentOnContainer() throws {
        let source = """
            import SwiftUI
            import Observation

            @Observable
            class Settings {
                var fontSize = 14
            }

            struct Reader: View {
                @Environment(Settings.self) var settings
                var body: some View {
                    Text("\\(settings.fontSize)")
                }
            }

            struct Root: View {
                var settings: Settings
                var body: some View {
                    VStack {
                        Reader()
                        Reader()
                    }
                    .environment(settings)
                    Reader()
                }
            }

            let settings = Settings()

            Redraw.root { Root(settings: settings) }

            Redraw.step("grow") {
                settings.fontSize += 1
            }
            """
        let i = try run(source, steps: false)
        let settings = try #require(i["settings"]?.objectValue)
        let (_, content) = try i.body(of: try i.rootChild())
        #expect(content.children.map(\.typeName) == ["Reader", "Reader", "Reader"])
        #expect(content.children.map { $0.injected.first === settings } == [true, true, false])
        #expect(content.children.map(\.injected.count) == [1, 1, 0])
    }
}

@Suite("Views: ForEach identities beyond stored ids")
struct ForEachIdentityTests {
    static func source(_ style: ModelStyleUnderTest, todoID: String, tabs: String) -> String {
        """
        import SwiftUI

        enum Tab: String, CaseIterable, Identifiable {
            case home
            case settings
            var id: String { self.rawValue }
        }

        struct Todo: Identifiable {
            var title: String
            var done = false
            \(todoID)
        }

        \(style.model("Store", """
            @T var todos: [Todo] = [Todo(title: "a"), Todo(title: "b")]
            """))

        struct TabView2: View {
            let tab: Tab
            var body: some View {
                Text(tab.rawValue)
            }
        }

        struct TodoRow: View {
            let todo: Todo
            var body: some View {
                Text(todo.title)
            }
        }

        struct Screen: View {
            \(style.holder) store: Store
            var body: some View {
                \(tabs)
            }
        }

        let store = Store()

        Redraw.root { Screen(store: store) }

        Redraw.step("done") {
            store.todos[0].done.toggle()
        }
        """
    }

    @Test("ForEach over an Identifiable enum whose id is a computed property", arguments: ModelStyleUnderTest.allCases)
    func identifiableEnum(_ style: ModelStyleUnderTest) throws {
        let source = Self.source(style, todoID: "var id: String { title }", tabs: """
            ForEach(Tab.allCases) { tab in
                    TabView2(tab: tab)
                }
            """)
        let i = try run(source, steps: false)
        let (_, content) = try i.body(of: try i.rootChild())
        #expect(content.children.map(\.typeName) == ["TabView2", "TabView2"])
        #expect(content.children.map { $0.keys.last } == [.string("home"), .string("settings")])
    }

    @Test("ForEach over Identifiable structs whose id is a computed property", arguments: ModelStyleUnderTest.allCases)
    func computedStructID(_ style: ModelStyleUnderTest) throws {
        let source = Self.source(style, todoID: "var id: String { title }", tabs: """
            ForEach(store.todos) { todo in
                    TodoRow(todo: todo)
                }
            """)
        let i = try run(source, steps: false)
        let (_, content) = try i.body(of: try i.rootChild())
        #expect(content.children.map(\.typeName) == ["TodoRow", "TodoRow"])
        #expect(content.children.map { $0.keys.last } == [.string("a"), .string("b")])
    }

    @Test("List over a binding: `List($store.todos) { $todo in … }` hands each row a binding to its element", arguments: ModelStyleUnderTest.allCases)
    func forEachOverBinding(_ style: ModelStyleUnderTest) throws {
        let holder = style == .observable ? "@Bindable var" : "@ObservedObject var"
        let source = """
            import SwiftUI

            struct Todo: Identifiable {
                let id: Int
                var title: String
                var done = false
            }

            \(style.model("Store", """
                @T var todos: [Todo] = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
                """))

            struct Row: View {
                @Binding var todo: Todo
                var body: some View {
                    Toggle(todo.title, isOn: $todo.done)
                }
            }

            struct Screen: View {
                \(holder) store: Store
                var body: some View {
                    List($store.todos) { $todo in
                        Row(todo: $todo)
                    }
                }
            }

            let store = Store()

            Redraw.root { Screen(store: store) }

            Redraw.step("done") {
                store.todos[1].done.toggle()
            }
            """
        let i = try run(source, steps: false)
        let (_, content) = try i.body(of: try i.rootChild())
        #expect(content.children.map(\.typeName) == ["Row", "Row"])
        #expect(content.children.map { $0.keys.last } == [.int(1), .int(2)])
        guard content.children.count == 2, case .binding(let second)? = content.children[1].input("todo") else {
            Issue.record("Row's input is not a binding")
            return
        }
        #expect(second.label == "Store.todos")
        #expect(second.currentValue().member("title") == .string("b"))
        let (_, rowContent) = try i.body(of: content.children[1])
        let toggle = try #require(rowContent.children.first?.binding)
        #expect(toggle.currentValue() == .bool(false))
        try i.runWrites(of: i.scenario.steps[0])
        #expect(toggle.currentValue() == .bool(true))
    }
}
