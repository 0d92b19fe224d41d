// TransactionModifiers: `.transaction(_:)`, iOS 17's `.transaction(value:_:)` and
// `.transaction(_:body:)` — a view's say in how the changes that reach it animate.
//
// Invariants:
// - Inert: SwiftUI calls the transform with the transaction of an update that
//   passes through the view, and a transaction only says how a change
//   animates, which decides no body evaluation. The transform never runs here
//   (what it would read is no body's read), and the modified view is built in
//   place, as for any inert modifier; `body`'s placeholder is that view.

extension View {
    /// Apple's `transaction(_:)` (`.transaction { $0.animation = nil }`).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { _Inert(self) }

    /// iOS 17's form, applied only when `value` changes; inert as the form above.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        _Inert(self)
    }

    /// iOS 17's form scoped to what `body` builds from the view (`content`): built in place.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }
}
