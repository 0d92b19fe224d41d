// Modelled on iExpense, project 7 of Hacking with Swift's "100 Days of
// SwiftUI" (e.g. github.com/Pribzy/100DaysOfSwiftUI, iExpense/iExpense/
// ExpenseView.swift, and the @Observable edition of the course's
// ContentView.swift and AddView.swift), with the course's challenge done: the
// list split into Personal and Business sections, amounts styled by size.
// Its structure, written afresh: `Expenses` owned by the screen with
// `@State`, a list with swipe-to-delete, a toolbar button that presents
// `AddView` in a sheet, and a form with a text field, a picker and a currency
// field (`value:format: .currency(code:)`) whose Save button appends and calls
// `@Environment(\.dismiss)`.
//
// Written for pull (@Observable; under push: ObservableObject, @StateObject,
// and AddView's `var expenses` an @ObservedObject). What it shows: the sheet's
// typing re-runs only AddView's controls, never the list; the append re-runs
// ContentView and both sections.
//
// Left out: the course's persistence through `UserDefaults.standard` in a
// `didSet` (left out when Redraw's runs did not yet start from an empty
// `UserDefaults`; they do now, README Known limits). Added: the workload.

import SwiftUI

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]()

    var personalItems: [ExpenseItem] { items.filter { $0.type == "Personal" } }
    var businessItems: [ExpenseItem] { items.filter { $0.type == "Business" } }

    init(items: [ExpenseItem] = []) {
        self.items = items
    }
}

struct AmountText: View {
    let amount: Double

    var body: some View {
        Text(amount, format: .currency(code: "USD"))
            .foregroundStyle(amount < 10 ? .green : amount < 100 ? .orange : .red)
            .fontWeight(amount < 100 ? .regular : .bold)
    }
}

struct ExpenseSection: View {
    let title: String
    let expenses: [ExpenseItem]
    let deleteItems: (IndexSet) -> Void

    var body: some View {
        Section(title) {
            ForEach(expenses) { item in
                HStack {
                    VStack(alignment: .leading) {
                        Text(item.name)
                            .font(.headline)
                        Text(item.type)
                    }
                    Spacer()
                    AmountText(amount: item.amount)
                }
            }
            .onDelete(perform: deleteItems)
        }
    }
}

struct ContentView: View {
    @State private var expenses = Expenses(items: [
        ExpenseItem(name: "Lunch", type: "Personal", amount: 12.5),
        ExpenseItem(name: "Train ticket", type: "Business", amount: 48),
        ExpenseItem(name: "Coffee", type: "Personal", amount: 3.2),
        ExpenseItem(name: "Hotel", type: "Business", amount: 189),
    ])
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ExpenseSection(title: "Personal", expenses: expenses.personalItems, deleteItems: removePersonalItems)
                ExpenseSection(title: "Business", expenses: expenses.businessItems, deleteItems: removeBusinessItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()
        for offset in offsets {
            let item = inputArray[offset]
            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }
        expenses.items.remove(atOffsets: objectsToDelete)
    }

    func removePersonalItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.personalItems)
    }

    func removeBusinessItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.businessItems)
    }
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    dismiss()
                }
            }
        }
    }
}

// Workload: the user adds a business expense through the sheet, then swipes
// away the first personal one.
Redraw.root { ContentView() }
Redraw.tap("Add Expense")
Redraw.type("Name", "Taxi")
Redraw.select("Type", "Business")
Redraw.step("enter the amount") { Redraw.type("Amount", "23.40") }
Redraw.tap("Save")
Redraw.delete(row: 0, in: ExpenseSection.self, index: 0)
