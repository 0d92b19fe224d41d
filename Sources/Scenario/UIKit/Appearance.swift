// Appearance: what apps' `App.init` sets to style UIKit's bars and lists —
// `UINavigationBar.appearance().standardAppearance = …`,
// `UITableView.appearance().backgroundColor = .clear`, a slider's
// `UISlider.appearance().thumbTintColor` — with the views'
// appearance proxies, `UINavigationBarAppearance`, `UITabBarAppearance` and
// `UIBlurEffect`. There are no UIKit views on Linux: these are the classes'
// names and settable properties, and nothing is drawn.
//
// Invariants:
// - `appearance()` is one proxy per class, and one per class and set of
//   containers (`appearance(whenContainedInInstancesOf:)`): what the app set
//   reads back, from any later call, until the run ends.
// - Every proxy is forgotten at the start of each run (`_UIKitRun.reset`),
//   as the pasteboard is; no count depends on them.
// - `configureWith…Background()` sets what Apple documents each to set: an
//   opaque background (the system background and a hairline shadow), a
//   transparent one (no colour, no effect, no shadow), or the default
//   translucent one (a blur and the shadow).

import Foundation

/// A type whose instances a proxy can be scoped to (`whenContainedInInstancesOf:`).
public protocol UIAppearanceContainer: AnyObject {}

/// A view class as far as styling goes: no view is ever made on Linux but the proxies.
open class UIView: UIAppearanceContainer {
    open var tintColor: UIColor?
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// The insets that keep content clear of bars and the notch: none, as SwiftUI's
    /// `GeometryProxy.safeAreaInsets` here — no view is laid out in a window.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    public required init() {}

    /// The proxy of this class: what is set on it is what every such view would start with.
    open class func appearance() -> Self { AppearanceProxies.proxy(of: self, in: []) }

    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, in: containerTypes.map { ObjectIdentifier($0) })
    }
}

/// The proxies made so far in this run, by class and containers.
enum AppearanceProxies {
    nonisolated(unsafe) static var made: [[ObjectIdentifier]: UIView] = [:]

    static func proxy<V: UIView>(of type: V.Type, in containers: [ObjectIdentifier]) -> V {
        let key = [ObjectIdentifier(type)] + containers
        if let proxy = made[key] as? V { return proxy }
        let proxy = type.init()
        made[key] = proxy
        return proxy
    }
}

public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

open class UIControl: UIView {
    public typealias State = UIControlState
}

extension UIControlState {
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
}

open class UILabel: UIView {
    open var textColor: UIColor?
    open var font: UIFont?
}

open class UIScrollView: UIView {
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

open class UITableView: UIScrollView {
    open var separatorColor: UIColor?
    open var separatorStyle = SeparatorStyle.singleLine
    open var sectionHeaderTopPadding: CGFloat = 0
    open var backgroundView: UIView?
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

open class UITableViewCell: UIView {
    open var selectionStyle = SelectionStyle.default
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}

open class UICollectionView: UIScrollView {}

open class UITextView: UIScrollView {
    open var textColor: UIColor?
    open var font: UIFont?
}

open class UITextField: UIControl {
    open var textColor: UIColor?
    open var font: UIFont?
    open var clearButtonMode = ViewMode.never
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

open class UISwitch: UIControl {
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

/// Apple's `class UISlider: UIControl`, as far as its appearance goes: the track and thumb colours,
/// and images per state. No slider is ever made (SwiftUI's `Slider` is Redraw's own control); an
/// image reads back for the state it was set for, as `UISegmentedControl`'s title attributes do.
open class UISlider: UIControl {
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var images: [String: [UIControlState: UIImage]] = [:]

    open func setThumbImage(_ image: UIImage?, for state: UIControlState) { images["thumb", default: [:]][state] = image }
    open func thumbImage(for state: UIControlState) -> UIImage? { images["thumb"]?[state] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControlState) { images["minimumTrack", default: [:]][state] = image }
    open func minimumTrackImage(for state: UIControlState) -> UIImage? { images["minimumTrack"]?[state] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControlState) { images["maximumTrack", default: [:]][state] = image }
    open func maximumTrackImage(for state: UIControlState) -> UIImage? { images["maximumTrack"]?[state] }
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UIControlState: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControlState) {
        titleAttributes[state] = attributes
    }
    open func titleTextAttributes(for state: UIControlState) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }
}

open class UIPageControl: UIControl {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
}

open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

open class UIToolbar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
}

/// A visual effect a bar's background may have.
open class UIVisualEffect {}

public final class UIBlurEffect: UIVisualEffect, Equatable {
    public let style: Style

    public init(style: Style) { self.style = style }

    public static func == (a: UIBlurEffect, b: UIBlurEffect) -> Bool { a.style == b.style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}

/// What a bar looks like: its background and the hairline under it.
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public required init() { configureWithDefaultBackground() }

    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system's translucent background: a blur, no colour, the hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// An opaque background of the system background colour, with the hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// No background and no shadow: what is under the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    static let hairline = UIColor(white: 0, alpha: 0.3)
}

/// The text of one state of a bar button or tab item.
public final class UIBarButtonItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var backgroundImage: UIImage?
    init() {}
}

public final class UIBarButtonItemAppearance {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public init() {}
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab item's look in one state: its icon's colour and its title's attributes.
public final class UITabBarItemStateAppearance {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeBackgroundColor: UIColor?
    init() {}
}

public final class UITabBarItemAppearance {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init() {}
}

open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
}

open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
}
