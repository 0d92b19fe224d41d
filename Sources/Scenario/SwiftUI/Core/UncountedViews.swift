// UncountedViews: why a row's type has no constant view count (ViewCount.swift),
// in words for the Advisor — the part of the row that makes a lazy container
// build every row to count them, and what to change (WWDC23 "Demystify SwiftUI
// performance", ~16:04–18:22: `AnyView`, an `if` without `else`, branches of
// unequal size; filter the data rather than the views). Asked only in counting
// runs, when a `ForEach` in a lazy container has to be built in full
// (ForEach.lazyRows).

@_spi(Reflection) import Swift

/// What in a row has no constant view count, and the change that gives it one.
struct UncountedReason {
    /// Completes "its rows hold …".
    let because: String
    /// Completes "… so SwiftUI builds every row to count them: …".
    let fix: String

    static let unknown = UncountedReason(
        because: "a view whose number of views is known only once it is built",
        fix: "give each element a constant number of views")
}

/// A view type that can say why its view count is not constant.
protocol _UncountedView {
    /// Nil when its count is constant.
    static var _uncountedBecause: UncountedReason? { get }
}

/// What makes `type`'s view count unknown; `UncountedReason.unknown` for a type that does not say.
func uncountedReason(_ type: any View.Type) -> UncountedReason {
    (type as? any _UncountedView.Type)?._uncountedBecause ?? .unknown
}

/// `uncountedReason` of a part, or nil when its count is constant.
private func reasonIfUncounted(_ type: any View.Type) -> UncountedReason? {
    type._viewCount == nil ? uncountedReason(type) : nil
}

extension AnyView: _UncountedView {
    static var _uncountedBecause: UncountedReason? {
        UncountedReason(because: "`AnyView`, whose content is known only once it is built",
                        fix: "make the row the concrete view, or an `if`/`else` with one view in each branch, in place of `AnyView`")
    }
}

extension Optional: _UncountedView where Wrapped: View {
    static var _uncountedBecause: UncountedReason? {
        UncountedReason(because: "an `if` without an `else` (no view or one)",
                        fix: "filter the collection before the `ForEach` rather than skip elements with an `if` inside it")
    }
}

extension _ConditionalContent: _UncountedView {
    static var _uncountedBecause: UncountedReason? {
        if let a = TrueContent._viewCount, let b = FalseContent._viewCount {
            return a == b ? nil : UncountedReason(
                because: "an `if`/`else` whose branches make different numbers of views (\(a) and \(b))",
                fix: "make both branches of the `if`/`else` the same number of views (one each)")
        }
        return reasonIfUncounted(TrueContent.self) ?? reasonIfUncounted(FalseContent.self)
    }
}

private let nestedForEach = UncountedReason(because: "a nested `ForEach`",
                                            fix: "flatten the data to one element per row, or give each element one view of its own")

extension ForEach: _UncountedView where Content: View {
    static var _uncountedBecause: UncountedReason? { nestedForEach }
}

extension _EditableForEach: _UncountedView {
    static var _uncountedBecause: UncountedReason? { nestedForEach }
}

extension Group: _UncountedView {
    static var _uncountedBecause: UncountedReason? { reasonIfUncounted(Content.self) }
}

extension _Inert: _UncountedView {
    static var _uncountedBecause: UncountedReason? { reasonIfUncounted(Content.self) }
}

extension TupleView: _UncountedView {
    /// The first element whose count is not constant.
    static var _uncountedBecause: UncountedReason? {
        var reason: UncountedReason?
        _ = _forEachField(of: T.self, options: [.ignoreUnknown]) { _, _, type, _ in
            guard let view = type as? any View.Type else { return true }
            reason = reasonIfUncounted(view)
            return reason == nil
        }
        return reason
    }
}
