// Modelled on Apple's sample "Loading and displaying a large data feed" (the Earthquakes
// app) in the form of its SwiftUI concurrency tutorial, as readers' copies on GitHub have it
// (e.g. github.com/danielease/earthquakes, Earthquakes/Earthquakes/…): Models/Quake.swift,
// QuakeLocation.swift, GeoJSON.swift, QuakeError.swift, HTTPDataDownloader.swift,
// QuakeClient.swift, QuakesProvider.swift; Views/Quakes.swift, QuakeRow.swift,
// QuakeDetail.swift, QuakeDetailMap.swift, QuakeMagnitude.swift and the toolbar's
// EditButton, SelectButton, DeleteButton, RefreshButton, ToolbarStatus; EarthquakesApp.swift;
// Preview Content/TestData.swift and TestDownloader.swift. Its structure, written afresh:
// the app's `@StateObject` provider handed down as an `@EnvironmentObject`; an actor client
// that downloads and decodes the GeoJSON feed and caches each quake's location; a
// `List(selection:)` of `NavigationLink` rows with `.onDelete`, the app's own Edit/Cancel
// and Select All buttons writing `\.editMode` and the selection, a bottom bar with Refresh,
// the status (`@AppStorage("lastUpdated")`) and Delete; a detail whose `.task` fetches the
// location and then shows a map.
//
// Written for push (ObservableObject). What it shows: every write of `quakes` re-runs the
// app's root under push (its `@StateObject` subscribes, though its body reads nothing of
// it) and the open detail (its `@EnvironmentObject` is there only to call `location(for:)`),
// under pull neither — the refresh that lands while Reykjanes Ridge is open (on an iPad
// the list and the detail show side by side) costs 24 bodies against 22; the list and its
// toolbar re-run under both, the rows whose quake is equal are skipped, the two new and the
// revised one (Volcano) run; the detail's location is its own `@State`, one body under
// both; edit mode and the selection are `@State` of Quakes (its title reads them), so
// they re-run Quakes, the List and every NavigationLink under both engines (a link holds
// a closure), never a row.
//
// Added/changed: the workload. The network is replaced by decoding inline GeoJSON string
// literals (TestData: a feed of eight quakes plus one with a null magnitude, which the
// decoder skips, then a refreshed feed of ten) served by the sample's TestDownloader
// after a latency on Redraw's virtual clock; it is QuakeClient's default downloader
// (URLSession's conformance is left out), and the cache is a dictionary, not an NSCache.
// The toolbar is a `@ViewBuilder` function of views: `ToolbarContent` and
// `@ToolbarContentBuilder` are not modelled. The map is MapKit's `Map(initialPosition:)`
// with a `Marker`, not the older `Map(coordinateRegion:annotationItems:)`. Rows show
// `Text(_:style: .relative)` rather than `.formatted(.relative(…))`, which reads the real
// clock. `.refreshable` is inert in Redraw, so the refresh is the bottom bar's button; a
// row of its `List(selection:)` is a `NavigationLink`, which a tap follows (SwiftUI
// selects such a row in edit mode; Redraw does not model that), so the selection is set
// with `Redraw.setState`.

// Workload: the feed arrives; open Reykjanes Ridge and let its location load; refresh
// while it is open, go back; swipe away the first quake; enter edit mode, select two
// quakes and delete them.
Redraw.root(EarthquakesApp.self)
Redraw.wait(seconds: 0.5)
Redraw.tap("Reykjanes Ridge")
Redraw.wait(seconds: 0.25)
Redraw.tap("Refresh")
Redraw.wait(seconds: 0.5)
Redraw.dismiss()
Redraw.delete(row: 0)
Redraw.tap("Edit")
Redraw.step("select two quakes") {
    Redraw.setState(Quakes.self, \.selection, ["nc75100211", "hv74500123"])
}
Redraw.tap("Delete")
