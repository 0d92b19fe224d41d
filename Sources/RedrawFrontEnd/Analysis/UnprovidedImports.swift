// UnprovidedImports: the file's imports of modules that neither Redraw nor the
// toolchain provides (an app's packages, `WebKit`, `NaturalLanguage`). swiftc
// stops at the first import it cannot find, so a folder of pasted files showed
// one missing module per run (trial BF-6: three runs for three). The build
// driver checks each of these alone when swiftc names one (MissingModules).
//
// Invariants:
// - Top-level imports only: one inside `#if` may be in a clause swiftc leaves out.
// - Never an import the front end drops (a folder scenario's own module) or one
//   of ProvidedModules; each module once, at its first import.

import SwiftSyntax

enum UnprovidedImports {
    static func find(in parsed: ParsedScenario) -> [ImportedModule] {
        let skipped = ProvidedModules.all.union(OwnModuleImports.ownModules(of: parsed.file))
        var seen: Set<String> = []
        return parsed.tree.statements.compactMap { statement in
            guard let decl = statement.item.as(ImportDeclSyntax.self), let first = decl.path.first else { return nil }
            let name = first.name.text
            guard !skipped.contains(name), seen.insert(name).inserted else { return nil }
            // The line as swiftc shows it above its caret (an import is one line).
            let indent = parsed.location(decl.positionAfterSkippingLeadingTrivia).column - 1
            let text = String(repeating: " ", count: indent) + (decl.trimmedDescription.split(separator: "\n").first ?? "")
            return ImportedModule(name: name, position: parsed.position(of: first.name), sourceLine: text,
                                  column: parsed.location(first.name.positionAfterSkippingLeadingTrivia).column)
        }
    }
}

/// A module the scenario imports, and where its first import names it.
public struct ImportedModule: Sendable, Equatable {
    public let name: String
    /// `path:line:column` of the module's name in the user's file.
    public let position: String
    /// The import's line, and the column of the module's name in it (1-based, UTF-8 bytes).
    public let sourceLine: String
    public let column: Int

    public init(name: String, position: String, sourceLine: String, column: Int) {
        self.name = name
        self.position = position
        self.sourceLine = sourceLine
        self.column = column
    }
}
