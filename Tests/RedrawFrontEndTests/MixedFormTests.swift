// Mixed forms for the migration plan: only the chosen classes and their own
// uses migrate, every other class and use stays as written; no class or every
// class gives the push or pull form byte for byte.

import RedrawFrontEnd
import Testing

/// The user declarations of the form of `declarations` with `observable` running as `@Observable`.
private func mixed(_ declarations: String, observable: Set<String>) throws -> String {
    let source = try FrontEnd.compiledSource(scenario(declarations), observable: observable, instrumented: false)
    return fileScopeChunks(of: source).joined(separator: "\n")
}

@Suite("Mixed forms")
struct MixedFormTests {
    static let pushFile = """
        final class Store: ObservableObject {
            @Published var name = ""
            func touch() { objectWillChange.send() }
        }
        final class Cart: ObservableObject {
            @Published var express = false
            var note = ""
            func touch() { self.objectWillChange.send() }
        }
        final class Prefs: ObservableObject { @Published var dark = false }
        struct Screen: View {
            @StateObject var store = Store()
            @StateObject var cart = Cart()
            @ObservedObject var prefs: Prefs
            var body: some View {
                VStack {
                    CartView(cart: cart, prefs: prefs).environmentObject(cart)
                    Text(store.name).environmentObject(prefs)
                }
            }
        }
        struct CartView: View {
            @ObservedObject var cart: Cart
            @ObservedObject var prefs: Prefs
            @EnvironmentObject var shared: Cart
            var body: some View {
                Toggle("Express", isOn: $shared.express)
                Toggle("Dark", isOn: $prefs.dark)
            }
        }
        """

    @Test("a push file with one class migrated: its header, properties, sends and uses; the others as written")
    func oneClassOfAPushFile() throws {
        let out = try mixed(Self.pushFile, observable: ["Cart"])
        #expect(out == """
            final class Store: ObservableObject {
                @Published var name = ""
                func touch() { objectWillChange.send() }
            }
            @Observable final class Cart {
                var express = false
                @ObservationIgnored var note = ""
                func touch() {  }
            }
            final class Prefs: ObservableObject { @Published var dark = false }
            struct Screen: View {
                @StateObject var store = Store()
                @State var cart = Cart()
                @ObservedObject var prefs: Prefs
                var body: some View {
                    VStack {
                        CartView(cart: cart, prefs: prefs).environment(cart)
                        Text(store.name).environmentObject(prefs)
                    }
                }
            }
            struct CartView: View {
                var cart: Cart
                @ObservedObject var prefs: Prefs
                @Environment(Cart.self) var shared
                var body: some View {
                    Toggle("Express", isOn: Bindable(shared).express)
                    Toggle("Dark", isOn: $prefs.dark)
                }
            }
            """)
    }

    @Test("a pull file with one class kept @Observable: the other goes to push with its uses")
    func oneClassOfAPullFile() throws {
        let file = """
            @Observable final class A { var x = 0 }
            @Observable final class B { var y = 0 }
            struct V: View {
                @State var a = A()
                let b: B
                @Environment(A.self) var envA
                var body: some View { Text("\\(a.x) \\(b.y)").environment(a) }
            }
            """
        #expect(try mixed(file, observable: ["A"]) == """
            @Observable final class A { var x = 0 }
            final class B: ObservableObject { @Published var y = 0 }
            struct V: View {
                @State var a = A()
                @ObservedObject var b: B
                @Environment(A.self) var envA
                var body: some View { Text("\\(a.x) \\(b.y)").environment(a) }
            }
            """)
        #expect(try mixed(file, observable: ["B"]) == """
            final class A: ObservableObject { @Published var x = 0 }
            @Observable final class B { var y = 0 }
            struct V: View {
                @StateObject var a = A()
                let b: B
                @EnvironmentObject var envA: A
                var body: some View { Text("\\(a.x) \\(b.y)").environmentObject(a) }
            }
            """)
    }

    @Test("no class migrated is the push form, every class the pull form, for every shipped scenario")
    func uniformSetsAreTheEngineForms() throws {
        for path in try shippedScenarios() {
            let file = try readShipped(path)
            let analysis = FrontEnd.analyze(file)
            for instrumented in [true, false] {
                #expect(try FrontEnd.compiledSource(file, observable: [], instrumented: instrumented)
                        == FrontEnd.compiledSource(file, engine: .push, instrumented: instrumented), "\(path)")
                // A file with no model class (instafilter: all its state is `@State`) has one empty
                // set, which is the push form; it has no plan to make.
                guard !analysis.migrationClasses.isEmpty else { continue }
                #expect(try FrontEnd.compiledSource(file, observable: Set(analysis.migrationClasses), instrumented: instrumented)
                        == FrontEnd.compiledSource(file, engine: .pull, instrumented: instrumented), "\(path)")
            }
            #expect(FrontEnd.mixedFormErrors(file).isEmpty, "\(path)")
        }
    }

    /// Found by the clean-architecture, movie-browser and navigation-cookbook corpus files, whose
    /// `redraw run --plan` stopped with "cannot tell which model class": a type name is looked up
    /// as Swift does, in the enclosing types first; a subclass that says nothing of its own is its
    /// superclass's kind; `Type.shared` holds what its static declaration says.
    @Test("a nested type, a plain subclass and a static shared object tell their model class")
    func typesTheSyntaxTells() throws {
        let text = """
            import SwiftUI
            @Observable final class DataModel { static let shared = DataModel(); var recipes = 0 }
            @Observable class SearchText { var text = "" }
            final class MovieSearch: SearchText {}
            struct List1: View {
                @Bindable var viewModel: ViewModel
                var body: some View { Text("\\(viewModel.count)") }
                @Observable final class ViewModel { var count = 0 }
            }
            struct Detail: View {
                @Bindable var viewModel: ViewModel
                var body: some View { Text("\\(viewModel.count)") }
                @Observable final class ViewModel { var count = 0 }
            }
            struct Root: View {
                @State private var dataModel = DataModel.shared
                @State private var search = MovieSearch()
                var body: some View { List1(viewModel: .init()).environment(dataModel) }
            }
            Redraw.root { Root() }
            """
        let file = ScenarioFile(path: "told.swift", text: text)
        #expect(FrontEnd.analyze(file).diagnostics.map(\.rendered) == [])
        #expect(FrontEnd.mixedFormErrors(file).map(\.rendered) == [])
    }

    @Test("a member of a model (world.quiz) and an @Environment(T.self) property (shadowed by @Bindable) tell their class")
    func membersAndEnvironmentTell() throws {
        let source = """
            @Observable final class Quiz { var score = 0 }
            @Observable final class World { var quiz: Quiz; init(quiz: Quiz) { self.quiz = quiz } }
            struct Tabs: View {
                @Environment(World.self) private var world
                var body: some View {
                    @Bindable var world = world
                    Text("x").environment(world.quiz)
                }
            }
            struct QuizView: View {
                @Environment(Quiz.self) var quiz
                var body: some View {
                    @Bindable var quiz = quiz
                    Text("\\(quiz.score)").environment(quiz)
                }
            }
            """
        let file = ScenarioFile(path: "members.swift", text: source + "\nRedraw.root { Text(\"x\") }\n")
        #expect(FrontEnd.mixedFormErrors(file).map(\.rendered) == [])
        // Quiz migrated alone: both `.environment(_:)`s hold a Quiz, so they stay; World's use goes back to push.
        let out = try mixed(source, observable: ["Quiz"])
        #expect(out.contains("Text(\"x\").environment(world.quiz)"))
        #expect(out.contains("@EnvironmentObject private var world: World"))
        let back = try mixed(source, observable: ["World"])
        #expect(back.contains("Text(\"x\").environmentObject(world.quiz)"))
        #expect(back.contains(".environmentObject(quiz)"))
    }

    /// A plain class holding a model (`holder.appState`, a tester's ConditioningApp: `appDelegate.appState`)
    /// tells its class through the property's annotation; `redraw plan` refused it, asking for that
    /// very annotation.
    @Test("a member of a plain class (holder.appState) tells its class")
    func memberOfAPlainClassTells() throws {
        let source = """
            final class AppState: ObservableObject { @Published var count = 0 }
            final class Settings: ObservableObject { @Published var on = false }
            final class Holder { let appState: AppState = AppState() }
            struct CountView: View {
                @EnvironmentObject var appState: AppState
                var body: some View { Text("\\(appState.count)") }
            }
            struct Root: View {
                private var holder = Holder()
                var body: some View { CountView().environmentObject(holder.appState) }
            }
            """
        let file = ScenarioFile(path: "holder.swift", text: source + "\nRedraw.root { Text(\"x\") }\n")
        #expect(FrontEnd.mixedFormErrors(file).map(\.rendered) == [])
        let out = try mixed(source, observable: ["AppState"])
        #expect(out.contains("CountView().environment(holder.appState)"), "\(out)")
        let kept = try mixed(source, observable: ["Settings"])
        #expect(kept.contains("CountView().environmentObject(holder.appState)"), "\(kept)")
    }

    @Test("a property whose class the syntax does not tell is an error at it, in a mixed form only")
    func undecidedProperty() throws {
        let file = scenario("""
            final class A: ObservableObject { @Published var x = 0 }
            final class B: ObservableObject { @Published var y = 0 }
            func makeA() -> A { A() }
            struct V: View {
                @StateObject var a = makeA()
                @StateObject var b = B()
                var body: some View { Text("\\(a.x) \\(b.y)") }
            }
            """)
        let errors = FrontEnd.mixedFormErrors(file)
        #expect(errors.map { "\($0.line):\($0.column)" } == ["5:22"])
        #expect(errors.first?.message.hasPrefix("cannot tell which model class `@StateObject var a` holds") == true)
        #expect(throws: FrontEndDiagnostic.self) { try FrontEnd.compiledSource(file, observable: ["B"]) }
        // The push and pull forms need no types: every object wrapper changes with every class.
        #expect(throws: Never.self) { try FrontEnd.compiledSource(file, observable: ["A", "B"]) }
        #expect(FrontEnd.analyze(file).migrationClasses == ["A", "B"])
    }

    /// A property typed by a generic parameter (or a protocol) has an annotation, which names no
    /// class: the error says so instead of asking for one (a tester's `AlertModifier<ViewModel>`).
    @Test("a property typed by a generic parameter is undecided, and the error says why")
    func genericParameterHolder() throws {
        let file = scenario("""
            protocol Alertable: ObservableObject { var shown: Bool { get set } }
            final class A: ObservableObject, Alertable { @Published var shown = false }
            final class B: ObservableObject { @Published var y = 0 }
            struct V<Model: Alertable>: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.shown)") }
            }
            """)
        let errors = FrontEnd.mixedFormErrors(file)
        #expect(errors.map { "\($0.line):\($0.column)" } == ["5:25"])
        #expect(errors.first?.message.contains("its type `Model` is not one of the file's model classes (A, B) but a generic "
                                               + "parameter or a protocol") == true, "\(errors.map(\.message))")
    }

    @Test("a model subclass goes with its superclass")
    func subclassFollowsItsRoot() throws {
        let out = try mixed("""
            class Base: ObservableObject { @Published var n = 0 }
            final class Other: ObservableObject { @Published var m = 0 }
            """, observable: ["Base"])
        #expect(out == """
            @Observable class Base { var n = 0 }
            final class Other: ObservableObject { @Published var m = 0 }
            """)
        #expect(FrontEnd.analyze(scenario("""
            @Observable class Base { var n = 0 }
            @Observable final class Sub: Base { var m = 0 }
            @Observable final class Other { var k = 0 }
            """)).migrationClasses == ["Base", "Other"])
    }
}
