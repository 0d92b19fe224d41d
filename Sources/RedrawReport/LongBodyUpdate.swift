// LongBodyUpdate: Instruments' thresholds for a long view body update.
//
// The SwiftUI instrument of Instruments 26 (WWDC25 "Optimize SwiftUI
// performance with Instruments", session 306) has a "Long View Body Updates"
// lane. Summaries of Apple's article "Understanding and improving SwiftUI
// performance" (developer.apple.com/documentation/xcode/understanding-and-
// improving-swiftui-performance) give its colours as orange for a body update
// over 500 µs and red over 1 ms. The search behind this file found the article
// and the session, but not those two figures in Apple's own text: the reports
// say so beside them.
//
// Instruments marks one body update; a step's time per body here is an
// average that also holds the step's other work (the writes, the graph), so
// it bounds the mean body's cost from above and says nothing of one slow body.

enum LongBodyUpdate {
    static let orangeNanoseconds = 500_000.0
    static let redNanoseconds = 1_000_000.0

    /// Where one body's time falls: "under 500 µs", "over 500 µs (orange)", "over 1 ms (red)".
    static func band(_ nanoseconds: Double) -> String {
        if nanoseconds > redNanoseconds { return "over 1 ms (red)" }
        if nanoseconds > orangeNanoseconds { return "over 500 µs (orange)" }
        return "under 500 µs"
    }

    /// Where the thresholds come from, as the report states it.
    static let source = "Instruments' SwiftUI template marks a long view body update orange over 500 µs and red over 1 ms "
        + "(as summaries of Apple's article \"Understanding and improving SwiftUI performance\" give them, for the "
        + "\"Long View Body Updates\" lane shown in WWDC25 \"Optimize SwiftUI performance with Instruments\"; Redraw "
        + "did not find the two figures in Apple's own text)"
}
