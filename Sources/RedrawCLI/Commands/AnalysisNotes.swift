// AnalysisNotes: what the front end found in a scenario that the user should
// know before reading its counts — a model made in a body, a resource its
// bundle lacks, a Foundation gap, why a form is missing or misses updates —
// as the lines `run` and `validate` print, the same in both.

import RedrawBuild
import RedrawFrontEnd
import RedrawResults

enum AnalysisNotes {
    /// The notes for `analysis` of the scenario at `path`, whose app bundle is `bundle` (nil when
    /// not made: a single file's, or a folder's that cannot be made — `run` says why), for the
    /// engines asked.
    static func lines(_ analysis: ScenarioAnalysis, path: String, bundle: AppBundle?, engines: [EngineKind]) -> [String] {
        var lines: [String] = []
        if let reason = analysis.pullFormUnavailable, engines.contains(.pull) { lines.append("note: \(path): \(reason)") }
        lines += analysis.bodyMadeObjects.map { "\($0.position ?? path): note: \($0.message)" }
        if let note = analysis.bundleLookupNote { lines.append("note: \(path): \(note)") }
        if let bundle {
            let files = bundle.resources.map(\.bundlePath)
            lines += analysis.bundleLookups.compactMap { $0.missingNote(among: files) }
        }
        lines += analysis.foundationGaps.map { "note: \(path): \($0)" }
        lines += analysis.unmodelledCodeNotes.map { "note: \(path): \($0)" }
        if let caveat = analysis.pushFormCaveat, engines.contains(.push) { lines.append("note: \(path): \(caveat)") }
        return lines
    }
}
