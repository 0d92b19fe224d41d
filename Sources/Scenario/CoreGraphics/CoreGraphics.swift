// CoreGraphics: `import CoreGraphics` in a scenario, as app files write it for
// geometry without UIKit or SwiftUI. On Linux, Foundation has CoreGraphics'
// geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), so this module
// re-exports Foundation and adds the stand-ins Foundation lacks:
// `CGAffineTransform`, `CGVector`, `CGColor`, `CGPath`, `CGMutablePath`,
// `CGLineCap` and `CGLineJoin`, and Foundation's `NSInteger` and `NSUInteger`.
//
// Invariants:
// - Values only: nothing is drawn, and no count depends on anything here.
// - UIKit re-exports this module (as Apple's does), and SwiftUI re-exports
//   UIKit, so `import SwiftUI` still gives every type here.

@_exported import Foundation
