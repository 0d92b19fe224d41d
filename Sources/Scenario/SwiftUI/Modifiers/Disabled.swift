// Disabled: `.disabled(_:)`, which decides what a workload may act on and
// which `\.isEnabled` readers re-run.
//
// Invariants:
// - `.disabled(true)` sets `\.isEnabled` to false for the views below;
//   `.disabled(false)` changes nothing, so an ancestor's `true` stays ("the
//   higher views in a view hierarchy can override the value you set on this
//   view", Apple's documentation of `disabled(_:)`).
// - A control is disabled when a `.disabled(true)` of the body that builds it
//   is around it (`_ChildBuilder.disabledHere`, kept on the target), or when
//   its node's current environment says so (a `.disabled` above the node,
//   read at the action): ActionTarget.isDisabled. SwiftUI ignores a user's
//   action on a disabled control, so the workload's is an error.

extension View {
    public func disabled(_ disabled: Bool) -> some View {
        _Disabled(content: self, disabled: disabled)
    }
}

/// `.disabled(true)`: `\.isEnabled` false below, and the controls this body builds there disabled.
public struct _Disabled<Content: View>: _PrimitiveView {
    let content: Content
    let disabled: Bool
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard view.disabled else { return builder.expand(view.content) }
        builder.disabledHere += 1
        builder.withEnvironment({ $0.isEnabled = false }) { $0.expand(view.content) }
        builder.disabledHere -= 1
    }
}
