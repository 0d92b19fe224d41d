// ViewTypeName: the name a report row, `--log-changes`, `explain` and the
// journal give a view type. A generic view's name carries its arguments
// (`SectionView<Stepper<Text>>`, `Grouping<ButtonsGroup>`: distinct types stay
// distinct rows), but Redraw's own modifier stand-ins in them are shown as the
// view they modify: `ChartContainer<Chart<…>>`, not
// `ChartContainer<_Inert<_Inert<Chart<…>>>>`. Those wrappers are neither the
// user's types nor Apple's (SwiftUI would say `ModifiedContent<Chart<…>,
// _FrameLayout>`; Redraw has one `_Inert` for every modifier it does not
// model), so printing them made a name no one wrote, and adding `.frame(…)` to
// a child renamed the parent's row.

/// The wrappers shown as their first generic argument, the modified view: what `.frame`,
/// `.padding`, `.onTapGesture`, `.gesture`, `.onAppear`, `.environment`, `.id`, `.disabled`, `.tag`,
/// `.searchable`, `.searchScopes`, `.sheet`, `.contextMenu`, `.swipeActions`, `.tabItem`, `.toolbar`,
/// `.refreshable`, `.accessibilityLabel`, `.focused`, `.deleteDisabled`, `.phaseAnimator`,
/// `.overlayPreferenceValue`… make.
/// Named by their types, so a rename is a compile error here; ViewTypeNameSourceTests finds a
/// wrapper of a view's `Content` declared in the kit and missing here (`_Refreshable` was: a
/// tester's `LoadingView<Array<News>, _Refreshable<List<…>>>`, trial AT).
private let modifierWrappers: Set<String> = Set([
    _Inert<EmptyView>.self, _TapGesture<EmptyView>.self, _Gestured<EmptyView>.self, _Submit<EmptyView>.self, _Tagged<EmptyView, Int>.self, _SelectionDisabled<EmptyView>.self,
    _SwipeActions<EmptyView, EmptyView>.self, _Lifecycle<EmptyView>.self, _Decorated<EmptyView, EmptyView>.self,
    _EnvironmentWriter<EmptyView>.self, _EnvironmentValueWriter<EmptyView, Int>.self, _IdentifiedView<EmptyView, Int>.self, _PreferenceModifier<EmptyView>.self,
    _PreferredColorSchemeModifier<EmptyView>.self,
    _Disabled<EmptyView>.self, _Searchable<EmptyView>.self, _SearchScopes<EmptyView>.self, _Presenting<EmptyView>.self,
    _ContextMenu<EmptyView, EmptyView>.self, _TabItem<EmptyView, EmptyView>.self, _DestinationRegistrar<EmptyView>.self,
    _Refreshable<EmptyView>.self, _AccessibilityLabelled<EmptyView>.self, _FocusedField<EmptyView>.self,
    _InteractiveDismissDisabled<EmptyView>.self, _RowEditsDisabled<EmptyView>.self, _FirstPhase<EmptyView, EmptyView>.self,
    _PreferenceReading<EmptyView, _ReaderKeyForNames, EmptyView>.self,
].map { (type: Any.Type) in String(_typeName(type, qualified: false).prefix { $0 != "<" }) })

/// A key to name `_PreferenceReading` by (any key gives the same name).
enum _ReaderKeyForNames: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {}
}

/// `type`'s name as reports show it: without module names, a nested type with the types it is
/// nested in (`Example9.CounterView` and `Example10.CounterView` are two rows, as `redraw list`
/// names them: one "CounterView" row added them up, trial AY-1), and Redraw's modifier wrappers
/// in its generic arguments replaced by the views they wrap.
func viewTypeName(_ type: Any.Type) -> String {
    let name = withoutModules(_typeName(type, qualified: true))
    // Most names have no wrapper in them; each wrapper's name starts with `_`.
    guard name.contains("_<") || name.contains("<_") || name.contains(" _") else { return name }
    return unwrappingModifierWrappers(Substring(name))
}

/// `name` with every `Wrapper<Content, …>` of `modifierWrappers` replaced by `Content`, at any depth.
private func unwrappingModifierWrappers(_ name: Substring) -> String {
    var out = ""
    var i = name.startIndex
    while i < name.endIndex {
        let c = name[i]
        let startsWord = i == name.startIndex || !isIdentifierCharacter(name[name.index(before: i)])
        if c == "_", startsWord {
            let word = name[i...].prefix(while: isIdentifierCharacter)
            if word.endIndex < name.endIndex, name[word.endIndex] == "<", modifierWrappers.contains(String(word)),
               let close = matchingClose(name, from: word.endIndex) {
                let arguments = name[name.index(after: word.endIndex)..<close]
                out += unwrappingModifierWrappers(firstArgument(arguments))
                i = name.index(after: close)
                continue
            }
        }
        out.append(c)
        i = name.index(after: i)
    }
    return out
}

private func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

/// An object's class as causes, stale views and the journal name it (`write CountriesList.ViewModel.routingState`):
/// without its module, with the types it is nested in, as `redraw list` and the front end name
/// model classes (two nested `ViewModel`s were one "ViewModel" in a tester's and a shipped app's
/// causes). Worked out once per class: every write asks.
func objectTypeName(_ type: AnyClass) -> String {
    let id = ObjectIdentifier(type)
    if let known = objectTypeNames[id] { return known }
    let name = withoutModules(_typeName(type, qualified: true))
    objectTypeNames[id] = name
    return name
}

/// Classes' metadata are never freed; only the graph's thread records writes.
nonisolated(unsafe) private var objectTypeNames: [ObjectIdentifier: String] = [:]

/// A qualified type name (`_typeName(_:qualified: true)`) without the module each type path starts
/// with, a private type's discriminator or a local type's unknown context:
/// `App.Screen.(Row in _1A2B)<Swift.Int>` → `Screen.Row<Int>`, `App.(unknown context at $1f0).Row` → `Row`.
func withoutModules(_ qualified: String) -> String {
    var out = ""
    var i = qualified.startIndex
    let end = qualified.endIndex
    // A type path starts the name, and after `<`, `(`, `[`, `,`, `:` or a space (`-> `).
    var atPathStart = true
    while i < end {
        let rest = qualified[i...]
        if rest.hasPrefix("(unknown context at "), let close = rest.firstIndex(of: ")") {
            i = qualified.index(after: close)
            if i < end, qualified[i] == "." { i = qualified.index(after: i) }
            continue
        }
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            if let range = inside.range(of: " in _"), inside[..<range.lowerBound].allSatisfy(isIdentifierCharacter),
               inside[range.upperBound...].allSatisfy(isIdentifierCharacter) {
                out += inside[..<range.lowerBound]
                i = qualified.index(after: close)
                atPathStart = false
                continue
            }
        }
        if atPathStart, isIdentifierCharacter(qualified[i]) {
            let word = rest.prefix(while: isIdentifierCharacter)
            if word.endIndex < end, qualified[word.endIndex] == "." {
                i = qualified.index(after: word.endIndex)
                atPathStart = false
                continue
            }
        }
        let c = qualified[i]
        out.append(c)
        atPathStart = "<([,: ".contains(c)
        i = qualified.index(after: i)
    }
    return out
}

/// The `>` that closes the `<` at `open`, skipping nested brackets and the `>` of a function
/// type's `->`.
private func matchingClose(_ name: Substring, from open: Substring.Index) -> Substring.Index? {
    var depth = 0
    var i = open
    var previous: Character = " "
    while i < name.endIndex {
        switch name[i] {
        case "<", "(", "[": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-":
            depth -= 1
            if depth == 0 { return i }
        default: break
        }
        previous = name[i]
        i = name.index(after: i)
    }
    return nil
}

/// The first of comma-separated generic arguments (commas inside brackets belong to them).
private func firstArgument(_ arguments: Substring) -> Substring {
    var depth = 0
    var previous: Character = " "
    for i in arguments.indices {
        switch arguments[i] {
        case "<", "(", "[": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        case "," where depth == 0: return arguments[..<i]
        default: break
        }
        previous = arguments[i]
    }
    return arguments
}
