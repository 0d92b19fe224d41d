// Drag and drop (iOS 16's `Transferable` forms, and iOS 13's `NSItemProvider` ones:
// `.onDrag`, `.onDrop`, `DropDelegate`): no finger drags in a run, so nothing is
// dragged or dropped. The payload is an autoclosure (or, for `.onDrag`, a closure)
// SwiftUI evaluates only when a drag begins, so it is never a read of the body;
// `action`, `isTargeted` and a delegate's methods never run, and an `isTargeted:`
// binding is held, never written.

import Foundation
import UniformTypeIdentifiers

extension View {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { _Inert(self) }
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { _Inert(self) }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { _Inert(self) }
}

extension View {
    /// iOS 13's drag source: `data` makes the provider when a drag begins, which never happens here.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { _Inert(self) }
    /// iOS 15's, with a preview (built only for a drag: never).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        _Inert(self)
    }

    /// iOS 13's drop target by content types: `action` is given the dropped items' providers.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { _Inert(self) }
    /// The same, with the drop's location.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        _Inert(self)
    }
    /// A drop target whose delegate decides (a reordering grid's): none of its methods is called.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { _Inert(self) }

    /// iOS 13's forms by type identifier strings (deprecated, available).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { _Inert(self) }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        _Inert(self)
    }
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { _Inert(self) }
}

/// What a drop delegate is told about a drop (Apple's `DropInfo`); never made here, as nothing is dropped.
public struct DropInfo {
    public let location: CGPoint
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    public func hasItemsConforming(to types: [String]) -> Bool { false }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    public func itemProviders(for types: [String]) -> [NSItemProvider] { [] }
}

public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Apple's `DropDelegate`, with its default methods, so a delegate of the app's compiles as written.
@MainActor @preconcurrency public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
