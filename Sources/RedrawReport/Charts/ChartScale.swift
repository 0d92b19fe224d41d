// ChartScale: where a value lands on a chart's axis, linear or by decades.
//
// Bodies are counts, drawn on a linear axis from zero with round ticks (1, 2
// or 5 × 10ⁿ), so bar lengths compare as the counts do. Frame times span from
// microseconds to the 16.7 ms budget, drawn by decades so both stay visible.

import Foundation

/// 0…max on a linear axis, max rounded up to a whole number of round ticks.
struct LinearScale {
    let maximum: Double
    let tick: Double

    init(covering value: Double) {
        let target = max(value, 1) / 5
        let magnitude = pow(10, floor(log10(target)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= target } ?? 10 * magnitude
        tick = step
        maximum = (max(value, 1) / step).rounded(.up) * step
    }

    /// 0…1 along the axis.
    func fraction(_ value: Double) -> Double { value / maximum }

    var ticks: [Double] { stride(from: 0, through: maximum + tick / 2, by: tick).map { $0 } }
}

/// Decades of nanoseconds covering a range: 10^a … 10^b.
struct DecadeScale {
    let lowExponent: Int
    let highExponent: Int

    init(covering values: [Double]) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        let low = positive.min() ?? 1, high = positive.max() ?? 10
        lowExponent = Int(floor(log10(low)))
        highExponent = max(Int(ceil(log10(high))), lowExponent + 1)
    }

    var low: Double { pow(10, Double(lowExponent)) }

    /// 0…1 along the axis; values at or below the lowest decade sit on it.
    func fraction(_ value: Double) -> Double {
        let v = max(value, low)
        return (log10(v) - Double(lowExponent)) / Double(highExponent - lowExponent)
    }

    var ticks: [Double] { (lowExponent...highExponent).map { pow(10, Double($0)) } }

    /// "1 ns", "10 µs", "100 ms", "1 s": a decade of nanoseconds.
    static func label(_ nanoseconds: Double) -> String {
        let exponent = Int(log10(nanoseconds).rounded())
        let units = ["ns", "µs", "ms", "s"]
        let unit = min(max(exponent, 0) / 3, units.count - 1)
        let mantissa = exponent - unit * 3
        let digits = mantissa >= 0 ? "1" + String(repeating: "0", count: mantissa) : "0." + String(repeating: "0", count: -mantissa - 1) + "1"
        return "\(digits) \(units[unit])"
    }
}
