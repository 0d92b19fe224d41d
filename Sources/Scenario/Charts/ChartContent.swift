// ChartContent: what a `Chart` is made of — marks, `ForEach` over data, the
// user's own `ChartContent` structs — and the builder that composes them.
//
// Invariants:
// - Nothing is drawn. What matters for invalidation is which closures run and
//   when: `Chart { … }` takes a non-escaping builder closure, so it runs in the
//   initialiser, inside the holding body; `Chart(data) { element in … }` and a
//   `ForEach` inside a chart hold an escaping closure that Redraw runs for every
//   element when the chart is built, still inside the holding body's build, so
//   what the marks' closures read is that body's read (README, Known limits: in
//   SwiftUI the chart may evaluate them in its own update; no source says).
// - `_walk` runs exactly those closures, once per build; marks have none.

import SwiftUI

public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
    /// Runs the closures this content holds (ForEach's per element, a custom content's body).
    static func _walk(_ content: Self)
}

extension ChartContent {
    public static func _walk(_ content: Self) { Body._walk(content.body) }
}

extension Never: ChartContent {
    public static func _walk(_ content: Never) {}
}

/// A mark or another content with nothing to run: its arguments were evaluated where it was made.
public protocol _PrimitiveChartContent: ChartContent where Body == Never {}

extension _PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is a primitive chart content and has no body") }
    public static func _walk(_ content: Self) {}
}

/// What the builder makes of any composition: the walks of its parts, in order.
public struct _ChartContentGroup: _PrimitiveChartContent {
    let parts: [() -> Void]
    public static func _walk(_ content: Self) { for part in content.parts { part() } }
}

@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartContentGroup {
        _ChartContentGroup(parts: [{ C._walk(content) }])
    }
    public static func buildBlock(_ parts: _ChartContentGroup...) -> _ChartContentGroup {
        _ChartContentGroup(parts: parts.flatMap(\.parts))
    }
    public static func buildOptional(_ content: _ChartContentGroup?) -> _ChartContentGroup {
        content ?? _ChartContentGroup(parts: [])
    }
    public static func buildEither(first content: _ChartContentGroup) -> _ChartContentGroup { content }
    public static func buildEither(second content: _ChartContentGroup) -> _ChartContentGroup { content }
    public static func buildArray(_ parts: [_ChartContentGroup]) -> _ChartContentGroup {
        _ChartContentGroup(parts: parts.flatMap(\.parts))
    }
    public static func buildLimitedAvailability(_ content: _ChartContentGroup) -> _ChartContentGroup { content }
}

// `ForEach` over chart content: SwiftUI's own type, as in Charts.
extension ForEach: ChartContent, _PrimitiveChartContent where Content: ChartContent {
    public static func _walk(_ content: Self) {
        for element in content.data { Content._walk(content.content(element)) }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

/// `Plot { … }`: groups content inside a chart; its content was built where it was made.
public struct Plot<Content: ChartContent>: _PrimitiveChartContent {
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    public static func _walk(_ plot: Self) { Content._walk(plot.content) }
}

/// `AnyChartContent(content)`: the erased content walks what it wraps.
public struct AnyChartContent: _PrimitiveChartContent {
    let walk: () -> Void
    public init<C: ChartContent>(_ content: C) { walk = { C._walk(content) } }
    public init<C: ChartContent>(erasing content: C) { self.init(content) }
    public static func _walk(_ content: Self) { content.walk() }
}
