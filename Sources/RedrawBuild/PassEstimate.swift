// PassEstimate: how long a child's remaining passes should take, from the
// passes it has already run, for the progress line ("push: pass 4 of 10
// (timed) · about 40 s left"). A 100,000-row scenario's passes take tens of
// seconds each; without an estimate its line looks the same for minutes.
//
// Invariant: nothing is estimated before one pass has finished, and an
// estimate under `shownFrom` seconds is not shown (it would flicker by).

import Foundation

struct PassEstimate {
    /// When the first pass this estimate saw began, and its number.
    private var first: (seconds: Double, index: Int)?
    /// Shortest estimate worth showing.
    let shownFrom: Double

    init(shownFrom: Double = 5) { self.shownFrom = shownFrom }

    /// `line`: the child's progress line as it sent it; `now`: a monotonic clock in seconds.
    /// The estimate for the passes from this one to the last ("about 40 s left"), or nil.
    mutating func remaining(after line: String, now: Double) -> String? {
        guard let (index, count) = Self.pass(in: line) else { return nil }
        // The first pass seen, or passes numbered afresh: the clock starts here.
        guard let first, index > first.index else { self.first = (now, index); return nil }
        // Passes first.index ..< index have run; index ... count are left (this one just began).
        let perPass = (now - first.seconds) / Double(index - first.index)
        let left = perPass * Double(count - index + 1)
        return left >= shownFrom ? "about \(Self.duration(left)) left" : nil
    }

    /// "pass 3 of 10" → (3, 10).
    static func pass(in line: String) -> (index: Int, count: Int)? {
        guard let range = line.range(of: #"pass [0-9]+ of [0-9]+"#, options: .regularExpression) else { return nil }
        let numbers = line[range].split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= numbers[1] else { return nil }
        return (numbers[0], numbers[1])
    }

    /// 7 s, 45 s, 1 min 30 s, 12 min: rounded up, to 5 s beyond a minute and to the minute beyond ten.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole >= 600 { return "\((whole + 59) / 60) min" }
        let rounded = (whole + 4) / 5 * 5
        return rounded % 60 == 0 ? "\(rounded / 60) min" : "\(rounded / 60) min \(rounded % 60) s"
    }
}
