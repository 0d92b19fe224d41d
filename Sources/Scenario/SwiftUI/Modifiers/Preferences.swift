// Preferences: `PreferenceKey`, `.preference(key:value:)`,
// `.transformPreference(_:_:)` and `.onPreferenceChange(_:perform:)`.
//
// Invariants:
// - Each modifier records a mark in the body that holds it, spanning the
//   children and marks its content adds there (Graph/PreferenceFlow.swift);
//   its identity and view count are its content's, so it changes no count.
// - The value given to `.preference` is a read of that body, like any argument.
// - Values flow up the live tree after a render pass, never during one: an
//   `onPreferenceChange` action is a lifecycle callback (Graph/Lifecycle.swift).

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// As in SwiftUI, an optional value's default is nil.
    public static var defaultValue: Value { nil }
}

public struct _PreferenceModifier<Content: View>: _PrimitiveView {
    let content: Content
    let kind: PreferenceMark.Kind

    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withPreferenceMark(view.kind) { $0.expand(view.content) }
    }
}

extension View {
    /// Sets `key`'s value for the ancestors, in place of what the content below sets.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _PreferenceModifier(content: self, kind: .write(PreferenceKeyInfo(K.self), value))
    }

    /// Changes the value the content below gives `key` (its default if the content sets none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        _PreferenceModifier(content: self, kind: .transform(PreferenceKeyInfo(K.self)) { value in
            var typed = value as! K.Value
            callback(&typed)
            value = typed
        })
    }

    /// Runs `action` after a render pass in which the value the content gives `key` differs, by
    /// `==`, from the one this modifier last saw (and for the first value it sees: see
    /// Graph/PreferenceFlow.swift for the evidence).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        _PreferenceModifier(content: self, kind: .observe(PreferenceKeyInfo(K.self),
                                                          equals: { ($0 as! K.Value) == ($1 as! K.Value) },
                                                          action: { action($0 as! K.Value) }))
    }
}
