/// Robust summary statistics of repeated timing (or count) samples.
///
/// Benchmark runs are noisy and skewed to the right (a GC pause, a context
/// switch), so the profiler reports the median and percentiles rather than
/// just the mean, and judges stability by the median absolute deviation:
/// `relativeSpread = mad / median` says how tightly runs cluster, and
/// `isSpreadTooWide(threshold:)` flags a measurement that should not be
/// trusted (or compared against a baseline) as it stands.
///
/// Percentiles use the type-7 definition described on `SortedSamples`.
/// `mad` is the raw median of `|x - median|`, not scaled by 1.4826.
public struct Summary: Equatable, Sendable {
    public let count: Int
    public let min: Double
    public let max: Double
    public let median: Double
    public let mean: Double
    public let p95: Double
    public let p99: Double
    /// Median absolute deviation from the median (unscaled).
    public let mad: Double
    /// `mad / median`. Zero when `mad` is zero; `.infinity` when the median
    /// is zero but `mad` is not (no meaningful relative scale).
    public let relativeSpread: Double
    /// The 25th and 75th percentiles: runs that fall in two groups (three near 6 ms, two near
    /// 3.5 ms) have a MAD of 0 — most sit on the median — and quartiles far apart.
    public let p25: Double
    public let p75: Double
    /// `(p75 - p25) / median`, as `relativeSpread` is scaled.
    public var relativeQuartileRange: Double {
        p75 == p25 ? 0 : median == 0 ? .infinity : (p75 - p25) / abs(median)
    }

    /// Nil for no samples or any NaN sample; a single sample gives min = max
    /// = median = mean = p95 = p99 = that sample and a spread of zero.
    public init?<S: Sequence>(_ samples: S) where S.Element == Double {
        guard let sorted = SortedSamples(samples) else { return nil }
        self.init(sorted: sorted)
    }

    public init(sorted: SortedSamples) {
        let values = sorted.values
        count = values.count
        min = sorted.min
        max = sorted.max
        median = sorted.median
        mean = values.reduce(0, +) / Double(values.count)
        p95 = sorted.percentile(95)
        p99 = sorted.percentile(99)
        p25 = sorted.percentile(25)
        p75 = sorted.percentile(75)
        let center = median
        // Non-empty and NaN-free, so the deviations are too (unless a sample
        // is infinite, where ∞ - ∞ = NaN: fall back to an infinite spread).
        let deviations = SortedSamples(values.map { abs($0 - center) })
        mad = deviations?.median ?? .infinity
        if mad == 0 {
            relativeSpread = 0
        } else {
            relativeSpread = median == 0 ? .infinity : mad / abs(median)
        }
    }

    /// True when runs disagree by more than `threshold` relative to their
    /// median, e.g. `threshold: 0.05` for 5%: by their MAD, or by their
    /// quartiles more than twice that apart (for normal runs the quartile
    /// range is about twice the MAD), which catches runs in two groups.
    public func isSpreadTooWide(threshold: Double) -> Bool {
        relativeSpread > threshold || isSplit(threshold: threshold)
    }

    /// Whether the quartiles are more than `2 × threshold` apart while the MAD is within it: runs
    /// in two groups.
    public func isSplit(threshold: Double) -> Bool {
        relativeSpread <= threshold && relativeQuartileRange > 2 * threshold
    }
}
