// Modelled on MovieSwiftUI, Thomas Ricouard's TMDB client (github.com/Dimillian/MovieSwiftUI,
// MovieSwift/…): Shared/flux/state/AppState.swift and MoviesState.swift, reducers/AppReducer.swift
// and MoviesReducer.swift, actions/MoviesActions.swift (on SwiftUIFlux's `Store`, its middleware
// chain and `asyncActionsMiddleware`), MovieSwift/views/components/home/HomeView.swift (the global
// store, TabbarView), moviesHome/grid/MoviesHomeGrid.swift and rows/MoviesHomeGridMoviesRow.swift,
// moviesList/base/MoviesList.swift and MoviesSearch.swift, rows/MovieRow.swift, movieDetail/
// MovieDetail.swift and rows/MovieButtonsRow.swift, myLists/MyLists.swift, shared/contextMenu/
// MovieContextMenu.swift, shared/images/ListImage.swift, and Packages/UI/…/SearchTextObservable.swift.
// Its structure, written afresh: the whole app state, one struct, in a generic `Store`
// ObservableObject (`@Published var state`) whose `dispatch(action:)` hops to the main queue,
// through a middleware chain, into pure reducers; a fetch action starts its request in the async
// middleware and still reaches the reducer; every screen reads the store as an @EnvironmentObject;
// the home is a List of menus, each a horizontal ScrollView + LazyHStack carousel of posters (a
// context menu and a wishlist/seen badge on each) and a "See all" NavigationLink(destination:) to a
// searchable list, where the text's debounced copy (500 ms) dispatches the search; a detail screen
// fetches on appear; My Lists shows the wishlist or the seen list, swiped to remove.
//
// Written for push (ObservableObject). What it shows: the app state is one @Published value, so
// under push every dispatch re-runs every view holding the store (five carousels, 50 ListImages and
// 50 context menus, the pushed list's rows, the detail) however little changed, and a fetch action,
// which changes nothing, costs as much as a real change (tap "Dune": 185 bodies, for one push and
// one fetch). Under pull it is one tracked property of a generic type, which the macro cannot
// compare, so every dispatch notifies every body that read `store.state`: the same views re-run.
// Pull saves only the bodies that hold the store without reading it themselves: MoviesHomeGrid,
// whose reads are its List's row closures, and carousels still empty (initial render 37 → 26, the
// lists arriving 585 → 560, one body per dispatch elsewhere). Typing re-runs MoviesList under both
// (push: it owns the search wrapper as @StateObject; pull: it reads the text) until the debounced
// search lands. Making the state Equatable down to `protocol FluxState: Equatable` (the app's is
// only Codable) would let pull skip the fetches that change nothing (tap "Dune": 184 → 5), not
// the real changes.
//
// Added/changed: the workload; TMDB is an in-memory catalogue (real titles, made-up ids, scores and
// dates) answering on the main queue after a fixed latency per endpoint; SwiftUIFlux's `Action`
// structs and `AsyncAction`s are one enum with payloads and a middleware `switch`; ConnectedView's
// `map(state:dispatch:)`/`body(props:)` pairs are plain bodies reading the @EnvironmentObject; the
// ImageLoader posters are AsyncImage with phases (never loaded here); the custom SearchField is
// `.searchable`. Left out: the Discover and Fan Club tabs, people, custom lists, reviews, similar
// movies, pagination, archiving, settings; and, as Redraw does not model them, MovieDetail's
// `.actionSheet`, SearchField's `PreferenceKey`/`.onPreferenceChange` and the paged home's
// `.indexViewStyle`. The context-menu tap names `in: MovieContextMenu.self`: the link around a
// poster also answers to its menu's words.

import SwiftUI
import Combine

struct Movie: Codable, Identifiable {
    let id: Int
    let title: String, overview: String, poster_path: String?, vote_average: Float, release_date: String?
    var runtime: Int?, genres: [String]?
}

struct PaginatedResponse<T> { let page: Int; let total_pages: Int; let results: [T] }

enum MoviesMenu: Int, CaseIterable {
    case nowPlaying, upcoming, trending, popular, topRated
    func title() -> String { ["Now Playing", "Upcoming", "Trending", "Popular", "Top Rated"][rawValue] }
}

let sampleMovie = Movie(id: 0, title: "Loading title", overview: "Loading overview", poster_path: nil, vote_average: 5, release_date: nil)

// MARK: - Flux: one state, actions with payloads, pure reducers, one store

protocol FluxState {}

struct MoviesState: FluxState {
    var movies: [Int: Movie] = [0: sampleMovie]   // id 0: what placeholder rows show
    var moviesList: [MoviesMenu: [Int]] = [:], search: [String: [Int]] = [:]
    var wishlist: Set<Int> = [], seenlist: Set<Int> = [], addedToList: [Int: Date] = [:]
}

struct AppState: FluxState { var moviesState = MoviesState() }

enum MoviesAction {
    case fetchMoviesMenuList(list: MoviesMenu, page: Int), fetchDetail(movie: Int), fetchSearch(query: String, page: Int)
    case setMovieMenuList(page: Int, list: MoviesMenu, response: PaginatedResponse<Movie>)
    case setDetail(movie: Int, response: Movie), setSearch(query: String, response: PaginatedResponse<Movie>)
    case addToWishlist(movie: Int), removeFromWishlist(movie: Int), addToSeenList(movie: Int), removeFromSeenList(movie: Int)
}

typealias DispatchFunction = (MoviesAction) -> Void
typealias Reducer<State: FluxState> = (State, MoviesAction) -> State
typealias Middleware<State: FluxState> = (@escaping DispatchFunction, @escaping () -> State?) -> (@escaping DispatchFunction) -> DispatchFunction

func appStateReducer(state: AppState, action: MoviesAction) -> AppState {
    AppState(moviesState: moviesStateReducer(state: state.moviesState, action: action))
}

func moviesStateReducer(state: MoviesState, action: MoviesAction) -> MoviesState {
    var state = state
    switch action {
    case let .setMovieMenuList(page, list, response):
        state.moviesList[list] = (page == 1 ? [] : state.moviesList[list] ?? []) + response.results.map(\.id)
        for movie in response.results { state.movies[movie.id] = movie }
    case let .setDetail(movie, response): state.movies[movie] = response
    case let .setSearch(query, response):
        state.search[query] = response.results.map(\.id)
        for movie in response.results where state.movies[movie.id] == nil { state.movies[movie.id] = movie }
    case let .addToWishlist(movie): state.wishlist.insert(movie); state.seenlist.remove(movie); state.addedToList[movie] = Date()
    case let .addToSeenList(movie): state.seenlist.insert(movie); state.wishlist.remove(movie); state.addedToList[movie] = Date()
    case let .removeFromWishlist(movie): state.wishlist.remove(movie)
    case let .removeFromSeenList(movie): state.seenlist.remove(movie)
    case .fetchMoviesMenuList, .fetchDetail, .fetchSearch: break
    }
    return state
}

final class Store<StoreState: FluxState>: ObservableObject {
    @Published var state: StoreState
    private var dispatchFunction: DispatchFunction!
    private let reducer: Reducer<StoreState>
    init(reducer: @escaping Reducer<StoreState>, middleware: [Middleware<StoreState>] = [], state: StoreState) {
        self.reducer = reducer
        self.state = state
        dispatchFunction = middleware.reversed().reduce({ [unowned self] in self._dispatch(action: $0) }) { next, middleware in
            middleware({ [unowned self] in self.dispatch(action: $0) }, { [weak self] in self?.state })(next)
        }
    }
    func dispatch(action: MoviesAction) { DispatchQueue.main.async { self.dispatchFunction(action) } }
    private func _dispatch(action: MoviesAction) { state = reducer(state, action) }
}

/// Starts the request a fetch action stands for; the action still goes on to the reducer.
let asyncActionsMiddleware: Middleware<AppState> = { dispatch, _ in
    { next in { action in
        switch action {
        case let .fetchMoviesMenuList(list, page):
            APIService.shared.GET(.list(list)) { dispatch(.setMovieMenuList(page: page, list: list, response: $0)) }
        case let .fetchDetail(movie): APIService.shared.GET(.movieDetail(movie: movie)) { dispatch(.setDetail(movie: movie, response: $0)) }
        case let .fetchSearch(query, _): APIService.shared.GET(.searchMovie(query: query)) { dispatch(.setSearch(query: query, response: $0)) }
        default: break
        }
        next(action)
    } }
}

/// TMDB, in memory: each endpoint answers on the main queue after its latency.
final class APIService {
    static let shared = APIService()
    enum Endpoint { case list(MoviesMenu), movieDetail(movie: Int), searchMovie(query: String) }
    private let catalogue = ["Dune", "Dune: Part Two", "Oppenheimer", "Poor Things", "Past Lives", "The Zone of Interest",
                             "Anatomy of a Fall", "Killers of the Flower Moon", "Godzilla Minus One", "Perfect Days", "The Holdovers",
                             "Furiosa", "Challengers", "Inside Out 2", "Civil War", "Alien: Romulus", "The Brutalist", "Conclave",
                             "Wicked", "Anora", "Flow", "The Substance"].enumerated().map { index, title in
        Movie(id: 1000 + index, title: title, overview: "The overview of \(title).", poster_path: "/poster\(index).jpg",
              vote_average: Float(60 + (index * 7) % 35) / 10, release_date: "20\(21 + index % 4)-0\(1 + index % 9)-15")
    }
    func GET<T>(_ endpoint: Endpoint, completion: @escaping (T) -> Void) {
        let (latency, response): (Double, Any?)
        switch endpoint {
        case let .list(menu):
            let page = Array(catalogue.dropFirst(menu.rawValue * 3).prefix(10))
            (latency, response) = (0.2 + 0.05 * Double(menu.rawValue), PaginatedResponse(page: 1, total_pages: 1, results: page))
        case let .movieDetail(movie):
            var detail = catalogue.first { $0.id == movie }
            detail?.runtime = 100 + movie % 60
            detail?.genres = ["Drama", "Science Fiction"]
            (latency, response) = (0.3, detail)
        case let .searchMovie(query):
            let found = catalogue.filter { $0.title.localizedCaseInsensitiveContains(query) }
            (latency, response) = (0.25, PaginatedResponse(page: 1, total_pages: 1, results: found))
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + latency) { if let response = response as? T { completion(response) } }
    }
}

/// The search field's text; its debounced copy starts a search.
class SearchTextObservable: ObservableObject {
    @Published var searchText = "" { didSet { searchSubject.send(searchText) } }
    let searchSubject = PassthroughSubject<String, Never>()
    private var searchCancellable: AnyCancellable?
    init() {
        searchCancellable = searchSubject
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] text in self?.onUpdateTextDebounced(text: text) }
    }
    func onUpdateTextDebounced(text: String) {}
}

final class MoviesSearchTextWrapper: SearchTextObservable {
    override func onUpdateTextDebounced(text: String) { store.dispatch(action: .fetchSearch(query: text, page: 1)) }
}

// MARK: - App and views

let store = Store<AppState>(reducer: appStateReducer, middleware: [asyncActionsMiddleware], state: AppState())

@main
struct HomeView: App {
    var body: some Scene { WindowGroup { TabbarView().accentColor(.orange).environmentObject(store) } }
}

struct TabbarView: View {
    enum Tab: Int { case movies, myLists }
    @State var selectedTab = Tab.movies
    func tabbarItem(text: String, image: String) -> some View { VStack { Image(systemName: image).imageScale(.large); Text(text) } }
    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationView { MoviesHomeGrid() }.tabItem { tabbarItem(text: "Movies", image: "film") }.tag(Tab.movies)
            MyLists().tabItem { tabbarItem(text: "My Lists", image: "heart.circle") }.tag(Tab.myLists)
        }
    }
}

struct MoviesHomeGrid: View {
    @EnvironmentObject private var store: Store<AppState>
    private func moviesRow(menu: MoviesMenu) -> some View {
        let movies = store.state.moviesState.moviesList[menu] ?? []
        return VStack(alignment: .leading) {
            HStack {
                Text(menu.title()).font(.title2).foregroundColor(.orange)
                NavigationLink(destination: MoviesList(movies: movies).navigationBarTitle(menu.title())) { Spacer(); Text("See all") }
            }
            MoviesHomeGridMoviesRow(movies: movies).padding(.bottom, 8)
        }
        .onAppear { store.dispatch(action: .fetchMoviesMenuList(list: menu, page: 1)) }
    }
    var body: some View {
        List { ForEach(MoviesMenu.allCases, id: \.self) { menu in moviesRow(menu: menu) } }
            .listStyle(PlainListStyle()).navigationBarTitle("Movies", displayMode: .automatic)
    }
}

struct MoviesHomeGridMoviesRow: View {
    @EnvironmentObject private var store: Store<AppState>
    let movies: [Int]
    var body: some View {
        ScrollView(.horizontal, showsIndicators: true) {
            LazyHStack(spacing: 16) {
                ForEach(movies.compactMap { store.state.moviesState.movies[$0] }) { movie in
                    NavigationLink(destination: MovieDetail(movieId: movie.id)) {
                        ZStack(alignment: .topLeading) {
                            MoviePosterImage(posterPath: movie.poster_path).contextMenu { MovieContextMenu(movieId: movie.id) }
                            ListImage(movieId: movie.id)
                        }
                    }
                }
            }
            .frame(height: 150)
        }
    }
}

struct MoviePosterImage: View {
    let posterPath: String?
    var body: some View {
        AsyncImage(url: posterPath.flatMap { URL(string: "https://image.tmdb.org/t/p/w185\($0)") },
                   transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .empty: Rectangle().foregroundColor(.gray)
            case let .success(image): image.resizable().renderingMode(.original)
            case .failure: Image(systemName: "film").foregroundColor(.secondary)
            @unknown default: EmptyView()
            }
        }
        .frame(width: 100, height: 150).cornerRadius(5).shadow(radius: 8)
    }
}

struct ListImage: View {
    @EnvironmentObject private var store: Store<AppState>
    let movieId: Int
    private var icon: String? {
        if store.state.moviesState.wishlist.contains(movieId) { return "heart.fill" }
        return store.state.moviesState.seenlist.contains(movieId) ? "eye.fill" : nil
    }
    var body: some View {
        Group { if let icon { Image(systemName: icon).imageScale(.small).foregroundColor(.white).padding(6).transition(.opacity) } }
    }
}

struct MovieContextMenu: View {
    @EnvironmentObject private var store: Store<AppState>
    let movieId: Int
    var body: some View {
        let isInWishlist = store.state.moviesState.wishlist.contains(movieId)
        let isInSeenList = store.state.moviesState.seenlist.contains(movieId)
        Button { store.dispatch(action: isInWishlist ? .removeFromWishlist(movie: movieId) : .addToWishlist(movie: movieId)) } label: {
            Label(isInWishlist ? "Remove from wishlist" : "Add to wishlist", systemImage: isInWishlist ? "heart.fill" : "heart")
        }
        Button { store.dispatch(action: isInSeenList ? .removeFromSeenList(movie: movieId) : .addToSeenList(movie: movieId)) } label: {
            Label(isInSeenList ? "Remove from seenlist" : "Add to seenlist", systemImage: isInSeenList ? "eye.fill" : "eye")
        }
    }
}

struct MoviesList: View {
    @EnvironmentObject private var store: Store<AppState>
    @StateObject private var searchTextWrapper = MoviesSearchTextWrapper()
    let movies: [Int]
    private func moviesRows(_ ids: [Int]) -> some View {
        ForEach(ids, id: \.self) { id in NavigationLink(destination: MovieDetail(movieId: id)) { MovieRow(movieId: id) } }
    }
    var body: some View {
        List {
            if !searchTextWrapper.searchText.isEmpty {
                Section(header: Text("Results for \(searchTextWrapper.searchText)")) {
                    if let searched = store.state.moviesState.search[searchTextWrapper.searchText] {
                        if searched.isEmpty { Text("No results") } else { moviesRows(searched) }
                    } else {
                        ForEach(0..<4) { _ in MovieRow(movieId: 0) }
                    }
                }
            } else {
                Section { moviesRows(movies) }
            }
        }
        .listStyle(PlainListStyle())
        .searchable(text: $searchTextWrapper.searchText, prompt: "Search any movies or person")
    }
}

struct MovieRow: View {
    @EnvironmentObject private var store: Store<AppState>
    let movieId: Int
    var displayListImage = true
    var body: some View {
        let movie = store.state.moviesState.movies[movieId]!
        HStack {
            ZStack(alignment: .topLeading) {
                MoviePosterImage(posterPath: movie.poster_path)
                if displayListImage { ListImage(movieId: movieId) }
            }
            VStack(alignment: .leading, spacing: 8) {
                Text(movie.title).font(.headline).lineLimit(2)
                Text("\(Int(movie.vote_average * 10))% · \(movie.release_date ?? "")").font(.subheadline)
                Text(movie.overview).foregroundColor(.secondary).lineLimit(3)
            }
        }
        .contextMenu { MovieContextMenu(movieId: movieId) }
        .redacted(reason: movieId == 0 ? .placeholder : [])
    }
}

struct MovieDetail: View {
    @EnvironmentObject private var store: Store<AppState>
    let movieId: Int
    var body: some View {
        let movie = store.state.moviesState.movies[movieId]!
        List {
            HStack(spacing: 16) {
                MoviePosterImage(posterPath: movie.poster_path)
                VStack(alignment: .leading, spacing: 16) {
                    Text(movie.release_date.map { String($0.prefix(4)) } ?? "") + Text(movie.runtime.map { " • \($0) minutes" } ?? "")
                    Text((movie.genres ?? ["Genres"]).joined(separator: ", "))
                        .font(.caption).redacted(reason: movie.genres == nil ? .placeholder : [])
                }
            }
            MovieButtonsRow(movieId: movieId)
            if !movie.overview.isEmpty { Text(movie.overview).foregroundColor(.secondary) }
        }
        .navigationBarTitle(movie.title, displayMode: .large)
        .onAppear { store.dispatch(action: .fetchDetail(movie: movieId)) }
    }
}

struct MovieButtonsRow: View {
    @EnvironmentObject private var store: Store<AppState>
    let movieId: Int
    var body: some View {
        let isInWishlist = store.state.moviesState.wishlist.contains(movieId)
        let isInSeenlist = store.state.moviesState.seenlist.contains(movieId)
        HStack(spacing: 8) {
            Button { store.dispatch(action: isInWishlist ? .removeFromWishlist(movie: movieId) : .addToWishlist(movie: movieId)) } label: {
                Label(isInWishlist ? "In wishlist" : "Wishlist", systemImage: "heart").foregroundColor(.pink)
            }
            Button { store.dispatch(action: isInSeenlist ? .removeFromSeenList(movie: movieId) : .addToSeenList(movie: movieId)) } label: {
                Label(isInSeenlist ? "Seen" : "Seenlist", systemImage: "eye").foregroundColor(.green)
            }
        }
        .buttonStyle(.borderless)
    }
}

struct MyLists: View {
    @EnvironmentObject private var store: Store<AppState>
    @State private var selectedList = 0
    var body: some View {
        let state = store.state.moviesState
        let ids = (selectedList == 0 ? state.wishlist : state.seenlist).sorted { state.movies[$0]!.title < state.movies[$1]!.title }
        NavigationView {
            List {
                Picker("List", selection: $selectedList) { Text("Wishlist").tag(0); Text("Seenlist").tag(1) }.pickerStyle(.segmented)
                Section(header: Text("\(ids.count) movies in \(selectedList == 0 ? "wishlist" : "seenlist")")) {
                    ForEach(ids, id: \.self) { id in
                        NavigationLink(destination: MovieDetail(movieId: id)) { MovieRow(movieId: id, displayListImage: false) }
                    }
                    .onDelete { index in
                        let movie = ids[index.first!]
                        store.dispatch(action: selectedList == 0 ? .removeFromWishlist(movie: movie) : .removeFromSeenList(movie: movie))
                    }
                }
            }
            .listStyle(GroupedListStyle()).navigationBarTitle("My Lists")
        }
    }
}

#Preview { MoviesList(movies: [1000, 1001]).environmentObject(store) }

// Workload: the five lists arrive; wishlist a poster from its context menu; open
// "See all" of Popular and search "dune" (debounced); open Dune and let its detail
// arrive, mark it seen; go to My Lists and swipe the wishlisted movie away.
Redraw.root(HomeView.self)
Redraw.wait(seconds: 0.5)
Redraw.tap("Add to wishlist", in: MovieContextMenu.self, index: 1)
Redraw.tap("See all", index: 3)
Redraw.type("Search any movies or person", "dune")
Redraw.wait(seconds: 0.8)
Redraw.tap("Dune")
Redraw.wait(seconds: 0.4)
Redraw.tap("Seenlist", in: MovieButtonsRow.self)
Redraw.tap("My Lists")
Redraw.delete(row: 0)
