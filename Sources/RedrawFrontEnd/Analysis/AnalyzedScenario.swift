// AnalyzedScenario: one scenario file taken through every analysis pass —
// parse, layout, types, workload, globals — once, for the analysis and for
// both compiled forms.
//
// Invariants:
// - Nothing here depends on the target engine; the compiled forms are made
//   from this by CompiledSourceWriter.
// - `analysis.diagnostics` lists syntax errors first, then workload errors,
//   each group in source order; a file SourceGuards refuses has that one error.

import RedrawResults
import SwiftSyntax

struct AnalyzedScenario {
    let parsed: ParsedScenario
    let items: [TopLevelItem]
    let catalog: TypeCatalog
    let analysis: ScenarioAnalysis
    /// The names of the types the file declares `private` inside another type (DeclaredTypes).
    let nestedPrivateTypes: Set<String>

    init(_ file: ScenarioFile) {
        let parsed = ParsedScenario(file)
        var items = TopLevelLayout.items(of: parsed.tree)
        let catalog = TypeCatalog(items: items)
        // A variable with an access modifier is a declaration of the app's (`private let formatter`
        // cannot be a local), and so is any in a folder's app file (only the workload is top-level code).
        GlobalReferences.keepReferencedGlobals(&items, catalog: catalog) { variable in
            variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public)]
                .contains($0.name.tokenKind) }
                || (file.isFolder && file.source(ofLine: parsed.line(of: variable)).path != file.path)
        }
        // A kept global holds its value across runs in one process; a constant (`let key = "k"`)
        // would be made alike by every run, so it needs no process of its own.
        let keptGlobals = items.contains { $0.isKeptGlobal && !GlobalReferences.isConstant($0.variable!) }
        let workload = WorkloadCalls(parsed)
        let directive = LanguageDirective.read(parsed)
        let language = file.languageChoice.applied(to: directive.settings)
        let models = catalog.modelClasses
        let push = models.filter { $0.style?.engine == .push }.count
        let pull = models.count - push
        self.parsed = parsed
        nestedPrivateTypes = DeclaredTypes.nestedPrivateNames(in: parsed.tree)
        self.items = items
        self.catalog = catalog
        var pushOnly: [String: String] = [:]
        let units = FormTargets.units(of: catalog)
        let publisherUses = PublisherUses.all(in: catalog, parsed)
        for use in publisherUses {
            // A use whose object's class the syntax does not tell (`model.objectWillChange` at the
            // top level, a view's `.onReceive(settings.objectWillChange)`) keeps every push class
            // as it is: the plan cannot migrate one without knowing it is not that one.
            let classes = use.className.map { [$0] } ?? models.filter { $0.style?.engine == .push }.map(\.name)
            for className in classes {
                guard let unit = FormTargets.unit(of: className, catalog: catalog), pushOnly[unit] == nil else { continue }
                pushOnly[unit] = use.reason
            }
        }
        var analysis = ScenarioAnalysis(
            writtenFor: push > pull ? .push : .pull,
            isMixed: push > 0 && pull > 0,
            modelClasses: models.map(\.name),
            viewTypes: catalog.views.map(\.name),
            steps: workload.steps,
            parameters: workload.parameters,
            diagnostics: parsed.refusal.map { [$0] } ?? Self.diagnostics(syntax: parsed.syntaxErrors(), directive: directive.errors,
                                                                         checks: workload.errors + Self.modelErrors(catalog, parsed)
                                                                             + FolderCollisions.errors(parsed)),
            requiresFreshProcessPerRun: keptGlobals || PerRunStatics.find(in: catalog, language: language).anyLeft,
            classNames: catalog.classes.map(\.name),
            pullFormUnavailable: publisherUses.first.map { $0.reason + PublisherUses.others(publisherUses) + ": the file runs under push only" },
            migrationClasses: units,
            pushOnlyClasses: pushOnly)
        if analysis.isMixed {
            analysis.minorityClasses = models.filter { ($0.style?.engine ?? .pull) != analysis.writtenFor }.map(\.name)
        }
        for info in catalog.classes {
            let root = FormTargets.unit(of: info.name, catalog: catalog) ?? catalog.inheritedModel(of: info).flatMap {
                FormTargets.unit(of: $0.name, catalog: catalog)
            }
            if let root, root != info.name { analysis.modelSubclasses[root, default: []].append(info.name) }
        }
        analysis.computedOverCollections = ComputedOverCollections.find(in: catalog, parsed)
        analysis.computedOverModels = ComputedOverModels.find(in: catalog, parsed)
        analysis.bodyMadeObjects = BodyMadeObjects.find(in: catalog, parsed)
        analysis.bundleLookupNote = BundleLookups.note(in: parsed)
        analysis.bundleLookups = BundleLookups.lookups(in: parsed)
        analysis.unprovidedImports = UnprovidedImports.find(in: parsed)
        analysis.pushFormCaveat = ManualTrackings.pushNote(in: parsed, catalog: catalog)
        analysis.foundationGaps = LinuxFoundationGaps.notes(in: parsed)
        analysis.realClockNote = RealClockReads.note(in: parsed)
        analysis.canvasNote = CanvasRenderers.note(in: parsed)
        analysis.swiftDataModels = catalog.classes.filter { $0.style == .swiftDataModel }.map(\.name)
        analysis.root = workload.root
        analysis.language = language
        analysis.declaredTypes = DeclaredTypes.names(in: parsed.tree)
        analysis.debugOnlyNames = DebugOnlyDeclarations.names(in: parsed)
        analysis.environmentKeys = EnvironmentKeyNames.names(in: parsed.tree)
        self.analysis = analysis
    }

    /// `@Published` in an `@Observable` class: the macro would expand the property and the
    /// wrapper would clash in code the user never wrote; say it at the attribute instead.
    /// The file's errors. Redraw's own checks read the tree's shape (where `Redraw.root` is, what
    /// a step holds), which a syntax error scrambles: a class left open takes the workload below
    /// it for members, and "no `Redraw.root`" would be reported of a file that has one. As the
    /// compiler stops after a parse that failed, so do they.
    static func diagnostics(syntax: [FrontEndDiagnostic], directive: [FrontEndDiagnostic],
                            checks: @autoclosure () -> [FrontEndDiagnostic]) -> [FrontEndDiagnostic] {
        syntax.isEmpty ? directive + checks() : syntax + directive
    }

    static func modelErrors(_ catalog: TypeCatalog, _ parsed: ParsedScenario) -> [FrontEndDiagnostic] {
        var errors: [FrontEndDiagnostic] = []
        for info in catalog.classes where info.style == .observable || info.style == .swiftDataModel {
            for decl in info.decl.memberBlock.members.map(\.decl) {
                guard let variable = decl.as(VariableDeclSyntax.self),
                      let published = variable.attributes.named("Published") else { continue }
                errors.append(parsed.error(
                    "`@Published` in an `@Observable` class: the macro already tracks every stored `var`; remove `@Published` (or make `\(info.name)` an `ObservableObject` instead)",
                    at: published))
            }
        }
        return errors
    }
}
