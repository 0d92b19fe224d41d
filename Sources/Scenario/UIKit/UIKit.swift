// UIKit: inert stand-ins for the parts of UIKit that SwiftUI code touches —
// images and colours passed to SwiftUI, the shared application, the
// pasteboard, the device and screen, haptics — so that app files compile.
//
// Invariants:
// - Nothing here draws, vibrates or leaves the process; nothing here reads or
//   writes model state, so no count depends on it.
// - Values are a phone's: an iPhone in portrait, 393 × 852 pt at 3×, iOS 26.
// - What the app writes (the pasteboard, opened URLs, the badge) is forgotten
//   at the start of every run (`_UIKitRun.reset`), as the rest of a run's state is.
// - What is not here (views beyond the appearance proxies' classes, view
//   controllers, `UIViewRepresentable`) is
//   swiftc's error, with Redraw's note saying UIKit is modelled in part.
//   Paths and asset symbols: BezierPath.swift, AssetResources.swift; fonts:
//   Font.swift; the appearance proxies and bar appearances: Appearance.swift;
//   trait collections: TraitCollection.swift; scenes and windows (none is
//   connected): Scenes.swift.
// - CoreGraphics (Redraw's module of that name) is re-exported, as Apple's
//   UIKit re-exports it: `CGColor`, `CGPath` and `CGAffineTransform` come with
//   `import UIKit`.

@_exported import CoreGraphics

/// The runtime's hook: each pass of the workload starts from a fresh device.
public enum _UIKitRun {
    public static func reset() {
        let application = UIApplication.shared
        application.opened = []
        application.applicationIconBadgeNumber = 0
        application.isIdleTimerDisabled = false
        application.delegate = nil
        let pasteboard = UIPasteboard.general
        pasteboard.string = nil
        pasteboard.url = nil
        pasteboard.image = nil
        UIScreen.main.brightness = 0.5
        AppearanceProxies.made = [:]
        UITraitCollection.currentStorage = .device
    }
}

/// An image: named or a system symbol; it has no pixels.
///
/// Equatable and Hashable as Apple's is (an `NSObject`), so an app's `enum … : Equatable` holding
/// one compiles — by identity: Apple's `isEqual(_:)` compares image data, and these images have
/// none, so only an image is equal to itself (as `Image(uiImage:)` compares as an input). A model
/// that stores a newly made image therefore always counts as a change, where a device might find
/// the two images' data equal.
public final class UIImage: Hashable, @unchecked Sendable {
    public let name: String?
    public var size: CGSize { CGSize(width: 0, height: 0) }
    public var scale: CGFloat { 3 }

    public init?(named name: String) { self.name = name }
    public init?(systemName name: String) { self.name = name }
    /// Nil for empty data, as UIKit gives for data that is no image; other data is not decoded,
    /// so any bytes make an image.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = nil
    }
    public init?(contentsOfFile path: String) { name = nil }
    public init() { name = nil }
    /// An asset catalog's image (`UIImage(resource:)`, AssetResources.swift).
    init(assetName: String) { name = assetName }

    /// An encoding of no pixels: the format's signature, enough for `UIImage(data:)` to make an image again.
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data([0xFF, 0xD8, 0xFF, 0xD9]) }
    public func pngData() -> Data? { Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A colour as components; the system colours are a light appearance's.
public final class UIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// `#colorLiteral(red:green:blue:alpha:)`, which is a `UIColor` unless the context says otherwise.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let darkGray = UIColor(white: 0.33, alpha: 1)
    public static let lightGray = UIColor(white: 0.67, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(white: 0.24, alpha: 0.6)
    public static let tertiaryLabel = UIColor(white: 0.24, alpha: 0.3)
    public static let quaternaryLabel = UIColor(white: 0.24, alpha: 0.18)
    public static let placeholderText = UIColor(white: 0.24, alpha: 0.3)
    public static let link = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let separator = UIColor(white: 0.24, alpha: 0.29)
    public static let opaqueSeparator = UIColor(white: 0.78, alpha: 1)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(white: 0.95, alpha: 1)
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    public static let systemGroupedBackground = UIColor(white: 0.95, alpha: 1)
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    public static let tertiarySystemGroupedBackground = UIColor(white: 0.95, alpha: 1)
    public static let systemFill = UIColor(white: 0.47, alpha: 0.2)
    public static let secondarySystemFill = UIColor(white: 0.47, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(white: 0.46, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(white: 0.45, alpha: 0.08)
    public static let systemGray = UIColor(white: 0.56, alpha: 1)
    public static let systemGray2 = UIColor(white: 0.68, alpha: 1)
    public static let systemGray3 = UIColor(white: 0.78, alpha: 1)
    public static let systemGray4 = UIColor(white: 0.82, alpha: 1)
    public static let systemGray5 = UIColor(white: 0.9, alpha: 1)
    public static let systemGray6 = UIColor(white: 0.95, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    public static let systemMint = UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1)
    public static let systemCyan = UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1)
    public static let systemBrown = UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1)
    public static let tintColor = systemBlue
}

extension UIColor: _ExpressibleByColorLiteral {}
/// The type of a colour literal with no other type given, as in UIKit.
public typealias _ColorLiteralType = UIColor

/// The shared application: opening a URL opens nothing and reports success.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    /// The app's lifecycle notifications: names only — a scenario's app never goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    /// The app's delegate, set by SwiftUI's `@UIApplicationDelegateAdaptor` when the app is mounted.
    public weak var delegate: (any UIApplicationDelegate)?
    /// The URLs `open(_:)` was given, in order.
    public internal(set) var opened: [URL] = []

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        opened.append(url)
        completionHandler?(true)
    }
    public func canOpenURL(_ url: URL) -> Bool { true }
    /// The app's scenes: none. A scenario's app runs in Redraw's graph, not in a UIKit window
    /// scene, so `connectedScenes.first as? UIWindowScene` is nil and the app's fallback is what
    /// it reads (Scenes.swift).
    public var connectedScenes: Set<UIScene> { [] }
}

/// The general pasteboard, in memory for the run.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// This device: an iPhone in portrait.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()
    public let name = "iPhone"
    public let model = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "26.0"
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let orientation = UIDeviceOrientation.portrait
    public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
}

/// The main screen: a phone's, 393 × 852 pt at 3×.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    public let scale: CGFloat = 3
    public var brightness: CGFloat = 0.5
}

/// Insets from a rectangle's edges, as UIKit's value (`UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)`,
/// a window's `safeAreaInsets`).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
}

/// Haptics: nothing vibrates.
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ type: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
