import Foundation

/// An on/off control (UIKit's `UISwitch`, https://developer.apple.com/documentation/uikit/uiswitch).
///
/// "When a person manipulates the switch control ("flips" it), it triggers the `valueChanged`
/// event" (Apple's page): a tap (``World/tap(at:)``) flips ``isOn`` and sends `.valueChanged`;
/// setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing (UIKit's header: "does not
/// send action"). Its size is the control's own, whatever frame it is given ("This class
/// enforces a size appropriate for the control. The frame size is ignored", UIKit's header):
/// 51×31 pt, the frame Interface Builder records for every switch (kharrison/CodeExamples
/// Validate/Main.storyboard, Tests/AdaptedScreensSamples/Validate), as its intrinsic size.
open class UISwitch: UIControl {
    /// The switch's size (Interface Builder's recorded frame of a switch: 51×31 pt).
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (UIKit's `isOn`); setting it sends no action.
    open var isOn: Bool = false
    /// The colour of the track when on (no modelled effect).
    open var onTintColor: UIColor?
    /// The colour of the thumb (no modelled effect).
    open var thumbTintColor: UIColor?

    /// A switch (UIKit's `init(frame:)`): the frame's origin is kept, its size is the switch's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// A switch from an archive (UIKit's `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state, animated or not (UIKit's `setOn(_:animated:)`); sends no action.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51×31 pt: the switch's own size.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// A tap flips the switch and sends `.valueChanged`, when it is enabled.
    override func tapped() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
