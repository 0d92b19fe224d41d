// UnbuiltContent: view values an owner's body made that no node adopts — a
// `NavigationLink(destination:)`'s view never pushed, the tabs of a `TabView`
// that were not shown. SwiftUI ran their initialisers (the owner's body made
// them) and never their bodies; what their `@State` initial values made is
// thrown away with them (the "discarded state inits" column).
//
// Invariants:
// - The walk expands what a value holds (modifiers, stacks, a stack's root,
//   the links in it) and runs no closure of the app's: a `ForEach` makes its
//   rows when it is built, and one never built made none; a lazy container's
//   (`List { … }`) static rows are values the owner made, and are walked.
// - A tab view's tabs are gathered as its node expands them (the values that
//   expansion made, its `ForEach` run once, as SwiftUI runs it for the tab
//   bar) and counted when its value goes, for the tabs still not shown.
// - Counting passes only (`graph.recording`, checked by the callers): looking
//   into the values is Redraw's bookkeeping, kept out of the timed and
//   allocation passes.

extension _ChildBuilder {
    /// Counts what the views in `content` made for nothing: each user view's `@State` that made
    /// an object (ViewGraph.discardedUnbuilt), and what the presentations in it held unbuilt.
    func discardMade<C: View>(by content: C, in graph: ViewGraph) {
        var walk = _ChildBuilder(environment: environment)
        let outer = UnbuiltWalk.active
        UnbuiltWalk.active = true
        walk.expand(content)
        UnbuiltWalk.active = outer
        for child in walk.children { child.payload.discardUnbuilt(in: graph, environment: child.environment) }
    }

    /// What `discardMade` would count, gathered to be counted later (a tab not shown, whose views
    /// are thrown away only if it is still not shown when its tab view's value goes).
    func collectMade<C: View>(by content: C, in graph: ViewGraph) -> [ViewGraph.MadeObjects] {
        let outer = graph.collectingDiscards
        graph.collectingDiscards = []
        discardMade(by: content, in: graph)
        let made = graph.collectingDiscards ?? []
        graph.collectingDiscards = outer
        return made
    }
}

/// Whether an expansion is such a walk. Not a scope of the builder: its size is on every
/// evaluation's path, and a field more moved the size class of what a frame allocates. Main
/// thread only, as the whole graph.
enum UnbuiltWalk {
    nonisolated(unsafe) static var active = false
}
