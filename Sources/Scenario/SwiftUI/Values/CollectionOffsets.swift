// SwiftUI's collection helpers for `.onDelete` and `.onMove`, which apps call
// from those closures: remove or move the elements at a set of offsets.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, keeping the order of the others.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let at = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moved, at: at)
    }
}
