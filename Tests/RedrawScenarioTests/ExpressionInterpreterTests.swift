// Expressions and the collection and string operations real models use, each
// evaluated inside a model of either style (methods and computed properties),
// plus the seeded random functions and `param`.

import RedrawScenario
import Testing

@Suite("Interpreter: expressions")
struct ExpressionInterpreterTests {
    @Test("literals, string interpolation and escapes", arguments: ModelStyleUnderTest.allCases)
    func literalsAndInterpolation(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var name = "Ada"
            @T var a = 7
            @T var price = 2.5
            @T var tags = ["x", "y"]

            func text() -> String {
                "Hi \\(name), \\(a) + \\(a + 1) = \\(a + a + 1); \\(price) \\(tags.count) \\(tags.joined(separator: "/"))" + "!"
            }

            func escaped() -> String {
                "say \\"hi\\"\\tnow\\\\"
            }

            func literals() -> [Double] {
                [0.5, 1e3, 2, -1.25]
            }
            """, globals: """
            var text = ""
            var escaped = ""
            var doubles: [Double] = []
            var misc: [Bool] = []
            var nothing: Int? = 1
            """, step: """
            text = model.text()
            escaped = model.escaped()
            doubles = model.literals()
            misc = [true, false, 1_000_000 == 1000000]
            nothing = nil
            """)
        let i = try run(source)
        #expect(i["text"] == .string("Hi Ada, 7 + 8 = 15; 2.5 2 x/y!"))
        #expect(i["escaped"] == .string("say \"hi\"\tnow\\"))
        #expect(i["doubles"] == .array([.double(0.5), .double(1000), .double(2), .double(-1.25)]))
        #expect(i["misc"] == .array([.bool(true), .bool(false), .bool(true)]))
        #expect(i["nothing"] == .null)
    }

    @Test("hexadecimal and binary integer literals", arguments: ModelStyleUnderTest.allCases)
    func radixLiterals(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var color = 0xFF8800
            @T var mask = 0b1010
            """, step: "model.mask += 1")
        let i = try run(source)
        #expect(i["model.color"] == .int(0xFF8800))
        #expect(i["model.mask"] == .int(11))
    }

    @Test("operators and precedence", arguments: ModelStyleUnderTest.allCases)
    func operatorsAndPrecedence(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var a = 7
            @T var b = 2
            @T var price = 2.5

            func arithmetic() -> [Int] {
                [a + b * 3, (a + b) * 3, a - b - 1, a / b, a % b, -a + 1, a * b % 5, 20 / b / 2]
            }

            func doubles() -> [Double] {
                [price * 2, Double(a) / 2, price + 1, price - 0.5 * 2]
            }

            func logic() -> [Bool] {
                [a > b && b > 3, a > b || b > 3 && false, !(a == 7), a != b, a >= 7, b <= 1,
                 true || false && false, a + 1 > b * 4, "apple" < "banana", (b < a) == true]
            }

            func strings() -> String {
                "a" + "b" + String(a) + "c"
            }
            """, globals: """
            var ints: [Int] = []
            var doubles: [Double] = []
            var bools: [Bool] = []
            var text = ""
            var compound = 10
            """, step: """
            ints = model.arithmetic()
            doubles = model.doubles()
            bools = model.logic()
            text = model.strings()
            compound += 5
            compound -= 3
            compound *= 2
            compound /= 4
            compound %= 4
            """)
        let i = try run(source)
        #expect(i["ints"] == ints([13, 27, 4, 3, 1, -6, 4, 5]))
        #expect(i["doubles"] == .array([.double(5), .double(3.5), .double(3.5), .double(1.5)]))
        #expect(i["bools"] == .array([false, true, false, true, true, false, true, false, true, true].map(Value.bool)))
        #expect(i["text"] == .string("ab7c"))
        #expect(i["compound"] == .int(2))
    }

    @Test("ternary, nested and inside interpolation", arguments: ModelStyleUnderTest.allCases)
    func ternary(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var n = 7

            func parity() -> String {
                n % 2 == 0 ? "even" : n > 5 ? "big odd" : "small odd"
            }

            var badge: String { "\\(n > 9 ? "9+" : String(n))" }
            """, globals: """
            var out: [String] = []
            """, step: """
            out.append(model.parity())
            out.append(model.badge)
            model.n = 3
            out.append(model.parity())
            model.n = 12
            out.append(model.parity())
            out.append(model.badge)
            """)
        let i = try run(source)
        #expect(i["out"] == strings(["big odd", "7", "small odd", "even", "9+"]))
    }

    @Test("closures: $0, named parameters, multi-statement bodies, captures, stored closures", arguments: ModelStyleUnderTest.allCases)
    func closures(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var numbers = [5, 3, 8, 1]

            func closures() -> [Int] {
                let double = { (x: Int) in x * 2 }
                let offset = 10
                let shifted = numbers.map { $0 + offset }
                let squared = numbers.map { n in n * n }
                let halves = numbers.map { n -> Int in
                    let half = n / 2
                    return half
                }
                let descending = numbers.sorted { a, b in a > b }
                let pairs = numbers.sorted(by: { $0 < $1 })
                return [double(4)] + shifted + squared + halves + descending + pairs
            }
            """, globals: "var out: [Int] = []", step: "out = model.closures()")
        let i = try run(source)
        #expect(i["out"] == ints([8, 15, 13, 18, 11, 25, 9, 64, 1, 2, 1, 4, 0, 8, 5, 3, 1, 1, 3, 5, 8]))
    }

    @Test("key paths as functions: map(\\.title), filter(\\.done), map(\\Todo.title)", arguments: ModelStyleUnderTest.allCases)
    func keyPaths(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Todo: Identifiable {
                let id: Int
                var title: String
                var done = false
            }
            """, model: """
            @T var todos = [Todo(id: 2, title: "b", done: true), Todo(id: 1, title: "a")]
            var titles: [String] { todos.map(\\.title) }
            var doneIDs: [Int] { todos.filter(\\.done).map(\\.id) }
            var rootedTitles: [String] { todos.map(\\Todo.title) }
            """, globals: """
            var titles: [String] = []
            var doneIDs: [Int] = []
            var rooted: [String] = []
            """, step: """
            titles = model.titles
            doneIDs = model.doneIDs
            rooted = model.rootedTitles
            """)
        let i = try run(source)
        #expect(i["titles"] == strings(["b", "a"]))
        #expect(i["doneIDs"] == ints([2]))
        #expect(i["rooted"] == strings(["b", "a"]))
    }
}

@Suite("Interpreter: collection and string operations")
struct CollectionOperationTests {
    static let todoTypes = """
        struct Todo: Identifiable {
            let id: Int
            var title: String
            var done = false
            var rating: Int? = nil
        }
        """
    static let todoModel = """
        @T var todos: [Todo] = [
            Todo(id: 1, title: "Buy milk", done: true, rating: 3),
            Todo(id: 2, title: "Walk dog"),
            Todo(id: 3, title: "Write report", done: true),
            Todo(id: 4, title: "Call mom", rating: 5),
        ]
        @T var query = "WA"
        var doneTitles: [String] { todos.filter { $0.done }.map(\\.title) }
        var ratings: [Int] { todos.compactMap { $0.rating } }
        var ratingSum: Int { todos.compactMap(\\.rating).reduce(0) { $0 + $1 } }
        var matching: [String] { todos.filter { $0.title.localizedCaseInsensitiveContains(query) }.map { $0.title } }
        """

    @Test("filter, map, compactMap, reduce, localizedCaseInsensitiveContains in computed properties", arguments: ModelStyleUnderTest.allCases)
    func derivingOperations(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: Self.todoTypes, model: Self.todoModel, globals: """
            var doneTitles: [String] = []
            var ratings: [Int] = []
            var ratingSum = 0
            var matching: [String] = []
            var ids: [String] = []
            """, step: """
            doneTitles = model.doneTitles
            ratings = model.ratings
            ratingSum = model.ratingSum
            matching = model.matching
            ids = model.todos.map { "#\\($0.id)" }
            """)
        let i = try run(source)
        #expect(i["doneTitles"] == strings(["Buy milk", "Write report"]))
        #expect(i["ratings"] == ints([3, 5]))
        #expect(i["ratingSum"] == .int(8))
        #expect(i["matching"] == strings(["Walk dog"]))
        #expect(i["ids"] == strings(["#1", "#2", "#3", "#4"]))
    }

    @Test("count, isEmpty, contains, first, firstIndex, sorted, prefix", arguments: ModelStyleUnderTest.allCases)
    func queryingOperations(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: Self.todoTypes, model: Self.todoModel, globals: """
            var counts: [Int] = []
            var bools: [Bool] = []
            var firstTitle: String? = nil
            var firstOpen: String? = nil
            var index: Int? = nil
            var indexOf: Int? = nil
            var missingIndex: Int? = 0
            var sortedTitles: [String] = []
            var sortedIDs: [Int] = []
            var plainSorted: [Int] = []
            var top: [Int] = []
            var prefixText = ""
            var noneFirst: String? = "unset"
            """, step: """
            counts.append(model.todos.count)
            counts.append(model.todos.filter(\\.done).count)
            counts.append(model.query.count)
            bools.append(model.todos.isEmpty)
            bools.append(model.todos.filter { $0.id > 10 }.isEmpty)
            bools.append(model.todos.contains { $0.done })
            bools.append(model.todos.contains(where: { $0.id == 9 }))
            bools.append(model.todos.map(\\.title).contains("Call mom"))
            bools.append(model.query.isEmpty)
            firstTitle = model.todos.first?.title
            firstOpen = model.todos.first(where: { !$0.done })?.title
            noneFirst = model.todos.filter { $0.id > 10 }.first?.title
            index = model.todos.firstIndex(where: { $0.id == 3 })
            indexOf = model.todos.map(\\.id).firstIndex(of: 4)
            missingIndex = model.todos.firstIndex(where: { $0.id == 99 })
            sortedTitles = model.todos.sorted { $0.title < $1.title }.map(\\.title)
            sortedIDs = model.todos.map(\\.id).sorted(by: { $0 > $1 })
            plainSorted = [3, 1, 2].sorted()
            top = model.todos.prefix(2).map(\\.id)
            prefixText = String("hello".prefix(3))
            """)
        let i = try run(source)
        #expect(i["counts"] == ints([4, 2, 2]))
        #expect(i["bools"] == .array([false, true, true, false, true, false].map(Value.bool)))
        #expect(i["firstTitle"] == .string("Buy milk"))
        #expect(i["firstOpen"] == .string("Walk dog"))
        #expect(i["noneFirst"] == .null)
        #expect(i["index"] == .int(2))
        #expect(i["indexOf"] == .int(3))
        #expect(i["missingIndex"] == .null)
        #expect(i["sortedTitles"] == strings(["Buy milk", "Call mom", "Walk dog", "Write report"]))
        #expect(i["sortedIDs"] == ints([4, 3, 2, 1]))
        #expect(i["plainSorted"] == ints([1, 2, 3]))
        #expect(i["top"] == ints([1, 2]))
        #expect(i["prefixText"] == .string("hel"))
    }

    @Test("operator functions as arguments: sorted(by: >), reduce(0, +)", arguments: ModelStyleUnderTest.allCases)
    func operatorFunctions(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var numbers = [3, 1, 2]
            var total: Int { numbers.reduce(0, +) }
            var descending: [Int] { numbers.sorted(by: >) }
            """, globals: """
            var total = 0
            var descending: [Int] = []
            """, step: """
            total = model.total
            descending = model.descending
            """)
        let i = try run(source)
        #expect(i["total"] == .int(6))
        #expect(i["descending"] == ints([3, 2, 1]))
    }

    @Test("append, insert, remove(at:), swapAt, removeAll, toggle() on model properties", arguments: ModelStyleUnderTest.allCases)
    func mutatingOperations(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: Self.todoTypes, model: """
            @T var list = [1, 2, 3]
            @T var names: [String] = ["a"]
            @T var flag = false
            @T var flags = [false, true]
            @T var todos: [Todo] = [Todo(id: 1, title: "one"), Todo(id: 2, title: "two")]

            func clearDone() {
                todos.removeAll { $0.done }
            }
            """, globals: """
            var snapshot: [Int] = []
            """, step: """
            model.list.append(4)
            model.list.insert(0, at: 0)
            model.list.remove(at: 2)
            model.list.swapAt(0, 3)
            snapshot = model.list
            model.list.removeAll()
            model.names.append(contentsOf: ["b", "c"])
            model.names.removeAll(where: { $0 == "b" })
            model.flag.toggle()
            model.flags[0].toggle()
            model.todos[1].done.toggle()
            model.todos.append(Todo(id: 3, title: "three", done: true))
            model.todos.insert(Todo(id: 0, title: "zero"), at: 0)
            model.clearDone()
            """)
        let i = try run(source)
        #expect(i["snapshot"] == ints([4, 1, 3, 0]))
        #expect(i["model.list"] == ints([]))
        #expect(i["model.names"] == strings(["a", "c"]))
        #expect(i["model.flag"] == .bool(true))
        #expect(i["model.flags"] == .array([.bool(true), .bool(true)]))
        #expect(i["model.todos"]?.arrayValue?.map { $0.member("id") } == [.int(0), .int(1)])
    }

    @Test("remove(at:) returns the removed element", arguments: ModelStyleUnderTest.allCases)
    func removeReturnsElement(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: "@T var list = [10, 20, 30]", globals: "var removed = 0", step: """
            removed = model.list.remove(at: 1)
            """)
        let i = try run(source)
        #expect(i["model.list"] == ints([10, 30]))
        #expect(i["removed"] == .int(20))
    }

    @Test("string operations: localizedCaseInsensitiveContains, contains, count, isEmpty, prefix", arguments: ModelStyleUnderTest.allCases)
    func stringOperations(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var title = "Swift Observation"
            @T var filter = ""
            var matches: Bool { filter.isEmpty || title.localizedCaseInsensitiveContains(filter) }
            """, globals: "var out: [Bool] = []\nvar counts: [Int] = []", step: """
            out.append(model.matches)
            model.filter = "OBSERV"
            out.append(model.matches)
            model.filter = "combine"
            out.append(model.matches)
            out.append(model.title.contains("Swift"))
            out.append(model.title.contains("swift"))
            counts.append(model.title.count)
            counts.append(model.title.prefix(5).count)
            """)
        let i = try run(source)
        #expect(i["out"] == .array([true, true, false, true, false].map(Value.bool)))
        #expect(i["counts"] == ints([17, 5]))
    }
}

@Suite("Interpreter: seeded randomness and parameters")
struct RandomAndParameterTests {
    static func randomSource(_ style: ModelStyleUnderTest) -> String {
        probeScenario(style, model: """
            @T var deck = Array(0..<20)
            @T var order: [Int] = []

            func roll() -> Int {
                Int.random(in: 0..<1_000_000)
            }

            func reshuffle() {
                order = deck.shuffled()
            }
            """, globals: """
            var rolls: [Int] = []
            var picked: [Int] = []
            """, step: """
            for _ in 0..<5 {
                rolls.append(model.roll())
                picked.append(model.deck.randomElement()!)
            }
            rolls.append(Int.random(in: 1...6))
            model.reshuffle()
            """)
    }

    static func outcome(_ i: ScenarioInstance) -> [Value?] { [i["rolls"], i["picked"], i["model.order"]] }

    @Test("Int.random(in:), randomElement() and shuffled() are seeded", arguments: ModelStyleUnderTest.allCases)
    func seeded(_ style: ModelStyleUnderTest) throws {
        let source = Self.randomSource(style)
        let first = try run(source, seed: 1)
        let again = try run(source, seed: 1)
        let other = try run(source, seed: 2)
        #expect(Self.outcome(first) == Self.outcome(again), "same seed, different values")
        #expect(i(first, "rolls") != i(other, "rolls"), "different seeds, same rolls")
        #expect(i(first, "model.order") != i(other, "model.order"), "different seeds, same shuffle")

        let rolls = try #require(first["rolls"]?.arrayValue?.compactMap { $0.intValue })
        #expect(rolls.count == 6)
        #expect(rolls.prefix(5).allSatisfy { (0..<1_000_000).contains($0) })
        #expect((1...6).contains(rolls[5]))
        let picked = try #require(first["picked"]?.arrayValue?.compactMap { $0.intValue })
        #expect(picked.count == 5 && picked.allSatisfy { (0..<20).contains($0) })
        let order = try #require(first["model.order"]?.arrayValue?.compactMap { $0.intValue })
        #expect(order.sorted() == Array(0..<20))
        #expect(order != Array(0..<20))
        #expect(first["model.deck"] == ints(Array(0..<20)), "shuffled() must not change the array it is called on")
    }

    private func i(_ instance: ScenarioInstance, _ path: String) -> Value? { instance[path] }

    static func parameterSource(_ style: ModelStyleUnderTest) -> String {
        probeScenario(style, model: """
            @T var rows: [Int] = []
            init(count: Int) {
                rows = (0..<count).map { $0 * 2 }
            }
            """, modelInit: "Model(count: param(\"count\", 3))", globals: """
            let rows = param("rows", 10)
            let label = param("label", "x")
            let scale = param("scale", 1.5)
            let verbose = param("verbose", false)
            """, step: "model.rows.append(rows)")
    }

    @Test("param(name, default) without a parameter gives the default", arguments: ModelStyleUnderTest.allCases)
    func parameterDefaults(_ style: ModelStyleUnderTest) throws {
        let i = try run(Self.parameterSource(style), steps: false)
        #expect(i["rows"] == .int(10))
        #expect(i["label"] == .string("x"))
        #expect(i["scale"] == .double(1.5))
        #expect(i["verbose"] == .bool(false))
        #expect(i["model.rows"] == ints([0, 2, 4]))
        let parameters = i.scenario.parameters
        #expect(parameters.map(\.name) == ["count", "rows", "label", "scale", "verbose"])
        #expect(parameters.first { $0.name == "rows" }?.defaultValue == "10")
    }

    @Test("param(name, default) with a parameter gives its value, typed like the default", arguments: ModelStyleUnderTest.allCases)
    func parameterValues(_ style: ModelStyleUnderTest) throws {
        let i = try run(Self.parameterSource(style), parameters: ["rows": "25", "label": "big", "scale": "2.5", "verbose": "true", "count": "5"])
        #expect(i["rows"] == .int(25))
        #expect(i["label"] == .string("big"))
        #expect(i["scale"] == .double(2.5))
        #expect(i["verbose"] == .bool(true))
        #expect(i["model.rows"] == ints([0, 2, 4, 6, 8, 25]))
    }

    @Test("a parameter value of the wrong type is a located error", arguments: ModelStyleUnderTest.allCases)
    func parameterOfWrongType(_ style: ModelStyleUnderTest) throws {
        let scenario = try load(Self.parameterSource(style))
        #expect {
            _ = try scenario.instantiate(context: ExecutionContext(seed: 1, parameters: ["rows": "many"]))
        } throws: { error in
            guard let e = error as? RuntimeError else { return false }
            return e.message.contains("rows") && e.location.line > 0
        }
    }
}
