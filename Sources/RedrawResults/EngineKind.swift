// EngineKind: the two invalidation mechanisms a scenario runs under.

/// The engine a scenario file was written for; the other one runs the migrated form.
public enum EngineKind: String, CaseIterable, Sendable, Codable {
    case push
    case pull

    public var title: String {
        switch self {
        case .push: return "push (ObservableObject)"
        case .pull: return "pull (@Observable)"
        }
    }
}

