// `.navigationDestination(isPresented:)` and `.navigationDestination(item:)`:
// a screen pushed while its binding says so, popped by setting it back.
//
// For invalidation it is a presentation like a sheet (Sheets.swift): the
// binding is read by a node of its own ("NavigationDestination", counted with
// the controls), so presenting runs that node and the destination's bodies,
// not the body that declared the modifier; `\.dismiss` and `Redraw.dismiss()`
// set the binding back. The `isPresented:` form takes its destination as a
// non-escaping closure, as SwiftUI's does: the destination view is made by the
// declaring body each time it runs (its initialiser's reads are that body's),
// and only its body waits until it is shown.

struct _ValueItemPresenter<Item: Hashable, Content: View>: _Presenter {
    let name: String
    let item: Binding<Item?>
    let content: (Item) -> Content
    var onDismiss: (() -> Void)? { nil }
    var opensScreen: Bool { true }
    var pushesScreen: Bool { true }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        guard let shown = item.wrappedValue else { return false }
        let binding = item
        let dismiss = node.dismissAction { binding.wrappedValue = nil }
        // Another value is another screen: its content is built anew.
        builder.withComponent(.id(of: shown)) { builder in
            builder.withEnvironment({ $0.dismiss = dismiss }) { $0.expand(content(shown)) }
        }
        builder.appendTarget(.dismiss, name, labels: [], .run(dismiss.callAsFunction))
        return true
    }
}

extension View {
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let screen = destination()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "NavigationDestination", isPresented: isPresented,
                                                                     onDismiss: nil, content: { screen }))
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _Presenting(content: self, presenter: _ValueItemPresenter(name: "NavigationDestination", item: item, content: destination))
    }
}
