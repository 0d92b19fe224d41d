// PropertyUsage: which observed properties a run wrote and which any body
// read, over the whole counting pass — what the report's advisor needs to
// name tracked properties that no view reads (`@ObservationIgnored`
// candidates) and collections of values whose every element write re-runs
// whoever read the collection.

public struct PropertyUsage: Sendable, Codable, Equatable {
    /// `Type.property` → writes of it (equal or not) through `@Published` or the registrar.
    public var written: [String: Int] = [:]
    /// Of those, the writes made while a body was being evaluated (a model made there, an
    /// `@State var m = Model()` initial value, filling itself in) or inside a class's initialiser
    /// (sample data made at the top level) — set-up, not the workload's.
    public var writtenWhileBuilding: [String: Int] = [:]
    /// `Type.property` read by at least one body (or control) evaluation.
    public var read: Set<String> = []
    /// Written properties whose value is a collection of values (structs, enums, strings…), not of objects.
    public var collectionsOfValues: Set<String> = []
    /// Of those, writes that kept the element count: an element changed (or was replaced) in place.
    public var sameCountWrites: [String: Int] = [:]
    /// Written properties whose value is a struct of the scenario's own with several stored
    /// properties → how many: read and written whole, whichever field a view shows.
    public var structsOfValues: [String: Int] = [:]
    /// `@Published` writes (push) that stored a value equal to the one there — each still sent
    /// `objectWillChange` — by `Type.property`, outside bodies.
    public var equalPublishedWrites: [String: Int] = [:]
    /// Writes through an `@Observable` class's registrar (pull) that stored a value equal to the one
    /// there, outside bodies: in place (`prices[0] = prices[0]`, `stocks.sort()` of a sorted array),
    /// through the macro's `_modify`, which notifies whatever it stores — its setter compares an
    /// `Equatable` value and never reaches the registrar for an equal one.
    public var equalInPlaceWrites: [String: Int] = [:]

    public init() {}
}

/// A model's computed property that reads a collection of the same model (the Hungarian
/// guide's `Cart.total` over `items`): found by the front end in the source.
public struct ComputedOverCollection: Sendable, Codable, Equatable {
    public var type: String
    public var property: String
    /// The stored collection properties its getter reads.
    public var reads: [String]
    public var line: Int
    /// The file it is in, for a folder scenario (`line` is then that file's); nil in a single file.
    public var file: String?
    /// The view types whose declaration names it (`store.total`), from the syntax: the advisor's
    /// evidence counts their re-runs alone (another computed property over the same collection
    /// re-runs other views). Nil from an older report.
    public var readers: [String]?

    public init(type: String, property: String, reads: [String], line: Int, file: String? = nil) {
        self.type = type; self.property = property; self.reads = reads; self.line = line; self.file = file
    }

    /// "line 103", or "Models/Book.swift:103".
    public var place: String { file.map { "\($0):\(line)" } ?? "line \(line)" }
}

/// A model's computed property that reads another model's properties through an object it holds
/// (`Cart.total` reading `catalog.prices`): found by the front end in the source. Under push the
/// views holding `Cart` are not told when the `Catalog` changes; the advisor names the path.
public struct ComputedOverModel: Sendable, Codable, Equatable {
    public var type: String
    public var property: String
    /// The stored property that holds the other object (`catalog`), and its class (`Catalog`).
    public var holder: String
    public var heldType: String
    /// The held object's properties the getter reads (`prices`).
    public var reads: [String]
    public var line: Int
    /// The file it is in, for a folder scenario (`line` is then that file's); nil in a single file.
    public var file: String?
    /// The view types whose declaration names it (`cart.total`), from the syntax.
    public var readers: [String]

    public init(type: String, property: String, holder: String, heldType: String, reads: [String], line: Int,
                file: String? = nil, readers: [String] = []) {
        self.type = type; self.property = property; self.holder = holder; self.heldType = heldType
        self.reads = reads; self.line = line; self.file = file; self.readers = readers
    }

    /// "line 103", or "Models/Cart.swift:103".
    public var place: String { file.map { "\($0):\(line)" } ?? "line \(line)" }
}

/// Another scenario of the same run that has steps of the same names and keeps its rows in
/// objects (no collection of values written in place): the advisor sets its pull counts beside
/// the ones of a scenario whose rows are values (the flagship list's structs and objects designs).
public struct CompanionDesign: Sendable, Codable, Equatable {
    public var scenario: String
    /// Step name → pull's body evaluations in it.
    public var pullBodies: [String: Int]
    /// Step name → the views pull compared with their new inputs and skipped in it: what a list
    /// that re-runs over values does for every row it lists, and per-row objects spare.
    public var pullSkipped: [String: Int]

    public init(scenario: String, pullBodies: [String: Int], pullSkipped: [String: Int] = [:]) {
        self.scenario = scenario; self.pullBodies = pullBodies; self.pullSkipped = pullSkipped
    }

    /// The profiles among `profiles` that are companions of `profile`.
    public static func of(_ profile: ScenarioProfile, among profiles: [ScenarioProfile]) -> [CompanionDesign] {
        guard let steps = profile.engine(.pull)?.steps.map(\.step) else { return [] }
        let own = Set(steps.dropFirst())
        return profiles.compactMap { other in
            guard other.path != profile.path, let pull = other.engine(.pull), let usage = pull.propertyUsage,
                  usage.sameCountWrites.isEmpty else { return nil }
            let shared = pull.steps.filter { own.contains($0.step) }
            guard !shared.isEmpty else { return nil }
            return CompanionDesign(scenario: other.name,
                                   pullBodies: Dictionary(shared.map { ($0.step, $0.counts.total.bodyEvaluations) }) { a, _ in a },
                                   pullSkipped: Dictionary(shared.map { ($0.step, $0.counts.total.skipped) }) { a, _ in a })
        }
    }
}

/// A model object made inside a body and handed on with nothing to keep it (`.environment(Model())`
/// in an `App`'s body, `Detail(vm: Model())` for an `@ObservedObject var vm`): each run of that body
/// makes a new one (BodyMadeObjects in the front end; the report's advisor and `run`'s notes).
public struct BodyMadeObject: Sendable, Codable, Equatable {
    /// The view (or `App`) whose body makes it.
    public var view: String
    /// The model class it makes.
    public var type: String
    /// As written: `ListViewModel()`.
    public var expression: String
    /// Where it goes: `.environment(_:)`, or `` `Detail`'s `@ObservedObject var vm` ``.
    public var handedTo: String
    /// `line 12`, or `Models/App.swift:12` in a folder scenario.
    public var place: String

    /// The initial value of the view's own `@ObservedObject` property (`handedTo` names it), not an
    /// argument of its body: made with every new value of the view. Nil in an older report.
    public var isInitialValue: Bool?
    /// `path:line:column` of the construction in the user's file, which a note starts with (a
    /// folder's note was placed at its `workload.swift`). Nil in an older report.
    public var position: String?
    /// Made by the view's own initialiser (`self.vm = Model()`), not an initial value. Nil in an older report.
    public var madeByInitialiser: Bool?
    /// Made by a function or property that builds views for a body (`Coordinator.buildView(for:)`,
    /// a view's `var header: some View`), as it names it; nil when the body makes it itself.
    public var builder: String?

    public init(view: String, type: String, expression: String, handedTo: String, place: String, isInitialValue: Bool? = nil,
                position: String? = nil, madeByInitialiser: Bool? = nil) {
        self.view = view; self.type = type; self.expression = expression; self.handedTo = handedTo; self.place = place
        self.isInitialValue = isInitialValue
        self.position = position
        self.madeByInitialiser = madeByInitialiser
    }

    /// One sentence with its advice.
    public var message: String {
        if isInitialValue == true {
            let made = madeByInitialiser == true ? "is made by its initialiser" : "has an initial value"
            return "`\(view)`'s \(handedTo) \(made) (`\(expression)`, \(place)): every new value of `\(view)` — at "
                + "each re-run of the body that makes it — makes another `\(type)`, and what the last one held is lost "
                + "(Apple's `ObservedObject`: \"Don't specify a default or initial value for the observed object\") — "
                + "make it `@StateObject` (push) or `@State` (pull), which keep the first"
        }
        let maker = builder.map { "`\($0)`, which builds views for a body," } ?? "`\(view)`'s body"
        return "\(maker) makes a new `\(type)` each time it runs (`\(expression)`, handed to \(handedTo), \(place)): "
            + "every re-run of that body hands the views below a fresh object, and what the last one held is lost — "
            + "make it once where a view owns it (`@State` under pull, `@StateObject` under push) and pass that"
    }
}
