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
// expands it, and in the bodies of the views inside the stack — its root
// content's and its screens' (a coordinator view that applies
// `.navigationDestination(for:)` in its own body): such a body registers its
// destination with the stack (`StackDestinationRegistry`, in the environment
// of everything the stack shows) each time it runs. SwiftUI hands a
// destination up to its stack wherever it is declared ("Add this view
// modifier to a view inside a NavigationStack",
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).
// A destination the stack lacked for an element of its path, registered
// after the stack's update (the body declaring it runs below the stack),
// queues the stack's update again, in a further pass of the same frame, as
// a preference change does (PreferenceFlow.swift). An element no view
// declares a destination for is not built, and the counting run says so.

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
            set: { new in path.wrappedValue = Data(new.compactMap { $0.base as? Data.Element }) }),
            elementType: "\(Data.Element.self)", accepts: { $0.base is Data.Element })) }
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        let content = root()
        self.content = content
        pathStack = { $0.appendPresentation(_PathStackPresenter(content: content, path: Binding(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 }))) }
    }
}

/// A path stack's presenter, whatever its content (PresentationNode.isPathStack).
protocol _PathStackPresenting {}

struct _PathStackPresenter<Content: View>: _Presenter, _PathStackPresenting {
    var opensScreen: Bool { true }
    let content: Content
    let path: Binding<[AnyHashable]>
    /// A typed path's element type, and whether a link's value is one (a `NavigationPath` takes any).
    var elementType: String? = nil
    var accepts: (AnyHashable) -> Bool = { _ in true }

    var name: String { "NavigationStack" }
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        let path = self.path, accepts = self.accepts, elementType = self.elementType
        let graph = node.graph
        // A typed path (`[Route]`) cannot hold a link's value of another type: nothing is written,
        // and the run says so. Whether SwiftUI calls the path's setter then is not documented.
        let append: (AnyHashable) -> Void = { [weak graph] value in
            guard accepts(value) else {
                graph?.note("a NavigationLink(value:) holds a `\(type(of: value.base))`, and its NavigationStack's path holds "
                    + "`\(elementType ?? "?")` values: the link cannot push it, and nothing was written")
                return
            }
            path.wrappedValue.append(value)
        }
        let registry = StackDestinationRegistry.of(node)
        let shown = StackDestinationRegistry.Shown(registry)
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
            b.withEnvironment({ $0[StackPathAppend.self] = StackPathAppend.Append(append); $0[StackDestinationRegistry.Key.self] = shown }) {
                $0.eagerly { $0.expand(content) }
            }
        }
        if node.presenterUnchanged, Instrumentation.accessCount == accessesBefore { builder.keepChildren(from: rootStart) }
        // The root content's own destinations first, then those its views' bodies declared.
        let destinations = (builder.stackDestinations ?? [:]).merging(registry.makers) { own, _ in own }
        builder.stackDestinations = saved
        let elements = path.wrappedValue
        registry.missing = []
        // The top screen changed: the one that was on top is covered, or the one now on top shows
        // again (CoveredScreens.swift). Level k is built at `.index(k)`: 0 the root, k the k-th element.
        if let before = registry.shown, before != elements.count {
            if elements.count > before { node.graph.levelCovered(before, of: node) } else { node.graph.levelUncovered(elements.count, of: node) }
        }
        registry.shown = elements.count
        for (index, element) in elements.enumerated() {
            let elementType = ObjectIdentifier(type(of: element.base))
            guard let make = destinations[elementType] else {
                registry.lacks(elementType, name: "\(type(of: element.base))", in: node)
                continue
            }
            let dismiss = node.dismissAction { path.wrappedValue = Array(path.wrappedValue.prefix(index)) }
            builder.withComponent(.index(1 + index)) { b in
                b.withComponent(.id(of: element)) { b in
                    b.withEnvironment({
                        $0.dismiss = dismiss
                        $0[StackPathAppend.self] = StackPathAppend.Append(append)
                        $0[StackDestinationRegistry.Key.self] = shown
                    }) {
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

/// The destinations that views inside a path stack declared in their own bodies, kept by the
/// stack's node across its updates (`PresentationNode.presenterState`).
final class StackDestinationRegistry {
    private(set) var makers: [ObjectIdentifier: (Any, inout _ChildBuilder) -> Void] = [:]
    /// Element types of the path that the stack's latest update found no destination for.
    var missing: Set<ObjectIdentifier> = []
    /// How many of the path's screens its latest update built (nil before the first).
    var shown: Int?
    private weak var node: Node?

    private init(node: Node) { self.node = node }

    static func of<P>(_ node: PresentationNode<P>) -> StackDestinationRegistry {
        if let known = node.presenterState as? StackDestinationRegistry { return known }
        let made = StackDestinationRegistry(node: node)
        node.presenterState = made
        return made
    }

    /// A body inside the stack declared a destination for `type`: kept (the latest body's closure);
    /// if the stack's update lacked one for an element of its path, the stack updates again, in a
    /// further pass of this frame.
    func register(_ type: ObjectIdentifier, _ make: @escaping (Any, inout _ChildBuilder) -> Void) {
        makers[type] = make
        guard missing.remove(type) != nil, let node, node.isAlive else { return }
        node.graph.lifecycleQueue.append(LifecycleCall("navigationDestination", of: node) { [weak node] in
            guard let node, node.isAlive else { return }
            node.graph.invalidate(node, cause: .navigation)
        })
    }

    /// No view declared a destination for an element of the path yet: a body below may register one
    /// in this pass. A counting run checks after the pass, and tells the user if none did.
    func lacks<P>(_ type: ObjectIdentifier, name: String, in node: PresentationNode<P>) {
        missing.insert(type)
        let graph = node.graph
        guard graph.recording else { return }
        graph.lifecycleQueue.append(LifecycleCall("navigationDestination check", of: node) { [weak self] in
            guard let self, self.missing.contains(type) else { return }
            graph.note("a NavigationStack's path holds a `\(name)`, and no view inside the stack declares "
                + "`.navigationDestination(for: \(name).self)`: its screen is not built")
        })
    }

    /// The registry as the environment holds it: one stack's is always equal to itself.
    struct Shown: Equatable {
        let registry: StackDestinationRegistry
        init(_ registry: StackDestinationRegistry) { self.registry = registry }
        static func == (a: Shown, b: Shown) -> Bool { a.registry === b.registry }
    }

    enum Key: EnvironmentKey {
        static var defaultValue: Shown? { nil }
    }
}
