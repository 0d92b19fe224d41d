// Environment values SwiftUI provides itself, as far as they decide which
// bodies run: `dismiss`, the action that ends the presentation a view is in.

public struct DismissAction: Equatable {
    /// The presenting node: two actions of one presentation are equal, so a view that reads
    /// `\.dismiss` does not re-run because its presenter updated.
    let presenter: Int
    let dismiss: () -> Void

    public func callAsFunction() { dismiss() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.presenter == b.presenter }

    static let none = DismissAction(presenter: 0) {}
}

private enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

extension EnvironmentValues {
    /// Inside a sheet or a pushed destination: ends it. Elsewhere: does nothing.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
