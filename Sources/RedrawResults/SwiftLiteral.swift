// SwiftLiteral: a name shown between quotes as Swift would write it, so a
// step named after an action (`tap "Order"`) reads `"tap \"Order\""`, not
// `"tap "Order""`.

extension String {
    /// The string as a Swift string literal: quoted, with `\` and `"` escaped.
    public var swiftLiteral: String {
        var literal = "\""
        for character in self {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        return literal + "\""
    }
}
