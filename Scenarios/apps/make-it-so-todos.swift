// Modelled on Make It So, Peter Friese's to-do app for the Firebase codelabs
// (github.com/peterfriese/MakeItSo, code/frontend/MakeItSo/…: App/MakeItSoApp.swift,
// Features/Todos/Repositories/TodoRepository.swift, ViewModels/TodosListViewModel.swift,
// Views/TodosListView.swift, TodoListRowView.swift, TodoDetailsView.swift,
// Features/Settings/Views/SettingsView.swift). Its structure, written afresh: an `@main`
// app in a `WindowGroup`; a repository (with an `os.Logger`) whose snapshot listener
// feeds the list's view model through Combine; rows with a check button and swipe
// actions tinted with `UIColor`s; a details screen whose `@StateObject` edits a copy
// and saves it from `.onChange`; a settings sheet with an account section.
//
// Written for push (ObservableObject). What it shows: each row holds the list's view
// model as an `@EnvironmentObject` only to call it from its check button, so under
// push every snapshot re-runs every built row, under pull only the row whose `todo`
// changed; typing in the details screen goes round the repository and re-runs the
// list behind it on every key (pull: one row; push: all of them); the accent, a
// custom environment key the app sets from `@AppStorage`, re-runs the rows past the
// skipped list under both engines.
//
// Added/changed: the workload; Firestore is in memory, its listener a `CurrentValueSubject`;
// `repository.$todos.assign(to: &$todos)` is `Publishers.CombineLatest(snapshots, query)` +
// `sink` (a model using its own `$property` runs under push only); added a search, a
// "Completed" `DisclosureGroup` opened from the toolbar's menu, `EditButton` + `.onMove`, a
// `GeometryReader` progress bar, the accent, a checkbox `ToggleStyle`, sign-in as a
// `.fullScreenCover`.

import SwiftUI
import Combine
import os

struct Todo: Identifiable, Equatable { let id: Int; var title: String, completed = false, flagged = false }

/// The Firestore collection: a write comes back at once as a new snapshot (latency compensation).
final class TodosRepository {
    static let shared = TodosRepository()
    let snapshots = CurrentValueSubject<[Todo], Never>(
        ["Buy milk", "Call the bakery", "Book flights", "Water the plants", "Renew passport", "Pay rent"]
            .enumerated().map { Todo(id: $0.offset, title: $0.element) })
    private let logger = Logger(subsystem: "com.example.MakeItSo", category: "persistence")
    private var nextID = 100
    func add(_ title: String) { nextID += 1; commit(snapshots.value + [Todo(id: nextID, title: title)], "add \(nextID)") }
    func update(_ todo: Todo) {
        guard let index = snapshots.value.firstIndex(where: { $0.id == todo.id }) else { return logger.error("no to-do \(todo.id, privacy: .public)") }
        var todos = snapshots.value; todos[index] = todo; commit(todos, "update \(todo.id)")
    }
    func replaceAll(_ todos: [Todo]) { commit(todos, "reorder") }
    private func commit(_ todos: [Todo], _ what: String) { logger.debug("\(what, privacy: .public): \(todos.count) documents"); snapshots.send(todos) }
}

final class TodosListViewModel: ObservableObject {
    @Published private(set) var open: [Todo] = []
    @Published private(set) var completed: [Todo] = []
    private let repository: TodosRepository
    private let query = CurrentValueSubject<String, Never>("")
    private var cancellables = Set<AnyCancellable>()
    init(repository: TodosRepository = .shared) {
        self.repository = repository
        Publishers.CombineLatest(repository.snapshots, query)
            .map { todos, query in query.isEmpty ? todos : todos.filter { $0.title.localizedCaseInsensitiveContains(query) } }
            .sink { [weak self] todos in
                self?.open = todos.filter { !$0.completed }
                self?.completed = todos.filter(\.completed)
            }
            .store(in: &cancellables)
    }
    func search(_ text: String) { query.send(text) }
    func addTodo() { repository.add("New to-do") }
    func toggleCompleted(_ todo: Todo) { var t = todo; t.completed.toggle(); repository.update(t) }
    func toggleFlagged(_ todo: Todo) { var t = todo; t.flagged.toggle(); repository.update(t) }
    func move(from source: IndexSet, to destination: Int) {
        guard query.value.isEmpty else { return }
        var reordered = open; reordered.move(fromOffsets: source, toOffset: destination)
        repository.replaceAll(reordered + completed)
    }
}

final class TodoDetailsViewModel: ObservableObject {
    @Published var todo: Todo
    private let repository: TodosRepository
    init(todo: Todo, repository: TodosRepository = .shared) { self.todo = todo; self.repository = repository }
    func save() { repository.update(todo) }
}

final class AuthenticationService: ObservableObject {
    @Published private(set) var displayName: String?
    var isAnonymous: Bool { displayName == nil }
    func signIn(as name: String) { displayName = name }; func signOut() { displayName = nil }
}

private struct TodoAccentKey: EnvironmentKey { static let defaultValue = Color(uiColor: .systemRed) }

extension EnvironmentValues {
    var todoAccent: Color { get { self[TodoAccentKey.self] } set { self[TodoAccentKey.self] = newValue } }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
        }
    }
}

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(maxWidth: .infinity).padding(12)
            .background(Color(uiColor: .systemBlue)).foregroundStyle(.white)
            .clipShape(Capsule()).opacity(configuration.isPressed ? 0.7 : 1)
    }
}

@main
struct MakeItSoApp: App {
    @StateObject private var authenticationService = AuthenticationService()
    @AppStorage("accent") private var accent = "Red"
    var body: some Scene {
        WindowGroup {
            TodosListView().environmentObject(authenticationService)
                .environment(\.todoAccent, Color(uiColor: accent == "Red" ? .systemRed : .systemOrange))
        }
    }
}

struct ProgressHeader: View {
    let done: Int, total: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(done) of \(total) done").font(.caption)
            GeometryReader { geometry in
                Capsule().fill(.green).frame(width: total == 0 ? 0 : geometry.size.width * CGFloat(done) / CGFloat(total))
                    .background(Color(uiColor: .systemGray5))
            }.frame(height: 6)
        }
    }
}

struct TodoRowView: View {
    @EnvironmentObject private var viewModel: TodosListViewModel
    @Environment(\.todoAccent) private var accent
    let todo: Todo
    var body: some View {
        HStack {
            Button { UIImpactFeedbackGenerator(style: .light).impactOccurred(); viewModel.toggleCompleted(todo) } label: {
                Image(systemName: todo.completed ? "checkmark.circle.fill" : "circle").foregroundStyle(todo.completed ? accent : .gray)
            }.buttonStyle(.plain)
            Text(todo.title).strikethrough(todo.completed)
            Spacer()
            Image(systemName: "flag.fill").foregroundStyle(Color(uiColor: .systemOrange)).opacity(todo.flagged ? 1 : 0)
        }
    }
}

struct TodosListView: View {
    @StateObject private var viewModel = TodosListViewModel()
    @State private var searchText = ""
    @State private var showCompleted = false
    @State private var presentingSettings = false
    @State private var editMode = EditMode.inactive
    var body: some View {
        NavigationStack {
            List {
                ProgressHeader(done: viewModel.completed.count, total: viewModel.open.count + viewModel.completed.count)
                ForEach(viewModel.open) { todo in
                    NavigationLink(destination: TodoDetailsView(todo: todo)) { TodoRowView(todo: todo) }
                        .swipeActions { Button("Flag", systemImage: "flag") { viewModel.toggleFlagged(todo) }.tint(Color(uiColor: .systemOrange)) }
                }.onMove(perform: viewModel.move)
                DisclosureGroup("Completed (\(viewModel.completed.count))", isExpanded: $showCompleted) {
                    ForEach(viewModel.completed) { todo in TodoRowView(todo: todo) }
                }
            }
            .listStyle(.plain).searchable(text: $searchText)
            .onChange(of: searchText) { text in viewModel.search(text) }
            .navigationTitle("Make It So")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu("More") {
                        Button(showCompleted ? "Hide Completed" : "Show Completed") { showCompleted.toggle() }
                        Button("Settings", systemImage: "gear") { presentingSettings = true }
                    }
                }
                ToolbarItem(placement: .bottomBar) { Button("New to-do", systemImage: "plus.circle.fill") { viewModel.addTodo() } }
            }
            .environment(\.editMode, $editMode)
            .sheet(isPresented: $presentingSettings) { SettingsView() }
        }
        .environmentObject(viewModel)
    }
}

struct TodoDetailsView: View {
    @StateObject private var viewModel: TodoDetailsViewModel
    init(todo: Todo) { _viewModel = StateObject(wrappedValue: TodoDetailsViewModel(todo: todo)) }
    var body: some View {
        Form {
            TextField("Title", text: $viewModel.todo.title)
            Toggle("Completed", isOn: $viewModel.todo.completed)
            Toggle("Flagged", isOn: $viewModel.todo.flagged).toggleStyle(CheckboxToggleStyle())
        }
        .onChange(of: viewModel.todo) { _ in viewModel.save() }.navigationTitle("Details")
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var authenticationService: AuthenticationService
    @AppStorage("accent") private var accent = "Red"
    @State private var presentingSignIn = false
    var body: some View {
        NavigationStack {
            Form {
                Picker("Accent", selection: $accent) { ForEach(["Red", "Orange"], id: \.self) { Text($0).tag($0) } }
                Button("Help & Feedback") { UIApplication.shared.open(URL(string: "https://example.com/help")!) }
                Section {
                    Button(authenticationService.isAnonymous ? "Log in" : "Log out") {
                        if authenticationService.isAnonymous { presentingSignIn = true } else { authenticationService.signOut() }
                    }
                } header: { Text("Account") } footer: {
                    Text(authenticationService.displayName.map { "Logged in as: \($0)" } ?? "You're using the app as a guest user.")
                }
            }
            .navigationTitle("Settings").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } } }
            .fullScreenCover(isPresented: $presentingSignIn) { SignInView() }
        }
    }
}

struct SignInView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var authenticationService: AuthenticationService
    @State private var name = ""
    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in to sync your to-dos").font(.title2)
            TextField("Name", text: $name)
            Button("Sign in") { authenticationService.signIn(as: name); dismiss() }
                .buttonStyle(PrimaryButtonStyle()).disabled(name.isEmpty)
        }.padding()
    }
}

#Preview { TodosListView().environmentObject(AuthenticationService()) }

// Workload: tick off a to-do, show the completed, flag one, add one and rename it in its
// details, drag one to the top (what `.onMove` calls), change the accent, sign in, search.
Redraw.root(MakeItSoApp.self)
Redraw.tap("circle", in: TodoRowView.self, index: 1)
Redraw.tap("Show Completed")
Redraw.tap("Flag", index: 2)
Redraw.tap("New to-do")
Redraw.tap("New to-do", index: 1)
Redraw.type("Title", " list")
Redraw.dismiss()
Redraw.tap("Edit")
Redraw.step("drag the last open to-do to the top") {
    let viewModel: TodosListViewModel = Redraw.state(of: TodosListView.self, "viewModel")
    viewModel.move(from: IndexSet([viewModel.open.count - 1]), to: 0)
}
Redraw.tap("Done")
Redraw.tap("Settings")
Redraw.select("Accent", "Orange")
Redraw.tap("Log in")
Redraw.type("Name", "Ada")
Redraw.tap("Sign in")
Redraw.tap("Done")
Redraw.type("Search", "pa")
