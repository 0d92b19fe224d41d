// PreferenceReaders: `.anchorPreference`, `.transformAnchorPreference`, and
// the views built from a preference's value, `.overlayPreferenceValue` and
// `.backgroundPreferenceValue`.
//
// Invariants:
// - An anchor preference is a preference (Preferences.swift) whose value the
//   transform makes from an `Anchor` (Values/Anchors.swift) as values go up,
//   after the pass: the transform is no read of the body.
// - A reader's transform runs in a node of its own, after the content's:
//   SwiftUI's `overlayPreferenceValue` puts a `_PreferenceReadingView` there,
//   whose body is `transform(value)` (OpenSwiftUI's reconstruction,
//   Sources/OpenSwiftUICore/Data/Preference/PreferenceReadingView.swift, and
//   Apple's SDK interface, which declares `_PreferenceReadingView` and
//   `_DelayedPreferenceView`). So what the transform reads is that node's
//   (pull: a change of it re-runs the reader, not the holder), and the views it
//   makes are that node's children.
// - The reader re-runs when the value its content gives changes (by the value's
//   field rules, as a view input is compared) and whenever the holding body
//   re-runs (it hands the reader a new transform, a closure: never equal).
// - Values go up after a render pass (PreferenceFlow.swift), so the reader
//   shows a value from the next pass of the same frame: when it is created, it
//   builds nothing until its content's first value is known, then the
//   transform's views, once (a device builds them once, in the same update).
//   A holder that re-runs hands the reader the value it last showed, and a
//   value that changed in that pass re-runs it once more in a further pass.
// - The reader node is transparent (SwiftUI's own view, not the app's: never
//   counted), as a modifier's content node is; the app's views it builds are
//   counted, with it as their parent.

import Foundation

extension View {
    /// Sets `key` to what `transform` makes of the anchor `value` resolves to (Anchors.swift).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        let anchor = Anchor(value: value.value)
        return _PreferenceModifier(content: self, kind: .compute(PreferenceKeyInfo(K.self)) { transform(anchor) })
    }

    /// Changes the value the content gives `key` with the anchor, as `.transformPreference` does.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        let anchor = Anchor(value: value.value)
        return _PreferenceModifier(content: self, kind: .transform(PreferenceKeyInfo(K.self)) { value in
            var typed = value as! K.Value
            transform(&typed, anchor)
            value = typed
        })
    }

    /// A view built from the value the content gives `key`, over it (iOS 13's form, and iOS 16's
    /// `alignment:`, which decides nothing here).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReading<Self, K, V>(content: self, transform: transform, name: "overlayPreferenceValue")
    }

    /// A view built from the value the content gives `key`, behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReading<Self, K, V>(content: self, transform: transform, name: "backgroundPreferenceValue")
    }
}

/// The content, read for `K` by a mark, then the reader's node.
public struct _PreferenceReading<Content: View, K: PreferenceKey, Shown: View>: _PrimitiveView {
    let content: Content
    let transform: (K.Value) -> Shown
    let name: String

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let index = builder.preferenceMarks.count
        builder.withComponent(.index(0)) {
            $0.withPreferenceMark(.read(PreferenceKeyInfo(K.self), equals: { fieldRulesEqual($0 as! K.Value, $1 as! K.Value) })) {
                $0.expand(view.content)
            }
        }
        let key = builder.preferenceMarks[index].key
        builder.withComponent(.index(1)) {
            $0.appendPresentation(_PreferenceReaderPresenter<K, Shown>(name: view.name, mark: key, transform: view.transform))
        }
    }
}

/// The reader's node: builds the transform's view from the value its holder kept for the mark.
struct _PreferenceReaderPresenter<K: PreferenceKey, Shown: View>: _Presenter {
    let name: String
    let mark: LifecycleKey
    let transform: (K.Value) -> Shown

    var onDismiss: (() -> Void)? { nil }
    var isTransparent: Bool { true }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        // Not known before the first pass that built the content is over (PreferenceFlow.swift).
        guard let value = node.parent?.preferencesSeen[mark] as? K.Value else { return true }
        builder.eagerly { $0.expand(transform(value)) }
        return true
    }
}
