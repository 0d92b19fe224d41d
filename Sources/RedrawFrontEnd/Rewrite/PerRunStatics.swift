// PerRunStatics: static stored properties, which Swift initialises once per
// process, made to start afresh with every run of the scenario.
//
// Invariants:
// - `static let NAME = EXPR` / `static var NAME = EXPR` (one binding, an
//   initialiser, no wrapper of its own, not computed) becomes
//   `@_RedrawPerRun static var NAME = EXPR`, its type annotation kept;
//   RedrawScenarioKit's wrapper evaluates EXPR again at the start of a run.
// - A static stored property this cannot rewrite (several bindings, a tuple
//   pattern, a wrapper already) is reported: the run then needs a fresh process.

import SwiftSyntax

enum PerRunStatics {
    /// The static stored properties with an initialiser: those it rewrites, and whether any it cannot.
    static func find(in catalog: TypeCatalog) -> (rewritable: [VariableDeclSyntax], anyLeft: Bool) {
        var rewritable: [VariableDeclSyntax] = []
        var anyLeft = false
        for body in catalog.typeBodies {
            for decl in body.declarations() {
                guard let variable = decl.as(VariableDeclSyntax.self), variable.isStatic, variable.isStored,
                      variable.bindings.contains(where: { $0.initializer != nil }) else { continue }
                if variable.singleName != nil, !variable.hasPropertyWrapper, !variable.isLazy {
                    rewritable.append(variable)
                } else {
                    anyLeft = true
                }
            }
        }
        return (rewritable, anyLeft)
    }

    static func rewrite(_ catalog: TypeCatalog, into plan: inout RewritePlan) {
        for variable in find(in: catalog).rewritable {
            plan.changeAttributes(of: variable) { $0.prepended.append("@_RedrawPerRun") }
            if variable.isLet { plan.replace(variable.bindingSpecifier, with: "var") }
        }
    }
}
