// AnalyzedScenario: one scenario file taken through every analysis pass —
// parse, layout, types, workload, globals — once, for the analysis and for
// both compiled forms.
//
// Invariants:
// - Nothing here depends on the target engine; the compiled forms are made
//   from this by CompiledSourceWriter.
// - `analysis.diagnostics` lists syntax errors first, then workload errors,
//   each group in source order.

import RedrawResults
import SwiftSyntax

struct AnalyzedScenario {
    let parsed: ParsedScenario
    let items: [TopLevelItem]
    let catalog: TypeCatalog
    let analysis: ScenarioAnalysis

    init(_ file: ScenarioFile) {
        let parsed = ParsedScenario(file)
        var items = TopLevelLayout.items(of: parsed.tree)
        let catalog = TypeCatalog(items: items)
        let keptGlobals = GlobalReferences.keepReferencedGlobals(&items, catalog: catalog)
        let workload = WorkloadCalls(parsed)
        let models = catalog.modelClasses
        let push = models.filter { $0.style?.engine == .push }.count
        let pull = models.count - push
        self.parsed = parsed
        self.items = items
        self.catalog = catalog
        self.analysis = ScenarioAnalysis(
            writtenFor: push > pull ? .push : .pull,
            isMixed: push > 0 && pull > 0,
            modelClasses: models.map(\.name),
            viewTypes: catalog.views.map(\.name),
            steps: workload.steps,
            parameters: workload.parameters,
            diagnostics: parsed.syntaxErrors() + workload.errors,
            requiresFreshProcessPerRun: keptGlobals || PerRunStatics.find(in: catalog).anyLeft,
            classNames: catalog.classes.map(\.name))
    }
}
