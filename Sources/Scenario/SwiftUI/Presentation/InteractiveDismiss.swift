// InteractiveDismiss: `.interactiveDismissDisabled(_:)` inside a presentation's
// content. On a device it stops the swipe that would dismiss a sheet (Apple:
// "Conditionally prevents interactive dismissal of presentations like popovers,
// sheets, and inspectors"); the app's own buttons and `\.dismiss` still end it.
// `Redraw.dismiss()` is that swipe, so it refuses such a presentation, as a tap
// on a disabled button is refused.
//
// Invariants:
// - A mark, not a control: it reads nothing and changes no count.
// - Only `true` marks; the innermost presentation holding the mark is the one
//   it disables (ActionLookup's `isOnTop`).

public struct _InteractiveDismissDisabled<Content: View>: _PrimitiveView {
    let content: Content
    let disabled: Bool
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.expand(view.content)
        guard view.disabled else { return }
        builder.appendTarget(.dismissDisabled, ".interactiveDismissDisabled", labels: [], .run {})
    }
}

extension View {
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _InteractiveDismissDisabled(content: self, disabled: isDisabled)
    }
}

extension ViewGraph {
    /// The presentations a swipe dismisses, by the names their nodes are counted under.
    static let swipeDismissed: Set<String> = ["Sheet", "FullScreenCover", "Popover"]

    /// Why `Redraw.dismiss()` cannot end the topmost presentation (inside `scope`), or nil: its
    /// content is marked `.interactiveDismissDisabled(true)`.
    public func _dismissRefusal(in scope: Any.Type?) -> String? {
        let presentations = targetsWithNodes(.dismiss).filter { scope.map($0.node.isInside) ?? true }
        // A pushed screen's back swipe is no presentation's dismissal: the mark does not stop it.
        guard let top = presentations.last, Self.swipeDismissed.contains(top.node.typeName) else { return nil }
        let marked = targetsWithNodes(.dismissDisabled).contains { mark in
            // The mark's innermost presentation is `top` (not one presented from inside it).
            isOnTop(mark.node, at: mark.target.path, of: top)
                && !presentations.contains { other in other.node !== top.node && other.node.isBelow(top.node)
                    && isOnTop(mark.node, at: mark.target.path, of: other) }
        }
        guard marked else { return nil }
        return "the \(top.node.typeName) in \(top.node.parent.map { $0.viewPath() } ?? "Redraw.root") has "
            + "`.interactiveDismissDisabled(true)` in its content: a swipe cannot dismiss it on a device. Tap its own "
            + "button (Cancel, Done), or write its binding in a step"
    }
}
