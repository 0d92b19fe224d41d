// PreferenceFlow: how preference values go up the live tree, and when an
// `onPreferenceChange` action runs.
//
// Invariants:
// - A body's marks are in the order their modifiers were reached, outer
//   before inner; a mark spans the children `childStart..<childEnd` and the
//   marks `index+1..<markEnd` its content added. A node's children are its
//   latest descriptions, in order, so the indices are valid until it re-runs.
// - The value a subtree gives a key: its parts in tree order, children and
//   marks alike; a part that sets nothing adds nothing, the first one that
//   sets something is the start, each next one goes through `reduce`. A
//   `.preference` replaces its content's value; a `.transformPreference`
//   changes it (the default if the content sets none); an observer passes
//   it on. A built-in node (control, presentation, lazy container) passes on
//   its children's values.
// - After each render pass of a frame (the first and those that follow
//   callbacks), every observer compares the value its content gives with the
//   one it last saw; a different one (by `==`) queues its action as a
//   lifecycle callback, so its writes render in a further pass of the same
//   frame. An observer first seen in a pass takes the value its content
//   gives then: if some view below sets the key, its action runs once with
//   that value, even one equal to the default; if none does, it keeps the
//   default and runs nothing.
// - An `.anchorPreference` sets its key as `.preference` does, its transform
//   called as values go up (after the pass, as SwiftUI calls it after layout),
//   so what it reads is no body's read.
// - A reader (`.overlayPreferenceValue`, `.backgroundPreferenceValue`) is an
//   observer whose action is its own node: the child its modifier appends
//   right after the content's (`childEnd`). After each pass, a value it has
//   not shown (by its value's field rules, as a view's input) — its first one
//   included, the default if nothing below sets the key — is kept by the
//   holder and the reader node invalidated, in a further pass of the same
//   frame; the node builds the transform's view from the value kept.
//
// Evidence for the first value: Apple documents only that the action runs
// "when the value for `key` changes"
// (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)).
// OpenSwiftUI's reconstruction of SwiftUI's binder
// (https://github.com/OpenSwiftUIProject/OpenSwiftUI, file
// Sources/OpenSwiftUICore/Data/Preference/PreferenceActionModifier.swift)
// starts with no last value and, since the 6.1 semantics, runs the action for
// the first value it gets; it makes the binder only when the content has an
// output for the key, i.e. something below writes it. Siblings that write
// nothing are left out of the reduction there too (PreferenceCombiner.swift,
// same folder), but a dynamic container (an `if`, a `ForEach`) whose writer is
// absent gives the default instead, which Redraw does not model (README,
// Known limits).

/// A preference key with its type erased: its identity, default and reducer.
struct PreferenceKeyInfo {
    let id: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (inout Any, Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(K.self)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            var typed = value as! K.Value
            K.reduce(value: &typed) { next as! K.Value }
            value = typed
        }
    }
}

struct PreferenceMark {
    enum Kind {
        case write(PreferenceKeyInfo, Any)
        case transform(PreferenceKeyInfo, (inout Any) -> Void)
        case observe(PreferenceKeyInfo, equals: (Any, Any) -> Bool, action: (Any) -> Void)
        /// `.anchorPreference`: the value made as values go up.
        case compute(PreferenceKeyInfo, () -> Any)
        /// A preference reader; its node is the holder's child at `childEnd`.
        case read(PreferenceKeyInfo, equals: (Any, Any) -> Bool)
    }

    let kind: Kind
    let childStart: Int
    var childEnd: Int
    var markEnd: Int
    /// Where the modifier sits in the body: an observer's last value is kept by it.
    let key: LifecycleKey
}

extension _ChildBuilder {
    mutating func withPreferenceMark(_ kind: PreferenceMark.Kind, _ content: (inout _ChildBuilder) -> Void) {
        let index = preferenceMarks.count
        let ordinal = preferenceMarks.last.map { $0.key.path == path ? $0.key.ordinal + 1 : 0 } ?? 0
        preferenceMarks.append(PreferenceMark(kind: kind, childStart: children.count, childEnd: children.count,
                                              markEnd: index + 1, key: LifecycleKey(path: path, ordinal: ordinal)))
        content(&self)
        preferenceMarks[index].childEnd = children.count
        preferenceMarks[index].markEnd = preferenceMarks.count
    }
}

extension ViewGraph {
    /// `node` took a new body: it is an observer's holder while some mark of it observes.
    func preferenceMarksChanged(_ node: Node) {
        let observes = node.preferenceMarks.contains {
            switch $0.kind {
            case .observe, .read: true
            default: false
            }
        }
        if observes { preferenceObservers[ObjectIdentifier(node)] = node }
        else if preferenceObservers.removeValue(forKey: ObjectIdentifier(node)) != nil { node.preferencesSeen = [:] }
    }

    /// After a render pass: queues the action of every observer whose value changed.
    func queuePreferenceChanges() {
        queueColorSchemeChanges()
        guard !preferenceObservers.isEmpty else { return }
        let holders = inTreeOrder(preferenceObservers.values.filter(\.isAlive))
        for node in holders {
            var seen: [LifecycleKey: Any] = [:]
            for (index, mark) in node.preferenceMarks.enumerated() {
                if case .read(let info, let equals) = mark.kind {
                    let now = preferenceValue(info, in: node, marks: index + 1..<mark.markEnd,
                                              children: mark.childStart..<mark.childEnd) ?? info.defaultValue()
                    seen[mark.key] = now
                    if let before = node.preferencesSeen[mark.key], equals(before, now) { continue }
                    guard mark.childEnd < node.children.count else { continue }
                    let reader = node.children[mark.childEnd], holder = node.typeName
                    lifecycleQueue.append(LifecycleCall("preference value", of: node) { [weak reader] in
                        guard let reader else { return }
                        reader.graph.invalidate(reader, cause: .parent(holder))
                    })
                    continue
                }
                guard case .observe(let info, let equals, let action) = mark.kind else { continue }
                let value = preferenceValue(info, in: node, marks: index + 1..<mark.markEnd,
                                            children: mark.childStart..<mark.childEnd)
                if let before = node.preferencesSeen[mark.key] {
                    let now = value ?? info.defaultValue()
                    seen[mark.key] = now
                    if !equals(before, now) { lifecycleQueue.append(LifecycleCall("onPreferenceChange", of: node) { action(now) }) }
                } else if let value {
                    seen[mark.key] = value
                    lifecycleQueue.append(LifecycleCall("onPreferenceChange (first value)", of: node) { action(value) })
                } else {
                    seen[mark.key] = info.defaultValue()
                }
            }
            node.preferencesSeen = seen
        }
    }

    /// What the part of `node`'s latest body made of `marks` and `children` gives `info`'s key;
    /// nil when nothing in it sets the key.
    func preferenceValue(_ info: PreferenceKeyInfo, in node: Node, marks: Range<Int>, children: Range<Int>) -> Any? {
        var result: Any?
        func add(_ value: Any?) {
            guard let value else { return }
            if result == nil { result = value } else { info.reduce(&result!, value) }
        }
        var child = children.lowerBound
        var markIndex = marks.lowerBound
        let end = min(children.upperBound, node.children.count)
        while markIndex < marks.upperBound || child < end {
            if markIndex < marks.upperBound, node.preferenceMarks[markIndex].childStart <= child || child >= end {
                let mark = node.preferenceMarks[markIndex]
                let inner = preferenceValue(info, in: node, marks: markIndex + 1..<mark.markEnd,
                                            children: mark.childStart..<mark.childEnd)
                switch mark.kind {
                case .write(let key, let value) where key.id == info.id:
                    add(value)
                case .compute(let key, let make) where key.id == info.id:
                    add(make())
                case .transform(let key, let transform) where key.id == info.id:
                    var value = inner ?? info.defaultValue()
                    transform(&value)
                    add(value)
                default:
                    add(inner)
                }
                child = max(child, mark.childEnd)
                markIndex = mark.markEnd
            } else {
                add(preferenceValue(info, of: node.children[child]))
                child += 1
            }
        }
        return result
    }

    /// What `node`'s whole subtree gives `info`'s key.
    private func preferenceValue(_ info: PreferenceKeyInfo, of node: Node) -> Any? {
        // A sheet's preferred scheme is its own presentation's (PreferredColorScheme.swift).
        if info.id == _PreferredColorSchemeKey.info.id, node.ownsColorScheme { return nil }
        return preferenceValue(info, in: node, marks: 0..<node.preferenceMarks.count, children: 0..<node.children.count)
    }
}
