// Seeded randomness: every standard random API the workload or the models
// call takes the run's generator, in both forms.

import RedrawFrontEnd
import Testing

@Suite("Seeded randomness")
struct RandomnessTests {
    @Test("random, randomElement, shuffled, shuffle, UUID() and arc4random take the seeded generator", arguments: EngineKind.allCases)
    func rewrites(_ engine: EngineKind) throws {
        let out = try declarations("""
            func draw(_ list: inout [Int]) -> [Any] {
                let a = Int.random(in: 1..<10)
                let b = Double.random(in: 0...1)
                let c: Int = .random(in: 0..<3)
                let d = Bool.random()
                let e = list.randomElement()
                let f = list.shuffled()
                list.shuffle()
                let g = UUID()
                let h = Int.random(in: 0..<3, using: &RedrawRandom.generator)
                let i = UUID(uuidString: "x")
                let j = arc4random_uniform(6) + arc4random() % 2
                return [a, b, c, d, e as Any, f, g, h, i as Any, j]
            }
            """, for: engine)
        #expect(out == """
            func draw(_ list: inout [Int]) -> [Any] {
                let a = Int.random(in: 1..<10, using: &RedrawRandom.generator)
                let b = Double.random(in: 0...1, using: &RedrawRandom.generator)
                let c: Int = .random(in: 0..<3, using: &RedrawRandom.generator)
                let d = Bool.random(using: &RedrawRandom.generator)
                let e = list.randomElement(using: &RedrawRandom.generator)
                let f = list.shuffled(using: &RedrawRandom.generator)
                list.shuffle(using: &RedrawRandom.generator)
                let g = RedrawRandom.uuid()
                let h = Int.random(in: 0..<3, using: &RedrawRandom.generator)
                let i = UUID(uuidString: "x")
                let j = RedrawRandom.arc4random_uniform(6) + RedrawRandom.arc4random() % 2
                return [a, b, c, d, e as Any, f, g, h, i as Any, j]
            }
            """)
    }

    @Test("UUID.init() and .init() declared UUID, a default argument's too, come from the seed (they differed from run to run)")
    func uuidInit() throws {
        let out = try declarations("""
            struct Item {
                let id: UUID
                var other: UUID? = .init()
                init(id: UUID = .init()) { self.id = id }
                func copy() -> UUID { UUID.init() }
            }
            """, for: .pull)
        #expect(out == """
            struct Item {
                let id: UUID
                var other: UUID? = RedrawRandom.uuid()
                init(id: UUID = RedrawRandom.uuid()) { self.id = id }
                func copy() -> UUID { RedrawRandom.uuid() }
            }
            """)
    }

    @Test("the workload's calls are rewritten too")
    func inWorkload() throws {
        let source = try FrontEnd.compiledSource(
            ScenarioFile(path: "r.swift", text: "Redraw.root { A() }\nRedraw.step(\"s\") { items.shuffle(); id = UUID() }\n"),
            engine: .pull)
        #expect(mainChunks(of: source) == [
            "Redraw.root { A() }\nRedraw.step(\"s\") { items.shuffle(using: &RedrawRandom.generator); id = RedrawRandom.uuid() }",
        ])
    }
}

/// The wall clock: `Date()` and `Date.now` read the scenario's virtual clock in both forms.
@Suite("Virtual wall clock")
struct VirtualDateTests {
    @Test("Date(), Date.now and Date(timeIntervalSinceNow:) read the virtual clock", arguments: EngineKind.allCases)
    func rewrites(_ engine: EngineKind) throws {
        let out = try declarations("""
            func stamps() -> [Date] {
                let a = Date()
                let b = Date.now
                let c = Date(timeIntervalSinceNow: 60)
                let d = Date.now.addingTimeInterval(5)
                let e = Date(timeIntervalSince1970: 0)
                return [a, b, c, d, e]
            }
            """, for: engine)
        #expect(out == """
            func stamps() -> [Date] {
                let a = RedrawClock.VirtualClock.shared.dateNow
                let b = RedrawClock.VirtualClock.shared.dateNow
                let c = RedrawClock.VirtualClock.shared.dateNow.addingTimeInterval(60)
                let d = RedrawClock.VirtualClock.shared.dateNow.addingTimeInterval(5)
                let e = Date(timeIntervalSince1970: 0)
                return [a, b, c, d, e]
            }
            """)
    }
}

extension VirtualDateTests {
    /// An implicit `.now` or `.init()` whose type the syntax shows — the value of a declaration
    /// written `Date` or `Date?` — and `Date.init()` read the virtual clock too (a tester's calendar,
    /// `@State var currentMonth: Date = .init()`, showed the real month). Where the type is not
    /// written, `.init()` stays as it is.
    @Test("an implicit .now or .init() declared Date reads the virtual clock", arguments: EngineKind.allCases)
    func implicitMembersDeclaredDate(_ engine: EngineKind) throws {
        let out = try declarations("""
            struct Calendar1 {
                var month: Date = .init()
                var picked: Date? = .now
                var first = Date.init()
                var other: Int = .init()
                func show(from start: Date = .now) -> Date { start }
            }
            """, for: engine)
        #expect(out == """
            struct Calendar1 {
                var month: Date = RedrawClock.VirtualClock.shared.dateNow
                var picked: Date? = RedrawClock.VirtualClock.shared.dateNow
                var first = RedrawClock.VirtualClock.shared.dateNow
                var other: Int = .init()
                func show(from start: Date = RedrawClock.VirtualClock.shared.dateNow) -> Date { start }
            }
            """)
    }
}

extension RandomnessTests {
    /// The file's own `shuffle()`, `shuffled()` and `randomElement()` get an overload that takes
    /// the generator every such call is given, and calls the method as written; a private type
    /// nested on the way becomes fileprivate so that the extension at file scope can name it. A
    /// method with parameters, or a local type's, gets none.
    @Test("the file's own shuffle(), shuffled() and randomElement() get a forwarder taking the generator")
    func ownMethodsGetForwarders() throws {
        let source = try FrontEnd.compiledSource(scenario("""
            struct Deck {
                var cards = [1, 2, 3]
                mutating func shuffle() { cards.shuffle() }
                func shuffled() -> Deck { var d = self; d.shuffle(); return d }
                func randomElement(of n: Int) -> Int { n }
            }
            final class Game {
                private struct Hand { func randomElement() throws -> Int? { nil } }
                static func shuffle() {}
            }
            func local() { struct Inner { func shuffle() {} } }
            """), engine: .pull, instrumented: false)
        #expect(generatedTail(of: source) == """

            extension Deck {
                mutating func shuffle(using generator: inout some RandomNumberGenerator) { shuffle() }
            }

            extension Deck {
                @discardableResult func shuffled(using generator: inout some RandomNumberGenerator) -> Deck { shuffled() }
            }

            extension Game.Hand {
                @discardableResult func randomElement(using generator: inout some RandomNumberGenerator) throws -> Int? { try randomElement() }
            }

            extension Game {
                static func shuffle(using generator: inout some RandomNumberGenerator) { shuffle() }
            }

            """)
        #expect(source.contains("fileprivate struct Hand"))
        #expect(source.contains("d.shuffle(using: &RedrawRandom.generator)"))
    }
}
