// Helpers for the interpreter tests: scenario sources in, runtime values out,
// through RedrawScenario's public interface only.

import Foundation
import RedrawScenario
import Testing

/// The two ways a scenario's models are written; most interpreter tests run on both.
enum ModelStyleUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// `@Observable class M` (written for pull).
    case observable
    /// `class M: ObservableObject` with `@Published` (written for push).
    case observableObject

    var testDescription: String { self == .observable ? "@Observable" : "ObservableObject" }

    /// The class declaration's head: `@Observable\nclass Name` or `final class Name: ObservableObject`.
    func classHead(_ name: String) -> String {
        switch self {
        case .observable: return "@Observable\nclass \(name)"
        case .observableObject: return "final class \(name): ObservableObject"
        }
    }

    /// A view property holding a model object of this style.
    var holder: String { self == .observable ? "var" : "@ObservedObject var" }

    /// The engine a file in this style is written for.
    var engine: EngineKind { self == .observable ? .pull : .push }

    var modelStyle: ModelStyle { self == .observable ? .observable : .observableObject }

    /// Rewrites a model body written with the markers `@T var` (tracked) and `@I var` (ignored).
    func members(_ body: String) -> String {
        switch self {
        case .observable:
            return body.replacingAll("@T var", with: "var").replacingAll("@I var", with: "@ObservationIgnored var")
        case .observableObject:
            return body.replacingAll("@T var", with: "@Published var").replacingAll("@I var", with: "var")
        }
    }

    /// `class Name { body }` in this style (body uses the `@T`/`@I` markers).
    func model(_ name: String, _ body: String) -> String {
        "\(classHead(name)) {\n\(members(body))\n}\n"
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        replacingOccurrences(of: target, with: replacement)
    }
}

/// A complete scenario: declarations, one model class `Model` in `style`, a probe
/// view holding `model`, top-level code, and one step `run` whose body is `step`.
func probeScenario(_ style: ModelStyleUnderTest, types: String = "", model body: String,
                   modelInit: String = "Model()", globals: String = "", step: String) -> String {
    """
    import SwiftUI
    import Observation

    \(types)

    \(style.model("Model", body))

    struct Probe: View {
        \(style.holder) model: Model
        var body: some View {
            Text("probe")
        }
    }

    let model = \(modelInit)
    \(globals)

    Redraw.root { Probe(model: model) }

    Redraw.step("run") {
        \(step)
    }
    """
}

func load(_ source: String, path: String = "test.swift") throws -> Scenario {
    do {
        return try ScenarioLoader.load(source: source, path: path)
    } catch let error as ScenarioLoadError {
        Issue.record("the scenario did not load:\n\(error)")
        throw error
    }
}

/// Loads `source`, runs its setup, and runs every step's writes in order.
@discardableResult
func run(_ source: String, seed: UInt64 = 1, parameters: [String: String] = [:], steps: Bool = true) throws -> ScenarioInstance {
    let scenario = try load(source)
    let instance = try scenario.instantiate(context: ExecutionContext(seed: seed, parameters: parameters))
    if steps {
        for step in scenario.steps { try instance.runWrites(of: step) }
    }
    return instance
}

/// The diagnostics of a scenario that must not load.
func loadErrors(_ source: String, path: String = "test.swift") -> [ScenarioDiagnostic] {
    do {
        _ = try ScenarioLoader.load(source: source, path: path)
        Issue.record("the scenario loaded, but it should not")
        return []
    } catch let error as ScenarioLoadError {
        return error.diagnostics
    } catch {
        Issue.record("expected ScenarioLoadError, got \(error)")
        return []
    }
}

extension Value {
    /// A stored property of an object or a field of a struct, by name.
    func member(_ name: String) -> Value? {
        switch self {
        case .object(let o): return o.type.propertyIndex[name].map { o.storage[$0] }
        case .structure(let s): return s.type.fieldIndex[name].map { s.fields[$0] }
        default: return nil
        }
    }

    var intValue: Int? { if case .int(let i) = self { return i }; return nil }
    var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    var arrayValue: [Value]? { if case .array(let a) = self { return a }; return nil }
    var objectValue: ModelObject? { if case .object(let o) = self { return o }; return nil }
    var enumCaseName: String? { if case .enumCase(let e) = self { return e.name }; return nil }
}

extension ScenarioInstance {
    /// `"model.items"`: a global, then stored members by name.
    subscript(path: String) -> Value? {
        let parts = path.split(separator: ".").map(String.init)
        guard var value = global(parts[0]) else { return nil }
        for part in parts.dropFirst() {
            guard let next = value.member(part) else { return nil }
            value = next
        }
        return value
    }
}

/// `.array` of `.int`s.
func ints(_ values: [Int]) -> Value { .array(values.map(Value.int)) }
/// `.array` of `.string`s.
func strings(_ values: [String]) -> Value { .array(values.map(Value.string)) }
