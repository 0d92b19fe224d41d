// MoreInertModifiers: layout, effects, navigation-bar, list-row and text-input
// modifiers that real apps use and that decide nothing about which bodies run
// — each returns its view unchanged in identity (an `_Inert` wrapper), with
// the value types its arguments need.

import Foundation

public enum ContentMode: Sendable { case fit, fill }
public enum ControlSize: Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
public enum ColorScheme: Sendable, CaseIterable, Hashable { case light, dark }
public enum Prominence: Sendable { case standard, increased }
public enum TextInputAutocapitalization: Sendable { case never, words, sentences, characters }
public enum SubmitLabel: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
public enum TruncationMode: Sendable { case head, middle, tail }
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none"), fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle"), square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash"), rectangle = SymbolVariants(name: "rectangle")
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
}

public struct PresentationDetent: Hashable, Sendable {
    let id: String
    public static let medium = PresentationDetent(id: "medium"), large = PresentationDetent(id: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: "height \(height)") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: "fraction \(fraction)") }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// iOS 17's `.toolbarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic"), inline = ToolbarTitleDisplayMode(name: "inline")
    public static let large = ToolbarTitleDisplayMode(name: "large"), inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

public struct ToolbarPlacement: Sendable {
    public static let navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement(), bottomBar = ToolbarPlacement()
    public static let automatic = ToolbarPlacement()
}

public protocol FormStyle {}
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension Image {
    public enum Scale: Sendable { case small, medium, large }
}

extension Text {
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    public static let `default` = Self(points: nil), compact = Self(points: 8)
    public static func custom(_ spacing: CGFloat) -> Self { Self(points: spacing) }
}

extension View {
    // Layout and effects.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode = .fit) -> some View { _Inert(self) }
    public func scaledToFit() -> some View { _Inert(self) }
    public func scaledToFill() -> some View { _Inert(self) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { _Inert(self) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { _Inert(self) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { _Inert(self) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _Inert(self) }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { _Inert(self) }
    public func position(_ position: CGPoint) -> some View { _Inert(self) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _Inert(self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _Inert(self) }
    public func offset(_ offset: CGSize) -> some View { _Inert(self) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _Inert(self) }
    public func clipped(antialiased: Bool = false) -> some View { _Inert(self) }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _Inert(self) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { _Inert(self) }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _Inert(self)
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _Inert(self) }
    /// A URL opened from outside the app (a link, a widget): none arrives in a run, so `action` never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _Inert(self) }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _Inert(self) }
    /// iOS 13's form of `ignoresSafeArea` (deprecated, available): layout, so inert.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { _Inert(self) }
    public func hidden() -> some View { _Inert(self) }
    public func zIndex(_ value: Double) -> some View { _Inert(self) }
    public func fixedSize() -> some View { _Inert(self) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _Inert(self) }
    public func layoutPriority(_ value: Double) -> some View { _Inert(self) }
    /// iOS 17's frame sized from the nearest container's (a scroll view's visible width, a lazy
    /// stack's…): layout, so inert. SwiftUI calls `length` when it lays the view out; nothing is
    /// laid out here, so it never runs (what it would read is no body's read).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { _Inert(self) }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { _Inert(self) }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View { _Inert(self) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _Inert(self) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _Inert(self) }
    public func saturation(_ amount: Double) -> some View { _Inert(self) }
    public func grayscale(_ amount: Double) -> some View { _Inert(self) }
    public func brightness(_ amount: Double) -> some View { _Inert(self) }
    public func contrast(_ amount: Double) -> some View { _Inert(self) }
    public func colorInvert() -> some View { _Inert(self) }
    /// Apple's `func luminanceToAlpha() -> some View`: a mask of the view's luminance, drawing only, so inert.
    public func luminanceToAlpha() -> some View { _Inert(self) }
    public func colorMultiply(_ color: Color) -> some View { _Inert(self) }
    /// Apple's `func hueRotation(_ angle: Angle) -> some View`: shifts the drawn colours' hue,
    /// drawing only, so inert (the angle is the applying body's read).
    public func hueRotation(_ angle: Angle) -> some View { _Inert(self) }
    public func controlSize(_ size: ControlSize) -> some View { _Inert(self) }
    public func imageScale(_ scale: Image.Scale) -> some View { _Inert(self) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _Inert(self) }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { _Inert(self) }
    /// Renders the view offscreen before drawing it: drawing, so inert.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { _Inert(self) }
    public func blendMode(_ mode: BlendMode) -> some View { _Inert(self) }
    public func compositingGroup() -> some View { _Inert(self) }
    public func accentColor(_ color: Color?) -> some View { _Inert(self) }
    // Text and input.
    public func lineSpacing(_ spacing: CGFloat) -> some View { _Inert(self) }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _Inert(self) }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _Inert(self) }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { _Inert(self) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _Inert(self) }
    /// iOS 13's spellings of `.textInputAutocapitalization` and `.autocorrectionDisabled`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { _Inert(self) }
    public func disableAutocorrection(_ disable: Bool?) -> some View { _Inert(self) }
    public func truncationMode(_ mode: TruncationMode) -> some View { _Inert(self) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { _Inert(self) }
    public func labelsHidden() -> some View { _Inert(self) }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _Inert(self) }
    public func submitLabel(_ label: SubmitLabel) -> some View { _Inert(self) }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { _Inert(self) }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { _Inert(self) }
    /// Capitalisation is drawing: the words `Redraw.tap` finds a control by stay as written.
    public func textCase(_ textCase: Text.Case?) -> some View { _Inert(self) }
    // Navigation bars, lists and presentations.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { _Inert(self) }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { _Inert(self) }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _Inert(self) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { _Inert(self) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _Inert(self)
    }
    public func navigationBarTitle(_ title: Text) -> some View { _Inert(self) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _Inert(self) }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { _Inert(self) }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { _Inert(self) }
    public func navigationBarHidden(_ hidden: Bool) -> some View { _Inert(self) }
    /// Apple's `func statusBar(hidden: Bool) -> some View` and `func statusBarHidden(_ hidden: Bool = true)
    /// -> some View`: the status bar is the system's, not drawn here, so inert (the flag is the applying body's read).
    public func statusBar(hidden: Bool) -> some View { _Inert(self) }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { _Inert(self) }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _Inert(self) }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _Inert(self) }
    /// A `Grid` cell's layout (iOS 16): inert, as the grid's layout is.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { _Inert(self) }
    public func gridCellColumns(_ count: Int) -> some View { _Inert(self) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { _Inert(self) }
    /// iOS 16: the bar's background style (a colour, a material).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { _Inert(self) }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _Inert(self) }
    /// iOS 16: the bars' colour scheme (nil: the system's); drawing, inert.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { _Inert(self) }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _Inert(self) }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { _Inert(self) }
    public func listRowBackground<V: View>(_ view: V?) -> some View { _Inert(self) }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { _Inert(self) }
    /// iOS 14: the tint of a sidebar row's symbols; drawing, inert.
    public func listItemTint(_ tint: ListItemTint?) -> some View { _Inert(self) }
    public func listItemTint(_ color: Color?) -> some View { _Inert(self) }
    /// iOS 17: the margins of a scroll view's content or indicators; layout, inert.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View { _Inert(self) }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View { _Inert(self) }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { _Inert(self) }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _Inert(self) }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { _Inert(self) }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { _Inert(self) }
    public func headerProminence(_ prominence: Prominence) -> some View { _Inert(self) }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { _Inert(self) }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _Inert(self) }
    /// iOS 16.4: the corner radius of the sheet the view is in (nil: the system's); drawing, inert.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { _Inert(self) }
    public func formStyle<S: FormStyle>(_ style: S) -> some View { _Inert(self) }
}

extension VerticalEdge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: Self { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { .init() } }

public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: Self { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self { .init() }
}

/// How a view's colours combine with what is behind it: drawing, which nothing here does.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// UIKit's capitalisation kinds, which iOS 13's `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

extension View {
    /// Help text (a pointer's tooltip; on iPhone nothing shows it): not among the words an action
    /// finds a control by.
    public func help(_ textKey: LocalizedStringKey) -> some View { _Inert(self) }
    public func help(_ text: Text) -> some View { _Inert(self) }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { _Inert(self) }

    /// The padding a scene's content takes from its edges: layout, inert.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { _Inert(self) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { _Inert(self) }

    /// The shape a `ContainerRelativeShape` below takes: drawing, inert.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { _Inert(self) }
}

public struct ScenePadding: Equatable, Sendable {
    let kind: Int
    public static let minimum = ScenePadding(kind: 0)
    public static let navigationBar = ScenePadding(kind: 1)
}

/// A list row's symbol tint (`.listItemTint(.fixed(.red))`).
public struct ListItemTint: Sendable {
    let name: String
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed") }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred") }
    public static let monochrome = ListItemTint(name: "monochrome")
}

/// Where `.contentMargins` applies in a scroll view.
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
