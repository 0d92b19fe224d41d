// EditActions (iOS 16): the edits a `ForEach` or `List` over a binding offers on the bound
// collection — `ForEach($items, editActions: .all)`. A swipe to delete removes the rows'
// elements through the binding, so `Redraw.delete(row:)` reaches it as it reaches an `.onDelete`;
// moving (drag to reorder) is not driven by any UI action here, so `.move` is held and unused.
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
