// UserNotifications: local notifications as apps schedule them (`import
// UserNotifications`): the center, authorization, requests with their
// content and triggers, and the pending list.
//
// Invariants:
// - Inert for the screen: nothing is ever delivered or shown (a trigger never
//   fires), and no view reads the center, so no count depends on it beyond
//   what the app's own completion handlers write.
// - Authorization is granted: `requestAuthorization` answers true with no
//   error, and the status is then `.authorized` (`.notDetermined` before).
// - A completion handler runs as Apple's does, asynchronously (Apple: on a
//   background queue): here as a block queued on the virtual main queue
//   (every queue is that one, RedrawClock's DispatchShadow), in the due work
//   of the frame that asked — after the calling code returns, never inside
//   it. The `async` forms return at once.
// - Pending requests are kept in the order added (a request with an
//   identifier already pending replaces it, as Apple's does) for the run,
//   and forgotten with the authorization at each run's start
//   (`_UserNotificationsRun.reset`, beside UIKit's).

import Foundation
import RedrawClock

/// The runtime's hook: each pass of the workload starts with nothing asked and nothing pending.
public enum _UserNotificationsRun {
    public static func reset() {
        let center = UNUserNotificationCenter.shared
        center.pending = []
        center.status = .notDetermined
    }
}

public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// What `getNotificationSettings` gives: the authorization status.
public final class UNNotificationSettings: @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// A notification's sound: the default one (nothing plays).
public final class UNNotificationSound: @unchecked Sendable {
    public static let `default` = UNNotificationSound()
}

/// A notification's content, read-only; `UNMutableNotificationContent` is the one apps fill in.
public class UNNotificationContent: @unchecked Sendable {
    public fileprivate(set) var title = ""
    public fileprivate(set) var subtitle = ""
    public fileprivate(set) var body = ""
    public fileprivate(set) var badge: NSNumber?
    public fileprivate(set) var sound: UNNotificationSound?
    public fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    public fileprivate(set) var categoryIdentifier = ""
    public fileprivate(set) var threadIdentifier = ""

    public init() {}

    /// A copy, as a request keeps one (Apple copies the content it is given).
    init(copying content: UNNotificationContent) {
        title = content.title; subtitle = content.subtitle; body = content.body; badge = content.badge
        sound = content.sound; userInfo = content.userInfo
        categoryIdentifier = content.categoryIdentifier; threadIdentifier = content.threadIdentifier
    }
}

public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// When a request would be delivered; here it never is.
public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    /// As Apple's, an interval of zero or less, or a repeating one under a minute, stops the app.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: the time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: a repeating time interval must be at least 60 seconds")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
    }
}

/// The app's notification center: one per process, as `current()` gives it.
public final class UNUserNotificationCenter: @unchecked Sendable {
    static let shared = UNUserNotificationCenter()
    var pending: [UNNotificationRequest] = []
    var status = UNAuthorizationStatus.notDetermined

    public class func current() -> UNUserNotificationCenter { shared }

    /// Runs a completion handler as the system's: later, in the frame's due work.
    private func complete(_ what: String, _ run: @escaping () -> Void) {
        VirtualClock.shared.after(seconds: 0, "UNUserNotificationCenter's completion of \(what)", run)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        status = .authorized
        complete("requestAuthorization") { completionHandler(true, nil) }
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        status = .authorized
        return true
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: status)
        complete("getNotificationSettings") { completionHandler(settings) }
    }

    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: status) }

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        insert(request)
        if let completionHandler { complete("add") { completionHandler(nil) } }
    }

    public func add(_ request: UNNotificationRequest) async throws { insert(request) }

    private func insert(_ request: UNNotificationRequest) {
        if let index = pending.firstIndex(where: { $0.identifier == request.identifier }) {
            pending[index] = request
        } else {
            pending.append(request)
        }
    }

    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = pending
        complete("getPendingNotificationRequests") { completionHandler(requests) }
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pending }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    public func removeAllPendingNotificationRequests() { pending = [] }

    /// Nothing was delivered, so there is nothing to remove.
    public func removeAllDeliveredNotifications() {}
}
