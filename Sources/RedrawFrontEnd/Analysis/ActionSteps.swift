// ActionSteps: a UI action written at the top level (`Redraw.tap("Add")`) is
// a step of its own, named after it; the name comes from the call's literals
// through `StepNames`, which the runtime names the step with too, so the
// driver can list and place steps without running the file.

import RedrawResults
import SwiftSyntax

enum ActionSteps {
    /// The actions that make a step when written at the top level.
    static let members: Set<String> = ["tap", "type", "toggle", "select", "adjust", "delete", "move", "submit", "scroll", "dismiss", "refresh",
                                         "drag", "longPress"]

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
            return text
        }
        /// The number literal labelled `label`, nil when there is no such argument.
        func number(_ label: String) throws(NameError) -> Double? {
            guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
            guard let value = numberLiteral(argument.expression) else {
                throw NameError(message: "at the top level, `Redraw.\(member)` names a step: `\(label):` must be a number literal",
                                node: Syntax(argument.expression))
            }
            return value
        }
        func missing(_ labels: String) -> Result<String, NameError> {
            .failure(NameError(message: "`Redraw.\(member)` needs \(labels)", node: Syntax(call)))
        }
        do throws(NameError) {
            switch member {
            case "tap": return .success(StepNames.tap(try string(0)))
            case "toggle": return .success(StepNames.toggle(try string(0)))
            case "submit": return .success(StepNames.submit(try string(0)))
            case "drag": return .success(StepNames.drag(try string(0)))
            case "longPress": return .success(StepNames.longPress(try string(0)))
            case "type": return .success(StepNames.type(try string(1), into: try string(0)))
            case "select": return .success(StepNames.select(try string(1), in: try string(0)))
            case "adjust":
                let label = try string(0)
                if let to = try number("to") { return .success(StepNames.adjust(label, to: to)) }
                if let by = try number("by") { return .success(StepNames.adjust(label, by: Int(by))) }
                return missing("`to:` or `by:`")
            case "dismiss": return .success(StepNames.dismiss)
            case "refresh": return .success(StepNames.refresh)
            case "scroll":
                if let to = try number("to") { return .success(StepNames.scroll(to: Int(to))) }
                if let by = try number("by") { return .success(StepNames.scroll(by: Int(by))) }
                return missing("`to:` or `by:`")
            case "move":
                guard let row = try number("row"), let to = try number("to") else { return missing("`row:` and `to:`") }
                return .success(StepNames.move(row: Int(row), to: Int(to)))
            default:
                guard let row = try number("row") else { return missing("`row:`") }
                return .success(StepNames.delete(row: Int(row)))
            }
        } catch {
            return .failure(error)
        }
    }

    struct NameError: Error {
        let message: String
        let node: Syntax
    }

    /// The value of a number literal (`5`, `-2`, `0.25`, `1_000`); nil for anything else, and for
    /// a value an `Int` argument could not hold.
    static func numberLiteral(_ expression: ExprSyntax) -> Double? {
        var text = expression.trimmedDescription.filter { $0 != "_" }
        var sign = 1.0
        if text.hasPrefix("-") { sign = -1; text.removeFirst() }
        guard expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
                || (expression.as(PrefixOperatorExprSyntax.self)?.operator.text == "-"),
              let value = Double(text), abs(value) < 1e15 else { return nil }
        return sign * value
    }
}
