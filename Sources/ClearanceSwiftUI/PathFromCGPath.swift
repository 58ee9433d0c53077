import ClearanceUIKit

// SwiftUI's `Path` from and to Core Graphics' `CGPath` (Tests/RealBugs 05, BottomSheet's
// RoundedCornerViewModifier.swift: `Path(UIBezierPath(roundedRect:…).cgPath)`). Drawing only, as
// every `Path` here: the path keeps the rectangle bounding the Core Graphics path.
extension Path {
    /// A path holding a Core Graphics path's elements (SwiftUI's `init(_ path: CGPath)`, one of
    /// `Path`'s `init(_:)` overloads, https://developer.apple.com/documentation/swiftui/path/init(_:)):
    /// here, its bounding box (an empty `CGPath` gives an empty path).
    public init(_ path: CGPath) {
        self.init()
        if !path.boundingBox.isNull { self = Path(path.boundingBox) }
    }

    /// An immutable Core Graphics path of the path's elements (SwiftUI's `var cgPath: CGPath { get }`,
    /// https://developer.apple.com/documentation/swiftui/path/cgpath): here, one bounded by `boundingRect`.
    public var cgPath: CGPath { UIBezierPath(rect: boundingRect).cgPath }
}
