// SystemEditMode: the edit mode a screen keeps on iOS, which `EditButton`
// toggles and `@Environment(\.editMode)` reads without the app setting one.
//
// Invariants:
// - The root's content and each sheet's, cover's and popover's content (a
//   hosting screen of its own) read `\.editMode` as a binding to that screen's
//   box, `.inactive` at first — unless a view above set `\.editMode`, whose
//   binding goes on into a presentation as any environment value does.
// - The box is tracked as `@State` is: a body that read
//   `editMode?.wrappedValue` re-runs when a tap on `EditButton` changes it.
// - A pushed screen shares its stack's (README: whether each pushed screen
//   keeps its own is not documented).
//
// Evidence: Apple's Landmarks tutorial ("Working with UI controls"): its
// `ProfileHost`, in a sheet, shows the summary while `editMode?.wrappedValue
// == .inactive` and the editor after a tap on `EditButton`, with no
// `.environment(\.editMode, …)` of its own. Apple's `EditButton`: "A button
// that toggles the edit mode environment value".

import RedrawResults

final class SystemEditMode {
    let box = StateBox(EditMode.inactive, ownerType: Cause.systemEditModeOwner, name: Cause.systemEditModeName, wrapper: "edit mode")

    var binding: Binding<EditMode> {
        let box = box
        return Binding(location: BindingLocation(root: box, path: []), get: { box.value }, set: { box.value = $0 })
    }
}

private enum SystemEditModeKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether `editMode` is a screen's own, which a presentation replaces with its own; false once
    /// a view sets `\.editMode`.
    var editModeIsSystem: Bool {
        get { self[SystemEditModeKey.self] }
        set { self[SystemEditModeKey.self] = newValue }
    }

    /// `mode` as the screen's edit mode, unless a view above set one.
    mutating func installEditMode(_ mode: SystemEditMode) {
        guard editMode == nil || editModeIsSystem else { return }
        editMode = mode.binding
        editModeIsSystem = true
    }
}
