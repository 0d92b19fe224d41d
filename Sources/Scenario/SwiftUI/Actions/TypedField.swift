// TypedField: a text field shows what the user typed into it, whether or not
// its node re-runs — on a device the platform's field holds the text — so the
// field's reads of what the typing wrote are brought up to date, and it is no
// stale view for them (a field bound to a property nothing observes was
// called stale at every character, "its screen shows the old value").
//
// Invariants:
// - Only the field typed into, and only the reads whose value the typing
//   changed: another field bound to the same property, or the field's read of
//   a value a later write changes, stays stale as it would on a device.
// - Counting passes only (versions are kept there); changes no count but
//   the stale views.

extension ViewGraph {
    /// Runs `typing` (the write through the field's binding) for `target`, the field the last
    /// lookup found, and marks what it wrote as shown by the field's node.
    public func _typing(into target: _ActionTarget, _ typing: () -> Void) {
        guard target.kind == .type, let holder = lastTargetHolder, let field = fieldNode(of: target, in: holder) else {
            return typing()
        }
        let before = field.reads.map { versions[$0.place] ?? 0 }
        typing()
        for index in field.reads.indices where index < before.count {
            let now = versions[field.reads[index].place] ?? 0
            if now != before[index], field.reads[index].version == before[index] { field.reads[index].version = now }
        }
    }

    /// The field's control node: the holder's child at the target's place, below its
    /// `.index(0)` (Controls.swift appends the control there).
    private func fieldNode(of target: _ActionTarget, in holder: Node) -> Node? {
        let path = target.path + [.index(0)]
        return holder.children.first { child in child.place.map { Array($0.components) == path } ?? false }
    }
}
