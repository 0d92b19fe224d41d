// What `analyze` reports: the style a file is written in, its model classes
// and views, its steps and parameters.

import RedrawFrontEnd
import Testing

@Suite("Analysis")
struct AnalysisTests {
    private func style(_ declarations: String) -> (EngineKind, Bool) {
        let analysis = FrontEnd.analyze(scenario(declarations))
        return (analysis.writtenFor, analysis.isMixed)
    }

    @Test("writtenFor: the style of the model classes; mixed goes by the majority, ties and none are pull")
    func writtenFor() {
        let push = "class A: ObservableObject {}\n"
        let pull = "@Observable class B {}\n"
        #expect(style(push) == (.push, false))
        #expect(style(pull) == (.pull, false))
        #expect(style("@Model class M {}\n") == (.pull, false))
        #expect(style("class Plain {}\nstruct S {}\n") == (.pull, false))
        #expect(style(push + "class C: ObservableObject {}\n" + pull) == (.push, true))
        #expect(style(push + pull) == (.pull, true))
        #expect(style(push + pull + "@Model class M {}\n") == (.pull, true))
        #expect(style("class Sub: Base {}\nclass Base: ObservableObject {}\n") == (.push, false))
    }

    /// A run keeps each file's analysis (AnalysisCache) so that its stages do not parse it again:
    /// the key is the whole file, so an edit or another language option is analysed afresh.
    @Test("an analysis is kept by the whole file: the same path edited, or with other options, is analysed again")
    func keptAnalysesFollowEdits() {
        let path = "Scenarios/edited.swift"
        #expect(FrontEnd.analyze(scenario("class A: ObservableObject {}\n", path: path)).writtenFor == .push)
        #expect(FrontEnd.analyze(scenario("@Observable class A {}\n", path: path)).writtenFor == .pull)
        #expect(FrontEnd.analyze(scenario("class A: ObservableObject {}\n", path: path)).writtenFor == .push)
        var swift6 = scenario("@Observable class A {}\n", path: path)
        swift6.languageChoice = LanguageChoice(swiftVersion: .v6)
        #expect(FrontEnd.analyze(swift6).language.swiftVersion == .v6)
        #expect(FrontEnd.analyze(scenario("@Observable class A {}\n", path: path)).language.swiftVersion == .v5)
    }

    @Test("model classes, views and all class names, dotted when nested")
    func types() {
        let analysis = FrontEnd.analyze(scenario("""
            enum Feature {
                @Observable class Model {}
                struct Screen: View { var body: some View { Text("") } }
            }
            class Legacy: Combine.ObservableObject {}
            class Plain {}
            struct Row: SwiftUI.View { var body: some View { Text("") } }
            struct Later {}
            extension Later: View { var body: some View { Text("") } }
            struct NotAView {}
            """))
        #expect(analysis.modelClasses == ["Feature.Model", "Legacy"])
        #expect(analysis.viewTypes == ["Feature.Screen", "Row", "Later"])
        #expect(analysis.classNames == ["Feature.Model", "Legacy", "Plain"])
        #expect(analysis.diagnostics.isEmpty)
    }

    @Test("steps at the top level in order, parameters anywhere, once per name")
    func workload() {
        let analysis = FrontEnd.analyze(ScenarioFile(path: "w.swift", text: """
            struct V: View { var rows = param("rows", 10); var body: some View { Text("") } }
            let speed = param("speed", 1.5)
            Redraw.root { V() }
            Redraw.step("first") { }
            Redraw.step("second", frames: 30) { frame in _ = param("rows", 10) }
            """))
        #expect(analysis.steps == [StepDeclaration(name: "first", line: 4, column: 1), StepDeclaration(name: "second", line: 5, column: 1)])
        #expect(analysis.parameters == [
            ParameterDeclaration(name: "rows", defaultText: "10", line: 1),
            ParameterDeclaration(name: "speed", defaultText: "1.5", line: 2),
        ])
        #expect(analysis.diagnostics.isEmpty)
    }

    /// A model made in a body and handed to something that keeps nothing: found, with its place;
    /// one kept by `@StateObject`/`@State`, or passed from a property, is not (a tester's
    /// GroceryGenius lost its edits under pull: its App body made the view model).
    @Test("a model object a body makes and hands on unkept is found")
    func bodyMadeObjects() {
        let analysis = FrontEnd.analyze(ScenarioFile(path: "m.swift", text: """
            final class VM: ObservableObject { @Published var n = 0 }
            struct Observing: View { @ObservedObject var vm: VM; var body: some View { Text("") } }
            struct Owning: View { @StateObject var vm: VM; var body: some View { Text("") } }
            struct Plain: View { let vm: VM; var body: some View { Text("") } }
            struct Root: View {
                @StateObject var kept = VM()
                var body: some View {
                    VStack {
                        Observing(vm: VM())
                        Owning(vm: VM())
                        Plain(vm: kept)
                        Plain(vm: VM()).environmentObject(VM())
                    }
                }
            }
            Redraw.root { Root() }
            """))
        #expect(analysis.diagnostics.isEmpty)
        #expect(analysis.bodyMadeObjects.map(\.handedTo) == ["`Observing`'s `@ObservedObject var vm`", "`.environmentObject(_:)`", "`Plain`'s `let vm`"])
        #expect(analysis.bodyMadeObjects.map(\.place) == ["line 9", "line 12", "line 12"])
        #expect(analysis.bodyMadeObjects.allSatisfy { $0.view == "Root" && $0.type == "VM" && $0.expression == "VM()" })
    }
}

extension AnalysisTests {
    /// ComputedOverModels: a computed property's reads of another model it holds, in each way of
    /// holding it (`let x: T`, `T?`, `T!`, `= T()`) and of reaching it (`x.p`, `self.x.p`, `x?.p`,
    /// `x!.p`); a member that is not a property of the held class (a method) and a class that is
    /// not a model are not findings.
    @Test("a model's computed property reading another model it holds is found with the properties it reads")
    func computedPropertiesOverAnotherModel() {
        let source = """
        @Observable class Catalog { var prices: [String: Double] = [:]; var currency = "€"; func price(_ s: String) -> Double { 0 } }
        class Plain { var n = 0 }
        @Observable class Cart {
            let a: Catalog
            var b: Catalog?
            var c: Catalog!
            var d = Catalog()
            let plain = Plain()
            init(a: Catalog) { self.a = a }
            var one: Double { a.prices["x"] ?? 0 }
            var two: String { (self.b?.currency ?? "") + (c!.currency) }
            var three: Double { d.price("x") + Double(plain.n) }
        }
        """
        let found = FrontEnd.analyze(scenario(source)).computedOverModels
            .map { "\($0.type).\($0.property) via \($0.holder): \($0.heldType).\($0.reads.joined(separator: ","))" }
        #expect(found == ["Cart.one via a: Catalog.prices", "Cart.two via b: Catalog.currency", "Cart.two via c: Catalog.currency"])
    }
}

extension AnalysisTests {
    /// RealClockReads: an implicit `.now` whose type the syntax does not tell reads the real clock
    /// and is noted with where; the forms the front end moves onto the virtual clock (`Date.now`,
    /// `var d: Date = .now`, `.periodic(from: .now, …)`) and DispatchTime's `.now()` are not.
    @Test("an implicit .now of untold type is noted with its line; the rewritten forms are not")
    func implicitNowReadsTheRealClock() {
        let source = """
        import SwiftUI
        struct V: View {
            var upcoming = true
            var start: Date = .now
            var body: some View {
                let cutoff = upcoming ? .now : Date.distantPast
                TimelineView(.periodic(from: .now, by: 1)) { _ in Text("\\(cutoff) \\(Date.now) \\(start)") }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { } }
            }
        }
        """
        let note = FrontEnd.analyze(scenario(source)).realClockNote
        #expect(note?.hasPrefix("an implicit `.now` (line 6) reads the real clock") == true, "\(note ?? "nil")")
        #expect(FrontEnd.analyze(scenario("let d = Date.now\n")).realClockNote == nil)
    }
}

extension AnalysisTests {
    /// EnvironmentKeyNames: the properties of the file's `extension EnvironmentValues`, `@Entry` or
    /// computed; another extension's are not.
    @Test("the environment values a file declares are its own keys")
    func environmentKeysDeclared() {
        let source = """
        import SwiftUI
        extension EnvironmentValues {
            @Entry var fontScale: Double = 1
            var theme: String { get { "" } set { } }
        }
        extension String { var shout: String { uppercased() } }
        """
        #expect(FrontEnd.analyze(scenario(source)).environmentKeys == ["fontScale", "theme"])
    }

    /// A `Canvas`'s renderer never runs here: the note says where, so that "no view was left
    /// stale" is not read as covering what the renderer draws (trial AZ-5). A view named like it
    /// without a renderer, and a file without one, get none.
    @Test func aCanvasIsNotedWithItsPlace() {
        let source = """
        import SwiftUI
        struct Sketch: View {
            @State var width = 2.0
            var body: some View {
                Canvas { context, size in
                    context.stroke(Path(), with: .color(.black), lineWidth: width)
                }
                Canvas(opaque: true, renderer: { _, _ in })
            }
        }
        """
        let note = FrontEnd.analyze(scenario(source)).canvasNote
        #expect(note?.hasPrefix("`Canvas` (line 5, line 8) draws with a renderer Redraw never runs") == true, "\(note ?? "nil")")
        #expect(FrontEnd.analyze(scenario("let canvas = Canvas.self\n")).canvasNote == nil)
    }
}
