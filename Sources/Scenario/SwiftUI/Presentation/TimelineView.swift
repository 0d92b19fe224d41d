// TimelineView: content that re-runs on a schedule. A node of its own (like a
// presentation's) builds the content for the schedule's current date and sets
// a timer on the virtual clock for the next one; when it fires, that node
// alone is invalidated (cause: timeline ticked) and runs again in that
// frame's render pass, with the new date — the parent's body does not run.
//
// Dates are the virtual clock's (`VirtualClock.date`), so a run ticks the
// same way every time: `.periodic(from:by:)` every interval, `.everyMinute`
// on each minute, `.animation` every frame (1/60 s), `.explicit` at its dates.

import Foundation
import RedrawClock

public protocol TimelineSchedule {
    /// The first date at or after `date` on the schedule; nil when it has none.
    func _next(after date: Date) -> Date?
}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = max(interval, 1.0 / 60) }
    public func _next(after date: Date) -> Date? {
        guard date >= start else { return start }
        let steps = (date.timeIntervalSince(start) / interval).rounded(.down) + 1
        return start.addingTimeInterval(steps * interval)
    }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func _next(after date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
    }
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = paused ? nil : max(minimumInterval ?? 0, 1.0 / 60) }
    let interval: Double?
    public func _next(after date: Date) -> Date? { interval.map { date.addingTimeInterval($0) } }
}

public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    public func _next(after date: Date) -> Date? { dates.first { $0 > date } }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double?, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

public struct TimelineViewDefaultContext {
    public let date: Date
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public var cadence: Cadence { .live }
}

public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendPresentation(_TimelinePresenter(schedule: view.schedule, content: view.content))
    }
}

struct _TimelinePresenter<Schedule: TimelineSchedule, Content: View>: _Presenter {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    var name: String { "TimelineView" }
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        let clock = VirtualClock.shared
        let now = clock.date
        builder.eagerly { $0.expand(content(TimelineViewDefaultContext(date: now))) }
        // One timer at a time per node: the next date after now, then again from there.
        if !node.tickPending, let next = schedule._next(after: now) {
            node.tickPending = true
            clock.after(seconds: next.timeIntervalSince(now), "TimelineView tick") { [weak node] in
                guard let node, node.isAlive else { return }
                node.tickPending = false
                node.graph.invalidate(node, cause: .timeline)
            }
        }
        return true
    }
}
