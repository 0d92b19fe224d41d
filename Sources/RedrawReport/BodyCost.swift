// BodyCost: an assumed cost of one body evaluation, given with `--body-cost`.
//
// A Linux run times Redraw's graph and the user's compiled bodies, never a
// device's diffing, layout or drawing, so a row body in an app costs more than
// it does here. The reports cannot measure that extra cost; a reader can assume
// one, and the reports then project each step's and each frame's time with it
// (measured time + bodies × cost). The text is parsed here, once, so the CLI
// and the tests agree on what it accepts.

import Foundation

public struct BodyCost: Equatable, Sendable {
    public let nanoseconds: Double

    public init(nanoseconds: Double) {
        precondition(nanoseconds.isFinite && nanoseconds >= 0, "a body cost is a finite, non-negative duration")
        self.nanoseconds = nanoseconds
    }

    /// The largest cost accepted: a second per body is far beyond any frame.
    public static let limitNanoseconds = 1_000_000_000.0

    /// Units, longest spelling first so `ms` is not read as `m` + `s`. Both the
    /// micro sign (U+00B5) and the Greek mu (U+03BC) are accepted for µs.
    private static let units: [(String, Double)] = [
        ("ns", 1), ("us", 1_000), ("\u{00B5}s", 1_000), ("\u{03BC}s", 1_000), ("ms", 1_000_000), ("s", 1_000_000_000),
    ]

    /// `800ns`, `2us`, `2µs`, `1.5ms`, `0.002s`. A bare number is refused: whether
    /// `2` means 2 ns or 2 µs is the difference between no effect and a verdict.
    /// The error text is the reason alone; the caller names the option.
    public static func parse(_ text: String) -> Result<BodyCost, BodyCostError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let (unit, scale) = units.first(where: { trimmed.hasSuffix($0.0) }) else {
            return .failure(BodyCostError(text: text, reason: trimmed.isEmpty || Double(trimmed) == nil
                ? "a duration with a unit, such as 800ns, 2us, 2µs or 1.5ms"
                : "a unit after the number (ns, us or µs, ms, s): `\(trimmed)us` or `\(trimmed)ns`?"))
        }
        let number = String(trimmed.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
        // Digits and one point only: no sign, exponent, hex or `inf`.
        let digits = number.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), number.filter({ $0 == "." }).count <= 1,
              let value = Double(number) else {
            return .failure(BodyCostError(text: text, reason: "a non-negative number before the unit, such as 800ns, 2us or 1.5ms"))
        }
        let nanoseconds = value * scale
        guard nanoseconds <= limitNanoseconds else {
            return .failure(BodyCostError(text: text, reason: "a duration of at most 1s"))
        }
        return .success(BodyCost(nanoseconds: nanoseconds))
    }

    /// As the reports print it: "2.00 µs".
    public var description: String { Format.duration(nanoseconds) }
}

public struct BodyCostError: Error, Equatable, CustomStringConvertible {
    public let text: String
    public let reason: String
    public var description: String { "takes \(reason), not `\(text)`" }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
