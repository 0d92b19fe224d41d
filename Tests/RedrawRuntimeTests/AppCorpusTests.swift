// The app corpus (Scenarios/apps/, issue #10): shipped files run from disk
// under both engines, with exact counts derived from the update-cycle rules
// (../shared/design/update-cycle.md). ShippedScenarioTests already checks
// that every corpus file compiles and runs; these pin what each one shows.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct AppCorpusTests {
    static func path(_ name: String) -> String { packageRoot + "/Scenarios/apps/\(name).swift" }

    // MARK: iExpense (written for pull): a sheet's form, then an append and a delete.

    @Test(arguments: EngineKind.allCases)
    func iexpense(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("iexpense"), engine)
        // Initial render: ContentView, its List's node, the two ExpenseSections (static rows of the
        // list, rows 0 and 1, on screen), the four AmountTexts (each section's ForEach is in the section's own
        // body, an eager expansion) and the sheet's presentation node (not presented): 9.
        #expect(r.total("initial render").bodyEvaluations == 9)
        #expect(r.bodies("initial render", "AmountText") == 4)
        // tap "Add Expense": `showingAddExpense = true` is read only by the sheet's node, through the
        // binding (ContentView passed `$showingAddExpense`): Sheet 1, AddView 1 (created), its Form 1,
        // and the Form's controls: two TextFields and the Picker. ContentView does not re-run.
        #expect(r.total("tap \"Add Expense\"").bodyEvaluations == 6)
        #expect(r.bodies("tap \"Add Expense\"", "ContentView") == 0)
        #expect(r.bodies("tap \"Add Expense\"", "TextField") == 2)
        // Typing four characters writes AddView's `@State name` four times; only the field reads it,
        // through its binding: one TextField update per frame, AddView's body never.
        #expect(r.total("type \"Taxi\" into \"Name\"").bodyEvaluations == 4)
        #expect(r.bodies("type \"Taxi\" into \"Name\"", "TextField") == 4)
        // The picker's and the amount field's bindings: their control alone.
        #expect(r.total("select \"Business\" in \"Type\"").bodyEvaluations == 1)
        #expect(r.bodies("enter the amount", "TextField") == 1)
        // tap "Save": `items.append` (push: objectWillChange to ContentView and AddView; pull: the
        // append goes through `_modify`, which notifies ContentView, whose body read `items` through
        // personalItems/businessItems), then `dismiss()` sets the sheet's binding false. ContentView 1;
        // its List 1; both ExpenseSections 1 each (their `deleteItems` closure is never an equal
        // input); one AmountText created for the new expense (the others' amounts are equal:
        // skipped); the Sheet's node 1, which destroys AddView before AddView is reached: 6.
        #expect(r.total("tap \"Save\"").bodyEvaluations == 6)
        #expect(r.bodies("tap \"Save\"", "ExpenseSection") == 2)
        #expect(r.metrics("tap \"Save\"", "AmountText").created == 1)
        #expect(r.metrics("tap \"Save\"", "AddView").destroyed == 1)
        #expect(r.bodies("tap \"Save\"", "AddView") == 0)
        // Swiping away the first personal expense: ContentView, List, both sections (closures), and
        // the Sheet's node (its presenter holds closures: never equal); the deleted row's AmountText
        // is destroyed, the other kept and skipped: 5.
        #expect(r.total("delete row 0").bodyEvaluations == 5)
        #expect(r.metrics("delete row 0", "AmountText").destroyed == 1)
    }

    // MARK: Scrumdinger (written for push): a 60 Hz timer writing @Published seconds.

    @Test(arguments: EngineKind.allCases)
    func scrumdinger(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("scrumdinger"), engine)
        // tap "Start Meeting": the link pushes MeetingView (created: MeetingView and its three
        // children, 1 each); its onAppear resets and starts the timer, writing secondsRemaining
        // (0 → 60), the speakers (4 attendees instead of the default one) and activeSpeaker, so a
        // further render pass of the same frame re-runs MeetingView and, with changed inputs, the
        // header (secondsRemaining), the ring (speakers) and the footer (speakers, and a closure):
        // 2 each, plus the link's node 1 — under both engines.
        #expect(r.bodies("tap \"Start Meeting\"", "MeetingView") == 2)
        #expect(r.bodies("tap \"Start Meeting\"", "MeetingHeaderView") == 2)
        #expect(r.total("tap \"Start Meeting\"").bodyEvaluations == 9)
        // wait 2 s (120 frames): the timer fires once a frame and each fire writes secondsElapsed.
        // Push: every write sends objectWillChange, so MeetingView re-runs at each fire: 120 fires,
        // 120 bodies (a timer of 1/60 s fires in every frame: TimerShadow.swift). Pull:
        // `secondsElapsed = n` with an equal Int does not notify; the seconds change at 1 s and 2 s
        // (and secondsRemaining with them, in the same write batch): 2 bodies.
        #expect(r.bodies("wait 2 s", "MeetingView") == (engine == .push ? 120 : 2))
        // The footer takes `skipAction`, a closure, never equal: it re-runs whenever MeetingView does.
        #expect(r.bodies("wait 2 s", "MeetingFooterView") == (engine == .push ? 120 : 2))
        // The header's inputs (the seconds) change twice, under both engines; the ring's speakers
        // do not change (a non-Equatable struct compared field by field: equal): skipped.
        #expect(r.bodies("wait 2 s", "MeetingHeaderView") == 2)
        #expect(r.bodies("wait 2 s", "MeetingTimerView") == 0)
        // Skipping a speaker writes the seconds and activeSpeaker and completes a speaker: MeetingView
        // and all three children (the ring's speakers changed): 4.
        #expect(r.total("tap \"forward.fill\"").bodyEvaluations == 4)
        // Leaving the meeting: the link's node alone updates and destroys the meeting's four views.
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("dismiss", "MeetingView").destroyed == 1)
        // The edit sheet: the Sheet's node, DetailEditView, its Form, the title and attendee fields,
        // the Slider, ThemePicker, its Picker and the seven ThemeViews of its options (built in
        // ThemePicker's body: Picker content is the parent's) — 15.
        #expect(r.total("tap \"Edit\"").bodyEvaluations == 15)
        #expect(r.bodies("tap \"Edit\"", "ThemeView") == 7)
    }

    // MARK: weather-search (written for push): debounce, a timer publisher, NotificationCenter.

    @Test(arguments: EngineKind.allCases)
    func weatherSearch(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("weather-search"), engine)
        // Each typed character writes `viewModel.city` through the search field's binding: the
        // field's node reads it, WeatherHome holds the model (push) and read `city` in its
        // `.onChange(of:)` (pull), and its List updates with it: 3 a frame, 3 frames.
        #expect(r.total("type \"Lon\" into \"City\"").bodyEvaluations == 9)
        // wait 0.6 s: the debounce fires 0.3 s (frame 18) after the last key — once, for "Lon" —
        // and sets isSearching (WeatherHome and List re-run); the search sleeps 0.2 s (12 frames)
        // and then sets results and isSearching in one job (one more WeatherHome and List), which
        // creates three links and their CityRows: 2 + 2 + 3 + 3 = 10.
        #expect(r.total("wait 0.6 s").bodyEvaluations == 10)
        #expect(r.bodies("wait 0.6 s", "WeatherHome") == 2)
        #expect(r.metrics("wait 0.6 s", "CityRow").created == 3)
        // The forecast arrives 0.6 s after the screen appears: ForecastView re-runs, its LazyHStack
        // is created and builds the 17 hours a screen shows (a lazy stack builds no margin), and
        // the Sheet's node updates with its parent: 20.
        #expect(r.total("wait 1 s").bodyEvaluations == 20)
        #expect(r.metrics("wait 1 s", "HourView").created == 17)
        // wait 5 s: the `Timer.publish(every: 5)` heard by `.onReceive` since the screen appeared
        // ticks once, at 5 s; the reload lands 0.6 s later with other temperatures: the same 20.
        #expect(r.total("wait 5 s").bodyEvaluations == 20)
        #expect(r.bodies("wait 5 s", "HourView") == 17)
        // Picking Imperial writes `@AppStorage("units")`: SettingsSheet (it read `units` in its
        // onChange), its Form and the Picker re-run; the onChange posts `.unitsDidChange`, which
        // the forecast's model hears through NotificationCenter's publisher and stores, so
        // ForecastView re-runs, then its Sheet node, its LazyHStack and the 17 HourViews (their
        // `units` input changed): 3 + 1 + 1 + 1 + 17 = 23.
        #expect(r.total("select \"Imperial\" in \"Units\"").bodyEvaluations == 23)
        #expect(r.bodies("select \"Imperial\" in \"Units\"", "ForecastView") == 1)
        // Done and back: each is the one presentation node that decides it.
        #expect(r.total("tap \"Done\"").bodyEvaluations == 1)
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("dismiss", "HourView").destroyed == 17)
    }

    // MARK: Fruta (written for push): an environment object, ScrollViewReader, tag-selection links.

    @Test(arguments: EngineKind.allCases)
    func fruta(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("fruta"), engine)
        // The deep link writes `selectedSmoothieID` = Avocado Dream (row 21 of 22; the list shows
        // rows 0–17). SmoothieList re-runs (push: it holds the model; pull: its onChange(of:) read
        // the property), and so does its List, whose 18 links update. The onChange calls
        // `proxy.scrollTo(id)`: the row is below the screen, so the list scrolls the least that
        // shows it (first row 21 − 17 + 1 = 5) and updates again: rows 0–4 are destroyed, rows
        // 18–21 created (4 SmoothieRows, 4 links); a scroll alone leaves the 13 rows that stay as
        // they are (they updated, 13 more, before rows that stayed were kept). The new Avocado Dream
        // link is pushed at once (its `tag` is the selection): SmoothieView, its favourite button
        // and its sheet's node. 1 + 2 + 18 + 4 + 4 + 3 = 32 under both engines.
        #expect(r.total("open a link to Avocado Dream").bodyEvaluations == 32)
        #expect(r.bodies("open a link to Avocado Dream", "List") == 2)
        #expect(r.metrics("open a link to Avocado Dream", "SmoothieRow").created == 4)
        #expect(r.metrics("open a link to Avocado Dream", "SmoothieRow").destroyed == 5)
        #expect(r.metrics("open a link to Avocado Dream", "SmoothieView").created == 1)
        // tap "Favorite": `favoriteSmoothieIDs.insert`. Pull: only the favourite button read it: 1.
        // Push: every holder of the model re-runs — SmoothieList, its List and the 17 links on
        // screen, SmoothieView and its sheet's node, the button: 22.
        #expect(r.total("tap \"Favorite\"").bodyEvaluations == (engine == .push ? 22 : 1))
        #expect(r.bodies("tap \"Favorite\"", "SmoothieFavoriteButton") == 1)
        // The order's readiness, written by the kitchen stub 3 s later, is read by the order sheet
        // alone (pull: 1). Push: the four holders of the model — SmoothieList, SmoothieView, the
        // favourite button, the order sheet — re-run, and with them the List and its 17 links and
        // SmoothieView's sheet node: 4 + 1 + 17 + 1 = 23.
        #expect(r.total("wait 3 s").bodyEvaluations == (engine == .push ? 23 : 1))
        #expect(r.bodies("wait 3 s", "OrderPlacementView") == 1)
    }

    // MARK: NetNewsWire's settings (written for push): one shared AppDefaults, read unevenly.

    @Test(arguments: EngineKind.allCases)
    func netnewswireSettings(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("netnewswire-settings"), engine)
        // Initial render: TimelineView, its List, the 18 rows a list builds of 30 (17 + 1), the
        // sheet's and the confirmation dialog's presentation nodes: 22.
        #expect(r.total("initial render").bodyEvaluations == 22)
        #expect(r.bodies("initial render", "ArticleRow") == 18)
        // tap "gear": the Sheet's node, SettingsView, its Form, and the Form's controls: three
        // Toggles, the Stepper and the Picker: 8.
        #expect(r.total("tap \"gear\"").bodyEvaluations == 8)
        // The refresh interval is read only through the Picker's binding. Pull: the Picker alone.
        // Push: every holder of AppDefaults re-runs — SettingsView (its Form and the Picker with
        // it), TimelineView (its List, the sheet's and the dialog's nodes with it) and the 18 rows
        // (each holds it as an @EnvironmentObject for the font size): 3 + 4 + 18 = 25.
        let interval = "select \"Every 30 Minutes\" in \"Refresh Interval\""
        #expect(r.total(interval).bodyEvaluations == (engine == .push ? 25 : 1))
        #expect(r.bodies(interval, "ArticleRow") == (engine == .push ? 18 : 0))
        // The confirmation setting is read by the "Mark All as Read" action only (a closure): the
        // same 25 under push, the Toggle alone under pull.
        #expect(r.total("toggle \"Confirm Mark All as Read\"").bodyEvaluations == (engine == .push ? 25 : 1))
        // The font size is read by SettingsView (the Stepper's title) and by every row. Pull:
        // SettingsView, its Form, the Stepper, 18 rows: 21. Push: the same 25 as above.
        #expect(r.total("adjust \"Font Size: 15\" by 1").bodyEvaluations == (engine == .push ? 25 : 21))
        #expect(r.bodies("adjust \"Font Size: 15\" by 1", "ArticleRow") == 18)
    }

    // MARK: iTour (SwiftData, @Model): a query built in an initialiser, an editor through @Bindable.

    @Test(arguments: EngineKind.allCases)
    func itour(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("itour"), engine)
        // tap "Add Samples": three inserts in one frame write Destination's table three times. Only
        // DestinationListingView's body read the table (its @Query), and a node invalidated three
        // times in a frame runs once; its List follows its parent: 2. ContentView queries nothing.
        #expect(r.total("tap \"Add Samples\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Add Samples\"", "ContentView") == 0)
        // Typing the name writes `destination.name` once a frame (6 frames). Push: the editor holds
        // the object through @Bindable → @ObservedObject, so it re-runs, its Form with it, and the
        // Name field (its binding's value changed); the other controls are skipped: 3 × 6 = 18 —
        // the List behind the editor subscribes to nothing and is left stale. Pull: the editor read
        // `name` (the sight field's title), the List's row closures read it too, and so did the
        // listing's @Query, which sorts by name (its sort reads are the body's: the results stay in
        // sync): 5 × 6 = 30.
        let name = "type \"Venice\" into \"Name\""
        #expect(r.total(name).bodyEvaluations == (engine == .push ? 18 : 30))
        #expect(r.bodies(name, "List") == (engine == .push ? 0 : 6))
        #expect(r.bodies(name, "DestinationListingView") == (engine == .push ? 0 : 6))
        #expect(r.bodies(name, "EditDestinationView") == 6)
        // Picking a priority: pull — only the Picker read `priority`, through its binding: 1. Push —
        // objectWillChange re-runs the editor, its Form, and the Picker whose value changed: 3.
        #expect(r.total("select \"Must\" in \"Priority\"").bodyEvaluations == (engine == .push ? 3 : 1))
        // dismiss: writing `path` re-runs the NavigationStack's node, which reads it; it re-expands
        // the root content ContentView built earlier, whose query is the same copy (Query.==), so
        // the listing is skipped: 1. The editor is destroyed.
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("dismiss", "EditDestinationView").destroyed == 1)
        // Each search key (2 frames) writes @State searchText: ContentView (it passes the text on),
        // the search field (its binding), the NavigationStack (it holds closures), the listing (its
        // re-made query has a filter: a changed input) and its List: 5 × 2 = 10.
        #expect(r.total("type \"ce\" into \"Search\"").bodyEvaluations == 10)
        #expect(r.bodies("type \"ce\" into \"Search\"", "DestinationListingView") == 2)
        // Swiping away row 0: one delete from the table: the listing and its List: 2.
        #expect(r.total("delete row 0").bodyEvaluations == 2)
        #expect(r.bodies("delete row 0", "ContentView") == 0)
    }

    // MARK: Make It So (written for push): rows holding the list's view model as an @EnvironmentObject.

    @Test(arguments: EngineKind.allCases)
    func makeItSoTodos(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("make-it-so-todos"), engine)
        // Initial render: the App, TodosListView, its List, the search field, the sheet's node,
        // ProgressHeader, the "Completed" DisclosureGroup's node (it reads `isExpanded` itself), the
        // toolbar's EditButton (it reads `\.editMode` itself), and six open to-dos, each a
        // NavigationLink and a TodoRowView: 20.
        #expect(r.total("initial render").bodyEvaluations == 20)
        // Ticking a to-do sends a snapshot; the sink writes `open` (6 → 5) and `completed`. Push: both
        // writes reach TodosListView (@StateObject) and every row (each holds the view model as an
        // @EnvironmentObject): TodosListView, List, the Sheet's node, ProgressHeader (its `done`
        // changed), the DisclosureGroup (its title changed, and its content closure is never an
        // equal input) and the 5 rows still open: 10 — the 5 NavigationLinks are skipped, each with an
        // equal destination (`TodoDetailsView(todo:)`, the same to-do) and label; so is the
        // EditButton (the same edit mode binding). Pull: only TodosListView read `open`; the same
        // parents re-run and the rows' equal `todo` inputs are skipped: 5.
        #expect(r.total("tap \"circle\"").bodyEvaluations == (engine == .push ? 10 : 5))
        #expect(r.bodies("tap \"circle\"", "TodoRowView") == (engine == .push ? 5 : 0))
        // The drag: `open` gets a new order, `completed` an equal array. Push: TodosListView, List,
        // the Sheet's node, the DisclosureGroup (a closure input) and the 7 subscribed rows: 11 (the
        // 6 links, matched by id, are equal). Pull: the macro compares `[Todo]` with `==`: the
        // reordered `open` notifies, the equal `completed` does not; the rows and links keep their
        // nodes by id with equal inputs: 4.
        let drag = "drag the last open to-do to the top"
        #expect(r.total(drag).bodyEvaluations == (engine == .push ? 11 : 4))
        // "tap Edit": the edit mode is TodosListView's `@State`, handed down as `$editMode`, which
        // reads nothing; the one body that read it is the EditButton's: 1 (it was 3 — TodosListView,
        // its List and the sheet's node — while the button's title was read in the holding body).
        #expect(r.total("tap \"Edit\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Edit\"", "EditButton") == 1)
        // The accent is @AppStorage read by the App (for `.environment(\.todoAccent, …)`) and by the
        // Picker's node. The App re-runs, TodosListView is skipped (equal inputs), and the 7 rows
        // that read `\.todoAccent` re-run past it: 1 + 1 + 7 = 9 under both engines.
        #expect(r.total("select \"Orange\" in \"Accent\"").bodyEvaluations == 9)
        #expect(r.bodies("select \"Orange\" in \"Accent\"", "TodosListView") == 0)
        #expect(r.bodies("select \"Orange\" in \"Accent\"", "TodoRowView") == 7)
        // Sign in writes `displayName`, then dismiss() ends the cover (SignInView is destroyed before
        // the render). Push: the App holds the service as @StateObject and re-runs, SettingsView
        // holds it as an @EnvironmentObject and re-runs, with its Form and the cover's node: 4. Pull:
        // the App never read `displayName`: 3.
        #expect(r.total("tap \"Sign in\"").bodyEvaluations == (engine == .push ? 4 : 3))
        #expect(r.bodies("tap \"Sign in\"", "MakeItSoApp") == (engine == .push ? 1 : 0))
    }

    // MARK: Step Tracker (written for pull): Swift Charts whose inputs are never equal.

    @Test(arguments: EngineKind.allCases)
    func stepTracker(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("step-tracker"), engine)
        // DashboardView builds its 30-s refresh timer in its body (`.onReceive(Timer.publish(every:
        // 30, …).autoconnect())`): each evaluation passes `.onReceive` a new `Publishers.Autoconnect`
        // object, and SwiftUI resubscribes when the publisher differs (it compares the old and the new
        // with `compareValues`: OpenSwiftUI's SubscriptionLifetime, audited against SwiftUICore), so
        // the timer starts again. The select just before re-ran DashboardView: the tick comes in the
        // wait's last frame, and the refetch it starts (a 200 ms sleep) ends after the step. Nothing
        // runs in the wait under either engine (push ran 4 here while the first subscription was kept).
        #expect(r.total("wait 30 s").bodyEvaluations == 0)
        #expect(r.bodies("wait 30 s", "WeightLineChart") == 0)
        // A new daily goal (10,000 → 11,000). Pull: three trackings read it — GoalsView (the
        // Stepper's title), the Stepper (its binding), and ChartContainer, whose body runs the
        // closure that builds `Chart { RuleMark(goal) … }`; the Form follows (the card's link, its
        // value and label unchanged, is skipped): 4. Push: the two holders of Goals (StepBarChart and
        // GoalsView) re-run, the same others follow: 5.
        let goal = "adjust \"Daily goal: 10000 steps\" by 2"
        #expect(r.total(goal).bodyEvaluations == (engine == .push ? 5 : 4))
        #expect(r.bodies(goal, "StepBarChart") == (engine == .push ? 1 : 0))
        // The goal weight is read by nothing on screen but the Slider, through its binding. Pull: the
        // Slider: 1. Push: the same two holders and their followers, the Slider for its new value: 5.
        #expect(r.total("adjust \"Goal weight\" to 150").bodyEvaluations == (engine == .push ? 5 : 1))
        // The refresh with the list pushed: DashboardView and HealthDataListView both read
        // `stepData`; the refetch's new UUIDs make 18 new row identities (17 on screen and one
        // prefetch row): DashboardView, StepBarChart, ChartContainer, HealthDataListView, its List,
        // the sheet's node and the 18 new rows' links (the card's link is skipped): 24 under both engines.
        #expect(r.total("wait 30 s (2)").bodyEvaluations == 24)
        #expect(r.metrics("wait 30 s (2)", "NavigationLink").created == 18)
    }

    // MARK: Garden (written for push): a Table of bindings into the store, a debounced search.

    @Test(arguments: EngineKind.allCases)
    func gardenPlanner(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("garden-planner"), engine)
        // Typing "basil" writes PlantSearch.text 5 times. Push: GardenDetail holds the search model
        // as @StateObject: GardenDetail, its Table and the dialog's node (closures), and the search
        // field (its value changed): 4 × 5 = 20; the 18 rows keep equal inputs. Pull: GardenDetail's
        // body only made `$search.text`, which reads nothing: the field alone, 5.
        let typing = "type \"basil\" into \"Search Plants\""
        #expect(r.total(typing).bodyEvaluations == (engine == .push ? 20 : 5))
        #expect(r.bodies(typing, "GardenDetail") == (engine == .push ? 5 : 0))
        // 0.3 s later the debounce sends; the sink writes `query`, which GardenDetail read: it, its
        // Table and the dialog re-run; 4 plants match: 2 rows already built are skipped, 2 are created
        // (a VarietyCell and a Toggle each): 3 + 4 = 7 under both engines.
        #expect(r.total("wait 0.3 s").bodyEvaluations == 7)
        // A trailing space: one more keystroke (push 4, pull 1); after the debounce the pipeline
        // trims it and `removeDuplicates` drops the equal query: nothing runs.
        #expect(r.total("add a trailing space").bodyEvaluations == (engine == .push ? 4 : 1))
        #expect(r.total("wait 0.3 s (2)").bodyEvaluations == 0)
        // Watering a plant from its context menu writes `Store.gardens` through `$store[id]`. Push:
        // the four holders of the store (GardenApp, ContentView, Sidebar, PlantInspector) with the
        // Form, then List, the backyard's SidebarLabel, GardenDetail (its binding shows a new value),
        // Table, the watered plant's VarietyCell and the dialog: 11; each Toggle's binding shows the
        // same `favorite`: skipped. Pull: GardenApp and the inspector read nothing of it (skipped),
        // and each of the 18 Toggles read `gardens` through its binding: 11 − 3 + 18 = 26.
        #expect(r.total("tap \"Water Plant\"").bodyEvaluations == (engine == .push ? 11 : 26))
        #expect(r.bodies("tap \"Water Plant\"", "Toggle") == (engine == .push ? 0 : 18))
    }

    // MARK: Travel Discovery (written for push): one Set of favourites read by every tile.

    @Test(arguments: EngineKind.allCases)
    func travelDiscovery(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("travel-discovery"), engine)
        // Initial render: `.task(id:)` starts after the first pass and re-writes `isLoading = true`
        // and `errorMessage = ""`, both equal. Push: @Published sends anyway and the screen re-runs
        // in a second pass (2 of its bodies); pull: the macro compares and notifies nobody (1).
        #expect(r.bodies("initial render", "CategoryGridScreen") == (engine == .push ? 2 : 1))
        // Favouriting a tile: `toggle` removes and inserts in one frame. The grid's adaptive column
        // (at least 160 pt) makes 2 columns of 393 pt: its 24 tiles are on screen (12 rows of 2; it
        // built 17, a cell a row, before columns were modelled). Pull: the 24 tiles and 24 heart
        // buttons read `ids`: 48. Push: the 49 holders of the store (those 48 and the screen) are
        // invalidated; the screen re-runs and the grid with it; its 24 links are `value:` links
        // with equal values and labels (skipped): 50. The screen's filter short-circuits while
        // "Favorites only" is off, so under pull it never read `ids`.
        let favourite = "favourite a tile from its context menu"
        #expect(r.total(favourite).bodyEvaluations == (engine == .push ? 50 : 48))
        #expect(r.bodies(favourite, "PlaceTile") == 24)
        #expect(r.bodies(favourite, "NavigationLink") == 0)
        // With the filter on, the screen reads `ids` under pull too: unfavouriting re-runs the same
        // four under both engines (screen, grid, the kept tile and its button; its link is skipped).
        #expect(r.total("unfavourite Amsterdam while filtered").bodyEvaluations == 4)
        // The refresh assigns an equal `places`. Push: the write notifies: screen and grid (links and
        // tiles skipped, their place unchanged): 2. Pull: `[Place]` is Equatable: no notification.
        #expect(r.total("wait 1 s (4)").bodyEvaluations == (engine == .push ? 2 : 0))
        // Back from Tokyo's gallery, the grid shows again: its `.task(id:)`, cancelled when the push
        // covered it, starts again (CoveredScreens.swift) and reloads — `isLoading` true, so the
        // grid gives way to the progress view, then the places after 0.8 s: the grid is built anew,
        // its 24 tiles created (in "wait 1 s (2)").
        #expect(r.metrics("wait 1 s (2)", "PlaceTile").created == 24)
    }

    // MARK: Enchanted (written for pull): a reply streamed into the last message's content.

    @Test(arguments: EngineKind.allCases)
    func enchantedChat(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("enchanted-chat"), engine)
        // The reply's 12 chunks (one every 3 frames; the last lands with `done` and the state's
        // `.completed`). Pull: each chunk re-runs the bubble (it read `content`), MessageListView
        // (its `.onChange(of: messages.last?.content)` value is a body read) and its LazyVStack:
        // 12 × 3 = 36; the completion's `conversationState`, read by Chat, re-runs Chat,
        // SideBarStack, ChatView, the history list and its List: 41. Push: the bubble holds its
        // message as an @ObservedObject (12), plus the same 5: 17 — MessageListView holds an array
        // of messages, subscribes to none, and is left stale: it never scrolls.
        #expect(r.total("wait 1 s").bodyEvaluations == (engine == .push ? 17 : 41))
        #expect(r.bodies("wait 1 s", "MessageListView") == (engine == .push ? 0 : 12))
        #expect(r.total("wait 1 s").staleViews == (engine == .push ? 1 : 0))
        // The reachability check writes an equal `isReachable = true` every 5 s: pull's macro
        // compares and notifies nobody; push re-runs Chat (its @StateObject) and the four views it
        // hands closures to: 5.
        #expect(r.total("wait 5 s").bodyEvaluations == (engine == .push ? 5 : 0))
        // Opening the sidebar: `showMenu` is read only by SideBarStack, through its binding; it
        // hands on closures, so ChatView, the history list and its List re-run: 4 under both.
        #expect(r.total("tap \"line.3.horizontal\"").bodyEvaluations == 4)
    }

    // MARK: Conjugar (written for pull, Swift 6 with default MainActor isolation): browse, quiz, settings.

    @Test(arguments: EngineKind.allCases)
    func conjugar(_ engine: EngineKind) throws {
        let r = try run(path: Self.path("conjugar"), engine)
        // Initial render, four passes of one frame. (1) ConjugarApp (root) and LoadingView. Its
        // `.task` then runs in the due work: the detached parse and the publish, `state = .loaded`.
        // (2) ConjugarApp again; LoadingView destroyed; MainTabView, the TabView's node and the
        // selected tab's VerbBrowseView (store nil: a Color). Its `.onAppear` makes the store.
        // (3) VerbBrowseView with the store: List, Picker, NavigationDestination, searchable
        // created; `onChange(of: searchText, initial: true)` fills `searchResults`. (4) VerbBrowseView,
        // List and NavigationDestination (closures) again, the 10 BrowseRows created, Picker and
        // searchable skipped (same binding, same value). 2 + 1 + 1 + 1 + 3 + 2 + 1 + 2 + 1 + 10 = 24.
        #expect(r.total("initial render").bodyEvaluations == 24)
        #expect(r.bodies("initial render", "VerbBrowseView") == 3)
        #expect(r.metrics("initial render", "BrowseRow").created == 10)
        // Each character writes `@State searchText`: the searchable node (its binding) and
        // VerbBrowseView (its `.onChange(of: searchText)` value is a body read) with its List and
        // NavigationDestination: 4; the onChange writes `searchResults`: VerbBrowseView, List,
        // NavigationDestination again: 3. 7 a frame, 2 frames; "e" keeps 6 verbs, "er" 5.
        #expect(r.total("type \"er\" into \"Search verbs\"").bodyEvaluations == 14)
        #expect(r.metrics("type \"er\" into \"Search verbs\"", "BrowseRow").destroyed == 5)
        // A row's Button sets `selectedVerb`, read only by the NavigationDestination's node: it, the
        // pushed VerbView and its List: 3. Popping: the node alone.
        #expect(r.total("tap \"tener\"").bodyEvaluations == 3)
        #expect(r.total("dismiss").bodyEvaluations == 1)
        // The filter picker writes `store.sort` (didSet: Settings.verbFilter, read by no body, and
        // `items`). Pull: VerbBrowseView read `sort` (its onChange value) and the Picker through its
        // binding: VerbBrowseView, List, NavigationDestination, Picker: 4; the onChange re-filters
        // to 3 irregular verbs: VerbBrowseView, List, NavigationDestination: 3 — 7, two rows
        // destroyed. Push: the store sits in an optional `@State`, which the rewriter leaves alone
        // (an optional cannot be a @StateObject), so nothing subscribes to it: 0 bodies, the list
        // is not re-filtered, and VerbBrowseView and the Picker, which read `sort`, are stale.
        #expect(r.total("select \"Irregular\" in \"Filter\"").bodyEvaluations == (engine == .push ? 0 : 7))
        #expect(r.total("select \"Irregular\" in \"Filter\"").staleViews == (engine == .push ? 2 : 0))
        #expect(r.metrics("select \"Irregular\" in \"Filter\"", "BrowseRow").destroyed == (engine == .push ? 0 : 2))
        // The tab item writes `world.selectedTab`. Pull: MainTabView only made the binding, so the
        // TabView's node alone reads it: TabView, QuizView created, its Sheet node: 3. Push:
        // MainTabView holds World as an @EnvironmentObject and re-runs too: 4. The Verbs tab is
        // destroyed (VerbBrowseView, List, Picker, NavigationDestination, searchable and the rows:
        // pull 3 rows, 8; push 5 rows, 10).
        #expect(r.total("tap \"Quiz\"").bodyEvaluations == (engine == .push ? 4 : 3))
        #expect(r.bodies("tap \"Quiz\"", "MainTabView") == (engine == .push ? 1 : 0))
        #expect(r.total("tap \"Quiz\"").destroyed == (engine == .push ? 10 : 8))
        // Start: QuizView (quizState, the questions), the TextField created, the Sheet node
        // (closures): 3. Typing writes `@State input`, read only by the field: 1 a frame. Submit:
        // score, quizResults, currentQuestionIndex (QuizView), `input = ""` (the field), Sheet: 3.
        #expect(r.total("tap \"Start\"").bodyEvaluations == 3)
        #expect(r.total("type \"tengo\" into \"Conjugation\"").bodyEvaluations == 5)
        #expect(r.bodies("type \"tengo\" into \"Conjugation\"", "QuizView") == 0)
        #expect(r.total("submit \"Conjugation\"").bodyEvaluations == 3)
        // The 1 s Timer (MainActor.assumeIsolated around `elapsedTime += 1`) fires once in the
        // 60 frames: QuizView and its Sheet node; the field is skipped. Both engines: 2.
        #expect(r.total("wait 1 s").bodyEvaluations == 2)
        // "hablais" for "habláis": a partial match, as the first answer: QuizView, field, Sheet: 3.
        #expect(r.total("answer \"hablais\"").bodyEvaluations == 3)
        // The last answer ("era" for "fue") completes the quiz: QuizView (notStarted again: the
        // field destroyed), the Sheet's node presents QuizResultsView and its List: 4.
        #expect(r.total("answer \"era\"").bodyEvaluations == 4)
        #expect(r.metrics("answer \"era\"", "QuizResultsView").created == 1)
        // Dismissing sets `shouldShowResults = false`, which QuizView read only as a binding.
        // Pull: the Sheet's node alone: 1. Push: QuizView holds the Quiz as an @EnvironmentObject: 2.
        #expect(r.total("dismiss (2)").bodyEvaluations == (engine == .push ? 2 : 1))
        #expect(r.bodies("dismiss (2)", "QuizView") == (engine == .push ? 1 : 0))
        // The Settings tab: TabView, SettingsView and its two Pickers created (push: MainTabView too).
        #expect(r.total("tap \"Settings\"").bodyEvaluations == (engine == .push ? 5 : 4))
        // The ratings lookup sleeps 0.5 s (30 frames) and writes `@State rateReviewDescription`:
        // SettingsView; both Pickers skipped.
        #expect(r.total("wait 0.5 s").bodyEvaluations == 1)
        // A settings pick writes `world.settings.difficulty` through `$settings.difficulty`. Pull:
        // SettingsView read it (accessibilityValue) and the Picker through its binding: 2. Push:
        // Settings is an object reached through World, held by nobody: 0, and SettingsView and the
        // Picker are stale (2; the region pick adds its own Picker: 3).
        #expect(r.total("select \"Difficult\" in \"Difficulty\"").bodyEvaluations == (engine == .push ? 0 : 2))
        #expect(r.total("select \"Difficult\" in \"Difficulty\"").staleViews == (engine == .push ? 2 : 0))
        #expect(r.total("select \"Latin America\" in \"Region\"").bodyEvaluations == (engine == .push ? 0 : 2))
        #expect(r.total("select \"Latin America\" in \"Region\"").staleViews == (engine == .push ? 3 : 0))
    }
}
