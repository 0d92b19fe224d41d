// Modelled on Apple's Date Planner sample ("Sample Apps: Date Planner",
// developer.apple.com/tutorials/sample-apps/dateplanner; e.g.
// github.com/AnchorageBot/SwiftProjects, AppleTutorial_SwiftUI/
// Exploring_Swift_UI/NavApps/DatePlanner/V1/EventData.swift, and the
// sample's EventList, EventEditor, EventDetail, TaskRow and SymbolPicker).
// Its structure, written afresh: one `EventData` ObservableObject in the
// environment that hands out bindings into its array (`sortedEvents(period:)`
// returns `Binding<[Event]>`), a list of sections by period whose rows are
// `ForEach($events) { $event in … }` links to an editor, the editor editing a
// copy and writing it back on Done, task rows with `@FocusState` focused by
// `.task` when a task is new, swipe to delete, and a symbol picker sheet with
// a `LazyVGrid` of symbols and a row of colour buttons.
//
// Written for push (ObservableObject, @EnvironmentObject). What it shows:
// editing a copy keeps the list still while the user types; Done writes the
// event back into `events`, which under push re-runs every holder of
// EventData and under pull the views that read the array.
//
// Added: the workload; fewer events and symbols; the dates are fixed days
// from the virtual clock's start.

import SwiftUI

struct EventTask: Identifiable, Hashable {
    var id = UUID()
    var text: String
    var isCompleted = false
    var isNew = false
}

enum Period: String, CaseIterable, Identifiable {
    case nextSevenDays = "Next 7 Days"
    case nextThirtyDays = "Next 30 Days"
    case future = "Future"
    case past = "Past"

    var id: String { rawValue }
    var name: String { rawValue }
}

struct Event: Identifiable, Hashable {
    var id = UUID()
    var symbol: String = EventSymbols.randomName()
    var color: Color = ColorOptions.random()
    var title = ""
    var tasks = [EventTask(text: "")]
    var date = Date()

    var remainingTaskCount: Int { tasks.filter { !$0.isCompleted }.count }
    var isComplete: Bool { tasks.allSatisfy { $0.isCompleted } }

    var period: Period {
        let days = date.timeIntervalSince(Date()) / 86_400
        if days < 0 { return .past }
        if days < 7 { return .nextSevenDays }
        if days < 30 { return .nextThirtyDays }
        return .future
    }
}

enum ColorOptions {
    static let all: [Color] = [.primary, .gray, .red, .orange, .yellow, .green, .mint, .cyan, .indigo, .purple]
    static let `default`: Color = .primary
    static func random() -> Color { all.randomElement() ?? .primary }
}

enum EventSymbols {
    static let symbolNames = ["house.fill", "ticket.fill", "gamecontroller.fill", "theatermasks.fill", "ladybug.fill",
                              "books.vertical.fill", "moon.zzz.fill", "umbrella.fill", "paintbrush.pointed.fill",
                              "leaf.fill", "globe.americas.fill", "clock.fill", "building.2.fill", "gift.fill",
                              "graduationcap.fill", "heart.rectangle.fill", "phone.bubble.left.fill",
                              "cloud.rainbow.half", "pawprint.fill", "fork.knife", "cup.and.saucer.fill",
                              "car.fill", "bicycle", "airplane"]
    static func randomName() -> String { symbolNames.randomElement() ?? "gift.fill" }
}

final class EventData: ObservableObject {
    @Published var events: [Event] = [
        Event(symbol: "gift.fill", color: .red, title: "Maya's Birthday",
              tasks: [EventTask(text: "Guava kombucha"), EventTask(text: "Paper cups and plates"), EventTask(text: "Cheese plate")],
              date: Date(timeIntervalSinceNow: 86_400 * 20)),
        Event(symbol: "theatermasks.fill", color: .yellow, title: "Pagliacci",
              tasks: [EventTask(text: "Buy new tux"), EventTask(text: "Get tickets"), EventTask(text: "Pick up Carmen")],
              date: Date(timeIntervalSinceNow: 3600 * 22)),
        Event(symbol: "facemask.fill", color: .indigo, title: "Doctor's Appointment",
              tasks: [EventTask(text: "Bring medical ID"), EventTask(text: "Record heart rate data")],
              date: Date(timeIntervalSinceNow: 86_400 * 4)),
        Event(symbol: "leaf.fill", color: .green, title: "Camping Trip",
              tasks: [EventTask(text: "Find a sleeping bag"), EventTask(text: "Bug spray")],
              date: Date(timeIntervalSinceNow: 86_400 * 50)),
        Event(symbol: "books.vertical.fill", color: .purple, title: "Book Club",
              tasks: [EventTask(text: "Finish the book", isCompleted: true)],
              date: Date(timeIntervalSinceNow: -86_400 * 3)),
    ]

    func delete(_ event: Event) {
        events.removeAll { $0.id == event.id }
    }

    func add(_ event: Event) {
        events.append(event)
    }

    func sortedEvents(period: Period) -> Binding<[Event]> {
        Binding<[Event]>(
            get: {
                self.events
                    .filter { $0.period == period }
                    .sorted { $0.date < $1.date }
            },
            set: { events in
                for event in events {
                    if let index = self.events.firstIndex(where: { $0.id == event.id }) {
                        self.events[index] = event
                    }
                }
            }
        )
    }
}

extension View {
    func sfSymbolStyling() -> some View {
        imageScale(.large)
            .symbolRenderingMode(.monochrome)
    }
}

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack {
            Image(systemName: event.symbol)
                .sfSymbolStyling()
                .foregroundStyle(event.color)
                .font(.system(size: 30))
            VStack(alignment: .leading, spacing: 5) {
                Text(event.title)
                    .fontWeight(.bold)
                Text(event.date, style: .date)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if event.isComplete {
                Spacer()
                Image(systemName: "checkmark")
                    .foregroundStyle(.secondary)
            }
        }
        .badge(event.remainingTaskCount)
    }
}

struct TaskRow: View {
    @Binding var task: EventTask
    var isEditing: Bool
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack {
            Button {
                task.isCompleted.toggle()
            } label: {
                Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)

            if isEditing || task.isNew {
                TextField("Task description", text: $task.text)
                    .focused($isFocused)
                    .onChange(of: isFocused) { newValue in
                        if newValue == false { task.isNew = false }
                    }
            } else {
                Text(task.text)
            }
            Spacer()
        }
        .padding(.vertical, 10)
        .task {
            if task.isNew { isFocused = true }
        }
    }
}

struct SymbolPicker: View {
    @Binding var event: Event
    @State private var selectedColor: Color = ColorOptions.default
    @Environment(\.dismiss) private var dismiss
    @State private var symbolNames = EventSymbols.symbolNames

    private let columns = Array(repeating: GridItem(.flexible()), count: 6)

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .padding()
            }
            Image(systemName: event.symbol)
                .font(.title)
                .imageScale(.large)
                .foregroundStyle(selectedColor)
                .padding()
            HStack {
                ForEach(ColorOptions.all, id: \.self) { color in
                    Button {
                        selectedColor = color
                        event.color = color
                    } label: {
                        Circle().foregroundStyle(color)
                    }
                }
            }
            .frame(height: 40)
            Divider()
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(symbolNames, id: \.self) { symbolItem in
                        Button {
                            event.symbol = symbolItem
                        } label: {
                            Image(systemName: symbolItem)
                                .sfSymbolStyling()
                                .foregroundStyle(selectedColor)
                                .padding(5)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .drawingGroup()
            }
        }
        .onAppear { selectedColor = event.color }
    }
}

struct EventDetail: View {
    @Binding var event: Event
    let isEditing: Bool
    @State private var isPickingSymbol = false

    var body: some View {
        List {
            HStack {
                Button {
                    isPickingSymbol.toggle()
                } label: {
                    Image(systemName: event.symbol)
                        .sfSymbolStyling()
                        .foregroundStyle(event.color)
                        .opacity(isEditing ? 0.3 : 1)
                }
                .buttonStyle(.plain)
                .padding(.horizontal, 5)

                if isEditing {
                    TextField("New Event", text: $event.title)
                        .font(.title2)
                } else {
                    Text(event.title)
                        .font(.title2)
                        .fontWeight(.semibold)
                }
            }
            if isEditing {
                DatePicker("Date", selection: $event.date)
                    .labelsHidden()
                    .listRowSeparator(.hidden)
            } else {
                HStack {
                    Text(event.date, style: .date)
                    Text(event.date, style: .time)
                }
                .listRowSeparator(.hidden)
            }
            Text("Tasks")
                .fontWeight(.bold)
            ForEach($event.tasks) { $item in
                TaskRow(task: $item, isEditing: isEditing)
            }
            .onDelete { indexSet in
                event.tasks.remove(atOffsets: indexSet)
            }
            Button {
                event.tasks.append(EventTask(text: "", isNew: true))
            } label: {
                HStack {
                    Image(systemName: "plus")
                    Text("Add Task")
                }
            }
            .buttonStyle(.borderless)
        }
        .sheet(isPresented: $isPickingSymbol) {
            SymbolPicker(event: $event)
        }
    }
}

struct EventEditor: View {
    @Binding var event: Event
    var isNew = false

    @State private var isDeleted = false
    @EnvironmentObject private var eventData: EventData
    @Environment(\.dismiss) private var dismiss

    @State private var eventCopy = Event()
    @State private var isEditing = false

    private var isEventDeleted: Bool {
        !isNew && !eventData.events.contains(where: { $0.id == event.id })
    }

    var body: some View {
        VStack {
            EventDetail(event: $eventCopy, isEditing: isNew ? true : isEditing)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        if isNew {
                            Button("Cancel") { dismiss() }
                        }
                    }
                    ToolbarItem {
                        Button {
                            if isNew {
                                eventData.add(eventCopy)
                                dismiss()
                            } else {
                                if isEditing && !isDeleted {
                                    withAnimation { event = eventCopy }
                                }
                                isEditing.toggle()
                            }
                        } label: {
                            Text(isNew ? "Add" : (isEditing ? "Done" : "Edit"))
                        }
                    }
                }
                .onAppear { eventCopy = event }
                .disabled(isEventDeleted)

            if isEditing && !isNew {
                Button(role: .destructive) {
                    isDeleted = true
                    dismiss()
                    eventData.delete(event)
                } label: {
                    Label("Delete Event", systemImage: "trash.circle.fill")
                        .font(.title2)
                        .foregroundStyle(.red)
                }
                .padding()
            }
        }
        .overlay(alignment: .center) {
            if isEventDeleted {
                Text("Event Deleted. Select an Event.")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct EventList: View {
    @EnvironmentObject private var eventData: EventData
    @State private var isAddingNewEvent = false
    @State private var newEvent = Event()

    var body: some View {
        NavigationStack {
            List {
                ForEach(Period.allCases) { period in
                    if !eventData.sortedEvents(period: period).wrappedValue.isEmpty {
                        Section {
                            ForEach(eventData.sortedEvents(period: period)) { $event in
                                NavigationLink {
                                    EventEditor(event: $event)
                                } label: {
                                    EventRow(event: event)
                                }
                                .swipeActions {
                                    Button(role: .destructive) {
                                        eventData.delete(event)
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                            }
                        } header: {
                            Text(period.name)
                                .font(.callout)
                                .foregroundStyle(.secondary)
                                .fontWeight(.bold)
                        }
                    }
                }
            }
            .navigationTitle("Date Planner")
            .toolbar {
                ToolbarItem {
                    Button {
                        newEvent = Event()
                        isAddingNewEvent = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAddingNewEvent) {
                NavigationStack {
                    EventEditor(event: $newEvent, isNew: true)
                }
            }
        }
    }
}

// Workload: open Pagliacci, edit it, add a task (its row focuses itself),
// type it, tick the first task, finish (the copy is written back), go back,
// then add a new event through the sheet.
let eventData = EventData()
Redraw.root { EventList().environmentObject(eventData) }
Redraw.tap("Pagliacci")
Redraw.tap("Edit")
Redraw.tap("Add Task")
Redraw.type("Task description", "Flowers", index: 3)
Redraw.tap("circle", in: TaskRow.self, index: 0)
Redraw.tap("Done")
Redraw.dismiss()
Redraw.tap("plus")
Redraw.step("name the new event") { Redraw.type("New Event", "Dinner") }
Redraw.tap("Add")
