// StaleCauseText: how the reports and `explain` say why a stale view was not
// re-run (StaleCause, recorded by the runtime), and what to change.

import RedrawResults

extension StaleCause {
    /// The stale-views table's column.
    var title: String {
        switch self {
        case .objectNotObserved: return "object not observed"
        case .objectNotHeld: return "object not held"
        case .propertyNotObserved: return "property not observed"
        case .storageThroughObject: return "storage read through an object"
        case .readNotTracked: return "read outside tracking"
        case .inputsHiddenByEquality: return "inputs its == called equal"
        case .objectInState: return "object kept in @State"
        }
    }

    /// "it is not `@Published`…": the clause a report and `explain` give after the read.
    var explanation: String {
        switch self {
        case .objectNotObserved:
            return "the view holds its object without observing it, so the object's `objectWillChange` reaches no subscription of the view"
        case .objectNotHeld:
            return "the view holds no property of the object: it reached it through another one (a collection of it, a property) "
                + "or made it in its body (a local, even one written `@State` there), so under push the object's "
                + "`objectWillChange` reaches no subscription of the view"
        case .propertyNotObserved:
            return "nothing notifies for that property: it is not `@Published` in an `ObservableObject`, "
                + "`@ObservationIgnored` in an `@Observable` class, or a plain class's"
        case .storageThroughObject:
            return "it was read through the object that holds the wrapper, and `@AppStorage` re-runs only the views that declare it "
                + "(an `ObservableObject` holding it sends its `objectWillChange` when it is written through the object, "
                + "but not an `@Observable` class, nor a write made elsewhere)"
        case .readNotTracked:
            return "the read was made where no tracking saw it"
        case .inputsHiddenByEquality:
            return "the view's own `==` called its new inputs equal though they differ, so SwiftUI kept the old view, "
                + "which shows the old values"
        case .objectInState:
            return "the view keeps the object in `@State`, which re-runs it when the property is given another object, not "
                + "when the object's `objectWillChange` fires: under push the view has no subscription to it"
        }
    }

    /// What to change, as the Advisor says it.
    var advice: String {
        switch self {
        case .objectNotObserved:
            return "Hold the object through `@ObservedObject`, `@StateObject` or `@EnvironmentObject`, so that its `objectWillChange` reaches the view."
        case .objectNotHeld:
            return "Hold the object in a property of the view that shows it — `@ObservedObject` in a view of its own (a row per "
                + "object), or `@StateObject` for one the view makes, not a local of its body — so that its `objectWillChange` "
                + "reaches that view. For an object another one holds (a nested `ObservableObject`), the parent can pass its "
                + "changes on instead — `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`, made "
                + "again whenever the child is replaced (a sink made once in `init` hears only the first child). Under pull, "
                + "Observation tracks the read wherever the object came from."
        case .propertyNotObserved:
            return "Make the property `@Published` (push) or tracked (an `@Observable` class's stored property without `@ObservationIgnored`), "
                + "or send `objectWillChange` before writing it."
        case .storageThroughObject:
            return "Declare the `@AppStorage` key in the view that shows it, or keep the value in a `@Published` (or tracked) "
                + "property that writes `UserDefaults` in its `didSet`."
        case .readNotTracked:
            return "Read the value in the view's body, so that the body's tracking sees it."
        case .inputsHiddenByEquality:
            return "Compare in `==` every input the body shows (or leave out `.equatable()` and the `Equatable` conformance): "
                + "an `==` may leave out only what does not change what the view shows, such as an action closure."
        case .objectInState:
            return "For an `ObservableObject` the view makes, use `@StateObject` (`@StateObject private var model = Model()`): "
                + "it subscribes to the object and makes it once, where `@State` also runs the initialiser again at every init "
                + "of the view and throws the new object away (the discarded initialisations column); `@State` is for "
                + "`@Observable` classes and values. (`@ObservedObject` would observe it but make it anew each time.)"
        }
    }
}
