// Instrumentation: `@_RedrawUntracked` on the stored properties the target
// engine does not track, and the generated key-path → name tables.

import RedrawFrontEnd
import Testing

@Suite("Instrumentation")
struct InstrumentationTests {
    private let pushStyle = """
        class Store: ObservableObject {
            @Published var count = 0
            var cache: [Int] = []
            private var secret = ""
            lazy var expensive = 5
            weak var delegate: Store?
            @Wrapped var wrapped = 1
            let id = 1
            static var shared = 0
            var doubled: Int { count * 2 }
        }
        """

    @Test("push target: the unpublished vars of an ObservableObject")
    func pushTarget() throws {
        #expect(try declarations(pushStyle, for: .push, instrumented: true) == """
            class Store: ObservableObject {
                @Published var count = 0
                @_RedrawUntracked var cache: [Int] = []
                @_RedrawUntracked private var secret = ""
                lazy var expensive = 5
                weak var delegate: Store?
                @Wrapped var wrapped = 1
                let id = 1
                @_RedrawPerRun static var shared = 0
                var doubled: Int { count * 2 }
            }
            """)
    }

    @Test("pull target: @ObservationIgnored vars, the attribute kept in front")
    func pullTarget() throws {
        #expect(try declarations(pushStyle, for: .pull, instrumented: true) == """
            @Observable class Store {
                var count = 0
                @ObservationIgnored @_RedrawUntracked var cache: [Int] = []
                @ObservationIgnored @_RedrawUntracked private var secret = ""
                @ObservationIgnored lazy var expensive = 5
                @ObservationIgnored weak var delegate: Store?
                @ObservationIgnored @Wrapped var wrapped = 1
                let id = 1
                @_RedrawPerRun static var shared = 0
                var doubled: Int { count * 2 }
            }
            """)
        let pullStyle = "@Observable class M {\n    var a = 0\n    @ObservationIgnored\n    var b = 0\n}"
        #expect(try declarations(pullStyle, for: .pull, instrumented: true)
                == "@Observable class M {\n    var a = 0\n    @ObservationIgnored @_RedrawUntracked\n    var b = 0\n}")
        #expect(try declarations(pullStyle, for: .push, instrumented: true)
                == "class M: ObservableObject {\n    @Published var a = 0\n    \n    @_RedrawUntracked var b = 0\n}")
    }

    /// An initialiser may read a stored property it has set before it has set the others (a
    /// tester's word game: `dictionary = …; target = dictionary.words[0]`); through a wrapper that
    /// read does not compile, so such a property stays unwrapped. One read only after every
    /// property is set (`hits` in the last statement), or only as a parameter's name (`size`), or
    /// assigned and not read (`log`), is wrapped as usual.
    @Test("a var an initialiser reads before setting every stored property is not wrapped", arguments: EngineKind.allCases)
    func readBeforeFullInitialisation(_ engine: EngineKind) throws {
        let source = """
            final class Game {
                var dictionary: [String]
                var hits = 0
                var size: Int
                var log: [String]
                let target: String
                init(size: Int) {
                    dictionary = ["ABBEY"]
                    self.size = size
                    log = []
                    target = dictionary[0]
                    hits = size + hits
                }
            }
            """
        let out = try declarations(source, for: engine, instrumented: true)
        #expect(out.contains("    var dictionary: [String]\n"), "\(out)")
        #expect(out.contains("@_RedrawUntracked var hits = 0"), "\(out)")
        #expect(out.contains("@_RedrawUntracked var size: Int"), "\(out)")
        #expect(out.contains("@_RedrawUntracked var log: [String]"), "\(out)")
    }

    @Test("every var of a plain class, under both engines", arguments: EngineKind.allCases)
    func plainClass(_ engine: EngineKind) throws {
        #expect(try declarations("final class Cache { var hits = 0; let size = 4; var rate: Double { 1 } }", for: engine, instrumented: true)
                == "final class Cache { @_RedrawUntracked var hits = 0; let size = 4; var rate: Double { 1 } }")
    }

    @Test("without instrumentation: no @_RedrawUntracked and no generated conformance", arguments: EngineKind.allCases)
    func off(_ engine: EngineKind) throws {
        let source = try FrontEnd.compiledSource(scenario(pushStyle), engine: engine, instrumented: false)
        #expect(!source.contains("_RedrawUntracked"))
        #expect(!source.contains("_RedrawNamedProperties"))
        #expect(generatedTail(of: source) == "")
    }

    @Test("one conformance per class: its stored instance properties, vars and lets")
    func namedProperties() throws {
        let source = try FrontEnd.compiledSource(scenario(pushStyle + "\nclass Empty { static let x = 1; var y: Int { 2 } }"), engine: .pull)
        #expect(generatedTail(of: source) == """

            extension Store: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [\\Store.count: "count", \\Store.cache: "cache", \\Store.secret: "secret", \\Store.expensive: "expensive", \\Store.delegate: "delegate", \\Store.wrapped: "wrapped", \\Store.id: "id"] }
            }

            extension Empty: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [:] }
            }

            """)
    }

    @Test("nested classes are named from the top, and private types on the way become fileprivate")
    func nested() throws {
        let text = "enum Outer {\n    private class Inner { private var z = 1 }\n}\nextension Outer { class More { var m = 0 } }"
        let source = try FrontEnd.compiledSource(scenario(text), engine: .push)
        #expect(fileScopeChunks(of: source) == [
            "enum Outer {\n    fileprivate class Inner { @_RedrawUntracked private var z = 1 }\n}\nextension Outer { class More { @_RedrawUntracked var m = 0 } }",
        ])
        #expect(generatedTail(of: source) == """

            extension Outer.Inner: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [\\Outer.Inner.z: "z"] }
            }

            extension Outer.More: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [\\Outer.More.m: "m"] }
            }

            """)
        #expect(FrontEnd.analyze(scenario(text)).classNames == ["Outer.Inner", "Outer.More"])
    }

    /// Widening `private class Source` (for its table's extension) would make its method, which uses
    /// the sibling `private struct Page`, `fileprivate`: "method must be declared private because its
    /// result uses a private type". The file's other private nested types are widened with it.
    @Test("a private nested class made fileprivate takes its private sibling types along")
    func privateSiblings() throws {
        let text = """
            protocol PageSource { associatedtype Page; func load(after: Page?) async throws -> Page? }
            struct Previews {
                private struct Page { let x: Int }
                private class Source: PageSource {
                    func load(after page: Page?) async throws -> Page? { nil }
                }
            }
            """
        let source = try FrontEnd.compiledSource(scenario(text), engine: .push, instrumented: true)
        let chunk = fileScopeChunks(of: source).joined(separator: "\n")
        #expect(chunk.contains("    fileprivate struct Page { let x: Int }"), "\(chunk)")
        #expect(chunk.contains("    fileprivate class Source: PageSource {"), "\(chunk)")
        // A form that widens nothing keeps them private.
        let plain = try FrontEnd.compiledSource(scenario(text), engine: .push, instrumented: false)
        #expect(fileScopeChunks(of: plain).joined().contains("    private struct Page"))
    }

    @Test("a subclass's properties join its root's table; generic classes get one, generic subclasses are left out")
    func hierarchy() throws {
        let text = "class Base { var b = 0 }\nclass Sub: Base { private var s = 1 }\nclass Box<T> { var v: T? }\nclass Deep<T>: Sub { var d: T? }"
        let source = try FrontEnd.compiledSource(scenario(text), engine: .pull)
        #expect(fileScopeChunks(of: source) == [
            "class Base { @_RedrawUntracked var b = 0 }\nclass Sub: Base { @_RedrawUntracked fileprivate var s = 1 }\n"
                + "class Box<T> { @_RedrawUntracked var v: T? }\nclass Deep<T>: Sub { @_RedrawUntracked var d: T? }",
        ])
        #expect(generatedTail(of: source) == """

            extension Base: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [\\Base.b: "b", \\Sub.s: "s"] }
            }

            extension Box: _RedrawNamedProperties {
                @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { [\\Box.v: "v"] }
            }

            """)
    }
}
