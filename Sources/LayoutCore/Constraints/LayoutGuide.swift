import Foundation

/// A rectangle that takes part in Auto Layout without drawing (UIKit's `UILayoutGuide`):
/// the safe-area and margins guides, a scroll view's content and frame guides, and the
/// keyboard layout guide.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, Anchored {
    /// What defines the guide's rectangle.
    enum Kind {
        /// An app-created guide, positioned only by constraints.
        case free
        /// The owning view's safe area.
        case safeArea
        /// The owning view's layout margins (from the safe area when the view says so).
        case layoutMargins
        /// The owning view's readable content: its layout margins, at most the readable width
        /// wide, centred.
        case readableContent
        /// A scroll view's content: origin at the content's origin, size = `contentSize`
        /// when constraints define it.
        case scrollContent
        /// A scroll view's visible frame, moving with `contentOffset` in content space.
        case scrollFrame
        /// The keyboard layout guide.
        case keyboard
    }

    let kind: Kind
    /// The view the guide belongs to (cleared when the view goes away).
    @exclusivity(unchecked) public private(set) unowned(unsafe) var owningView: UIView?
    /// A name for diagnostics.
    @exclusivity(unchecked) public var identifier: String

    @exclusivity(unchecked) var layoutVariables: LayoutVariables?

    init(kind: Kind, owningView: UIView?, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// Creates a guide positioned only by constraints; add it to a view with
    /// `addLayoutGuide(_:)` (UIKit's designated initializer, which a subclass's initializer
    /// calls).
    public override init() {
        kind = .free
        owningView = nil
        identifier = "guide"
        super.init()
    }

    /// Creates a free guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public convenience init(identifier: String = "guide") {
        self.init(kind: .free, owningView: nil, identifier: identifier)
    }

    /// The guide's name in constraint descriptions: its owning view's, then its identifier
    /// (`root.keyboardLayoutGuide`).
    public var layoutItemName: String { ItemLabel(self).text }

    open nonisolated override var description: String { worldIsolated { "\(layoutItemName) \(layoutFrame.short)" } }

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let v = layoutVariables, let world = owningView.world, world.layoutEngine.isSolved(v) {
            let origin = world.layoutOrigin(of: owningView)
            return v.rect.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        return fallbackFrame(in: owningView)
    }

    /// The guide's rectangle computed from its definition, for guides no constraint uses.
    func fallbackFrame(in view: UIView, memo stamp: Int? = nil) -> CGRect {
        switch kind {
        case .free: return .zero
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets(memo: stamp))
        case .layoutMargins: return view.layoutMarginsFrame(memo: stamp)
        case .readableContent: return view.readableContentFrame(memo: stamp)
        case .scrollContent:
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            return CGRect(origin: .zero, size: size)
        case .scrollFrame: return view.bounds
        case .keyboard: return (self as! UIKeyboardLayoutGuide).definedFrame(in: view, memo: stamp)
        }
    }

    func attach(to view: UIView) {
        owningView = view
    }

    func detach() {
        owningView = nil
    }
}

extension UIView {
    /// The safe area as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "safeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        return guide
    }

    /// The layout margins as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owningView: self, identifier: "layoutMarginsGuide")
        storedMarginsGuide = guide
        return guide
    }

    /// A guide of the view's area with a readable width (UIKit's
    /// `var readableContentGuide: UILayoutGuide { get }`, iOS 9,
    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide), by
    /// Apple's rules: it "never extends beyond the view's layout margin guide", its width "is
    /// equal to or less than the readable width defined for the current dynamic text size"
    /// (672 pt at the default size, measured: `readableContentWidth`), centred between the
    /// margins (useyourloaf's measurement: 176 pt from each edge of a 1024 pt view); top and
    /// bottom are the margins guide's.
    public var readableContentGuide: UILayoutGuide {
        if let guide = storedReadableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "readableContentGuide")
        storedReadableGuide = guide
        return guide
    }

    /// The part of the view the keyboard covers (iOS 15+); see ``KeyboardLayoutGuide``.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = storedKeyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        storedKeyboardGuide = guide
        world?.layoutEngine.structureDidChange()
        return guide
    }

    /// Adds an app-created guide to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.attach(to: self)
        if !addedLayoutGuides.contains(where: { $0 === guide }) { addedLayoutGuides.append(guide) }
    }
}

extension UIScrollView {
    /// The content's rectangle: constraints to it define `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owningView: self, identifier: "contentLayoutGuide")
        storedContentGuide = guide
        return guide
    }

    /// The scroll view's visible frame, which does not move with scrolling.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owningView: self, identifier: "frameLayoutGuide")
        storedFrameGuide = guide
        return guide
    }
}
