// Drag and drop (iOS 16's `Transferable` forms): no finger drags in a run, so nothing is
// dragged or dropped. The payload is an autoclosure SwiftUI evaluates only when a drag
// begins, so it is never a read of the body; `action` and `isTargeted` never run.

import Foundation

extension View {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { _Inert(self) }
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { _Inert(self) }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { _Inert(self) }
}
