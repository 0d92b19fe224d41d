// API that real apps used, added when pasted app files failed to compile (the third batch,
// Trial C): `@Query(…, animation:)` in every form, `Text` with a `Formatter` and a date's
// `style:` formatted, `Color.gray.tertiary` and the other levels, a style's `opacity(_:)`, `.onOpenURL`,
// `UniformTypeIdentifiers`, `Transferable`, `.draggable`, `.dropDestination`,
// `LabeledContentStyle`, `TableRow` — end to end, with exact counts under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests3 {
    static let appAPI = #"""
    import SwiftUI
    import SwiftData
    import UniformTypeIdentifiers

    @Model final class Item {
        var date = Date(timeIntervalSince1970: 1_700_000_000)
        var name = ""
        init(name: String) { self.name = name }
    }

    extension UTType { static let note = UTType(exportedAs: "com.example.note", conformingTo: .json) }

    struct Note: Codable, Identifiable, Transferable {
        var id: Int
        var text: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .note)
            DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
            ProxyRepresentation(exporting: \.text)
        }
    }

    var openedURLs: [URL] = []
    var dropped: [Note] = []
    var targeted = false

    /// Label above value: drawn in place of each LabeledContent below it.
    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { configuration.label; configuration.content }
        }
    }

    struct ItemList: View {
        @Query(sort: \Item.date, animation: .spring) var items: [Item]
        @Query(filter: #Predicate<Item> { $0.name != "" }, sort: \Item.name, order: .reverse, animation: .easeIn) var named: [Item]
        @Query(sort: [SortDescriptor(\Item.name)], animation: .default) var byName: [Item]
        @Query(FetchDescriptor<Item>(), animation: .bouncy) var all: [Item]
        @Query(animation: .smooth) var plain: [Item]
        static let formatter: DateFormatter = {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US")
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateStyle = .medium
            f.timeStyle = .short
            return f
        }()
        var body: some View {
            VStack {
                Text("\(items.count) \(named.count) \(byName.count) \(all.count) \(plain.count)")
                ForEach(items) { item in
                    Text("\(item.date, formatter: Self.formatter)").background(Color.gray.tertiary)
                        .background(.ultraThickMaterial.opacity(0.7)).foregroundStyle(Color.red.secondary.opacity(0.7))
                }
            }
        }
    }

    struct AddBar: View {
        @Environment(\.modelContext) private var context
        var body: some View {
            Button("Add") { context.insert(Item(name: "first")) }
        }
    }

    struct Screen: View {
        static let stamp = Date(timeIntervalSince1970: 1_700_000_000)
        static let percent: NumberFormatter = {
            let f = NumberFormatter()
            f.numberStyle = .percent
            f.locale = Locale(identifier: "en_US")
            return f
        }()
        @State private var taps = 0
        let notes = [Note(id: 1, text: "one"), Note(id: 2, text: "two")]
        var body: some View {
            VStack {
                ItemList()
                Button { taps += 1 } label: { Text("\(Self.stamp, formatter: ItemList.formatter)") }
                Button { taps += 1 } label: { Text(Self.stamp, style: .date) }
                Text("\(taps) taps at \(Self.stamp, style: .time), \(1234.5, format: .number), \(NSNumber(value: 0.25), formatter: Self.percent)")
                LabeledContent("Taps", value: "\(taps)").labeledContentStyle(Stacked())
                ForEach(notes) { note in Text(note.text).draggable(note) }
                Rectangle().fill(Color.blue.secondary)
                    .dropDestination(for: Note.self) { items, _ in dropped += items; return true } isTargeted: { targeted = $0 }
                Table(of: Note.self) {
                    TableColumn("Text", value: \.text)
                } rows: {
                    ForEach(notes) { TableRow($0) }
                    TableRow(Note(id: 99, text: "pinned"))
                }
                AddBar()
            }
            .foregroundStyle(Color.red.quaternary)
            .onOpenURL { openedURLs.append($0) }
            .modelContainer(for: Item.self)
        }
    }

    Redraw.root { Screen() }
    Redraw.tap("Nov 14, 2023 at 10:13\u{202F}PM")        // found by the formatter's words
    Redraw.tap("November 14, 2023")
    Redraw.tap("Add")
    Redraw.step("check") {
        let shown = ItemList.formatter.string(from: Screen.stamp)
        precondition(shown == "Nov 14, 2023 at 10:13\u{202F}PM", shown)
        precondition(Text("\(Screen.stamp, formatter: ItemList.formatter)") == Text(verbatim: shown))
        precondition(Text(Screen.stamp, formatter: ItemList.formatter) == Text(verbatim: shown))
        precondition(Text("\(NSNumber(value: 0.25), formatter: Screen.percent)") == Text(verbatim: "25%"))
        precondition(Text("\(1234.5, format: .number)") == Text(verbatim: "1,234.5"))
        precondition(Text(Screen.stamp, style: .date) == Text(verbatim: "November 14, 2023"))
        precondition(Text(Screen.stamp, style: .time) == Text(verbatim: Screen.stamp.formatted(
            Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))))
        precondition(UTType.note.conforms(to: .json) && UTType.note.conforms(to: .data) && !UTType.note.conforms(to: .image))
        precondition(UTType.png.conforms(to: .image) && UTType("public.plain-text") == .plainText && UTType(filenameExtension: "json") == .json)
        precondition(UTType.plainText.preferredMIMEType == "text/plain" && UTType.data.isSupertype(of: .jpeg))
        precondition(openedURLs.isEmpty && dropped.isEmpty && !targeted)
    }
    """#

    @Test(arguments: EngineKind.allCases)
    func appAPICompilesAndChangesNoCount(_ engine: EngineKind) throws {
        let r = try run(Self.appAPI, engine, name: "api-gaps-3-app")
        // Initial render (update-cycle.md, "One frame": every new identity is created and
        // evaluated): Screen, ItemList, AddBar (user views) and the Table, a lazy container and
        // so a node of its own ("Lazy containers"): 4. The five queries' `animation:`, the
        // formatted texts, the colours' levels, `.draggable`, `.dropDestination`, `.onOpenURL`
        // and the `TableRow`s are leaves, values or inert modifiers of the bodies that make them
        // (step 3: "Built-in leaves … are part of their parent's body"); the LabeledContent's
        // style draws it in place, in Screen's body: no node of their own.
        #expect(r.total("initial render").bodyEvaluations == 4)
        for name in ["Screen", "ItemList", "AddBar", "Table"] { #expect(r.bodies("initial render", name) == 1, "\(name)") }
        // The two taps (the first finds its button by the DateFormatter's words, the second by
        // `style: .date`'s, so each shows what Foundation formats): `taps += 1` is a @State write
        // read by Screen's body alone (step 1): Screen re-runs (1). Step 4, its children: the
        // Table is re-made and updates with its parent (1); ItemList's filtered `@Query` is
        // re-made, and a `Predicate` has no `==`, so its input changed (README, SwiftData) (1);
        // AddBar has no inputs and read nothing that changed: skipped. 3, in both engines.
        for step in ["tap \"Nov 14, 2023 at 10:13\u{202F}PM\"", "tap \"November 14, 2023\""] {
            #expect(r.bodies(step, "Screen") == 1, "\(step)")
            #expect(r.bodies(step, "ItemList") == 1, "\(step)")
            #expect(r.bodies(step, "Table") == 1, "\(step)")
            #expect(r.bodies(step, "AddBar") == 0, "\(step)")
            #expect(r.total(step).bodyEvaluations == 3, "\(step)")
        }
        // tap "Add": the insert writes Item's table, read by ItemList's queries (README, SwiftData):
        // ItemList 1 in both engines; AddBar read only the context, which never changes, and
        // Screen read nothing written: 1.
        #expect(r.bodies("tap \"Add\"", "ItemList") == 1)
        #expect(r.total("tap \"Add\"").bodyEvaluations == 1)
        // "check" writes nothing a body read; it traps if a formatted text is not the formatter's
        // string, a type does not conform as Apple's does, or a URL, drop or drag target arrived.
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
