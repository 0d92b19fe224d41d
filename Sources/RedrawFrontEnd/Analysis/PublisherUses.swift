// PublisherUses: code that subscribes to a push model's publishers has no
// pull form — an `@Observable` class has no `objectWillChange` and its
// properties no `$property` publisher, and the guides' migration replaces
// such a pipeline by hand (a computed property, `.onChange(of:)`, a `Task`
// with a sleep). Such a file runs under push only. The uses found:
// - a model's own `$property` (`$todos.sink`, `CombineLatest($todos, $filter)`,
//   `assign(to: &$filtered)`);
// - another object's, anywhere (`manager.$data.sink`, a view's
//   `.onReceive(timer.$seconds)`), where `property` is `@Published` in a push model
//   — unless what the syntax says the object is (ModelTypes: `let service =
//   CoinService()`, `: CoinService`, a typed parameter) is another class: a plain
//   class's `@Published` stays in both forms;
// - an `objectWillChange` that is not sent on — a subscription to it, as when
//   one object forwards a child's changes. A send (a model's own
//   `objectWillChange.send()`, a child's `parent?.objectWillChange.send()`, a
//   custom subject's `send(self)`) subscribes to nothing: the pull form drops it
//   (CallRewrites).

import SwiftSyntax

enum PublisherUses {
    struct Use {
        /// The push model class whose publisher is used; nil when it cannot be told from the syntax.
        let className: String?
        /// As written: `$todos`, `manager.$data`, `settings.objectWillChange`.
        let name: String
        let place: String
        let isObjectWillChange: Bool

        /// "… subscribes to …, which an `@Observable` … does not have".
        var reason: String {
            isObjectWillChange
                ? "`\(name)` (\(place)) subscribes to an object's `objectWillChange`, which an `@Observable` class does not have"
                : "`\(name)` (\(place)) subscribes to a `@Published` property's publisher, which an `@Observable` property does not have"
        }
    }

    /// The uses after the first, as the note names them: the first three with their places, then
    /// how many more (a tester's app subscribed in four files; the note named only the first).
    static func others(_ uses: [Use]) -> String {
        let rest = uses.dropFirst()
        guard !rest.isEmpty else { return "" }
        let named = rest.prefix(3).map { "`\($0.name)` (\($0.place))" }.joined(separator: ", ")
        let more = rest.count > 3 ? " and \(rest.count - 3) more" : ""
        return "; so do " + named + more
    }

    /// The first use in source order.
    static func first(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> Use? {
        all(in: catalog, parsed).first
    }

    /// Every use, in source order.
    static func all(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> [Use] {
        let pushModels = catalog.classes.filter { $0.style?.engine == .push }
        var owners: [String: [String]] = [:]  // @Published property name → push classes declaring it
        for info in pushModels { for name in ModelClassMapping.publishedNames(info.decl) { owners[name, default: []].append(info.name) } }
        guard !pushModels.isEmpty else { return [] }
        let finder = PublisherReferences(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        var uses: [Use] = []
        // What an expression holds, plain classes included (a plain class's `$x` is no model's).
        let held = ModelTypes(catalog: catalog, includesPlainClasses: true)
        for reference in finder.references {
            let enclosing = enclosingClass(of: reference.node, in: pushModels, catalog: catalog)
            switch reference.kind {
            case .ownDollar(let property):
                // `$todos` alone: the enclosing model's own publisher (a view's `$state` is a binding).
                guard let enclosing, ModelClassMapping.publishedNames(enclosing.decl).contains(property) else { continue }
                uses.append(Use(className: enclosing.name, name: reference.text, place: parsed.place(of: reference.node),
                                isObjectWillChange: false))
            case .memberDollar(let property, let baseIsSelf):
                if baseIsSelf {
                    guard let enclosing, ModelClassMapping.publishedNames(enclosing.decl).contains(property) else { continue }
                    uses.append(Use(className: enclosing.name, name: reference.text, place: parsed.place(of: reference.node),
                                    isObjectWillChange: false))
                } else if let classes = owners[property] {
                    let holder = reference.node.as(MemberAccessExprSyntax.self)?.base.flatMap(held.held)
                    if let holder, holder.style?.engine != .push { continue }  // a plain class's (or a pull model's)
                    uses.append(Use(className: holder?.name ?? (classes.count == 1 ? classes[0] : nil), name: reference.text,
                                    place: parsed.place(of: reference.node), isObjectWillChange: false))
                }
            case .objectWillChange(let sent):
                if sent { continue }
                // Whose `objectWillChange` it is: the object's the member is of (`picker.objectWillChange`
                // in AppModel is PickerModel's, which must stay an `ObservableObject`; the plan migrated
                // it and its form did not compile), else the enclosing model's own; nil when the syntax
                // does not tell (every push class then stays).
                let owner: String?
                if let base = reference.node.as(MemberAccessExprSyntax.self)?.base,
                   base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    let holder = held.held(by: base)
                    if let holder, holder.style?.engine != .push { continue }
                    owner = holder?.name
                } else {
                    owner = enclosing?.name
                }
                uses.append(Use(className: owner, name: reference.text, place: parsed.place(of: reference.node),
                                isObjectWillChange: true))
            }
        }
        return uses
    }

    /// The push model class whose declaration or extension holds `node`.
    private static func enclosingClass(of node: Syntax, in models: [ClassInfo], catalog: TypeCatalog) -> ClassInfo? {
        var current = node.parent
        while let syntax = current {
            if let name = catalog.groupNames[syntax.id] { return models.first { $0.name == name } }
            current = syntax.parent
        }
        return nil
    }
}

private final class PublisherReferences: SyntaxVisitor {
    enum Kind {
        case ownDollar(String)
        case memberDollar(String, baseIsSelf: Bool)
        /// `sent`: the base of a `.send(…)` call, on any object.
        case objectWillChange(sent: Bool)
    }
    var references: [(node: Syntax, text: String, kind: Kind)] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if name.hasPrefix("$"), name.count > 1, let base = node.base {
            references.append((Syntax(node), node.trimmedDescription, .memberDollar(String(name.dropFirst()), baseIsSelf: base.isSelfReference)))
        } else if name == "objectWillChange" {
            references.append((Syntax(node), node.trimmedDescription, .objectWillChange(sent: isSent(Syntax(node)))))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The declared name of a member access is visited above.
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .visitChildren }
        let name = node.baseName.text
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            references.append((Syntax(node), name, .ownDollar(String(name.dropFirst()))))
        } else if name == "objectWillChange" {
            references.append((Syntax(node), name, .objectWillChange(sent: isSent(Syntax(node)))))
        }
        return .visitChildren
    }


    /// Whether `node` is the base of a `.send(…)` call.
    private func isSent(_ node: Syntax) -> Bool {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send" else { return false }
        return member.parent?.as(FunctionCallExprSyntax.self) != nil
    }
}
