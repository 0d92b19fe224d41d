// Static stored properties start afresh in every run: `@_RedrawPerRun`.

import RedrawFrontEnd
import Testing

@Suite("Static stored properties per run")
struct PerRunStaticTests {
    @Test("static let / static var with an initialiser become @_RedrawPerRun static var", arguments: EngineKind.allCases)
    func rewritten(_ engine: EngineKind) throws {
        let out = try declarations("""
            struct Defaults {
                static let shared = Defaults()
                static var count: Int = 0
                private static let formatter = Formatter()
                @MainActor static var main = 1
                static var computed: Int { 3 }
                let instance = 1
            }
            enum Keys { static let key = "k" }
            extension Defaults { static let extra = [1, 2] }
            """, for: engine)
        #expect(out == """
            struct Defaults {
                @_RedrawPerRun static var shared = Defaults()
                @_RedrawPerRun static var count: Int = 0
                @_RedrawPerRun private static var formatter = Formatter()
                @_RedrawPerRun @MainActor static var main = _redrawOnMainActor { 1 }
                static var computed: Int { 3 }
                let instance = 1
            }
            enum Keys { @_RedrawPerRun static var key = "k" }
            extension Defaults { @_RedrawPerRun static var extra = [1, 2] }
            """)
        #expect(FrontEnd.analyze(scenario("struct D { static let a = 1 }")).requiresFreshProcessPerRun == false)
        // `main`'s initialiser runs isolated to the main actor, as the property is: the wrapper's
        // autoclosure is not, and one that read another main-actor static did not compile (trial BC-2).
    }

    @Test("in model classes too, next to the engine mapping")
    func inModelClass() throws {
        let source = "@Observable class Store { static let shared = Store(); var n = 0 }"
        #expect(try declarations(source, for: .pull) == "@Observable class Store { @_RedrawPerRun static var shared = Store(); var n = 0 }")
        #expect(try declarations(source, for: .push)
                == "class Store: ObservableObject { @_RedrawPerRun static var shared = Store(); @Published var n = 0 }")
    }

    @Test("a static stored property that cannot be wrapped stays, and the run needs a fresh process")
    func notWrappable() throws {
        let source = "struct D {\n    static let a = 1, b = 2\n    @Wrapped static var c = 3\n}"
        #expect(try declarations(source, for: .pull) == source)
        #expect(FrontEnd.analyze(scenario(source)).requiresFreshProcessPerRun)
    }
}
