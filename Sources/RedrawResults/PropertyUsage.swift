// PropertyUsage: which observed properties a run wrote and which any body
// read, over the whole counting pass — what the report's advisor needs to
// name tracked properties that no view reads (`@ObservationIgnored`
// candidates) and collections of values whose every element write re-runs
// whoever read the collection.

public struct PropertyUsage: Sendable, Codable, Equatable {
    /// `Type.property` → writes of it (equal or not) through `@Published` or the registrar.
    public var written: [String: Int] = [:]
    /// `Type.property` read by at least one body (or control) evaluation.
    public var read: Set<String> = []
    /// Written properties whose value is a collection of values (structs, enums, strings…), not of objects.
    public var collectionsOfValues: Set<String> = []
    /// Of those, writes that kept the element count: an element changed (or was replaced) in place.
    public var sameCountWrites: [String: Int] = [:]

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

    public init(type: String, property: String, reads: [String], line: Int) {
        self.type = type; self.property = property; self.reads = reads; self.line = line
    }
}
