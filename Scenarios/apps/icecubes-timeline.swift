// Modelled on IceCubesApp, the open-source Mastodon client
// (github.com/Dimillian/IceCubesApp: Packages/StatusKit/Sources/StatusKit/
// Row/StatusRowView.swift, StatusRowViewModel.swift, and the Timeline
// package's TimelineView and TimelineViewModel). Its structure, written
// afresh: a client and a theme put into the environment as @Observable
// objects, a timeline view model that moves between a loading state (rows of
// placeholders drawn `.redacted(reason: .placeholder)`) and the loaded
// statuses, reloaded by `.task(id: timeline)` when the timeline picker in the
// toolbar changes; each row owns its own view model with `@State var
// viewModel` handed in by the list, reads `\.redactionReasons` and a custom
// `@Entry` key, and favourites optimistically before the server answers.
//
// Written for pull (@Observable; under push: ObservableObject, @StateObject,
// @EnvironmentObject). What it shows: a row's favourite re-runs that row's
// action bar (and, under push, the row holding the view model); the list
// re-running hands each row a new view model that `@State` throws away
// (discarded state inits); the settings tab's theme change re-runs every row
// that reads the theme. Coming back to the timeline tab builds a new
// TimelineView (Redraw's TabView does not keep a tab it left, README Known
// limits) from the struct AppView's body made at launch: under pull its
// `@State var viewModel = TimelineViewModel()` installs that struct's object
// again, already loaded, while under push `@StateObject`'s autoclosure makes a
// fresh one that starts loading.
//
// Added: the workload; the Mastodon client is a stub whose requests sleep on
// the virtual clock and whose statuses are made up.
//
// Compiled as the app's packages are: Swift 6 language mode (the Timeline
// package's `swiftSettings: [.swiftLanguageMode(.v6)]`), so Swift 6's
// data-race checks hold for this file.
// redraw: --swift-version 6

import SwiftUI

struct Account: Identifiable, Hashable {
    let id: String
    let username: String
    let displayName: String
    let avatar: URL
}

struct Status: Identifiable, Hashable {
    let id: String
    let account: Account
    let content: String
    let createdAt: Date
    var favouritesCount: Int
    var favourited: Bool
    var reblogsCount: Int

    static func placeholder(_ n: Int) -> Status {
        Status(id: "placeholder-\(n)", account: Account(id: "0", username: "placeholder", displayName: "Placeholder",
                                                       avatar: URL(string: "https://example.com/avatar.png")!),
               content: "Loading a status that is this long", createdAt: Date(), favouritesCount: 0, favourited: false,
               reblogsCount: 0)
    }
}

enum TimelineFilter: String, CaseIterable, Identifiable, Hashable {
    case home = "Home", local = "Local", federated = "Federated"
    var id: String { rawValue }
}

/// Stands in for the Mastodon API: a timeline request takes 0.4 s, a favourite 0.2 s.
/// `Sendable` with immutable state, as IceCubes' MastodonClient is (its mutable state sits
/// behind a lock), so Swift 6 lets the main-actor view models await it.
@Observable
final class Client: Sendable {
    let server = "mastodon.social"

    func timeline(_ filter: TimelineFilter) async throws -> [Status] {
        try await Task.sleep(for: .milliseconds(400))
        let offset = TimelineFilter.allCases.firstIndex(of: filter)! * 100
        return (0..<20).map { n in
            let account = Account(id: "\(n % 7)", username: "user\(n % 7)", displayName: "User \(n % 7)",
                                  avatar: URL(string: "https://example.com/\(n % 7).png")!)
            return Status(id: "\(offset + n)", account: account, content: "\(filter.rawValue) post number \(n)",
                          createdAt: Date(timeIntervalSinceNow: -Double(n) * 90), favouritesCount: n % 4,
                          favourited: false, reblogsCount: n % 3)
        }
    }

    func favourite(_ status: Status) async throws -> Status {
        try await Task.sleep(for: .milliseconds(200))
        var updated = status
        updated.favourited = true
        updated.favouritesCount = status.favouritesCount + 1
        return updated
    }
}

@Observable
final class Theme {
    enum AvatarPosition: String, CaseIterable { case leading = "Leading", top = "Top" }
    var avatarPosition: AvatarPosition = .leading
    var tintColor: Color = .purple
}

extension EnvironmentValues {
    @Entry var isCompact: Bool = false
}

@MainActor
@Observable
final class TimelineViewModel {
    enum StatusesState {
        case loading
        case display(statuses: [Status])
        case error
    }

    var statusesState: StatusesState = .loading
    var timeline: TimelineFilter = .home
    @ObservationIgnored var client: Client?

    func fetchNewestStatuses() async {
        guard let client else { return }
        statusesState = .loading
        do {
            let statuses = try await client.timeline(timeline)
            statusesState = .display(statuses: statuses)
        } catch {
            statusesState = .error
        }
    }
}

@MainActor
@Observable
final class StatusRowViewModel {
    var status: Status
    var isFavourited: Bool
    var favouritesCount: Int
    @ObservationIgnored let client: Client

    init(status: Status, client: Client) {
        self.status = status
        self.client = client
        isFavourited = status.favourited
        favouritesCount = status.favouritesCount
    }

    func favourite() async {
        isFavourited = true
        favouritesCount += 1
        do {
            status = try await client.favourite(status)
        } catch {
            isFavourited = false
            favouritesCount -= 1
        }
    }
}

struct AvatarView: View {
    let url: URL
    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            RoundedRectangle(cornerRadius: 4)
                .fill(.gray)
        }
        .frame(width: 40, height: 40)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct StatusRowHeaderView: View {
    let status: Status
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(status.account.displayName).font(.headline)
                + Text(" @\(status.account.username)").foregroundStyle(.secondary)
            Spacer()
            Text(status.createdAt, style: .relative)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

struct StatusRowActionsView: View {
    @Environment(Theme.self) private var theme
    var viewModel: StatusRowViewModel

    var body: some View {
        HStack {
            Button {} label: { Image(systemName: "arrowshape.turn.up.left") }
            Spacer()
            Button {} label: {
                Label("\(viewModel.status.reblogsCount)", systemImage: "arrow.left.arrow.right.circle")
            }
            Spacer()
            Button {
                Task { await viewModel.favourite() }
            } label: {
                Label("\(viewModel.favouritesCount)", systemImage: viewModel.isFavourited ? "star.fill" : "star")
            }
            .tint(viewModel.isFavourited ? .yellow : theme.tintColor)
        }
        .buttonStyle(.plain)
        .labelStyle(.titleAndIcon)
    }
}

struct StatusRowView: View {
    @Environment(Theme.self) private var theme
    @Environment(\.redactionReasons) private var reasons
    @Environment(\.isCompact) private var isCompact
    @State var viewModel: StatusRowViewModel

    var body: some View {
        VStack(alignment: .leading) {
            if theme.avatarPosition == .top, !isCompact {
                AvatarView(url: viewModel.status.account.avatar)
            }
            HStack(alignment: .top) {
                if theme.avatarPosition == .leading, !isCompact {
                    AvatarView(url: viewModel.status.account.avatar)
                }
                VStack(alignment: .leading) {
                    StatusRowHeaderView(status: viewModel.status)
                    Text(viewModel.status.content)
                    if !reasons.contains(.placeholder) {
                        StatusRowActionsView(viewModel: viewModel)
                    }
                }
            }
        }
        .swipeActions(edge: .trailing) {
            Button("Favorite", systemImage: "star") {
                Task { await viewModel.favourite() }
            }
        }
    }
}

struct TimelineView: View {
    @Environment(Client.self) private var client
    @State private var viewModel = TimelineViewModel()
    @Binding var timeline: TimelineFilter

    var body: some View {
        List {
            switch viewModel.statusesState {
            case .loading:
                ForEach(0..<8) { n in
                    StatusRowView(viewModel: StatusRowViewModel(status: .placeholder(n), client: client))
                        .redacted(reason: .placeholder)
                }
            case .display(let statuses):
                ForEach(statuses) { status in
                    StatusRowView(viewModel: StatusRowViewModel(status: status, client: client))
                }
            case .error:
                ContentUnavailableView("Couldn't load the timeline", systemImage: "exclamationmark.triangle")
            }
        }
        .listStyle(.plain)
        .navigationTitle(timeline.rawValue)
        .navigationBarTitleDisplayMode(.inline)
        .task(id: timeline) {
            viewModel.client = client
            viewModel.timeline = timeline
            await viewModel.fetchNewestStatuses()
        }
        .refreshable {
            await viewModel.fetchNewestStatuses()
        }
        .toolbar {
            ToolbarItem(placement: .principal) {
                Menu {
                    Picker("Timeline", selection: $timeline) {
                        ForEach(TimelineFilter.allCases) { filter in
                            Text(filter.rawValue).tag(filter)
                        }
                    }
                } label: {
                    Label(timeline.rawValue, systemImage: "chevron.down")
                }
            }
        }
    }
}

struct DisplaySettingsView: View {
    @Environment(Theme.self) private var theme
    @Binding var isCompact: Bool

    var body: some View {
        @Bindable var theme = theme
        Form {
            Section("Display") {
                Picker("Avatar position", selection: $theme.avatarPosition) {
                    ForEach(Theme.AvatarPosition.allCases, id: \.self) { position in
                        Text(position.rawValue).tag(position)
                    }
                }
                Toggle("Compact layout", isOn: $isCompact)
                ColorPicker("Tint color", selection: $theme.tintColor)
            }
        }
        .navigationTitle("Display")
    }
}

enum AppTab: Hashable { case timeline, settings }

struct AppView: View {
    @State private var selectedTab: AppTab = .timeline
    @State private var timeline: TimelineFilter = .home
    @State private var isCompact = false

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Timeline", systemImage: "rectangle.stack", value: AppTab.timeline) {
                NavigationStack {
                    TimelineView(timeline: $timeline)
                }
            }
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                NavigationStack {
                    DisplaySettingsView(isCompact: $isCompact)
                }
            }
        }
        .environment(\.isCompact, isCompact)
    }
}

// Workload: the timeline loads (placeholders, then statuses), the user
// favourites the third status and the server answers, switches to the local
// timeline, then moves the avatars to the top in the settings and comes back.
let client = Client()
let theme = Theme()
Redraw.root { AppView().environment(client).environment(theme) }
Redraw.wait(seconds: 0.5)
Redraw.tap("star", in: StatusRowActionsView.self, index: 2)
Redraw.wait(seconds: 0.25)
Redraw.select("Timeline", "Local")
Redraw.wait(seconds: 0.5)
Redraw.tap("Settings")
Redraw.select("Avatar position", "Top")
Redraw.tap("Timeline")
