// UIKit's values in SwiftUI code — `Image(uiImage:)`, `Color(uiColor:)`, the
// pasteboard, haptics, the device idiom, `UIApplication.shared.open`, the
// screen's bounds — compile against Redraw's inert stand-ins (issue #10), with
// `#if canImport(UIKit)` true, and each run starts from a fresh device.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct UIKitStandInTests {
    static let source = """
    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    #endif

    @Observable final class Share { var copied = 0 }

    struct ShareView: View {
        let share: Share
        var body: some View {
            VStack {
                Image(uiImage: UIImage(systemName: "doc") ?? UIImage())
                Text("copied \\(share.copied)")
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                Button("Copy") {
                    UIPasteboard.general.string = "hello"
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    if UIDevice.current.userInterfaceIdiom == .phone { share.copied += 1 }
                    UIApplication.shared.open(URL(string: "https://example.com")!)
                }
            }
            .frame(width: UIScreen.main.bounds.width)
        }
    }
    let share = Share()
    Redraw.root { ShareView(share: share) }
    Redraw.tap("Copy")
    // Every pass (warm-up, timed, counting) starts with an empty pasteboard and no URL opened.
    Redraw.step("check") {
        precondition(UIPasteboard.general.string == "hello" && UIApplication.shared.opened.count == 1)
    }
    """

    @Test(arguments: EngineKind.allCases)
    func uikitValuesCompileAndChangeNoCount(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "uikit-stand-ins")
        // The tap writes `copied` (the idiom is a phone's): ShareView re-runs, having read it
        // (pull) or observing the object it holds (push, migrated to `@ObservedObject`): 1.
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Copy\"", "ShareView") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// An `App.init` that styles UIKit's bars (issue: apps' appearance code did not compile):
    /// the proxies keep what it set, the bar appearances' `configureWith…` set what Apple
    /// documents, fonts carry their size and weight; nothing changes a count.
    static let appearanceSource = """
    import SwiftUI
    import UIKit

    @main
    struct StyledApp: App {
        init() {
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            bar.backgroundColor = .systemBlue
            bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 18, weight: .semibold)]
            bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .kern: 0.5]
            UINavigationBar.appearance().standardAppearance = bar
            UINavigationBar.appearance().scrollEdgeAppearance = bar
            UINavigationBar.appearance().compactAppearance = bar
            UINavigationBar.appearance().tintColor = .white

            let tabs = UITabBarAppearance()
            tabs.configureWithTransparentBackground()
            tabs.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
            tabs.stackedLayoutAppearance.selected.iconColor = .systemBlue
            UITabBar.appearance().standardAppearance = tabs
            UITabBar.appearance().scrollEdgeAppearance = tabs
            UITabBar.appearance().barTintColor = .black

            UITableView.appearance().backgroundColor = .clear
            UITextField.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
            UIView.appearance().tintColor = .orange
            UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont.preferredFont(forTextStyle: .headline)], for: .selected)
            if let custom = UIFont(name: "Avenir-Heavy", size: 20) {
                UINavigationBar.appearance().largeTitleTextAttributes = [.font: custom]
            }
        }
        var body: some Scene {
            WindowGroup { Counter() }
        }
    }

    struct Counter: View {
        @State private var taps = 0
        var body: some View { Button("Tap \\(taps)") { taps += 1 } }
    }

    Redraw.root(StyledApp.self)
    Redraw.tap("Tap 0")
    Redraw.step("check") {
        let bar = UINavigationBar.appearance().standardAppearance
        precondition(bar === UINavigationBar.appearance().scrollEdgeAppearance)
        precondition(bar.backgroundColor === UIColor.systemBlue && bar.backgroundEffect == nil && bar.shadowColor != nil)
        let title = bar.titleTextAttributes[.font] as? UIFont
        precondition(title?.pointSize == 18 && title?.weight == .semibold)
        precondition(bar.largeTitleTextAttributes[.kern] as? Double == 0.5)
        let tabs = UITabBar.appearance().standardAppearance
        precondition(tabs.backgroundColor == nil && tabs.shadowColor == nil)
        precondition(tabs.backgroundEffect == UIBlurEffect(style: .systemUltraThinMaterial))
        precondition(tabs.stackedLayoutAppearance.selected.iconColor === UIColor.systemBlue)
        precondition(UITableView.appearance().backgroundColor === UIColor.clear)
        precondition(UITextField.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor === UIColor.red)
        precondition(UITextField.appearance().tintColor == nil, "a contained proxy is its own")
        precondition(UIView.appearance().tintColor === UIColor.orange && UILabel.appearance().tintColor == nil)
        let selected = UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.font] as? UIFont
        precondition(selected?.pointSize == 17 && selected?.weight == .semibold)
        precondition((UINavigationBar.appearance().largeTitleTextAttributes?[.font] as? UIFont)?.fontName == "Avenir-Heavy")
        precondition(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let fresh = UINavigationBarAppearance()
        precondition(fresh.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
    }
    """

    @Test(arguments: EngineKind.allCases)
    func appearanceProxiesKeepWhatAppInitSet(engine: EngineKind) throws {
        let r = try run(Self.appearanceSource, engine, name: "uikit-appearance")
        // StyledApp's body and Counter's; the tap writes Counter's @State: Counter alone.
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Tap 0\"", "Counter") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
