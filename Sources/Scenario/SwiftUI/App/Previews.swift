// Previews: Xcode's `PreviewProvider` form (the `#Preview` macro is removed by
// the front end). A provider compiles as written and is never evaluated:
// previews are Xcode's canvas, not part of a run, so nothing here builds a node
// or decides a count. Its modifiers are inert.

@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View { _Inert(self) }
    public func previewDisplayName(_ value: String?) -> some View { _Inert(self) }
    public func previewLayout(_ value: PreviewLayout) -> some View { _Inert(self) }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { _Inert(self) }
    public func previewContext<C>(_ context: C) -> some View { _Inert(self) }
}
