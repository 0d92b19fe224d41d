// SearchSession: whether the search of one `.searchable` is active. Apple's
// `isSearching`: "Get the value to find out when the user interacts with a
// search field that's produced by one of the searchable modifiers"; to type, a
// user taps the field, which activates the search. So `Redraw.type` into the
// search field activates it: the views inside the modifier's content read
// `\.isSearching` as true, and those that read it re-run (in the same pass, as
// below an ancestor's environment change). `\.dismissSearch` ends it — Apple:
// "When you dismiss search, SwiftUI: Sets isSearching to false. Clears any
// text from the search field. Removes focus from the search field"
// (developer.apple.com/documentation/swiftui/dismisssearchaction). An iOS 17
// `isPresented:` binding is written true and false with it, and what the app
// writes to it activates or ends the search (SearchPresence.swift). Trial BG-3:
// the searching branch of Apple's own `isSearching` example was never built.
//
// Invariants:
// - One session per `.searchable` place: the node whose body applies it and
//   the path there, kept by the graph across that body's re-runs; the latest
//   bindings are the session's.
// - An inactive session writes nothing into the environment: a write per
//   expansion of the body that applies `.searchable` made every skipped view
//   below it take the environment again (allocations in every search scenario).
//   The dismiss action read while no search was active (the default one) ends
//   the search activated last, when one is: a view that reads only
//   `\.dismissSearch` does not re-run when a search starts, so its button holds
//   that one (`DismissSearchAction` values are all equal, as a view's inputs).
// - A Cancel button is not modelled (there is no keyboard nor search bar
//   here): `\.dismissSearch`, or a write of false to `isPresented`, ends a search.

final class _SearchSession: @unchecked Sendable {
    /// The node whose body applies the modifier (its children take the content's environment).
    private weak var holder: Node?
    private(set) var active = false
    /// The search activated last, in this process (a run's sessions go with its graph): what a
    /// dismiss action read while none was active ends.
    nonisolated(unsafe) static weak var lastActivated: _SearchSession?
    private var text: Binding<String>
    private var isPresented: Binding<Bool>?

    private init(holder: Node, text: Binding<String>, isPresented: Binding<Bool>?) {
        self.holder = holder
        self.text = text
        self.isPresented = isPresented
    }

    /// The session of the `.searchable` at `path` of the body being evaluated, with these bindings;
    /// nil outside an evaluation (a view expanded by Redraw's own look at the tree).
    static func of(path: [_IdentityComponent], text: Binding<String>, isPresented: Binding<Bool>?) -> _SearchSession? {
        guard let node = ViewGraph.evaluating else { return nil }
        let key = _SearchSessionKey(holder: ObjectIdentifier(node), path: path)
        if let session = node.graph.searchSessions[key], session.holder === node {
            session.text = text
            session.isPresented = isPresented
            return session
        }
        let session = _SearchSession(holder: node, text: text, isPresented: isPresented)
        // The sessions of views gone go (with the bindings they hold), when a new one comes.
        node.graph.searchSessions = node.graph.searchSessions.filter { $0.value.holder?.isAlive == true }
        node.graph.searchSessions[key] = session
        return session
    }

    /// The content's environment while the search is active: `isSearching`, and its dismiss action.
    func apply(to environment: inout EnvironmentValues) {
        guard active else { return }
        environment.isSearching = true
        environment.dismissSearch = DismissSearchAction(session: self)
    }

    /// The user put the cursor in the field (or the app set `isPresented`: `why` says which; a
    /// whole literal, so telling it allocates nothing).
    func activate(_ why: String = "the search around it was activated (typing into the field)") {
        guard !active else { return }
        active = true
        Self.lastActivated = self
        if let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
        contentEnvironmentChanged(why)
    }

    /// `\.dismissSearch`: nothing unless the search is active and its view is there.
    func dismiss(_ why: String = "the search around it was dismissed (`dismissSearch`)") {
        guard active, holder?.isAlive == true else { return }
        active = false
        if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
        contentEnvironmentChanged(why)
    }

    /// The app's value of `isPresented:`, as the system reads it (SearchPresenceNode).
    func follow(presented: Bool) {
        if presented { activate("the search around it was activated (the app set `isPresented`)") }
        else { dismiss("the search around it was dismissed (the app set `isPresented` to false)") }
    }

    private func contentEnvironmentChanged(_ why: String) {
        guard let holder, holder.isAlive else { return }
        holder.graph.refreshEnvironment(below: holder, why)
    }
}

struct _SearchSessionKey: Hashable {
    let holder: ObjectIdentifier
    let path: [_IdentityComponent]
}
