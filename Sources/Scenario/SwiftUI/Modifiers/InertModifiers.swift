// Inert modifiers: layout, styling, navigation chrome, accessibility. They
// decide no body evaluation; their arguments are the parent's reads (made
// where the body calls them). Adding one is one line returning `_Inert(self)`.

/// Wraps content without changing its identity or anything it reads.
public struct _Inert<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    public init(_ content: Content) { self.content = content }
    @inlinable public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.content) }
}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _Inert(self) }
    public func padding(_ length: CGFloat) -> some View { _Inert(self) }
    public func padding(_ insets: EdgeInsets) -> some View { _Inert(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _Inert(self) }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _Inert(self) }
    public func font(_ font: Font?) -> some View { _Inert(self) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _Inert(self) }
    public func bold(_ isActive: Bool = true) -> some View { _Inert(self) }
    public func italic(_ isActive: Bool = true) -> some View { _Inert(self) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { _Inert(self) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { _Inert(self) }
    public func monospacedDigit() -> some View { _Inert(self) }
    public func foregroundColor(_ color: Color?) -> some View { _Inert(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _Inert(self) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _Inert(self) }
    public func tint(_ color: Color?) -> some View { _Inert(self) }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _Inert(self) }
    /// iOS 15's `.background()`: the default background style, behind the safe area's edges too.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _Inert(self) }
    public func opacity(_ opacity: Double) -> some View { _Inert(self) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _Inert(self) }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _Inert(self) }
    public func lineLimit(_ number: Int?) -> some View { _Inert(self) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _Inert(self) }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _Inert(self) }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _Inert(self) }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _Inert(self) }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _Inert(self) }
    public func navigationTitle(_ title: Text) -> some View { _Inert(self) }
    /// macOS: a second line under the window's title.
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { _Inert(self) }
    public func navigationSubtitle(_ subtitle: Text) -> some View { _Inert(self) }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _Inert(self) }
    public func accessibilityHint(_ hint: Text) -> some View { _Inert(self) }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { _Inert(self) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _Inert(self) }
    public func accessibilityValue(_ value: Text) -> some View { _Inert(self) }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { _Inert(self) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _Inert(self) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _Inert(self) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _Inert(self) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { _Inert(self) }
    public func accessibilityIdentifier(_ identifier: String) -> some View { _Inert(self) }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _Inert(self) }
    /// iOS 13's form, deprecated in iOS 15 and still available: animates every change below.
    public func animation(_ animation: Animation?) -> some View { _Inert(self) }
    /// iOS 17's form scoped to what `body` builds from the view (`content`): built in place, as
    /// `.transaction(_:body:)` is (TransactionModifiers.swift).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }
    /// iOS 17's: the view's geometry is resolved as a group, which decides no body evaluation.
    public func geometryGroup() -> some View { _Inert(self) }
    public func transition(_ t: AnyTransition) -> some View { _Inert(self) }
    public func keyboardType(_ type: UIKeyboardType) -> some View { _Inert(self) }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _Inert(self) }
    public func textContentType(_ type: UITextContentType?) -> some View { _Inert(self) }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { _Inert(self) }
    public func fontDesign(_ design: Font.Design?) -> some View { _Inert(self) }
    public func fontWidth(_ width: Font.Width?) -> some View { _Inert(self) }
    /// iOS 16's forms on any view (a `Text`'s own return a `Text`, Text.swift).
    public func kerning(_ kerning: CGFloat) -> some View { _Inert(self) }
    public func tracking(_ tracking: CGFloat) -> some View { _Inert(self) }
}

/// UIKit's text content kinds, which `.textContentType(_:)` takes (autofill hints).
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public static let name = Self(rawValue: "name"), givenName = Self(rawValue: "givenName")
    public static let familyName = Self(rawValue: "familyName"), nickname = Self(rawValue: "nickname")
    public static let emailAddress = Self(rawValue: "emailAddress"), telephoneNumber = Self(rawValue: "telephoneNumber")
    public static let username = Self(rawValue: "username"), password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "newPassword"), oneTimeCode = Self(rawValue: "oneTimeCode")
    public static let URL = Self(rawValue: "URL"), fullStreetAddress = Self(rawValue: "fullStreetAddress")
    public static let addressCity = Self(rawValue: "addressCity"), postalCode = Self(rawValue: "postalCode")
    public static let organizationName = Self(rawValue: "organizationName"), jobTitle = Self(rawValue: "jobTitle")
    // A checkout or address form's.
    public static let namePrefix = Self(rawValue: "namePrefix"), middleName = Self(rawValue: "middleName")
    public static let nameSuffix = Self(rawValue: "nameSuffix"), location = Self(rawValue: "location")
    public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1"), streetAddressLine2 = Self(rawValue: "streetAddressLine2")
    public static let addressState = Self(rawValue: "addressState"), addressCityAndState = Self(rawValue: "addressCityAndState")
    public static let sublocality = Self(rawValue: "sublocality"), countryName = Self(rawValue: "countryName")
    public static let creditCardNumber = Self(rawValue: "creditCardNumber"), creditCardName = Self(rawValue: "creditCardName")
    public static let creditCardExpiration = Self(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = Self(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = Self(rawValue: "creditCardExpirationYear")
    public static let creditCardSecurityCode = Self(rawValue: "creditCardSecurityCode"), creditCardType = Self(rawValue: "creditCardType")
    public static let creditCardGivenName = Self(rawValue: "creditCardGivenName"), creditCardFamilyName = Self(rawValue: "creditCardFamilyName")
    public static let birthdate = Self(rawValue: "birthdate"), shipmentTrackingNumber = Self(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = Self(rawValue: "flightNumber"), dateTime = Self(rawValue: "dateTime")
}

public struct ScrollBounceBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = Self(kind: 0), always = Self(kind: 1), basedOnSize = Self(kind: 2)
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16), updatesFrequently = AccessibilityTraits(rawValue: 32)
}
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement { .init() }
    public static var navigationBarDrawer: SearchFieldPlacement { .init() }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// UIKit's keyboard kinds, which `.keyboardType(_:)` takes.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// Apple's `static var alphabet: UIKeyboardType`, deprecated: the same keyboard as `.asciiCapable`.
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How a view enters and leaves: animated, so never a body's concern here.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), slide = AnyTransition(), scale = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// A transition between two states of a modifier of the app's. A transition applies only to a
    /// view inserted or removed in an animated change, and nothing is animated here, so neither
    /// modifier is applied: their `body(content:)` never runs (README, uncertain whether a device
    /// keeps `identity` applied to the view at rest).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

public protocol DatePickerStyle {}
public struct _SystemDatePickerStyle: DatePickerStyle { let name: String }
extension DatePickerStyle where Self == _SystemDatePickerStyle {
    public static var automatic: Self { .init(name: "automatic") }
    public static var compact: Self { .init(name: "compact") }
    public static var graphical: Self { .init(name: "graphical") }
    public static var wheel: Self { .init(name: "wheel") }
}

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { .init() } }

public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

public struct BorderedButtonStyle: _SystemButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: _SystemButtonStyle { public init() {} }
public struct PlainButtonStyle: _SystemButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { .init() } }
/// iOS 26's Liquid Glass styles.
public struct GlassButtonStyle: _SystemButtonStyle { public init() {} }
public struct GlassProminentButtonStyle: _SystemButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: Self { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: Self { .init() } }
public struct BorderlessButtonStyle: _SystemButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { .init() } }
