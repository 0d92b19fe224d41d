// FoundationIntegers: `NSInteger` and `NSUInteger`, which Foundation gives
// Swift on Apple's platforms as `Int` and `UInt` and Foundation on Linux does
// not declare (a tester's clock app holds `@State var hour: NSInteger`; trial
// AZ-4).
//
// Invariants:
// - Aliases, not new types: an `NSInteger` is an `Int` everywhere, as on
//   Apple's 64-bit platforms.
// - Declared here, in Redraw's CoreGraphics, because it re-exports Foundation
//   and `import SwiftUI` and `import UIKit` reach it; a file that imports
//   Foundation alone does not see them (the compile note says to import it).

public typealias NSInteger = Int
public typealias NSUInteger = UInt
