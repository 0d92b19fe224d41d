import Foundation

// Environment values SwiftUI provides itself, as far as they decide which
// bodies run: `dismiss` (and `presentationMode`), the action that ends the
// presentation a view is in.

public struct DismissAction: Equatable {
    /// The presenting node: two actions of one presentation are equal, so a view that reads
    /// `\.dismiss` does not re-run because its presenter updated.
    let presenter: Int
    let dismiss: () -> Void

    public func callAsFunction() { dismiss() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.presenter == b.presenter }

    static let none = DismissAction(presenter: 0) {}
}

/// The older form of `dismiss` (`@Environment(\.presentationMode)`, then
/// `presentationMode.wrappedValue.dismiss()`): made from the same action, so it is presented
/// exactly where `\.dismiss` would end something, and two are equal when their actions are — a
/// view that reads it re-runs only when the presentation it is in changes.
public struct PresentationMode: Equatable {
    let action: DismissAction
    public var isPresented: Bool { action != .none }
    public mutating func dismiss() { action() }
}

extension Binding: Equatable where Value == PresentationMode {
    public static func == (a: Binding<PresentationMode>, b: Binding<PresentationMode>) -> Bool { a.wrappedValue == b.wrappedValue }
}

private enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

/// `\.dismissSearch`: ends the search around the view (SearchSession.swift), or, as read while no
/// search was active, the search activated last; with none active, nothing — Apple: "Calling this
/// instance has no effect if the user isn't interacting with a search field". All values are equal:
/// no view re-runs because a search started or ended.
public struct DismissSearchAction: Equatable, Sendable {
    let session: _SearchSession?
    init(session: _SearchSession? = nil) { self.session = session }
    public func callAsFunction() {
        if let session { return session.dismiss() }
        _SearchSession.lastActivated?.dismiss()
    }
    public static func == (a: DismissSearchAction, b: DismissSearchAction) -> Bool { true }
}

private enum DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
}
private enum IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
    /// Whether the search of a `.searchable` around the view is active (SearchSession.swift).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Inside a sheet or a pushed destination: ends it. Elsewhere: does nothing.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

// Values the system sets, at what a phone in portrait shows when nothing
// changes them: each is read by key, so a view re-runs when a
// `.environment(\.key, value)` above it gives it another value (README,
// "Environment values"), and the system never changes one by itself here
// (no rotation, no appearance change, no backgrounding).

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
/// `\.layoutDirection`: left to right, as an English-speaking phone's; a view above may set it.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// `openURL(url)`: there is no browser here; the URLs opened are kept, in order, for a workload to look at.
public struct OpenURLAction {
    nonisolated(unsafe) public static var opened: [URL] = []
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    let handler: (URL) -> Result
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public enum Result: Sendable { case handled, discarded, systemAction }
    static let system = OpenURLAction { OpenURLAction.opened.append($0); return .systemAction }
}

/// `\.refresh` (iOS 15): the action of the `.refreshable` around the view, nil elsewhere.
/// "Applying this modifier to a view sets the refresh value in the view's environment to a
/// RefreshAction instance that uses the specified action as its handler" (Apple's
/// `refreshable(action:)`); "when the refresh value is nil, the view doesn't support refresh"
/// (Apple's `EnvironmentValues.refresh`). `await refresh?()` runs that handler, the one
/// `Redraw.refresh` runs, and returns when it does. It holds a closure, so it compares as a
/// closure-valued key does (README, Known limits).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

private enum RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private enum VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private enum ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .system } }
private enum RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private enum VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
// Focus moves only by the app's own `@FocusState` writes, which decide no `\.isFocused` here.
private enum IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
// A phone set to US English in UTC, whatever this machine's settings: every run formats alike.
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { EnvironmentValues.defaultLocale } }
private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }

extension EnvironmentValues {
    /// `\.locale` unless a view above sets it; a `Text(_:format:)` made outside a body uses it too.
    static let defaultLocale = Locale(identifier: "en_US")

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The screen's own edit mode (SystemEditMode.swift), or the binding a view above set
    /// (`.environment(\.editMode, $mode)`). `EditButton` toggles it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set {
            self[EditModeKey.self] = newValue
            if editModeIsSystem { editModeIsSystem = false }
        }
    }
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Set by `.redacted(reason:)` for the views below (and cleared by `.unredacted()`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// The accessibility settings a user turns on in Settings: off, as on a new phone.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// False below `.disabled(true)`; a view that reads it re-runs when that changes.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Whether the nearest focusable view above has focus: false, as there is no focus engine
    /// (a view above may set it, as any key).
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

extension View {
    /// Adds `reason` to the `\.redactionReasons` the views below read (drawing placeholders is not modelled).
    public func redacted(reason: RedactionReasons) -> some View {
        _EnvironmentWriter(content: self) { $0.redactionReasons.formUnion(reason) }
    }
    public func unredacted() -> some View {
        _EnvironmentWriter(content: self) { $0.redactionReasons = [] }
    }
}
