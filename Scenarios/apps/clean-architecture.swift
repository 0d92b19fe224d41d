// Modelled on Alexey Naumov's "Clean Architecture for SwiftUI", the Countries app
// (github.com/nalexn/clean-architecture-swiftui), in its Combine era before the 2024 revamp: the
// mvvm branch's CountriesSwiftUI/UI/Screens/CountriesList/CountriesList.swift and
// CountriesListViewModel.swift, CountryDetails/CountryDetails.swift and CountryDetailsViewModel.swift,
// ModalDetailsView.swift, UI/Components/CountryCell.swift, DetailRow.swift, ErrorView.swift;
// Injected/AppState.swift, DependencyInjector.swift; Utilities/Store.swift, Loadable.swift,
// CancelBag.swift, Publisher+WeakAssign.swift; Services/CountriesService.swift,
// UserPermissionsService.swift; System/DeepLinksHandler.swift, SystemEventsHandler.swift; and
// master's UI/RootViewModifier.swift. Its structure, written afresh: one `AppState` value in a
// `Store` (a `CurrentValueSubject`) holding routing, system and permission state; a `DIContainer`
// that is its own `EnvironmentKey`, injected with `.inject(_:)`; interactors that fill a
// `Binding<Loadable<T>>` from Combine pipelines; `Loadable<T>`, an enum with payloads that each
// screen's body switches over; `ObservableObject` view models that mirror their slice of the store
// (`map` + `removeDuplicates` + `weakAssign`) and write it back from `didSet`; rows pushed by
// `NavigationLink(destination:tag:selection:)`, each building its screen's view model; a deep link
// that resets the routing and routes again 1.5 s later; the root's blur fed by `.onReceive`.
//
// Written for push (ObservableObject). What it shows: under push any write to a screen's view
// model re-runs that screen; a routing write (a tap on a row) re-runs CountriesList and its List,
// whose row closures make a new CountryDetails.ViewModel per built row, each subscribing to the
// store; a sheet opened in the details re-runs CountryDetails only. Under pull it is worse, in a
// way the migration does not announce: ContentView's body builds CountriesList's view model, and
// that model's init reads its own `routingState` and `canRequestPushPermission` (its `didSet`, and
// `weakAssign`'s key-path write, which gets before it sets), so ContentView tracks them. Every
// routing or permission change then re-runs ContentView, which hands CountriesList a new model:
// the list reloads from `.notRequested` (the first time, the web request starts again), every row
// is rebuilt, the search is lost. The List's update likewise tracks each row's CountryDetails
// model, so opening or closing a sheet re-runs the List and gives the pushed screen a new model,
// which reloads its details (from the cache, in the same frame). A search keystroke costs the
// same under both: `.id(countries.count)` rebuilds every row when the count changes.
//
// Added/changed: the workload; the network is in memory (`Just` + `delay(0.5 s)` for
// `ensureTimeSpan`), the Core Data store a dictionary, flags are emoji (no image download), and
// neighbours are left out of the details; `flatMap` and `zip` are not in Redraw's Combine, so the
// interactor branches before its pipeline; `$routingState.sink` (a model subscribing to its own
// publisher runs push-only) is a `didSet`; `loadableSubject` extends a `LoadableHost` protocol, not
// `ObservableObject` (such an extension has no pull form in Redraw); `LazyList` is an array; the
// UIKit `SearchBar` is `.searchable`; the `detailsSheet` Bool is a `Sheet?` item (flag or
// currency) for `.sheet(item:)`, closed with `\.dismiss`; the deep link
// arrives through a `PassthroughSubject`; LocaleReader, the keyboard height and the test
// Inspection hooks are left out.

import SwiftUI
import Combine

struct Country: Codable, Equatable, Identifiable {
    typealias Code = String
    let name: String, translations: [String: String?], population: Int, alpha2Code: String, alpha3Code: Code
    var id: Code { alpha3Code }
    var flag: String { alpha2Code.unicodeScalars.compactMap { UnicodeScalar(127_397 + $0.value) }.map(String.init).joined() }
    func name(locale: Locale) -> String {
        if let value = translations[String(locale.identifier.prefix(2))], let localized = value { return localized }
        return name
    }
    struct Details: Codable, Equatable { let capital: String, currencies: [Currency] }
    struct Currency: Codable, Equatable, Identifiable {
        let code: String, symbol: String?, name: String
        var id: String { code }
        var title: String { name + (symbol.map { " " + $0 } ?? "") }
    }
}

enum Permission { case pushNotifications; enum Status: Equatable { case unknown, notRequested, granted, denied } }

struct AppState: Equatable {
    var routing = ViewRouting()
    var system = System()
    var permissions = Permissions()
    struct ViewRouting: Equatable {
        var countriesList = CountriesList.Routing()
        var countryDetails = CountryDetails.Routing()
    }
    struct System: Equatable { var isActive = false }
    struct Permissions: Equatable { var push: Permission.Status = .unknown }
    static func permissionKeyPath(for permission: Permission) -> WritableKeyPath<AppState, Permission.Status> { \.permissions.push }
}

typealias Store<State> = CurrentValueSubject<State, Never>

extension Store {
    subscript<T: Equatable>(keyPath: WritableKeyPath<Output, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            var value = self.value
            if value[keyPath: keyPath] != newValue { value[keyPath: keyPath] = newValue; self.value = value }
        }
    }
    func bulkUpdate(_ update: (inout Output) -> Void) { var value = self.value; update(&value); self.value = value }
    func updates<Value: Equatable>(for keyPath: KeyPath<Output, Value>) -> AnyPublisher<Value, Failure> {
        map(keyPath).removeDuplicates().eraseToAnyPublisher()
    }
}

final class CancelBag {
    fileprivate(set) var subscriptions = Set<AnyCancellable>()
    func cancel() { subscriptions.removeAll() }
    func collect(@Builder _ cancellables: () -> [AnyCancellable]) { subscriptions.formUnion(cancellables()) }
    @resultBuilder struct Builder {
        static func buildBlock(_ cancellables: AnyCancellable...) -> [AnyCancellable] { cancellables }
    }
}

extension AnyCancellable { func store(in cancelBag: CancelBag) { cancelBag.subscriptions.insert(self) } }

extension Publisher where Failure == Never {
    func weakAssign<T: AnyObject>(to keyPath: ReferenceWritableKeyPath<T, Output>, on object: T) -> AnyCancellable {
        sink { [weak object] value in object?[keyPath: keyPath] = value }
    }
}

extension Publisher {
    func sinkToLoadable(_ completion: @escaping (Loadable<Output>) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { if case let .failure(error) = $0 { completion(.failed(error)) } },
             receiveValue: { completion(.loaded($0)) })
    }
}

enum Loadable<T> {
    case notRequested
    case isLoading(last: T?, cancelBag: CancelBag)
    case loaded(T)
    case failed(Error)

    var value: T? {
        switch self { case let .loaded(value): return value; case let .isLoading(last, _): return last; default: return nil }
    }
    mutating func setIsLoading(cancelBag: CancelBag) { self = .isLoading(last: value, cancelBag: cancelBag) }
    mutating func cancelLoading() {
        guard case let .isLoading(last, cancelBag) = self else { return }
        cancelBag.cancel()
        self = last.map { .loaded($0) } ?? .failed(NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError,
                                                          userInfo: [NSLocalizedDescriptionKey: "Canceled by user"]))
    }
}

extension Loadable: Equatable where T: Equatable {
    static func == (lhs: Loadable<T>, rhs: Loadable<T>) -> Bool {
        switch (lhs, rhs) {
        case (.notRequested, .notRequested): return true
        case let (.isLoading(lhsV, lhsC), .isLoading(rhsV, rhsC)): return lhsV == rhsV && lhsC === rhsC
        case let (.loaded(lhsV), .loaded(rhsV)): return lhsV == rhsV
        case let (.failed(lhsE), .failed(rhsE)): return lhsE.localizedDescription == rhsE.localizedDescription
        default: return false
        }
    }
}

typealias LoadableSubject<Value> = Binding<Loadable<Value>>

protocol LoadableHost: AnyObject {}

extension LoadableHost {
    func loadableSubject<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Loadable<Value>>) -> LoadableSubject<Value> {
        let defaultValue = self[keyPath: keyPath]
        return .init(get: { [weak self] in self?[keyPath: keyPath] ?? defaultValue },
                     set: { [weak self] in self?[keyPath: keyPath] = $0 })
    }
}

// MARK: - Repositories, interactors, system

struct CountriesWebRepository {  // restcountries.com, answered in memory
    func loadCountries() -> AnyPublisher<[Country], Error> { Just(Country.mockedData).setFailureType(to: Error.self).eraseToAnyPublisher() }
    func loadCountryDetails(country: Country) -> AnyPublisher<Country.Details, Error> {
        Just(Country.mockedDetails[country.alpha3Code] ?? .init(capital: "", currencies: [])).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

final class CountriesDBRepository {
    private var countries: [Country]?
    private var details: [Country.Code: Country.Details] = [:]
    var hasLoadedCountries: Bool { countries != nil }
    func store(countries: [Country]) { self.countries = countries.sorted { $0.name < $1.name } }
    func countries(search: String) -> [Country] {
        (countries ?? []).filter { search.isEmpty || $0.name.localizedCaseInsensitiveContains(search) }
    }
    func countryDetails(country: Country) -> Country.Details? { details[country.alpha3Code] }
    func store(countryDetails: Country.Details, for country: Country) -> Country.Details {
        details[country.alpha3Code] = countryDetails
        return countryDetails
    }
}

struct CountriesInteractor {
    let webRepository: CountriesWebRepository
    let dbRepository: CountriesDBRepository

    func load(countries: LoadableSubject<[Country]>, search: String) {
        let cancelBag = CancelBag()
        countries.wrappedValue.setIsLoading(cancelBag: cancelBag)
        let stored: AnyPublisher<Void, Error> = dbRepository.hasLoadedCountries
            ? Just(()).setFailureType(to: Error.self).eraseToAnyPublisher() : refreshCountriesList()
        stored.map { [dbRepository] in dbRepository.countries(search: search) }
            .receive(on: DispatchQueue.main)
            .sinkToLoadable { countries.wrappedValue = $0 }
            .store(in: cancelBag)
    }

    func refreshCountriesList() -> AnyPublisher<Void, Error> {
        webRepository.loadCountries().delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .map { [dbRepository] in dbRepository.store(countries: $0) }.eraseToAnyPublisher()
    }

    func load(countryDetails: LoadableSubject<Country.Details>, country: Country) {
        let cancelBag = CancelBag()
        countryDetails.wrappedValue.setIsLoading(cancelBag: cancelBag)
        let details: AnyPublisher<Country.Details, Error> = dbRepository.countryDetails(country: country)
            .map { Just($0).setFailureType(to: Error.self).eraseToAnyPublisher() }
            ?? webRepository.loadCountryDetails(country: country)
                .delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
                .map { [dbRepository] in dbRepository.store(countryDetails: $0, for: country) }
                .eraseToAnyPublisher()
        details.receive(on: DispatchQueue.main).sinkToLoadable { countryDetails.wrappedValue = $0 }.store(in: cancelBag)
    }
}

final class UserPermissionsInteractor {
    private let appState: Store<AppState>
    init(appState: Store<AppState>) { self.appState = appState }
    func resolveStatus(for permission: Permission) {
        let keyPath = AppState.permissionKeyPath(for: permission)
        guard appState[keyPath] == .unknown else { return }
        DispatchQueue.main.async { [weak appState] in appState?[keyPath] = .notRequested }  // getNotificationSettings
    }
    func request(permission: Permission) {
        let keyPath = AppState.permissionKeyPath(for: permission)
        guard appState[keyPath] != .denied else { return }
        DispatchQueue.main.async { [appState] in appState[keyPath] = .granted }             // requestAuthorization
    }
}

struct DIContainer: EnvironmentKey {
    let appState: Store<AppState>
    let interactors: Interactors
    struct Interactors { let countries: CountriesInteractor, userPermissions: UserPermissionsInteractor }
    static var defaultValue: Self { AppEnvironment.bootstrap().container }
}

extension EnvironmentValues {
    var injected: DIContainer { get { self[DIContainer.self] } set { self[DIContainer.self] = newValue } }
}

extension View { func inject(_ container: DIContainer) -> some View { environment(\.injected, container) } }

enum DeepLink: Equatable { case showCountryFlag(alpha3Code: Country.Code) }

struct DeepLinksHandler {
    let container: DIContainer
    func open(deepLink: DeepLink) {
        switch deepLink {
        case let .showCountryFlag(alpha3Code):
            let routeToDestination = {
                container.appState.bulkUpdate { $0.routing.countriesList.countryDetails = alpha3Code; $0.routing.countryDetails.detailsSheet = .flag }
            }
            // SwiftUI cannot dismiss old screens and present new ones at once: two steps
            let defaultRouting = AppState.ViewRouting()
            guard container.appState.value.routing != defaultRouting else { return routeToDestination() }
            container.appState[\.routing] = defaultRouting
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5, execute: routeToDestination)
        }
    }
}

final class PushNotificationsHandler {
    let deepLinks = PassthroughSubject<DeepLink, Never>()
    private var cancellables = Set<AnyCancellable>()
    init(deepLinksHandler: DeepLinksHandler) {
        deepLinks.receive(on: DispatchQueue.main).sink { deepLinksHandler.open(deepLink: $0) }.store(in: &cancellables)
    }
    func didReceive(userInfo: [String: Any]) {
        guard let code = (userInfo["aps"] as? [String: Any])?["country"] as? String else { return }
        deepLinks.send(.showCountryFlag(alpha3Code: code))
    }
}

struct SystemEventsHandler {
    let container: DIContainer
    func sceneDidBecomeActive() { container.appState[\.system.isActive] = true; container.interactors.userPermissions.resolveStatus(for: .pushNotifications) }
}

struct AppEnvironment {
    let container: DIContainer
    let systemEventsHandler: SystemEventsHandler
    let pushNotificationsHandler: PushNotificationsHandler
    static func bootstrap() -> AppEnvironment {
        let appState = Store<AppState>(AppState())
        let container = DIContainer(appState: appState, interactors: .init(
            countries: CountriesInteractor(webRepository: CountriesWebRepository(), dbRepository: CountriesDBRepository()),
            userPermissions: UserPermissionsInteractor(appState: appState)))
        return AppEnvironment(container: container, systemEventsHandler: SystemEventsHandler(container: container),
                              pushNotificationsHandler: PushNotificationsHandler(deepLinksHandler: DeepLinksHandler(container: container)))
    }
}

// MARK: - Views

@main
struct CountriesApp: App {
    let environment = AppEnvironment.bootstrap()
    var body: some Scene {
        WindowGroup { ContentView().inject(environment.container) }
    }
}

struct ContentView: View {
    @Environment(\.injected) private var injected: DIContainer
    var body: some View {
        CountriesList(viewModel: .init(container: injected))
            .modifier(RootViewAppearance())
    }
}

struct RootViewAppearance: ViewModifier {
    @Environment(\.injected) private var injected: DIContainer
    @State private var isActive: Bool = false
    func body(content: Content) -> some View {
        content.blur(radius: isActive ? 0 : 10).ignoresSafeArea().onReceive(stateUpdate) { self.isActive = $0 }
    }
    private var stateUpdate: AnyPublisher<Bool, Never> { injected.appState.updates(for: \.system.isActive) }
}

struct CountriesList: View {
    @ObservedObject private(set) var viewModel: ViewModel

    var body: some View {
        NavigationView {
            content
                .searchable(text: $viewModel.countriesSearch.searchText.onSet { _ in viewModel.reloadCountries() })
                .navigationBarItems(trailing: permissionsButton)
                .navigationBarTitle("Countries")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    @ViewBuilder private var content: some View {
        switch viewModel.countries {
        case .notRequested: Text("").onAppear(perform: viewModel.reloadCountries)
        case let .isLoading(last, _): loadingView(last)
        case let .loaded(countries): loadedView(countries, showLoading: false)
        case let .failed(error): ErrorView(error: error, retryAction: viewModel.reloadCountries)
        }
    }

    @ViewBuilder private var permissionsButton: some View {
        if viewModel.canRequestPushPermission {
            Button(action: viewModel.requestPushPermission, label: { Text("Allow Push") })
        }
    }

    private func loadingView(_ previouslyLoaded: [Country]?) -> some View {
        if let countries = previouslyLoaded { return AnyView(loadedView(countries, showLoading: true)) }
        return AnyView(ProgressView().padding())
    }

    private func loadedView(_ countries: [Country], showLoading: Bool) -> some View {
        VStack {
            if showLoading { ProgressView().padding() }
            List(countries) { country in
                NavigationLink(destination: CountryDetails(viewModel: .init(container: viewModel.container, country: country)),
                               tag: country.alpha3Code, selection: $viewModel.routingState.countryDetails) {
                    CountryCell(country: country)
                }
            }
            .id(countries.count)
        }
    }
}

extension CountriesList {
    struct Routing: Equatable { var countryDetails: Country.Code? }
    struct CountriesSearch { var searchText = "" }

    final class ViewModel: ObservableObject, LoadableHost {
        @Published var routingState: Routing { didSet { container.appState[\.routing.countriesList] = routingState } }
        @Published var countriesSearch = CountriesSearch()
        @Published var countries: Loadable<[Country]>
        @Published var canRequestPushPermission = false
        let container: DIContainer
        private var cancelBag = CancelBag()

        init(container: DIContainer, countries: Loadable<[Country]> = .notRequested) {
            self.container = container
            let appState = container.appState
            self.routingState = appState.value.routing.countriesList
            self.countries = countries
            cancelBag.collect {
                appState.updates(for: \.routing.countriesList).weakAssign(to: \.routingState, on: self)
                appState.updates(for: AppState.permissionKeyPath(for: .pushNotifications))
                    .map { $0 == .notRequested || $0 == .denied }
                    .weakAssign(to: \.canRequestPushPermission, on: self)
            }
        }
        func reloadCountries() {
            container.interactors.countries.load(countries: loadableSubject(\.countries), search: countriesSearch.searchText)
        }
        func requestPushPermission() { container.interactors.userPermissions.request(permission: .pushNotifications) }
    }
}

extension Binding where Value: Equatable {
    func onSet(_ perform: @escaping (Value) -> Void) -> Self {
        .init(get: { self.wrappedValue }, set: { value in
            if self.wrappedValue != value { self.wrappedValue = value }
            perform(value)
        })
    }
}

struct CountryCell: View {
    let country: Country
    @Environment(\.locale) var locale: Locale
    var body: some View {
        VStack(alignment: .leading) {
            Text(country.name(locale: locale)).font(.title)
            Text("Population \(country.population)").font(.caption)
        }
        .padding().frame(maxWidth: .infinity, maxHeight: 60, alignment: .leading)
    }
}

struct CountryDetails: View {
    @ObservedObject private(set) var viewModel: ViewModel
    @Environment(\.locale) private var locale: Locale

    var body: some View {
        content.navigationBarTitle(viewModel.country.name(locale: locale))
    }

    @ViewBuilder private var content: some View {
        switch viewModel.details {
        case .notRequested:
            Text("").onAppear(perform: viewModel.loadCountryDetails)
        case .isLoading:
            VStack { ProgressView(); Button(action: { viewModel.details.cancelLoading() }, label: { Text("Cancel loading") }) }
        case let .loaded(details): loadedView(country: viewModel.country, details: details)
        case let .failed(error): ErrorView(error: error, retryAction: viewModel.loadCountryDetails)
        }
    }

    private func loadedView(country: Country, details: Country.Details) -> some View {
        List {
            HStack { Spacer(); Text(country.flag).font(.system(size: 80)).onTapGesture { viewModel.showCountryDetailsSheet() }; Spacer() }
            Section(header: Text("Basic Info")) {
                DetailRow(leftLabel: Text(country.alpha3Code), rightLabel: "Code")
                DetailRow(leftLabel: Text("\(country.population)"), rightLabel: "Population")
                DetailRow(leftLabel: Text(details.capital), rightLabel: "Capital")
            }
            if details.currencies.count > 0 {
                Section(header: Text("Currencies")) {
                    ForEach(details.currencies) { currency in
                        DetailRow(leftLabel: Text(currency.title), rightLabel: Text(currency.code))
                            .onTapGesture { viewModel.routingState.detailsSheet = .currency(currency) }
                    }
                }
            }
        }
        .listStyle(GroupedListStyle())
        .sheet(item: $viewModel.routingState.detailsSheet) { ModalDetailsView(country: viewModel.country, sheet: $0) }
    }
}

extension CountryDetails {
    enum Sheet: Identifiable, Equatable {
        case flag
        case currency(Country.Currency)
        var id: String { switch self { case .flag: return "flag"; case let .currency(currency): return currency.code } }
    }
    struct Routing: Equatable { var detailsSheet: Sheet? }

    final class ViewModel: ObservableObject, LoadableHost {
        let country: Country
        @Published var routingState: Routing { didSet { container.appState[\.routing.countryDetails] = routingState } }
        @Published var details: Loadable<Country.Details>
        let container: DIContainer
        private var cancelBag = CancelBag()

        init(container: DIContainer, country: Country, details: Loadable<Country.Details> = .notRequested) {
            self.container = container
            self.country = country
            let appState = container.appState
            self.details = details
            self.routingState = appState.value.routing.countryDetails
            cancelBag.collect {
                appState.updates(for: \.routing.countryDetails).weakAssign(to: \.routingState, on: self)
            }
        }
        func loadCountryDetails() {
            container.interactors.countries.load(countryDetails: loadableSubject(\.details), country: country)
        }
        func showCountryDetailsSheet() { routingState.detailsSheet = .flag }
    }
}

struct DetailRow: View {
    private let leftLabel: Text, rightLabel: Text
    init(leftLabel: Text, rightLabel: Text) { self.leftLabel = leftLabel; self.rightLabel = rightLabel }
    init(leftLabel: Text, rightLabel: LocalizedStringKey) { self.init(leftLabel: leftLabel, rightLabel: Text(rightLabel)) }
    var body: some View {
        HStack { leftLabel.font(.headline); Spacer(); rightLabel.font(.callout) }
            .padding().frame(maxWidth: .infinity, maxHeight: 40, alignment: .leading)
    }
}

struct ModalDetailsView: View {
    let country: Country
    let sheet: CountryDetails.Sheet
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationView {
            VStack {
                switch sheet {
                case .flag: Text(country.flag).font(.system(size: 200))
                case let .currency(currency): DetailRow(leftLabel: Text(currency.title), rightLabel: Text(currency.code))
                }
                Button(action: { dismiss() }, label: { Text("Close") }).padding(.top, 40)
            }
            .navigationTitle(country.name).navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct ErrorView: View {
    let error: Error, retryAction: () -> Void
    var body: some View {
        VStack { Text("An Error Occured").font(.title); Text(error.localizedDescription).font(.callout).padding(); Button("Retry", action: retryAction) }
    }
}

extension Country {
    static let mockedData: [Country] = [
        ("Argentina", 45_376_763, "AR", "ARG"), ("Australia", 25_687_041, "AU", "AUS"), ("Austria", 8_917_205, "AT", "AUT"),
        ("Brazil", 212_559_409, "BR", "BRA"), ("Canada", 38_005_238, "CA", "CAN"), ("China", 1_402_112_000, "CN", "CHN"),
        ("Egypt", 102_334_403, "EG", "EGY"), ("France", 67_391_582, "FR", "FRA"), ("Germany", 83_240_525, "DE", "DEU"),
        ("India", 1_380_004_385, "IN", "IND"), ("Italy", 59_554_023, "IT", "ITA"), ("Japan", 125_836_021, "JP", "JPN"),
        ("Kenya", 53_771_300, "KE", "KEN"), ("Mexico", 128_932_753, "MX", "MEX"), ("Norway", 5_379_475, "NO", "NOR"),
        ("Poland", 37_950_802, "PL", "POL"), ("San Marino", 33_938, "SM", "SMR"), ("Slovenia", 2_100_126, "SI", "SVN"),
        ("Spain", 47_351_567, "ES", "ESP"), ("Switzerland", 8_636_896, "CH", "CHE"), ("Turkey", 84_339_067, "TR", "TUR"),
        ("United Kingdom", 67_215_293, "GB", "GBR"), ("United States", 329_484_123, "US", "USA"), ("Vatican City", 451, "VA", "VAT"),
    ].map { Country(name: $0.0, translations: [:], population: $0.1, alpha2Code: $0.2, alpha3Code: $0.3) }

    static let mockedDetails: [Code: Details] = [
        "FRA": .init(capital: "Paris", currencies: [.init(code: "EUR", symbol: "€", name: "Euro")]),
        "DEU": .init(capital: "Berlin", currencies: [.init(code: "EUR", symbol: "€", name: "Euro")]),
    ]
}

#Preview { CountriesList(viewModel: .init(container: .defaultValue, countries: .loaded(Country.mockedData))) }

// Workload: the scene becomes active (the blur goes, the push permission resolves); the countries
// arrive from the "web" after 0.5 s; allow push; search "an"; open France and wait for its details;
// tap the euro row (the currency sheet) and close it; a push notification deep-links to Germany's
// flag: France is popped, 1.5 s later Germany is pushed, its details load and the flag sheet opens.
Redraw.root(CountriesApp.self)
Redraw.step("scene did become active") {
    let environment: AppEnvironment = Redraw.state(of: CountriesApp.self, "environment")
    environment.systemEventsHandler.sceneDidBecomeActive()
}
Redraw.wait(seconds: 0.5)
Redraw.tap("Allow Push")
Redraw.type("Search", "an")
Redraw.tap("France")
Redraw.wait(seconds: 0.5)
Redraw.tap("Euro €")
Redraw.tap("Close")
Redraw.step("push notification: Germany's flag", frames: 125) { frame in
    guard frame == 0 else { return }
    let environment: AppEnvironment = Redraw.state(of: CountriesApp.self, "environment")
    environment.pushNotificationsHandler.didReceive(userInfo: ["aps": ["country": "DEU"]])
}
