// Lazy containers: `List`, `Form`, `LazyVStack`, `LazyHStack` and the lazy
// grids build only the rows in the viewport plus a prefetch margin, as
// SwiftUI does (WWDC20 "Stacks, Grids, and Outlines in SwiftUI", 7:48: "List
// contents are always loaded lazily"; WWDC23 "Demystify SwiftUI performance",
// ~15:18: rows "correlate to the visible region, plus some system-determined
// buffer"). Each is a node of its own (built in, like a control): it expands
// its content in its own update, so scrolling builds rows without re-running
// the parent's body. Adding one is one struct conforming to `_LazyContainer`.

public protocol _LazyContainer: _PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    /// The name its node is counted under.
    static var _name: String { get }
    /// Rows built past the last visible one. SwiftUI documents no figure; one row is what a
    /// `List` was measured to build at launch on iOS 18 (18 row bodies for 17 visible rows:
    /// github.com/babbage/List-Reload), and a lazy stack "stops once the visible rect is
    /// filled" (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI", 1:40).
    static var _prefetchRows: Int { get }
    /// Cells side by side in one row of the viewport: a vertical grid's columns.
    var _cellsPerRow: Int { get }
}

extension _LazyContainer {
    public static var _prefetchRows: Int { 0 }
    public var _cellsPerRow: Int { 1 }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendLazyContainer(view)
    }
}

public struct List<SelectionValue: Hashable, Content: View>: _LazyContainer {
    public let content: Content
    /// A single selection's: what a `NavigationLink(value:)` in a row does when tapped (ListSelection).
    var select: ListSelection.Select? = nil
    public static var _name: String { "List" }
    public static var _prefetchRows: Int { 1 }

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        select = ListSelection.Select(selection)
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withListSelection(view.select) { $0.appendLazyContainer(view) }
    }
}

/// Inside a `List(selection:)` of one value: a `NavigationLink(value:)` of the selection's type in
/// a row selects its value when tapped, and pushes nothing — a split view's sidebar, whose detail
/// shows the selection (Apple's `NavigationSplitView`: it "coordinates with the List in its first
/// column, so that when people make a selection, the detail view updates accordingly"). A tap on
/// the sidebar of Apple's Focus Cookbook did nothing, silently.
enum ListSelection: EnvironmentKey {
    /// Two closures and nothing else: a `List` holds one, and every list's value is as large as it.
    struct Select: Equatable {
        /// Whether a value is of the selection's type; the flag: asked for a `NavigationLink(value:)`.
        private let acceptsValue: (AnyHashable, Bool) -> Bool
        /// Selects a value; the flag: whether the list is in edit mode when the row is tapped.
        private var choose: (AnyHashable, Bool) -> Void

        /// A single selection. `valueLinksSelect`: a `NavigationLink(value:)` of its type selects
        /// instead of pushing — a `List`'s only, the split view's sidebar Apple documents; a link in
        /// a table's row pushes, as Apple's Food Truck's "View Details" does.
        init?<V: Hashable>(_ selection: Binding<V?>?, valueLinksSelect: Bool = false) {
            guard let selection else { return nil }
            acceptsValue = { value, byLink in (valueLinksSelect || !byLink) && value.base is V }
            choose = { value, _ in if let chosen = value.base as? V { selection.wrappedValue = chosen } }
        }

        /// A selection that always holds a value (macOS 14's `Table(_:selection:)` of one id).
        init<V: Hashable>(required selection: Binding<V>) {
            acceptsValue = { value, byLink in !byLink && value.base is V }
            choose = { value, _ in if let chosen = value.base as? V { selection.wrappedValue = chosen } }
        }

        /// A set selection. Apple's `List`: "Making a single selection with a tap or click changes the
        /// selected cell's appearance. To enable multiple selections with tap gestures, put the list into
        /// edit mode" — so a tap selects its row alone, and in edit mode adds it to the selection or
        /// takes it out. A value link in its rows pushes (what SwiftUI does there is not documented).
        init?<V: Hashable>(_ selection: Binding<Set<V>>?) {
            guard let selection else { return nil }
            acceptsValue = { value, byLink in !byLink && value.base is V }
            choose = { value, editing in
                guard let chosen = value.base as? V else { return }
                guard editing else { return selection.wrappedValue = [chosen] }
                var chosenSet = selection.wrappedValue
                if chosenSet.remove(chosen) == nil { chosenSet.insert(chosen) }
                selection.wrappedValue = chosenSet
            }
        }

        /// Whether a row tagged `value` selects it.
        func accepts(_ value: AnyHashable) -> Bool { acceptsValue(value, false) }
        /// Whether a `NavigationLink(value:)` of `value` selects it instead of pushing.
        func acceptsValueLink(_ value: AnyHashable) -> Bool { acceptsValue(value, true) }

        func run(_ value: AnyHashable) { choose(value, false) }

        /// As it is where `environment` holds: a tap reads the edit mode there when it selects.
        func placed(in environment: EnvironmentValues) -> Select {
            guard let editMode = environment.editMode else { return self }
            var placed = self
            let choose = choose
            placed.choose = { value, _ in choose(value, editMode.wrappedValue.isEditing) }
            return placed
        }

        /// One list's selections are interchangeable: a row does not re-run because its list updated.
        static func == (a: Select, b: Select) -> Bool { true }
    }
    static var defaultValue: Select? { nil }
}

extension _ChildBuilder {
    /// A list's or table's rows under its selection, placed under the edit mode here. Without
    /// one, nothing is read or set: most lists have none, and they are updated often.
    mutating func withListSelection(_ select: ListSelection.Select?, _ body: (inout _ChildBuilder) -> Void) {
        guard let select else { return body(&self) }
        let placed = select.placed(in: environment)
        withEnvironment({ $0[ListSelection.self] = placed }, body)
    }
}

// The forms over any collection are disfavoured: a `Binding` to a mutable collection is itself a
// collection of bindings (iOS 15, Binding.swift), and `List($items) { $item in … }` takes the
// binding forms below, as in SwiftUI, where their different `Content` types made the call ambiguous.
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @_disfavoredOverload public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    @_disfavoredOverload public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// `List($items) { $item in … }`: a row per element, each handed a binding to it (as `ForEach($items)`);
    /// `id:` and iOS 16's `editActions:` as `ForEach`'s.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, editActions: editActions, content: rowContent)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
}

// The data forms with a selection: as `List(selection:) { ForEach(data) { … } }` (a single
// selection is written by a value link's tap or a tap on a row tagged by `.tag` or by its
// `ForEach` id, ListSelection).
extension List {
    @_disfavoredOverload public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    @_disfavoredOverload public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        select = ListSelection.Select(selection)
    }
    @_disfavoredOverload public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    @_disfavoredOverload public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        select = ListSelection.Select(selection)
    }
}

// The binding forms with a selection (`List($items, id: \.self, selection: $chosen)`), with or
// without iOS 16's `editActions:`: one selection binding, single or a set, held as above.
extension List {
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
        select = ListSelection.Select(selection)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
        select = ListSelection.Select(selection)
    }
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, editActions: editActions, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, editActions: editActions, content: rowContent)
        select = ListSelection.Select(selection)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        select = ListSelection.Select(selection, valueLinksSelect: true)
    }
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        select = ListSelection.Select(selection)
    }
}

/// On iOS a form is a grouped list ("forms appear as grouped lists on iOS": `Form`'s documentation).
public struct Form<Content: View>: _LazyContainer {
    public let content: Content
    public static var _name: String { "Form" }
    public static var _prefetchRows: Int { 1 }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct LazyVStack<Content: View>: _LazyContainer {
    public let content: Content
    public static var _name: String { "LazyVStack" }
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct LazyHStack<Content: View>: _LazyContainer {
    public let content: Content
    public static var _name: String { "LazyHStack" }
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A grid's rows are counted as single items: a screen holds `rows` of them (columns are not modelled).
public struct LazyVGrid<Content: View>: _LazyContainer {
    public let content: Content
    let columns: [GridItem]
    public static var _name: String { "LazyVGrid" }
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.columns = columns
    }

    /// Its columns: one per fixed or flexible item, and as many as fit the screen's width per
    /// adaptive one (SwiftUI's rule: an adaptive item packs columns of at least its minimum width,
    /// `spacing` apart, 8 pt by default) — on a phone of 393 pt, the width Redraw lays nothing out
    /// in but a `GeometryReader` sees; padding is not modelled, so a padded grid may get a column
    /// more here than on a device.
    public var _cellsPerRow: Int {
        let width = 393.0
        let count = columns.reduce(0) { total, item in
            guard case .adaptive(let minimum, _) = item.size else { return total + 1 }
            let spacing = Double(item.spacing ?? 8)
            return total + max(1, Int((width + spacing) / (Double(minimum) + spacing)))
        }
        return max(1, count)
    }
}

public struct LazyHGrid<Content: View>: _LazyContainer {
    public let content: Content
    public static var _name: String { "LazyHGrid" }
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A grid column's (or row's) description: a `LazyVGrid`'s columns count its cells per row.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}
