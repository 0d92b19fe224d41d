// Modelled on Bookworm, project 11 of Hacking with Swift's "100 Days of SwiftUI"
// (Paul Hudson, days 53–55: "Bookworm: Introduction", the RatingView and
// DetailView chapters and the day 55 challenges), as its readers' copies on
// GitHub have it: github.com/hafizflow/Bookworm (Bookworm/Book.swift,
// BookwormApp.swift, ContentView.swift, AddBookView.swift, RatingView.swift,
// EmojiRatingView.swift, DetailView.swift) and github.com/fidelisakilan/
// 100DaysOfSwift (Bookworm/Bookworm/ContentView.swift). Its structure, written
// afresh: a `Book` @Model (title, author, genre, review, rating, and the
// challenge's date); an app whose `WindowGroup` carries `.modelContainer`; a
// ContentView whose `@Query(sort:)` orders the books by title then author, rows
// of an EmojiRatingView beside the title (red for a one-star book, a
// challenge) and author, `NavigationLink(value:)` rows with
// `.navigationDestination(for: Book.self)`, `.onDelete` through
// `modelContext.delete`, an EditButton and an "Add Book" button in the toolbar
// and an `.sheet(isPresented:)` AddBookView; that sheet's Form (Sections,
// TextFields, a genre Picker, a TextEditor, the reusable RatingView taking a
// `@Binding`, a Save button disabled until the form is valid, a challenge)
// inserting the book and calling `@Environment(\.dismiss)`; a DetailView with
// a delete button in its toolbar and an `.alert` that deletes and dismisses.
//
// Written in SwiftData's @Model form: Redraw runs @Model as @Observable under
// pull and as ObservableObject under push (DetailView's @Bindable an
// @ObservedObject). What it shows: the add sheet is all @State, so both
// engines agree there — each key in the title re-runs AddBookView (its
// validation reads `title`), while a star tapped in the form re-runs only
// RatingView, the one view reading the binding, never AddBookView; Save and
// the two deletes re-run ContentView (its @Query read the table) under both
// engines. Re-rating the pushed book is where they part: under pull only
// RatingView reads `rating` through the binding, and the List behind it
// re-runs with the one row's EmojiRatingView, as its row closure reads
// `book.rating`; under push DetailView re-runs on any write of the book, and
// nothing observes the rows, so the List is left stale.
//
// Added/changed: the workload; three books inserted before the root (the
// tutorial starts empty); DetailView holds the book as `@Bindable` and passes
// `$book.rating` to its RatingView so the stars re-rate it (the tutorial
// shows them read-only, `.constant(book.rating)`); a "Cancel" toolbar button
// on the sheet; `Date.now` for the date (Redraw's virtual clock).

import SwiftUI
import SwiftData

@Model
final class Book {
    var title: String
    var author: String
    var genre: String
    var review: String
    var rating: Int
    var date: Date

    init(title: String, author: String, genre: String, review: String, rating: Int, date: Date = Date.now) {
        self.title = title
        self.author = author
        self.genre = genre
        self.review = review
        self.rating = rating
        self.date = date
    }
}

@main
struct BookwormApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: Book.self)
    }
}

struct EmojiRatingView: View {
    let rating: Int

    var body: some View {
        switch rating {
        case 1:
            Text("😴")
        case 2:
            Text("🙁")
        case 3:
            Text("😐")
        case 4:
            Text("🙂")
        default:
            Text("🤩")
        }
    }
}

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            if !label.isEmpty {
                Text(label)
            }

            ForEach(1...maximumRating, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
            }
        }
        .buttonStyle(.plain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

struct ContentView: View {
    @Environment(\.modelContext) var modelContext
    @Query(sort: [
        SortDescriptor(\Book.title),
        SortDescriptor(\Book.author)
    ]) var books: [Book]

    @State private var showingAddScreen = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(value: book) {
                        HStack {
                            EmojiRatingView(rating: book.rating)
                                .font(.largeTitle)

                            VStack(alignment: .leading) {
                                Text(book.title)
                                    .font(.headline)
                                    .foregroundStyle(book.rating == 1 ? .red : .primary)
                                Text(book.author)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Bookworm")
            .navigationDestination(for: Book.self) { book in
                DetailView(book: book)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Book", systemImage: "plus") {
                        showingAddScreen.toggle()
                    }
                }
            }
            .sheet(isPresented: $showingAddScreen) {
                AddBookView()
            }
        }
    }

    func deleteBooks(at offsets: IndexSet) {
        for offset in offsets {
            let book = books[offset]
            modelContext.delete(book)
        }
    }
}

struct AddBookView: View {
    @Environment(\.modelContext) var modelContext
    @Environment(\.dismiss) var dismiss

    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var genre = "Fantasy"
    @State private var review = ""

    let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    var isValid: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty
            && !author.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                    TextField("Author's name", text: $author)

                    Picker("Genre", selection: $genre) {
                        ForEach(genres, id: \.self) {
                            Text($0)
                        }
                    }
                }

                Section("Write a review") {
                    TextEditor(text: $review)
                    RatingView(rating: $rating)
                }

                Section {
                    Button("Save") {
                        let newBook = Book(title: title, author: author, genre: genre, review: review, rating: rating)
                        modelContext.insert(newBook)
                        dismiss()
                    }
                }
                .disabled(!isValid)
            }
            .navigationTitle("Add Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct DetailView: View {
    @Environment(\.modelContext) var modelContext
    @Environment(\.dismiss) var dismiss
    @State private var showingDeleteAlert = false

    @Bindable var book: Book

    var body: some View {
        ScrollView {
            ZStack(alignment: .bottomTrailing) {
                Image(book.genre)
                    .resizable()
                    .scaledToFit()

                Text(book.genre.uppercased())
                    .font(.caption)
                    .fontWeight(.black)
                    .padding(8)
                    .foregroundStyle(.white)
                    .background(.black.opacity(0.75))
                    .clipShape(.capsule)
                    .offset(x: -5, y: -5)
            }

            Text(book.author)
                .font(.title)
                .foregroundStyle(.secondary)

            Text(book.review)
                .padding()

            RatingView(rating: $book.rating)
                .font(.largeTitle)

            Text(book.date.formatted(date: .abbreviated, time: .omitted))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .scrollBounceBehavior(.basedOnSize)
        .alert("Delete book", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive, action: deleteBook)
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("Are you sure?")
        }
        .toolbar {
            Button("Delete this book", systemImage: "trash") {
                showingDeleteAlert = true
            }
        }
    }

    func deleteBook() {
        modelContext.delete(book)
        dismiss()
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Book.self, inMemory: true)
}

// Workload: open the add sheet, type a title (one key a frame), fill in the
// author, genre and review, give it five stars, save; open it, re-rate it two
// stars, ask to delete it and confirm; then swipe away the first row.
let container = try! ModelContainer(for: Book.self)
container.mainContext.insert(Book(title: "The Hobbit", author: "J. R. R. Tolkien", genre: "Fantasy", review: "A grand adventure.", rating: 5))
container.mainContext.insert(Book(title: "Gone Girl", author: "Gillian Flynn", genre: "Thriller", review: "Twisty.", rating: 4))
container.mainContext.insert(Book(title: "Matilda", author: "Roald Dahl", genre: "Kids", review: "Still a joy.", rating: 1))
Redraw.root(BookwormApp.self)
Redraw.tap("Add Book")
Redraw.type("Name of book", "Dracula")
Redraw.step("fill in author, genre and review") {
    Redraw.type("Author's name", "Bram Stoker")
    Redraw.select("Genre", "Horror")
    Redraw.type("TextEditor", "Chilling.")
}
Redraw.tap("star.fill", in: RatingView.self, index: 4)
Redraw.tap("Save")
Redraw.tap("Dracula")
Redraw.tap("star.fill", in: RatingView.self, index: 1)
Redraw.tap("Delete this book")
Redraw.tap("Delete")
Redraw.delete(row: 0)
