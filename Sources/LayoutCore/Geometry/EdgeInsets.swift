import Foundation

/// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()

    public var description: String { "\(fmt(top))/\(fmt(left))/\(fmt(bottom))/\(fmt(right))" }

    /// The sum of two insets, edge by edge.
    public static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The larger inset of each edge.
    public func union(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}

extension CGRect {
    /// The rectangle with each edge moved inward by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The insets that take `outer` to this rectangle (each ≥ 0).
    public func insets(within outer: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, minY - outer.minY), left: max(0, minX - outer.minX),
                   bottom: max(0, outer.maxY - maxY), right: max(0, outer.maxX - maxX))
    }

    /// The overlap of two rectangles, `.zero`-sized at the edge when they only touch and
    /// `nil` when they are apart (unlike `intersection`, never `.null`).
    public func overlap(with other: CGRect) -> CGRect? {
        let r = intersection(other)
        return r.isNull ? nil : r
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// A compact text form: `(x, y, w×h)`.
    public var short: String { "(\(fmt(minX)), \(fmt(minY)), \(fmt(width))×\(fmt(height)))" }
}

/// A number formatted the same way everywhere: integers plainly, others with up to 2 decimals
/// (`12`, `12.5`, `-0.05`); a number too large for its hundredths to be counted exactly
/// (above 2⁵³ hundredths, about 9×10¹³) and a non-finite one as Swift prints a `Double`.
///
/// Written with integer arithmetic, not `String(format:)`, which costs tens of thousands of
/// instructions per call on Linux (and is called for every number of every report): the
/// hundredths `k` are those `"%.2f"` prints for `k / 100`.
public func fmt(_ value: CGFloat) -> String {
    let hundredths = (Double(value) * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 9_007_199_254_740_992 else { return "\(Double(value))" }
    let k = Int(hundredths)
    if k % 100 == 0 { return String(k / 100) }
    let magnitude = k.magnitude
    let fraction = magnitude % 100
    var text = (k < 0 ? "-" : "") + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

#if !canImport(CoreGraphics)
/// An affine transform (CoreGraphics's, which Linux's Foundation lacks). The layout core
/// models translations (`tx`, `ty`) and flips (a negative `a` or `d`: drawn mirrored or upside
/// down about the view's centre).
public struct CGAffineTransform: Hashable, Sendable, Codable {
    public var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1
    public var tx: CGFloat = 0, ty: CGFloat = 0

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.tx = tx
        self.ty = ty
    }

    /// A scale (`CGAffineTransform(scaleX: 1, y: -1)`: a list drawn upside down). The model
    /// draws a view flipped by a negative scale on an axis and ignores a scale's magnitude.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        a = sx
        d = sy
    }

    /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle: .pi)`: drawn upside
    /// down and mirrored, as both axes flipped). Other angles are not modelled in geometry.
    public init(rotationAngle angle: CGFloat) {
        a = cos(angle)
        b = sin(angle)
        c = -sin(angle)
        d = cos(angle)
    }

    init() {}

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }
}
#endif
