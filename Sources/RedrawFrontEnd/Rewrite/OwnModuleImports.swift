// OwnModuleImports: a folder scenario holding an app's own modules — a Swift
// package's `Sources/Utils/`, `Sources/Theme/` — compiles them all as one
// module with the workload, so `import Utils` names a module that does not
// exist here (swiftc stops at the first such import: a tester met three, one
// run at a time). An import whose module is a folder of the scenario is the
// scenario's own code: it is dropped in every compiled form (its line stays,
// empty). Any other unknown import is left for swiftc to report, with
// Redraw's note on what to do (ModellingNotes).
//
// Invariants:
// - Only folder scenarios, and only a module named as one of the folder's own
//   directories (below the scenario's folder, at any depth).
// - Never a module Redraw or the toolchain provides, whatever the folders are called.

import SwiftSyntax

enum OwnModuleImports {
    /// The directories below `file`'s folder that hold its files: the modules it may import.
    static func ownModules(of file: ScenarioFile) -> Set<String> {
        guard let folder = file.folder, file.isFolder else { return [] }
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        var names: Set<String> = []
        for part in file.parts where part.path.hasPrefix(root) {
            names.formUnion(part.path.dropFirst(root.count).split(separator: "/").dropLast().map(String.init))
        }
        return names.subtracting(ProvidedModules.all)
    }

    static func rewrite(_ tree: SourceFileSyntax, file: ScenarioFile, into plan: inout RewritePlan) {
        let own = ownModules(of: file)
        guard !own.isEmpty else { return }
        for statement in tree.statements {
            guard let decl = statement.item.as(ImportDeclSyntax.self),
                  let module = decl.path.first?.name.text, own.contains(module) else { continue }
            plan.edits.remove(decl.trimmedRange)
        }
    }
}
