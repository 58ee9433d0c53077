import Foundation

extension NSLayoutConstraint {
    /// The two directions of layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension UIView {
    /// How a view resizes when its superview's bounds change (UIKit's
    /// `UIView.AutoresizingMask`; raw values as UIKit's `UIViewAutoresizing`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge grows or shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows or shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge grows or shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top grows or shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows or shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom grows or shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes when its superview's bounds change; `[]` (UIKit's
    /// `UIViewAutoresizingNone`, the default) keeps its frame.
    ///
    /// "When a view's bounds change, that view automatically resizes its subviews according to
    /// each subview's autoresizing mask … When more than one option along the same axis is
    /// set, the default behavior is to distribute the size difference proportionally among
    /// the flexible portions" (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property).
    /// It acts on views positioned by their frame (`translatesAutoresizingMaskIntoConstraints`),
    /// whether the superview's new size came from code, its controller's container or Auto
    /// Layout. A screen that sets `textView.frame = view.bounds` in `viewDidLoad` with
    /// `[.flexibleWidth, .flexibleHeight]` follows its root view into the window.
    public var autoresizingMask: AutoresizingMask {
        get { sizing?.autoresizingMask ?? [] }
        set { sizingForWriting.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their masks when its bounds change (UIKit's
    /// default `true`).
    public var autoresizesSubviews: Bool {
        get { sizing?.autoresizesSubviews ?? true }
        set { sizingForWriting.autoresizesSubviews = newValue }
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`
    /// (UIKit's `contentHuggingPriority(for:)`; 250, `.defaultLow`, for a view made in code).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let sizing else { return .defaultLow }
        return axis == .vertical ? sizing.verticalHugging : sizing.horizontalHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .vertical { sizingForWriting.verticalHugging = priority } else { sizingForWriting.horizontalHugging = priority }
        world?.layoutStructureDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (UIKit's `contentCompressionResistancePriority(for:)`; 750, `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let sizing else { return .defaultHigh }
        return axis == .vertical ? sizing.verticalCompression : sizing.horizontalCompression
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .vertical { sizingForWriting.verticalCompression = priority } else { sizingForWriting.horizontalCompression = priority }
        world?.layoutStructureDidChange()
    }

    private var sizingForWriting: ViewSizing {
        if let sizing { return sizing }
        let made = ViewSizing()
        sizing = made
        return made
    }

    /// Resizes the subviews that have a mask, after this view's size changed from `old`.
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews else { return }
        let new = bounds.size
        for subview in subviews {
            guard let mask = subview.sizing?.autoresizingMask, !mask.isEmpty,
                  subview.translatesAutoresizingMaskIntoConstraints else { continue }
            let f = subview.frame
            let (x, width) = Self.distribute(new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
                                              flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.distribute(new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
                                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    /// Shares `delta` among the flexible parts of one axis (leading margin, size, trailing
    /// margin) in proportion to their lengths, as Apple's page says; when the flexible parts
    /// have no length to share by, evenly ("as evenly as possible", AppKit's
    /// `autoresizingMask` page). Returns the new origin and size.
    static func distribute(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                           flexible: (lead: Bool, size: Bool, trail: Bool)) -> (CGFloat, CGFloat) {
        let parts = [flexible.lead ? max(0, lead) : nil, flexible.size ? max(0, size) : nil, flexible.trail ? max(0, trail) : nil]
        let count = CGFloat(parts.compactMap { $0 }.count)
        guard count > 0, delta != 0 else { return (lead, size) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        func share(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total > 0 ? delta * part / total : delta / count
        }
        return (lead + share(parts[0]), size + share(parts[1]))
    }
}

/// What only some views set (a mask, non-default content priorities): kept out of line so
/// that every other view stays small.
final class ViewSizing {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var verticalHugging: UILayoutPriority = .defaultLow
    var horizontalHugging: UILayoutPriority = .defaultLow
    var verticalCompression: UILayoutPriority = .defaultHigh
    var horizontalCompression: UILayoutPriority = .defaultHigh
}
