// ViewNode: a node for one user view type, holding the view's latest value.
//
// The view value is the struct its parent last passed; its dynamic properties
// (`@State`, object wrappers, `@Environment`, bindings) are linked to storage
// the node owns, so a new struct from the parent finds the node's state.

import RedrawHooks
import RedrawResults

final class ViewNode<V: View>: Node {
    var view: V
    let layout: FieldLayout
    // Two flags in Node's spare bytes: here they took a one-object row's node past 224 bytes.
    // `useEquatable`: `.equatable()` was applied where the parent made this view.
    // `bodyAddsNothing`: its body's type adds nothing to the node (View._addsNothing), so
    // evaluating runs the body and expands nothing.

    init(graph: ViewGraph, view: V, equatable: Bool, parent: Node, key: ChildKey, environment: EnvironmentValues) {
        self.view = view
        self.layout = FieldLayout.of(V.self)
        super.init(graph: graph, parent: parent, key: key, environment: environment)
        self.useEquatable = equatable
        self.bodyAddsNothing = V.Body._addsNothing
        if V._isAnimatable { graph.noteAnimatable(layout) }
        var context = _FieldContext(node: self, environment: environment)
        withUnsafeMutableBytes(of: &self.view) { raw in
            for field in layout.dynamicFields {
                context.name = field.propertyName
                field.dynamic!._install(raw.baseAddress! + field.offset, context: &context)
            }
        }
        resubscribe()
    }

    override var viewType: Any.Type? { V.self }
    override var liveView: Any? { view }
    override var typeName: String { layout.viewName }
    override var keyType: ObjectIdentifier { ObjectIdentifier(V.self) }

    override func evaluate() -> [ChildDescription] {
        if !layout.refreshedFields.isEmpty { refreshSnapshots() }
        if bodyAddsNothing {
            return graph.tracked(self) { () -> [ChildDescription] in
                V._runBody(view, named: typeName)
                return []
            }
        }
        // The body's primitives are expanded inside the tracking: what `ForEach` and `List` row
        // closures read is attributed to this body (see the README's "What decides a count").
        return graph.tracked(self) { () -> [ChildDescription] in
            var builder = _ChildBuilder(environment: environment, borrowing: &graph.scratchPath)
            if _slowPath(isTabElement), let (slot, position) = graph.tabElements[serial] {
                builder.tabs = _ChildBuilder.tabScope(of: slot, at: position)
            }
            if _slowPath(!layout.environmentWriters.isEmpty) {
                builder.withEnvironment(writtenEnvironment()) { V._expandBody(view, named: typeName, into: &$0) }
            } else {
                V._expandBody(view, named: typeName, into: &builder)
            }
            builder.returnPath(to: &graph.scratchPath)
            return take(builder)
        }
    }

    /// Expands the body once more for its words only: the caller runs it quietly (ShownWords.swift).
    override func bodyWords() -> [String] {
        var builder = _ChildBuilder(environment: environment)
        if !layout.environmentWriters.isEmpty { builder.environment = { var e = environment; writtenEnvironment()(&e); return e }() }
        return builder.expandWords { $0.expand(view.body) }
    }

    /// What this node's own fields put into the environment of the views its body makes.
    private func writtenEnvironment() -> (inout EnvironmentValues) -> Void {
        let changes = withUnsafeBytes(of: &view) { raw in
            layout.environmentWriters.map { ($0.dynamic as! _EnvironmentWritingField.Type)._environmentChange(raw.baseAddress! + $0.offset) }
        }
        return { environment in for change in changes { change(&environment) } }
    }

    override func stillShows(_ read: Read) -> Bool {
        withUnsafeBytes(of: &view) { raw in
            layout.refreshedFields.contains { $0.dynamic!._stillShows(raw.baseAddress! + $0.offset, read.object, read.keyPath) }
        }
    }

    /// Bindings retake the value they show, outside any tracking and on nobody's behalf.
    private func refreshSnapshots() {
        let saved = graph.current
        graph.current = nil
        withUnsafeMutableBytes(of: &view) { raw in
            for field in layout.refreshedFields { field.dynamic!._refresh(raw.baseAddress! + field.offset) }
        }
        graph.current = saved
    }

    /// The parent was skipped, so this node's struct is its own: only what its wrappers resolve
    /// from the environment can have changed. Comparing the whole struct with itself would call a
    /// closure field changed (a closure is never equal) and re-run a view that read no changed key.
    override func environmentChanged(to environment: EnvironmentValues) -> Bool {
        self.environment = environment
        guard layout.readsEnvironment else { return styleEnvironmentChanged(environment) }
        var new = view
        var context = _FieldContext(node: self, environment: environment)
        let changed: [String] = withUnsafeMutableBytes(of: &new) { newRaw in
            withUnsafeBytes(of: &view) { oldRaw in
                var changed: [String] = []
                for field in layout.dynamicFields where field.dynamic!._readsEnvironment {
                    let (to, from) = (newRaw.baseAddress! + field.offset, oldRaw.baseAddress! + field.offset)
                    context.name = field.propertyName
                    field.dynamic!._link(to, from: from, context: &context)
                    if !field.dynamic!._inputsEqual(from, UnsafeRawPointer(to)) { changed.append(field.propertyName) }
                }
                return changed
            }
        }
        guard !changed.isEmpty else { return styleEnvironmentChanged(environment) }
        graph.journal?.inputsChanged(self, changed)
        view = new
        resubscribe()
        return true
    }

    override func propertyName(holding object: AnyObject) -> String? {
        graph.quietly { SwiftUI.propertyName(holding: object, in: view) }
    }

    override func keepsInState(_ object: AnyObject) -> Bool {
        graph.quietly { SwiftUI.keepsInState(object, in: view) }
    }

    override func forEachHeldPublisher(_ body: (ObservableObjectPublisher) -> Void) {
        guard layout.hasPublishers else { return }
        withUnsafeBytes(of: &view) { raw in
            for field in layout.dynamicFields {
                if let p = field.dynamic!._publisher(raw.baseAddress! + field.offset) { body(p) }
            }
        }
    }

    /// Takes the parent's new struct: links its dynamic properties to this node's storage and
    /// compares it with the current one. Returns whether the inputs changed.
    func update(with newValue: V, equatable: Bool, environment: EnvironmentValues) -> Bool {
        var new = newValue
        self.environment = environment
        useEquatable = equatable
        var context = _FieldContext(node: self, environment: environment)
        let equal: Bool = withUnsafeMutableBytes(of: &new) { newRaw in
            withUnsafeBytes(of: &view) { oldRaw in
                for field in layout.dynamicFields {
                    context.name = field.propertyName
                    field.dynamic!._link(newRaw.baseAddress! + field.offset, from: oldRaw.baseAddress! + field.offset,
                                         context: &context)
                }
                if equatable || (layout.selfEquals != nil && !layout.isPOD), let equals = layout.selfEquals {
                    let same = equals(oldRaw.baseAddress!, UnsafeRawPointer(newRaw.baseAddress!))
                    // An `==` that leaves out a field the body shows (`.equatable()` by `id` alone):
                    // SwiftUI keeps the old view, which shows the old value (trial AY-3).
                    if same, graph.recording {
                        let hidden = layout.differingDataFields(oldRaw.baseAddress!, UnsafeRawPointer(newRaw.baseAddress!))
                        hiddenInputs = hidden.isEmpty ? nil : hidden
                    }
                    return same
                }
                let same = layout.inputsEqual(oldRaw.baseAddress!, UnsafeRawPointer(newRaw.baseAddress!))
                // Re-run by its parent only because a closure is never equal (trial AY-4): the
                // Advisor's evidence. Not when the node runs anyway for its own invalidation.
                if !same, graph.recording, !awaitsEvaluation(in: graph.pass),
                   let closures = layout.differingOnlyInClosures(oldRaw.baseAddress!, UnsafeRawPointer(newRaw.baseAddress!)) {
                    graph.counts.closureInputReruns[typeName, default: ClosureInputReruns()].add(closures)
                }
                return same
            }
        }
        if !equal {
            if let journal = graph.journal {
                journal.inputsChanged(self, withUnsafeBytes(of: &view) { oldRaw in
                    withUnsafeBytes(of: &new) { newRaw in
                        layout.unequalFields(oldRaw.baseAddress!, newRaw.baseAddress!, selfEquals: equatable)
                    }
                })
            }
            view = new
            hiddenInputs = nil
            resubscribe()
        } else if styleEnvironmentChanged(environment) {
            return true
        }
        return !equal
    }
}

struct ViewPayload<V: View>: ChildPayload {
    let view: V
    let equatable: Bool

    var typeName: String { nodeName(of: V.self) }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        ViewNode(graph: graph, view: view, equatable: equatable, parent: parent, key: key, environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        (node as! ViewNode<V>).update(with: view, equatable: equatable, environment: environment)
    }

    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) { graph.discardedUnbuilt(view) }
}
