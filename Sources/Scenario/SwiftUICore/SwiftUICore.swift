// SwiftUICore: the module Apple split SwiftUI's core out into (iOS 18), which
// app code sometimes imports by name (`import SwiftUICore`). Here it is
// Redraw's SwiftUI under that name.

@_exported import SwiftUI
