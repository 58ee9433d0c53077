import Foundation

/// Core Animation's transform matrix (`struct CATransform3D`,
/// https://developer.apple.com/documentation/quartzcore/catransform3d): "the standard transform
/// matrix used throughout Core Animation", sixteen entries `m11`…`m44` with points as row
/// vectors (a translation is in `m41`, `m42`, `m43`). The functions below are Core Animation's
/// arithmetic on it; a view's own layer reads and sets its view's transform through it
/// (``CALayer/transform``).
public struct CATransform3D: Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation, then 1).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Every entry zero, as the initializer Swift gives an imported C structure (Core
    /// Animation's `init()`, https://developer.apple.com/documentation/quartzcore/catransform3d/init()):
    /// not the identity, which is ``CATransform3DIdentity``.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Every entry given (`init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)`).
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries row by row.
    var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The identity transform (`let CATransform3DIdentity: CATransform3D`,
/// https://developer.apple.com/documentation/quartzcore/catransform3didentity).
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity (`func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }

/// Whether `a` and `b` are equal, entry by entry (`func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.entries == b.entries }

/// `a` then `b`: "Concatenates `b` to `a` and returns the result: `t = a * b`"
/// (`func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D`,
/// https://developer.apple.com/documentation/quartzcore/catransform3dconcat(_:_:)).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(entries: product)
}

/// A translation by (`tx`, `ty`, `tz`) (`func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by (`sx`, `sy`, `sz`) (`func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// `t` translated first: "Translate `t` by (`tx`, `ty`, `tz`) and return the result:
/// `t' = translate(tx, ty, tz) * t`" (`func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled first: `t' = scale(sx, sy, sz) * t`
/// (`func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The 3D form of an affine transform (`func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D`):
/// `a`, `b` in row 1, `c`, `d` in row 2, `tx`, `ty` in row 4.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` is an affine transform, one that ``CATransform3DGetAffineTransform(_:)`` keeps
/// whole (`func CATransform3DIsAffine(_ t: CATransform3D) -> Bool`): nothing in the third row
/// and column but the diagonal's 1, and no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    var m = CGAffineTransform.identity
    m.a = t.m11; m.b = t.m12; m.c = t.m21; m.d = t.m22; m.tx = t.m41; m.ty = t.m42
    return m
}

nonisolated(unsafe) private var layerTransformKey: UInt8 = 0

extension CALayer {
    /// "The transform applied to the layer's contents", the identity by default
    /// (`var transform: CATransform3D { get set }`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform). A view's own
    /// layer's transform is its view's: UIKit's `transform` applies "relative to the view's
    /// anchor point", the `anchorPoint` "of the view's underlying CALayer object"
    /// (https://developer.apple.com/documentation/uikit/uiview/transform), and the layer's
    /// affine form is `affineTransform()` ("an affine version of the layer's transform",
    /// https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()). So it
    /// reads the view's ``UIView/transform`` in 3D form and sets it to the new value's affine
    /// part (a 3D rotation or perspective beyond it is not drawn: NoModelledEffect.md). Any other
    /// layer keeps it, drawing only.
    public var transform: CATransform3D {
        get {
            if let owningView { return CATransform3DMakeAffineTransform(owningView.transform) }
            return objc_getAssociatedObject(self, &layerTransformKey) as? CATransform3D ?? CATransform3DIdentity
        }
        set {
            if let owningView {
                owningView.transform = CATransform3DGetAffineTransform(newValue)
            } else {
                objc_setAssociatedObject(self, &layerTransformKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
}
