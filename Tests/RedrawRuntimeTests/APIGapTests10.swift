// API that real apps used, added when testers' pasted files failed to compile (the tenth batch):
// iOS 13–14 modifiers of games and drawing apps (withTransaction, a modifier transition,
// drawingGroup's colour mode, edgesIgnoringSafeArea, an optional gesture), iOS 16–18 search
// (scopes, tokens, editable tokens, isPresented, search focus, dictation, toolbar behaviour), a
// list's minimum row height, alignment guides and the window's undo manager — end to end, under
// both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests10 {
    static let source = #"""
    import SwiftUI
    enum Cuisine: String, CaseIterable, Hashable { case all, italian, japanese }
    struct Token: Identifiable, Hashable { let id: Int; let label: String }
    struct Blur: ViewModifier {
        let r: CGFloat
        func body(content: Content) -> some View { content.blur(radius: r) }
    }
    @Observable final class Game { var n = 0 }
    struct TokenChip: View {
        let token: Token
        var body: some View { Text(token.label) }
    }
    struct EditableChip: View {
        @Binding var token: Token
        var body: some View { Text(token.label) }
    }
    struct Restaurants: View {
        @State var query = ""
        @State var scope: Cuisine = .all
        @State var tokens: [Token] = []
        @FocusState var searchFocused: Bool
        var body: some View {
            NavigationStack {
                List { Text("Ramen") }
                    .searchable(text: $query, tokens: $tokens, prompt: "Search restaurants") { token in TokenChip(token: token) }
                    .searchScopes($scope, activation: .onSearchPresentation) {
                        ForEach(Cuisine.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .searchPresentationToolbarBehavior(.avoidHidingContent)
                    .searchFocused($searchFocused)
                    .searchDictationBehavior(.preventDictation)
            }
        }
    }
    struct Presented: View {
        @State var query = ""
        @State var presented = false
        var body: some View {
            List { Text("x") }.searchable(text: $query, isPresented: $presented, prompt: "Find")
        }
    }
    struct Tagged: View {
        @State var query = ""
        @State var tags: [Token] = [Token(id: 7, label: "Tag")]
        var body: some View {
            List { Text("tagged") }
                .searchable(text: $query, editableTokens: $tags) { $tag in EditableChip(token: $tag) }
        }
    }
    struct Board: View {
        var game: Game
        @Environment(\.undoManager) private var undoManager
        @Environment(\.defaultMinListRowHeight) private var rowHeight
        @Environment(\.horizontalSizeClass) private var sizeClass
        @State var editing = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(game.n) at \(Int(rowHeight)) pt")
                    .transition(.modifier(active: Blur(r: 20), identity: Blur(r: 0)))
                    .drawingGroup(opaque: false, colorMode: .linear)
                    .edgesIgnoringSafeArea(.all)
                    .gesture(editing ? TapGesture().onEnded { editing = false } : nil)
                    .alignmentGuide(.leading) { d in d[.trailing] }
                    .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.top] }
                Text("Bump").onTapGesture {
                    withTransaction(Transaction(animation: .spring())) { game.n += 1 }
                    withTransaction(\.disablesAnimations, true) {
                        undoManager?.registerUndo(withTarget: game) { $0.n -= 1 }
                    }
                }
                Text(undoManager == nil ? "No undo" : "Undo").onTapGesture { undoManager?.undo() }
            Text(sizeClass == .compact ? "Compact" : "Unset").onTapGesture {}
            }
        }
    }
    let game = Game()
    Redraw.root {
        VStack { Restaurants(); Presented(); Tagged(); Board(game: game) }
            .environment(\.defaultMinListRowHeight, 45)
    }
    Redraw.step("pick a scope") {
        Redraw.select("Search restaurants", "Japanese")
        let scope: Cuisine = Redraw.state(of: Restaurants.self, "scope")
        precondition(scope == .japanese, "scope: \(scope)")
    }
    Redraw.step("add a token") { Redraw.setState(Restaurants.self, \.tokens, [Token(id: 1, label: "Spicy")]) }
    Redraw.step("type a query") { Redraw.type("Search restaurants", "ramen") }
    Redraw.step("present search") { Redraw.setState(Presented.self, \.presented, true) }
    Redraw.step("rename a tag") { Redraw.setState(Tagged.self, \.tags, [Token(id: 7, label: "Tags")]) }
    Redraw.step("bump") { Redraw.tap("Bump"); precondition(game.n == 1, "n: \(game.n)") }
    Redraw.step("undo") { Redraw.tap("Undo"); precondition(game.n == 0, "n after undo: \(game.n)") }
    Redraw.step("size class") { Redraw.tap("Compact") }
    """#

    /// The drawing and layout API is inert (Blur's body never runs: nothing animates, so no
    /// transition applies; `computeValue` never runs: nothing is laid out). Search's parts are
    /// nodes of their own that read their bindings, so a write re-runs the part that shows it, not
    /// the body that applies the modifier, which read nothing of them (creating a binding reads
    /// nothing, update-cycle.md, "Child reconciliation"). Every write here is a `@State` write
    /// (tracked alike in both engines) or one of `game.n`, which Board holds (pull: read; push:
    /// `@ObservedObject`): push and pull count alike.
    /// Initial render: Restaurants, its List, the search field, the tokens node and the scope bar
    /// (5; the scopes' `Text`s are Restaurants' leaves and no token is shown); Presented, its List
    /// and its field (3); Tagged, its List, field, tokens node and the one tag's EditableChip (5);
    /// Board (1): 14.
    /// "pick a scope": `Redraw.select` finds the scope bar by the prompt of the field it modifies
    /// and writes `scope`, which only the scope bar read: 1.
    /// "add a token": `tokens` was read by the tokens node alone, which re-runs and creates the new
    /// token's TokenChip: 2.
    /// "type a query": `query` was read by the search field alone: 1.
    /// "present search": `isPresented`'s binding is held, read by nobody: 0.
    /// "rename a tag": the tokens node re-runs (it read `tags`), and EditableChip, which read the tag
    /// through its binding (the same place, another value): 2.
    /// "bump", "undo": `game.n` written (`+=`, then the undo manager's action's `-=`), Board read
    /// it: 1 each. The undo manager is the window's, not nil (the tap target is "Undo").
    /// "size class": an optional key with a non-nil default, unset, reads its default (`.compact`:
    /// the tap target is "Compact"); the tap writes nothing: 0.
    @Test(arguments: EngineKind.allCases)
    func searchPartsTransitionsAndUndo(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "api-gaps-10")
        #expect(r.total("initial render").bodyEvaluations == 14)
        #expect(r.bodies("initial render", "searchScopes") == 1)
        #expect(r.bodies("initial render", "searchTokens") == 2)
        #expect(r.bodies("initial render", "Blur") == 0)
        #expect(r.total("pick a scope").bodyEvaluations == 1)
        #expect(r.bodies("pick a scope", "searchScopes") == 1)
        #expect(r.total("add a token").bodyEvaluations == 2)
        #expect(r.bodies("add a token", "TokenChip") == 1)
        #expect(r.total("type a query").bodyEvaluations == 1)
        #expect(r.bodies("type a query", "searchable") == 1)
        #expect(r.total("present search").bodyEvaluations == 0)
        #expect(r.total("rename a tag").bodyEvaluations == 2)
        #expect(r.bodies("rename a tag", "EditableChip") == 1)
        #expect(r.total("bump").bodyEvaluations == 1)
        #expect(r.total("undo").bodyEvaluations == 1)
        #expect(r.bodies("undo", "Board") == 1)
        #expect(r.total("size class").bodyEvaluations == 0)
    }

    /// A chat app's: `.accessibilityRemoveTraits(_:)` and iOS 16's `.toolbarBackground(_:for:)` with
    /// a style (inert: nothing is read or drawn), and Dispatch's `concurrentPerform`, whose
    /// iterations run in order on the child's one thread (Redraw's `DispatchQueue` shadows
    /// Dispatch's, which has it). "load" runs four iterations that each append: the model's one
    /// write per iteration re-runs Inbox (push: it holds the model; pull: it read `messages`)
    /// once, 1, and the button shows the count, 4, which the tap finds.
    @Test(arguments: EngineKind.allCases)
    func aChatAppsModifiersAndConcurrentPerform(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        @Observable final class Inbox { var messages: [Int] = [] }
        struct InboxView: View {
            @State var inbox = Inbox()
            var body: some View {
                NavigationStack {
                    Button("\\(inbox.messages.count) messages") {
                        DispatchQueue.concurrentPerform(iterations: 4) { inbox.messages.append($0) }
                    }
                    .accessibilityRemoveTraits(.isButton)
                    .toolbarBackground(Color.blue, for: .navigationBar)
                }
            }
        }
        Redraw.root { InboxView() }
        Redraw.tap("0 messages")
        Redraw.tap("4 messages")
        """
        let r = try run(source, engine, name: "api-gaps-10-chat")
        #expect(r.bodies("tap \"0 messages\"", "InboxView") == 1)
    }

    /// A checkout form's content types and the accessibility modifiers' `Text` and
    /// `LocalizedStringKey` forms (a tester's shop: "no member 'creditCardNumber'",
    /// "requires that 'Text' conform to 'StringProtocol'"): inert, so typing re-runs the field
    /// alone (its binding's value changed; Checkout read nothing of `card`), 1.
    @Test(arguments: EngineKind.allCases)
    func aCheckoutFormsContentTypesAndAccessibilityText(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Checkout: View {
            @State private var card = ""
            var body: some View {
                Form {
                    TextField("Card", text: $card).textContentType(.creditCardNumber)
                    TextField("State", text: .constant("")).textContentType(.addressState)
                    Text("Total").accessibilityValue(Text("12 dollars")).accessibilityHint(Text("the order's total"))
                    Text("Coupon").accessibilityValue("none").accessibilityHint(LocalizedStringKey("no coupon"))
                }
            }
        }
        Redraw.root { Checkout() }
        Redraw.type("Card", "4")
        """
        let r = try run(source, engine, name: "api-gaps-10-checkout")
        #expect(r.total("type \"4\" into \"Card\"").bodyEvaluations == 1)
    }

    /// A fitness chart's `.symbol(.circle)` (the basic shapes are members of `ChartSymbolShape`, not
    /// SwiftUI's `Circle`: "requires that 'Circle' conform to 'ChartSymbolShape'"), a layout's
    /// `CGPoint.applying(_:)` (computed: the tap finds its button by the rotated point) and a grid
    /// cell's `gridColumnAlignment` (whose absence gave an error at an unrelated `ForEach`). Inert:
    /// the tap re-runs nothing.
    @Test(arguments: EngineKind.allCases)
    func aChartSymbolAPointTransformAndAGridCellsAlignment(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Charts
        struct Day: Identifiable { let id: Int; let minutes: Double }
        struct Week: View {
            let days = (1...3).map { Day(id: $0, minutes: Double($0) * 10) }
            var body: some View {
                let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
                VStack {
                    Chart(days) { LineMark(x: .value("Day", $0.id), y: .value("Minutes", $0.minutes)).symbol(.circle) }
                    Grid { GridRow { Text("Pet").gridColumnAlignment(.leading); Text("Votes") } }
                    Button("x \\(Int(p.x.rounded())) y \\(Int(p.y.rounded()))") {}
                }
            }
        }
        Redraw.root { Week() }
        Redraw.tap("x 0 y 1")
        """
        let r = try run(source, engine, name: "api-gaps-10-chart-symbol")
        #expect(r.total("tap \"x 0 y 1\"").bodyEvaluations == 0)
    }
}
