// CallRewrites: rewrites of calls and attributes anywhere in the file that
// do not depend on the file's types — seeded randomness, the environment
// object calls of the target engine, and sugar no plugin here expands.
//
// Invariants:
// - Randomness comes from the run's seed: `X.random(in: r)` →
//   `X.random(in: r, using: &RedrawRandom.generator)`, `Bool.random()`,
//   `.randomElement()`, `.shuffled()`, `.shuffle()` likewise, `UUID()` →
//   `RedrawRandom.uuid()`, `arc4random()` and `arc4random_uniform(n)` →
//   `RedrawRandom.arc4random…`. Calls that already pass `using:` are left alone.
// - Target pull: `.environmentObject(x)` → `.environment(x)`; a model's own
//   `objectWillChange.send()` is deleted (the macro notifies by itself), and a send
//   on another model's (`parent?.objectWillChange.send()`) whose class migrates
//   too (the pull form tracks the reads the send stood for). Target push:
//   `.environment(x)` (one unlabeled argument) → `.environmentObject(x)`;
//   `.environment(\.key, v)` is untouched. In a mixed form the target is the
//   engine of the class `x` holds (ModelTypes; one it cannot tell is left as
//   written and reported at `x`), and of the class whose code sends.
// - The wall clock is the scenario's virtual one: `Date()` and `Date.now` →
//   `RedrawClock.VirtualClock.shared.dateNow`, `Date(timeIntervalSinceNow: t)` → that
//   date `.addingTimeInterval(t)`; an implicit `.now` where SwiftUI takes a `Date`
//   (`.periodic(from: .now, by:)`, `Text(.now, style:)`) too, and `.now`,
//   `.init()` and `Date.init()` as the value of a declaration written `Date` — elsewhere its type
//   cannot be told from the syntax and it stays the real clock's.
// - `calendar.isDateInToday(d)` (and `…InTomorrow`, `…InYesterday`) asks the virtual
//   clock's day too: `calendar._redrawIsDateInToday(d)`.
// - `#Preview { … }`, `@main` (and `@UIApplicationMain`) and `@Previewable` are removed;
//   so are `#Unique` and `#Index` in a `@Model` class (SwiftData's schema macros, inert here).
// - In a uniform form, `extension ObservableObject` ↔ `extension Observable`, as the
//   model classes it extends change protocol.
// - `@Entry var name: T = value` becomes a private `EnvironmentKey` and the property
//   that reads and writes it, as SwiftUI's macro expands it.

import RedrawResults
import SwiftSyntax

enum CallRewrites {
    static let generator = "&RedrawRandom.generator"
    /// A date the app reads (`Date()`): strictly later than the last one read (VirtualClock.dateNow).
    static let virtualDate = "RedrawClock.VirtualClock.shared.dateNow"
    /// The frame's own date, for a schedule's start (`.periodic(from: .now, by:)`) or a `Text`'s
    /// reference date: a microsecond later, a periodic schedule would tick a frame early.
    static let frameDate = "RedrawClock.VirtualClock.shared.date"

    static func rewrite(_ tree: SourceFileSyntax, targets: FormTargets, types: ModelTypes, into plan: inout RewritePlan) {
        let visitor = CallRewriter(targets: targets, types: types)
        visitor.walk(tree)
        plan.edits.merge(visitor.edits)
        for (node, message) in visitor.undecided { plan.undecided(node, message) }
        for decl in visitor.attributeRemovals {
            plan.changeAttributes(of: decl.node) { changes in
                for attribute in decl.attributes { changes.remove(attribute) }
            }
        }
    }
}

final class CallRewriter: SyntaxVisitor {
    let targets: FormTargets
    let types: ModelTypes
    var edits = SourceEdits()
    var undecided: [(Syntax, String)] = []
    var attributeRemovals: [(node: any (WithAttributesSyntax & WithModifiersSyntax), attributes: [AttributeSyntax])] = []

    init(targets: FormTargets, types: ModelTypes) {
        self.targets = targets
        self.types = types
        super.init(viewMode: .sourceAccurate)
    }

    /// The engine of the object `argument` puts into the environment; nil (and noted) when it cannot be told.
    private func engine(ofObject argument: LabeledExprSyntax, modifier: String) -> EngineKind? {
        if let uniform = targets.uniform { return uniform }
        if let model = types.held(by: argument.expression) { return targets.engine(of: model.name) }
        undecided.append((Syntax(argument.expression),
            "cannot tell which model class `\(argument.expression.trimmedDescription)` is, so a mixed form cannot tell whether to migrate this `.\(modifier)(_:)`: "
            + "declare it with a type annotation naming one of this file's model classes (\(types.catalog.modelClasses.map(\.name).joined(separator: ", "))) "
            + "or pass a new object (`Type(…)`)"))
        return nil
    }

    /// A send made a statement of its own is deleted (with its `;`), as one migrating by hand
    /// deletes the line; one inside an expression (`ok ? objectWillChange.send() : ()`) becomes `()`.
    private func dropSend(_ node: FunctionCallExprSyntax) {
        if let item = node.parent?.as(CodeBlockItemSyntax.self) {
            // Followed by `;` and another statement, the send goes with its `;` and the space after it.
            let end = item.semicolon?.endPosition ?? node.endPositionBeforeTrailingTrivia
            // Alone on its line: its indentation goes too; the line stays, empty, so every later
            // line keeps its number (the form's `#sourceLocation` maps them one to one).
            let pieces = Array(node.leadingTrivia)
            let indentation = pieces.reversed().prefix { if case .spaces = $0 { return true }; if case .tabs = $0 { return true }; return false }
            let afterNewline = item.semicolon == nil && (pieces.dropLast(indentation.count).last?.isNewline ?? false)
            let width = afterNewline ? indentation.reduce(0) { $0 + $1.sourceLength.utf8Length } : 0
            edits.remove(node.positionAfterSkippingLeadingTrivia.utf8Offset - width..<end.utf8Offset)
        } else {
            edits.replace(node.trimmedRange, with: "()")
        }
    }

    /// The engine of the model class whose `objectWillChange` is sent on (`parent?` in a child's
    /// `parent?.objectWillChange.send()`); nil, and reported, when a mixed form cannot tell.
    private func engine(ofSentObject object: ExprSyntax) -> EngineKind? {
        if let uniform = targets.uniform { return uniform }
        var optionals = types
        optionals.throughOptionals = true
        if let model = optionals.held(by: object) { return targets.engine(of: model.name) }
        undecided.append((Syntax(object),
            "cannot tell which model class `\(object.trimmedDescription)` is, so a mixed form cannot tell whether to drop this "
            + "`objectWillChange.send()`: declare it with a type annotation naming one of this file's model classes "
            + "(\(types.catalog.modelClasses.map(\.name).joined(separator: ", ")))"))
        return nil
    }

    /// The engine of the class (or extension of one) whose code `node` is in; push outside any model class.
    private func engineOfEnclosingClass(_ node: some SyntaxProtocol) -> EngineKind {
        if let uniform = targets.uniform { return uniform }
        var current = node.parent
        while let scope = current {
            if let name = types.catalog.groupNames[scope.id] {
                return types.catalog.modelClass(named: name).map { targets.engine(of: $0.name) } ?? .push
            }
            current = scope.parent
        }
        return .push
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.trailingClosure == nil, let rightParen = node.rightParen else { return .visitChildren }
        let arguments = Array(node.arguments)
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.text == "UUID", arguments.isEmpty {
                edits.replace(node.trimmedRange, with: "RedrawRandom.uuid()")
            } else if reference.baseName.text == "arc4random_uniform" && arguments.count == 1
                        || reference.baseName.text == "arc4random" && arguments.isEmpty {
                // The C library's generator cannot be seeded (it reads the kernel's entropy): the
                // same call on the run's generator.
                edits.insert("RedrawRandom.", at: reference.positionAfterSkippingLeadingTrivia.utf8Offset)
            } else if reference.baseName.text == "Date", arguments.isEmpty {
                edits.replace(node.trimmedRange, with: Self.isDateArgument(Syntax(node)) ? CallRewrites.frameDate : CallRewrites.virtualDate)
            } else if reference.baseName.text == "Date", arguments.count == 1, arguments[0].label?.text == "timeIntervalSinceNow" {
                edits.replace(node.trimmedRange, with: "\(CallRewrites.virtualDate).addingTimeInterval(\(arguments[0].expression.trimmedDescription))")
                return .skipChildren
            }
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        // Migrating to `@Observable` drops a model's manual `objectWillChange.send()`: the macro
        // notifies for every tracked property by itself (the guides' migration step).
        switch node.objectWillChangeSender {
        case .own? where engineOfEnclosingClass(node) == .pull:
            dropSend(node)
            return .skipChildren
        case .other(let object)? where engine(ofSentObject: object) == .pull:
            dropSend(node)
            return .skipChildren
        default:
            break
        }
        switch name {
        case "init" where arguments.isEmpty && (base == "Date" || member.base == nil && Self.isDeclared("Date", Syntax(node))):
            // `Date.init()`, or `.init()` as a value declared `Date` (`@State var month: Date = .init()`).
            edits.replace(node.trimmedRange, with: CallRewrites.virtualDate)
            return .skipChildren
        case "init" where arguments.isEmpty && (base == "UUID" || member.base == nil && Self.isDeclared("UUID", Syntax(node))):
            // `UUID.init()`, or `.init()` as a value or default argument declared `UUID`
            // (`init(id: UUID = .init())`): from the seed, as `UUID()` (it differed from run to run).
            edits.replace(node.trimmedRange, with: "RedrawRandom.uuid()")
            return .skipChildren
        case "random" where arguments.count == 1 && arguments[0].label?.text == "in":
            edits.insert(", using: \(CallRewrites.generator)", at: arguments[0].endPositionBeforeTrailingTrivia.utf8Offset)
        case "random" where arguments.isEmpty && base == "Bool",
             "randomElement" where arguments.isEmpty,
             "shuffled" where arguments.isEmpty,
             "shuffle" where arguments.isEmpty:
            edits.insert("using: \(CallRewrites.generator)", at: rightParen.positionAfterSkippingLeadingTrivia.utf8Offset)
        case "isDateInToday", "isDateInTomorrow", "isDateInYesterday":
            // On the virtual clock, as `Date()` is (RedrawClock's CalendarDays.swift): the argument's own
            // rewrites stay, only the method's name changes.
            if arguments.count == 1, member.base != nil {
                edits.replace(member.declName.baseName.trimmedRange, with: "_redrawIsDateIn" + name.dropFirst("isDateIn".count))
            }
        case "environmentObject" where arguments.count == 1:
            if engine(ofObject: arguments[0], modifier: name) == .pull {
                edits.replace(member.declName.baseName.trimmedRange, with: "environment")
            }
        case "environment" where arguments.count == 1 && arguments[0].label == nil:
            if engine(ofObject: arguments[0], modifier: name) == .push {
                edits.replace(member.declName.baseName.trimmedRange, with: "environmentObject")
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "now", node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date" {
            edits.replace(node.trimmedRange, with: Self.isDateArgument(Syntax(node)) ? CallRewrites.frameDate : CallRewrites.virtualDate)
            return .skipChildren
        }
        if node.declName.baseName.text == "now", node.base == nil, Self.isDateArgument(Syntax(node)) {
            edits.replace(node.trimmedRange, with: CallRewrites.frameDate)
            return .skipChildren
        }
        if node.declName.baseName.text == "now", node.base == nil, Self.isDeclared("Date", Syntax(node)) {
            edits.replace(node.trimmedRange, with: CallRewrites.virtualDate)
            return .skipChildren
        }
        return .visitChildren
    }

    /// Whether `node` is the initial value of a property, variable or parameter the syntax
    /// declares as type `name`, `name?` or `Foundation.name` (`var day: Date = .now`,
    /// `init(id: UUID = .init())`): an implicit member there is that type's.
    static func isDeclared(_ name: String, _ node: Syntax) -> Bool {
        guard let initializer = node.parent?.as(InitializerClauseSyntax.self) else { return false }
        let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
            ?? initializer.parent?.as(FunctionParameterSyntax.self)?.type
        guard var written = type?.trimmedDescription else { return false }
        if written.hasSuffix("?") { written.removeLast() }
        return written == name || written == "Foundation." + name
    }

    /// An implicit `.now` where SwiftUI's API takes a `Date`: `.periodic(from: .now, by: 1)` (a
    /// `TimelineView`'s schedule) and `Text(.now, style: .time)`. Elsewhere its type cannot be told
    /// from the syntax, and it stays the real clock's.
    static func isDateArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if callee == "periodic", argument.label?.text == "from" { return true }
        if callee == "Text", argument.label == nil, call.arguments.contains(where: { $0.label?.text == "style" }) { return true }
        return false
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        edits.remove(node.trimmedRange)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" || Self.isSwiftDataSchemaMacro(node) else { return .visitChildren }
        edits.remove(node.trimmedRange)
        return .skipChildren
    }

    /// iOS 18's `#Unique<M>(…)` and `#Index<M>(…)` in a `@Model` class: SwiftData's freestanding
    /// macros, which add the schema's constraints and indexes. No plugin here expands them, and the
    /// run's in-memory store checks no uniqueness and keeps no index, so they go (their line stays,
    /// empty). Elsewhere the name is not SwiftData's, and the macro is left as written.
    static func isSwiftDataSchemaMacro(_ node: MacroExpansionDeclSyntax) -> Bool {
        guard ["Unique", "Index"].contains(node.macroName.text),
              let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        return owner.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Model" }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let entry = Self.entry(node) {
            edits.replace(node.trimmedRange, with: entry)
            return .skipChildren
        }
        note(node)
        return .visitChildren
    }

    /// `@Entry var name: T = value` (in an `extension EnvironmentValues`), which SwiftUI's macro
    /// expands and no plugin here does: a private key whose default is `value`, evaluated on each
    /// read as the macro's computed `defaultValue` is, and the property reading and writing it.
    static func entry(_ node: VariableDeclSyntax) -> String? {
        guard node.attributes.plain.contains(where: { $0.name == "Entry" }), node.bindings.count == 1,
              let binding = node.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value.trimmedDescription ?? (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true ? "nil" : nil)
        else { return nil }
        let key = "__RedrawEntryKey_\(name)"
        let access = node.modifiers.map(\.trimmedDescription).filter { ["public", "internal", "fileprivate", "private", "package"].contains($0) }
        let prefix = access.isEmpty ? "" : access.joined(separator: " ") + " "
        let keyDecl: String
        let type: String
        // In `extension FocusedValues` (Apple's documented way to declare a focused value): a
        // `FocusedValueKey` of the optional's wrapped type, whose default is always nil.
        if isInFocusedValues(node), let optional = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self) {
            let annotation = optional.trimmedDescription
            keyDecl = "private struct \(key): FocusedValueKey { typealias Value = \(optional.wrappedType.trimmedDescription) }"
            return "\(keyDecl); \(prefix)var \(name): \(annotation) { get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        }
        if let annotation = binding.typeAnnotation?.type.trimmedDescription {
            keyDecl = "private struct \(key): EnvironmentKey { static var defaultValue: \(annotation) { \(value) } }"
            type = annotation
        } else {
            // The property's type is named through the key's, so the key is as visible as the property.
            keyDecl = "\(prefix)struct \(key): EnvironmentKey { \(prefix)static let defaultValue = \(value) }"
            type = "\(key).Value"
        }
        return "\(keyDecl); \(prefix)var \(name): \(type) { get { self[\(key).self] } set { self[\(key).self] = newValue } }"
    }

    /// Whether `node` is a member of `extension FocusedValues` (or `SwiftUI.FocusedValues`).
    private static func isInFocusedValues(_ node: VariableDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let ext = current.as(ExtensionDeclSyntax.self) {
                return ["FocusedValues", "SwiftUI.FocusedValues"].contains(ext.extendedType.trimmedDescription)
            }
            if current.asProtocol(DeclGroupSyntax.self) != nil { return false }
            parent = current.parent
        }
        return false
    }

    /// `extension ObservableObject { … }` gives every model class its members under push; under
    /// pull the same classes are `Observable`, so the uniform pull form extends that protocol instead
    /// (and the push form of a pull-style file extends `ObservableObject`). A mixed form keeps it as
    /// written: the migrated classes lose those members, and swiftc says so at their uses.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let uniform = targets.uniform else { return .visitChildren }
        switch (node.extendedType.trimmedDescription, uniform) {
        case ("ObservableObject", .pull), ("Combine.ObservableObject", .pull):
            edits.replace(node.extendedType.trimmedRange, with: "Observable")
        case ("Observable", .push), ("Observation.Observable", .push):
            edits.replace(node.extendedType.trimmedRange, with: "ObservableObject")
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }

    private func note(_ decl: some WithAttributesSyntax & WithModifiersSyntax) {
        // `@UIApplicationMain` and `@NSApplicationMain` (the UIKit lifecycle's entry point before
        // `@main`, Xcode 11's template) are entry points too: the workload is the program's.
        let entryPoints: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain", "Previewable"]
        let removed = decl.attributes.plain.filter { entryPoints.contains($0.name) }
        if !removed.isEmpty { attributeRemovals.append((decl, removed)) }
    }
}
