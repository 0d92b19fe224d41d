// App and Scene: the user's `@main struct MyApp: App`, mounted as the root of
// the view tree (`Redraw.root(MyApp.self)`).
//
// Invariants:
// - There is one window, a phone's: the body's `WindowGroup`s are built as
//   its content; scenes a phone does not show (`Settings`) build nothing.
// - `App` refines `View` here (in SwiftUI it does not) so that an app's own
//   `@State`, `@StateObject` and `@Environment` live in a node as a view's do,
//   and its body runs again when what it read changes — as SwiftUI
//   re-evaluates an `App`'s body ("App … body … is re-evaluated when the
//   app's state changes": the `App` protocol's documentation). It is counted
//   under its own name, as a view is.
// - `@main` is removed by the front end: the workload is the entry point.

@MainActor @preconcurrency public protocol App: View {
    init()
}

/// A part of an app's interface: here, a view that the root builds as a window's content.
@MainActor @preconcurrency public protocol Scene: View {}

/// An app's `body` builds scenes as a view builder builds views.
public typealias SceneBuilder = ViewBuilder

extension TupleView: Scene {}
extension _ConditionalContent: Scene where TrueContent: Scene, FalseContent: Scene {}
extension Optional: Scene where Wrapped: Scene {}
extension EmptyView: Scene {}

/// The app's window: its content is the screen.
public struct WindowGroup<Content: View>: Scene, _PrimitiveView {
    @usableFromInline let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    @inlinable public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.expand(view.content)
    }
}

/// A macOS settings window: a phone has none, so its content is never built.
public struct Settings<Content: View>: Scene, _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {}
}

/// Scene modifiers that decide nothing a phone's counts depend on.
extension Scene {
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

/// A macOS menu-bar item: a phone has none, so its content is never built.
public struct MenuBarExtra<Content: View>: Scene, _PrimitiveView {
    public init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {}
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {}
}

/// Menu commands (`.commands { CommandMenu(…) { … } }`): a phone shows no menu bar, so they are
/// never built and no count depends on them — an app's own `Commands` type's `body` never runs.
/// Apple's declaration: `associatedtype Body : Commands` and `@CommandsBuilder var body: Self.Body
/// { get }`, so a conformance's `var body: some Commands { … }` is a builder without the attribute.
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

/// The system's commands are primitive, as Apple's (`Body == Never`): they have no body to run.
public protocol _PrimitiveCommands: Commands where Body == Never {}
extension _PrimitiveCommands {
    public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}
/// `Never` is the primitive commands' `Body` (its `body` is View.swift's).
extension Never: Commands {}

public struct CommandMenu<Content: View>: _PrimitiveCommands {
    public init(_ name: some StringProtocol, @ViewBuilder content: () -> Content) {}
}
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}
public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement(), appSettings = CommandGroupPlacement(), newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement(), undoRedo = CommandGroupPlacement(), pasteboard = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement(), toolbar = CommandGroupPlacement(), help = CommandGroupPlacement()
}
public struct _Commands: _PrimitiveCommands {}
public struct SidebarCommands: _PrimitiveCommands { public init() {} }
public struct ToolbarCommands: _PrimitiveCommands { public init() {} }

/// Builds a scene's commands as a view builder builds views: here, into nothing.
@resultBuilder public enum CommandsBuilder {
    public static func buildBlock(_ parts: any Commands...) -> _Commands { _Commands() }
    public static func buildExpression(_ part: any Commands) -> any Commands { part }
    public static func buildOptional(_ part: _Commands?) -> _Commands { _Commands() }
    public static func buildEither(first part: _Commands) -> _Commands { _Commands() }
    public static func buildEither(second part: _Commands) -> _Commands { _Commands() }
}

extension Scene {
    public func commands(@CommandsBuilder content: () -> some Commands) -> some Scene { self }
}
