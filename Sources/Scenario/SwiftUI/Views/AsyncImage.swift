// AsyncImage: never finishes loading in Redraw — there is no network — so the
// content shown is the placeholder, or the `.empty` phase's, for the whole run
// (README, Known limits). Apple documents the phase-taking initialiser as
// calling `content` with `.empty` "while loading"; that is where it stays.

import Foundation

public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

public struct AsyncImage<Content: View>: _PrimitiveView {
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == EmptyView { content = EmptyView() }

    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: () -> Content) {
        self.content = placeholder()
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.content) }
}
