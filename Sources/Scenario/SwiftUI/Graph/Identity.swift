// Identity: where a child sits under the user view whose body made it.
//
// A path of structural components (tuple position, branch, `ForEach` id,
// `.id(_:)`, erased type) plus the child's own type: the same path with a
// different type is a different view.
//
// Invariant: a path is `prefix` then `last` (nil only for an empty path), and
// siblings share one `prefix` buffer (`PathPrefixes`). A `ForEach`
// row's key, the common one, then allocates nothing of its own: a path held as
// one array per key cost each row 80 bytes (an array of one 48-byte component).

public enum _IdentityComponent: Hashable {
    case index(Int)
    case branch(Int)
    /// An id that is an `Int` (most `ForEach` ids), held as itself: an `AnyHashable` of an `Int`
    /// is compared and hashed through its box, dynamically, at every row a reconciliation
    /// matches. Made only by `id(of:)`, so one id has one form.
    case intID(Int)
    case id(AnyHashable)
    case explicit(AnyHashable)
    case type(ObjectIdentifier)

    /// Where a view's presentation (sheet, alert, popover…) sits: under the view's own path, so a
    /// control's label words leave it out (ShownWords).
    static let presentation = _IdentityComponent.explicit(AnyHashable("presentation"))

    /// A `ForEach` or presented value's id.
    static func id<ID: Hashable>(of id: ID) -> _IdentityComponent {
        if ID.self == Int.self { return .intID(unsafeBitCast(id, to: Int.self)) }
        if ID.self == AnyHashable.self {  // a `NavigationPath`'s elements
            // Not `AnyHashable(id)`: its initialiser boxes the 40-byte value to ask whether it has
            // a custom representation (one allocation per navigation step in the baselines).
            let erased = unsafeBitCast(id, to: AnyHashable.self)
            return (erased.base as? Int).map { .intID($0) } ?? .id(erased)
        }
        return .id(AnyHashable(id))
    }

    /// The id's value, for a person (`[id: 42]`): a `ForEach` id or an `.id(_:)`. Not the
    /// presentation's place, which is Redraw's: a row's sheet is named by its row's id
    /// (`Sheet[id: 2]`; three rows' sheets were each `Sheet[id: presentation]`).
    var shownID: Any? {
        switch self {
        case .intID(let id): return id
        case .id(let id): return Self.shown(id.base)
        case .explicit(let id): return self == .presentation ? nil : Self.shown(id.base)
        case .index, .branch, .type: return nil
        }
    }

    /// `shownID` as text for a person: without the compiled scenario's module name, and cut to
    /// `shownLimit` characters — a pushed enum value with a model in it printed 800 and more.
    var shownIDText: String? {
        guard let id = shownID else { return nil }
        let text = "\(id)".replacing("RedrawUserScenario.", with: "")
        return text.count > Self.shownLimit ? String(text.prefix(Self.shownLimit - 1)) + "…" : text
    }
    static let shownLimit = 60

    /// What a person knows an id by. A value pushed with `navigationDestination(for:)` is the
    /// identity of the view it shows, most often a model: an `Identifiable` one is shown by its
    /// `id` (`ContactDetail[id: 3]`), another class by its type's name, not by the default
    /// description, which would name the compiled scenario's module (`RedrawUserScenario.Contact`).
    static func shown(_ value: Any) -> Any {
        // An optional id (`let id: UUID?`) by what it holds, or "nil": `Optional(956E…)` named
        // the wrapper (a tester's recipe rows).
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { shown($0.value) } ?? "nil" }
        if let object = value as? ObjectIdentifier { return ShownObjectIDs.name(object) }
        if let identifiable = value as? any Identifiable {
            let id = identifiable.id
            return (id as? ObjectIdentifier).map(ShownObjectIDs.name) ?? id
        }
        if Swift.type(of: value) is AnyClass, !(value is CustomStringConvertible) {
            return _typeName(Swift.type(of: value), qualified: false)
        }
        return value
    }

    // Written out: the derived one compares through the value witnesses of each payload.
    public static func == (a: _IdentityComponent, b: _IdentityComponent) -> Bool {
        switch (a, b) {
        case let (.intID(x), .intID(y)), let (.index(x), .index(y)), let (.branch(x), .branch(y)): return x == y
        case let (.type(x), .type(y)): return x == y
        case let (.id(x), .id(y)), let (.explicit(x), .explicit(y)): return x == y
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .index(let x): hasher.combine(0 as UInt8); hasher.combine(x)
        case .branch(let x): hasher.combine(1 as UInt8); hasher.combine(x)
        case .intID(let x): hasher.combine(2 as UInt8); hasher.combine(x)
        case .id(let x): hasher.combine(3 as UInt8); hasher.combine(x)
        case .explicit(let x): hasher.combine(4 as UInt8); hasher.combine(x)
        case .type(let x): hasher.combine(5 as UInt8); hasher.combine(x)
        }
    }
}

/// Where a child sits in its parent's body, without its type: a path whose last component is
/// held inline.
struct IdentityPath: Hashable {
    /// Every component but the last.
    let prefix: [_IdentityComponent]
    /// The path's last component; nil for an empty path.
    let last: _IdentityComponent?

    /// The whole path, as a view of `prefix` and `last` (labels, messages): nothing is copied.
    var components: Components { Components(path: self) }

    struct Components: RandomAccessCollection {
        let path: IdentityPath
        var startIndex: Int { 0 }
        var endIndex: Int { path.prefix.count + (path.last == nil ? 0 : 1) }
        subscript(position: Int) -> _IdentityComponent {
            position < path.prefix.count ? path.prefix[position] : path.last!
        }
    }

    // The last components differ between siblings, the prefixes seldom (and then most often share
    // a buffer, which `==` of arrays checks first).
    static func == (a: IdentityPath, b: IdentityPath) -> Bool { a.last == b.last && a.prefix == b.prefix }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last)
        hasher.combine(prefix)
    }
}

/// A child's identity: where it sits and its type. A node holds only the first; its type is its
/// kind's (`Node.keyType`). No hash is stored: a node holds its place, and 8 bytes more took a
/// row's node past jemalloc's 192-byte class. Reconciliation compares keys that match, in the
/// common case, so a hash would not spare the comparison; where the children changed, it indexes
/// the old children by their keys' hashes (`OldChildIndex`).
struct ChildKey: Hashable {
    let place: IdentityPath
    let type: ObjectIdentifier

    var path: IdentityPath.Components { place.components }
}

/// The prefix last used for a key, so that the siblings described one after another (a
/// `ForEach`'s rows) share its buffer: comparing a short prefix costs less than allocating it.
struct PathPrefixes {
    private var latest: [_IdentityComponent] = []

    mutating func key(path: [_IdentityComponent], type: ObjectIdentifier) -> ChildKey {
        ChildKey(place: place(of: path), type: type)
    }

    private mutating func place(of path: [_IdentityComponent]) -> IdentityPath {
        guard let last = path.last else { return IdentityPath(prefix: [], last: nil) }
        let count = path.count - 1
        if count == 0 { return IdentityPath(prefix: [], last: last) }
        if latest.count != count || !latest.elementsEqual(path[..<count]) { latest = Array(path[..<count]) }
        return IdentityPath(prefix: latest, last: last)
    }
}

extension Node {
    /// Whether it is an element of a `ForEach`: its place in its parent's body holds a data id
    /// (not a presented value's, which sits under `.presentation`).
    var isDataElement: Bool {
        guard let components = place?.components, !components.contains(.presentation) else { return false }
        return components.contains { component in
            switch component {
            case .intID, .id: return true
            default: return false
            }
        }
    }
}

/// What a person reads for an `ObjectIdentifier` id — a class's default `Identifiable.id`, a
/// `@Model`'s: `object 1`, `object 2`… in the order the run first shows them, where its
/// description is an address (`ObjectIdentifier(0x00007f653680a870)`) that differs from run to
/// run and from engine to engine, so logs, traces and messages would not repeat.
public enum ShownObjectIDs {
    nonisolated(unsafe) private static var ordinals: [ObjectIdentifier: Int] = [:]

    static func name(_ id: ObjectIdentifier) -> String {
        if let known = ordinals[id] { return "object \(known)" }
        let next = ordinals.count + 1
        ordinals[id] = next
        return "object \(next)"
    }

    /// Each run numbers its objects from 1.
    public static func reset() { ordinals = [:] }
}
