// PreferredColorScheme: `.preferredColorScheme(_:)` sets the colour scheme of
// the presentation it is in — the window, or a sheet, cover or popover — and
// every view there that reads `\.colorScheme` sees it. Apple: "set a preferred
// color scheme for the nearest enclosing presentation, like a popover, a sheet,
// or a window. The value that you set overrides the user's Dark Mode selection
// for that presentation"
// (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)).
//
// As SwiftUI does it, a preference goes up and an environment value comes
// down: the modifier sets a preference key; after a render pass, each
// presentation whose content now gives another value gets it as its
// `\.colorScheme` (nil or none: the system's, light here), and in a further
// pass of the same frame the views in it that read `\.colorScheme` re-run, as
// below an ancestor's `.environment(\.colorScheme, …)` — its other views do
// not. So a scheme preferred from the start re-runs its readers once more in
// the initial render: whether a device applies it before its first frame is
// not documented (README, "What decides a count").
//
// Invariants:
// - A presentation's value is its content's, in tree order: the first view
//   that prefers a scheme (a non-nil value) wins. A sheet's content does not
//   give the window a value; the sheet inherits the window's unless it
//   prefers one of its own.
// - Nothing is walked after a pass, and no presentation is kept, unless a
//   `.preferredColorScheme` was made in this run (`ViewGraph.prefersColorSchemes`).

import RedrawResults

/// The preference `.preferredColorScheme` writes: the first non-nil value of its content.
struct _PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }

    static let info = PreferenceKeyInfo(_PreferredColorSchemeKey.self)
}

public struct _PreferredColorSchemeModifier<Content: View>: _PrimitiveView {
    let content: Content
    let scheme: ColorScheme?

    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        ViewGraph.evaluating?.graph.startPreferringColorSchemes()
        // nil is no preference: it sets nothing, so a scheme preferred inside still counts (a
        // `.write` replaces what its content gives).
        guard let scheme = view.scheme else { return builder.expand(view.content) }
        builder.withPreferenceMark(.write(_PreferredColorSchemeKey.info, scheme as ColorScheme?)) { $0.expand(view.content) }
    }
}

extension View {
    /// Sets the colour scheme of the presentation this view is in (nil: no preference).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _PreferredColorSchemeModifier(content: self, scheme: colorScheme)
    }
}

extension ViewGraph {
    /// After a render pass: each presentation whose content now prefers another scheme takes it
    /// in a further pass of the frame. The window, then the sheets, covers and popovers presented
    /// now (kept only in a run that prefers a scheme: `registerPresentation`).
    func queueColorSchemeChanges() {
        // A preference changes only with a body's evaluation (a mark, a child, a presentation
        // made or gone): a frame that evaluated nothing walks nothing.
        guard prefersColorSchemes, let root, evaluationsRun != evaluationsAtSchemeCheck else { return }
        evaluationsAtSchemeCheck = evaluationsRun
        if presentationsToFind {
            presentationsToFind = false
            forEachLiveNode { node in if node.ownsColorScheme, !node.children.isEmpty { registerPresentation(node, presented: true) } }
        }
        queueColorSchemeChange(of: root)
        for window in presentationWindows.values where window.isAlive { queueColorSchemeChange(of: window) }
    }

    private func queueColorSchemeChange(of window: Node) {
        let id = ObjectIdentifier(window)
        let now = preferredScheme(of: window)
        if presentationSchemes[id] ?? nil == now { return }
        lifecycleQueue.append(LifecycleCall("preferredColorScheme", of: window) { [weak self, weak window] in
            guard let self, let window, window.isAlive else { return }
            self.presentationSchemes[id] = now
            if window === self.root { window.environment.colorScheme = now ?? EnvironmentValues().colorScheme }
            self.refreshEnvironment(below: window, "its presentation's preferredColorScheme changed")
        })
    }

    /// A sheet, cover or popover was presented (`presented`) or dismissed or destroyed: kept while
    /// presented, in a run that prefers a scheme. The first `.preferredColorScheme` of a run
    /// registers the ones already presented (`prefersColorSchemes`).
    func registerPresentation(_ node: Node, presented: Bool) {
        let id = ObjectIdentifier(node)
        if presented {
            if prefersColorSchemes { presentationWindows[id] = node }
        } else if !presentationWindows.isEmpty || !presentationSchemes.isEmpty {
            presentationWindows[id] = nil
            presentationSchemes[id] = nil
        }
    }

    /// The first `.preferredColorScheme` of the run: the presentations shown already are kept from
    /// now, found after the pass (a sheet presented in this pass has not taken its children yet).
    func startPreferringColorSchemes() {
        guard !prefersColorSchemes else { return }
        prefersColorSchemes = true
        presentationsToFind = true
    }

    /// What `window`'s content prefers: its marks and children, a sheet inside it left out.
    private func preferredScheme(of window: Node) -> ColorScheme? {
        preferenceValue(_PreferredColorSchemeKey.info, in: window, marks: 0..<window.preferenceMarks.count,
                        children: 0..<window.children.count) as? ColorScheme ?? nil
    }

    /// The scheme a sheet, cover or popover node (by its identifier) gives its content, if its
    /// content prefers one.
    func presentationScheme(of node: ObjectIdentifier) -> ColorScheme? {
        presentationSchemes.isEmpty ? nil : presentationSchemes[node] ?? nil
    }
}
