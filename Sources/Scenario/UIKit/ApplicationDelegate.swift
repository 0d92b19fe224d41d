// ApplicationDelegate: UIKit's `UIApplicationDelegate`, which a SwiftUI app
// adopts through `@UIApplicationDelegateAdaptor` (SwiftUI/App/DelegateAdaptor.swift)
// — `class AppDelegate: NSObject, UIApplicationDelegate` — with the launch
// options' keys and `UIResponder`, the other base class apps give it.
//
// Invariants:
// - Every requirement has a default that does nothing (returns true, or the
//   value UIKit takes for "not handled"), as Objective-C's optional methods
//   are: a delegate implements any subset, as written for iOS.
// - The adaptor calls `application(_:willFinishLaunchingWithOptions:)` then
//   `application(_:didFinishLaunchingWithOptions:)` once, with no options,
//   when the app is mounted; no other method is ever called (a scenario's app
//   is launched from the home screen, stays in the foreground, registers for
//   no notifications and opens no URL).

import Foundation

extension UIApplication {
    /// Why the app was launched (`launchOptions`' keys): a scenario's app is launched by the user,
    /// so the options are nil.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let bluetoothCentrals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        public static let cloudKitShareMetadata = LaunchOptionsKey("UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }

    /// The options of `application(_:open:options:)`, which is never called here.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// A scenario's app is always in the foreground.
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
}

/// What a background fetch's completion handler is told.
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

/// The base class UIKit's templates give an app delegate (`class AppDelegate: UIResponder, …`).
open class UIResponder: NSObject {}

/// The app's delegate: each method a default that does nothing, as UIKit's optional methods.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
}
