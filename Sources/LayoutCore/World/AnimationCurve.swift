import Foundation

extension UIView {
    /// An animation curve (UIKit's `UIView.AnimationCurve`,
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve).
    ///
    /// As for an Objective-C enum imported into Swift, any raw value is accepted: the
    /// keyboard's curve is the undocumented 7 (keyboard-platform.md §3.1), and code such as
    /// `UIView.AnimationCurve(rawValue: curve)!` must not trap on it.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ rawValue: Int) { self.rawValue = rawValue }

        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)

        /// The timing function the curve names (7 is the keyboard's).
        var timingCurve: TimingCurve {
            UIView.AnimationOptions(rawValue: UInt(truncatingIfNeeded: rawValue) << 16).curve
        }
    }
}
