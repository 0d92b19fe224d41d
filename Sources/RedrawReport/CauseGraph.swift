// CauseGraph: why bodies ran, as a graph — causes → the views whose bodies they ran.
//
// Instruments answers "why did this body run?" with a cause-and-effect graph;
// Redraw has every evaluation's cause (`counts.causes`) and draws the same
// shape: a node per write (`write TodoItem.done`), `@State` write, creation,
// scroll or navigation, a node per view type, and an edge weighted by the body
// evaluations it caused, summed over every step (the initial render
// included). A parent that re-ran and handed its child changed inputs is the
// parent's own view node, so chains read write → parent → child. One graph
// per engine: push and pull side by side show what pull's finer tracking cut.

import RedrawResults

struct CauseGraph: Equatable {
    enum Node: Hashable, Comparable {
        /// A cause that is not a view: a write, `@State`, creation, a scroll, a navigation.
        case cause(String)
        /// A view type: an effect, and the cause of its children's re-runs.
        case view(String)

        var label: String {
            switch self {
            case .cause(let text), .view(let text): return text
            }
        }
    }

    struct Edge: Equatable {
        let from: Node
        let to: Node
        let evaluations: Int
    }

    let engine: EngineKind
    /// Sources first (causes, then views, each by name), then views that only receive.
    let nodes: [Node]
    /// Heaviest first, then by source and target.
    let edges: [Edge]

    init(_ engine: EngineProfile) {
        self.engine = engine.engine
        var weights: [Node: [Node: Int]] = [:]
        for step in engine.steps {
            for (cause, types) in step.counts.causes {
                let source: Node
                if case .parent(let parent) = cause { source = .view(parent) } else { source = .cause(cause.description) }
                for (type, n) in types where n > 0 { weights[source, default: [:]][.view(type), default: 0] += n }
            }
        }
        edges = weights.flatMap { from, targets in targets.map { Edge(from: from, to: $0.key, evaluations: $0.value) } }
            .sorted { a, b in
                if a.evaluations != b.evaluations { return a.evaluations > b.evaluations }
                return a.from != b.from ? a.from < b.from : a.to < b.to
            }
        let all = Set(edges.flatMap { [$0.from, $0.to] })
        nodes = all.sorted()
    }

    var heaviest: Int { edges.map(\.evaluations).max() ?? 0 }
}
