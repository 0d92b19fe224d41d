// NavigationStack(path:): a stack whose pushed screens are the elements of a
// path the app owns. A node of its own reads the path in its own update (as a
// sheet's node reads its binding), so pushing or popping runs that update and
// the screens that appear, not the body of the view that owns the path. Each
// element is built, in order, from the `.navigationDestination(for:)` of the
// stack's root content for its type; `\.dismiss` in a screen pops it and the
// ones above; a `NavigationLink(value:)` inside appends its value. The root
// content is the owner's: a push or pop that the owner's body did not see
// leaves its views as they are (not re-run, not compared).
//
// Destinations are found in the root content as the stack's own update
// expands it: a `.navigationDestination` inside a child view's body is not
// seen, and an element without one is not built (README, Known limits).

import RedrawHooks

public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationStack {
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Content
    ) where Data.Element: Hashable {
        let content = root()
        self.content = content
        pathStack = { $0.appendPresentation(_PathStackPresenter(content: content, path: Binding(
            get: { path.wrappedValue.map(AnyHashable.init) },
            set: { new in path.wrappedValue = Data(new.compactMap { $0.base as? Data.Element }) }))) }
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        let content = root()
        self.content = content
        pathStack = { $0.appendPresentation(_PathStackPresenter(content: content, path: Binding(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 }))) }
    }
}

struct _PathStackPresenter<Content: View>: _Presenter {
    let content: Content
    let path: Binding<[AnyHashable]>

    var name: String { "NavigationStack" }
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        let path = self.path
        let append: (AnyHashable) -> Void = { path.wrappedValue.append($0) }
        let saved = builder.stackDestinations
        builder.stackDestinations = [:]
        // Expanded every time (its destinations, targets and callbacks are this evaluation's), but
        // when the owner handed in no new presenter, its views are kept as they are (KeptChildPayload)
        // — unless the expansion itself read tracked state: an eager root's `ForEach` content
        // closures run here, so what they read is this node's, and a change of it must reach the
        // rows they make.
        let rootStart = builder.children.count
        let accessesBefore = Instrumentation.accessCount
        builder.withComponent(.index(0)) { b in
            b.withEnvironment({ $0[StackPathAppend.self] = StackPathAppend.Append(append) }) { $0.eagerly { $0.expand(content) } }
        }
        if node.presenterUnchanged, Instrumentation.accessCount == accessesBefore { builder.keepChildren(from: rootStart) }
        let destinations = builder.stackDestinations ?? [:]
        builder.stackDestinations = saved
        let elements = path.wrappedValue
        for (index, element) in elements.enumerated() {
            guard let make = destinations[ObjectIdentifier(type(of: element.base))] else { continue }
            let dismiss = node.dismissAction { path.wrappedValue = Array(path.wrappedValue.prefix(index)) }
            builder.withComponent(.index(1 + index)) { b in
                b.withComponent(.id(of: element)) { b in
                    b.withEnvironment({ $0.dismiss = dismiss; $0[StackPathAppend.self] = StackPathAppend.Append(append) }) {
                        $0.eagerly { make(element.base, &$0) }
                    }
                }
                // At the top screen's place: what it covers is the stack's other screens, which a
                // finger cannot reach (ActionLookup's topmost presentation).
                if index == elements.count - 1 { b.appendTarget(.dismiss, "NavigationStack", labels: [], .run(dismiss.callAsFunction)) }
            }
        }
        return true
    }

    /// A stack never shown (in a tab not shown): its root is a value the owner made.
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent) {
        guard !built.content else { return }
        _ChildBuilder(environment: environment).discardMade(by: content, in: graph)
    }
}

/// Inside a path stack: how a `NavigationLink(value:)` pushes (by appending to the path).
enum StackPathAppend: EnvironmentKey {
    struct Append: Equatable {
        let run: (AnyHashable) -> Void
        init(_ run: @escaping (AnyHashable) -> Void) { self.run = run }
        /// One stack's appends are interchangeable: a view does not re-run because its stack updated.
        static func == (a: Append, b: Append) -> Bool { true }
    }
    static var defaultValue: Append? { nil }
}
