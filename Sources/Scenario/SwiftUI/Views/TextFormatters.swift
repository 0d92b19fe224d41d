// Text with a Foundation `Formatter` (`DateFormatter`, `NumberFormatter`…), the pre-iOS 15
// way apps format: `Text("\(date, formatter: Self.dateFormatter)")` and
// `Text(date, formatter: f)`. The formatter's `string(for:)` runs where the body makes the
// text, so it shows what Foundation gives here (the formatter's own locale, not `\.locale`).
// Apple's forms take a `ReferenceConvertible` or an `NSObject`; on Linux `Date`, `URL` and
// the other value types are not `ReferenceConvertible`, so any subject is taken.

import Foundation

extension Formatter {
    /// What a text shows for `subject`: a value the formatter cannot format shows its description.
    func _shown(_ subject: Any) -> String { string(for: subject) ?? "\(subject)" }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter?._shown(subject) ?? "\(subject)")
    }
}

extension Text {
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter._shown(subject))
    }
}
