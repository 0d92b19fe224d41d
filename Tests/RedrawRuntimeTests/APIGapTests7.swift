// API that real apps used, added when a tester's pasted files failed to compile (the seventh
// batch): iOS 17's keyframe animations, `.spring()` and the `Spring`-valued and interpolating
// springs, the animatable data of CoreGraphics' geometry, iOS 15's `Canvas` and its
// `GraphicsContext`, and the UIKit and SwiftUI lookups SwiftGen's `Assets.swift` makes — end to
// end, under both engines.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct APIGapTests7 {
    static let keyframes = #"""
    import SwiftUI
    // Apple's "Animating views with keyframes" sample (WWDC23, "Wind your way through advanced
    // animations in SwiftUI"), with a model.
    struct AnimationValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalTranslation = 0.0
        var angle = Angle.zero
    }
    final class Likes: ObservableObject { @Published var count = 0 }
    struct Heart: View {
        @ObservedObject var likes: Likes
        var body: some View {
            Text("Likes \(likes.count)")
                .keyframeAnimator(initialValue: AnimationValues(), trigger: likes.count) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        SpringKeyframe(1.2, duration: 0.2, spring: .snappy)
                        LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeInOut)
                        MoveKeyframe(1.0)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy(duration: 0.8))
                    }
                }
        }
    }
    struct Badge: View {
        @State private var spins = 0
        var body: some View {
            KeyframeAnimator(initialValue: 1.0, trigger: spins) { value in
                Button("Spin at \(value)") { spins += 1 }
            } keyframes: { _ in
                KeyframeTrack {
                    SpringKeyframe(1.3, duration: 0.2, spring: Spring(duration: 0.3, bounce: 0.4))
                    LinearKeyframe(1.0, duration: 0.2)
                }
            }
            Text("Glow").keyframeAnimator(initialValue: 0.0, repeating: true) { content, opacity in
                content.opacity(opacity)
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(1.0, duration: 1) }
            }
        }
    }
    let timeline = KeyframeTimeline(initialValue: 2.0) {
        KeyframeTrack { LinearKeyframe(5.0, duration: 0.5) }
    }
    let likes = Likes()
    Redraw.root { VStack { Heart(likes: likes); Badge() } }
    Redraw.step("like") { likes.count += 1 }
    Redraw.tap("Spin at 1.0")
    Redraw.step("timeline") {
        precondition(timeline.value(time: 0.25) == 2.0 && timeline.value(progress: 1) == 2.0 && timeline.duration == 0,
                     "a timeline keeps its initial value")
    }
    """#

    /// Keyframe animations compile as Apple declares them and are inert, as phase animators are: the
    /// content closure runs once, with the initial value, in the body holding the animator (the
    /// button reads "Spin at 1.0"); the keyframes closure never runs; a `KeyframeTimeline` keeps its
    /// initial value.
    ///
    /// Initial render: Heart, Badge: 2.
    /// "like": `likes.count += 1`; Heart read `count` (its text and the trigger): under push its
    /// `@ObservedObject` is notified, under pull the tracked read fires. Heart: 1.
    /// "tap Spin at 1.0": the button writes `spins`, which Badge's body read as the trigger (a
    /// tracked `@State` read): Badge: 1.
    /// "timeline": no write: 0.
    @Test(arguments: EngineKind.allCases)
    func keyframeAnimationsAreInert(engine: EngineKind) throws {
        let r = try run(Self.keyframes, engine, name: "api-gaps-7-keyframes")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("like", "Heart") == 1)
        #expect(r.total("like").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Spin at 1.0\"", "Badge") == 1)
        #expect(r.total("tap \"Spin at 1.0\"").bodyEvaluations == 1)
        #expect(r.total("timeline").bodyEvaluations == 0)
    }

    static let springs = #"""
    import SwiftUI
    // A card that flips and slides with springs, as apps write them since iOS 13 and since iOS 17.
    final class Deck: ObservableObject {
        @Published var flipped = false
        @Published var offset = 0.0
    }
    struct Card: View {
        @ObservedObject var deck: Deck
        var body: some View {
            VStack {
                Text(deck.flipped ? "Back" : "Front")
                    .offset(x: deck.offset)
                    .animation(.spring(), value: deck.flipped)
                    .animation(.spring(response: 0.4, dampingFraction: 0.7), value: deck.offset)
                    .animation(.spring(blendDuration: 0.1), value: deck.offset)
                    .animation(.interactiveSpring(), value: deck.offset)
                    .animation(.interactiveSpring(response: 0.2), value: deck.offset)
                    .animation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15), value: deck.offset)
                    .animation(.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2), value: deck.offset)
                    .animation(.interpolatingSpring(duration: 0.4, bounce: 0.3, initialVelocity: 1), value: deck.offset)
                    .animation(.interpolatingSpring(Spring(duration: 0.3, bounce: 0.2), initialVelocity: 2), value: deck.offset)
                    .animation(.interpolatingSpring, value: deck.offset)
                Button("Flip") { withAnimation(.spring()) { deck.flipped.toggle() } }
                Button("Slide") { withAnimation(.spring(.bouncy, blendDuration: 0.2)) { deck.offset += 10 } }
                Button("Snap") { withAnimation(.spring(.snappy(duration: 0.3))) { deck.offset = 0 } }
            }
        }
    }
    let deck = Deck()
    Redraw.root { Card(deck: deck) }
    Redraw.tap("Flip")
    Redraw.tap("Slide")
    Redraw.tap("Snap")
    Redraw.step("check") { precondition(deck.flipped && deck.offset == 0, "withAnimation ran its body at once") }
    """#

    /// `.spring()` compiles as on iOS (the iOS 17 duration-and-bounce spring; the iOS 13
    /// response-and-damping form, whose parameters all have defaults too, is disfavoured, as in the
    /// SDK, where swiftc found the bare call ambiguous); so do `.spring(_: Spring, blendDuration:)`
    /// and the `interactiveSpring` and `interpolatingSpring` forms. All inert: `withAnimation` runs
    /// its body at once.
    ///
    /// Initial render: Card: 1.
    /// "tap Flip": `flipped` toggles; Card read it (its text and the animation's value): under push
    /// its `@ObservedObject` is notified, under pull the tracked read fires. Card: 1.
    /// "tap Slide" writes `offset` (0 → 10), "tap Snap" writes it back (10 → 0); Card read it: 1 each.
    /// "check": the flip's and the snap's writes were made at once (no animation defers them): 0.
    @Test(arguments: EngineKind.allCases)
    func springsCompileAndAreInert(engine: EngineKind) throws {
        let r = try run(Self.springs, engine, name: "api-gaps-7-springs")
        #expect(r.total("initial render").bodyEvaluations == 1)
        for tap in ["tap \"Flip\"", "tap \"Slide\"", "tap \"Snap\""] {
            #expect(r.bodies(tap, "Card") == 1)
            #expect(r.total(tap).bodyEvaluations == 1)
        }
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let animatableGeometry = #"""
    import SwiftUI
    // Shapes whose animatable data is a point's and a rectangle's, as an app's animated shape writes it.
    struct Wedge: Shape {
        var tip: CGPoint
        var animatableData: CGPoint.AnimatableData {
            get { tip.animatableData }
            set { tip.animatableData = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: .zero)
                p.addLine(to: tip)
                p.addLine(to: CGPoint(x: rect.maxX, y: 0))
                p.closeSubpath()
            }
        }
    }
    struct Frame: Shape {
        var box: CGRect
        var animatableData: CGRect.AnimatableData {
            get { box.animatableData }
            set { box.animatableData = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(box) }
    }
    // A pointer whose tip moves, animated through the shape's `animatableData`.
    final class Pointer: ObservableObject { @Published var tip = CGPoint(x: 10, y: 10) }
    struct PointerView: View {
        @ObservedObject var pointer: Pointer
        var body: some View {
            VStack {
                Wedge(tip: pointer.tip)
                    .fill(.blue)
                    .animation(.easeInOut, value: pointer.tip)
                Frame(box: CGRect(origin: pointer.tip, size: CGSize(width: 4, height: 4))).stroke(lineWidth: 1)
                Button("Move") { withAnimation { pointer.tip = CGPoint(x: 40, y: 20) } }
            }
        }
    }
    let pointer = Pointer()
    Redraw.root { PointerView(pointer: pointer) }
    Redraw.tap("Move")
    Redraw.step("animatable data") {
        var wedge = Wedge(tip: CGPoint(x: 1, y: 2))
        precondition(wedge.animatableData == AnimatablePair(1, 2), "a point's data is its coordinates")
        wedge.animatableData = AnimatablePair(3, 4)
        precondition(wedge.tip == CGPoint(x: 3, y: 4), "setting the data moves the point")
        var frame = Frame(box: CGRect(x: 1, y: 2, width: 3, height: 4))
        var data = frame.animatableData
        precondition(data.first == AnimatablePair(1, 2) && data.second == AnimatablePair(3, 4),
                     "a rectangle's data is its origin's and its size's")
        data.scale(by: 2)
        frame.animatableData = data
        precondition(frame.box == CGRect(x: 2, y: 4, width: 6, height: 8), "a scaled rectangle is \(frame.box)")
        var size = CGSize(width: 5, height: 6)
        size.animatableData = size.animatableData + AnimatablePair(1, 1)
        precondition(size == CGSize(width: 6, height: 7) && size.animatableData.magnitudeSquared == 85,
                     "a size's data is its width and height")
    }
    """#

    /// `CGPoint`, `CGSize` and `CGRect` are `Animatable` as Apple declares them (a point's and a
    /// size's data are `AnimatablePair<CGFloat, CGFloat>`, a rectangle's the pair of its origin's
    /// and its size's), so a shape whose `animatableData` is its point's or rectangle's compiles;
    /// Redraw never reads it (nothing interpolates), and the step reads and writes it as the shape's
    /// own code does.
    ///
    /// Initial render: PointerView: 1 (the shapes are leaves).
    /// "tap Move" writes `pointer.tip`, which PointerView read: under push its `@ObservedObject` is
    /// notified, under pull the tracked read fires. PointerView: 1.
    /// "animatable data": no view's state is written: 0; the preconditions check a point's, a
    /// size's and a rectangle's data both ways (scaled by 2, the rectangle (1, 2, 3, 4) is
    /// (2, 4, 6, 8); a size of 5 × 6 plus (1, 1) is 6 × 7, whose squared magnitude is 36 + 49 = 85).
    @Test(arguments: EngineKind.allCases)
    func geometryIsAnimatableData(engine: EngineKind) throws {
        let r = try run(Self.animatableGeometry, engine, name: "api-gaps-7-animatable-geometry")
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Move\"", "PointerView") == 1)
        #expect(r.total("tap \"Move\"").bodyEvaluations == 1)
        #expect(r.total("animatable data").bodyEvaluations == 0)
    }

    static let canvas = #"""
    import SwiftUI
    // A particle field drawn in a canvas, its particle a symbol view (Apple's "Add rich graphics to
    // your SwiftUI app", WWDC21), and a plain canvas beside it.
    final class Field: ObservableObject {
        @Published var count = 3
        @Published var glow = 1.0
    }
    /// Counts the renderer's runs: it never runs here.
    final class Renders { var count = 0 }
    struct Spark: View {
        @ObservedObject var field: Field
        var body: some View {
            Circle().fill(.yellow).opacity(field.glow).frame(width: 8, height: 8)
        }
    }
    struct FieldView: View {
        let field: Field
        let renders: Renders
        var body: some View {
            Canvas(opaque: false, colorMode: .linear, rendersAsynchronously: true) { context, size in
                renders.count += 1
                context.opacity = 0.8
                context.blendMode = .plusLighter
                context.addFilter(.alphaThreshold(min: 0.5, color: .white))
                context.addFilter(.blur(radius: 10))
                context.addFilter(.shadow(color: .black, radius: 4, x: 1, y: 2))
                context.addFilter(.colorMultiply(.orange))
                context.drawLayer { layer in
                    for i in 0..<field.count {
                        guard let spark = layer.resolveSymbol(id: "spark") else { continue }
                        layer.draw(spark, at: CGPoint(x: Double(i) * 20, y: size.height / 2), anchor: .center)
                    }
                }
                context.translateBy(x: size.width / 2, y: 0)
                context.scaleBy(x: 2, y: 2)
                context.rotate(by: .degrees(15))
                context.transform = context.transform.concatenating(.identity)
                context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.stroke(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 5, y: 5)) },
                               with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                     endPoint: CGPoint(x: 5, y: 5)),
                               lineWidth: 2)
                let label = context.resolve(Text("\(field.count) sparks"))
                context.draw(label, at: CGPoint(x: 4, y: 4), anchor: .topLeading)
                context.draw(Text("field"), at: .zero)
                context.draw(context.resolve(Image(systemName: "star")), in: CGRect(x: 0, y: 0, width: 8, height: 8))
            } symbols: {
                Spark(field: field).tag("spark")
            }
            Canvas { context, size in
                renders.count += 1
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            }
        }
    }
    let field = Field()
    let renders = Renders()
    Redraw.root { FieldView(field: field, renders: renders) }
    Redraw.step("more sparks") { field.count += 1 }
    Redraw.step("dim") { field.glow = 0.5 }
    Redraw.step("check") { precondition(renders.count == 0, "a renderer ran \(renders.count) times") }
    """#

    /// A canvas is a leaf whose renderer never runs (nothing draws here), so what the renderer
    /// reads (`field.count`) is no body's read; its `symbols:` views are built with it, in the
    /// holding body, as SwiftUI builds them, each a node of its own (the tagged `Spark`).
    ///
    /// Initial render: FieldView, and Spark among the first canvas's symbols: 2.
    /// "more sparks" writes `field.count`:
    /// - push: Spark's `@ObservedObject` hears the object's `objectWillChange` (any property): 1;
    ///   FieldView holds the object in a plain `let` and subscribes to nothing.
    /// - pull: only the renderer would read `count`, and it never runs: 0.
    /// "dim" writes `field.glow`, which Spark's body read: Spark 1 under both engines.
    /// "check": the renderers ran 0 times (the precondition); no write: 0.
    @Test(arguments: EngineKind.allCases)
    func canvasIsALeafWithItsSymbolsBuilt(engine: EngineKind) throws {
        let r = try run(Self.canvas, engine, name: "api-gaps-7-canvas")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Spark") == 1)
        #expect(r.total("more sparks").bodyEvaluations == (engine == .push ? 1 : 0))
        #expect(r.bodies("dim", "Spark") == 1)
        #expect(r.total("dim").bodyEvaluations == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let swiftGenAssets = #"""
    // The shape of SwiftGen's generated Assets.swift (its xcassets template), trimmed: asset
    // constants whose colours and images are looked up by name in the app's bundle, for UIKit and
    // for SwiftUI.
    #if os(macOS)
      import AppKit
    #elseif os(iOS)
      import UIKit
    #endif
    #if canImport(SwiftUI)
      import SwiftUI
    #endif

    internal enum Asset {
      internal enum Colors {
        internal static let brand = ColorAsset(name: "Brand")
      }
      internal enum Images {
        internal static let logo = ImageAsset(name: "Logo")
      }
    }

    internal final class ColorAsset {
      internal fileprivate(set) var name: String
      #if os(iOS) || os(tvOS) || os(watchOS)
      internal typealias Color = UIColor
      #endif
      internal private(set) lazy var color: Color = {
        guard let color = Color(asset: self) else { fatalError("No colour asset named \(name).") }
        return color
      }()
      #if os(iOS) || os(tvOS)
      internal func color(compatibleWith traitCollection: UITraitCollection) -> Color {
        guard let color = Color(named: name, in: BundleToken.bundle, compatibleWith: traitCollection) else {
          fatalError("No colour asset named \(name).")
        }
        return color
      }
      #endif
      #if canImport(SwiftUI)
      internal private(set) lazy var swiftUIColor: SwiftUI.Color = SwiftUI.Color(asset: self)
      #endif
      fileprivate init(name: String) { self.name = name }
    }

    internal extension ColorAsset.Color {
      convenience init?(asset: ColorAsset) {
        #if os(iOS) || os(tvOS)
        self.init(named: asset.name, in: BundleToken.bundle, compatibleWith: nil)
        #else
        self.init(named: asset.name)
        #endif
      }
    }

    #if canImport(SwiftUI)
    internal extension SwiftUI.Color {
      init(asset: ColorAsset) { self.init(asset.name, bundle: BundleToken.bundle) }
    }
    #endif

    internal struct ImageAsset {
      internal fileprivate(set) var name: String
      #if os(iOS) || os(tvOS) || os(watchOS)
      internal typealias Image = UIImage
      #endif
      internal var image: Image {
        #if os(iOS) || os(tvOS)
        let image = Image(named: name, in: BundleToken.bundle, compatibleWith: nil)
        #else
        let image = Image(named: name)
        #endif
        guard let result = image else { fatalError("No image asset named \(name).") }
        return result
      }
      #if os(iOS) || os(tvOS)
      internal func image(compatibleWith traitCollection: UITraitCollection) -> Image {
        guard let result = Image(named: name, in: BundleToken.bundle, compatibleWith: traitCollection) else {
          fatalError("No image asset named \(name).")
        }
        return result
      }
      #endif
      #if canImport(SwiftUI)
      internal var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }
      #endif
    }

    #if canImport(SwiftUI)
    internal extension SwiftUI.Image {
      init(asset: ImageAsset) { self.init(asset.name, bundle: BundleToken.bundle) }
      init(asset: ImageAsset, label: Text) { self.init(asset.name, bundle: BundleToken.bundle, label: label) }
      init(decorative asset: ImageAsset) { self.init(decorative: asset.name, bundle: BundleToken.bundle) }
    }
    #endif

    // swiftlint:disable:next convenience_type
    private final class BundleToken {
      static let bundle: Bundle = {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: BundleToken.self)
        #endif
      }()
    }

    // The app's screen, using the assets.
    final class Profile: ObservableObject { @Published var likes = 0 }
    struct Header: View {
        @ObservedObject var profile: Profile
        var body: some View {
            VStack {
                Button { profile.likes += 1 } label: { Asset.Images.logo.swiftUIImage }
                Image(asset: Asset.Images.logo, label: Text("Company logo"))
                Image(decorative: Asset.Images.logo)
                Text("Likes \(profile.likes)").foregroundColor(Asset.Colors.brand.swiftUIColor)
                Color(uiColor: Asset.Colors.brand.color(compatibleWith: UITraitCollection.current))
            }
        }
    }
    let profile = Profile()
    Redraw.root { Header(profile: profile) }
    Redraw.tap("Logo")
    Redraw.step("traits") {
        precondition(profile.likes == 1, "the logo's button was tapped")
        precondition(UITraitCollection.current.userInterfaceStyle == .light, "the device is in light mode")
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        precondition(dark.userInterfaceStyle == .dark)
        let brand = Asset.Colors.brand.color
        let resolved = brand.resolvedColor(with: dark)
        precondition(resolved.red == brand.red && resolved.alpha == brand.alpha, "a colour resolves to itself")
        precondition(Asset.Images.logo.image.name == "Logo" && Asset.Images.logo.image(compatibleWith: dark).name == "Logo")
        let configured = UIImage(named: "Logo", in: .main, with: dark.imageConfiguration)
        precondition(configured?.name == "Logo", "an image looked up with a configuration is the named image")
        let configuration = UITraitCollection.current.imageConfiguration.withTraitCollection(dark)
        precondition(configuration.traitCollection?.userInterfaceStyle == .dark)
        UITraitCollection.current = dark
        precondition(UITraitCollection.current.userInterfaceStyle == .dark, "the app may set the current traits")
    }
    """#

    /// SwiftGen's generated asset constants compile as written — `UIColor(named:in:compatibleWith:)`,
    /// `UIImage(named:in:compatibleWith:)`, `UIImage(named:in:with:)`, `resolvedColor(with:)`,
    /// `UITraitCollection` (`current`, `init(userInterfaceStyle:)`), SwiftUI's `Color(_:bundle:)`,
    /// `Image(_:bundle:)`, `Image(_:bundle:label:)` and `Image(decorative:bundle:)` — and are inert:
    /// there is no catalog, so a lookup gives the named image (a button labelled with the logo is
    /// tapped by its name, "Logo") or the gray every named colour is, the same for any traits.
    ///
    /// Initial render: Header: 1.
    /// "tap Logo": the button writes `profile.likes`, which Header read (its text): under push its
    /// `@ObservedObject` is notified, under pull the tracked read fires. Header: 1.
    /// "traits": the workload writes no view's state: 0; the preconditions check the tap, the
    /// device's light traits, a colour resolving to itself, the images' names, a configuration's
    /// traits, and that the app may set `UITraitCollection.current`. A timed pass runs first in the
    /// same process and leaves the current traits dark: the counting pass finds them light again,
    /// as every run starts from a fresh device.
    @Test(arguments: EngineKind.allCases)
    func swiftGenAssetsCompileAndAreInert(engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.swiftGenAssets, name: "api-gaps-7-swiftgen-assets")
        let r = Run(steps: try CompiledProfiler.runChild(compiled, engine: engine, passes: ["timed", "counting"]).steps)
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Logo\"", "Header") == 1)
        #expect(r.total("tap \"Logo\"").bodyEvaluations == 1)
        #expect(r.total("traits").bodyEvaluations == 0)
    }
}
