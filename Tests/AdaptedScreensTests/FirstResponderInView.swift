import ClearanceUIKit

// What FFUIKit's UIScrollView+Keyboard.swift (../AdaptedScreensSamples/FFUIKit) needs from its
// library's other files: the first responder among a view and its subviews, depth first.
extension UIResponder {
    static func firstResponder(in view: UIView) -> UIResponder? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
