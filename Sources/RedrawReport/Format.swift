// Format: deterministic number text for reports.
//
// Reports are diffed and parsed back by the CI gate, so a value must print the
// same on every machine and locale: integers as integers, fractions with a
// fixed number of decimals (rounded half away from zero), no locale, no
// exponent. Nothing here invents a number; it only prints the ones it is given.

enum Format {
    /// `value` with exactly `decimals` decimals: `fixed(12.345, 1) == "12.3"`.
    /// Non-finite values print as `inf`, `-inf`, `nan` (which `Double(_:)` reads back).
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let unit = (0..<decimals).reduce(1) { result, _ in result * 10 }
        let scaled = (value * Double(unit)).rounded()
        // Beyond Int's range only for absurd values; print them plainly rather than trap.
        guard abs(scaled) < 9.0e18 else { return String(value) }
        let n = Int(scaled)
        guard decimals > 0 else { return String(n) }
        let whole = n.magnitude / UInt(unit)
        let fraction = String(n.magnitude % UInt(unit))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return (n < 0 ? "-" : "") + "\(whole).\(padded)"
    }

    /// `value` rounded to `decimals`, as a number: what `fixed` prints, so a
    /// parsed file and the profile it came from compare equal.
    /// How much lower `after` is than `before`, in % of `before`, to one decimal (as printed, so a
    /// verdict never contradicts the figure beside it); nil when `before` is not above 0.
    static func percentLower(from before: Double, to after: Double) -> Double? {
        before > 0 ? rounded((before - after) / before * 100, 1) : nil
    }

    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        guard value.isFinite else { return value }
        let unit = Double((0..<decimals).reduce(1) { result, _ in result * 10 })
        return (value * unit).rounded() / unit
    }

    /// Whole nanoseconds: timings are sampled in nanoseconds; a median of two
    /// samples may end in .5, which is below the clock's meaning.
    static func nanoseconds(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 9.0e18 else { return nil }
        return Int(value.rounded())
    }

    /// A percentage with at most one decimal and no trailing ".0": "70 %", "33.3 %".
    static func percent(_ value: Double) -> String {
        var text = fixed(value, 1)
        // A small but real share must not read as nothing.
        if text == "0.0", value > 0 { return "< 0.1 %" }
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text == "-0" { text = "0" }
        return text + " %"
    }

    /// A duration given in nanoseconds, in the unit that keeps it readable.
    static func duration(_ nanoseconds: Double) -> String {
        let magnitude = abs(nanoseconds)
        if !magnitude.isFinite { return fixed(nanoseconds, 0) + " ns" }
        if magnitude < 1_000 { return fixed(nanoseconds, 0) + " ns" }
        if magnitude < 1_000_000 { return fixed(nanoseconds / 1_000, 2) + " µs" }
        if magnitude < 1_000_000_000 { return fixed(nanoseconds / 1_000_000, 2) + " ms" }
        return fixed(nanoseconds / 1_000_000_000, 2) + " s"
    }
}
