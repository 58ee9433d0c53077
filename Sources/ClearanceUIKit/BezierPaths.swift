import LayoutCore
import Foundation

// Paths: Core Graphics' `CGPath` and UIKit's `UIBezierPath` (Tests/RealBugs 05, BottomSheet's
// RoundedCornerViewModifier.swift: `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`
// as a SwiftUI shape's outline). The model draws nothing, so a path keeps only the rectangle that
// bounds it, as SwiftUI's `Path` does here (ClearanceSwiftUI); nothing in the layout reads a path
// (NoModelledEffect.md).

/// An immutable graphics path (Core Graphics' `class CGPath`,
/// https://developer.apple.com/documentation/coregraphics/cgpath). The model keeps the rectangle
/// bounding the path's points and nothing else: it draws nothing.
public class CGPath {
    /// The rectangle bounding the path's points (`var boundingBox: CGRect { get }`,
    /// https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox): `CGRect.null`
    /// for an empty path.
    public internal(set) var boundingBox: CGRect
    /// Whether the path holds no element (`var isEmpty: Bool { get }`,
    /// https://developer.apple.com/documentation/coregraphics/cgpath/isempty).
    public var isEmpty: Bool { boundingBox.isNull }

    init(boundingBox: CGRect) { self.boundingBox = boundingBox }
}

/// A mutable graphics path (Core Graphics' `class CGMutablePath : CGPath`,
/// https://developer.apple.com/documentation/coregraphics/cgmutablepath).
public class CGMutablePath: CGPath {
    /// An empty mutable path (`init()`,
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()).
    public init() { super.init(boundingBox: .null) }
}

/// A path of straight and curved segments (UIKit's `class UIBezierPath : NSObject`,
/// https://developer.apple.com/documentation/uikit/uibezierpath). Drawing only: the model keeps
/// the rectangle that bounds the path (`bounds`) and draws nothing.
open class UIBezierPath: NSObject {
    /// The rectangle bounding the path (`var bounds: CGRect { get }`,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/bounds.md): `CGRect.null` when empty.
    open private(set) var bounds: CGRect = .null

    /// An empty path (`init()`,
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init()).
    public override init() { super.init() }

    /// A rectangular path (`convenience init(rect: CGRect)`,
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)).
    public convenience init(rect: CGRect) {
        self.init()
        bounds = rect
    }

    /// An oval inscribed in `rect` (`convenience init(ovalIn rect: CGRect)`,
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)).
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }

    /// A rounded rectangle (`convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)`,
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)):
    /// it bounds `rect`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }

    /// A rectangle rounded at `corners` (`convenience init(roundedRect rect: CGRect, byRoundingCorners
    /// corners: UIRectCorner, cornerRadii: CGSize)`,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:).md):
    /// it bounds `rect`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }

    /// A path with a Core Graphics path's contents (`convenience init(cgPath CGPath: CGPath)`,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/init(cgpath:)-833n8.md).
    public convenience init(cgPath path: CGPath) {
        self.init()
        bounds = path.boundingBox
    }

    /// The Core Graphics representation of the path (`var cgPath: CGPath { get set }`,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uibezierpath/cgpath.md: "a
    /// snapshot of the path"; setting it copies the path given).
    open var cgPath: CGPath {
        get { CGPath(boundingBox: bounds) }
        set { bounds = newValue.boundingBox }
    }
}

/// A layer that draws a path (Core Animation's `class CAShapeLayer : CALayer`, iOS 3,
/// https://developer.apple.com/documentation/quartzcore/cashapelayer): screens draw field
/// highlights and borders with one. Drawing only: its settings are kept, nothing is drawn and
/// nothing in the layout reads them (NoModelledEffect.md).
open class CAShapeLayer: CALayer {
    /// The path drawn (`var path: CGPath? { get set }`, `nil` by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path).
    open var path: CGPath?
    /// The fill colour (`var fillColor: CGColor? { get set }`; "Default is opaque black",
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor).
    open var fillColor: CGColor? = UIColor.black.cgColor
    /// The stroke colour (`var strokeColor: CGColor? { get set }`; "Default is nil",
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor).
    open var strokeColor: CGColor?
    /// The stroke's width (`var lineWidth: CGFloat { get set }`, 1 by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth).
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts along the path, 0 to 1 (`var strokeStart: CGFloat`, 0 by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokestart).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0 to 1 (`var strokeEnd: CGFloat`, 1 by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend).
    open var strokeEnd: CGFloat = 1
    /// The dash lengths (`var lineDashPattern: [NSNumber]?`, `nil` by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashpattern).
    open var lineDashPattern: [NSNumber]?
    /// The dash pattern's phase (`var lineDashPhase: CGFloat`, 0 by default,
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase).
    open var lineDashPhase: CGFloat = 0
}

nonisolated(unsafe) private var shadowPathKey: UInt8 = 0

extension CALayer {
    /// The shape of the layer's shadow (Core Animation's `var shadowPath: CGPath? { get set }`,
    /// `nil` by default, when the shadow follows the layer's content,
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath). Drawing only:
    /// kept, nothing is drawn and nothing in the layout reads it (NoModelledEffect.md).
    public var shadowPath: CGPath? {
        get { objc_getAssociatedObject(self, &shadowPathKey) as? CGPath }
        set { objc_setAssociatedObject(self, &shadowPathKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
