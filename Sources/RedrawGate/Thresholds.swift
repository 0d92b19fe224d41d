// Thresholds: tolerance rules per scenario, engine, step and metric, from a file or the command line.
//
// The file format, one rule a line (blank lines and `#` comments ignored):
//
//     <scenario>[@<engine>]/<step>/<metric>   [enforce|info] [<tolerance>]
//     <metric>                                [enforce|info] [<tolerance>]
//
// - Each of scenario, engine, step and metric is a wildcard (`*` any run of
//   characters, `?` one); a bare metric means `*/*/<metric>`. The scenario is
//   the report's `scenario` column (the file name without `.swift`); the step
//   may hold spaces and slashes (everything between the first and the last `/`).
// - `<metric>` is a column name (body_evaluations, invalidations, notifications,
//   skipped, created, destroyed, dependencies, stale_views, discarded_state_inits,
//   frames, allocations, allocated_bytes, time_median_ns, alias `time`) or a
//   wildcard over them.
// - `<tolerance>` is absolute in the metric's unit (`2`: two more bodies pass)
//   or relative to the baseline (`5%`). `info` makes the metric's changes
//   informational (reported, never failing); `enforce` makes them count.
// - Later rules win, field by field; command-line `--tolerance` rules come
//   after the file's.
//
// Example:
//
//     */*/allocations              5%
//     cart-after@pull/*/created    1
//     */initial render/*           info
//     */*/time                     enforce 15%

public struct ThresholdRule: Equatable, Sendable {
    public var scenario: Wildcard
    public var engine: Wildcard
    public var step: Wildcard
    public var metric: Wildcard
    public var tolerance: Tolerance?
    public var mode: GateMode?
    /// `file:line` or `--tolerance`, for messages.
    public var origin: String

    public init(scenario: String = "*", engine: String = "*", step: String = "*", metric: String,
                tolerance: Tolerance? = nil, mode: GateMode? = nil, origin: String = "") {
        self.scenario = Wildcard(scenario)
        self.engine = Wildcard(engine)
        self.step = Wildcard(step)
        self.metric = Wildcard(metric == "time" ? GateMetric.time.rawValue : metric)
        self.tolerance = tolerance
        self.mode = mode
        self.origin = origin
    }

    public func applies(scenario name: String, engine kind: String, step stepName: String, metric m: GateMetric) -> Bool {
        scenario.matches(name) && engine.matches(kind) && step.matches(stepName)
            && (metric.matches(m.rawValue) || (m == .time && metric.matches("time")))
    }
}

public struct Thresholds: Equatable, Sendable {
    public var rules: [ThresholdRule]

    public init(rules: [ThresholdRule] = []) { self.rules = rules }

    /// The rules that apply to none of `rows`: most often a misspelt scenario or step, which would
    /// otherwise leave the tolerance meant for it silently unused.
    public func unmatched(by rows: [ComparisonRow]) -> [ThresholdRule] {
        rules.filter { rule in
            !rows.contains { row in
                let name = row.scenario.split(separator: "/").last.map(String.init) ?? row.scenario
                return rule.applies(scenario: name, engine: row.engine, step: row.step, metric: row.metric)
            }
        }
    }

    /// The policy for one metric of one step: `base` (the metric's default), then every matching rule in order.
    public func policy(for metric: GateMetric, scenario: String, engine: String, step: String,
                       base: MetricPolicy) -> MetricPolicy {
        var policy = base
        for rule in rules where rule.applies(scenario: scenario, engine: engine, step: step, metric: metric) {
            if let t = rule.tolerance { policy.tolerance = t }
            if let m = rule.mode { policy.mode = m }
        }
        return policy
    }

    /// Parses a thresholds file's text; `source` names it in errors.
    public static func parse(_ text: String, source: String) throws -> Thresholds {
        var rules: [ThresholdRule] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            let origin = "\(source):\(index + 1)"
            rules.append(try rule(trimmed, origin: origin))
        }
        return Thresholds(rules: rules)
    }

    /// One `--tolerance` value: `PATTERN=SETTING`, e.g. `allocations=5%`, `*/*/time=enforce 10%`.
    public static func parseOption(_ text: String) throws -> ThresholdRule {
        guard let eq = text.lastIndex(of: "="), eq != text.startIndex else {
            throw GateInputError("--tolerance takes PATTERN=TOLERANCE (e.g. `allocations=5%`, `*/*/body_evaluations=1`), not `\(text)`")
        }
        let pattern = String(text[..<eq]).trimmingWhitespace()
        let setting = String(text[text.index(after: eq)...]).trimmingWhitespace()
        return try rule(pattern + " " + setting, origin: "--tolerance \(text)")
    }

    /// `pattern [enforce|info] [tolerance]`, the settings read from the end (the step may hold spaces).
    static func rule(_ line: String, origin: String) throws -> ThresholdRule {
        var rest = Substring(line)
        var tolerance: Tolerance?
        var mode: GateMode?
        while let space = rest.lastIndex(where: { $0 == " " || $0 == "\t" }) {
            let word = String(rest[rest.index(after: space)...])
            if tolerance == nil, let t = Tolerance(parsing: word) { tolerance = t }
            else if mode == nil, let m = GateMode(rawValue: word) { mode = m }
            else { break }
            rest = Substring(String(rest[..<space]).trimmingWhitespace())
        }
        guard tolerance != nil || mode != nil else {
            throw GateInputError("\(origin): expected `<scenario>/<step>/<metric>  [enforce|info] [<tolerance>]` "
                + "with a tolerance such as `0`, `2` or `5%`, got `\(line)`")
        }
        let pattern = String(rest)
        var scenario = "*", step = "*", metric = pattern
        if let first = pattern.firstIndex(of: "/"), let last = pattern.lastIndex(of: "/") {
            guard first != last else {
                throw GateInputError("\(origin): `\(pattern)` has one `/`; write `<scenario>/<step>/<metric>` or a bare metric")
            }
            scenario = String(pattern[..<first])
            step = String(pattern[pattern.index(after: first)..<last])
            metric = String(pattern[pattern.index(after: last)...])
        }
        var engine = "*"
        if let at = scenario.lastIndex(of: "@") {
            engine = String(scenario[scenario.index(after: at)...])
            scenario = String(scenario[..<at])
            guard ["push", "pull"].contains(where: { Wildcard(engine).matches($0) }) else {
                throw GateInputError("\(origin): engine `\(engine)` matches neither push nor pull")
            }
        }
        for (field, value) in [("scenario", scenario), ("step", step), ("metric", metric)] where value.isEmpty {
            throw GateInputError("\(origin): the \(field) in `\(pattern)` is empty (use `*` for any)")
        }
        guard GateMetric.names.contains(where: { Wildcard(metric).matches($0) }) else {
            throw GateInputError("\(origin): `\(metric)` matches no metric; metrics are "
                + GateMetric.names.joined(separator: ", "))
        }
        return ThresholdRule(scenario: scenario, engine: engine, step: step, metric: metric,
                             tolerance: tolerance, mode: mode, origin: origin)
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
