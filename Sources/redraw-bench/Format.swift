/// Number formatting for the tables: durations, ratios, bytes, counts, spreads.
enum Format {
    /// Nanoseconds in the unit that keeps three significant digits readable.
    static func duration(_ ns: Double) -> String {
        if ns < 1_000 { return fixed(ns, ns < 10 ? 2 : ns < 100 ? 1 : 0) + " ns" }
        if ns < 1_000_000 { return fixed(ns / 1_000, ns < 10_000 ? 2 : ns < 100_000 ? 1 : 0) + " µs" }
        if ns < 1_000_000_000 { return fixed(ns / 1_000_000, ns < 10_000_000 ? 2 : ns < 100_000_000 ? 1 : 0) + " ms" }
        return fixed(ns / 1_000_000_000, 2) + " s"
    }

    static func ratio(_ x: Double) -> String { fixed(x, x < 10 ? 2 : 1) + "×" }

    static func bytes(_ x: Double) -> String { fixed(x, 0) + " B" }

    /// MAD / median as a percentage.
    static func spread(_ relative: Double) -> String { "±" + fixed(relative * 100, 1) + " %" }

    /// 100000 → "100,000".
    static func count(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "n/a" : (x > 0 ? "∞" : "-∞") }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(x) * Double(scale)).rounded())
        var text = (x < 0 && scaled != 0 ? "-" : "") + String(scaled / scale)
        if decimals > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }
}
