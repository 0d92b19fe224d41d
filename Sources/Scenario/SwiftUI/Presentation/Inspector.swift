// Inspector: `.inspector(isPresented:content:)` (iOS 17, macOS 14). Apple's
// documentation: in a regular horizontal size class the inspector is a trailing
// column beside the content; in a compact one (a phone, the default here:
// StandardKeys.swift) it is presented as a sheet (WWDC23 "Inspectors in SwiftUI:
// discover the details"). Either way it exists while its binding says so.
//
// Invariants:
// - A node of its own, "Inspector" (built in, as a sheet's): it reads
//   `isPresented` in its update, so showing or hiding the inspector re-runs it
//   and the content's bodies, not the body that declared it.
// - The content closure is not escaping in Apple's declaration: it runs in the
//   declaring body, every time that body runs, presented or not. The view it
//   makes has its body run only while presented; what its `@State` made while
//   it was never shown is counted as made for nothing (UnbuiltContent.swift).
// - Compact: a sheet's environment (`\.dismiss` hides it, a screen's own edit
//   mode). Regular: a column of the same screen; `\.dismiss` hides it too.

struct _InspectorPresenter<Content: View>: _Presenter {
    let isPresented: Binding<Bool>
    let content: Content
    var name: String { "Inspector" }
    var onDismiss: (() -> Void)? { nil }
    /// A sheet on a phone; on a larger screen a column whose pushes would cover the screen around it
    /// (not modelled apart: nothing here pushes from an inspector's column differently).
    var opensScreen: Bool { true }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        guard isPresented.wrappedValue else { return false }
        let binding = isPresented
        let dismiss = node.dismissAction { binding.wrappedValue = false }
        let content = self.content
        if builder.environment.horizontalSizeClass == .regular {
            builder.withEnvironment({ $0.dismiss = dismiss }) { $0.expand(content) }
        } else {
            let editMode = node.editMode
            builder.withEnvironment({ $0.dismiss = dismiss; $0.installEditMode(editMode) }) { $0.expand(content) }
        }
        builder.appendTarget(.dismiss, name, labels: [], .run(dismiss.callAsFunction))
        return true
    }

    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues, built: BuiltContent) {
        guard !built.content else { return }
        graph.discardedUnbuilt(content)
    }
}

extension View {
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _Presenting(content: self, presenter: _InspectorPresenter(isPresented: isPresented, content: content()))
    }

    public func inspectorColumnWidth(_ width: CGFloat) -> some View { _Inert(self) }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { _Inert(self) }
}
