// InitialiserMarks: the counting build's mark on each initialiser a class
// declares, `_RedrawInitialisers.enter(C.self); defer { … leave() }`, so that
// the object's reads of its own properties while it is made are not the
// reads of the body that made it (RedrawHooks' Initialisers.swift says why).
//
// Invariants:
// - Instrumented forms only, and only initialisers with a body in the class's
//   own declaration, `#if` branches included (an extension's convenience init
//   delegates to one of them).
// - Inserted after the body's `{`, on its line: no line moves, and a
//   diagnostic's column is mapped back through the edit (ColumnMap).
// - The class is named as its own body names it (`Box` inside `Box<T>` is
//   `Box<T>`), so a generic class's mark is of the specialisation being made.

import SwiftSyntax

enum InitialiserMarks {
    static func mark(_ decl: ClassDeclSyntax, into plan: inout RewritePlan) {
        let name = decl.name.text
        for member in decl.memberBlock.declarations() {
            guard let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            plan.edits.insert(" _RedrawInitialisers.enter(\(name).self); defer { _RedrawInitialisers.leave() };",
                              at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }
}
