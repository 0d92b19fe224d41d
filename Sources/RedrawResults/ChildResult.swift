// ChildResult: what a compiled scenario's process hands back to `redraw`:
// one engine's steps, as JSON.

/// What a child hands back: one engine's steps.
public struct ChildResult: Codable {
    public var steps: [StepProfile] = []
    public var emptyFrameNanoseconds: Double?
    public var allocatorAvailable = false
    /// The journal pass's events, when it was asked for.
    public var journal: Journal?
    /// The allocation pass's counters since it began, at the end of each frame, per step
    /// (the mount is step 0, one frame): a journal's frames carry them.
    public var frameAllocations: [[AllocationSnapshot]]?
    /// What the process printed (`print`, standard error) that is not Redraw's own, standard
    /// output first, when the request kept it (`--show-output`, the counting process only); set
    /// by the parent, at most `printedLimit` lines.
    public var printed: [String]?
    public static let printedLimit = 200
    /// By step, the views whose `@State` made an object that SwiftUI threw away, with the view
    /// whose body made each: told by a counting pass as it ran, set by the parent (a later pass's
    /// crash in that step names them, ScenarioFault.discardNote).
    public var discardedState: [String: [DiscardedState]]?
    /// The counting pass's tracked properties written and read.
    public var propertyUsage: PropertyUsage?
    /// What the counting pass told about the app as it ran (`step<TAB>text`, each once), which
    /// `redraw run` prints as notes: a path element no view declares a destination for.
    public var notes: [String]?
    /// The viewport the last pass ran with (`--viewport`, else the scenario's, else a phone's).
    public var viewport: RunViewport?
    /// Every `param` the last pass read, with the value it ran with (its default unless `--param` set it).
    public var parameters: [String: String]?
    /// How bodies were tracked: "direct" (the runtime holds each `ObservationTracking`) or
    /// "public" (`withObservationTracking` and a sentinel; see DirectTracking.swift).
    public var observationTracking: String?
    /// Tracking fires that reached a destroyed node over the whole child (should be 0).
    public var lateTrackingFires: Int?

    public init() {}
}

/// A view whose `@State` initial value made an object that was thrown away, and the view whose
/// body made the view.
public struct DiscardedState: Codable, Equatable, Sendable {
    public let view: String
    public let maker: String

    public init(view: String, maker: String) {
        self.view = view
        self.maker = maker
    }
}
