// StyledControlNode: a built-in control drawn by the app's own style (a custom
// `ToggleStyle`). As in SwiftUI, the control is a view of its own whose update
// runs the style's `makeBody(configuration:)`: what the style reads
// (`configuration.isOn`, through the binding) is the control's, not the
// holding body's, and what it draws (an image with `.onTapGesture`, a
// `Button`) is built under it, so an action reaches it.
//
// Invariants:
// - It updates when the binding shows another value or points elsewhere (as a
//   `ControlNode`), when the label compares unequal (it is drawn inside), or
//   when what the style's own `@Environment` resolved changes (StyleEnvironment).
// - Counted under the control's name, built in.

final class StyledControlNode<Value, Label: View>: Node {
    var binding: Binding<Value>
    var label: Label
    /// Expands the style's body for a binding and a label.
    var make: (Binding<Value>, Label, inout _ChildBuilder) -> Void
    private let name: String
    private let labelLayout = FieldLayout.of(LabelField<Label>.self)

    init(graph: ViewGraph, name: String, binding: Binding<Value>, label: Label,
         make: @escaping (Binding<Value>, Label, inout _ChildBuilder) -> Void,
         parent: Node, key: ChildKey, environment: EnvironmentValues) {
        self.binding = binding
        self.label = label
        self.make = make
        self.name = name
        super.init(graph: graph, parent: parent, key: key, environment: environment)
    }

    override var typeName: String { name }
    override var keyType: ObjectIdentifier { ObjectIdentifier(StyledControlNode<Value, Label>.self) }
    override var isControl: Bool { true }

    override func evaluate() -> [ChildDescription] {
        graph.tracked(self) { () -> [ChildDescription] in
            binding.snapshot = binding.getValue()
            var builder = _ChildBuilder(environment: environment, borrowing: &graph.scratchPath)
            make(binding, label, &builder)
            builder.returnPath(to: &graph.scratchPath)
            return take(builder)
        }
    }

    override func stillShows(_ read: Read) -> Bool { binding.stillShows(read.object, read.keyPath) }

    func update(binding new: Binding<Value>, label newLabel: Label,
                make newMake: @escaping (Binding<Value>, Label, inout _ChildBuilder) -> Void) -> Bool {
        let (nextBinding, sameBinding) = Binding.nextInput(new, after: binding)
        var old = LabelField(label: label), next = LabelField(label: newLabel)
        let sameLabel = withUnsafeBytes(of: &old) { a in withUnsafeBytes(of: &next) { b in
            labelLayout.inputsEqual(a.baseAddress!, b.baseAddress!)
        } }
        binding = nextBinding
        label = newLabel
        make = newMake
        // Its style's own `@Environment` at this control (StyleEnvironment.swift).
        if sameBinding && sameLabel && !styleEnvironmentChanged(environment) { graph.readsAreCurrent(self); return false }
        return true
    }
}

/// The label as the one field of a struct, compared as a view's fields are (FieldLayout).
private struct LabelField<Label> { var label: Label }

struct StyledControlPayload<Value, Label: View>: ChildPayload {
    let name: String
    let binding: Binding<Value>
    let label: Label
    let make: (Binding<Value>, Label, inout _ChildBuilder) -> Void

    var typeName: String { name }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        StyledControlNode(graph: graph, name: name, binding: binding, label: label, make: make, parent: parent, key: key,
                          environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        node.environment = environment
        return (node as! StyledControlNode<Value, Label>).update(binding: binding, label: label, make: make)
    }
}

extension _ChildBuilder {
    /// A control drawn by a style: a node of its own, whose update expands `make`.
    mutating func appendStyledControl<Value, Label: View>(_ name: String, _ binding: Binding<Value>, label: Label,
                                                         make: @escaping (Binding<Value>, Label, inout _ChildBuilder) -> Void) {
        children.append(ChildDescription(key: key(StyledControlNode<Value, Label>.self),
                                         payload: StyledControlPayload(name: name, binding: binding, label: label, make: make),
                                         environment: environment, environmentChanges: environmentChanges))
    }
}
