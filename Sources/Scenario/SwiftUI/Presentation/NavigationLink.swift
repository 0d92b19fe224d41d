// NavigationLink: its label is part of the parent's body; beside it, a node
// of its own holds whether its destination is pushed. `Redraw.tap` on the
// label's words pushes it (that node updates and builds the destination; the
// parent's body does not run), `Redraw.dismiss()` or the destination's
// `\.dismiss` pops it. A `value:` link finds its destination in the
// `.navigationDestination(for:)` of a view above it.
//
// The destination is built under the link's node, not at the stack's root:
// a link that goes (its row scrolls out, its branch is not taken) takes its
// destination with it. Inside a `NavigationStack(path:)`, a `value:` link appends its
// value to the path instead (NavigationPath.swift); in a row of a `List(selection:)` of its
// value's type it selects the value (LazyContainers.swift).

public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    let label: Label
    /// Builds the destination for a link in `environment`; false if there is none to push.
    let destination: (_DestinationUse, inout _ChildBuilder) -> Bool
    /// A `value:` link's value: inside a `NavigationStack(path:)` a tap appends it to the path.
    var value: AnyHashable? = nil
    /// `isActive:` or `tag:selection:`: the binding decides whether it is pushed, not the link's own state.
    var isActive: Binding<Bool>? = nil
    /// A `destination:` link's view, kept to compare as its input (the closure beside it never is).
    var destinationInput: _ViewInput? = nil

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.label) }
        // In a row of a `List(selection:)` of one value of the value's type, a tap selects it
        // (LazyContainers.swift).
        if let value = view.value, let select = builder.environment[ListSelection.self], select.acceptsValueLink(value) {
            var scratch = _ChildBuilder(environment: builder.environment)
            let words = scratch.expandLabel(view.label)
            builder.appendTarget(.tap, "NavigationLink", labels: words, .run { select.run(value) })
            return
        }
        if let value = view.value, let append = builder.environment[StackPathAppend.self] {
            var scratch = _ChildBuilder(environment: builder.environment)
            let words = scratch.expandLabel(view.label)
            // At the link's own path: the user views of its label, under it at index 0, name it too (ShownWords).
            builder.appendTarget(.tap, "NavigationLink", labels: words, .run { append.run(value) })
            return
        }
        builder.withComponent(.index(1)) {
            // The label's bindings show their values now, as the destination's do (ViewInput): a
            // `Row(picked: $picked)` label is then equal while `picked` is (every such link re-ran
            // with each re-run of its list).
            $0.appendPresentation(_LinkPresenter(label: _ViewInput.showingNow(view.label), destination: view.destination,
                                                 isActive: view.isActive, value: view.value,
                                                 destinationInput: view.destinationInput))
        }
    }
}

extension NavigationLink {
    /// Pushed while `isActive` is true (read by the link's node); a tap sets it, a pop clears it.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
        self.isActive = isActive
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    /// Pushed while `selection` is `tag`; a tap sets it to `tag`, a pop to nil.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
        isActive = Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        isActive = Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
    }
}

extension NavigationLink {
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destinationInput = _ViewInput(destination)
        self.destination = { use, builder in
            if case .discard(let graph) = use {
                builder.discardMade(by: destination, in: graph)
                return false
            }
            builder.expand(destination)
            return true
        }
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes the destination that `.navigationDestination(for: V.self)` above it gives for `value`.
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map(AnyHashable.init)
        self.destination = { use, builder in
            guard case .build(let environment) = use else { return false }
            guard let value, let make = environment[NavigationDestinations.self][ObjectIdentifier(V.self)] else { return false }
            builder.withComponent(.id(of: value)) { make(value, &$0) }
            return true
        }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) {
        self.init(value: value) { Text(title) }
    }
}

/// What a link's destination closure is asked: to build the destination, or — the link's value
/// thrown away without it being pushed — to count what the destination's struct made for nothing.
enum _DestinationUse {
    case build(EnvironmentValues)
    case discard(ViewGraph)
}

struct _LinkPresenter<Label: View>: _Presenter {
    var opensScreen: Bool { true }
    var pushesScreen: Bool { true }
    let label: Label
    let destination: (_DestinationUse, inout _ChildBuilder) -> Bool
    var isActive: Binding<Bool>? = nil
    /// A `value:` link's value: its destination is made from it (and the environment's
    /// `.navigationDestination`), so it holds no closure of the app's.
    var value: AnyHashable? = nil
    var destinationInput: _ViewInput? = nil

    /// A link with an equal label and an equal value (`value:`) or destination view (`destination:`,
    /// compared as any view's fields are: `Text("detail")` equals itself) is the same input: the
    /// closure it holds is Redraw's, made from either. SwiftUI's `NavigationLink` is a struct of
    /// its destination and label, compared field by field (FieldLayout.swift). A link with a binding
    /// (`isActive:`, `tag:selection:`, made with `get:set:` closures) is never equal.
    func sameInput(as other: Self) -> Bool {
        guard isActive == nil, other.isActive == nil else { return false }
        if let value {
            guard value == other.value else { return false }
        } else {
            guard let mine = destinationInput, let theirs = other.destinationInput, mine.sameAs(theirs.view) else { return false }
        }
        guard MemoryLayout<Label>.size > 0 else { return true }
        var (a, b) = (label, other.label)
        return withUnsafeBytes(of: &a) { x in
            withUnsafeBytes(of: &b) { y in FieldLayout.of(Label.self).inputsEqual(x.baseAddress!, y.baseAddress!) }
        }
    }

    var name: String { "NavigationLink" }
    var onDismiss: (() -> Void)? { nil }

    /// A `destination:` link's view, made by the parent's body and never pushed: what its `@State`
    /// made is thrown away (`@State var vm = Model()` runs `Model()` for every row's link).
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent) {
        guard !built.content else { return }
        var scratch = _ChildBuilder(environment: environment)
        _ = destination(.discard(graph), &scratch)
    }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        // The label's words, for `Redraw.tap` (the label itself is built in the parent's body).
        var scratch = _ChildBuilder(environment: builder.environment)
        let words = scratch.expandLabel(label)
        if let isActive {
            builder.appendTarget(.tap, "NavigationLink", labels: words, .run { isActive.wrappedValue = true })
        } else {
            builder.appendTarget(.tap, "NavigationLink", labels: words, .run { [unowned node] in node.setPushed(true) })
        }
        guard isActive?.wrappedValue ?? node.pushed else { return false }
        let dismiss = node.dismissAction { [unowned node, isActive] in
            if let isActive { isActive.wrappedValue = false } else { node.setPushed(false) }
        }
        var built = false
        builder.withEnvironment({ $0.dismiss = dismiss }) { built = destination(.build($0.environment), &$0) }
        if built { builder.appendTarget(.dismiss, "NavigationLink", labels: words, .run(dismiss.callAsFunction)) }
        return built
    }
}

/// `.navigationDestination(for:)`: destinations by the type of a link's value.
enum NavigationDestinations: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: (Any, inout _ChildBuilder) -> Void] { [:] }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _DestinationRegistrar(content: _EnvironmentWriter(content: self) {
            $0[NavigationDestinations.self][ObjectIdentifier(D.self)] = { value, builder in builder.expand(destination(value as! D)) }
        }, type: ObjectIdentifier(D.self), make: { value, builder in builder.expand(destination(value as! D)) })
    }
}

/// `.navigationDestination(for:)` also tells a `NavigationStack(path:)` around it how to build its path's elements.
public struct _DestinationRegistrar<Content: View>: _PrimitiveView {
    let content: Content
    let type: ObjectIdentifier
    let make: (Any, inout _ChildBuilder) -> Void
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if builder.stackDestinations != nil { builder.stackDestinations![view.type] = view.make }
        else if let stack = builder.environment[StackDestinationRegistry.Key.self] { stack.registry.register(view.type, view.make) }
        builder.expand(view.content)
    }
}
