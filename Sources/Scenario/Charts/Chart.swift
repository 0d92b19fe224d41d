// Chart: a leaf of the body that holds it. `Chart { … }` ran its content in the
// initialiser (a non-escaping closure, as Charts declares it); the data forms
// and every `ForEach` inside run their element closures when the chart is
// built, within the holding body's build (ChartContent.swift's invariants).
// Nothing is laid out or drawn; no selection ever comes from a gesture.
// As Apple's Charts does, importing it does not import SwiftUI for the user.

import SwiftUI

public struct Chart<Content: ChartContent>: _PrimitiveView {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        Content._walk(view.content)
    }
}

extension Chart {
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(_data: data, id: { $0.id }, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}
