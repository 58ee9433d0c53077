import Foundation

/// A controller's top or bottom layout guide before iOS 11 (UIKit's `UILayoutSupport`,
/// https://developer.apple.com/documentation/uikit/uilayoutsupport): the extent of the bars
/// at the top or bottom of the screen, as a length and as anchors.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's extent: from the view's top edge down to the safe area (top), or from the
    /// safe area's bottom to the view's bottom edge (bottom).
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (its `length`).
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide`/`bottomLayoutGuide`: since iOS 11 they are the safe area's top and bottom
/// bands of the controller's view — UIKit's deprecation says "Use view.safeAreaLayoutGuide.topAnchor
/// instead of topLayoutGuide.bottomAnchor" (and bottomAnchor for bottomLayoutGuide.topAnchor;
/// UIViewController.h). The anchors belong to a guide pinned between the view's edge and its
/// safe area, made when an anchor is first asked for.
final class LayoutSupportGuide: NSObject, UILayoutSupport {
    /// The controller whose view the guide measures (it owns the guide).
    private unowned let controller: UIViewController
    private let isTop: Bool
    private var guide: UILayoutGuide?
    private var view: UIView { controller.view }

    init(controller: UIViewController, isTop: Bool) {
        self.controller = controller
        self.isTop = isTop
        super.init()
    }

    var length: CGFloat { isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
    var topAnchor: NSLayoutYAxisAnchor { band.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { band.bottomAnchor }
    var heightAnchor: NSLayoutDimension { band.heightAnchor }

    /// The guide between the view's edge and its safe area.
    private var band: UILayoutGuide {
        if let guide { return guide }
        let band = UILayoutGuide()
        band.identifier = isTop ? "topLayoutGuide" : "bottomLayoutGuide"
        // Owned by the view without joining `layoutGuides` (UIKit's is not an added guide).
        band.attach(to: view)
        guide = band
        let safeArea = view.safeAreaLayoutGuide
        let constraints = isTop
            ? [band.topAnchor.constraint(equalTo: view.topAnchor), band.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
            : [band.topAnchor.constraint(equalTo: safeArea.bottomAnchor), band.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        NSLayoutConstraint.activate(constraints + [
            band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        return band
    }
}

extension UIViewController {
    /// The band above the safe area (deprecated in iOS 11 for `view.safeAreaLayoutGuide`):
    /// `length` is the view's top safe-area inset.
    public var topLayoutGuide: any UILayoutSupport {
        if let guide = storedTopLayoutGuide { return guide }
        let guide = LayoutSupportGuide(controller: self, isTop: true)
        storedTopLayoutGuide = guide
        return guide
    }

    /// The band below the safe area (deprecated in iOS 11 for `view.safeAreaLayoutGuide`):
    /// `length` is the view's bottom safe-area inset.
    public var bottomLayoutGuide: any UILayoutSupport {
        if let guide = storedBottomLayoutGuide { return guide }
        let guide = LayoutSupportGuide(controller: self, isTop: false)
        storedBottomLayoutGuide = guide
        return guide
    }
}
