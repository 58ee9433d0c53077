// `import ClearanceUIKit` is this package's `import UIKit`: the simulated UIKit (the layout
// core) and Foundation, re-exported as UIKit re-exports Foundation on iOS. Screens written for
// iOS compile against it with one change, the import:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ClearanceUIKit
//     #endif
//
// `NotificationCenter`, `DispatchQueue`, `DispatchTime` and `DispatchWorkItem` resolve to the
// running world's (see `NotificationCenter`'s documentation for the one rule about a separate
// `import Foundation`).

// (Foundation arrives through LayoutCore: re-exporting it here too would make Foundation's
// `NotificationCenter` as visible as the world's, and `NotificationCenter.default` ambiguous.)
@_exported import LayoutCore
// Combine's keyboard subset (`NotificationCenter.publisher(for:)`, `sink`, `assign`…), so a
// file whose `import Combine` is guarded by `#if canImport(Combine)` still compiles.
@_exported import ClearanceCombine
