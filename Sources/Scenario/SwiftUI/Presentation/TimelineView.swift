// TimelineView: content that re-runs on a schedule. A node of its own (like a
// presentation's) builds the content for the schedule's current date and sets
// a timer on the virtual clock for the next one; when it fires, that node
// alone is invalidated (cause: timeline ticked) and runs again in that
// frame's render pass, with the new date — the parent's body does not run.
//
// Dates are the virtual clock's (`VirtualClock.date`), so a run ticks the
// same way every time: `.periodic(from:by:)` every interval, `.everyMinute`
// on each minute, `.animation` every frame (1/60 s), `.explicit` at its dates.
//
// The content's `context.date` is the schedule's date that triggered the update
// — Apple: "The date from the schedule that triggered the current view
// update"; an every-minute schedule created at 10:09:55 gives 10:09:00 — not
// the frame's time: a tick fired in the first frame after its date passes that
// date, and a parent that re-runs between ticks passes the same date again, so
// a child that takes it is skipped (trial AZ-2). Before a schedule's first date
// (an `.explicit` list all ahead, a `.periodic` start ahead) Apple does not say
// what the content shows; Redraw passes the time it is shown.
//
// A schedule's dates are sums and products of intervals like 0.1 s that no
// `Double` holds exactly, and a `Date` (seconds since 2001 in a `Double`) has
// steps of about 0.12 µs in 2025: dates within `_TimelineDates.tolerance` of
// each other are one date, and a timer is set that much early, so a tick due
// on a frame's time fires in that frame (trial BH-1: a 0.1 s schedule found
// its next date equal to the one just ticked and re-fired to the pass cap;
// BH-2: a 0.1 s minimum interval ticked every 7th frame, not every 6th).
//
// When the declaring body re-runs and hands the node another schedule
// (`.periodic(from: .now, by: 1)` re-made later), the timer of the old one is
// dropped and the next date is the new schedule's first after now (BH-3: both
// fired); an equal schedule keeps its timer. The content keeps the date of the
// last tick until the new schedule's first: what a device shows at the change
// is not documented.

import Foundation
import RedrawClock

public protocol TimelineSchedule {
    /// The first date after `date` on the schedule; nil when it has none.
    func _next(after date: Date) -> Date?
    /// The last date at or before `date` on the schedule (what a view shown at `date` displays);
    /// nil when none has come yet, or when every moment is one (`.animation`).
    func _latest(atOrBefore date: Date) -> Date?
    /// Whether `other` gives the same dates (a body re-run that re-made it equal).
    func _hasSameDates(as other: Self) -> Bool
}

extension TimelineSchedule {
    public func _latest(atOrBefore date: Date) -> Date? { nil }
    public func _hasSameDates(as other: Self) -> Bool { false }
}

/// How close two of a schedule's dates may be and still be one (see the top of the file).
enum _TimelineDates {
    static let tolerance: TimeInterval = 1e-5
}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = max(interval, 1.0 / 60) }
    /// Entry k is `start + k × interval`, from k's integer count: never a sum of intervals.
    public func _next(after date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(start) + _TimelineDates.tolerance
        guard elapsed >= 0 else { return start }
        return start.addingTimeInterval(((elapsed / interval).rounded(.down) + 1) * interval)
    }
    public func _latest(atOrBefore date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(start) + _TimelineDates.tolerance
        guard elapsed >= 0 else { return nil }
        return start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    }
    public func _hasSameDates(as other: Self) -> Bool {
        abs(start.timeIntervalSince(other.start)) < _TimelineDates.tolerance && interval == other.interval
    }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func _next(after date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: (((date.timeIntervalSinceReferenceDate + _TimelineDates.tolerance) / 60).rounded(.down) + 1) * 60)
    }
    public func _latest(atOrBefore date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate + _TimelineDates.tolerance) / 60).rounded(.down) * 60)
    }
    public func _hasSameDates(as other: Self) -> Bool { true }
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = paused ? nil : max(minimumInterval ?? 0, 1.0 / 60) }
    let interval: Double?
    public func _next(after date: Date) -> Date? { interval.map { date.addingTimeInterval($0) } }
    public func _hasSameDates(as other: Self) -> Bool { interval == other.interval }
}

public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    public func _next(after date: Date) -> Date? { dates.first { $0.timeIntervalSince(date) > _TimelineDates.tolerance } }
    public func _latest(atOrBefore date: Date) -> Date? { dates.last { $0.timeIntervalSince(date) <= _TimelineDates.tolerance } }
    public func _hasSameDates(as other: Self) -> Bool { dates == other.dates }
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
        // The date of the tick that ran it, or of the last one (the parent re-ran), else the
        // schedule's date now (shown for the first time). Kept in the node's presenter state, so
        // that other presentations' nodes do not grow.
        let entry = node.presenterState as? _TimelineEntry ?? _TimelineEntry()
        node.presenterState = entry
        let date = entry.date ?? schedule._latest(atOrBefore: now) ?? now
        entry.date = date
        builder.eagerly { $0.expand(content(TimelineViewDefaultContext(date: date))) }
        // One timer at a time per node. An equal schedule keeps the one set; a first showing, a
        // tick that ran, or another schedule sets one for the first date after now and after the
        // date shown; the timer of a schedule this one replaced is cancelled.
        let same = (entry.schedule as? Schedule).map { schedule._hasSameDates(as: $0) } ?? false
        entry.schedule = schedule
        if entry.timer != nil && same { return true }
        // Another schedule's timer goes: it would fire its old date, and show in the pending work.
        if let old = entry.timer { clock.cancel(old) }
        entry.timer = nil
        let tolerance = _TimelineDates.tolerance
        guard let next = schedule._next(after: max(now, date)) else { return true }
        // The entry held, not weakly referenced: a weak reference gave each one a side table (an
        // allocation per timeline). Entry and timer hold each other until the timer runs, is
        // cancelled, or the clock drops it at the next pass's reset.
        entry.timer = clock.after(seconds: next.timeIntervalSince(now) - tolerance, "TimelineView tick") { [weak node] in
            guard let node, node.isAlive else { return }
            entry.timer = nil
            entry.date = next
            node.graph.invalidate(node, cause: .timeline)
        }
        return true
    }
}

/// The schedule's date a `TimelineView`'s content shows: its last tick's.
final class _TimelineEntry {
    var date: Date?
    /// The schedule of the latest update, and the timer set for its next date (the clock's).
    var schedule: Any?
    var timer: AnyObject?
}
