// CommandActions: macOS's (and tvOS's) command modifiers — what a view does
// when the menu's Delete, Copy, Cut or Paste command, Escape or an arrow key
// reaches it while it has focus. There is no focus engine and no menu here, so
// no command ever reaches a view: each is inert, its action never runs.

import Foundation
import UniformTypeIdentifiers

/// The direction of an arrow-key move command.
public enum MoveCommandDirection: Hashable, Sendable { case up, down, left, right }

extension View {
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { _Inert(self) }
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { _Inert(self) }
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { _Inert(self) }
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        _Inert(self)
    }
    public func onExitCommand(perform action: (() -> Void)?) -> some View { _Inert(self) }
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { _Inert(self) }
}
