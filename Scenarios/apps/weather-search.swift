// Modelled on the MVVM + Combine weather apps on GitHub, e.g.
// github.com/Croleack/Weather (Weather/Modules/CityScreen/Models/
// CityViewModel.swift: a city search typed into a field, debounced 0.3 s,
// duplicates removed, then fetched) and github.com/wzbozon/WeatherForecast
// (view models as @StateObject, services injected, a forecast screen).
// Its structure, written afresh: a search view model whose input goes
// through a `PassthroughSubject` into `debounce` + `removeDuplicates` +
// `sink`, results pushed with `NavigationLink(value:)` and
// `.navigationDestination(for:)`, a forecast view model owned with
// `@StateObject` that loads in `.task` and refreshes on a `Timer.publish`
// tick, hourly forecasts in a horizontal `LazyHStack`, a UV `Gauge`, and a
// settings sheet (in the forecast's toolbar) whose `@AppStorage` units picker posts a notification that
// the forecast hears through `NotificationCenter.default.publisher(for:)`.
//
// Written for push (ObservableObject). The apps' own `$city.debounce(…)`
// subscribes to the model's own @Published property, which has no pull form
// (Redraw runs such a file under push only); the field's `onChange` feeding a
// subject, as many apps write it, runs under both.
//
// Added: the workload; the weather service is a stub whose requests sleep on
// the virtual clock and whose cities and forecasts are made up.

import SwiftUI
import Combine

struct City: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
}

struct HourlyForecast: Identifiable, Equatable {
    let id: Int
    let hour: Int
    let celsius: Double
    let symbol: String
}

struct Forecast: Equatable {
    let celsius: Double
    let summary: String
    let uvIndex: Double
    let hourly: [HourlyForecast]
}

enum Units: String, CaseIterable, Identifiable {
    case metric = "Metric", imperial = "Imperial"
    var id: String { rawValue }
    func format(_ celsius: Double) -> String {
        switch self {
        case .metric: return "\(Int(celsius.rounded()))°C"
        case .imperial: return "\(Int((celsius * 9 / 5 + 32).rounded()))°F"
        }
    }
}

extension Notification.Name {
    static let unitsDidChange = Notification.Name("unitsDidChange")
}

/// Stands in for the weather API: a search takes 0.2 s, a forecast 0.6 s.
final class WeatherService {
    static let shared = WeatherService()
    private let cities = ["London", "Lonsdale", "Londonderry", "Paris", "Lisbon", "Lyon", "Oslo", "Osaka"]
    private var requests = 0

    func searchCities(matching query: String) async -> [City] {
        try? await Task.sleep(for: .milliseconds(200))
        guard !query.isEmpty else { return [] }
        return cities.enumerated()
            .filter { $0.element.lowercased().hasPrefix(query.lowercased()) }
            .map { City(id: $0.offset, name: $0.element, country: "XX") }
    }

    func forecast(for city: City) async throws -> Forecast {
        try await Task.sleep(for: .milliseconds(600))
        requests += 1
        let base = Double(city.id * 3 + requests % 2)
        return Forecast(celsius: 12 + base, summary: requests % 2 == 0 ? "Cloudy" : "Sunny", uvIndex: Double(city.id % 8),
                        hourly: (0..<24).map { HourlyForecast(id: $0, hour: $0, celsius: 10 + base + Double($0 % 6),
                                                             symbol: $0 % 5 == 0 ? "cloud.rain" : "sun.max") })
    }
}

final class CitySearchViewModel: ObservableObject {
    @Published var city = ""
    @Published private(set) var results: [City] = []
    @Published private(set) var isSearching = false

    private let service: WeatherService
    private let querySubject = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(service: WeatherService = .shared) {
        self.service = service
        querySubject
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.search(query) }
            .store(in: &cancellables)
    }

    func cityChanged(_ text: String) {
        querySubject.send(text.trimmingCharacters(in: .whitespaces))
    }

    private func search(_ query: String) {
        isSearching = true
        Task { @MainActor in
            results = await service.searchCities(matching: query)
            isSearching = false
        }
    }
}

final class ForecastViewModel: ObservableObject {
    @Published private(set) var forecast: Forecast?
    @Published private(set) var units: Units = .metric
    @Published private(set) var errorMessage: String?

    private let service: WeatherService
    private var cancellables = Set<AnyCancellable>()

    init(service: WeatherService = .shared) {
        self.service = service
        NotificationCenter.default.publisher(for: .unitsDidChange)
            .compactMap { $0.object as? String }
            .compactMap(Units.init(rawValue:))
            .sink { [weak self] units in self?.units = units }
            .store(in: &cancellables)
    }

    @MainActor
    func load(_ city: City) async {
        do {
            forecast = try await service.forecast(for: city)
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct HourView: View {
    let hour: HourlyForecast
    let units: Units
    var body: some View {
        VStack(spacing: 6) {
            Text(hour.hour == 0 ? "Now" : "\(hour.hour)h")
                .font(.caption)
            Image(systemName: hour.symbol)
                .symbolRenderingMode(.multicolor)
            Text(units.format(hour.celsius))
                .font(.footnote.monospacedDigit())
        }
        .frame(width: 52)
    }
}

struct ForecastView: View {
    let city: City
    @StateObject private var model = ForecastViewModel()
    @State private var showingSettings = false
    private let refresh = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text(city.name)
                    .font(.largeTitle)
                if let forecast = model.forecast {
                    Text(model.units.format(forecast.celsius))
                        .font(.system(size: 64, weight: .thin))
                    Text(forecast.summary)
                        .foregroundStyle(.secondary)
                    Gauge(value: forecast.uvIndex, in: 0...11) {
                        Text("UV")
                    } currentValueLabel: {
                        Text("\(Int(forecast.uvIndex))")
                    }
                    .gaugeStyle(.accessoryCircular)
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack {
                            ForEach(forecast.hourly) { hour in
                                HourView(hour: hour, units: model.units)
                            }
                        }
                    }
                } else if let message = model.errorMessage {
                    ContentUnavailableView("No forecast", systemImage: "cloud.slash", description: Text(message))
                } else {
                    ProgressView()
                }
            }
            .padding()
        }
        .navigationTitle(city.name)
        .toolbar {
            Button("Settings", systemImage: "gear") { showingSettings = true }
        }
        .sheet(isPresented: $showingSettings) {
            SettingsSheet()
        }
        .task { await model.load(city) }
        .onReceive(refresh) { _ in
            Task { await model.load(city) }
        }
    }
}

struct CityRow: View {
    let city: City
    var body: some View {
        HStack {
            Text(city.name)
            Spacer()
            Text(city.country)
                .foregroundStyle(.secondary)
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("units") private var units: Units = .metric

    var body: some View {
        NavigationStack {
            Form {
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases) { units in
                        Text(units.rawValue).tag(units)
                    }
                }
                .pickerStyle(.segmented)
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .onChange(of: units) { newValue in
            NotificationCenter.default.post(name: .unitsDidChange, object: newValue.rawValue)
        }
    }
}

struct WeatherHome: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        NavigationStack {
            List {
                if viewModel.isSearching {
                    ProgressView()
                }
                ForEach(viewModel.results) { city in
                    NavigationLink(value: city) {
                        CityRow(city: city)
                    }
                }
            }
            .overlay {
                if viewModel.results.isEmpty && !viewModel.isSearching {
                    ContentUnavailableView("Search for a city", systemImage: "magnifyingglass")
                }
            }
            .searchable(text: $viewModel.city, prompt: "City")
            .onChange(of: viewModel.city) { text in
                viewModel.cityChanged(text)
            }
            .navigationDestination(for: City.self) { city in
                ForecastView(city: city)
            }
            .navigationTitle("Weather")
        }
    }
}

// Workload: type "Lon" (the search runs 0.3 s after the last key and takes
// 0.2 s), open London, let the forecast load and refresh once on its 5 s
// timer, switch the units in the settings sheet, and go back.
Redraw.root { WeatherHome() }
Redraw.type("City", "Lon")
Redraw.wait(seconds: 0.6)
Redraw.tap("London")
Redraw.wait(seconds: 1)
Redraw.wait(seconds: 5)
Redraw.tap("Settings")
Redraw.select("Units", "Imperial")
Redraw.tap("Done")
Redraw.dismiss()
