import LayoutCore

// Making a view from a class known only at run time (`View(frame: .zero)` where `View` is a
// generic parameter constrained to UIView: square/Blueprint's ViewDescription, Tests/RealBugs
// 26). On iOS `init(frame:)` is an Objective-C initializer, which a metatype may call on any
// view class; the model's is a Swift designated initializer, which a metatype may call only if
// it were `required` — and UIKit's is not, so every view subclass would then have to write it.
// `clearance adapt` turns such a call into ``UIView/makeView(ofType:frame:)``.

/// A view class whose `init(frame:)` a metatype may call: `clearance adapt` makes a `final`
/// view class that declares `override init(frame: CGRect)` adopt it, so that
/// ``UIView/makeView(ofType:frame:)`` can make it.
public protocol FrameConstructibleView: UIView {
    /// The view with a frame (UIKit's `init(frame:)`).
    init(frame: CGRect)
}

/// The SDK's view classes ``UIView/makeView(ofType:frame:)`` makes by their exact class.
@MainActor private let sdkViewMakers: [ObjectIdentifier: (CGRect) -> UIView] = [
    ObjectIdentifier(UIView.self): { UIView(frame: $0) },
    ObjectIdentifier(UIControl.self): { UIControl(frame: $0) },
    ObjectIdentifier(UILabel.self): { UILabel(frame: $0) },
    ObjectIdentifier(UITextField.self): { UITextField(frame: $0) },
    ObjectIdentifier(UITextView.self): { UITextView(frame: $0) },
    ObjectIdentifier(UIButton.self): { UIButton(frame: $0) },
    ObjectIdentifier(UIImageView.self): { UIImageView(frame: $0) },
    ObjectIdentifier(UIScrollView.self): { UIScrollView(frame: $0) },
    ObjectIdentifier(UIStackView.self): { UIStackView(frame: $0) },
    ObjectIdentifier(UISwitch.self): { UISwitch(frame: $0) },
]

extension UIView {
    /// A new view of class `type` with `frame`, as `type.init(frame: frame)` makes it on iOS
    /// (`init(frame:)`, "initializes and returns a newly allocated view object with the
    /// specified frame rectangle", https://developer.apple.com/documentation/uikit/uiview/init(frame:)):
    /// a ``FrameConstructibleView`` by its own initializer, and the SDK's view classes
    /// (`UIView`, `UIControl`, `UILabel`, `UITextField`, `UITextView`, `UIButton`,
    /// `UIImageView`, `UIScrollView`, `UIStackView`, `UISwitch`) by theirs. Any other class
    /// stops the run with a message naming it: declare it `final` with its own
    /// `override init(frame: CGRect)` (what `clearance adapt` needs to make it adopt
    /// ``FrameConstructibleView``), or build it in a closure of your own.
    public static func makeView<View: UIView>(ofType type: View.Type, frame: CGRect) -> View {
        if let constructible = type as? any FrameConstructibleView.Type, let view = constructible.init(frame: frame) as? View {
            return view
        }
        if let make = sdkViewMakers[ObjectIdentifier(type)], let view = make(frame) as? View { return view }
        preconditionFailure("""
            Clearance cannot make a \(type) from its type (\(type)(frame:) through a type parameter): \
            declare \(type) `final` with its own `override init(frame: CGRect)`, so that clearance adapt \
            makes it adopt FrameConstructibleView, or make it in a closure of your own
            """)
    }
}
