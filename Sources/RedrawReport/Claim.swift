// Claim: what the articles in seeds/ promise from moving to @Observable.
//
// Four claims, each judged per step against this run's numbers. The claims'
// own figures (30–70 %, 40–60 %, 60 FPS) are the articles' words, kept here as
// thresholds; every measured figure comes from the profile.

enum Claim: CaseIterable {
    case fewerBodies
    case fasterLists
    case oneRow
    case sixtyFPS

    var letter: String {
        switch self {
        case .fewerBodies: return "a"
        case .fasterLists: return "b"
        case .oneRow: return "c"
        case .sixtyFPS: return "d"
        }
    }

    var statement: String {
        switch self {
        case .fewerBodies: return "30–70 % fewer body calls"
        case .fasterLists: return "40–60 % faster view updates for complex lists"
        case .oneRow: return "one changed row re-runs instead of the whole list"
        case .sixtyFPS: return "60 FPS with hundreds of updates per second"
        }
    }

    var source: String {
        switch self {
        case .fewerBodies: return Self.romanian
        case .fasterLists: return Self.swedish
        case .oneRow: return Self.swedish + " and " + Self.polish
        case .sixtyFPS: return Self.hungarian
        }
    }

    // The guides by their titles: a report's reader has the articles, not this project's copies
    // of them (seeds/000–003).
    static let swedish = "the Swedish guide \"@Observable Swift: Komplett Guide 2026\""
    static let hungarian = "the Hungarian guide \"SwiftUI @Observable makró útmutató\" (2026)"
    static let polish = "the Polish guide \"Migracja z ObservableObject na @Observable w SwiftUI\""
    static let romanian = "the Romanian guide \"Macro-ul @Observable în SwiftUI: Ghid Complet de Migrare (2026)\""

    /// How this report measures it.
    var measure: String {
        switch self {
        case .fewerBodies:
            return "pull's body evaluations against push's, per step: holds from 30 % fewer. Every body counts, views created "
                + "included, as Instruments counts them; where views were created, the figure also gives the re-runs alone."
        case .fasterLists:
            return "the step's median time on this machine plus an app's cost per body, pull against push: holds from 40 % faster, "
                + "for every body cost, once or while a body costs more or less than the figure given (\"depends on the body cost\"), "
                + "or for none. Applied to every step, list or not. The time here is Redraw's graph and the compiled bodies, without "
                + "an app's diffing, layout and drawing; `--body-cost` judges the claim at one assumed cost instead."
        case .oneRow:
            return "which bodies re-ran under pull for the step's model writes: holds when only repeated views (rows, with more than "
                + "one live node) or controls re-ran — not a single view that reconciled the views below it, not a selection `List` "
                + "itself, and not every row; not applicable when only single views with no view below them re-ran, when no "
                + "model write re-ran a body (a view's own `@State` re-runs it alike under both engines), or when no list is on "
                + "screen (no view repeated, no `List` or `Table`)."
        case .sixtyFPS:
            return "pull's timed frames against the 1/60 s budget (\(FrameBudget.label)): holds when none went over. Steps of more than one frame only. "
                + "A frame here leaves out a device's diffing, layout and drawing, so \"holds\" means the state work fits; "
                + "with `--body-cost`, the Body cost section counts the frames over it once an assumed cost per body is added."
        }
    }

    /// How this report measures it when `--body-cost` gives an assumed cost per body.
    func measure(bodyCost: BodyCost?) -> String {
        guard self == .fasterLists, let cost = bodyCost else { return measure }
        return "the projected time of the step, pull against push: holds from 40 % faster. Applied to every step, list or not. "
            + "Projected = the median measured here + body evaluations × \(cost.description), the cost given with `--body-cost`: "
            + "the assumption that every body costs that much more in an app (diffing, layout, drawing) than here."
    }

    /// The claimed range, for claims that give one: (low, high) in %.
    var range: (low: Double, high: Double)? {
        switch self {
        case .fewerBodies: return (30, 70)
        case .fasterLists: return (40, 60)
        case .oneRow, .sixtyFPS: return nil
        }
    }
}

enum Verdict: String {
    case holds = "holds"
    case doesNotHold = "does not hold"
    case notApplicable = "not applicable"
    /// Claim (b) without `--body-cost`: the verdict turns on what a body costs in an app, which a
    /// Linux run cannot measure; the body cost at which it turns is given instead.
    case dependsOnBodyCost = "depends on the body cost"
}

/// A claim judged on one step.
struct Assessment {
    var verdict: Verdict
    /// The measured figure the verdict rests on: "10 → 3, 70 % fewer".
    var figure: String
    /// One sentence, derived from the counts.
    var why: String

    init(_ verdict: Verdict, _ figure: String, _ why: String) {
        self.verdict = verdict
        self.figure = figure
        self.why = why
    }
}
