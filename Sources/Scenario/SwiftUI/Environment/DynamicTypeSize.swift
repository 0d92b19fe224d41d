// DynamicTypeSize: the user's text size as an environment value. Nothing here
// changes it by itself (no Settings app), so `\.dynamicTypeSize` is the
// system default, `.large`, until a view above sets it — with
// `.environment(\.dynamicTypeSize, …)` or `.dynamicTypeSize(_:)` — and only a
// view that reads the key re-runs when it changes, as with any key.

/// The text sizes a user can choose, smallest first; the last five are the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    // Declared order is size order; spelt out so that it does not depend on synthesis.
    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for the views below.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        _EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }

    /// Limits the size for the views below to `range` (`...DynamicTypeSize.xxxLarge`): a size
    /// outside it becomes the nearest size inside, one inside is left as it is.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        _EnvironmentWriter(content: self) { values in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            values.dynamicTypeSize = min(max(values.dynamicTypeSize, smallest), largest)
        }
    }
}
