// GateFormat: the cells of the gate's tables (values, deltas, tolerances), the same in terminal and Markdown.

enum GateFormat {
    /// Integers as integers, else up to two decimals without trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == value.rounded(), abs(value) < 9e15 { return String(Int(value)) }
        var text = fixed(value, 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` with exactly `decimals` decimals, rounded half away from zero, locale-free.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let unit = (0..<decimals).reduce(1.0) { r, _ in r * 10 }
        let scaled = (abs(value) * unit).rounded()
        guard scaled < 9e15 else { return String(value) }
        let n = Int(scaled)
        let whole = n / Int(unit)
        let fraction = String(n % Int(unit))
        let sign = value < 0 && n != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        return sign + "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// Nanoseconds in a readable unit: `850 ns`, `12.3 µs`, `4.56 ms`, `1.20 s`.
    static func duration(_ ns: Double) -> String {
        let a = abs(ns)
        if a < 1_000 { return number(ns.rounded()) + " ns" }
        if a < 1_000_000 { return fixed(ns / 1_000, a < 10_000 ? 2 : 1) + " µs" }
        if a < 1_000_000_000 { return fixed(ns / 1_000_000, a < 10_000_000 ? 2 : 1) + " ms" }
        return fixed(ns / 1_000_000_000, 2) + " s"
    }

    static func value(_ v: Double, _ metric: GateMetric) -> String {
        metric == .time ? duration(v) : number(v)
    }

    static func signed(_ text: String, _ v: Double) -> String { v > 0 ? "+" + text : text }

    /// `+1`, `+3 (+12.5%)`, `-1.20 µs (-8.1%)`, `0`.
    static func delta(_ row: ComparisonRow) -> String {
        let d = row.delta
        if d == 0 { return "0" }
        var text = signed(value(d, row.metric), d)
        if let r = row.relativeDelta { text += " (" + signed(fixed(r * 100, 1), r) + "%)" }
        return text
    }

    /// `0`, `2%`, `10% and spread 1.20 µs`, with `, info` for an informational metric.
    static func tolerance(_ row: ComparisonRow) -> String {
        var text: String
        switch row.policy.tolerance {
        case .absolute(let a): text = value(a, row.metric)
        case .relative: text = row.policy.tolerance.description
        }
        if let spread = row.spread { text += " and spread " + value(spread, row.metric) }
        if row.policy.mode == .informational { text += ", info" }
        return text
    }

    static func plural(_ n: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? word : plural ?? word + "s")
    }
}
