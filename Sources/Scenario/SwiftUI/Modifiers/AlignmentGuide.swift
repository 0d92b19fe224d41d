import Foundation

// `.alignmentGuide(_:computeValue:)`: where a view's alignment guide sits, for
// the stack that aligns it. Layout, so inert: SwiftUI calls `computeValue`
// when it lays the view out, and nothing is laid out here, so it never runs
// and what it would read is no body's read.

/// A view's size and guides, as a layout gives them to `computeValue` (never made here).
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _Inert(self)
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _Inert(self)
    }
}
