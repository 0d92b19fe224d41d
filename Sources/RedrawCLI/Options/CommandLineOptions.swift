import RedrawBuild
import RedrawReport
// CommandLineOptions: the one place options are parsed.
//
// swift-argument-parser cannot be fetched here, so each command declares its
// options as data (`CommandSpec`) and this parser checks them: unknown options,
// missing values and malformed numbers are usage errors (exit 1), and
// `--help` is generated from the same declarations.

public struct OptionSpec: Sendable {
    public let name: String
    /// Nil for a flag; the placeholder shown in help for an option with a value.
    public let valueName: String?
    public let help: String
    public let repeatable: Bool

    public init(_ name: String, value: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.valueName = value
        self.help = help
        self.repeatable = repeatable
    }
}

public struct CommandSpec: Sendable {
    public let name: String
    public let summary: String
    public let usage: [String]
    public let options: [OptionSpec]
    public let details: String
    /// How many positional arguments: a range.
    public let positionals: ClosedRange<Int>

    public init(name: String, summary: String, usage: [String], options: [OptionSpec], positionals: ClosedRange<Int>, details: String = "") {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.options = options
        self.positionals = positionals
        self.details = details
    }

    /// A usage written out from `synopsis` ("redraw run <file-or-folder>...") and every option
    /// it does not already name, wrapped under it: the line cannot leave out an option the
    /// command takes, as hand-written ones did.
    public init(name: String, summary: String, synopsis: String, options: [OptionSpec], positionals: ClosedRange<Int>,
                details: String = "") {
        self.init(name: name, summary: summary, usage: Self.usage(synopsis, options), options: options,
                  positionals: positionals, details: details)
    }

    static func usage(_ synopsis: String, _ options: [OptionSpec], width: Int = 100) -> [String] {
        let named = Set(synopsis.split(separator: " ").filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
        let words = options.filter { !named.contains($0.name) }.map { o in
            "[--\(o.name)" + (o.valueName.map { " " + $0 } ?? "") + "]" + (o.repeatable ? "..." : "")
        }
        // Continuation lines start under the first argument: "redraw run ".count.
        let indent = String(repeating: " ", count: synopsis.split(separator: " ").prefix(2).joined(separator: " ").count + 1)
        var lines = [synopsis]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > width { lines.append(indent + word) }
            else { lines[lines.count - 1] += " " + word }
        }
        return lines
    }

    public var help: String {
        var lines = ["redraw \(name): \(summary)", "", "Usage:"]
        lines += usage.map { "  " + $0 }
        if !options.isEmpty {
            lines += ["", "Options:"]
            let rendered = options.map { o in ("--" + o.name + (o.valueName.map { " " + $0 } ?? ""), o.help) }
            let width = min(28, (rendered.map(\.0.count).max() ?? 0) + 2)
            for (left, text) in rendered {
                lines.append("  " + left.padding(toLength: max(width, left.count + 2), withPad: " ", startingAt: 0) + text)
            }
            lines.append("  " + "--help".padding(toLength: max(width, 8), withPad: " ", startingAt: 0) + "show this help")
        }
        if !details.isEmpty { lines += ["", details] }
        return lines.joined(separator: "\n")
    }
}

public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public let command: String?
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
    public var description: String { message }
}

public struct ParsedOptions {
    public var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    public var wantsHelp = false

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    public func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = value(name) else { return fallback }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(text)`")
        }
        return n
    }

    public func number(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = Double(text), n.isFinite, n >= 0 else { throw UsageError("--\(name) takes a non-negative number, not `\(text)`") }
        return n
    }

    /// `--body-cost 2us`: a duration with its unit; a bad value names the option.
    public func bodyCost(_ name: String) throws -> BodyCost? {
        guard let text = value(name) else { return nil }
        switch BodyCost.parse(text) {
        case .success(let cost): return cost
        case .failure(let error): throw UsageError("--\(name) \(error)")
        }
    }

    /// `--param k=v` pairs.
    public func pairs(_ name: String) throws -> [String: String] {
        var out: [String: String] = [:]
        for item in all(name) {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw UsageError("--\(name) takes name=value, not `\(item)`")
            }
            out[String(item[..<eq])] = String(item[item.index(after: eq)...])
        }
        return out
    }
}

extension CommandSpec {
    public func parse(_ arguments: [String]) throws -> ParsedOptions {
        var parsed = ParsedOptions()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { parsed.wantsHelp = true; continue }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map { "--" + $0.name }
                let hint = suggestionText(for: "--" + name, among: known)
                throw UsageError("unknown option `\(argument)` for `redraw \(self.name)`\(hint)", command: self.name)
            }
            if option.valueName == nil {
                if inlineValue != nil { throw UsageError("--\(name) takes no value", command: self.name) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue { value = inlineValue }
            else {
                guard i < arguments.count else { throw UsageError("--\(name) needs a value (\(option.valueName!))", command: self.name) }
                value = arguments[i]
                i += 1
            }
            if !option.repeatable && parsed.values[name] != nil {
                throw UsageError("--\(name) is given twice", command: self.name)
            }
            parsed.values[name, default: []].append(value)
        }
        if !parsed.wantsHelp && !positionals.contains(parsed.positionals.count) {
            let expected = positionals.lowerBound == positionals.upperBound ? "\(positionals.lowerBound)" :
                positionals.upperBound == Int.max ? "at least \(positionals.lowerBound)" : "\(positionals.lowerBound) to \(positionals.upperBound)"
            // "1 path", "at least 1 path", "1 to 3 paths".
            let noun = positionals.lowerBound == 1 && (positionals.upperBound == 1 || positionals.upperBound == Int.max) ? "path" : "paths"
            throw UsageError("`redraw \(self.name)` takes \(expected) \(noun), got \(parsed.positionals.count)", command: self.name)
        }
        return parsed
    }
}

func suggestionText(for name: String, among candidates: [String]) -> String {
    var best: (String, Int)?
    for c in candidates {
        // Close enough to be a typo: at most 3 edits, and fewer than half the name's length.
        let d = EditDistance.between(name, c)
        if d <= 3, d * 2 < max(name.count, c.count), best.map({ d < $0.1 }) ?? true { best = (c, d) }
    }
    return best.map { "; did you mean `\($0.0)`?" } ?? ""
}
