// Phrase: counts turned into the short lists the report's sentences quote.
//
// The "why" of every verdict is built from the run's own counts (which views
// re-ran, how often, for which write), never from a scenario's name, so these
// helpers keep that wording consistent and bounded in length.

enum Phrase {
    /// Largest first, then by name: the same order on every run.
    static func ranked(_ counts: [String: Int]) -> [(key: String, value: Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }

    /// "ListaProduselor ×1, EcranCos ×1", at most `limit` names, then "and N more".
    static func types(_ counts: [String: Int], limit: Int = 4) -> String {
        list(ranked(counts).map { "\($0.key) ×\($0.value)" }, limit: limit)
    }

    /// "a, b and 2 more".
    static func list(_ items: [String], limit: Int = 4) -> String {
        guard !items.isEmpty else { return "none" }
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }

    /// "once", "twice", "3 times".
    static func times(_ n: Int) -> String {
        n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
    }

    /// "1 view", "3 views".
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : (plural ?? singular + "s"))"
    }
}
