// StoreKit: the App Store review prompt as a stand-in, so that app files that
// `import StoreKit` to ask for a review compile. There is no App Store here:
// asking shows nothing and changes no state a view reads; the requests are
// counted, for a workload to look at.
//
// Invariants:
// - `\.requestReview` never changes (every `RequestReviewAction` is equal),
//   so a view that reads it is never re-run for it.
// - Calling the action writes nothing a body can read: it runs no body.

@_exported import SwiftUI

public struct RequestReviewAction: Equatable, Sendable {
    /// How many times an app asked for a review in this run.
    nonisolated(unsafe) public private(set) static var requests = 0

    public func callAsFunction() { Self.requests += 1 }

    public static func == (a: Self, b: Self) -> Bool { true }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// Read-only, as in Apple's StoreKit.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// The older API (`SKStoreReviewController.requestReview()`): counted with the action's requests.
open class SKStoreReviewController {
    public class func requestReview() { RequestReviewAction()() }
}
