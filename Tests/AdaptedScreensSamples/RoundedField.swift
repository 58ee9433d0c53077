import UIKit

/// A designable text field, as apps draw theirs in Interface Builder.
@IBDesignable
class RoundedField: UITextField {
    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @objc dynamic var validated = false

    @objc(validateWithSender:)
    func validate(_ sender: Any?) {
        validated = !(text ?? "").isEmpty
    }
}
