// ReportOptions: what a reader chose for the report beyond the profile itself.
//
// The profile is what ran; these change how it is judged (an assumed body
// cost), never what was measured. Exporters that use them take them at init,
// so `render(_:)` stays a pure function of the profile.

public struct ReportOptions: Equatable, Sendable {
    /// `--body-cost`: the extra cost of one body evaluation in an app, for projections.
    public var bodyCost: BodyCost?

    public init(bodyCost: BodyCost? = nil) {
        self.bodyCost = bodyCost
    }
}
