// Text: a leaf. Its arguments are read by the body that makes it.
//
// `Text(value, format: style)` shows `value` in the environment's locale, as SwiftUI's does
// (https://developer.apple.com/documentation/swiftui/text/init(_:format:)): the style is given
// `\.locale` where the text is shown, through `FormatStyle.locale(_:)` — a requirement of the
// protocol that each locale-aware style implements (numbers, currencies, percents, dates,
// measurements, lists…) and others leave as they are. Formatting at `init`, with Foundation's
// default locale (this machine's, not the phone's en_US), ignored `.environment(\.locale, …)`.

import Foundation

nonisolated public struct Text: _LeafView, Equatable, Sendable {
    /// What it shows in Redraw's default locale (en_US): `+`, a key's interpolation.
    let content: String
    /// `Text(_:format:)`'s value and style, formatted again in the locale where it is shown.
    var formatted: (any _LocaleFormatting)? = nil

    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public init(_ key: LocalizedStringKey) { content = key.key }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatting = _LocaleFormatted(input: input, style: format)
        content = formatting.format(in: EnvironmentValues.defaultLocale)
        formatted = formatting
    }

    public static func == (a: Text, b: Text) -> Bool {
        guard a.content == b.content else { return false }
        switch (a.formatted, b.formatted) {
        case (nil, nil): return true
        case (let x?, let y?): return x.isEqual(to: y)
        default: return false
        }
    }

    /// The words it shows where its environment is.
    func shown(in environment: EnvironmentValues) -> String {
        guard let formatted else { return content }
        let locale = environment.locale
        return locale == EnvironmentValues.defaultLocale ? content : formatted.format(in: locale)
    }
    public init(_ date: Date, style: DateStyle) { content = style.shown(date) }
    public init(_ image: Image) { content = "" }
    /// iOS 15: styled text shows its characters (the styles are drawing). Disfavoured: Linux
    /// Foundation's `AttributedString` is `ExpressibleByStringLiteral` (Apple's is not), and a
    /// literal is a `LocalizedStringKey`.
    @_disfavoredOverload public init(_ attributedContent: AttributedString) { content = String(attributedContent.characters) }

    /// A leaf in its parent's body; inside a control's label, its words name the control.
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        // Only a formatted text needs the environment (a copy of it for every text cost time).
        if view.formatted == nil { builder.shows(view.content) } else { builder.shows(view.shown(in: builder.environment)) }
    }

    /// `.date` and `.time` show the date as SwiftUI does ("November 14, 2023", "10:13 PM") in
    /// Redraw's en_US and UTC; the others count from now, which the virtual clock does not
    /// tick for a text, so they show the date's description.
    public struct DateStyle: Sendable {
        let format: Date.FormatStyle?
        public static let date = DateStyle(format: .init(date: .long, time: .omitted)), time = DateStyle(format: .init(date: .omitted, time: .shortened))
        public static let relative = DateStyle(format: nil), offset = DateStyle(format: nil), timer = DateStyle(format: nil)
        func shown(_ date: Date) -> String {
            guard var format else { return "\(date)" }
            format.locale = EnvironmentValues.defaultLocale
            format.timeZone = TimeZone(identifier: "UTC")!
            return date.formatted(format)
        }
    }

    public static func + (a: Text, b: Text) -> Text { Text(verbatim: a.content + b.content) }

    // Text's own modifiers return Text, so `Text("a").bold() + Text("b")` works.
    public func bold(_ isActive: Bool = true) -> Text { self }
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
}

/// A `Text`'s key: its interpolation has SwiftUI's forms (`specifier:`, `format:`, a `Text`, an
/// `Image`, a date's `style:`), each evaluated where the body writes it; no table localises it.
/// What it shows is its text without Markdown's marks, inflected (InlineMarkdown.swift).
/// `Sendable`, as Apple's is: an app's `static let title: LocalizedStringKey` compiles in Swift 6
/// (trial BE-3).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String
    public init(_ value: String) { key = InlineMarkdown.shown(value) }
    public init(stringLiteral value: String) { key = InlineMarkdown.shown(value) }
    public init(stringInterpolation: StringInterpolation) { key = InlineMarkdown.shown(stringInterpolation.text) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// `"\(price, specifier: "%.2f")"`: printf's format, as SwiftUI applies it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += style.shown(date) }
    }
}

/// A `Text(_:format:)`'s value and style: formatted in a locale, compared by value and style.
/// Class-bound: a `Text` holds one as a reference, so every text stays small to copy (a
/// `Text` is in nearly every body; an existential value box made each one 40 bytes larger).
public protocol _LocaleFormatting: AnyObject, Sendable {
    func format(in locale: Locale) -> String
    func isEqual(to other: any _LocaleFormatting) -> Bool
}

/// `@unchecked`: the value is an `Equatable` the text was made with and is only read; SwiftUI's
/// `Text` is `Sendable` with any `FormatInput` alike.
final class _LocaleFormatted<F: FormatStyle>: _LocaleFormatting, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let style: F
    init(input: F.FormatInput, style: F) {
        self.input = input
        self.style = style
    }
    func format(in locale: Locale) -> String { style.locale(locale).format(input) }
    func isEqual(to other: any _LocaleFormatting) -> Bool {
        guard let other = other as? Self else { return false }
        return other.input == input && other.style == style
    }
}
