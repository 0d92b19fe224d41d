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
}
