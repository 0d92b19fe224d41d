// CalendarDays: `Calendar`'s questions about today, on the virtual clock. The
// front end rewrites a scenario's `Date()` to the virtual clock's date, but
// Foundation's `isDateInToday(_:)` asks the machine's clock, so a reminder
// due "today" (2025-01-01 on the virtual clock) was never today (a tester's
// reminders app counted none). The rewriter renames the calls to these
// (CallRewrites); the calendar, its time zone and its day boundaries are the
// app's own.

import Foundation

extension Calendar {
    public func _redrawIsDateInToday(_ date: Date) -> Bool { isDate(date, daysFromToday: 0) }
    public func _redrawIsDateInTomorrow(_ date: Date) -> Bool { isDate(date, daysFromToday: 1) }
    public func _redrawIsDateInYesterday(_ date: Date) -> Bool { isDate(date, daysFromToday: -1) }

    /// Whether `date` falls in the day `days` days after the virtual clock's date.
    private func isDate(_ date: Date, daysFromToday days: Int) -> Bool {
        guard let day = self.date(byAdding: .day, value: days, to: VirtualClock.shared.date) else { return false }
        return isDate(date, inSameDayAs: day)
    }
}
