// No import, as a pod's file may have none: its target gives it UIKit (the pod's umbrella
// header; here clearance-adapt.txt's `--implicit-import UIKit`).

/// A bottom constraint that follows the keyboard, written as apps subclass NSLayoutConstraint:
/// `init()` and `awakeAfter(using:)` overridden to start observing, the keyboard's frame
/// change observed by `#selector`, `constant` overridden to keep a history.
class KeyboardFollowingConstraint: NSLayoutConstraint {
    private lazy var initialConstant = constant
    private(set) var constants: [CGFloat] = []
    private(set) var awoken = false

    override var constant: CGFloat {
        didSet { constants.append(constant) }
    }

    override init() {
        super.init()
        startObserving()
    }

    override func awakeAfter(using aDecoder: NSCoder) -> Any? {
        let this = super.awakeAfter(using: aDecoder)
        startObserving()
        return this
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }

    private func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private dynamic func keyboardWillChangeFrame(_ notification: Notification) {
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        constant = max(0, UIScreen.main.bounds.height - endFrame.minY) + initialConstant
        (firstItem as? UIView)?.superview?.layoutIfNeeded()
    }
}
