import Foundation
import LayoutCore

// The UIKit and Core Graphics declarations the real-code corpus's fourth collection
// (Tests/RealCode 59-68) reached and the model lacked, with the SDK's signatures. Neither
// changes layout, focus or the keyboard; both are listed in NoModelledEffect.md.

/// A bitmap image (Core Graphics' `class CGImage`, which UIKit re-exports,
/// https://developer.apple.com/documentation/coregraphics/cgimage). The model draws nothing and
/// holds no bitmaps, so no image gives one (``UIImage/cgImage`` is `nil`); the type exists so
/// that code reading it compiles.
public final class CGImage: Sendable {
    /// The width in pixels (`var width: Int { get }`).
    public let width: Int
    /// The height in pixels (`var height: Int { get }`).
    public let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension UIImage {
    /// The image's Core Graphics bitmap (UIKit's `var cgImage: CGImage? { get }`, iOS 2,
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage): `nil` in the model,
    /// which holds no bitmaps (as UIKit answers for an image not backed by one, such as a
    /// CIImage-based image).
    public var cgImage: CGImage? { nil }
}

/// A transition between two view controllers that a storyboard performs (UIKit's
/// `@MainActor class UIStoryboardSegue`, iOS 5,
/// https://developer.apple.com/documentation/uikit/uistoryboardsegue). The model performs no
/// segue (its storyboards load scenes, not transitions): a segue made in code keeps its
/// identifier and controllers, and ``perform()`` runs only the handler it was given.
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier (`var identifier: String? { get }`).
    public let identifier: String?
    /// The controller the segue starts from (`var source: UIViewController { get }`).
    public let source: UIViewController
    /// The controller the segue shows (`var destination: UIViewController { get }`).
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue (UIKit's `init(identifier: String?, source: UIViewController, destination: UIViewController)`,
    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:)).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` calls `performHandler` (UIKit's
    /// `convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void)`,
    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:performhandler:)).
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition (`func perform()`): the model shows nothing; the handler given
    /// at creation, if any, is called.
    open func perform() { performHandler?() }
}
