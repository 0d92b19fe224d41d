// Trial AZ-4: a clock app holds `@State var hour: NSInteger` (Foundation's alias of
// `Int` on Apple's platforms, missing on Linux) and draws its hands as a
// `CGMutablePath` passed to `Path(_:)` in a `Canvas`; neither compiled. Both are
// values here: the counts are those of the same app written with `Int` and `Path`.

import Foundation
import RedrawResults
import Testing

@Suite struct FoundationIntegerAndMutablePathTests {
    static let source = #"""
    import SwiftUI

    struct Digits: View {
        @State var hour: NSInteger = 9
        @State var ticks: NSUInteger = 0
        var body: some View {
            Button("Hour \(hour)") { hour += 1; ticks += 1 }
        }
    }

    struct Dial: View {
        func hand(length: Double, size: CGSize) -> CGMutablePath {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: size.width / 2, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width / 2, y: size.height / 2 - length))
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
            path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            path.addEllipse(in: CGRect(x: 10, y: 10, width: 2, height: 2))
            path.closeSubpath()
            return path
        }
        var body: some View {
            Canvas { context, size in
                context.stroke(Path(hand(length: 30, size: size)), with: .color(.red), lineWidth: 4)
            }
        }
    }

    struct Clock: View {
        var body: some View {
            VStack { Digits(); Dial() }
        }
    }

    Redraw.root { Clock() }

    Redraw.tap("Hour 9")
    Redraw.step("check the path") {
        let path = CGMutablePath()
        precondition(path.boundingBox.isNull, "\(path.boundingBox)")
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 50, y: 20))
        precondition(path.boundingBox == CGRect(x: 50, y: 20, width: 0, height: 30), "\(path.boundingBox)")
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true,
                    transform: CGAffineTransform(translationX: 10, y: 0))
        precondition(path.boundingBox == CGRect(x: 50, y: 20, width: 15, height: 35), "\(path.boundingBox)")
        let whole: CGPath = path
        _ = Path(whole)
        let n: NSInteger = Int.max, u: NSUInteger = UInt.max
        precondition(n == Int.max && u == UInt.max)
    }
    """#

    @Test(arguments: EngineKind.allCases)
    func nsIntegerStateAndAMutablePathCompileAndCount(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "clock-nsinteger")
        // Clock, Digits, Dial (a Canvas is a leaf; its renderer never runs).
        #expect(r.total("initial render").bodyEvaluations == 3)
        // The tap writes Digits' two states: Digits alone.
        #expect(r.total("tap \"Hour 9\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Hour 9\"", "Digits") == 1)
        #expect(r.total("check the path").bodyEvaluations == 0)
    }
}
