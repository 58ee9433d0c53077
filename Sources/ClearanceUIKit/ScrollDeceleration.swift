import LayoutCore

// The scroll view's deceleration rates (Tests/RealBugs 05, BottomSheet's UIScrollViewWrapper.swift,
// which computes its own fling from `UIScrollView.DecelerationRate.normal.rawValue`). The model's
// scroll views do not fling (a drag moves the content and stops), so nothing reads them
// (NoModelledEffect.md).

extension UIScrollView {
    /// A deceleration rate (UIKit's `struct UIScrollView.DecelerationRate`, `init(rawValue: CGFloat)`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate: the fraction of its velocity the content keeps each millisecond.
        public var rawValue: CGFloat
        /// A rate (`init(rawValue: CGFloat)`).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate (`static let normal`), 0.998 (Apple's page gives no value; the value
        /// `UIScrollViewDecelerationRateNormal` holds, as flutter_inappwebview's documentation of
        /// it states: https://pub.dev/documentation/fk_webview/latest/fk_webview/IOSUIScrollViewDecelerationRate-class.html).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate (`static let fast`), 0.99 (the same source).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

nonisolated(unsafe) private var decelerationRateKey: UInt8 = 0

extension UIScrollView {
    /// How fast the content slows after the finger lifts (UIKit's `var decelerationRate:
    /// UIScrollView.DecelerationRate { get set }`, `.normal` by default,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiscrollview/decelerationrate-swift.property.md): kept.
    public var decelerationRate: DecelerationRate {
        get { objc_getAssociatedObject(self, &decelerationRateKey) as? DecelerationRate ?? .normal }
        set { objc_setAssociatedObject(self, &decelerationRateKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
