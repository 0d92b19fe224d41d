// Spread: when a timing is too noisy to trust.
//
// Runs cluster by their median absolute deviation; past 10 % of the median a
// difference between two such medians says more about the machine than about
// the engines, so the report flags it instead of staying silent.

import RedrawMeasure

enum Spread {
    static let threshold = 0.10

    /// "⚠ spread 12.3 %: too wide to trust", or nil when the runs agree.
    static func warning(_ summary: Summary?) -> String? {
        guard let summary, summary.isSpreadTooWide(threshold: threshold) else { return nil }
        return "⚠ spread \(Format.percent(summary.relativeSpread * 100)): too wide to trust"
    }
}
