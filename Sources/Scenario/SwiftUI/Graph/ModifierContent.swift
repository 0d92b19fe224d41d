// ModifierContent: how a `ViewModifier`'s node and the view it modifies meet.
//
// `view.modifier(m)` makes two things in the graph: the modifier's node (a
// `ViewNode` of `ModifierBody`, whose inputs are the modifier's value only),
// and, wherever its body places `content`, a content node that expands the
// modified view. Both read the view from one `ModifierContentSource`, which the
// modifier's node owns; the applying body hands it each new modified view.
//
// Invariants:
// - The modifier's body runs when the modifier changed or something it read
//   did, never because only the modified view changed (ViewModifier.swift has
//   the evidence). A modified view that compares unequal (by the rules a view's
//   fields compare by) raises the source's version; every content node behind
//   it is expanded again, in the same pass, by the reconciliation that reaches
//   it or, when the modifier's node is skipped or a view between them is, by
//   `ViewGraph.forwardContent`.
// - A content node is transparent: it is never counted (no body, creation,
//   skip or destruction of its own), and what its expansion reads or declares
//   is the applying body's, as a modified view's reads are the body that made
//   it (`reportedAs`, `typeName`): a change of a read there re-runs the
//   applier, whose new modified view the content node then expands.

import RedrawResults

/// The modified view, shared by a modifier's node and its content nodes.
class ModifierContentSource {
    /// Raised each time the modified view changes.
    private(set) var version = 0
    /// The node whose body applied the modifier (never a content node): an ancestor of the
    /// modifier's node, so it outlives every node that holds this source.
    unowned(unsafe) let applier: Node
    /// The live content nodes that show the modified view.
    var consumers: [ContentNode] = []

    init(applier: Node) { self.applier = applier }

    func changed() { version &+= 1 }

    /// Expands the modified view at the builder's position.
    func expand(into builder: inout _ChildBuilder) { fatalError("abstract") }
}

final class TypedContentSource<Content: View>: ModifierContentSource {
    private(set) var content: Content
    /// A modified view compares as a field of a view does (FieldLayout): this layout's one field.
    private let layout = FieldLayout.of(ContentField<Content>.self)

    init(_ content: Content, applier: Node) {
        self.content = content
        super.init(applier: applier)
    }

    /// Takes the applier's new modified view; a changed one raises the version.
    func take(_ new: Content) {
        var new = ContentField(content: new)
        var old = ContentField(content: content)
        let equal = withUnsafeBytes(of: &old) { a in withUnsafeBytes(of: &new) { b in layout.inputsEqual(a.baseAddress!, b.baseAddress!) } }
        guard !equal else { return }
        content = new.content
        changed()
    }

    override func expand(into builder: inout _ChildBuilder) { builder.expand(content) }
}

private struct ContentField<Content> { var content: Content }

/// The modifier's node's view: the modifier and the source of its content, nothing else.
struct ModifierBody<Content: View, Modifier: ViewModifier>: View, _NamedNode {
    var modifier: Modifier
    let source: TypedContentSource<Content>

    var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(source: source)) }

    static var _nodeName: String { viewTypeName(Modifier.self) }
}

struct ModifierPayload<Content: View, Modifier: ViewModifier>: ChildPayload {
    let content: Content
    let modifier: Modifier
    let equatable: Bool

    var typeName: String { nodeName(of: ModifierBody<Content, Modifier>.self) }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        let source = TypedContentSource(content, applier: parent.reportedAs)
        return ViewNode(graph: graph, view: ModifierBody(modifier: modifier, source: source), equatable: equatable,
                        parent: parent, key: key, environment: environment)
    }

    /// The modified view goes to the source; whether the modifier changed decides the body.
    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        let node = unsafeDowncast(node, to: ViewNode<ModifierBody<Content, Modifier>>.self)
        let source = node.view.source
        source.take(content)
        return node.update(with: ModifierBody(modifier: modifier, source: source), equatable: equatable,
                           environment: environment)
    }

    func didUpdate(_ node: Node, in graph: ViewGraph, environmentChanged: Bool) {
        let node = unsafeDowncast(node, to: ViewNode<ModifierBody<Content, Modifier>>.self)
        graph.forwardContent(node.view.source, below: node, environmentChanged: environmentChanged)
    }

    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) {
        guard let root = graph.root else { return }
        graph.discardedUnbuilt(ModifierBody(modifier: modifier, source: TypedContentSource(content, applier: root)))
    }
}

struct ContentPayload: ChildPayload {
    let source: ModifierContentSource
    let placeholder: ObjectIdentifier

    var typeName: String { source.applier.typeName }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        ContentNode(graph: graph, source: source, placeholder: placeholder, parent: parent, key: key, environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        let node = unsafeDowncast(node, to: ContentNode.self)
        node.environment = environment
        if node.source !== source { node.show(source) }
        return node.isBehind
    }
}

/// Where a modifier's body placed `content`: expands the modified view, uncounted.
final class ContentNode: Node {
    private(set) var source: ModifierContentSource
    /// The version of the modified view last expanded; -1 to expand it again whatever the version.
    private var expandedVersion = -1
    private let placeholder: ObjectIdentifier

    init(graph: ViewGraph, source: ModifierContentSource, placeholder: ObjectIdentifier, parent: Node, key: ChildKey,
         environment: EnvironmentValues) {
        self.source = source
        self.placeholder = placeholder
        super.init(graph: graph, parent: parent, key: key, environment: environment)
        isTransparent = true
        source.consumers.append(self)
    }

    override var keyType: ObjectIdentifier { placeholder }
    override var typeName: String { source.applier.typeName }
    override var reportedAs: Node { source.applier }

    /// Whether the modified view changed since this node expanded it.
    var isBehind: Bool { expandedVersion != source.version }

    func show(_ other: ModifierContentSource) {
        source.consumers.removeAll { $0 === self }
        source = other
        other.consumers.append(self)
        expandedVersion = -1
    }

    override func evaluate() -> [ChildDescription] {
        expandedVersion = source.version
        return graph.tracked(self) { () -> [ChildDescription] in
            var builder = _ChildBuilder(environment: environment, borrowing: &graph.scratchPath)
            source.expand(into: &builder)
            builder.returnPath(to: &graph.scratchPath)
            return take(builder)
        }
    }

    /// What the expansion read changed: the applier re-runs (ViewGraph.trackingFired), and its
    /// modified view is expanded again even if it compares equal.
    override func trackingFired() {
        expandedVersion = -1
        super.trackingFired()
    }

    override func willBeDestroyed() { source.consumers.removeAll { $0 === self } }

    override func bodyWords() -> [String] {
        var builder = _ChildBuilder(environment: environment)
        return builder.expandWords { source.expand(into: &$0) }
    }
}

extension _ChildBuilder {
    /// `content.modifier(modifier)`: the modifier's node.
    mutating func appendModifier<Content: View, Modifier: ViewModifier>(_ content: Content, _ modifier: Modifier) {
        let payload = ModifierPayload(content: content, modifier: modifier, equatable: useEquatable)
        useEquatable = false
        children.append(ChildDescription(key: key(ModifierBody<Content, Modifier>.self), payload: payload,
                                         environment: environment, environmentChanges: environmentChanges))
    }

    /// `content` in a modifier's body: a content node.
    mutating func appendModifierContent<Placeholder>(_ source: ModifierContentSource, placeholder: Placeholder.Type) {
        children.append(ChildDescription(key: key(Placeholder.self),
                                         payload: ContentPayload(source: source, placeholder: ObjectIdentifier(Placeholder.self)),
                                         environment: environment, environmentChanges: environmentChanges))
    }
}

extension ViewGraph {
    /// After the modifier's node `holder` was updated: the content nodes its reconciliation did
    /// not reach (the node was skipped, or a view between them was) expand the new modified view.
    /// `environmentChanged`: the holder was skipped with another environment, which has not
    /// reached its descendants yet; each such content node takes it first.
    func forwardContent(_ source: ModifierContentSource, below holder: Node, environmentChanged: Bool) {
        guard source.consumers.contains(where: \.isBehind) else { return }
        for consumer in source.consumers where consumer.isAlive && consumer.isBehind {
            if environmentChanged { consumer.environment = environmentNow(of: consumer, below: holder) }
            evaluate(consumer, cause: .parent(source.applier.typeName))
        }
    }

    /// The environment `node` has now, `holder` being an ancestor whose environment is current:
    /// each node between them applies its modifiers to its parent's again.
    private func environmentNow(of node: Node, below holder: Node) -> EnvironmentValues {
        guard let parent = node.parent else { return node.environment }
        var environment = parent === holder ? holder.environment : environmentNow(of: parent, below: holder)
        for change in node.environmentChanges { change(&environment) }
        return environment
    }
}
