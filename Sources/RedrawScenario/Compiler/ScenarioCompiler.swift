// ScenarioCompiler: turns a parsed scenario file into a `Scenario`.
//
// Passes: collect type names; classify stored properties (tracked, ignored,
// view property wrappers); declare methods so calls resolve in any order;
// compile bodies to closures; compile the workload. Every problem becomes a
// located diagnostic and compilation goes on, so `validate` shows them all.

import SwiftSyntax

public enum ScenarioLoader {
    /// Loads and compiles a scenario file; throws `ScenarioLoadError` with every problem found.
    public static func load(path: String) throws -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioLoadError([ScenarioDiagnostic("cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: path, line: 0, column: 0))])
        }
        return try load(source: text, path: path)
    }

    public static func load(source text: String, path: String) throws -> Scenario {
        let source = ScenarioSource(path: path, text: text)
        let syntaxErrors = source.syntaxDiagnostics()
        if syntaxErrors.contains(where: { $0.severity == .error }) { throw ScenarioLoadError(syntaxErrors) }
        let compiler = ScenarioCompiler(source: source)
        let scenario = compiler.compile()
        let errors = compiler.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty || scenario == nil { throw ScenarioLoadError(compiler.diagnostics) }
        return scenario!
    }
}

final class ScenarioCompiler {
    let source: ScenarioSource
    var diagnostics: [ScenarioDiagnostic] = []
    var models: [String: ModelType] = [:]
    var structs: [String: StructType] = [:]
    var enums: [String: EnumType] = [:]
    var views: [String: ViewType] = [:]
    var globalFunctions: [String: [Function]] = [:]
    var typeOrder: [String] = []
    let globals: FunctionScope
    var parameters: [(name: String, defaultValue: String)] = []
    var writtenFor: EngineKind = .pull
    /// Bodies to compile once every signature is known.
    var pendingBodies: [() -> Void] = []
    var nextSite = 0
    /// Declared result types of computed properties, per member table.
    var computedTypes: [ObjectIdentifier: [String: TypeRef?]] = [:]
    var functionReturnTypes: [ObjectIdentifier: TypeRef?] = [:]
    /// `@ViewBuilder` helpers of each view type (`var header: some View`), inlined where used.
    var viewHelpers: [String: [String: Syntax]] = [:]
    /// `View.property` for `@State var m: M` set by the parent on creation.
    var viewStateInputs: Set<String> = []
    /// > 0 while compiling a view modifier's arguments, where `.title` is a SwiftUI constant.
    var modifierArgumentDepth = 0

    init(source: ScenarioSource) {
        self.source = source
        self.globals = FunctionScope(parent: nil, selfContext: .none)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { source.location(of: node) }

    func error(_ message: String, at node: some SyntaxProtocol) {
        diagnostics.append(ScenarioDiagnostic(message, at: location(node), excerpt: source.annotated(message, at: node)))
    }

    /// An Eval that reports the problem if it is ever run (it never is: loading fails first).
    func failed(_ message: String, at node: some SyntaxProtocol) -> Eval {
        error(message, at: node)
        let l = location(node)
        return { _ in throw RuntimeError(message, at: l) }
    }

    var typeNames: [String] { Array(models.keys) + Array(structs.keys) + Array(enums.keys) + Array(views.keys) }

    func typeValue(named name: String) -> TypeValue? {
        if let m = models[name] { return .model(m) }
        if let s = structs[name] { return .structure(s) }
        if let e = enums[name] { return .enumeration(e) }
        return nil
    }

    func compile() -> Scenario? {
        let items = source.tree.statements.map(\.item)
        collectTypes(items)
        for item in items { declareMembers(item) }
        writtenFor = detectStyle(items)
        for view in views.values { classifySubscriptions(view) }
        let workload = compileWorkload(items)
        while !pendingBodies.isEmpty { pendingBodies.removeFirst()() }
        guard let workload else { return nil }
        let name = FileName(path: source.path).withoutExtension
        return Scenario(
            name: name, path: source.path, writtenFor: writtenFor,
            models: typeOrder.compactMap { models[$0] }, structs: typeOrder.compactMap { structs[$0] },
            enums: typeOrder.compactMap { enums[$0] }, views: typeOrder.compactMap { views[$0] },
            steps: workload.steps, rootLocation: workload.rootLocation, parameters: parameters,
            globalCount: globals.localCount, globalNames: globals.outermostNames, setup: workload.setup, root: workload.root)
    }

    /// The form the file is written in: push if it uses `ObservableObject` or its wrappers.
    func detectStyle(_ items: [CodeBlockItemSyntax.Item]) -> EngineKind {
        if models.values.contains(where: { $0.style == .observableObject }) { return .push }
        let pushWrappers: Set<ViewPropertyWrapper> = [.stateObject, .observedObject, .environmentObject]
        if views.values.contains(where: { $0.properties.contains { pushWrappers.contains($0.wrapper) } }) { return .push }
        return .pull
    }
}

/// `Scenarios/todo.swift` → `todo`.
struct FileName {
    let path: String
    var withoutExtension: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
        return last
    }
}
