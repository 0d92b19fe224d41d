// Modelled on NetNewsWire's SwiftUI settings (github.com/Ranchero-Software/
// NetNewsWire: the multiplatform target's GeneralPreferencesView.swift, whose
// `@StateObject private var defaults = AppDefaults.shared` feeds a Form with a
// refresh-interval Picker over `RefreshInterval.allCases` tagged by raw
// value) and on the reader apps' settings screens that keep display options
// in `@AppStorage` (e.g. github.com/wallabag/ios-app,
// App/Features/Setting/SettingView.swift: sections of toggles, a picker and a
// stepper). Its structure, written afresh: a shared `AppDefaults`
// ObservableObject also handed to the timeline with `.environmentObject`, a
// timeline whose rows read the font size from it, sort and image options in
// `@AppStorage`, a settings sheet from the toolbar, a bottom toolbar group
// with "Mark All as Read" and the unread count, an About section with
// `LabeledContent` and a `Link`.
//
// Written for push (ObservableObject, @EnvironmentObject). What it shows: a
// change of the refresh interval — which no row reads — re-runs every row on
// screen under push (each holds AppDefaults), and none under pull; the font
// size re-runs them under both.
//
// Added: the workload; AppDefaults keeps its values in memory (the app keeps
// them in UserDefaults, which Redraw's runs did not yet empty when this file
// was written), and the articles are made up.

import SwiftUI

enum RefreshInterval: Int, CaseIterable, Identifiable {
    case manually = 1, every10Minutes, every30Minutes, everyHour, every2Hours, every4Hours, every8Hours

    var id: Int { rawValue }

    func description() -> String {
        switch self {
        case .manually: return "Manually"
        case .every10Minutes: return "Every 10 Minutes"
        case .every30Minutes: return "Every 30 Minutes"
        case .everyHour: return "Every Hour"
        case .every2Hours: return "Every 2 Hours"
        case .every4Hours: return "Every 4 Hours"
        case .every8Hours: return "Every 8 Hours"
        }
    }
}

final class AppDefaults: ObservableObject {
    static let shared = AppDefaults()

    @Published var interval: Int = RefreshInterval.everyHour.rawValue
    @Published var timelineFontSize: Double = 15
    @Published var confirmMarkAllAsRead = false
}

struct Article: Identifiable, Equatable {
    let id: Int
    let title: String
    let feed: String
    let published: Date
    var isRead = false
}

final class ArticleStore: ObservableObject {
    @Published var articles: [Article] = (0..<30).map { n in
        Article(id: n, title: "Article \(n)", feed: ["Daring Fireball", "Six Colors", "inessential"][n % 3],
                published: Date(timeIntervalSinceReferenceDate: 750_000_000 + Double(n) * 3600), isRead: n % 4 == 0)
    }

    var unreadCount: Int { articles.filter { !$0.isRead }.count }

    func markAllAsRead() {
        for index in articles.indices { articles[index].isRead = true }
    }
}

struct ArticleRow: View {
    @EnvironmentObject private var defaults: AppDefaults
    let article: Article
    let showImage: Bool

    var body: some View {
        HStack(alignment: .top) {
            if showImage {
                Image(systemName: "newspaper")
                    .frame(width: 32, height: 32)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(article.title)
                    .font(.system(size: defaults.timelineFontSize, weight: article.isRead ? .regular : .semibold))
                Text(article.feed)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if !article.isRead {
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: 8, height: 8)
            }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @StateObject private var defaults: AppDefaults = .shared
    @AppStorage("sortDescending") private var sortDescending = true
    @AppStorage("showImagesInList") private var showImagesInList = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Timeline") {
                    Toggle("Sort Newest Article on Top", isOn: $sortDescending)
                    Toggle("Show Feed Icons", isOn: $showImagesInList)
                    Stepper("Font Size: \(Int(defaults.timelineFontSize))", value: $defaults.timelineFontSize, in: 11...24)
                }
                Section("Refreshing") {
                    Picker("Refresh Interval", selection: $defaults.interval) {
                        ForEach(RefreshInterval.allCases) { interval in
                            Text(interval.description()).tag(interval.rawValue)
                        }
                    }
                    Toggle("Confirm Mark All as Read", isOn: $defaults.confirmMarkAllAsRead)
                }
                Section("About") {
                    LabeledContent("Version", value: "6.1.9")
                    Link("Website", destination: URL(string: "https://netnewswire.com/")!)
                    Button("How to Support NetNewsWire") {
                        openURL(URL(string: "https://netnewswire.com/support")!)
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct TimelineView: View {
    @EnvironmentObject private var store: ArticleStore
    @EnvironmentObject private var defaults: AppDefaults
    @AppStorage("sortDescending") private var sortDescending = true
    @AppStorage("showImagesInList") private var showImagesInList = true
    @State private var showingSettings = false
    @State private var confirmingMarkAllAsRead = false

    private var sortedArticles: [Article] {
        store.articles.sorted { sortDescending ? $0.published > $1.published : $0.published < $1.published }
    }

    var body: some View {
        NavigationStack {
            List(sortedArticles) { article in
                ArticleRow(article: article, showImage: showImagesInList)
            }
            .listStyle(.plain)
            .navigationTitle("All Unread")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingSettings = true
                    } label: {
                        Image(systemName: "gear")
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Mark All as Read") {
                        if defaults.confirmMarkAllAsRead {
                            confirmingMarkAllAsRead = true
                        } else {
                            store.markAllAsRead()
                        }
                    }
                    Spacer()
                    Text("\(store.unreadCount) Unread")
                        .font(.caption)
                }
            }
            .sheet(isPresented: $showingSettings) {
                SettingsView()
            }
            .confirmationDialog("Mark all articles as read?", isPresented: $confirmingMarkAllAsRead) {
                Button("Mark All as Read", role: .destructive) { store.markAllAsRead() }
            }
        }
    }
}

// Workload: open the settings, change the refresh interval (no row reads it),
// turn on the confirmation, make the font bigger, turn the sort around, close
// the sheet, and mark everything read through the confirmation dialog.
let store = ArticleStore()
let defaults: AppDefaults = .shared
Redraw.root { TimelineView().environmentObject(store).environmentObject(defaults) }
Redraw.tap("gear")
Redraw.select("Refresh Interval", "Every 30 Minutes")
Redraw.toggle("Confirm Mark All as Read")
Redraw.adjust("Font Size: 15", by: 1)
Redraw.toggle("Sort Newest Article on Top")
Redraw.tap("Done")
Redraw.tap("Mark All as Read", in: TimelineView.self, index: 0)
Redraw.tap("Mark All as Read", index: 1)
