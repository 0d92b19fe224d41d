// MigrationForms: the counting builds of a migration plan's forms — some
// model classes `@Observable`, the others `ObservableObject` — compiled at
// once, each cached by content like every other build.
//
// A form with no class migrated is the push form and one with every class
// migrated the pull form, byte for byte (FrontEnd.compiledSource(_:observable:)),
// and they are keyed as those are: `redraw run`'s counting builds and the
// plan's share one cache entry.

import Foundation
import RedrawFrontEnd
import RedrawResults

/// One form a plan measures: the classes that run as `@Observable`.
public struct MigrationForm: Hashable, Sendable {
    public let observable: Set<String>
    public init(_ observable: Set<String>) { self.observable = observable }

    /// How a note or a fault names it.
    func title(allClasses: [String]) -> String {
        if observable.isEmpty { return "the push (ObservableObject) form" }
        if Set(allClasses).isSubset(of: observable) { return "the pull (@Observable) form" }
        return "the mixed form with \(observable.sorted().joined(separator: ", ")) as @Observable"
    }
}

extension ScenarioBuilder {
    /// The counting executable of each form, in order, and how many of them were compiled now
    /// (not found in the cache).
    public func buildForms(_ file: ScenarioFile, _ forms: [MigrationForm],
                           progress: (String) -> Void = { _ in }) throws -> (executables: [String], compiled: Int) {
        let prepared = FrontEnd.prepare(file)
        let analysis = prepared.analysis
        if let first = analysis.diagnostics.first { throw FrontEndFailure(diagnostics: analysis.diagnostics, first: first) }
        try cache.prepare()
        let support = try writeSupportFiles()
        var executables: [String] = []
        var jobs: [Job] = []
        for form in forms {
            let source: String
            let columns: ColumnMap
            do {
                let made = try prepared.compiledForm(observable: form.observable)
                source = Self.childEntry(made.text)
                columns = made.columns
            } catch let diagnostic as FrontEndDiagnostic {
                throw FrontEndFailure(diagnostics: [diagnostic], first: diagnostic)
            }
            let label = form.observable.isEmpty ? EngineKind.push.rawValue
                : Set(analysis.migrationClasses).isSubset(of: form.observable) ? EngineKind.pull.rawValue : "mixed"
            // The push and pull forms are `redraw run`'s counting builds (one cache entry serves both).
            let flags = Self.countingFlags(analysis.language)
            let key = BuildCache.key([source, label, "counting", flags.joined(separator: " "), kit.fingerprint,
                                      toolchain.version, file.path])
            let executable = cache.executable(for: key)
            executables.append(executable)
            if !cache.foundBuild(executable), !jobs.contains(where: { $0.executable == executable }) {
                let title = form.title(allClasses: analysis.migrationClasses)
                jobs.append(Job(name: label == "mixed" ? "mixed " + title : label, source: source, columns: columns,
                                executable: executable, note: "note: in \(title), which Redraw made from the file for the migration plan",
                                flags: flags))
            }
        }
        if !jobs.isEmpty {
            progress("compiling \(file.path): \(jobs.count) form\(jobs.count == 1 ? "" : "s")")
            _ = try compile(jobs, file: file, support: support, analysis: analysis, modelClasses: true)
        }
        return (executables, jobs.count)
    }
}
