// Modelled on NotesUI, Capital One's SwiftUI workshop app
// (github.com/C1-SoftwareEngineeringSummit/NotesUI: NoteUI/Notes/Models/
// NoteStore.swift, Views/ContentView.swift, Views/NoteView.swift), grown the
// way the Notes apps on GitHub grow it: a `NoteStore` ObservableObject in the
// environment, a list whose rows push a note view that edits the store's
// array in place through `$noteStore.notes[noteIndex].title`, a "+" in
// `.navigationBarItems(trailing:)` that inserts a note at the top, and — the
// additions — a pinned section, a context menu per row, a search field, a
// `TimelineView` that keeps each row's "edited … ago" current, and a
// `TextEditor` for the body with a word count.
//
// Written for push (ObservableObject, @EnvironmentObject). What it shows:
// typing in the note view writes the store's array on every keystroke, so
// under both engines the list behind it re-runs with every character (it read
// `notes`); under pull each of the note view's controls read the whole
// `notes` array through its binding, so typing the title also updates the
// TextEditor — one body more per key than under push, where a control updates
// only when its own value changed; a row's timeline re-runs only its own
// content when it ticks.
//
// Added: the workload; the note view's UIKit `TextView` is SwiftUI's
// `TextEditor`; the notes are in memory.

import SwiftUI

struct Note: Identifiable, Equatable {
    let id = UUID()
    var title: String = ""
    var content: String = ""
    var isPinned = false
    var edited: Date = Date()

    var displayTitle: String { title.isEmpty ? "New Note" : title }
    var wordCount: Int { content.split(whereSeparator: { $0 == " " || $0 == "\n" }).count }
}

final class NoteStore: ObservableObject {
    @Published var notes = [
        Note(title: "butter", content: "salted"),
        Note(title: "milk", content: "oat, two cartons"),
        Note(title: "eggs", content: "a dozen"),
        Note(title: "Reading list", content: "Dune\nThe Left Hand of Darkness"),
        Note(title: "Gift ideas", content: "scarf, tea"),
    ]

    func insertNew() { notes.insert(Note(), at: 0) }

    func togglePin(_ note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].isPinned.toggle()
    }

    func delete(_ note: Note) { notes.removeAll { $0.id == note.id } }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                if note.isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundStyle(.orange)
                }
                Text(note.displayTitle)
                    .font(.headline)
            }
            TimelineView(.periodic(from: .now, by: 15)) { context in
                Text("edited \(Int(context.date.timeIntervalSince(note.edited))) s ago")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct NoteView: View {
    @EnvironmentObject var noteStore: NoteStore
    var note: Note

    var noteIndex: Int {
        noteStore.notes.firstIndex(where: { $0.id == note.id }) ?? 0
    }

    var body: some View {
        VStack {
            TextField("Enter a title here", text: $noteStore.notes[noteIndex].title)
                .font(.title)
            TextEditor(text: $noteStore.notes[noteIndex].content)
            Text("\(noteStore.notes[noteIndex].wordCount) words")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .navigationBarTitle("", displayMode: .inline)
    }
}

struct ContentView: View {
    @EnvironmentObject var noteStore: NoteStore
    @State private var searchText = ""

    private func matching(_ pinned: Bool) -> [Note] {
        noteStore.notes.filter {
            $0.isPinned == pinned && (searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText))
        }
    }

    var body: some View {
        NavigationView {
            List {
                let pinned = matching(true)
                if !pinned.isEmpty {
                    Section("Pinned") {
                        rows(pinned)
                    }
                }
                Section("Notes") {
                    rows(matching(false))
                }
            }
            .searchable(text: $searchText)
            .navigationBarTitle("Notes")
            .navigationBarItems(trailing: Button(action: {
                noteStore.insertNew()
            }) {
                Image(systemName: "plus")
            })
        }
    }

    private func rows(_ notes: [Note]) -> some View {
        ForEach(notes) { note in
            NavigationLink(destination: NoteView(note: note)) {
                NoteRow(note: note)
            }
            .contextMenu {
                Button(note.isPinned ? "Unpin" : "Pin") { noteStore.togglePin(note) }
                Button("Delete", role: .destructive) { noteStore.delete(note) }
            }
        }
    }
}

// Workload: add a note, open it, type its title and a line, go back, pin
// "milk", let the rows' timelines tick once (15 s), and search.
let noteStore = NoteStore()
Redraw.root { ContentView().environmentObject(noteStore) }
Redraw.tap("plus")
Redraw.tap("New Note")
Redraw.type("Enter a title here", "Plan")
Redraw.type("TextEditor", "call the bakery")
Redraw.dismiss()
Redraw.tap("Pin", index: 2)
Redraw.wait(seconds: 15)
Redraw.type("Search", "mi")
