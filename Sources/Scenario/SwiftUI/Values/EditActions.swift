// EditActions (iOS 16): the edits a `ForEach` or `List` over a binding offers on the bound
// collection — `ForEach($items, editActions: .all)`. A swipe to delete removes the rows'
// elements through the binding, so `Redraw.delete(row:)` reaches it as it reaches an `.onDelete`;
// a drag to reorder moves them through the binding, so `Redraw.move(row:to:)` reaches it as it
// reaches an `.onMove` (Apple's `EditActions.move`: "allows the user to move elements of a
// collection").
//
// As Apple's, each action exists only where the collection allows it: `.delete` where it is a
// `RangeReplaceableCollection`, `.move` where it is a `MutableCollection`, and `.all` is what both
// allow together (nothing for a collection that allows neither).

import Foundation

public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    static var moveBit: Int { 1 }
    static var deleteBit: Int { 2 }

    var allowsDelete: Bool { rawValue & Self.deleteBit != 0 }
    var allowsMove: Bool { rawValue & Self.moveBit != 0 }

    /// `collection` with the elements at `offsets` moved before the element at `destination` (an
    /// offset before the move), as `move(fromOffsets:toOffset:)` does. Only `.move` sets the bit,
    /// and only a `MutableCollection` has `.move`: the elements are reassigned in place.
    func moving(_ offsets: IndexSet, to destination: Int, in collection: Data) -> Data {
        func moved<M: MutableCollection>(_ elements: M) -> M {
            var elements = elements
            var order = Array(elements)
            let picked = offsets.map { order[$0] }
            let before = offsets.filter { $0 < destination }.count
            for offset in offsets.reversed() { order.remove(at: offset) }
            order.insert(contentsOf: picked, at: destination - before)
            for (index, element) in zip(elements.indices, order) { elements[index] = element }
            return elements
        }
        guard let mutable = collection as? any MutableCollection, let result = moved(mutable) as? Data else { return collection }
        return result
    }

    /// `collection` without the elements at `offsets`. Only `.delete` sets the bit, and only a
    /// `RangeReplaceableCollection` has `.delete`, so the cast succeeds for every set that allows it.
    func removing(_ offsets: IndexSet, from collection: Data) -> Data {
        func removed<R: RangeReplaceableCollection>(_ elements: R) -> R {
            var elements = elements
            for offset in offsets.reversed() { elements.remove(at: elements.index(elements.startIndex, offsetBy: offset)) }
            return elements
        }
        guard let removable = collection as? any RangeReplaceableCollection, let result = removed(removable) as? Data else {
            return collection
        }
        return result
    }
}

extension EditActions {
    public static var all: EditActions { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
    public static var delete: EditActions { EditActions(rawValue: deleteBit) }
    public static var all: EditActions { .delete }
}

extension EditActions where Data: MutableCollection {
    public static var move: EditActions { EditActions(rawValue: moveBit) }
    public static var all: EditActions { .move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    public static var all: EditActions { [.move, .delete] }
}
