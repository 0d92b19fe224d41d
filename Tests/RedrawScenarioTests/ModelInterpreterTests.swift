// The model subset of the scenario language, on both model styles:
// `@Observable class` and `class …: ObservableObject` with `@Published`.
// Each test runs a scenario's steps without a view graph and inspects the
// globals and the model objects' storage afterwards.

import RedrawScenario
import Testing

@Suite("Interpreter: models")
struct ModelInterpreterTests {
    @Test("stored properties start from their initial values", arguments: ModelStyleUnderTest.allCases)
    func storedPropertiesWithInitialValues(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var count = 3
            @T var name = "Ada"
            @T var enabled = true
            @T var ratio = 1.5
            @T var tags: [String] = ["a", "b"]
            @T var note: String? = nil
            @T var negative = -4
            @T var big = 1_000
            @T var untyped: Int?
            """, step: "model.count += 1")
        let i = try run(source, steps: false)
        #expect(i["model.count"] == .int(3))
        #expect(i["model.name"] == .string("Ada"))
        #expect(i["model.enabled"] == .bool(true))
        #expect(i["model.ratio"] == .double(1.5))
        #expect(i["model.tags"] == strings(["a", "b"]))
        #expect(i["model.note"] == .null)
        #expect(i["model.negative"] == .int(-4))
        #expect(i["model.big"] == .int(1000))
        #expect(i["model.untyped"] == .null)

        let model = try #require(i.scenario.models.first { $0.name == "Model" })
        #expect(model.properties.map(\.name) == ["count", "name", "enabled", "ratio", "tags", "note", "negative", "big", "untyped"])
        #expect(model.properties[4].declaredType == .array(.named("String")))
        #expect(model.properties[5].declaredType == .optional(.named("String")))
        #expect(model.properties[0].declaredType == .named("Int"))

        try i.runWrites(of: i.scenario.steps[0])
        #expect(i["model.count"] == .int(4))
    }

    @Test("@Published / @ObservationIgnored decide which stored properties are tracked", arguments: ModelStyleUnderTest.allCases)
    func trackedAndIgnored(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var shown = 1
            @I var cache = 2
            @T var list: [Int] = []
            let id = 7
            """, step: "model.shown += 1")
        let scenario = try load(source)
        let model = try #require(scenario.models.first { $0.name == "Model" })
        #expect(model.style == style.modelStyle)
        #expect(scenario.writtenFor == style.engine)
        let tracked = Dictionary(uniqueKeysWithValues: model.properties.map { ($0.name, $0.isTracked) })
        #expect(tracked == ["shown": true, "cache": false, "list": true, "id": false])
        #expect(model.properties.first { $0.name == "id" }?.isConstant == true)
    }

    @Test("computed properties run their getters, through other members", arguments: ModelStyleUnderTest.allCases)
    func computedProperties(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Line {
                var price: Double
                var quantity: Int
                var subtotal: Double { price * Double(quantity) }
            }
            """, model: """
            @T var lines: [Line] = [Line(price: 2.5, quantity: 2), Line(price: 1, quantity: 3)]
            @T var discount = 1.0
            var total: Double { lines.reduce(0) { $0 + $1.subtotal } - discount }
            var isEmpty: Bool { return lines.isEmpty }
            var summary: String {
                let count = lines.count
                return "\\(count) lines, \\(total)"
            }
            var explicitGetter: Int {
                get { lines.count * 10 }
            }
            """, globals: """
            var outTotal = 0.0
            var outSummary = ""
            var outEmpty = true
            var outGetter = 0
            """, step: """
            outTotal = model.total
            outSummary = model.summary
            outEmpty = model.isEmpty
            outGetter = model.explicitGetter
            """)
        let i = try run(source)
        #expect(i["outTotal"] == .double(7))
        #expect(i["outSummary"] == .string("2 lines, 7.0"))
        #expect(i["outEmpty"] == .bool(false))
        #expect(i["outGetter"] == .int(20))
    }

    @Test("initialisers: labels, defaults, unlabelled parameters, writes to self", arguments: ModelStyleUnderTest.allCases)
    func initializers(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var name: String
            @T var count: Int
            @I var log: [String] = []

            init(name: String, count: Int = 2) {
                self.name = name
                self.count = count
                log.append("init \\(name)")
            }

            init(_ name: String) {
                self.name = name.uppercased()
                count = 0
            }
            """, modelInit: "Model(name: \"A\")", globals: """
            let second = Model(name: "B", count: 5)
            let third = Model("c")
            """, step: "model.count += 1")
        let i = try run(source, steps: false)
        #expect(i["model.name"] == .string("A"))
        #expect(i["model.count"] == .int(2))
        #expect(i["model.log"] == strings(["init A"]))
        #expect(i["second.count"] == .int(5))
        #expect(i["third.name"] == .string("C"))
        #expect(i["third.count"] == .int(0))
        #expect(i["third.log"] == strings([]))
        // Separate objects: instances do not share storage.
        #expect(i["model"]?.objectValue !== i["second"]?.objectValue)
    }

    @Test("methods: assignments, if/else, guard, switch, for-in, let/var, return", arguments: ModelStyleUnderTest.allCases)
    func methods(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            enum Level {
                case low
                case medium
                case high
            }
            """, model: """
            @T var value = 0
            @T var label = ""
            @T var history: [Int] = []
            @T var level = Level.low

            func add(_ amount: Int) {
                value += amount
            }

            func classify() -> String {
                if value < 0 {
                    return "negative"
                } else if value == 0 {
                    return "zero"
                } else if value < 10 {
                    return "small"
                } else {
                    return "large"
                }
            }

            func halve() -> Bool {
                guard value % 2 == 0 else { return false }
                value = value / 2
                return true
            }

            func name(of n: Int) -> String {
                switch n {
                case 0:
                    return "zero"
                case 1, 2:
                    return "few"
                case 3..<10:
                    return "some"
                default:
                    return "many"
                }
            }

            func word(_ s: String) -> Int {
                switch s {
                case "one": return 1
                case "two", "deux": return 2
                default: return -1
                }
            }

            func rank() {
                switch level {
                case .low: label = "L"
                case .medium: label = "M"
                case .high: label = "H"
                }
            }

            func sumEvens(upTo n: Int) -> Int {
                var total = 0
                for i in 0..<n where i % 2 == 0 {
                    total += i
                }
                return total
            }

            func record() {
                for i in 1...6 {
                    if i == 2 { continue }
                    if i == 5 { break }
                    history.append(i * 10)
                }
            }

            func compute() -> Int {
                let a = 3
                var b = a * 2
                b -= 1
                b *= 4
                return b
            }

            func sumOfItems(_ items: [Int]) -> Int {
                var total = 0
                for item in items {
                    total += item
                }
                return total
            }

            func callsOther() -> String {
                add(1)
                return self.classify()
            }
            """, globals: """
            var words: [String] = []
            var numbers: [Int] = []
            var flags: [Bool] = []
            """, step: """
            model.add(5)
            words.append(model.classify())
            flags.append(model.halve())
            model.add(7)
            flags.append(model.halve())
            numbers.append(model.value)
            words.append(model.name(of: 0))
            words.append(model.name(of: 2))
            words.append(model.name(of: 7))
            words.append(model.name(of: 40))
            numbers.append(model.word("deux"))
            numbers.append(model.word("three"))
            model.level = .medium
            model.rank()
            numbers.append(model.sumEvens(upTo: 7))
            model.record()
            numbers.append(model.compute())
            numbers.append(model.sumOfItems([4, 5, 6]))
            model.add(-20)
            words.append(model.classify())
            model.value = 0
            words.append(model.classify())
            model.value = 49
            words.append(model.callsOther())
            """)
        let i = try run(source)
        #expect(i["words"] == strings(["small", "zero", "few", "some", "many", "negative", "zero", "large"]))
        #expect(i["flags"] == .array([.bool(false), .bool(true)]))
        #expect(i["numbers"] == ints([6, 2, -1, 12, 20, 15]))
        #expect(i["model.label"] == .string("M"))
        #expect(i["model.history"] == ints([10, 30, 40]))
        #expect(i["model.value"] == .int(50))
    }

    @Test("structs: memberwise init with defaults, arrays of them, element writes, mutating methods, value semantics", arguments: ModelStyleUnderTest.allCases)
    func structsAndArraysOfThem(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Item: Identifiable {
                let id: Int
                var title: String
                var done = false
                var tags: [String] = []

                var label: String { done ? "[x] \\(title)" : title }

                mutating func rename(to newTitle: String) {
                    title = newTitle
                }

                func describe() -> String {
                    "\\(id): \\(title)"
                }
            }

            struct Money {
                var cents: Int
                init(dollars: Int) {
                    cents = dollars * 100
                }
            }
            """, model: """
            @T var items: [Item] = [Item(id: 1, title: "one"), Item(id: 2, title: "two", done: true)]
            @T var price = Money(dollars: 3)
            """, globals: """
            var copy = Item(id: 9, title: "nine")
            var labels: [String] = []
            var described = ""
            """, step: """
            model.items.append(Item(id: 3, title: "three", tags: ["x"]))
            model.items[0].title = "uno"
            model.items[1].done.toggle()
            model.items[2].rename(to: "tres")
            model.items[2].tags.append("y")
            model.price.cents += 50
            copy = model.items[0]
            copy.title = "changed"
            labels = model.items.map { $0.label }
            described = model.items[1].describe()
            """)
        let i = try run(source)
        let items = try #require(i["model.items"]?.arrayValue)
        #expect(items.count == 3)
        #expect(items.map { $0.member("title") } == [.string("uno"), .string("two"), .string("tres")])
        #expect(items.map { $0.member("done") } == [.bool(false), .bool(false), .bool(false)])
        #expect(items[2].member("tags") == strings(["x", "y"]))
        #expect(items[2].member("id") == .int(3))
        #expect(i["model.price.cents"] == .int(350))
        // `copy` is a copy: changing it leaves the array element alone.
        #expect(i["copy.title"] == .string("changed"))
        #expect(i["copy.id"] == .int(1))
        #expect(i["labels"] == strings(["uno", "two", "tres"]))
        #expect(i["described"] == .string("2: two"))
    }

    @Test("optionals: optional chaining, ??, if let, guard let, force unwrap writes", arguments: ModelStyleUnderTest.allCases)
    func optionals(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Address {
                var city: String
                var zip: String? = nil
            }

            \(style.model("Customer", """
                @T var name: String
                @T var address: Address? = nil
                init(name: String) {
                    self.name = name
                }
                """))
            """, model: """
            @T var customer: Customer? = nil
            @T var selectedID: Int? = nil

            func cityName() -> String {
                customer?.address?.city ?? "unknown"
            }

            func greeting() -> String {
                if let customer = customer {
                    return "Hello, \\(customer.name)"
                }
                return "Hello, guest"
            }

            func shortGreeting() -> String {
                if let customer {
                    return customer.name
                }
                return "-"
            }

            func guarded() -> String {
                guard let id = selectedID, id > 0 else { return "none" }
                return "#\\(id)"
            }
            """, globals: """
            var out: [String] = []
            var zip: String? = "unset"
            var missingName: String? = "unset"
            """, step: """
            out.append(model.cityName())
            out.append(model.greeting())
            out.append(model.shortGreeting())
            out.append(model.guarded())
            missingName = model.customer?.name
            model.customer = Customer(name: "Ada")
            out.append(model.cityName())
            model.customer?.address = Address(city: "Paris")
            out.append(model.cityName())
            out.append(model.greeting())
            out.append(model.shortGreeting())
            model.selectedID = 4
            out.append(model.guarded())
            zip = model.customer?.address?.zip
            model.customer!.address!.zip = "75001"
            out.append(model.customer?.address?.zip ?? "none")
            """)
        let i = try run(source)
        #expect(i["out"] == strings(["unknown", "Hello, guest", "-", "none", "unknown", "Paris", "Hello, Ada", "Ada", "#4", "75001"]))
        #expect(i["missingName"] == .null)
        #expect(i["zip"] == .null)
        #expect(i["model.customer.address.city"] == .string("Paris"))
    }

    @Test("references between objects: writes through a reference reach the shared object", arguments: ModelStyleUnderTest.allCases)
    func referencesBetweenObjects(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            \(style.model("Owner", """
                @T var name: String
                init(name: String) {
                    self.name = name
                }
                """))

            let alice = Owner(name: "Alice")
            """, model: """
            @T var owner: Owner
            @T var members: [Owner] = []

            init(owner: Owner) {
                self.owner = owner
            }

            func rename(_ newName: String) {
                owner.name = newName
            }
            """, modelInit: "Model(owner: alice)", globals: """
            let sameOwner = model.owner
            var identical = false
            var different = true
            var ownerName = ""
            """, step: """
            model.rename("Alicia")
            ownerName = alice.name
            model.members.append(alice)
            model.members.append(Owner(name: "Bob"))
            model.members[0].name = "Ally"
            identical = model.owner === alice
            different = model.members[1] === alice
            """)
        let i = try run(source)
        #expect(i["ownerName"] == .string("Alicia"))
        #expect(i["alice.name"] == .string("Ally"))
        #expect(i["identical"] == .bool(true))
        #expect(i["different"] == .bool(false))
        let alice = try #require(i["alice"]?.objectValue)
        #expect(i["model.owner"]?.objectValue === alice)
        #expect(i["sameOwner"]?.objectValue === alice)
        #expect(i["model.members"]?.arrayValue?.first?.objectValue === alice)
        #expect(alice.type.style == style.modelStyle)
    }

    @Test("enums without payloads: cases, rawValue, allCases, init(rawValue:), switch on self, members", arguments: ModelStyleUnderTest.allCases)
    func enums(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            enum Size: String, CaseIterable {
                case small
                case medium = "M"
                case large

                var isBig: Bool { self == .large }

                var next: Size {
                    switch self {
                    case .small: return .medium
                    case .medium: return .large
                    case .large: return .small
                    }
                }
            }

            enum Priority: Int {
                case low, normal, high
            }

            enum Theme: CaseIterable {
                case light
                case dark
            }
            """, model: """
            @T var size = Size.small
            @T var priority: Priority = .normal
            @T var theme: Theme = .light
            """, globals: """
            var raws: [String] = []
            var caseCount = 0
            var names: [String] = []
            var parsed: Size? = nil
            var missing: Size? = .small
            var big = false
            var priorityRaw = 0
            var themes = 0
            """, step: """
            raws.append(model.size.rawValue)
            model.size = .medium
            raws.append(model.size.rawValue)
            caseCount = Size.allCases.count
            names = Size.allCases.map { $0.rawValue }
            parsed = Size(rawValue: "large")
            missing = Size(rawValue: "huge")
            big = parsed?.isBig ?? false
            model.size = model.size.next
            priorityRaw = model.priority.rawValue
            model.theme = model.theme == .light ? .dark : .light
            themes = Theme.allCases.count
            """)
        let i = try run(source)
        #expect(i["raws"] == strings(["small", "M"]))
        #expect(i["caseCount"] == .int(3))
        #expect(i["names"] == strings(["small", "M", "large"]))
        #expect(i["parsed"]?.enumCaseName == "large")
        #expect(i["missing"] == .null)
        #expect(i["big"] == .bool(true))
        #expect(i["model.size"]?.enumCaseName == "large")
        #expect(i["priorityRaw"] == .int(1))
        #expect(i["model.theme"]?.enumCaseName == "dark")
        #expect(i["themes"] == .int(2))
        let size = try #require(i.scenario.enums.first { $0.name == "Size" })
        #expect(size.cases == ["small", "medium", "large"])
    }
}

/// Records what the interpreter tells the engine, and stores like `UnobservedState`.
final class RecordingObserver: StateObserver {
    var created: [String] = []
    var reads: [String] = []
    var writes: [(property: String, changed: Bool)] = []

    func objectCreated(_ object: ModelObject) { created.append(object.type.name) }
    func read(_ object: ModelObject, slot: Int) { reads.append("\(object.type.name).\(object.type.properties[slot].name)") }
    func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool) {
        writes.append(("\(object.type.name).\(object.type.properties[slot].name)", changed))
        object.storage[slot] = value
    }
    func readState(_ storage: StateStorage, slot: Int) {}
    func writeState(_ storage: StateStorage, slot: Int, value: Value, changed: Bool) { storage.values[slot] = value }
}

@Suite("Interpreter: reads and writes reach the engine's observer")
struct ObserverTests {
    @Test("initialisers notify nobody; each array mutation is one write; equal writes say unchanged; computed reads read their sources",
          arguments: ModelStyleUnderTest.allCases)
    func writesAndReads(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var items = [1, 2]
            @T var name = "a"
            @I var cache = 0
            var doubled: [Int] { items.map { $0 * 2 } }

            init() {
                items = [1, 2, 3]
                name = "b"
            }
            """, globals: "var seen: [Int] = []", step: """
            model.items.append(4)
            model.items[0] = 10
            model.name = "b"
            model.items.swapAt(1, 1)
            seen = model.doubled
            """)
        let scenario = try load(source)
        let observer = RecordingObserver()
        let instance = try scenario.instantiate(context: ExecutionContext(observer: observer, seed: 1, parameters: [:]))
        #expect(observer.created == ["Model"])
        #expect(observer.writes.isEmpty, "init wrote through the observer: \(observer.writes)")
        #expect(instance["model.items"] == ints([1, 2, 3]))
        observer.reads = []
        try instance.runWrites(of: scenario.steps[0])
        #expect(observer.writes.map(\.property) == ["Model.items", "Model.items", "Model.name", "Model.items"])
        #expect(observer.writes.map(\.changed) == [true, true, false, false])
        #expect(instance["model.items"] == ints([10, 2, 3, 4]))
        #expect(instance["seen"] == ints([20, 4, 6, 8]))
        #expect(observer.reads.contains("Model.items"))
    }
}

@Suite("Interpreter: models, beyond the basics")
struct ModelDetailTests {
    @Test("delegating initialisers: `self.init(…)` in a class convenience init and in a struct init", arguments: ModelStyleUnderTest.allCases)
    func delegatingInitializers(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Point {
                var x: Int
                var y: Int
                init(x: Int, y: Int) {
                    self.x = x
                    self.y = y
                }
                init() {
                    self.init(x: 1, y: 2)
                }
            }
            """, model: """
            @T var name: String
            @T var origin = Point()

            init(name: String) {
                self.name = name
            }

            convenience init() {
                self.init(name: "default")
            }
            """, step: "model.origin.x += 1")
        let i = try run(source)
        #expect(i["model.name"] == .string("default"))
        #expect(i["model.origin.x"] == .int(2))
        #expect(i["model.origin.y"] == .int(2))
    }

    @Test("an integer literal stored where a Double is declared is a Double (property, struct field, argument)", arguments: ModelStyleUnderTest.allCases)
    func integerLiteralsAsDoubles(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Line {
                var price: Double = 1
                var quantity: Int
            }
            """, model: """
            @T var price: Double = 5
            @T var lines: [Line] = [Line(price: 3, quantity: 2), Line(quantity: 1)]
            @T var ratio: Double = 0.5

            func half(_ x: Double) -> Double {
                x / 2
            }

            var total: Double { lines.reduce(0) { $0 + $1.price * Double($1.quantity) } }
            """, globals: """
            var out: [Double] = []
            var text = ""
            """, step: """
            out.append(model.price / 2)
            out.append(model.lines[0].price / 2)
            out.append(model.lines[1].price / 2)
            out.append(model.half(3))
            model.ratio = 7
            out.append(model.ratio / 2)
            text = "\\(model.price) \\(model.total)"
            """)
        let i = try run(source)
        #expect(i["out"] == .array([.double(2.5), .double(1.5), .double(0.5), .double(1.5), .double(3.5)]))
        #expect(i["text"] == .string("5.0 7.0"))
    }

    @Test("enum members: implicit `rawValue` and `self` inside the enum's own computed properties", arguments: ModelStyleUnderTest.allCases)
    func enumImplicitSelfMembers(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            enum Tab: String, CaseIterable, Identifiable {
                case home
                case settings

                var id: String { rawValue }
                var title: String { rawValue.capitalized }
                var isHome: Bool { self == .home }
            }
            """, model: """
            @T var tab: Tab = .settings
            """, globals: """
            var ids: [String] = []
            var title = ""
            var home = true
            """, step: """
            ids = Tab.allCases.map { $0.id }
            title = model.tab.title
            home = model.tab.isHome
            """)
        let i = try run(source)
        #expect(i["ids"] == strings(["home", "settings"]))
        #expect(i["title"] == .string("Settings"))
        #expect(i["home"] == .bool(false))
    }

    @Test("String(format:) formats its arguments", arguments: ModelStyleUnderTest.allCases)
    func stringFormat(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, model: """
            @T var total = 3.14159
            @T var count = 3
            var formattedTotal: String { String(format: "%.2f", total) }
            var formattedCount: String { String(format: "%d items", count) }
            """, globals: """
            var a = ""
            var b = ""
            """, step: """
            a = model.formattedTotal
            b = model.formattedCount
            """)
        let i = try run(source)
        #expect(i["a"] == .string("3.14"))
        #expect(i["b"] == .string("3 items"))
    }

    @Test("more method bodies: enumerated() loops, default arguments, optional-chained calls, reduce with named parameters, while",
          arguments: ModelStyleUnderTest.allCases)
    func moreMethodBodies(_ style: ModelStyleUnderTest) throws {
        let source = probeScenario(style, types: """
            struct Entry {
                var title: String
                var price: Double
            }
            """, model: """
            @T var entries = [Entry(title: "a", price: 1.5), Entry(title: "b", price: 2.0)]
            @T var count = 0
            @T var partner: Model? = nil

            func add(_ amount: Int = 1) {
                count += amount
            }

            func listing() -> [String] {
                var lines: [String] = []
                for (index, entry) in entries.enumerated() {
                    lines.append("\\(index + 1). \\(entry.title)")
                }
                return lines
            }

            func sum() -> Double {
                entries.reduce(0.0) { total, entry in total + entry.price }
            }

            func countdown(from n: Int) -> Int {
                var steps = 0
                var k = n
                while k > 0 {
                    k -= 2
                    steps += 1
                }
                return steps
            }
            """, globals: """
            var listing: [String] = []
            var sum = 0.0
            var steps = 0
            """, step: """
            model.add()
            model.add(4)
            model.partner?.add(100)
            model.partner = Model()
            model.partner?.add(7)
            listing = model.listing()
            sum = model.sum()
            steps = model.countdown(from: 5)
            """)
        let i = try run(source)
        #expect(i["model.count"] == .int(5))
        #expect(i["model.partner.count"] == .int(7))
        #expect(i["listing"] == strings(["1. a", "2. b"]))
        #expect(i["sum"] == .double(3.5))
        #expect(i["steps"] == .int(3))
    }
}
