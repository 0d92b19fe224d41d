// Modelled on Step Tracker, the HealthKit and Swift Charts app of Sean Allen's
// portfolio course, as a student's copy has it: github.com/cshireman/step-tracker
// (Step Tracker/Screens/DashboardView.swift, HealthDataListView.swift,
// Managers/HealthKitManager.swift, Charts/Charts/StepBarChart.swift and
// WeightLineChart.swift, Charts/Chart Custom Views/ChartContainer.swift, Chart
// Utilities/ChartHelper.swift, ChartDataTypes.swift). Its structure, written
// afresh: an @Observable `HealthKitData` in the environment beside the
// `HealthKitManager` that queries HealthKit; a dashboard whose segmented picker
// swaps the step bar chart for the weight line chart, converting the metrics in
// its body; each chart in a `ChartContainer` whose title links
// (`NavigationLink(value:)`) to that metric's list of days; `.task` fetching.
//
// Written for pull (@Observable; under push: ObservableObject and
// @EnvironmentObject). What it shows: `ChartHelper.convert` gives each point a
// new UUID, so a chart's input is never equal and each dashboard re-run re-runs
// its chart; `HealthMetric`'s UUIDs give all 18 list rows new identities at each
// refetch. With Weight shown, the 30-s refresh writes only `stepData`: nothing
// runs under pull (the body took the weight branch), five bodies under push.
// The marks' reads are `ChartContainer`'s, whose body calls the closure holding
// `Chart { … }`: a new step goal re-runs it under pull, and `StepBarChart` (it
// holds `Goals`) too under push; the goal weight, read by nothing on screen,
// re-runs the Slider alone under pull and six bodies under push.
//
// Added/changed: HealthKit is an in-memory store whose queries sleep 0.3 s;
// added the range picker, `Goals` (a sheet with a Stepper and a Slider, a goal
// RuleMark, bars coloured by `foregroundStyle(by:)`), the 30-s refresh, a
// History tab, a day's detail. Left out: sleep, energy, pie and weight-change
// charts, chart selection, `.sensoryFeedback`, the add-data sheet, permission
// priming, `.alert(isPresented:error:)`; the tab view has a `selection:`.

import SwiftUI
import Charts

struct HealthMetric: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double
}

/// What a chart plots: made afresh, with a new id, each time a body converts the metrics.
struct DateValueChartData: Identifiable, Equatable {
    let id = UUID()
    let date: Date
    let value: Double
}

enum HealthMetricContext: String, CaseIterable, Identifiable {
    case steps = "Steps"
    case weight = "Weight"

    var id: Self { self }
}

enum ChartHelper {
    static func convert(_ data: [HealthMetric], last days: Int) -> [DateValueChartData] {
        data.suffix(days).map { DateValueChartData(date: $0.date, value: $0.value) }
    }

    static func average(_ data: [DateValueChartData]) -> Double {
        data.isEmpty ? 0 : data.map(\.value).reduce(0, +) / Double(data.count)
    }
}

@Observable
final class HealthKitData {
    var stepData: [HealthMetric] = []
    var weightData: [HealthMetric] = []
}

@Observable
final class Goals {
    var dailySteps = 10_000
    var weight = 160.0
}

/// The HealthKit queries: `samples` stands in for HKHealthStore; each query answers after 0.3 s.
@Observable
final class HealthKitManager {
    @ObservationIgnored private var samples: [HealthMetricContext: [Date: Double]] = [:]

    init() {
        let today = Calendar.current.startOfDay(for: Date.now)
        for day in 0..<28 {
            let date = Calendar.current.date(byAdding: .day, value: -day, to: today)!
            samples[.steps, default: [:]][date] = Double(Int.random(in: 4_000...16_000))
            samples[.weight, default: [:]][date] = 162 + Double(day % 5) * 0.4 + Double(day) * 0.2
        }
    }

    func fetch(_ metric: HealthMetricContext) async throws -> [HealthMetric] {
        try await Task.sleep(for: .milliseconds(300))
        let days = samples[metric, default: [:]].sorted { $0.key < $1.key }
        return days.map { HealthMetric(date: $0.key, value: $0.value) }
    }
}

struct ChartContainer<Content: View>: View {
    let metric: HealthMetricContext
    let subtitle: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink(value: metric) {
                Label(metric.rawValue, systemImage: metric == .steps ? "figure.walk" : "scalemass")
                Text(subtitle)
                    .font(.caption)
            }
            content()
        }
        .padding()
    }
}

struct StepBarChart: View {
    @Environment(Goals.self) private var goals
    var chartData: [DateValueChartData]

    var body: some View {
        ChartContainer(metric: .steps, subtitle: "Avg: \(Int(ChartHelper.average(chartData))) steps") {
            Chart {
                RuleMark(y: .value("Goal", goals.dailySteps))
                ForEach(chartData) { steps in
                    BarMark(x: .value("Date", steps.date, unit: .day), y: .value("Steps", steps.value))
                        .foregroundStyle(by: .value("Goal", steps.value >= Double(goals.dailySteps) ? "Met" : "Missed"))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: chartData.count > 7 ? 7 : 1)) {
                    AxisValueLabel(format: .dateTime.month(.defaultDigits).day())
                }
            }
            .chartYScale(domain: 0...20_000)
        }
    }
}

struct WeightLineChart: View {
    var chartData: [DateValueChartData]

    var body: some View {
        let average = ChartHelper.average(chartData).formatted(.number.precision(.fractionLength(1)))
        ChartContainer(metric: .weight, subtitle: "Avg: \(average) lbs") {
            Chart(chartData) { weight in
                LineMark(x: .value("Day", weight.date, unit: .day), y: .value("Value", weight.value))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Day", weight.date, unit: .day), y: .value("Value", weight.value))
            }
            .chartYScale(domain: .automatic(includesZero: false))
        }
    }
}

struct DashboardView: View {
    @Environment(HealthKitManager.self) private var hkManager
    @Environment(HealthKitData.self) private var hkData
    @State private var selectedStat = HealthMetricContext.steps
    @State private var days = 28
    @State private var isShowingGoals = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Picker("Selected Stat", selection: $selectedStat) {
                    ForEach(HealthMetricContext.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                Picker("Range", selection: $days) {
                    Text("7 Days").tag(7)
                    Text("28 Days").tag(28)
                }
                .pickerStyle(.segmented)
                switch selectedStat {
                case .steps:
                    StepBarChart(chartData: ChartHelper.convert(hkData.stepData, last: days))
                case .weight:
                    WeightLineChart(chartData: ChartHelper.convert(hkData.weightData, last: days))
                }
            }
            .task {
                async let steps = hkManager.fetch(.steps)
                async let weights = hkManager.fetch(.weight)
                hkData.stepData = (try? await steps) ?? []
                hkData.weightData = (try? await weights) ?? []
            }
            .onReceive(Timer.publish(every: 30, on: .main, in: .common).autoconnect()) { _ in
                Task { hkData.stepData = (try? await hkManager.fetch(.steps)) ?? hkData.stepData }
            }
            .navigationTitle("Dashboard")
            .navigationDestination(for: HealthMetricContext.self) { metric in
                HealthDataListView(metric: metric)
            }
            .toolbar {
                Button("Goals", systemImage: "target") { isShowingGoals = true }
            }
            .sheet(isPresented: $isShowingGoals) {
                GoalsView()
            }
        }
    }
}

struct HealthDataListView: View {
    @Environment(HealthKitData.self) private var hkData
    var metric: HealthMetricContext

    var body: some View {
        List((metric == .steps ? hkData.stepData : hkData.weightData).reversed()) { data in
            NavigationLink {
                EntryDetailView(entry: data, metric: metric)
            } label: {
                LabeledContent {
                    Text(data.value, format: .number.precision(.fractionLength(metric == .steps ? 0 : 1)))
                } label: {
                    Text(data.date, format: .dateTime.weekday(.wide))
                    Text(data.date, format: .dateTime.month().day())
                }
            }
        }
        .navigationTitle(metric.rawValue)
    }
}

struct EntryDetailView: View {
    @Environment(Goals.self) private var goals
    let entry: HealthMetric
    let metric: HealthMetricContext

    var body: some View {
        Form {
            LabeledContent(metric.rawValue, value: entry.value, format: .number)
            LabeledContent("Goal", value: metric == .steps ? Double(goals.dailySteps) : goals.weight, format: .number)
        }
        .navigationTitle(Text(entry.date, format: .dateTime.weekday(.wide).month().day()))
    }
}

struct GoalsView: View {
    @Environment(Goals.self) private var goals

    var body: some View {
        @Bindable var goals = goals
        Form {
            Stepper("Daily goal: \(goals.dailySteps) steps", value: $goals.dailySteps, in: 1_000...30_000, step: 500)
            Slider(value: $goals.weight, in: 120...220, step: 0.5) {
                Text("Goal weight")
            }
        }
    }
}

struct ContentView: View {
    @State private var selectedTab = "dashboard"

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Dashboard", systemImage: "chart.bar", value: "dashboard") {
                DashboardView()
            }
            Tab("History", systemImage: "list.bullet", value: "history") {
                NavigationStack {
                    HealthDataListView(metric: .steps)
                }
            }
        }
    }
}

// Workload: the data arrives; the user picks a week, then the weight, while the
// refresh fetches the steps; back to steps, the goals sheet (a higher step
// goal, a lower goal weight); the steps list, where the next refresh lands; a
// Tuesday's detail; back; the History tab and back (Redraw's TabView rebuilds
// the dashboard, which fetches again).
let hkManager = HealthKitManager()
let hkData = HealthKitData()
let goals = Goals()
Redraw.root {
    ContentView()
        .environment(hkManager)
        .environment(hkData)
        .environment(goals)
}
Redraw.wait(seconds: 0.5)
Redraw.select("Range", "7 Days")
Redraw.select("Selected Stat", "Weight")
Redraw.wait(seconds: 30)
Redraw.select("Selected Stat", "Steps")
Redraw.tap("Goals")
Redraw.adjust("Daily goal: 10000 steps", by: 2)
Redraw.adjust("Goal weight", to: 150)
Redraw.dismiss()
Redraw.tap("figure.walk")
Redraw.wait(seconds: 30)
Redraw.tap("Tuesday", in: HealthDataListView.self, index: 0)
Redraw.dismiss()
Redraw.dismiss()
Redraw.tap("History")
Redraw.tap("Dashboard")
Redraw.wait(seconds: 0.5)
