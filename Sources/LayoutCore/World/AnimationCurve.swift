import Foundation
import LayoutCoreC

extension UIView {
    /// An animation curve (UIKit's `UIView.AnimationCurve`,
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve): `easeInOut`,
    /// `easeIn`, `easeOut`, `linear`.
    ///
    /// It is a C enum (`LayoutCoreC.h`), imported by Swift as UIKit's `UIViewAnimationCurve` is
    /// on iOS: any raw value is accepted — the keyboard's curve is the undocumented 7
    /// (keyboard-platform.md §3.1), and `UIView.AnimationCurve(rawValue: curve)!` must not trap
    /// on it — and the enum is not frozen, so a `switch` over its four cases needs
    /// `@unknown default` (without it: a warning in the Swift 5 language mode, an error in
    /// Swift 6), as on iOS.
    public typealias AnimationCurve = __ClearanceAnimationCurve
}

extension UIView.AnimationCurve {
    /// The timing function the curve names (7 is the keyboard's).
    var timingCurve: TimingCurve {
        UIView.AnimationOptions(rawValue: UInt(truncatingIfNeeded: rawValue) << 16).curve
    }
}
