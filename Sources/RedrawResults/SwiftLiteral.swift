// SwiftLiteral: a name shown between quotes with its own quotes and
// backslashes escaped, as in a Swift literal, so a step named after an action
// (`tap "Order"`) reads `"tap \"Order\""`, not `"tap "Order""`. (Names are
// one line: other escapes are not needed.)

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

extension String {
    /// A name as a reader copies it into a shell (`--step 'tap "Order"'`): between single quotes
    /// when it holds a double quote and neither a single quote nor a backslash (no escapes to
    /// read past), else the Swift literal.
    public var quotedName: String {
        guard contains("\""), !contains("'"), !contains("\\") else { return swiftLiteral }
        return "'" + self + "'"
    }
}
