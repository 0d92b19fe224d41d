// TabView: the selected tab's content is built, the others are not — a
// presentation node of its own (like a sheet's) reads the selection in its own
// update, so switching tabs runs that update and the shown tab's bodies, not
// the body of the view that holds the selection.
//
// A tab is an element marked `.tabItem { }`, `.tag(_:)` or `Tab(value:)`; with
// no `selection:` the first tab is shown. An element with neither mark is
// built always (a page style's pages). Switching destroys the tab left, with
// its state: SwiftUI keeps a visited tab alive, which Redraw does not model
// (README, Known limits). `Redraw.tap` on a tab item's words (its `.tabItem`
// label's texts and symbols, or a `Tab`'s title and image) writes the tab's tag
// into the `selection:` binding, as tapping the tab bar does; a tab view without
// `selection:` keeps the shown tab's position itself (its node's state, as
// SwiftUI keeps it), and a tap on a tab item switches to it. The owner's body
// made every tab's views; those of a tab never shown while its presenter was
// the node's were made for nothing (UnbuiltContent.swift).

public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendPresentation(_TabPresenter(selection: view.selection, content: view.content))
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

struct _TabPresenter<SelectionValue: Hashable, Content: View>: _Presenter {
    let selection: Binding<SelectionValue>?
    let content: Content

    var name: String { "TabView" }
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        let saved = builder.tabs
        let select = selection.map { binding in
            { (tag: AnyHashable) -> Bool in
                guard let value = tag.base as? SelectionValue else { return false }
                binding.wrappedValue = value
                return true
            }
        }
        var scope = TabScope(selected: selection.map { AnyHashable($0.wrappedValue) }, select: select)
        if selection == nil {
            scope.selectedPosition = node.ownTab
            scope.selectPosition = { [weak node] position in node?.setOwnTab(position) }
        }
        let slot = node.tabSlot ?? TabSlot()
        node.tabSlot = slot
        slot.selected = selection.map { binding in { AnyHashable(binding.wrappedValue) } } ?? { nil }
        slot.select = select
        slot.selectedPosition = { [weak node] in node?.ownTab ?? 0 }
        slot.selectPosition = scope.selectPosition
        scope.slot = slot
        // Which tabs this presenter built, and what the others' views made, for the count when it
        // goes: counting passes only, from the values this expansion made (no closure runs again).
        let outer = TabRecord.current
        if node.graph.recording {
            let seen = node.tabsSeen ?? TabsSeen()
            node.tabsSeen = seen
            TabRecord.current = TabRecord(seen: seen, graph: node.graph)
        } else {
            TabRecord.current = nil
        }
        let before = builder
        builder.tabs = scope
        let atElementLevel = builder.atTabElementLevel
        builder.atTabElementLevel = true
        defer { builder.atTabElementLevel = atElementLevel }
        builder.eagerly { $0.expand(content) }
        if selection != nil, let expanded = builder.tabs, expanded.tabsSeen > 0, !expanded.showedOne {
            // No tab carries the selection's value (its `.tag` written inside `.tabItem`'s label, where
            // it tags the label, or a tag of another type): a tab bar always shows a tab. Shown as a tab
            // view without `selection:` shows them — the first, until a tab item is tapped — and the
            // selection is left as it is (README, Known limits: not documented by Apple).
            builder = before
            var byPosition = scope
            byPosition.selected = nil
            byPosition.selectedPosition = node.ownTab
            byPosition.selectPosition = { [weak node] position in node?.setOwnTab(position) }
            builder.tabs = byPosition
            builder.atTabElementLevel = true
            builder.eagerly { $0.expand(content) }
        }
        TabRecord.current = outer
        builder.tabs = saved
        return true
    }

    /// The presenter goes: the views of the tabs not shown while it was the node's were made for
    /// nothing (`built.tabs`, found as it was expanded). A tab view never built (in content never
    /// built) made its tabs' views and its untagged elements, and ran no `ForEach` of its content.
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent) {
        if let seen = built.tabs {
            for (position, made) in seen.unbuiltMade where !seen.built.contains(position) { made.forEach(graph.recordDiscarded) }
            return
        }
        var walk = _ChildBuilder(environment: environment)
        walk.tabs = TabScope(selected: nil)
        let outer = (TabRecord.current, UnbuiltWalk.active)
        (TabRecord.current, UnbuiltWalk.active) = (TabRecord(discardingIn: graph), true)
        walk.eagerly { $0.expand(content) }
        (TabRecord.current, UnbuiltWalk.active) = outer
        for child in walk.children { child.payload.discardUnbuilt(in: graph, environment: child.environment) }
    }
}

/// A tab view's tabs while its presenter is the node's, in counting passes: the positions (among
/// its tabs) of those built, and what the `@State` of the others' views made, by view type.
final class TabsSeen {
    var built: Set<Int> = []
    var unbuiltMade: [Int: [ViewGraph.MadeObjects]] = [:]
}

/// While a tab view's content is expanded: which tab is shown, and how many were met.
struct TabScope {
    var selected: AnyHashable?
    /// Writes a tab's tag into the selection (nil without `selection:`); false if its type differs.
    var select: ((AnyHashable) -> Bool)? = nil
    var tabsSeen = 0
    /// Inside a tab being built: marks inside it are the tab's own, not tabs.
    var inside = false
    /// Without `selection:`: the position of the shown tab (the first until one is tapped), and how
    /// a tap shows another.
    var selectedPosition = 0
    var selectPosition: ((Int) -> Void)? = nil
    /// The tab view's slot, for its elements that are views of the app's own (TabElements.swift);
    /// `inElement`: this is such an element's body, whose marks make pages.
    var slot: TabSlot? = nil
    var inElement = false

    /// Whether a tab was shown in this expansion.
    var showedOne = false
    /// Set when the element being expanded turned out to be a tab not shown (`expandTabElement`).
    var hidElement = false
    /// Looking for a tab item's tag through the modifiers between them (`tabTag(in:)`): the first
    /// tag met is kept here, and nothing is built.
    var probing = false
    var probedTag: AnyHashable? = nil

    /// Whether the next tab, tagged `tag` (nil: untagged), is the shown one; counts it.
    mutating func shows(_ tag: AnyHashable?) -> Bool {
        defer { tabsSeen += 1 }
        let shown = selected.map { tag == $0 } ?? (tabsSeen == selectedPosition)
        if shown { showedOne = true }
        return shown
    }
}

/// A tab view's expansion in a counting pass: the one being expanded is `current` (not a field of
/// `TabScope`: the builder's size is on every evaluation's path; see UnbuiltWalk).
final class TabRecord {
    nonisolated(unsafe) static var current: TabRecord?

    /// An evaluation of a tab view's node: what it records its tabs in, and the graph.
    let seen: TabsSeen?
    let graph: ViewGraph
    /// A walk of a tab view never built: every tab's views are counted in `graph` as made for nothing.
    let isDiscardWalk: Bool

    init(seen: TabsSeen, graph: ViewGraph) { (self.seen, self.graph, isDiscardWalk) = (seen, graph, false) }
    init(discardingIn graph: ViewGraph) { (seen, self.graph, isDiscardWalk) = (nil, graph, true) }
}

/// Something that carries a tab's tag (`.tag(_:)`), found without building it.
protocol _TabTagged {
    var tabTag: AnyHashable { get }
}

/// A tab item's words, which `Redraw.tap` finds it by (its label is the tab bar's, not the content's).
protocol _TabLabelled {
    func tabWords(environment: EnvironmentValues) -> [String]
}

extension _ChildBuilder {
    /// A tab item, shown by `words` (asked only when it can be tapped), as a tap target: it writes
    /// `tag` into the selection, or without `selection:` shows the tab at `position`.
    mutating func appendTabItem(_ tag: AnyHashable?, at position: Int, of scope: TabScope, words: () -> [String]) {
        let tap: () -> Void
        if let tag, let select = scope.select { tap = { _ = select(tag) } }
        else if let selectPosition = scope.selectPosition { tap = { selectPosition(position) } }
        else { return }
        let shown = words()
        if !shown.isEmpty { appendTarget(.tap, "tabItem", labels: shown, .run(tap)) }
    }

    /// Builds `content` as one tab marked with `tag` (or untagged) if it is the shown one; its
    /// tab bar item, shown by `words`, is a tap target that selects it.
    mutating func tab<C: View>(_ tag: AnyHashable?, _ content: C, words: [String] = []) {
        guard var scope = tabs, !scope.inside else { return expand(content) }
        if scope.probing {
            if scope.probedTag == nil { tabs?.probedTag = tag }
            return
        }
        let environment = self.environment
        if scope.inElement, let slot = scope.slot {
            appendTabItem(tag, at: scope.tabsSeen, of: scope) {
                words.isEmpty ? (content as? _TabLabelled)?.tabWords(environment: environment) ?? [] : words
            }
            return tabPage(tag, content, slot: slot)
        }
        let record = TabRecord.current
        if let record, record.isDiscardWalk {
            scope.tabsSeen += 1
            tabs = scope
            return discardMade(by: content, in: record.graph)
        }
        appendTabItem(tag, at: scope.tabsSeen, of: scope) {
            words.isEmpty ? (content as? _TabLabelled)?.tabWords(environment: environment) ?? [] : words
        }
        let position = scope.tabsSeen
        guard scope.shows(tag) else {
            scope.hidElement = true
            tabs = scope
            if let record, let seen = record.seen, seen.unbuiltMade[position] == nil {
                seen.unbuiltMade[position] = collectMade(by: content, in: record.graph)
            }
            return
        }
        record?.seen?.built.insert(position)
        scope.inside = true
        tabs = scope
        expand(content)
        tabs?.inside = false
    }

    /// The tag of a tab item's content when modifiers stand between them (`.tag(1).sheet(…)
    /// .tabItem { … }`): a tag is a trait that passes through modifiers in SwiftUI. Found by
    /// expanding the content apart, building nothing; nil when it has none.
    mutating func tabTag<C: View>(in content: C) -> AnyHashable? {
        var scratch = _ChildBuilder(environment: environment)
        var probe = TabScope(selected: nil)
        probe.probing = true
        scratch.tabs = probe
        let outer = TabRecord.current
        TabRecord.current = nil
        defer { TabRecord.current = outer }
        scratch.expand(content)
        return scratch.tabs?.probedTag
    }

    /// One element of a tab view's content. A tab's mark is a trait of the whole element in
    /// SwiftUI, whatever modifiers follow it: in `Text("A").tag(1).sheet(…)` the sheet is tab 1's
    /// too. So when the element turns out to be a tab not shown, what its outer modifiers added (a
    /// sheet's node, a lifecycle callback, a preference) goes with it; its tab item stays, which
    /// the tab bar shows. (Each hidden tab's sheet was built: three sheets, and their content, for
    /// a `ForEach` of three tabs.)
    @usableFromInline
    mutating func expandTabElement<V: View>(_ view: V) {
        atTabElementLevel = false
        defer { atTabElementLevel = true }
        let marks = (children: children.count, targets: targets.count, lifecycle: lifecycle.count,
                     preferences: preferenceMarks.count)
        tabs?.hidElement = false
        V._makeChildren(view, into: &self)
        guard tabs?.hidElement == true else { return }
        tabs?.hidElement = false
        children.removeSubrange(marks.children...)
        let tabItems = targets[marks.targets...].filter { $0.control == "tabItem" }
        targets.replaceSubrange(marks.targets..., with: tabItems)
        lifecycle.removeSubrange(marks.lifecycle...)
        preferenceMarks.removeSubrange(marks.preferences...)
    }
}

public struct _TabItem<Content: View, Label: View>: _PrimitiveView, _TabLabelled {
    let content: Content
    let label: Label
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let tag = (view.content as? _TabTagged)?.tabTag ?? builder.tabTag(in: view.content)
        builder.tab(tag, view.content, words: view.tabWords(environment: builder.environment))
    }
    func tabWords(environment: EnvironmentValues) -> [String] {
        var scratch = _ChildBuilder(environment: environment)
        return scratch.expandLabel(label)
    }
}

/// An inert modifier between a tab item and its tag (`.tabItem { … }.badge(n).tag(1)`) keeps the
/// item's words: the tab was found by none (a tester's "no Button … labelled Cart").
extension _Inert: _TabLabelled {
    func tabWords(environment: EnvironmentValues) -> [String] {
        (content as? _TabLabelled)?.tabWords(environment: environment) ?? []
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _TabItem(content: self, label: label()) }
    public func badge(_ count: Int) -> some View { _Inert(self) }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { _Inert(self) }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { _Inert(self) }
}

public protocol TabViewStyle {}
public struct PageTabViewStyle: TabViewStyle {
    public init() {}
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode) {}
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// iOS 18's `Tab`: a tab with its title, image and value.
public struct Tab<Value: Hashable, Content: View>: _PrimitiveView {
    let value: Value?
    let content: Content
    var words: [String] = []
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        words = [String(title), systemImage]
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.tab(view.value.map(AnyHashable.init), view.content, words: view.words)
    }
}

extension Tab where Value == Never {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        words = [String(title), systemImage]
    }
}
