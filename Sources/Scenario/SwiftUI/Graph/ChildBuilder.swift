// ChildBuilder: walks a body's primitive views and collects the user views
// and controls they hold, each with its identity and its environment.

public struct _ChildBuilder {
    @usableFromInline var path: [_IdentityComponent] = []
    /// Shares a key's prefix with its siblings' (Identity.swift).
    private var prefixes = PathPrefixes()
    var environment: EnvironmentValues
    /// The environment modifiers between the evaluated node and the current position, in order.
    var environmentChanges: [(inout EnvironmentValues) -> Void] = []
    /// Set by `.equatable()`: compare the next view with its own `==`.
    var useEquatable = false
    /// Inside a `.disabled(true)` of this body: the controls built here are disabled whatever the
    /// node's environment becomes (ActionTarget.isDisabled).
    var disabledHere = 0
    /// Inside a `.swipeActions` or a `.contextMenu`: the targets built here show only after a
    /// gesture (ActionTarget.isRevealedByGesture). Set as they are made: marking them after would
    /// copy the builder's target list, shared then, at every row (an allocation per row).
    var revealedHere = 0
    /// Directly in a lazy container's content, outside any row: the next view that is not
    /// structure is a static row (`expandStaticRow`). A stored flag, not a look into `lazy`,
    /// because every `expand` checks it.
    @usableFromInline var atLazyRowLevel = false
    /// Directly in a tab view's content, outside any tab: the next view that is not structure is
    /// one element, whose marks (`.tag`, `.tabItem`) may be inside modifiers (`expandTabElement`).
    @usableFromInline var atTabElementLevel = false
    var children: [ChildDescription] = []
    /// What a user can act on in this body (see `_ActionTarget`).
    var targets: [_ActionTarget] = []
    /// Lifecycle callbacks of this body (see Lifecycle.swift).
    var lifecycle: [LifecycleEntry] = []
    /// Preference modifiers of this body (see PreferenceFlow.swift).
    var preferenceMarks: [PreferenceMark] = []
    /// The scopes below, nil while none is set (most expansions): destroying a builder, once per
    /// evaluation, then costs one check instead of one release per scope. Each scope has a
    /// `_modify`, so that `labelWords!.append(…)` mutates in place instead of copying.
    private var scopes: Scopes?
    /// `scopes != nil`, kept beside it: the getters test this flag, because testing `scopes`
    /// itself (`scopes?.field`, `scopes == nil`) copied the whole `Scopes?` (value-witness
    /// calls) on every `Text`, `Image` and eager container of every body.
    private var hasScopes = false

    private struct Scopes {
        var labelWords: [String]?
        var fieldTitles: [String]?
        var pickerOptions: [(labels: [String], tag: AnyHashable)]?
        var rowIndex: Int?
        var rowGroup: _RowGroup?
        var lazy: LazyScope?
        var tabs: TabScope?
        var stackDestinations: [ObjectIdentifier: (Any, inout _ChildBuilder) -> Void]?
        var focusWrite: (() -> Void)?
        var searchFieldNames: [String]?
    }

    private mutating func setScope<T>(_ field: WritableKeyPath<Scopes, T?>, _ value: T?) {
        if scopes == nil {
            guard value != nil else { return }
            scopes = Scopes()
            hasScopes = true
        }
        scopes![keyPath: field] = value
    }

    /// While a control's label is expanded: the words it shows.
    var labelWords: [String]? {
        get { hasScopes ? scopes!.labelWords : nil }
        set { setScope(\.labelWords, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.labelWords
        }
    }
    /// While an `.onSubmit` content is expanded: the names of the fields it covers (a search
    /// field's are in `searchFieldNames` too: it submits another trigger).
    var fieldTitles: [String]? {
        get { hasScopes ? scopes!.fieldTitles : nil }
        set { setScope(\.fieldTitles, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.fieldTitles
        }
    }
    /// While a `Picker`'s content is expanded: its options, by `.tag` or by `ForEach` id.
    var pickerOptions: [(labels: [String], tag: AnyHashable)]? {
        get { hasScopes ? scopes!.pickerOptions : nil }
        set { setScope(\.pickerOptions, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.pickerOptions
        }
    }
    /// Inside a `ForEach` element: its offset in the data (`.swipeActions` names its row by it).
    /// The `ForEach` whose rows are being built (its `rowIndex` is the row's offset in it).
    var rowGroup: _RowGroup? {
        get { hasScopes ? scopes!.rowGroup : nil }
        set { setScope(\.rowGroup, newValue) }
    }

    var rowIndex: Int? {
        get { hasScopes ? scopes!.rowIndex : nil }
        set { setScope(\.rowIndex, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.rowIndex
        }
    }
    /// Inside a lazy container's content: the rows to build.
    var lazy: LazyScope? {
        get { hasScopes ? scopes!.lazy : nil }
        set { setScope(\.lazy, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.lazy
        }
    }
    /// Inside a `TabView`'s content: which tab is shown (TabView.swift).
    var tabs: TabScope? {
        get { hasScopes ? scopes!.tabs : nil }
        set { setScope(\.tabs, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.tabs
        }
    }
    /// Inside a `NavigationStack(path:)`'s root: its destinations by type (NavigationPath.swift).
    var stackDestinations: [ObjectIdentifier: (Any, inout _ChildBuilder) -> Void]? {
        get { hasScopes ? scopes!.stackDestinations : nil }
        set { setScope(\.stackDestinations, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.stackDestinations
        }
    }

    /// Inside a `.focused(…)`: what focusing a field there writes (FocusState.swift).
    var focusWrite: (() -> Void)? {
        get { hasScopes ? scopes!.focusWrite : nil }
        set { setScope(\.focusWrite, newValue) }
    }

    /// While a `.searchScopes` or `.onSubmit` content is expanded: the names of the search fields
    /// in it (Search.swift, ActionModifiers.swift).
    var searchFieldNames: [String]? {
        get { hasScopes ? scopes!.searchFieldNames : nil }
        set { setScope(\.searchFieldNames, newValue) }
        _modify {
            if scopes == nil { scopes = Scopes(); hasScopes = true }
            yield &scopes!.searchFieldNames
        }
    }

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Borrows `scratch`'s buffer as `path`, so that an evaluation does not allocate its own;
    /// `returnPath(to:)` gives it back.
    init(environment: EnvironmentValues, borrowing scratch: inout [_IdentityComponent]) {
        self.environment = environment
        swap(&path, &scratch)
    }

    mutating func returnPath(to scratch: inout [_IdentityComponent]) {
        // Empty again after a whole body (each component is removed where it was added): the
        // generic `removeAll(keepingCapacity:)` is then skipped.
        if !path.isEmpty { path.removeAll(keepingCapacity: true) }
        swap(&path, &scratch)
    }

    /// Expands a view in place: a primitive contributes what it holds, a user view itself.
    @inlinable @inline(__always)
    public mutating func expand<V: View>(_ view: V) {
        if _slowPath(atLazyRowLevel || atTabElementLevel) && !V._isRowTransparent {
            return atLazyRowLevel ? expandStaticRow(view) : expandTabElement(view)
        }
        V._makeChildren(view, into: &self)
    }

    @inlinable
    public mutating func withComponent(_ component: _IdentityComponent, _ body: (inout _ChildBuilder) -> Void) {
        path.append(component)
        body(&self)
        path.removeLast()
    }

    mutating func withEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void, _ body: (inout _ChildBuilder) -> Void) {
        let saved = environment
        change(&environment)
        environmentChanges.append(change)
        body(&self)
        environmentChanges.removeLast()
        environment = saved
    }

    /// The identity of a child of type `type` at the current position.
    mutating func key(_ type: Any.Type) -> ChildKey { prefixes.key(path: path, type: ObjectIdentifier(type)) }

    /// A user view: one node.
    @usableFromInline
    mutating func appendView<V: View>(_ view: V) {
        let payload = ViewPayload(view: view, equatable: useEquatable)
        useEquatable = false
        // Directly among a tab view's elements: it may mark its tabs in its own body (TabElements.swift).
        if _slowPath(hasScopes), var scope = tabs, !scope.inside, let slot = scope.slot {
            let element = TabElementPayload(element: payload, slot: slot, position: scope.tabsSeen)
            scope.tabsSeen += 1
            tabs = scope
            return children.append(ChildDescription(key: key(V.self), payload: element, environment: environment,
                                                    environmentChanges: environmentChanges))
        }
        children.append(ChildDescription(key: key(V.self),
                                         payload: payload, environment: environment, environmentChanges: environmentChanges))
    }

    /// `appendControl` for the neighbouring modules' controls (MapKit's `Map(coordinateRegion:)`).
    public mutating func _appendControl<Value>(_ name: String, _ binding: Binding<Value>) { appendControl(name, binding) }

    /// A control that holds a binding: a node of its own, counted under its name.
    mutating func appendControl<Value>(_ name: String, _ binding: Binding<Value>) {
        children.append(ChildDescription(key: key(Binding<Value>.self),
                                         payload: ControlPayload(name: name, binding: binding),
                                         environment: environment, environmentChanges: environmentChanges))
    }
}

struct ChildDescription {
    let key: ChildKey
    let payload: ChildPayload
    let environment: EnvironmentValues
    /// How `environment` was made from the parent's: replayed when the parent is skipped but
    /// its own environment changed (see `ViewGraph.propagateEnvironment`).
    let environmentChanges: [(inout EnvironmentValues) -> Void]
}

/// What makes and updates one kind of node.
protocol ChildPayload {
    var typeName: String { get }
    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node
    /// Hands the node its new inputs; false when they equal the old ones.
    func update(_ node: Node, environment: EnvironmentValues) -> Bool
    /// Its owner built nothing new for it (KeptChildPayload): asked of every child a
    /// reconciliation keeps, so a requirement, not a dynamic cast.
    var isKept: Bool { get }
    /// Its owner made it and no node adopts it (UnbuiltContent.swift): counts what the views it
    /// holds made for nothing.
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues)
    /// After its node was evaluated or skipped with these inputs: what the node's own evaluation
    /// does not bring up to date (a modifier's content, ModifierContent.swift).
    /// `environmentChanged`: it was skipped, and its new environment has not reached below it yet.
    func didUpdate(_ node: Node, in graph: ViewGraph, environmentChanged: Bool)
}

extension ChildPayload {
    var isKept: Bool { false }
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) {}
    func didUpdate(_ node: Node, in graph: ViewGraph, environmentChanged: Bool) {}
}
