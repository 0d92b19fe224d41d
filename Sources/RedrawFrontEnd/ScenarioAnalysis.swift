// ScenarioAnalysis: what the front end learned about a scenario file without
// compiling it — the style it was written in, its types, its workload, and
// whether it can be compiled at all.
//
// Invariants:
// - `diagnostics` holds errors only; empty means `FrontEnd.compiledSource`
//   succeeds for both engines.
// - Names of nested types are dotted (`Outer.Inner`); lists keep source order.

import RedrawResults

public struct ScenarioAnalysis: Sendable {
    /// `.push` when the file's model classes are `ObservableObject`s, `.pull`
    /// when they are `@Observable` / `@Model`; a mixed file goes by the
    /// majority (a tie, or no model class at all, is `.pull`).
    public var writtenFor: EngineKind
    /// The file has model classes of both styles.
    public var isMixed: Bool
    /// In a mixed file, the model classes written in the other style than `writtenFor`'s, in source
    /// order: the form of `writtenFor`'s engine migrates them too.
    public var minorityClasses: [String] = []
    /// `@Observable`, `@Model` and `ObservableObject`-conforming classes.
    public var modelClasses: [String]
    /// Structs that conform to `View` in their declaration (or in an extension of the file).
    public var viewTypes: [String]
    /// `Redraw.step` calls at the top level, in order.
    public var steps: [StepDeclaration]
    /// Where the top-level `Redraw.root` call is, which the initial render runs.
    public var root: SourcePoint? = nil
    /// `param("name", default)` calls anywhere in the file, one per name (its first call).
    public var parameters: [ParameterDeclaration]
    /// Syntax errors and workload errors; empty when the file can be compiled.
    public var diagnostics: [FrontEndDiagnostic]
    /// A top-level variable is read from a declaration (a view, a function…),
    /// so it stays a real global that is initialised once per process: every
    /// run needs a fresh child. Also set when a `static` stored property could
    /// not be re-initialised per run.
    public var requiresFreshProcessPerRun: Bool
    /// Every class of the file that the compiled form names (model or plain), dotted.
    public var classNames: [String]
    /// By root model class: the file's classes that inherit it and migrate with it, model classes of
    /// their own (`@Observable final class Profile: Base`) or not (a push subclass with `@Published`
    /// properties), in the file's order. `list` and `validate` show a hierarchy as one model with
    /// its subclasses, whichever form the file is written in (trial BB-4).
    public var modelSubclasses: [String: [String]] = [:]
    /// The model classes that head a hierarchy (every model class but a subclass of another).
    public var rootModelClasses: [String] {
        let inherited = Set(modelSubclasses.values.joined())
        return modelClasses.filter { !inherited.contains($0) }
    }
    /// The simple names of every type the file declares (DeclaredTypes), sorted.
    public var declaredTypes: [String] = []
    /// The names the file declares only under `#if DEBUG`, with where (DebugOnlyDeclarations).
    public var debugOnlyNames: [String: String] = [:]
    /// The environment values the file declares (EnvironmentKeyNames): a near one is a typo's.
    public var environmentKeys: [String] = []
    /// Why the file has no pull form, when it has none: a model subscribes to its own
    /// `@Published` property's publisher (`$todos`, line 12), which `@Observable` does not have.
    public var pullFormUnavailable: String? = nil
    /// Why the push form misses updates the app makes itself: its own `withObservationTracking`,
    /// which tracks no `@Published` property (ManualTrackings). Said beside the push figures.
    public var pushFormCaveat: String? = nil
    /// What the app relies on that Foundation on Linux does not do (LinuxFoundationGaps).
    public var foundationGaps: [String] = []
    /// Implicit `.now`s that read the real clock, with where (RealClockReads).
    public var realClockNote: String? = nil
    /// `Canvas`es, whose renderer never runs here, with where (CanvasRenderers).
    public var canvasNote: String? = nil

    /// The notes about code of the file that Redraw does not run or change by (the real clock, a
    /// canvas's renderer), in one order: said at `run` and `validate` and
    /// in the report's header alike.
    public var unmodelledCodeNotes: [String] { [realClockNote, canvasNote].compactMap { $0 } }
    /// Models' computed properties that read a stored collection (the report's advisor).
    public var computedOverCollections: [ComputedOverCollection] = []
    /// Models' computed properties that read another model through an object they hold.
    public var computedOverModels: [ComputedOverModel] = []
    /// Model objects a body makes and hands on with nothing to keep them (BodyMadeObjects).
    public var bodyMadeObjects: [BodyMadeObject] = []
    /// A single file's resource lookup, which finds nothing there (BundleLookups).
    public var bundleLookupNote: String? = nil
    /// A folder scenario's resource lookups by literal name, which the driver checks against the
    /// folder's files (BundleLookups).
    public var bundleLookups: [BundleLookup] = []
    /// The imports of modules neither Redraw nor the toolchain provides, each module once, in source order.
    public var unprovidedImports: [ImportedModule] = []
    /// SwiftData `@Model` classes: their stored properties are persisted, so the advisor's
    /// `@ObservationIgnored` (which `@Transient` is there) would stop one being saved.
    public var swiftDataModels: [String] = []
    /// What a migration plan migrates one at a time: the model classes whose superclass is not a
    /// model class of the file (a model subclass goes with its superclass), in source order.
    public var migrationClasses: [String] = []
    /// Migration classes that cannot run as `@Observable`, each with why (it subscribes to its own
    /// `@Published` property's publisher): a plan keeps them `ObservableObject`.
    public var pushOnlyClasses: [String: String] = [:]
    /// How its code is compiled: the file's `// redraw:` settings with the command line's laid over
    /// them (LanguageDirective, LanguageSettings).
    public var language = LanguageSettings()

    /// The engines the file can run under, of those asked for.
    public func runnable(_ engines: [EngineKind]) -> [EngineKind] {
        pullFormUnavailable == nil ? engines : engines.filter { $0 == .push }
    }
}

/// A line and column of the scenario file: 1-based, the column in UTF-8 bytes, as swiftc counts.
public struct SourcePoint: Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, to follow `path:` in a compiler-style message.
    public var description: String { "\(line):\(column)" }
}

/// One `Redraw.step("name", …) { … }` call (or an action or a wait written as a step).
public struct StepDeclaration: Sendable, Equatable {
    /// The step's name when it is a string literal without interpolation.
    public let name: String?
    /// Where the call starts.
    public let point: SourcePoint
    public var line: Int { point.line }

    public init(name: String?, point: SourcePoint) {
        self.name = name
        self.point = point
    }

    public init(name: String?, line: Int, column: Int) {
        self.init(name: name, point: SourcePoint(line: line, column: column))
    }
}

extension ScenarioAnalysis {
    /// Each named step → where its call is; "initial render" → the `Redraw.root` call, so that a
    /// fault while the root is built (a view that contains itself) is named at the user's code even
    /// when no frame of the backtrace is the user's.
    public var stepPoints: [String: SourcePoint] {
        var points: [String: SourcePoint] = [:]
        for step in steps { if let name = step.name, points[name] == nil { points[name] = step.point } }
        if let root, points["initial render"] == nil { points["initial render"] = root }
        return points
    }
}

/// One `param("name", default)` call.
public struct ParameterDeclaration: Sendable, Equatable {
    public let name: String
    /// The default's source text, without surrounding trivia: `50`, `"AAPL"`, `1.5`.
    public let defaultText: String
    public let line: Int

    public init(name: String, defaultText: String, line: Int) {
        self.name = name
        self.defaultText = defaultText
        self.line = line
    }
}
