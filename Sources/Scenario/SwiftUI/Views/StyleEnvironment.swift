// StyleEnvironment: a style's own `@Environment` — a `ButtonStyle` that greys
// out a disabled button by reading `\.isEnabled`. SwiftUI resolves a style's
// dynamic properties where the styled control sits, inside every modifier
// around it, so `.buttonStyle(S()).disabled(true)` reaches the style. Redraw
// runs `makeBody` as part of the holding body (Styles.swift), so the holding
// node depends on what its styles resolved: it re-runs when that changes for
// it, as it does for its own `@Environment` (a tester's disabled button kept its
// full opacity: the style read the default environment, and nothing re-ran).
//
// Invariants:
// - A style with no field that reads the environment is used as it is: no
//   copy, no record.
// - What a node's styles resolved is its latest evaluation's: the graph drops
//   the record when the node evaluates again and when it is destroyed.

/// What one style resolved in a node's latest evaluation, and how to ask whether it would
/// resolve the same in another environment of the node.
struct StyleEnvironmentRead {
    /// The names of the style's fields that resolve differently when the node's environment is
    /// `environment` (`PillStyle.isEnabled`); empty when none does.
    let changedFields: (_ environment: EnvironmentValues) -> [String]
}

enum StyleEnvironment {
    /// `style` with its `@Environment` fields resolved from the builder's environment (the
    /// control's), recorded on the node being evaluated.
    static func resolve<S>(_ style: S, at builder: _ChildBuilder) -> S {
        let layout = FieldLayout.of(S.self)
        guard layout.readsEnvironment, let node = ViewGraph.evaluating else { return style }
        let fields = layout.dynamicFields.filter { $0.dynamic!._readsEnvironment }
        var resolved = style
        install(&resolved, fields, builder.environment, node)
        // The modifiers of the body between the node and the control, replayed on a new
        // environment of the node: what the control would see.
        let changes = builder.environmentChanges
        let name = layout.viewName
        let held = resolved
        node.graph.recordStyleRead(StyleEnvironmentRead { environment in
            var atControl = environment
            for change in changes { change(&atControl) }
            var again = held
            install(&again, fields, atControl, node)
            var old = held
            return withUnsafeBytes(of: &old) { oldRaw in
                withUnsafeBytes(of: &again) { newRaw in
                    fields.compactMap { field in
                        field.dynamic!._inputsEqual(oldRaw.baseAddress! + field.offset, newRaw.baseAddress! + field.offset)
                            ? nil : "\(name).\(field.propertyName)"
                    }
                }
            }
        }, for: node)
        return resolved
    }

    /// Resolves `fields` (the style's environment-reading ones) of `style` from `environment`.
    private static func install<S>(_ style: inout S, _ fields: [FieldLayout.Field], _ environment: EnvironmentValues, _ node: Node) {
        var context = _FieldContext(node: node, environment: environment)
        withUnsafeMutableBytes(of: &style) { raw in
            for field in fields {
                context.name = field.propertyName
                field.dynamic!._install(raw.baseAddress! + field.offset, context: &context)
            }
        }
    }
}

extension _ChildBuilder {
    /// Expands the body a style makes for a control here, the style resolved in this environment.
    mutating func expand<S, Body: View>(styledBy style: S, _ makeBody: (S) -> Body) {
        expand(makeBody(StyleEnvironment.resolve(style, at: self)))
    }
}

extension ViewGraph {
    func recordStyleRead(_ read: StyleEnvironmentRead, for node: Node) {
        styleReads[ObjectIdentifier(node), default: []].append(read)
    }

    /// The style fields of `node` that resolve differently in its new `environment`; empty when
    /// none does (or it has no style that reads the environment).
    func styleFieldsChanged(_ node: Node, in environment: EnvironmentValues) -> [String] {
        guard !styleReads.isEmpty, let reads = styleReads[ObjectIdentifier(node)] else { return [] }
        return reads.flatMap { $0.changedFields(environment) }
    }

    /// Drops what `node`'s styles resolved: it evaluates again, or is destroyed.
    func forgetStyleReads(of node: Node) {
        if !styleReads.isEmpty { styleReads[ObjectIdentifier(node)] = nil }
    }
}
