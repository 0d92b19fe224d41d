// Search: `.searchable` and what goes with it.
//
// - The field's text: a control node of its own ("searchable") beside the view, reading the text
//   binding; `Redraw.type` types into it by its prompt ("Search" when it has none).
// - iOS 16's tokens (`tokens:`, iOS 17's `editableTokens:`): the field shows them, so their
//   binding is read, and each token's view made, by a node of its own beside the field
//   ("searchTokens"), not by the body that applies the modifier — the token closure is
//   `@escaping` in Apple's declaration, called by the field.
// - The scope bar (`.searchScopes`): a control node ("searchScopes") reading the scope binding,
//   its options built in the body that applies the modifier, as a `Picker`'s are (the scopes
//   closure is not escaping in Apple's declaration), and a `Redraw.select` target named by the
//   search field's prompt.
// - Search activation (SearchSession.swift): typing into the field activates the search, so the
//   content's `\.isSearching` is true until `\.dismissSearch` ends it; an `isPresented:` binding
//   is written with it, and the app's writes to it activate and end it (SearchPresence.swift). A
//   `.searchFocused` binding and the suggestions (made, not built) are not modelled.
//
// Invariants: creating a binding reads nothing, so the body that applies any of these reads
// nothing of a binding's value unless its own code does.

/// `.searchable(text:prompt:)`: the search field a navigation bar shows, a text control of its
/// own beside the view (`Redraw.type("Search", "milk")` types into it; "Search" is its prompt
/// when it has none, as the system shows it).
public struct _Searchable<Content: View>: _PrimitiveView {
    let content: Content
    let text: Binding<String>
    let prompt: Text?
    /// iOS 17's: written when the search is activated or dismissed; the app's writes activate
    /// and end it.
    var isPresented: Binding<Bool>? = nil
    /// iOS 16's tokens: their node beside the field (`_TokensPresenter`).
    var tokens: ((inout _ChildBuilder) -> Void)? = nil
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let session = _SearchSession.of(path: builder.path, text: view.text, isPresented: view.isPresented)
        builder.withComponent(.index(0)) { builder in
            builder.withEnvironment({ session?.apply(to: &$0) }) { $0.expand(view.content) }
        }
        builder.withComponent(.index(1)) {
            let words = control("searchable", view.text, label: EmptyView(), into: &$0)
            let text = view.text
            // Typing needs the field focused: the search is active from the first keystroke.
            let names = textTarget("searchable", words: words, prompt: view.prompt ?? Text("Search"), into: &$0,
                                   get: { text.wrappedValue }, set: { typed in
                                       session?.activate()
                                       text.wrappedValue = typed
                                       return true
                                   })
            $0.searchFieldNames?.append(contentsOf: names)
        }
        if let tokens = view.tokens { builder.withComponent(.index(2), tokens) }
        if let isPresented = view.isPresented {
            builder.withComponent(.index(3)) { $0.appendSearchPresence(isPresented, session: session) }
        }
    }
}

extension View {
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        _Searchable(content: self, text: text, prompt: prompt)
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        _Searchable(content: self, text: text, prompt: Text(prompt))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        _Searchable(content: self, text: text, prompt: prompt)
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) -> some View {
        _Searchable(content: self, text: text, prompt: Text(prompt))
    }
    /// Suggestions show while the search field is focused, which Redraw does not model: they are
    /// not built (so `.searchCompletion` rows are not tap targets). Their closure is not escaping,
    /// so it runs in the body that applies the modifier, as in SwiftUI: what it reads is that body's.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        _ = suggestions()
        return _Searchable(content: self, text: text, prompt: prompt)
    }
    public func searchable<P: StringProtocol, S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
                                                       @ViewBuilder suggestions: () -> S) -> some View {
        _ = suggestions()
        return _Searchable(content: self, text: text, prompt: Text(prompt))
    }
    /// iOS 16's suggestions as a modifier of their own: made in the body that applies it (its
    /// reads are that body's), not built, as `searchable(…suggestions:)`'s.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        _ = suggestions()
        return _Inert(self)
    }
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { _Inert(self) }
}

// MARK: isPresented (iOS 17)

extension View {
    /// iOS 17: `isPresented` says whether the search is active, and writing it activates or ends
    /// the search. Redraw writes it when typing activates the search and when `\.dismissSearch`
    /// ends it; what the app writes to it activates or ends the search (SearchPresence.swift).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        _Searchable(content: self, text: text, prompt: prompt, isPresented: isPresented)
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        _Searchable(content: self, text: text, prompt: Text(prompt), isPresented: isPresented)
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        _Searchable(content: self, text: text, prompt: Text(prompt.key), isPresented: isPresented)
    }
}

// MARK: Tokens (iOS 16; editable, iOS 17)

/// The tokens a search field shows: a node of its own that reads the tokens binding and builds
/// each token's view, under the token's id (a token that goes takes its views with it).
struct _TokensPresenter<C: RandomAccessCollection & RangeReplaceableCollection, T: View>: _Presenter where C.Element: Identifiable {
    var name: String { "searchTokens" }
    let tokens: Binding<C>
    let token: (Binding<C>, C.Index, C.Element) -> T
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        let shown = tokens.wrappedValue  // this node's read: the field shows the tokens
        for index in shown.indices {
            let element = shown[index]
            builder.withComponent(.id(of: element.id)) { $0.expand(token(tokens, index, element)) }
        }
        return true
    }
}

extension Binding where Value: RandomAccessCollection & RangeReplaceableCollection {
    /// An element's binding for an editable token: the collection's place and the index, as
    /// `$items`' element bindings project (a `RangeReplaceableCollection` need not be mutable in
    /// place, so a write replaces the element).
    func _tokenElement(_ index: Value.Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(location: (index as? AnyHashable).flatMap { location?.appending(index: $0) },
                                      get: { base.getValue()[index] },
                                      set: {
                                          var v = base.getValue()
                                          v.replaceSubrange(index..<v.index(after: index), with: CollectionOfOne($0))
                                          base.setValue(v)
                                      })
    }
}

extension View {
    private func tokenSearch<C, T: View>(_ text: Binding<String>, _ prompt: Text?, _ tokens: Binding<C>,
                                         _ token: @escaping (Binding<C>, C.Index, C.Element) -> T) -> _Searchable<Self>
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        let presenter = _TokensPresenter(tokens: tokens, token: token)
        return _Searchable(content: self, text: text, prompt: prompt, tokens: { $0.appendPresentation(presenter) })
    }

    /// iOS 16's tokens: shown in the field, so the field's own node ("searchTokens") reads the
    /// binding and runs `token` for each (it is `@escaping` in Apple's declaration); the body that
    /// applies the modifier reads nothing of them. No UI action adds or removes a token: write the
    /// binding's state in a step.
    public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, prompt, tokens) { _, _, element in token(element) }
    }
    public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, Text(prompt), tokens) { _, _, element in token(element) }
    }
    public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, Text(prompt.key), tokens) { _, _, element in token(element) }
    }

    /// iOS 17's editable tokens: as `tokens:`, each token's view given a binding to its element.
    public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, prompt, editableTokens) { tokens, index, _ in token(tokens._tokenElement(index)) }
    }
    public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, Text(prompt), editableTokens) { tokens, index, _ in token(tokens._tokenElement(index)) }
    }
    public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        tokenSearch(text, Text(prompt.key), editableTokens) { tokens, index, _ in token(tokens._tokenElement(index)) }
    }
}

// MARK: Scopes (iOS 16; activation, iOS 16.4)

/// When the scope bar shows (iOS 16.4). On a device it shows while the search is active or once
/// text is typed; search focus is not modelled, so here the bar is always built.
public struct SearchScopeActivation: Hashable, Sendable {
    let kind: Int
    public static let automatic = SearchScopeActivation(kind: 0)
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

/// `.searchScopes`: the scope bar under the search field, a control node ("searchScopes") that
/// reads the scope binding, beside the view; its options are built in the body that applies the
/// modifier, as a `Picker`'s (the scopes closure is not escaping: Apple declares
/// `@ViewBuilder scopes: () -> S`). `Redraw.select` finds it by the prompt of the search field it
/// modifies (Apple's examples apply it after `.searchable`), or by "searchScopes".
public struct _SearchScopes<Content: View>: _PrimitiveView {
    let content: Content
    let bar: (inout _ChildBuilder, _ names: [String]) -> Void
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let saved = builder.searchFieldNames
        builder.searchFieldNames = []
        builder.withComponent(.index(0)) { $0.expand(view.content) }
        let names = builder.searchFieldNames ?? []
        builder.searchFieldNames = saved
        builder.withComponent(.index(1)) { view.bar(&$0, names.isEmpty ? ["searchScopes"] : names) }
    }
}

extension View {
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let options = scopes()
        return _SearchScopes(content: self) { builder, names in
            control("searchScopes", scope, label: EmptyView(), into: &builder)
            optionsTarget("searchScopes", scope, labels: names, options: options, into: &builder)
        }
    }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

// MARK: Inert search settings

/// iOS 17.1: whether presenting search may hide the toolbar. Nothing is presented here.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = SearchPresentationToolbarBehavior(kind: 0)
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(kind: 1)
}

/// iOS 17: how dictation works in a text input. Nothing is dictated here.
public struct TextInputDictationBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = TextInputDictationBehavior(kind: 0)
    public static let preventDictation = TextInputDictationBehavior(kind: 1)
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(kind: 2)
    }
}

public struct TextInputDictationActivation: Hashable, Sendable {
    let kind: Int
    public static let onLook = TextInputDictationActivation(kind: 0)
    public static let onSelect = TextInputDictationActivation(kind: 1)
}

extension View {
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { _Inert(self) }
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { _Inert(self) }
    /// iOS 18: ties the search field's focus to a `@FocusState`. Search focus is not modelled:
    /// the binding is held, and nothing writes it (`Redraw.type` into the search field does not,
    /// as it does for a `.focused` text field); the app's own writes are `@FocusState` writes.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { _Inert(self) }
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { _Inert(self) }
}
