// Swift Charts (issue #10): `Chart` is a leaf of the body that holds it. What
// its content reads — in the non-escaping `Chart { … }` builder, in a
// `ForEach` inside it, in the element closure of `Chart(data) { … }`, in a
// custom `ChartContent`'s body — is that body's read, so the engines differ as
// they do for any body: push re-runs the observers of the object that
// announced a change, pull the bodies that read the property that changed.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct ChartsTests {
    static let station = """
    import SwiftUI
    import Charts

    final class Reading: ObservableObject, Identifiable {
        let id: Int
        @Published var value: Double
        init(id: Int, value: Double) { self.id = id; self.value = value }
    }

    final class Station: ObservableObject {
        @Published var readings = (0..<5).map { Reading(id: $0, value: Double($0)) }
        @Published var threshold = 2.0
        @Published var title = "Station"
    }

    struct Band: ChartContent {
        let low: Double
        let high: Double
        var body: some ChartContent {
            RuleMark(y: .value("Low", low))
            RuleMark(y: .value("High", high)).foregroundStyle(.red)
        }
    }

    struct ReadingsChart: View {
        @ObservedObject var station: Station
        var body: some View {
            Chart(station.readings) { reading in
                BarMark(x: .value("Hour", reading.id), y: .value("Value", reading.value))
                    .foregroundStyle(reading.value > station.threshold ? Color.red : Color.blue)
            }
            .chartYScale(domain: 0...10)
        }
    }

    struct ThresholdChart: View {
        @ObservedObject var station: Station
        var body: some View {
            Chart {
                ForEach(station.readings) { reading in
                    LineMark(x: .value("Hour", reading.id), y: .value("Value", reading.value))
                        .interpolationMethod(.catmullRom)
                }
                Plot {
                    Band(low: 0, high: station.threshold)
                }
            }
            .chartXAxis { AxisMarks(values: .automatic) { _ in AxisGridLine() } }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartLegend(.hidden)
        }
    }

    struct Header: View {
        @ObservedObject var station: Station
        var body: some View { Text(station.title) }
    }

    struct Screen: View {
        let station: Station
        var body: some View {
            VStack {
                Header(station: station)
                ReadingsChart(station: station)
                ThresholdChart(station: station)
                Button("Spike") { station.readings[3].value = 9 }
                Button("Raise") { station.threshold = 5 }
                Button("Rename") { station.title = "North" }
            }
        }
    }

    let station = Station()
    Redraw.root { Screen(station: station) }
    Redraw.tap("Spike")
    Redraw.tap("Raise")
    Redraw.tap("Rename")
    """

    @Test(arguments: EngineKind.allCases)
    func whatAChartsContentReadsIsTheHoldingBodysRead(_ engine: EngineKind) throws {
        let r = try run(Self.station, engine, name: "charts-station")
        // Initial render: Screen, Header and the two chart views (a Chart is a leaf of its holder; its
        // marks make no nodes): 4.
        #expect(r.total("initial render").bodyEvaluations == 4)
        // tap "Spike": `readings[3].value = 9` reads the array (a class element is mutated through the
        // getter) and writes the Reading. Push: the Reading's objectWillChange reaches no subscriber (no
        // view holds a Reading through a wrapper): 0. Pull: ReadingsChart's element closure (run when
        // its Chart was built) and ThresholdChart's ForEach inside the Chart read `value`: 2.
        #expect(r.total("tap \"Spike\"").bodyEvaluations == (engine == .push ? 0 : 2))
        #expect(r.bodies("tap \"Spike\"", "ReadingsChart") == (engine == .push ? 0 : 1))
        // tap "Raise": `threshold`. Push: the Station's three observers (Header, both charts): 3. Pull: the
        // element closure's comparison and Band's input, read in ThresholdChart's builder: the two charts.
        #expect(r.total("tap \"Raise\"").bodyEvaluations == (engine == .push ? 3 : 2))
        #expect(r.bodies("tap \"Raise\"", "Header") == (engine == .push ? 1 : 0))
        #expect(r.bodies("tap \"Raise\"", "ThresholdChart") == 1)
        // tap "Rename": `title`. Push: the three observers again. Pull: Header alone — no chart read
        // it (the axis's closure is Charts' layout, not run).
        #expect(r.total("tap \"Rename\"").bodyEvaluations == (engine == .push ? 3 : 1))
        #expect(r.bodies("tap \"Rename\"", "Header") == 1)
    }
}

extension ChartsTests {
    /// Trial AZ-1: public chart code passes SwiftUI's shapes as symbols (`.symbol(Circle())`, outlined
    /// with `.strokeBorder(lineWidth:)`); swiftc refused them ("requires that 'Circle' conform to
    /// 'ChartSymbolShape'"). They are inert styling: the chart's holder runs once, nothing else.
    @Test(arguments: EngineKind.allCases)
    func swiftUIShapesAreSymbols(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Charts
        struct P: Identifiable { let id: Int; let v: Double }
        struct LineDemo: View {
            let data = [P(id: 0, v: 1), P(id: 1, v: 2)]
            var body: some View {
                VStack {
                    Chart(data) { p in
                        LineMark(x: .value("x", p.id), y: .value("y", p.v))
                            .symbol(Circle())
                        PointMark(x: .value("x", p.id), y: .value("y", p.v))
                            .symbol(Rectangle())
                        PointMark(x: .value("x", p.id), y: .value("y", p.v * 2))
                            .symbol(Circle().strokeBorder(lineWidth: 2))
                        PointMark(x: .value("x", p.id), y: .value("y", p.v * 3))
                            .symbol(.circle)
                    }
                    // Outside a chart an outlined shape is still SwiftUI's view.
                    Circle().strokeBorder(lineWidth: 2)
                    Capsule().strokeBorder(Color.red, lineWidth: 1)
                }
            }
        }
        Redraw.root { LineDemo() }
        """
        let r = try run(source, engine, name: "charts-shape-symbols")
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.bodies("initial render", "LineDemo") == 1)
    }
}
