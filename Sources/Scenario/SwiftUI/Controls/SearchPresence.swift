// SearchPresence: what the app writes to a `.searchable(text:isPresented:)` binding
// activates or ends the search. Apple, "Managing search interface activation": "Activate
// or deactivate the interface using a binding that you provide to the searchable
// modifier" (developer.apple.com/documentation/swiftui/managing-search-interface-activation).
//
// The system reads the binding to present the search, not the body that applies the
// modifier (creating a binding reads nothing): a node of its own reads it, beside the
// field, and on each update brings the session to the value it read. Invariants:
// - It is never counted (the search bar is the system's, as the field's presentation is).
// - It follows the value: true activates an inactive session, false ends an active one as
//   `\.dismissSearch` does (Apple's page names no other way a deactivated search differs).
//   The session's own writes (typing activates, a dismiss ends) find it already there.
// - The search starts or ends after the render pass that read the value, in the same frame
//   (a lifecycle call, as a sheet's presentation): at creation, a binding already true
//   activates the search after the content's first evaluation, so its readers of
//   `\.isSearching` run once more in the first frame (Apple does not say which value a
//   presented-at-once search's content sees first).

final class SearchPresenceNode: Node {
    private var binding: Binding<Bool>
    private weak var session: _SearchSession?

    init(graph: ViewGraph, binding: Binding<Bool>, session: _SearchSession?, parent: Node, key: ChildKey,
         environment: EnvironmentValues) {
        self.binding = binding
        self.session = session
        super.init(graph: graph, parent: parent, key: key, environment: environment)
        isTransparent = true
    }

    /// Not the field's name ("searchable"): a journal shows the two apart.
    override var typeName: String { "searchable isPresented" }
    override var keyType: ObjectIdentifier { ObjectIdentifier(SearchPresenceNode.self) }

    override func evaluate() -> [ChildDescription] {
        let binding = self.binding
        let presented = graph.tracked(self) { binding.wrappedValue }
        // The system presents or ends the search after the pass, as it presents a sheet: the
        // content is built first, and a body above that re-ran in this pass is not run again.
        if let session, session.active != presented {
            graph.lifecycleQueue.append(LifecycleCall("isPresented", of: self) { [weak session] in
                session?.follow(presented: presented)
            })
        }
        return []
    }

    func update(with new: Binding<Bool>, session: _SearchSession?) -> Bool {
        self.session = session
        let (next, same) = Binding.nextInput(new, after: binding)
        binding = next
        return !same
    }
}

struct SearchPresencePayload: ChildPayload {
    let binding: Binding<Bool>
    let session: _SearchSession?

    var typeName: String { "searchable isPresented" }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        SearchPresenceNode(graph: graph, binding: binding, session: session, parent: parent, key: key, environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        node.environment = environment
        return (node as! SearchPresenceNode).update(with: binding, session: session)
    }
}

extension _ChildBuilder {
    /// The reader of a `.searchable`'s `isPresented:` binding (SearchPresenceNode).
    mutating func appendSearchPresence(_ binding: Binding<Bool>, session: _SearchSession?) {
        children.append(ChildDescription(key: key(SearchPresenceNode.self),
                                         payload: SearchPresencePayload(binding: binding, session: session),
                                         environment: environment, environmentChanges: environmentChanges))
    }
}
