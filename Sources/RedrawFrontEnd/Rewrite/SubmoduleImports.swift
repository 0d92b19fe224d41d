// SubmoduleImports: `import os.log` imports the `log` submodule of Apple's `os`
// (a Clang module); Redraw's `os` is a Swift module, which has no submodules, so
// swiftc said "no such module 'os.log'" — in every file of an app that logs
// (trial BB-1). An import of a submodule of a module Redraw provides imports the
// module itself: `import os.log` and `import os.signpost` become `import os`.
//
// Invariants:
// - Only a plain import (no `struct`, `func`… kind: `import struct os.Logger`
//   names a declaration, which a Swift module has) of a module in
//   `ProvidedModules.kit`, with more than one component.
// - The rest of the line is kept as it was: every line keeps its number.

import SwiftSyntax

enum SubmoduleImports {
    static func rewrite(_ tree: SourceFileSyntax, into plan: inout RewritePlan) {
        for statement in tree.statements {
            guard let decl = statement.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
                  decl.path.count > 1, let module = decl.path.first, ProvidedModules.kit.contains(module.name.text),
                  let last = decl.path.last else { continue }
            plan.edits.remove(module.name.endPositionBeforeTrailingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }
}
