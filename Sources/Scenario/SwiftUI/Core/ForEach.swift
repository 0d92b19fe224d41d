// ForEach: one subtree per element, identified by the element's id, so a
// moved element keeps its nodes and a new id makes new ones.
//
// As in SwiftUI, the type does not require its content to be a view: it is a
// view when its content is (below), and other builders' content (Charts' marks)
// can make one of their own through `init(_data:id:content:)`.

import Foundation

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public let _id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    /// `ForEach($items, editActions: .delete)`: what a swipe to delete does, removing the elements
    /// through the binding (EditActions.swift); what `Redraw.delete(row:)` runs, as an `.onDelete`'s
    /// action. Nil for every other form.
    var editDelete: ((IndexSet) -> Void)? = nil
    /// `editActions: .move`: what a drag does, moving the elements through the binding; what
    /// `Redraw.move(row:to:)` runs, as an `.onMove`'s action.
    var editMove: ((IndexSet, Int) -> Void)? = nil

    /// For other modules' builders (`extension ForEach where Content: ChartContent`).
    public init(_data data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        _id = id
        self.content = content
    }

    var id: (Data.Element) -> ID { _id }
}

// The forms over any collection are disfavoured: a `Binding` to a mutable collection is itself a
// collection of bindings (iOS 15, Binding.swift), and `ForEach($items) { $item in … }` takes the
// binding forms below, as in SwiftUI — without this, swiftc ranks these initialisers (the type's
// own generic parameter) above the binding forms' generic ones and makes `ForEach<Binding<[T]>, …>`.
extension ForEach where Content: View {
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: View, _PrimitiveView where Content: View {
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if builder.pickerOptions != nil { return pickerOptions(view, into: &builder) }
        let group = makeRows(view, into: &builder)
        if let delete = view.editDelete {
            builder.appendTarget(.delete, "editActions", labels: [], .delete(count: view.data.count, group: group, perform: delete, rowID: view.rowID))
        }
        if let move = view.editMove {
            builder.appendTarget(.move, "editActions", labels: [], .move(count: view.data.count, group: group, perform: move, rowID: view.rowID))
        }
    }

    /// The identity component of the element at `offset`: what its row's nodes are placed under.
    func rowID(_ offset: Int) -> _IdentityComponent {
        .id(of: id(data[data.index(data.startIndex, offsetBy: offset)]))
    }

    /// The rows, and the expansion they are rows of (nil when none is made).
    @discardableResult
    static func makeRows(_ view: Self, into builder: inout _ChildBuilder) -> _RowGroup? {
        if builder.lazy != nil { return lazyRows(view, into: &builder) }
        if UnbuiltWalk.active { return nil }  // never built, it made no rows (UnbuiltContent.swift)
        return buildEvery(view, into: &builder)
    }

    /// Every element, each under its id; `select`: the rows are a `List(selection:)`'s (`expandRow`).
    @discardableResult
    static func buildEvery(_ view: Self, into builder: inout _ChildBuilder, select: ListSelection.Select? = nil) -> _RowGroup {
        let saved = builder.rowIndex, savedGroup = builder.rowGroup
        let group = _RowGroup.next(count: view.data.count)
        builder.rowGroup = group
        var watch = RowIdentityWatch.start(count: view.data.count, at: builder.path)
        view.forEachIdentifiedElement(why: "SwiftUI identifies its rows by id") { offset, element, id in
            watch?.add(id)
            builder.rowIndex = offset
            builder.withComponent(.id(of: id)) { expandRow(view, element, id, select: select, into: &$0) }
        }
        watch?.finish()
        builder.rowIndex = saved
        builder.rowGroup = savedGroup
        return group
    }

    /// Each element with its offset and its id. A repeated id stops the run (`why` says what
    /// relies on them): reconciliation relies on a body's children having distinct identities,
    /// and only a `ForEach` can repeat one (every other component is a position in the body's
    /// structure). A few ids (most stacks' and short lists') are compared one by one, on the
    /// stack, so that an evaluation allocates no set; more go to `SeenIDs`.
    @inline(__always)
    func forEachIdentifiedElement(why: StaticString, _ body: (Int, Data.Element, ID) -> Void) {
        func repeated(_ id: ID) -> Never {
            fatalError("`ForEach` has the id \(id) twice: \(why); make the ids unique")
        }
        let count = data.count
        guard count <= 16 else {
            var seen = SeenIDs<ID>(capacity: count)
            forEachElement { offset, element in
                let id = self.id(element)
                if !seen.insert(id) { repeated(id) }
                body(offset, element, id)
            }
            return
        }
        withUnsafeTemporaryAllocation(of: ID.self, capacity: max(1, count)) { ids in
            var made = 0
            forEachElement { offset, element in
                let id = self.id(element)
                for i in 0..<made where ids[i] == id { repeated(id) }
                if made < ids.count { ids.initializeElement(at: made, to: id); made += 1 }
                body(offset, element, id)
            }
            ids.baseAddress!.deinitialize(count: made)
        }
    }

    /// Each element with its offset: this code runs unspecialised (the user's element types are
    /// not known here), where `enumerated()`'s iterator asked the runtime for the metadata of its
    /// `(offset:element:)?` at every element — a fifth of a list's evaluation. The data's own
    /// iterator, not its indices: stepping a `ReversedCollection`'s index unspecialised allocated
    /// four times an element. Contiguous data (an array, most lists) is walked through its
    /// buffer: the iterator reads each element through `Collection`'s `subscript.read`, a
    /// coroutine whose frame, unspecialised, was allocated at every element (40 bytes).
    @inline(__always)
    func forEachElement(_ body: (Int, Data.Element) -> Void) {
        let walked: Void? = data.withContiguousStorageIfAvailable { buffer in
            for offset in 0..<buffer.count { body(offset, buffer[offset]) }
        }
        if walked != nil { return }
        var offset = 0
        for element in data {
            body(offset, element)
            offset += 1
        }
    }

    /// Inside a lazy container: every element's id is computed (SwiftUI gathers a list's ids
    /// eagerly), but only the elements whose rows are in the viewport are built. An element
    /// type without a constant view count makes every element built, as in SwiftUI.
    static func lazyRows(_ view: Self, into builder: inout _ChildBuilder) -> _RowGroup {
        // Sections: their own `ForEach`s take the rows.
        if Content._holdsRows { return buildEvery(view, into: &builder) }
        let select = builder.environment[ListSelection.self]
        guard let perElement = Content._viewCount else {
            if builder.lazy!.eagerContent == nil { builder.lazy!.eagerContent = Content.self }
            var group: _RowGroup?
            builder.withinRow { group = buildEvery(view, into: &$0, select: select) }
            builder.lazy!.cursor += view.data.count
            builder.lazy!.built += view.data.count
            return group!
        }
        // The window and whether ids are wanted, read once: each `builder.lazy!` read copies the
        // scope out of the builder's (an eighth of a long list's evaluation when read per element).
        let window = builder.lazy!
        let wantsIds = window.ids != nil
        var row = window.cursor
        let saved = builder.rowIndex, savedGroup = builder.rowGroup
        let group = _RowGroup.next(count: view.data.count)
        builder.rowGroup = group
        var watch = RowIdentityWatch.start(count: view.data.count, at: builder.path)
        defer { watch?.finish() }
        view.forEachIdentifiedElement(why: "a lazy container identifies its rows by id") { offset, element, id in
            watch?.add(id)
            if wantsIds { builder.lazy!.ids![AnyHashable(id)] = row }
            if window.isVisible(row, count: perElement) {
                builder.rowIndex = offset
                builder.withComponent(.id(of: id)) { builder in
                    builder.withinRow { expandRow(view, element, id, select: select, into: &$0) }
                }
                builder.lazy!.built += perElement
            }
            row += perElement
        }
        builder.rowIndex = saved
        builder.rowGroup = savedGroup
        builder.lazy!.cursor = row
        return group
    }

    /// One element's row. In a `List(selection:)` of one value whose type is the id's, the row is
    /// tagged with its id: "A `ForEach` automatically applies a default tag to each enumerated
    /// view using the `id` parameter of the `ForEach`" (Apple's documentation of `tag(_:)` and of
    /// `Picker`), so `List(items, selection: $selectedID) { Text($0.name) }` selects by a tap on a
    /// row — which could not be driven before. A `.tag` of the row's own is applied inside it and
    /// takes the tap first (ListSelection).
    @inline(__always)
    static func expandRow(_ view: Self, _ element: Data.Element, _ id: ID, select: ListSelection.Select?,
                          into builder: inout _ChildBuilder) {
        guard let select, builder.pickerOptions == nil, select.accepts(AnyHashable(id)) else {
            return builder.expand(view.content(element))
        }
        builder.expandSelectableRow(view.content(element), tag: AnyHashable(id), select: select)
    }

    /// Inside a `Picker`, an element without its own `.tag` is tagged with its id, as in SwiftUI.
    static func pickerOptions(_ view: Self, into builder: inout _ChildBuilder) {
        for element in view.data {
            let id = view.id(element)
            builder.withComponent(.id(of: id)) { builder in
                let tagged = builder.pickerOptions!.count
                let words = builder.expandLabel(view.content(element))
                if builder.pickerOptions!.count == tagged { builder.pickerOptions!.append((words, AnyHashable(id))) }
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// The id read through `Identifiable` (a witness call), not through the key path `\.id`,
    /// whose generic projection was an eighth of a list's evaluation.
    @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int, Content: View {
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

/// `ForEach($items) { $item in … }`, `ForEach($items, id: \.self)`, and either with `editActions:`:
/// each element is a binding into the collection, at its index.
extension ForEach where Content: View {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(bindings: data, id: { $0.id }, editActions: nil, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.init(bindings: data, id: { $0[keyPath: id] }, editActions: nil, content: content)
    }

    /// iOS 16: the rows offer the edits `editActions` allows, on the bound collection itself.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(bindings: data, id: { $0.id }, editActions: editActions, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.init(bindings: data, id: { $0[keyPath: id] }, editActions: editActions, content: content)
    }

    /// Every binding form: a binding per index (reading the collection through `data`, a read of
    /// the body that makes the `ForEach`), identified by `id` of the element it shows.
    init<C: MutableCollection & RandomAccessCollection>(
        bindings data: Binding<C>, id: @escaping (C.Element) -> ID, editActions: EditActions<C>?,
        content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        let elements = data.wrappedValue.indices.map { index in data[_index: index] }
        self.init(_data: elements, id: { id($0.wrappedValue) }, content: content)
        if let editActions, editActions.allowsDelete { editDelete = { data.wrappedValue = editActions.removing($0, from: data.wrappedValue) } }
        if let editActions, editActions.allowsMove {
            editMove = { data.wrappedValue = editActions.moving($0, to: $1, in: data.wrappedValue) }
        }
    }
}

/// The ids one expansion of a `ForEach` has met, to refuse a repeated one. This code runs
/// unspecialised, where a `Set<ID>` hashes through witness tables at every element: `Int`, `UUID`
/// and `String` ids (most lists') go to a set specialised for them here instead.
struct SeenIDs<ID: Hashable> {
    private enum Kind { case int, uuid, string, other }
    private let kind: Kind
    private var ints = Set<Int>()
    private var uuids = Set<UUID>()
    private var strings = Set<String>()
    private var others = Set<ID>()

    init(capacity: Int) {
        if ID.self == Int.self { kind = .int; ints.reserveCapacity(capacity) }
        else if ID.self == UUID.self { kind = .uuid; uuids.reserveCapacity(capacity) }
        else if ID.self == String.self { kind = .string; strings.reserveCapacity(capacity) }
        else { kind = .other; others.reserveCapacity(capacity) }
    }

    /// False when `id` was met before.
    mutating func insert(_ id: ID) -> Bool {
        switch kind {
        case .int: return ints.insert(unsafeBitCast(id, to: Int.self)).inserted
        case .uuid: return uuids.insert(unsafeBitCast(id, to: UUID.self)).inserted
        case .string: return strings.insert(unsafeBitCast(id, to: String.self)).inserted
        case .other: return others.insert(id).inserted
        }
    }
}
