// FileImporter: iOS 14's `.fileImporter`, the system's document picker. The
// picker is the system's, not a view of the app's: nothing of it is shown
// here, and its completion is never called — a workload cannot pick a file
// (README, "What Redraw's SwiftUI models"). Inert: the binding is not read, so
// setting `isPresented` re-runs only the views that read it themselves.

import Foundation
import UniformTypeIdentifiers

extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { _Inert(self) }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { _Inert(self) }
    /// iOS 17: with a cancellation handler, never called either.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { _Inert(self) }
}
