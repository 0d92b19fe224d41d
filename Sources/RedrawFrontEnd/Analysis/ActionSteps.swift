// ActionSteps: a UI action written at the top level (`Redraw.tap("Add")`) is
// a step of its own, named after it; the name is derived here from the
// call's literals exactly as the runtime derives it (`Redraw.act` in
// RedrawScenarioKit's Actions.swift), so the driver can list and place steps
// without running the file.

import SwiftSyntax

enum ActionSteps {
    /// The actions that make a step when written at the top level.
    static let members: Set<String> = ["tap", "type", "toggle", "select", "adjust", "delete", "submit", "scroll"]

    /// The step name of a top-level action call, or the argument that keeps it from having one.
    static func name(of call: FunctionCallExprSyntax, member: String) -> Result<String, NameError> {
        let arguments = Array(call.arguments)
        func string(_ position: Int) throws(NameError) -> String {
            guard position < arguments.count, arguments[position].label == nil else {
                throw NameError(message: "`Redraw.\(member)` needs its arguments written out", node: Syntax(call))
            }
            guard let text = WorkloadCalls.literal(arguments[position]) else {
                throw NameError(message: "at the top level, `Redraw.\(member)` names a step: this argument must be a string literal",
                                node: Syntax(arguments[position].expression))
            }
            return "\"\(text)\""
        }
        func labelled(_ label: String) throws(NameError) -> String? {
            guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
            guard let value = number(argument.expression) else {
                throw NameError(message: "at the top level, `Redraw.\(member)` names a step: `\(label):` must be a number literal",
                                node: Syntax(argument.expression))
            }
            return value
        }
        do throws(NameError) {
            switch member {
            case "tap": return .success("tap \(try string(0))")
            case "toggle": return .success("toggle \(try string(0))")
            case "submit": return .success("submit \(try string(0))")
            case "type": return .success("type \(try string(1)) into \(try string(0))")
            case "select": return .success("select \(try string(1)) in \(try string(0))")
            case "adjust":
                let label = try string(0)
                if let to = try labelled("to") { return .success("adjust \(label) to \(to)") }
                if let by = try labelled("by") { return .success("adjust \(label) by \(by)") }
                return .failure(NameError(message: "`Redraw.adjust` needs `to:` or `by:`", node: Syntax(call)))
            case "scroll":
                if let to = try labelled("to") { return .success("scroll to \(to)") }
                if let by = try labelled("by") { return .success("scroll by \(by)") }
                return .failure(NameError(message: "`Redraw.scroll` needs `to:` or `by:`", node: Syntax(call)))
            default:
                guard let row = try labelled("row") else {
                    return .failure(NameError(message: "`Redraw.delete` needs `row:`", node: Syntax(call)))
                }
                return .success("delete row \(row)")
            }
        } catch {
            return .failure(error)
        }
    }

    struct NameError: Error {
        let message: String
        let node: Syntax
    }

    /// A number literal as the runtime prints it: `5` for `5` or `5.0`, `0.25` for `0.25`.
    static func number(_ expression: ExprSyntax) -> String? {
        var text = expression.trimmedDescription.filter { $0 != "_" }
        var sign = ""
        if text.hasPrefix("-") { sign = "-"; text.removeFirst() }
        guard expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
                || (expression.as(PrefixOperatorExprSyntax.self)?.operator.text == "-"),
              let value = Double(sign + text) else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
