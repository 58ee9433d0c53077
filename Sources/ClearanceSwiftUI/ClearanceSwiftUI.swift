// `import ClearanceSwiftUI` is this package's `import SwiftUI`: SwiftUI's views, modifiers and
// property wrappers over the layout core's SwiftUI layout, with the simulated UIKit and
// Combine re-exported as SwiftUI re-exports them on iOS. Screens written for iOS compile
// against it with one change, the import:
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import ClearanceSwiftUI
//     #endif
//
// Views are values rendered, as in SwiftUI, by a graph that keeps state by structural
// position (and `id`): `@State` survives re-evaluation, an inline `@ObservedObject var x =
// Foo()` does not. The renderer's output is the layout core's node tree (`SwiftUIView`), laid
// out by `UIHostingController`'s view in SwiftUI's safe area, keyboard region included from
// iOS 14 (keyboard-platform.md §3.6).
@_exported import ClearanceUIKit
