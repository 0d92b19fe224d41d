// FormTargets: which mechanism each model class runs under in one compiled
// form. The push and pull forms give every class one engine; a migration
// plan's mixed form runs some classes as `@Observable` and the rest as
// `ObservableObject`, which the runtime honours at once, as SwiftUI does.
//
// Invariants:
// - A migration unit is a model class whose superclass is not a model class
//   of the file; a model subclass runs under its root's engine (an
//   `@Observable` subclass of an `ObservableObject`, or the reverse, is not
//   a migration the guides describe).
// - A set of units that is empty or holds every unit is uniform: the form is
//   exactly the push or the pull form, byte for byte, so the build cache
//   shares it with `redraw run`.
// - Only a form that is not uniform needs to know which class a view
//   property or an `.environmentObject(x)` argument holds (ModelTypes).

import RedrawResults

struct FormTargets {
    /// Set when every model class runs under one engine.
    let uniform: EngineKind?
    /// Units (root model classes, dotted names) that run as `@Observable`, when not uniform.
    private let observable: Set<String>
    /// Each model class → its unit.
    private let units: [String: String]

    static func all(_ engine: EngineKind) -> FormTargets {
        FormTargets(uniform: engine, observable: [], units: [:])
    }

    /// Every unit of `catalog` in `observable` runs as `@Observable`, every other one as `ObservableObject`.
    static func migrating(_ observable: Set<String>, catalog: TypeCatalog) -> FormTargets {
        let units = unitMap(catalog)
        let all = Set(units.values)
        let chosen = observable.intersection(all)
        if chosen.isEmpty { return .all(.push) }
        if chosen == all { return .all(.pull) }
        return FormTargets(uniform: nil, observable: chosen, units: units)
    }

    /// The units that run as `@Observable` in a mixed form, by name.
    var observableUnits: [String] { observable.sorted() }

    /// The engine class `name` (dotted) runs under; a plain class gets the push engine (it has no mechanism).
    func engine(of name: String) -> EngineKind {
        if let uniform { return uniform }
        guard let unit = units[name] else { return .push }
        return observable.contains(unit) ? .pull : .push
    }

    /// The file's migration units, in source order.
    static func units(of catalog: TypeCatalog) -> [String] {
        let map = unitMap(catalog)
        return catalog.modelClasses.map(\.name).filter { map[$0] == $0 }
    }

    /// The unit model class `name` belongs to (nil for a class that is not a model class).
    static func unit(of name: String, catalog: TypeCatalog) -> String? { unitMap(catalog)[name] }

    /// Model class → the root model class it inherits from (itself for a root).
    private static func unitMap(_ catalog: TypeCatalog) -> [String: String] {
        var map: [String: String] = [:]
        let models = Dictionary(catalog.modelClasses.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for info in catalog.modelClasses {
            var root = info
            var seen: Set<String> = [info.name]
            while let superclass = root.superclass, let parent = models[superclass], seen.insert(parent.name).inserted {
                root = parent
            }
            map[info.name] = root.name
        }
        return map
    }
}
