// Sheets, full-screen covers and popovers: presented while their binding
// says so (`isPresented` true, `item` non-nil). The binding is read by the
// presentation's own node; its content is built only while presented, with
// `\.dismiss` setting the binding back, and the presented screen's own edit
// mode (SystemEditMode.swift). `onDismiss` runs when it ends.

/// A sheet, cover or popover has a colour scheme of its own; an alert's buttons and a pushed
/// screen are their window's (both presenters here serve all of them, by name).
private func presentationOwnsColorScheme(_ name: String) -> Bool {
    name == "Sheet" || name == "FullScreenCover" || name == "Popover"
}

struct _SheetPresenter<Content: View>: _Presenter {
    let name: String
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content
    var opensScreen: Bool { true }
    /// `navigationDestination(isPresented:)` pushes; a sheet, cover or popover covers nothing here.
    var pushesScreen: Bool { name == "NavigationDestination" }
    var ownsColorScheme: Bool { presentationOwnsColorScheme(name) }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        guard isPresented.wrappedValue else { return false }
        let binding = isPresented
        let dismiss = node.dismissAction { binding.wrappedValue = false }
        builder.withEnvironment(node.presentedEnvironment(dismiss: dismiss)) { $0.expand(content()) }
        builder.appendTarget(.dismiss, name, labels: [], .run(dismiss.callAsFunction))
        return true
    }
}

struct _ItemSheetPresenter<Item: Identifiable, Content: View>: _Presenter {
    let name: String
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content
    var opensScreen: Bool { true }
    var ownsColorScheme: Bool { presentationOwnsColorScheme(name) }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        guard let shown = item.wrappedValue else { return false }
        let binding = item
        let dismiss = node.dismissAction { binding.wrappedValue = nil }
        // Another item is another sheet: its content is built anew.
        builder.withComponent(.id(of: shown.id)) { builder in
            builder.withEnvironment(node.presentedEnvironment(dismiss: dismiss)) { $0.expand(content(shown)) }
        }
        builder.appendTarget(.dismiss, name, labels: [], .run(dismiss.callAsFunction))
        return true
    }
}

/// The view a presentation modifier is applied to, and the presentation beside it.
public struct _Presenting<Content: View>: _PrimitiveView {
    let content: Content
    let appendPresentation: (inout _ChildBuilder) -> Void

    init<P: _Presenter>(content: Content, presenter: P) {
        self.content = content
        appendPresentation = { $0.appendPresentation(presenter) }
    }

    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.expand(view.content)
        builder.withComponent(.presentation, view.appendPresentation)
    }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, presenter: _SheetPresenter(name: "Sheet", isPresented: isPresented, onDismiss: onDismiss,
                                                              content: content))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _Presenting(content: self, presenter: _ItemSheetPresenter(name: "Sheet", item: item, onDismiss: onDismiss, content: content))
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, presenter: _SheetPresenter(name: "FullScreenCover", isPresented: isPresented,
                                                              onDismiss: onDismiss, content: content))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _Presenting(content: self, presenter: _ItemSheetPresenter(name: "FullScreenCover", item: item, onDismiss: onDismiss,
                                                                  content: content))
    }

    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, presenter: _SheetPresenter(name: "Popover", isPresented: isPresented, onDismiss: nil,
                                                              content: content))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _Presenting(content: self, presenter: _ItemSheetPresenter(name: "Popover", item: item, onDismiss: nil, content: content))
    }
}

/// Where a popover points: inert (nothing is drawn).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension PresentationNode {
    /// What a sheet's, cover's or popover's content sees: `\.dismiss` ending it, its own edit
    /// mode, and the colour scheme its content prefers, if any (PreferredColorScheme.swift). The
    /// graph and the node's identifier are held, not the node: a weak reference made a side table
    /// per presented node (an allocation more per sheet), and the graph outlives every node.
    func presentedEnvironment(dismiss: DismissAction) -> (inout EnvironmentValues) -> Void {
        let editMode = self.editMode
        let id = ObjectIdentifier(self)
        unowned let graph = self.graph
        return {
            $0.dismiss = dismiss
            $0.installEditMode(editMode)
            if let scheme = graph.presentationScheme(of: id) { $0.colorScheme = scheme }
        }
    }
}
