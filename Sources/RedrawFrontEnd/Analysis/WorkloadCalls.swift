// WorkloadCalls: the scenario's workload as written — `Redraw.root`,
// `Redraw.step`, `Redraw.wait` and `param` calls — and the checks that it can be run.
//
// Invariants:
// - `Redraw.root` and `Redraw.step` are statements of the file's top level
//   (directly, or inside a top-level `#if`); anywhere else is an error, as is
//   a file with no root or with two.
// - A step's name and a parameter's name are string literals without
//   interpolation (an error otherwise: the driver lists steps and parameters
//   without running the file), and no two steps share a name (reports and
//   the gate identify a step by it). A step's integer-literal `frames:` is in
//   1...1_000_000. One parameter name has one default text.
// - A UI action at the top level is a step named after it (`ActionSteps`);
//   inside a step it is not checked here.
// - `Redraw.wait(seconds:)` is a step too: its argument is a number literal
//   over 0 (at most 1_000_000 frames), its name `wait <s> s` (` (2)`, ` (3)`…
//   when a name repeats, as for actions), derived as the runtime derives it.
// - Every error is positioned at the node it is about.

import RedrawResults
import SwiftParser
import SwiftSyntax

struct WorkloadCalls {
    private(set) var steps: [StepDeclaration] = []
    /// Where the (first) top-level `Redraw.root` call is: the initial render is built there.
    private(set) var root: SourcePoint?
    private(set) var parameters: [ParameterDeclaration] = []
    private(set) var errors: [FrontEndDiagnostic] = []

    static let maximumFrames = 1_000_000

    init(_ parsed: ParsedScenario) {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        var firstRoot: FunctionCallExprSyntax?
        var nestedRoot = false
        var stepLines: [String: Int] = [:]
        var errors: [(AbsolutePosition, FrontEndDiagnostic)] = []
        func error(_ message: String, at node: some SyntaxProtocol) {
            errors.append((node.positionAfterSkippingLeadingTrivia, parsed.error(message, at: node)))
        }

        for call in finder.redrawCalls {
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text
            // Inside a step, an action acts in that step's frame: nothing to check here.
            if ActionSteps.members.contains(member) && !Self.isTopLevelStatement(call) { continue }
            guard Self.isTopLevelStatement(call) else {
                if member == "root" { nestedRoot = true }
                error("`Redraw.\(member)` must be called at the top level of the scenario file", at: call)
                continue
            }
            if ActionSteps.members.contains(member) {
                switch ActionSteps.name(of: call, member: member) {
                case .success(let name):
                    let unique = Self.unique(name, taken: stepLines)
                    stepLines[unique] = parsed.line(of: call)
                    steps.append(StepDeclaration(name: unique, point: parsed.point(of: call)))
                case .failure(let failure):
                    steps.append(StepDeclaration(name: nil, point: parsed.point(of: call)))
                    error(failure.message, at: failure.node)
                }
                continue
            }
            if member == "wait" {
                guard let name = Self.waitStepName(call, error: { error($0, at: $1) }) else { continue }
                let stepName = Self.unique(name, taken: stepLines)
                steps.append(StepDeclaration(name: stepName, point: parsed.point(of: call)))
                if let earlier = stepLines[stepName] {
                    error("another step is named \"\(stepName)\" (line \(earlier)): reports and the gate tell steps apart by name; rename one",
                          at: call)
                } else {
                    stepLines[stepName] = parsed.line(of: call)
                }
            } else if member == "root" {
                if let firstRoot {
                    error("the scenario has more than one `Redraw.root` (the first is at line \(parsed.line(of: firstRoot))): keep one",
                          at: call)
                } else {
                    firstRoot = call
                    root = parsed.point(of: call)
                }
                // Two forms only: a closure that builds the root view, or an `App` type. Anything
                // else is swiftc's "no exact matches", with notes in Redraw's own sources.
                let argument = call.arguments.first?.expression
                let isAppType = argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
                if call.trailingClosure == nil, !(argument?.is(ClosureExprSyntax.self) ?? false), !isAppType {
                    error("`Redraw.root` takes a closure that builds the root view, `Redraw.root { ContentView() }`, "
                          + "or the app's type, `Redraw.root(MyApp.self)`", at: argument.map(Syntax.init) ?? Syntax(call))
                }
            } else {
                // On one line, as the runtime names it.
                let name = call.arguments.first.flatMap { $0.label == nil ? Self.literal($0) : nil }.map(StepNames.oneLine)
                steps.append(StepDeclaration(name: name, point: parsed.point(of: call)))
                if let name, let earlier = stepLines[name] {
                    error("another step is named \"\(name)\" (line \(earlier)): reports and the gate tell steps apart by name; rename one",
                          at: call.arguments.first!)
                } else if let name {
                    stepLines[name] = parsed.line(of: call)
                }
                if name == nil {
                    error("the first argument of `Redraw.step` must be a string literal: the step's name",
                          at: call.arguments.first.map(Syntax.init) ?? Syntax(call))
                }
                if let frames = call.arguments.first(where: { $0.label?.text == "frames" }),
                   let value = Self.integerLiteral(frames.expression),
                   !(1...Self.maximumFrames).contains(value) {
                    error("`frames:` must be between 1 and 1_000_000, not \(frames.expression.trimmedDescription)",
                          at: frames.expression)
                }
            }
        }
        if firstRoot == nil && !nestedRoot {
            errors.insert((AbsolutePosition(utf8Offset: 0),
                           parsed.error("the scenario has no `Redraw.root { … }`: add one that builds the root view",
                                        at: parsed.tree, position: AbsolutePosition(utf8Offset: 0))), at: 0)
        }

        var defaults: [String: ParameterDeclaration] = [:]
        for call in finder.paramCalls {
            guard let first = call.arguments.first, first.label == nil, let name = Self.literal(first) else {
                error("the first argument of `param` must be a string literal: the parameter's name",
                      at: call.arguments.first.map(Syntax.init) ?? Syntax(call))
                continue
            }
            let defaultArgument = call.arguments.dropFirst().first?.expression
            let defaultText = defaultArgument?.trimmedDescription ?? ""
            let declaration = ParameterDeclaration(name: name, defaultText: defaultText, line: parsed.line(of: call))
            if let earlier = defaults[name] {
                if earlier.defaultText != defaultText {
                    error("parameter \"\(name)\" has another default at line \(earlier.line) (`\(earlier.defaultText)`); "
                          + "give every `param(\"\(name)\", …)` the same default",
                          at: defaultArgument.map(Syntax.init) ?? Syntax(call))
                }
                continue
            }
            defaults[name] = declaration
            parameters.append(declaration)
        }
        self.errors = errors.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A derived step name made unique as the runtime does: `name (2)`, `name (3)`…
    static func unique(_ name: String, taken: [String: Int]) -> String {
        StepNames.unique(name, isTaken: { taken[$0] != nil })
    }

    /// `Redraw.wait(seconds: 0.3)`: the step's name, as the runtime makes it (`wait 0.3 s`,
    /// `wait 2 s`; RedrawScenarioKit/Time.swift), or nil after an error.
    static func waitStepName(_ call: FunctionCallExprSyntax, error: (String, Syntax) -> Void) -> String? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "seconds" else {
            error("`Redraw.wait` takes one argument, `seconds:`", Syntax(call))
            return nil
        }
        let text: String?
        if let float = argument.expression.as(FloatLiteralExprSyntax.self) { text = float.literal.text }
        else if let integer = argument.expression.as(IntegerLiteralExprSyntax.self) { text = integer.literal.text }
        else { text = nil }
        guard let text, let seconds = Double(String(text.filter { $0 != "_" })), seconds.isFinite else {
            error("`Redraw.wait(seconds:)` takes a number literal: the step's name and frames come from it",
                  Syntax(argument.expression))
            return nil
        }
        let frames = StepNames.waitFrames(seconds)
        guard seconds > 0, frames <= Double(maximumFrames) else {
            error("`Redraw.wait(seconds:)` must wait more than 0 and at most \(maximumFrames) frames (\(maximumFrames / 60) s), "
                  + "not \(argument.expression.trimmedDescription)", Syntax(argument.expression))
            return nil
        }
        return StepNames.wait(seconds: seconds)
    }

    /// The text of a string literal without interpolation.
    static func literal(_ argument: LabeledExprSyntax?) -> String? {
        argument?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The value of `42`, `-3`, `1_000` (nil for anything else; `Int.max` when it overflows).
    static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.representedLiteralValue ?? Int.max }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map { -$0 } ?? Int.min
        }
        return nil
    }

    /// The call is a statement of the file, or of a `#if` clause at file level.
    static func isTopLevelStatement(_ call: FunctionCallExprSyntax) -> Bool {
        var item = call.parent?.as(CodeBlockItemSyntax.self)
        while let current = item, let list = current.parent?.as(CodeBlockItemListSyntax.self) {
            if list.parent?.is(SourceFileSyntax.self) == true { return true }
            guard let clause = list.parent?.as(IfConfigClauseSyntax.self),
                  let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
            item = ifConfig.parent?.as(CodeBlockItemSyntax.self)
        }
        return false
    }
}

/// `Redraw.root` / `Redraw.step` / `Redraw.wait` / UI-action calls and `param` calls, in source order.
private final class CallFinder: SyntaxVisitor {
    var redrawCalls: [FunctionCallExprSyntax] = []
    var paramCalls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Redraw",
           ["root", "step", "wait"].contains(member.declName.baseName.text) || ActionSteps.members.contains(member.declName.baseName.text) {
            redrawCalls.append(node)
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "param" {
            paramCalls.append(node)
        }
        return .visitChildren
    }
}
