// HEADER

import SwiftUI
import Charts

struct HealthMetric: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double
}

/// What a chart plots: made afresh, with a new id, every time a body converts the metrics.
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

enum ChartRange: String, CaseIterable, Identifiable {
    case week = "7 Days"
    case month = "28 Days"

    var id: Self { self }
    var days: Int { self == .week ? 7 : 28 }
}

extension Array where Element == Double {
    var average: Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
}

enum ChartHelper {
    static func convert(_ data: [HealthMetric], last days: Int) -> [DateValueChartData] {
        data.suffix(days).map { DateValueChartData(date: $0.date, value: $0.value) }
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

/// The HealthKit queries: `samples` stands in for HKHealthStore, and each query answers after 0.3 s.
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

    func add(_ metric: HealthMetricContext, value: Double, on date: Date) {
        let day = Calendar.current.startOfDay(for: date)
        let total = metric == .steps ? (samples[metric]?[day] ?? 0) + value : value
        samples[metric, default: [:]][day] = total
    }
}

struct ChartContainer<Content: View>: View {
    let metric: HealthMetricContext
    let subtitle: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink(value: metric) {
                VStack(alignment: .leading) {
                    Label(metric.rawValue, systemImage: metric == .steps ? "figure.walk" : "scalemass")
                        .font(.title3.bold())
                    Text(subtitle)
                        .font(.caption)
                }
            }
            content()
        }
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground))
        }
    }
}

struct StepBarChart: View {
    @Environment(Goals.self) private var goals
    var chartData: [DateValueChartData]

    var body: some View {
        ChartContainer(metric: .steps, subtitle: "Avg: \(Int(chartData.map(\.value).average)) steps") {
            Chart {
                RuleMark(y: .value("Goal", goals.dailySteps))
                    .foregroundStyle(Color.secondary)
                ForEach(chartData) { steps in
                    BarMark(x: .value("Date", steps.date, unit: .day), y: .value("Steps", steps.value))
                        .foregroundStyle(by: .value("Goal", steps.value >= Double(goals.dailySteps) ? "Met" : "Missed"))
                }
            }
            .frame(height: 150)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: chartData.count > 7 ? 7 : 1)) { _ in
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
        let values = chartData.map(\.value)
        ChartContainer(metric: .weight, subtitle: "Avg: \(values.average.formatted(.number.precision(.fractionLength(1)))) lbs") {
            Chart(chartData) { weight in
                LineMark(x: .value("Day", weight.date, unit: .day), y: .value("Value", weight.value))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Day", weight.date, unit: .day), y: .value("Value", weight.value))
            }
            .frame(height: 150)
            .chartYScale(domain: (values.min() ?? 0) - 2...(values.max() ?? 0) + 2)
        }
    }
}

struct DashboardView: View {
    @Environment(HealthKitManager.self) private var hkManager
    @Environment(HealthKitData.self) private var hkData
    @State private var selectedStat = HealthMetricContext.steps
    @State private var range = ChartRange.month
    @State private var isShowingGoals = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    Picker("Selected Stat", selection: $selectedStat) {
                        ForEach(HealthMetricContext.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Range", selection: $range) {
                        ForEach(ChartRange.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    switch selectedStat {
                    case .steps:
                        StepBarChart(chartData: ChartHelper.convert(hkData.stepData, last: range.days))
                    case .weight:
                        WeightLineChart(chartData: ChartHelper.convert(hkData.weightData, last: range.days))
                    }
                }
                .padding()
            }
            .task {
                await fetchHealthData()
            }
            .onReceive(Timer.publish(every: 30, on: .main, in: .common).autoconnect()) { _ in
                Task { await fetchHealthData() }
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
        .tint(selectedStat == .steps ? .pink : .indigo)
    }

    private func fetchHealthData() async {
        do {
            async let steps = hkManager.fetch(.steps)
            async let weights = hkManager.fetch(.weight)
            hkData.stepData = try await steps
            hkData.weightData = try await weights
        } catch {
            print("Health data unavailable: \(error)")
        }
    }
}

struct HealthDataListView: View {
    @Environment(HealthKitData.self) private var hkData
    @State private var isShowingAddData = false
    var metric: HealthMetricContext

    var listData: [HealthMetric] { metric == .steps ? hkData.stepData : hkData.weightData }

    var body: some View {
        List(listData.reversed()) { data in
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
        .toolbar {
            Button("Add Data", systemImage: "plus") { isShowingAddData = true }
        }
        .sheet(isPresented: $isShowingAddData) {
            AddDataView(metric: metric, isPresented: $isShowingAddData)
        }
    }
}

struct EntryDetailView: View {
    @Environment(Goals.self) private var goals
    let entry: HealthMetric
    let metric: HealthMetricContext

    var body: some View {
        let goal = metric == .steps ? Double(goals.dailySteps) : goals.weight
        Form {
            LabeledContent("Date", value: entry.date, format: .dateTime.weekday(.wide).month().day())
            LabeledContent(metric.rawValue, value: entry.value, format: .number)
            LabeledContent("Against the goal", value: entry.value - goal, format: .number)
        }
        .navigationTitle(metric.rawValue)
    }
}

struct AddDataView: View {
    @Environment(HealthKitManager.self) private var hkManager
    @Environment(HealthKitData.self) private var hkData
    @State private var valueToAdd = 0.0
    let metric: HealthMetricContext
    @Binding var isPresented: Bool

    var body: some View {
        NavigationStack {
            Form {
                Stepper(value: $valueToAdd, in: 0...50_000, step: metric == .steps ? 500 : 0.5) {
                    LabeledContent(metric.rawValue, value: valueToAdd, format: .number)
                }
            }
            .navigationTitle(metric.rawValue)
            .toolbar {
                Button("Add Data", action: saveValue)
            }
        }
    }

    private func saveValue() {
        hkManager.add(metric, value: valueToAdd, on: Date.now)
        Task {
            switch metric {
            case .steps: hkData.stepData = (try? await hkManager.fetch(.steps)) ?? []
            case .weight: hkData.weightData = (try? await hkManager.fetch(.weight)) ?? []
            }
            isPresented = false
        }
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
    var body: some View {
        TabView {
            Tab("Dashboard", systemImage: "chart.bar") {
                DashboardView()
            }
            Tab("History", systemImage: "list.bullet") {
                NavigationStack {
                    HealthDataListView(metric: .steps)
                }
            }
        }
    }
}

// Workload: WORKLOAD
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
Redraw.step("the watch records a walk") {
    hkManager.add(.steps, value: 2_500, on: Date.now)
}
Redraw.wait(seconds: 30)
Redraw.select("Selected Stat", "Steps")
Redraw.tap("Goals")
Redraw.adjust("Daily goal: 10000 steps", by: 2)
Redraw.adjust("Goal weight", to: 150)
Redraw.dismiss()
Redraw.tap("figure.walk")
Redraw.tap("Tuesday", in: HealthDataListView.self, index: 0)
Redraw.dismiss()
Redraw.tap("Add Data")
Redraw.adjust("Steps", by: 4)
Redraw.tap("Add Data", in: AddDataView.self)
Redraw.wait(seconds: 0.5)
Redraw.dismiss()
Redraw.tap("History")
Redraw.tap("Dashboard")
