// TerminalWidth: how many columns a text takes in a terminal, for the tables
// `run`, `plan` and `gate` print. A character of East Asian wide or fullwidth
// script (Chinese, Japanese, Korean) and most emoji take two columns, a
// combining mark none; `String.count` counts each as one, and a table with a
// step named in Chinese came out of line (a tester's calculator).

extension String {
    /// The columns this text takes in a monospaced terminal.
    public var terminalWidth: Int {
        reduce(0) { total, character in total + Self.columns(of: character) }
    }

    private static func columns(of character: Character) -> Int {
        var widest = 0
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if isWide(v) { return 2 }
            if scalar.properties.generalCategory != .nonspacingMark, scalar.properties.generalCategory != .enclosingMark,
               v != 0x200D, !(0xFE00...0xFE0F).contains(v) {
                widest = Swift.max(widest, 1)
            }
        }
        return widest
    }

    /// Unicode's East Asian Wide and Fullwidth ranges, and the emoji blocks shown two columns wide.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// This text and spaces after it, to `width` columns.
    public func paddedAfter(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(0, width - terminalWidth)) }
    /// Spaces and then this text, to `width` columns.
    public func paddedBefore(to width: Int) -> String { String(repeating: " ", count: Swift.max(0, width - terminalWidth)) + self }
}
