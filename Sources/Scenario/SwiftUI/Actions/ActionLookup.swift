// ActionLookup: finds the one target a UI action means, in the live tree, by
// the words a user sees on it — or says why it cannot, listing what could be
// meant with where each one is.
//
// Invariants:
// - Targets are searched in tree order (the order a user reads the screen).
// - Exactly one target must match after the `in:` and `index:` narrowing;
//   none or several is an error, never a guess. One exception, not a guess:
//   a control inside another's label (a `Button` in a `Button`'s label view)
//   is what a tap on its own words hits, as on iOS, so without `index:` the
//   innermost of such nested matches is the one meant.

public struct _ActionLookupError: Error {
    public let message: String
}

/// Which one of several found things an action means.
enum Pick<T> {
    case chosen(T)
    /// `index:` was given and is past the end.
    case outOfRange
    case none
    case several

    /// The `index`-th of `found` (0-based, tree order) when an index is given, else the only one.
    init(_ found: [T], index: Int?) {
        if let index { self = found.indices.contains(index) ? .chosen(found[index]) : .outOfRange }
        else { self = found.count == 1 ? .chosen(found[0]) : (found.isEmpty ? .none : .several) }
    }
}

extension ViewGraph {
    static func trimmed(_ words: String) -> Substring {
        let start = words.firstIndex { !$0.isWhitespace } ?? words.endIndex
        let end = words.lastIndex { !$0.isWhitespace }.map { words.index(after: $0) } ?? start
        return words[start..<max(start, end)]
    }

    /// The target of `kind` named `label` (any name when nil), held inside a view of type
    /// `scope` when given; the `index`-th match (0-based) when given.
    /// `accepts`: among several controls with the label, the ones the action can act on (a picker
    /// that has the option asked for, when two pickers show no label).
    public func _target(_ kind: _ActionTarget.Kind, label: String?, in scope: Any.Type?, index: Int?,
                        accepts: ((_ActionTarget) -> Bool)? = nil) -> Result<_ActionTarget, _ActionLookupError>
    {
        let ofKind = targetsWithNodes(kind)
        let inScope = scope.map { type in ofKind.filter { isInScope($0, type) } } ?? ofKind
        // "" is the label of a control that shows none (`Slider(value:in:)`), as the listing below prints it.
        // Spaces at either end are not seen on the screen (`Text("\(first) \(last) ")`): when no
        // label is the same as written, one that is the same without them matches.
        let labelled = label.map { label in
            let exact = inScope.filter {
                let words = labelWords(of: $0.target, in: $0.node)
                // A control that shows no words is "" as well as its kind (`Slider`, `TextField`,
                // `Stepper("", value:)`): either names it (a gesture, "" alone).
                let control = $0.target.control
                return words.contains(label) || ((label.isEmpty || (label == control && !control.hasPrefix(".")))
                    && (words.isEmpty || words == [control]))
            }
            let seen = Self.trimmed(label)
            guard exact.isEmpty, !seen.isEmpty else { return exact }
            return inScope.filter { labelWords(of: $0.target, in: $0.node).contains { Self.trimmed($0) == seen } }
        } ?? inScope
        var matches = labelled
        if index == nil, matches.count > 1, let accepts {
            let acceptable = matches.filter { accepts($0.target) }
            if !acceptable.isEmpty { matches = acceptable }
        }
        // Of several, those on the topmost presentation (a sheet, a pushed screen): it covers the
        // screen below, whose controls a finger cannot reach. The presentation's node holds its
        // content at or under the dismissal's place: a path stack holds all its screens, and the
        // top one is where its dismissal is.
        if index == nil, matches.count > 1, kind != .dismiss, let top = topmostPresentation() {
            let onTop = matches.filter { isOnTop($0.node, at: $0.target.path, of: top) }
            if !onTop.isEmpty { matches = onTop }
        }
        // The innermost of nested targets, with `index:` too: an `.onTapGesture` on a row's stack has
        // the row's button in its label, and `index: 2` counted the gestures among the buttons (a
        // tester's third row's info button tapped a gesture, silently).
        let chosen = matches.count > 1 ? innermost(matches) : matches
        // What `index:` counts: the labelled targets, innermost of nested ones, with no other
        // narrowing (an index skips the presentation and `accepts` filters). Each listed candidate
        // is shown with its index, so that two alike ("Button \"Counter2++\" at Example7", twice:
        // trial AY-6) can be told apart and picked.
        let indexable = labelled.count > 1 ? innermost(labelled) : labelled
        let what = Self.describe(kind)
        let named = label.map { " labelled \"\($0)\"" } ?? ""
        let scoped = scope.map { " inside `\(_typeName($0, qualified: false))`" } ?? ""
        switch Pick(chosen, index: index) {
        case .chosen(let match):
            if match.target.isDisabled(in: match.node) {
                return .failure(_ActionLookupError(message: "the \(match.target.control)\(match.target.name.isEmpty ? "" : " \"\(match.target.name)\"")"
                    + "\(scoped) is disabled at this step (`.disabled(true)` on it or on a view above it): SwiftUI ignores "
                    + "a user's action on it; act on it once it is enabled"))
            }
            lastTargetHolder = match.node
            return .success(match.target)
        case .outOfRange where !matches.isEmpty:
            return .failure(_ActionLookupError(message: "index \(index!) of \(matches.count) \(what)\(named)\(scoped) (indices start at 0)"
                                               + listing(matches, indexedIn: indexable, asked: label)))
        case .outOfRange, .none:
            // None at all (an index into nothing says so, not "index 1 of 0"), with why when the scope is not live.
            if let scope, !hasLiveView(scope) {
                return .failure(_ActionLookupError(message: "no \(what)\(named)\(scoped): no `\(_typeName(scope, qualified: false))` "
                                                   + "is live at this step" + (ofKind.isEmpty ? "" : "; the tree has" + listing(ofKind))))
            }
            // A selectable row with these words that `.selectionDisabled(true)` marks (trial BI-9).
            if kind == .tap, let label, let mark = targetsWithNodes(.selectionDisabled).first(where: { mark in
                mark.target.control == "List row" && labelWords(of: mark.target, in: mark.node).contains(label)
                    && (scope.map { isInScope(mark, $0) } ?? true)
            }) {
                return .failure(_ActionLookupError(message: "the list row \"\(label)\"\(scoped) (at \(mark.node.viewPath(then: mark.target.path))) "
                    + "is marked `.selectionDisabled(true)` at this step: SwiftUI does not let the user select it, and it holds no "
                    + "button of its own; act on it once it is enabled"))
            }
            let candidates = inScope.isEmpty ? ofKind : inScope
            let hint = candidates.isEmpty ? ": there is none in the tree at this step" : "; the tree has" + listing(candidates)
            return .failure(_ActionLookupError(message: "no \(what)\(named)\(scoped)\(hint)" + unbuiltRowsNote()))
        case .several:
            return .failure(_ActionLookupError(message: "\(matches.count) controls\(named)\(scoped) can be \(Self.verb(kind)): "
                                               + "narrow it with `in: ViewType.self` or `index:`" + listing(matches, indexedIn: indexable, asked: label)))
        }
    }

    /// The topmost presentation (a sheet, a pushed screen): its dismissal and the node holding it.
    func topmostPresentation() -> (target: _ActionTarget, node: Node)? {
        targetsWithNodes(.dismiss).last.map { ($0.target, $0.node) }
    }

    /// Whether what sits at `path` in `node`'s body is on the `top` presentation. The
    /// presentation's node holds its content at or under the dismissal's place: a path stack
    /// holds all its screens, and the top one is where its dismissal is.
    func isOnTop(_ node: Node, at path: [_IdentityComponent], of top: (target: _ActionTarget, node: Node)) -> Bool {
        var current: Node? = node, below: Node? = nil
        while let at = current, at !== top.node { below = at; current = at.parent }
        guard current != nil else { return false }
        guard let below else { return path.starts(with: top.target.path) }
        return below.place.map { Array($0.components).starts(with: top.target.path) } ?? true
    }

    /// `Redraw.delete(row:)`'s `.onDelete` and the offset to pass it. With `index:`, the
    /// `index`-th `.onDelete` in tree order and `row` counted in its `ForEach` alone. Without it,
    /// `row` counts the rows of one list as the user sees them, down the screen: the elements of
    /// every `.onDelete` `ForEach` in it, in tree order. A `List` grouped by day —
    /// `ForEach(days) { day in Section { ForEach(day.items) {…}.onDelete {…} } }` — has one
    /// `.onDelete` per section, and row 3 is the second section's row 1 when the first has two;
    /// requiring `index:` there (the old rule) made a user count sections to swipe a row.
    /// `.onDelete`s in different lists are still ambiguous: `in:` or `index:` picks one.
    /// A row marked `.deleteDisabled(true)` is refused (`rowEditRefusal`).
    /// With the node that holds the target (what `_swipeOverDelete` looks below).
    public func _deleteTarget(row: Int, in scope: Any.Type?, index: Int?)
        -> Result<(target: _ActionTarget, offset: Int, holder: AnyObject?), _ActionLookupError>
    {
        _rowEditTarget(.delete, row: row, in: scope, index: index).map { ($0.target, $0.offset, lastTargetHolder) }
    }

    /// `Redraw.delete(row:)`'s or `Redraw.move(row:to:)`'s target (`.delete` or `.move`), the row's
    /// offset in its `ForEach`, and the first row of that `ForEach` in the rows counted (0 with
    /// `index:`, which counts in one `ForEach` alone), as `_deleteTarget` says.
    public func _rowEditTarget(_ kind: _ActionTarget.Kind, row: Int, in scope: Any.Type?, index: Int?)
        -> Result<(target: _ActionTarget, offset: Int, first: Int), _ActionLookupError>
    {
        func rowCount(_ target: _ActionTarget) -> (count: Int, group: _RowGroup?)? {
            switch target.perform {
            case .delete(let count, let group, _, _), .move(let count, let group, _, _): return (count, group)
            default: return nil
            }
        }
        func rowOf(_ target: _ActionTarget, _ offset: Int, of total: Int)
            -> Result<(target: _ActionTarget, offset: Int, first: Int), _ActionLookupError>
        {
            guard (0..<total).contains(offset) else {
                return .failure(_ActionLookupError(message: "row \(row) of a list of \(total) rows (rows start at 0)"))
            }
            return .success((target, offset, 0))
        }
        let matches = targetsWithNodes(kind).filter { scope.map($0.node.isInside) ?? true }
        guard index == nil, matches.count > 1, Set(matches.map { list(of: $0.node) }).count == 1 else {
            return _target(kind, label: nil, in: scope, index: index).flatMap { target in
                guard case let (count, group)? = rowCount(target) else { return .failure(_ActionLookupError(message: "not a row edit")) }
                let holder = lastTargetHolder
                return rowOf(target, row, of: count).flatMap { found in
                    if let holder, let refusal = rowEditRefusal(kind, row: row, offset: found.offset, group: group, of: target, holder: holder) {
                        return .failure(refusal)
                    }
                    return .success(found)
                }
            }
        }
        var offset = row, total = 0
        var chosen: (target: _ActionTarget, node: Node, offset: Int, first: Int)?
        for match in matches {
            guard case let (count, _)? = rowCount(match.target) else { continue }
            if chosen == nil, offset >= 0, offset < count { chosen = (match.target, match.node, offset, total) }
            total += count
            offset -= count
        }
        guard let chosen else { return rowOf(matches[0].target, row, of: total) }
        if chosen.target.isDisabled(in: chosen.node) {
            return .failure(_ActionLookupError(message: "the \(chosen.target.control) of row \(row) is disabled at this step (`.disabled(true)` "
                + "on it or on a view above it): SwiftUI ignores a user's action on it; act on it once it is enabled"))
        }
        if let refusal = rowEditRefusal(kind, row: row, offset: chosen.offset, group: rowCount(chosen.target)?.group, of: chosen.target,
                                        holder: chosen.node) {
            return .failure(refusal)
        }
        lastTargetHolder = chosen.node
        return .success((chosen.target, chosen.offset, chosen.first))
    }

    /// Why row `row` (the `offset`-th of the `ForEach` expansion `group`, whose edit target `edit`
    /// `holder` holds) cannot be deleted or moved: a `.deleteDisabled(true)` (`.moveDisabled(true)`)
    /// on it — in the `ForEach`'s closure, or inside the row's own view, whose element SwiftUI
    /// carries it up to (`RowOfMark.swift`) — or one below `holder` whose row is not known, which
    /// could be on it. Nil when nothing refuses it.
    private func rowEditRefusal(_ kind: _ActionTarget.Kind, row: Int, offset: Int, group: _RowGroup?, of edit: _ActionTarget,
                                holder: Node) -> _ActionLookupError? {
        let (modifier, verb) = kind == .move ? (".moveDisabled(true)", "drag") : (".deleteDisabled(true)", "delete")
        for mark in targetsWithNodes(.rowEditsDisabled) {
            guard case .rowEditsDisabled(let r, let g, let delete, let move) = mark.target.perform, kind == .move ? move : delete
            else { continue }
            let place = mark.node.viewPath(then: mark.target.path)
            if let group, g == group, r == offset, mark.node === holder {
                return _ActionLookupError(message: "row \(row) is marked `\(modifier)` at this step (at \(place)): SwiftUI does not "
                    + "let the user \(verb) it; act on it once it is enabled")
            }
            if r < 0 || g == nil, mark.node !== holder, mark.node.isBelow(holder) {
                switch markedRow(mark.node, below: holder, of: edit) {
                case .elsewhere: continue
                case .row(let marked):
                    guard marked.isRow(offset) else { continue }
                    return _ActionLookupError(message: "row \(row) is marked `\(modifier)` at this step (at \(place), in the row's "
                        + "own view, which SwiftUI carries up to the row): SwiftUI does not let the user \(verb) it; act on it once "
                        + "it is enabled")
                case .unplaced: break
                }
                return _ActionLookupError(message: "a `\(modifier)` at \(place) is below the list's rows but in none of "
                    + "the ForEach's elements Redraw can place it in, so Redraw cannot tell which row it marks: put `\(modifier.dropLast(6))(…)` on the row in the ForEach's closure "
                    + "(`ForEach(items) { item in Row(item: item)\(modifier.dropLast(6))(…) }`)")
            }
        }
        return nil
    }

    /// The list a target is in: its nearest lazy container (a `List`, `Form`), or, in an eager
    /// stack, the node whose body holds it.
    private func list(of node: Node) -> ObjectIdentifier {
        var n: Node? = node
        while let current = n {
            if current is _OnScreenReporting { return ObjectIdentifier(current) }
            n = current.parent
        }
        return ObjectIdentifier(node)
    }

    /// `Redraw.delete(row:)` in a list without `.onDelete`: the destructive `.swipeActions` button of
    /// row `row`, counted down the list across its `ForEach`es as `.onDelete` rows are (a `List`
    /// of `Section`s), when every such button on screen is in one list; nil when none is numbered
    /// (declared in a row view's own body) or they are in several lists, which the caller tells
    /// apart with `index:`. Only the rows built have buttons: a `ForEach` none of whose rows is on
    /// screen adds no rows to the count (scroll to the row first).
    public func _swipeTarget(row: Int, in scope: Any.Type?) -> Result<_ActionTarget, _ActionLookupError>? {
        let numbered = targetsWithNodes(.swipeDelete).filter { match in
            guard scope.map(match.node.isInside) ?? true, case .swipe(let r, let group?, _, _) = match.target.perform else { return false }
            return r >= 0 && group.count > 0
        }
        guard let first = numbered.first, numbered.allSatisfy({ list(of: $0.node) == list(of: first.node) }) else { return nil }
        var base: [_RowGroup: Int] = [:], total = 0
        for match in numbered {
            guard case .swipe(_, let group?, _, _) = match.target.perform, base[group] == nil else { continue }
            base[group] = total
            total += group.count
        }
        for match in numbered {
            guard case .swipe(let r, let group?, _, _) = match.target.perform, base[group]! + r == row else { continue }
            if match.target.isDisabled(in: match.node) {
                return .failure(Self.swipeButtonDisabled(row: row))
            }
            return .success(match.target)
        }
        let shown = numbered.compactMap { match -> Int? in
            guard case .swipe(let r, let group?, _, _) = match.target.perform else { return nil }
            return base[group]! + r
        }
        return .failure(_ActionLookupError(message: "row \(row) of the list has no destructive .swipeActions button on screen "
            + "(rows count down the list across its ForEach's, from 0; those on screen with one: "
            + "\(shown.map(String.init).joined(separator: ", "))): scroll to it first, or `index:` counts the row in one ForEach alone"))
    }

    /// Whether a target is inside a view of `type`: its node is, or what it modifies is one (an
    /// `.onTapGesture` a parent puts on `CardView(…)`: the gesture is the parent's, on a CardView —
    /// a tester's `in: CardView.self` found nothing).
    private func isInScope(_ match: (target: _ActionTarget, node: Node), _ type: Any.Type) -> Bool {
        if match.node.isInside(type) { return true }
        guard Self.gestureControls.contains(match.target.control) else { return false }
        return labelNodes(of: match.target, in: match.node).contains { $0.viewType.map { $0 == type } ?? false }
    }

    /// The modifiers whose targets are the view they modify (found by its words and its type).
    static let gestureControls: Set<String> = [".onTapGesture", ".gesture", ".simultaneousGesture", ".highPriorityGesture",
                                               ".onLongPressGesture"]

    /// `matches` without those that hold another of them in their label: the innermost, which is
    /// what a tap on the shared words hits. Unchanged when none is nested in another's label.
    private func innermost(_ matches: [(target: _ActionTarget, node: Node)]) -> [(target: _ActionTarget, node: Node)] {
        func isInLabel(_ inner: (target: _ActionTarget, node: Node), of outer: (target: _ActionTarget, node: Node)) -> Bool {
            if inner.node === outer.node {
                return inner.target.path.count > outer.target.path.count && inner.target.path.starts(with: outer.target.path)
            }
            // A target of the parent's body inside a link's label (an `.onTapGesture` on a view in a
            // `NavigationLink`'s label: the label sits beside the link's node, in its parent's body).
            if inner.node === outer.node.parent, let labelPath = linkLabelPath(of: outer.target, in: outer.node) {
                return inner.target.path.starts(with: labelPath) && !inner.target.path.dropFirst(labelPath.count).contains(.presentation)
            }
            let label = labelNodes(of: outer.target, in: outer.node)
            var current: Node? = inner.node
            while let node = current, node !== outer.node {
                if label.contains(where: { $0 === node }) { return true }
                current = node.parent
            }
            return false
        }
        let kept = matches.filter { outer in !matches.contains { inner in isInLabel(inner, of: outer) } }
        return kept.isEmpty ? matches : kept
    }

    /// Every target of `kind` inside a view of type `scope` (all when nil), in tree order.
    public func _targets(_ kind: _ActionTarget.Kind, in scope: Any.Type?) -> [_ActionTarget] {
        targetsWithNodes(kind).filter { scope.map($0.node.isInside) ?? true }.map(\.target)
    }

    /// Every target of `kind` with the node that holds it, in tree order.
    func targetsWithNodes(_ kind: _ActionTarget.Kind) -> [(target: _ActionTarget, node: Node)] {
        var found: [(target: _ActionTarget, node: Node)] = []
        forEachLiveNodeIncludingRoot { node in
            for target in node.actionTargets where target.kind == kind { found.append((target, node)) }
        }
        return found
    }

    static func describe(_ kind: _ActionTarget.Kind) -> String {
        switch kind {
        case .tap: return "Button, NavigationLink, DisclosureGroup, list row, tab item, .onTapGesture or TapGesture"
        case .type: return "TextField, SecureField or TextEditor"
        case .toggle: return "Toggle"
        case .select: return "Picker"
        case .adjust: return "Stepper or Slider"
        case .delete: return "ForEach with .onDelete"
        case .submit: return ".onSubmit around a field, or a TextField with onCommit:"
        case .dismiss: return "presented sheet"
        case .swipeDelete: return "destructive .swipeActions button"
        case .swipeActionsMark: return "row with .swipeActions"
        case .refresh: return "view with .refreshable"
        case .move: return "ForEach with .onMove"
        case .rowEditsDisabled: return "row marked .deleteDisabled or .moveDisabled"
        case .dismissDisabled: return "presentation marked .interactiveDismissDisabled"
        case .selectionDisabled: return "row marked .selectionDisabled"
        case .drag: return "view with a DragGesture (.gesture, .simultaneousGesture, .highPriorityGesture)"
        case .longPress: return "view with a LongPressGesture or .onLongPressGesture"
        }
    }

    static func verb(_ kind: _ActionTarget.Kind) -> String {
        switch kind {
        case .tap: return "tapped"
        case .type: return "typed into"
        case .toggle: return "toggled"
        case .select: return "picked from"
        case .adjust: return "adjusted"
        case .delete: return "deleted from"
        case .submit: return "submitted"
        case .dismiss: return "dismissed"
        case .swipeDelete: return "swiped away"
        case .refresh: return "pulled to refresh"
        case .move: return "moved in"
        case .drag: return "dragged"
        case .longPress: return "long-pressed"
        case .rowEditsDisabled, .dismissDisabled, .selectionDisabled, .swipeActionsMark: return "marked"
        }
    }

    /// `indexedIn`: the targets `index:` counts for the action that failed; a listed target among
    /// them ends with its `index: N` (one outside them — the outer of two nested — is reached by
    /// no index and has none).
    /// `asked`: the label the action looked for, shown for a target that has it among its words
    /// (an `.onSubmit` around two fields was listed by the other's title: trial BG-2).
    func listing(_ found: [(target: _ActionTarget, node: Node)],
                 indexedIn indexable: [(target: _ActionTarget, node: Node)]? = nil, asked: String? = nil) -> String {
        // Each indexable target once: two alike at one place (two `.onSubmit`s around one field)
        // are told apart by their order, not both given the first one's index.
        var given = Set<Int>()
        // A target that shows no words (`Circle().onTapGesture { … }`) is found by `""` with `in:` and `index:`.
        let shown = found.prefix(12).map { item -> String in
            // A control is named by its kind too (`"Stepper"`); a gesture (`.onTapGesture`) by "" alone.
            let control = item.target.control
            let all = labelWords(of: item.target, in: item.node)
            let words = (asked.flatMap { all.contains($0) ? $0 : nil } ?? all.first).map { "\"\($0)\"" }
                ?? (control.hasPrefix(".") ? "(no words: name it \"\")" : "(no words: name it \"\" or \"\(control)\")")
            let index = indexable?.indices.first { position in
                let other = indexable![position]
                return !given.contains(position) && other.node === item.node && other.target.path == item.target.path
                    && other.target.control == item.target.control && other.target.labels == item.target.labels
            }
            if let index { given.insert(index) }
            return "\n  \(item.target.control) \(words) at \(item.node.viewPath(then: item.target.path))"
                + (index.map { ", index: \($0)" } ?? "")
        }
        let more = found.count > 12 ? "\n  … and \(found.count - 12) more" : ""
        return ":" + shown.joined() + more
    }

    /// Lazy containers with rows not built, which a control looked for may be in (a board of small
    /// cells fits more rows on a phone than the viewport's 17: trial BH-4); empty when none.
    func unbuiltRowsNote() -> String {
        var lazy: [String] = []
        forEachLiveNode { node in
            if let container = node as? _OnScreenReporting, container.hasUnbuiltRows { lazy.append(container.onScreenDescription) }
        }
        guard !lazy.isEmpty else { return "" }
        return "\n  not built, so not looked in: " + lazy.prefix(3).joined(separator: "; ") + (lazy.count > 3 ? " and \(lazy.count - 3) more" : "")
            + "\n  (a row off the viewport has no views: `Redraw.scroll(to:)` brings it on screen, `Redraw.viewport(rows:)` shows "
            + "more rows at once — a screen of small cells fits more than \(viewport.rows))"
    }

    /// Whether a view of `type` is live.
    func hasLiveView(_ type: Any.Type) -> Bool {
        var found = false
        forEachLiveNode { if !found, let v = $0.viewType, v == type { found = true } }
        return found
    }

    func forEachLiveNodeIncludingRoot(_ body: (Node) -> Void) {
        guard let root else { return }
        body(root)
        forEachLiveNode(body)
    }
}

extension Node {
    /// `ancestor` is this node's parent, or its parent's, and so on.
    func isBelow(_ ancestor: Node) -> Bool {
        var node = parent
        while let n = node {
            if n === ancestor { return true }
            node = n.parent
        }
        return false
    }

    /// This node or an ancestor is a view of `type`.
    func isInside(_ type: Any.Type) -> Bool {
        var node: Node? = self
        while let n = node {
            if let v = n.viewType, v == type { return true }
            node = n.parent
        }
        return false
    }

    /// Where this node is, for a person: its user-view ancestors with their `ForEach` ids and
    /// `.id(_:)`s, then the ids inside its own body that lead to `path`.
    func viewPath(then path: [_IdentityComponent] = []) -> String {
        var parts: [String] = []
        var node: Node? = self
        while let n = node, n.parent != nil {
            parts.append(n.typeName + (n.place.map { Self.ids($0.components) } ?? ""))
            node = n.parent
        }
        let chain = parts.reversed().joined(separator: " › ")
        return (chain.isEmpty ? "Redraw.root" : chain) + Self.inner(path)
    }

    /// The ids inside a body that lead to a target: a `ForEach`'s element is a row (` › row[3]`),
    /// an `.id(_:)` is itself (` › .id(956E…)`: a toolbar button's was shown as a row).
    private static func inner(_ path: [_IdentityComponent]) -> String {
        var out = "", rowIDs = ""
        for component in path {
            guard let text = component.shownIDText else { continue }
            if case .explicit = component {
                if !rowIDs.isEmpty { out += " › row" + rowIDs; rowIDs = "" }
                out += " › .id(\(text))"
            } else {
                rowIDs += "[\(text)]"
            }
        }
        return rowIDs.isEmpty ? out : out + " › row" + rowIDs
    }

    private static func ids<Path: Collection<_IdentityComponent>>(_ path: Path) -> String {
        path.compactMap { $0.shownIDText.map { "[\($0)]" } }.joined()
    }
}
