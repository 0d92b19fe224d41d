// Spread: when a timing is too noisy to trust.
//
// Runs cluster by their median absolute deviation; past 10 % of the median a
// difference between two such medians says more about the machine than about
// the engines, so the report flags it instead of staying silent.

import RedrawMeasure

enum Spread {
    static let threshold = 0.10

    /// "⚠ spread 12.3 %: too wide to trust", or nil when the runs agree. A lone sample (`--repeat 1`)
    /// has no spread to judge by: its MAD is 0 whatever the machine did, so it is flagged as such
    /// rather than shown as 0 % (a tester read `--repeat 1` verdicts as trustworthy).
    static func warning(_ summary: Summary?) -> String? {
        guard let summary else { return nil }
        if summary.count == 1 { return "⚠ one timed sample: its spread is unknown (--repeat 2 or more)" }
        guard summary.isSpreadTooWide(threshold: threshold) else { return nil }
        if summary.isSplit(threshold: threshold) {
            return "⚠ runs in two groups (quartiles \(Format.duration(summary.p25)) and \(Format.duration(summary.p75))): too wide to trust"
        }
        return "⚠ spread \(Format.percent(summary.relativeSpread * 100)): too wide to trust"
    }
}

/// The medians a summary table marked, for the notes under it (the terminal's and the Markdown's).
struct SpreadMarks {
    /// A marked median had a spread too wide to trust.
    private(set) var noisy = false
    /// A marked median was a lone sample.
    private(set) var lone = false

    /// Whether `summary`'s median is to be marked; remembers why.
    mutating func mark(_ summary: Summary) -> Bool {
        guard Spread.warning(summary) != nil else { return false }
        if summary.count == 1 { lone = true } else { noisy = true }
        return true
    }
}
