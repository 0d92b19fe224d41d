// Projections: `$model.property`, `$state`, `$item.title` → bindings.
//
// Making a binding reads nothing (update-cycle page, child reconciliation): the
// control that reads through it makes the read, for itself alone.

import SwiftSyntax

/// Where a projection starts before its member path is walked.
enum ProjectionStart {
    case object(ModelObject)
    case state(StateStorage, Int)
    case binding(Binding)
}

func makeBinding(_ start: ProjectionStart, _ names: [String], _ l: SourceLocation) throws -> Binding {
    var root: Binding.Root
    var path: [Binding.Step] = []
    var label: String
    var current: Value
    switch start {
    case .object(let o):
        guard let first = names.first else { throw RuntimeError("write `$\(o.type.name.lowercased()).property`: a binding projects one property", at: l) }
        guard let slot = o.type.propertyIndex[first] else {
            throw RuntimeError("`\(o.type.name)` has no stored property `\(first)`\(suggestion(for: first, among: o.type.memberNames))", at: l)
        }
        root = .property(o, slot)
        label = "\(o.type.name).\(first)"
        current = o.storage[slot]
        return try extend(root: root, path: path, label: label, current: current, Array(names.dropFirst()), l)
    case .state(let storage, let slot):
        root = .state(storage, slot)
        label = "@State"
        current = storage.values[slot]
    case .binding(let b):
        root = b.root
        path = b.path
        label = b.label
        current = b.currentValue()
    }
    return try extend(root: root, path: path, label: label, current: current, names, l)
}

private func extend(root: Binding.Root, path: [Binding.Step], label: String, current: Value, _ names: [String], _ l: SourceLocation) throws -> Binding {
    var root = root, path = path, label = label, current = current
    for name in names {
        switch current {
        case .object(let o):
            guard let slot = o.type.propertyIndex[name] else { throw RuntimeError("`\(o.type.name)` has no stored property `\(name)`", at: l) }
            root = .property(o, slot)
            path = []
            label = "\(o.type.name).\(name)"
            current = o.storage[slot]
        case .structure(let s):
            guard let index = s.type.fieldIndex[name] else { throw RuntimeError("`\(s.type.name)` has no stored property `\(name)`", at: l) }
            path.append(.field(index))
            label += ".\(name)"
            current = s.fields[index]
        default:
            throw RuntimeError("cannot project `\(name)` of `\(current.typeName)`", at: l)
        }
    }
    return Binding(root: root, path: path, label: label)
}

extension ScenarioCompiler {
    /// `$a.b.c` → ("a", ["b", "c"]).
    func projectionPath(_ expr: ExprSyntax) -> (root: String, path: [String])? {
        var names: [String] = []
        var current = expr
        while let m = current.as(MemberAccessExprSyntax.self), let base = m.base {
            names.insert(m.declName.baseName.text, at: 0)
            current = base
        }
        guard let ref = current.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$"),
              !ref.baseName.text.dropFirst().allSatisfy(\.isNumber), !names.isEmpty else { return nil }
        return (String(ref.baseName.text.dropFirst()), names)
    }

    func compileProjection(_ root: String, path: [String], node: some SyntaxProtocol, _ scope: FunctionScope) -> Eval {
        let l = location(node)
        if let (depth, v) = scope.resolve("$" + root) {
            let access = localAccess(depth: depth, slot: v.slot)
            return { f in
                guard case .binding(let b) = try access(f) else { throw RuntimeError("`$\(root)` is not a binding", at: l) }
                return path.isEmpty ? .binding(b) : .binding(try makeBinding(.binding(b), path, l))
            }
        }
        if let (depth, v) = scope.resolve(root) {
            guard v.isBindable else { return failed("`$\(root)`: declare `@Bindable var \(root) = \(root)` first", at: node) }
            let access = localAccess(depth: depth, slot: v.slot)
            return { f in
                guard case .object(let o) = try access(f) else { throw RuntimeError("`\(root)` does not hold a model object", at: l) }
                return .binding(try makeBinding(.object(o), path, l))
            }
        }
        guard case .view(let viewType) = scope.selfContext, let index = viewType.propertyIndex[root] else {
            return failed("cannot find `$\(root)` in scope", at: node)
        }
        let property = viewType.properties[index]
        switch property.wrapper {
        case .state, .stateObject:
            let slot = viewType.stateSlot[index]!
            let isObjectWrapper = property.wrapper == .stateObject
            return { f in
                guard case .view(let instance) = f.selfValue, let storage = instance.state else { return .null }
                if case .object(let o) = storage.values[slot], isObjectWrapper || !path.isEmpty {
                    return .binding(try makeBinding(.object(o), path, l))
                }
                return .binding(try makeBinding(.state(storage, slot), path, l))
            }
        case .binding:
            return { f in
                guard case .view(let instance) = f.selfValue, case .binding(let b) = instance.values[index] else { return .null }
                return path.isEmpty ? .binding(b) : .binding(try makeBinding(.binding(b), path, l))
            }
        case .observedObject, .bindable:
            return { f in
                guard case .view(let instance) = f.selfValue, case .object(let o) = instance.values[index] else {
                    throw RuntimeError("`\(root)` does not hold a model object", at: l)
                }
                return .binding(try makeBinding(.object(o), path, l))
            }
        case .none, .environment, .environmentObject:
            if property.wrapper == .environmentObject {
                return { f in
                    guard case .view(let instance) = f.selfValue, case .object(let o) = instance.values[index] else { return .null }
                    return .binding(try makeBinding(.object(o), path, l))
                }
            }
            return failed("`$\(root)` needs `@Bindable`: declare `@Bindable var \(root) = \(root)` in the body, or mark the property `@Bindable`", at: node)
        }
    }
}
