// FrameBudget: the 60 FPS budget the articles' frame-rate claim is about.
//
// One frame at 60 FPS has 1/60 s ≈ 16.7 ms. A frame that took longer missed it.

enum FrameBudget {
    static let nanoseconds = 1_000_000_000.0 / 60
    /// How the budget is named in column titles and prose.
    static let label = "16.7 ms"

    /// Timed frames that took longer than the budget (nil when none were timed).
    static func framesOver(_ frameTimings: [Double]) -> Int? {
        frameTimings.isEmpty ? nil : frameTimings.filter { $0 > nanoseconds }.count
    }
}
