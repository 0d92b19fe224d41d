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

// Xcode 16's preview traits and modifiers (`#Preview(traits: .modifier(SampleData()))`, the
// SwiftData template's shared sample container): they compile as written and are never
// evaluated, as a `PreviewProvider` is — `#Preview` itself is removed.

/// A modifier of previews with a context shared between them (made once by Xcode).
@MainActor @preconcurrency public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` modifies: never built here.
public struct PreviewModifierContent: _PrimitiveView {
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {}
}

/// `#Preview`'s namespace of trait kinds (DeveloperToolsSupport's `Preview`).
public struct Preview {
    public struct ViewTraits {}
}

/// A trait of a preview (its layout, its orientation, a modifier): inert.
public struct PreviewTrait<T> {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { PreviewTrait() }
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
    public static var portrait: PreviewTrait<T> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
}
