// StepNames: the names of the steps a workload makes without naming them —
// UI actions and waits written at the top level. One definition for both
// sides: the runtime names the step it registers, the front end names the
// same step from the call's literals, so the driver can list and place steps
// without running the file.

public enum StepNames {
    public static func tap(_ label: String) -> String { "tap \(quoted(label))" }
    public static func type(_ text: String, into field: String) -> String { "type \(quoted(text)) into \(quoted(field))" }
    public static func toggle(_ label: String) -> String { "toggle \(quoted(label))" }
    public static func select(_ option: String, in picker: String) -> String { "select \(quoted(option)) in \(quoted(picker))" }
    public static func adjust(_ label: String, to value: Double) -> String { "adjust \(quoted(label)) to \(number(value))" }
    public static func adjust(_ label: String, by steps: Int) -> String { "adjust \(quoted(label)) by \(steps)" }
    public static func delete(row: Int) -> String { "delete row \(row)" }
    public static func move(row: Int, to destination: Int) -> String { "move row \(row) to \(destination)" }
    public static func submit(_ field: String) -> String { "submit \(quoted(field))" }
    public static func drag(_ label: String) -> String { "drag \(quoted(label))" }
    public static func longPress(_ label: String) -> String { "long press \(quoted(label))" }
    public static let dismiss = "dismiss"
    public static let refresh = "pull to refresh"
    public static func scroll(to row: Int) -> String { "scroll to \(row)" }
    public static func scroll(by rows: Int) -> String { "scroll by \(rows)" }
    /// `wait 0.3 s`; a whole number of seconds without a fraction: `wait 2 s`.
    public static func wait(seconds: Double) -> String { "wait \(number(seconds)) s" }

    /// Frames of a wait: ⌈seconds × 60⌉, forgiving the rounding of a decimal literal
    /// (0.3 × 60 is 18, not 19).
    public static func waitFrames(_ seconds: Double) -> Double { (seconds * 60 - 1e-9).rounded(.up) }

    /// `name` on one line (see `oneLine`), or `name (2)`, `name (3)`… when `isTaken` says a step
    /// already has it.
    public static func unique(_ name: String, isTaken: (String) -> Bool) -> String {
        let name = oneLine(name)
        guard isTaken(name) else { return name }
        var n = 2
        while isTaken("\(name) (\(n))") { n += 1 }
        return "\(name) (\(n))"
    }

    /// `5` for 5.0, `0.25` for 0.25: a number as a person writes it.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// A name with its line breaks and tabs written as Swift escapes (`\n`, `\r`, `\t`): a step
    /// is a row of the terminal's table and a line of `steps.csv`, and a button titled
    /// "Execute\nOperation" broke both (trial BE-4). `--step` takes the name as shown.
    public static func oneLine(_ name: String) -> String {
        guard name.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }) else { return name }
        var out = ""
        for character in name {
            switch character {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out
    }
}
