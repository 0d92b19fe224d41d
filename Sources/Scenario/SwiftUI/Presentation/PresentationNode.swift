// PresentationNode: a sheet, full-screen cover or popover, or a
// `NavigationLink`'s destination — content that exists while it is
// presented. A node of its own (built in, counted under its name, like a
// control): it reads what decides the presentation (a binding, or the link's
// own pushed state) in its own update, so presenting or dismissing runs that
// update and the content's bodies, not the body of the view that declared it.
//
// Invariants:
// - The content is built only while presented; dismissing destroys it.
// - While presented, the content sees `\.dismiss` ending this presentation,
//   and `Redraw.dismiss()` finds it as a target.
// - The presenter comes from the parent's latest body and holds closures:
//   never an equal input, so the node updates whenever the parent re-runs —
//   except a `value:` link's, which holds none of the app's (`sameInput`).

import RedrawResults

/// How one kind of presentation decides and builds its content.
protocol _Presenter {
    /// The name its node is counted under.
    var name: String { get }
    /// Builds the content into `builder` if it is presented; returns whether it is.
    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool
    /// Run when a presentation ends, however it ended.
    var onDismiss: (() -> Void)? { get }
    /// Never counted, as a modifier's content node (a tab page: TabElements.swift).
    var isTransparent: Bool { get }
    /// Its content is a screen of its own (a pushed destination, a sheet, a stack's levels): a push
    /// inside it covers that screen, not the one around it (CoveredScreens.swift).
    var opensScreen: Bool { get }
    /// A presentation of its own (a sheet, cover or popover), which takes the colour scheme its
    /// content prefers (PreferredColorScheme.swift); a pushed screen is its window's.
    var ownsColorScheme: Bool { get }
    /// Presenting it pushes its content on a navigation stack, covering the screen it is in.
    var pushesScreen: Bool { get }
    /// Whether `other` (the node's presenter) is the same input, so the node need not update.
    func sameInput(as other: Self) -> Bool
    /// The presenter is thrown away (a new one came, the node went, or — inside content never
    /// built — it never had a node) with `built` of its content built while it was the node's:
    /// count what the rest of its content's structs made for nothing (UnbuiltContent.swift).
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent)
}

extension _Presenter {
    var isTransparent: Bool { false }
    var opensScreen: Bool { false }
    var ownsColorScheme: Bool { false }
    var pushesScreen: Bool { false }
    func sameInput(as other: Self) -> Bool { false }
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent) {}
}

/// What of a presenter's content was built while it was its node's.
struct BuiltContent {
    /// It was presented (a link's destination pushed, a stack's root shown).
    var content = false
    /// A tab view's tabs, which were shown and what the others made; nil for a presenter that never
    /// had a node (in content never built).
    var tabs: TabsSeen? = nil
}

final class PresentationNode<P: _Presenter>: Node, _LabelledElsewhere {
    // After the presenter, the flags side by side: a node per presentation, and padding between
    // flags and integers made it a size class larger.
    var presenter: P
    /// A `NavigationLink`'s own state: its destination was pushed (`Redraw.tap`) and not popped.
    var pushed = false
    private var wasPresented = false
    /// In `present`: no presenter came from the parent since the last evaluation — the node re-runs
    /// for a change of its own (a path), and the content the owner built is the same value.
    private(set) var presenterUnchanged = false
    /// A `TabView` without `selection:`: the position of the tab it shows.
    var ownTab = 0
    /// Raised each time the parent hands in a presenter (its body re-ran), so an evaluation can
    /// tell whether the content the presenter holds is what it expanded last time.
    var presenterRevision = 0
    /// What a presenter keeps across its updates (a path stack's destinations that views inside
    /// it declared: StackDestinationRegistry).
    var presenterState: AnyObject?
    /// A presented screen's own edit mode (a sheet's, a cover's: SystemEditMode.swift), made when asked.
    private(set) lazy var editMode = SystemEditMode()
    private var expandedRevision = -1
    /// The last revision whose content was built (presented): one never built is discarded unused.
    private var builtRevision = -1
    /// A tab view's tabs since its presenter came: the ones built, and what the others' views
    /// made, discarded unused when it goes (TabView.swift). Counting passes only.
    var tabsSeen: TabsSeen?
    /// A `TabView`'s slot for its elements that are views of the app's own (TabElements.swift).
    var tabSlot: TabSlot?

    init(graph: ViewGraph, presenter: P, parent: Node, key: ChildKey, environment: EnvironmentValues) {
        self.presenter = presenter
        self.name = presenter.name
        super.init(graph: graph, parent: parent, key: key, environment: environment)
        if presenter.isTransparent { isTransparent = true }
    }

    private let name: String
    override var typeName: String { name }
    override var keyType: ObjectIdentifier { ObjectIdentifier(P.self) }

    override var isControl: Bool { true }
    override var opensScreen: Bool { presenter.opensScreen }
    override var isPathStack: Bool { P.self is _PathStackPresenting.Type }

    override func evaluate() -> [ChildDescription] {
        graph.tracked(self) { () -> [ChildDescription] in
            var builder = _ChildBuilder(environment: environment)
            presenterUnchanged = expandedRevision == presenterRevision
            expandedRevision = presenterRevision
            let presented = presenter.present(into: &builder, node: self)
            if presented { builtRevision = presenterRevision }
            if presenter.ownsColorScheme, wasPresented != presented { graph.registerPresentation(self, presented: presented) }
            if presenter.pushesScreen, wasPresented != presented {
                if presented { graph.screenCovered(by: self) } else { graph.screenUncovered(by: self) }
            }
            if wasPresented && !presented, let onDismiss = presenter.onDismiss { graph.lifecycleQueue.append(LifecycleCall("onDismiss", of: self, onDismiss)) }
            wasPresented = presented
            return take(builder)
        }
    }

    /// A tab item of a `TabView` without `selection:` was tapped: this node alone updates.
    func setOwnTab(_ position: Int) {
        guard ownTab != position else { return }
        ownTab = position
        graph.invalidate(self, cause: .navigation)
        tabSlot?.invalidatePages(in: graph)
    }

    /// The link's own state changed: this node alone updates, in this frame's render pass.
    func setPushed(_ value: Bool) {
        guard pushed != value else { return }
        pushed = value
        graph.invalidate(self, cause: .navigation)
    }

    /// Its presenter is about to be replaced or the node destroyed. Counting runs only: the look
    /// into the unbuilt content is Redraw's bookkeeping, kept out of the timed and allocation passes.
    func presenterEnds() {
        guard graph.recording else { return }
        presenter.discardUnbuilt(in: graph, environment: environment,
                                 built: BuiltContent(content: builtRevision == presenterRevision, tabs: tabsSeen ?? TabsSeen()))
        tabsSeen = nil
    }

    override func willBeDestroyed() {
        presenterEnds()
        if presenter.ownsColorScheme, wasPresented { graph.registerPresentation(self, presented: false) }
    }

    override var ownsColorScheme: Bool { presenter.ownsColorScheme }

    /// What the content sees as `\.dismiss`.
    func dismissAction(_ dismiss: @escaping () -> Void) -> DismissAction {
        DismissAction(presenter: serial, dismiss: dismiss)
    }
}

struct PresentationPayload<P: _Presenter>: ChildPayload {
    let presenter: P

    var typeName: String { presenter.name }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        PresentationNode(graph: graph, presenter: presenter, parent: parent, key: key, environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        node.environment = environment
        let node = node as! PresentationNode<P>
        // The same input: the node keeps the presenter it has, and the new one is thrown away unbuilt
        // (a link's destination struct made again, whose `@State` made an object for nothing).
        if presenter.sameInput(as: node.presenter) {
            if node.graph.recording { presenter.discardUnbuilt(in: node.graph, environment: environment, built: BuiltContent()) }
            return false
        }
        node.presenterEnds()
        node.presenter = presenter
        node.presenterRevision &+= 1
        return true
    }

    /// Inside content never built: the presenter never had a node, and built nothing.
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) {
        presenter.discardUnbuilt(in: graph, environment: environment, built: BuiltContent())
    }
}

extension _ChildBuilder {
    /// A presentation at the current position: one node.
    mutating func appendPresentation<P: _Presenter>(_ presenter: P) {
        children.append(ChildDescription(key: key(P.self),
                                         payload: PresentationPayload(presenter: presenter),
                                         environment: environment, environmentChanges: environmentChanges))
    }
}

/// A child whose owner built nothing new for it: a `NavigationStack(path:)`'s root content when the
/// stack updates for its path alone. The root is a view value the owner's body made; SwiftUI
/// re-delivers it to nothing when the owner did not re-run, so its views are neither re-run nor
/// compared (not even counted as skipped) — they re-run only if invalid themselves.
struct KeptChildPayload: ChildPayload {
    let wrapped: ChildPayload
    var typeName: String { wrapped.typeName }
    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        wrapped.makeNode(graph: graph, parent: parent, key: key, environment: environment)
    }
    func update(_ node: Node, environment: EnvironmentValues) -> Bool { false }
    var isKept: Bool { true }
}

extension _ChildBuilder {
    /// Marks the children described since `start` as kept (KeptChildPayload).
    mutating func keepChildren(from start: Int) {
        for index in start..<children.count {
            let d = children[index]
            children[index] = ChildDescription(key: d.key, payload: KeptChildPayload(wrapped: d.payload),
                                               environment: d.environment, environmentChanges: d.environmentChanges)
        }
    }
}
