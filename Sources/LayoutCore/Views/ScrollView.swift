import Foundation

extension UIScrollView {
    /// How a scroll view adds its safe area to its content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, keyboard-platform.md §3.4).
    public enum ContentInsetAdjustmentBehavior: String, Sendable, Codable, CaseIterable {
        /// Like `.scrollableAxes`, but always vertically when the scroll view is the root view of
        /// a view controller shown in a navigation or tab bar controller.
        case automatic
        /// Only along axes that scroll (content taller than the bounds, or bouncing forced).
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }
}

extension UIScrollView {
    /// How a drag in a scroll view dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: String, Sendable, Codable, CaseIterable {
        case none
        case onDrag
        case interactive
        /// The keyboard and its accessory view dismiss when a drag begins (iOS 16,
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondragwithaccessory):
        /// a drag ends editing, as `.onDrag` does.
        case onDragWithAccessory
        /// The keyboard and its accessory view follow the drag (iOS 16,
        /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory).
        /// The generated scenarios' interactive dismissal drags the keyboard as for
        /// `.interactive`; World.drag moves the content only.
        case interactiveWithAccessory
    }
}

/// A scroll view (UIKit's `UIScrollView`): content of `contentSize` seen through `bounds`,
/// whose origin is `contentOffset`.
open class UIScrollView: UIView {
    // The properties layout reads keep private storage (see `UIView`).

    /// Whether the user is dragging the content (UIKit's `var isDragging: Bool { get }`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging: "true if the
    /// user has started scrolling the content"): `true` while a drag (``World/drag(_:by:)``)
    /// moves the offset, from `scrollViewWillBeginDragging` to `scrollViewDidEndDragging`;
    /// `false` otherwise (an offset set in code is no drag).
    public package(set) var isDragging: Bool {
        get { storedIsDragging }
        set { storedIsDragging = newValue }
    }
    @exclusivity(unchecked) private var storedIsDragging = false

    /// The size of the scrollable content (set directly, or by constraints to
    /// `contentLayoutGuide`).
    public var contentSize: CGSize {
        get { storedContentSize }
        set {
            let oldValue = storedContentSize
            storedContentSize = newValue
            if contentSize != oldValue {
                world?.setNeedsLayout()
                notifyKeyValueObservers()
            }
        }
    }
    @exclusivity(unchecked) private var storedContentSize: CGSize = .zero
    /// The app's own inset, on top of what UIKit adds for the safe area.
    public var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            let oldValue = storedContentInset
            storedContentInset = newValue
            if contentInset != oldValue {
                world?.contentInsetDidChange()
                notifyKeyValueObservers()
            }
        }
    }
    @exclusivity(unchecked) private var storedContentInset: UIEdgeInsets = .zero
    /// How the safe area is added to `contentInset`.
    public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { storedContentInsetAdjustmentBehavior }
        set { storedContentInsetAdjustmentBehavior = newValue }
    }
    @exclusivity(unchecked) private var storedContentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// The vertical scroll indicator's insets.
    @exclusivity(unchecked) public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal scroll indicator's insets (kept; the indicators are not drawn).
    @exclusivity(unchecked) public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: setting it sets both; it reads the vertical one's.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether UIKit adds the safe area to the indicators' insets (default `true`; kept, the
    /// indicators are not drawn).
    @exclusivity(unchecked) public var automaticallyAdjustsScrollIndicatorInsets = true
    /// How a drag dismisses the keyboard.
    @exclusivity(unchecked) public var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    /// Whether the user can scroll.
    @exclusivity(unchecked) public var isScrollEnabled: Bool = true
    /// The scroll view's own pan, which recognizes a drag of its content (UIKit's
    /// `var panGestureRecognizer: UIPanGestureRecognizer { get }`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer):
    /// attached to the scroll view. Made when first read (a scroll view no code asks for it has
    /// none in ``UIView/gestureRecognizers``, which UIKit's always lists); it hears the pans of
    /// an interactive keyboard dismissal (``World/beginPan(in:at:)``).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let pan = storedPanGestureRecognizer { return pan }
        let pan = UIPanGestureRecognizer()
        addGestureRecognizer(pan)
        storedPanGestureRecognizer = pan
        return pan
    }
    @exclusivity(unchecked) var storedPanGestureRecognizer: UIPanGestureRecognizer?
    /// Whether the content bounces (and so counts as scrollable) even when it fits.
    public var alwaysBounceVertical: Bool {
        get { storedAlwaysBounceVertical }
        set { storedAlwaysBounceVertical = newValue }
    }
    @exclusivity(unchecked) private var storedAlwaysBounceVertical: Bool = false

    @exclusivity(unchecked) var storedContentGuide: UILayoutGuide?
    @exclusivity(unchecked) var storedFrameGuide: UILayoutGuide?
    @exclusivity(unchecked) private var lastAdjustedTop: CGFloat = 0
    @exclusivity(unchecked) private var lastBoundsSize: CGSize?

    /// Keeps content that was scrolled to the top at the top when the adjusted top inset
    /// changes (UIKit shows a new scroll view under a navigation bar at offset −inset).
    open override func layoutSubviews() {
        let top = adjustedContentInset.top
        if top != lastAdjustedTop {
            if contentOffset.y == -lastAdjustedTop { contentOffset.y = -top }
            lastAdjustedTop = top
        }
        let size = bounds.size
        if let last = lastBoundsSize, last != size,
           contentOffset.y > maximumContentOffsetY + 0.001 || contentOffset.y < minimumContentOffsetY - 0.001,
           let world, world.assume(.scrollViewClampsOffsetAfterResize) {
            contentOffset.y = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
        }
        lastBoundsSize = size
    }

    /// The scroll position: the top-left content point shown at the bounds' origin. Setting
    /// a new one tells the delegate (`scrollViewDidScroll(_:)`), as UIKit does.
    public var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            guard newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Told about scrolling and dragging (UIKit's `weak var delegate: (any UIScrollViewDelegate)?
    /// { get set }`, https://developer.apple.com/documentation/uikit/uiscrollview/delegate).
    /// `open`, as an Objective-C property is to Swift: a subclass overrides it. UIKit's text,
    /// table and collection views declare it again with their narrower delegate type (the same
    /// accessors, one stored object); Swift cannot, so theirs is this one, and the adapter writes
    /// a subclass's override of the narrower one at this type
    /// (ClearanceAdapter's `SourceAdapter.narrowedDelegates`).
    @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?

    /// Sets the scroll position, optionally animated.
    ///
    /// Animated, the scroll runs at a constant rate: "the scrolling will
    /// animate from the current position to the specified position at a constant rate", and
    /// `scrollRectToVisible(_:animated:)` scrolls "at a constant pace" (Apple's Scroll View
    /// Programming Guide for iOS, "Scrolling the Scroll View Content", quoted at
    /// https://itecnote.com/tecnote/ios-uiscrollview-difference-between-setcontentoffsetanimated-and-scrollrecttovisibleanimated/),
    /// so the curve is linear. Inside an animation block (a keyboard notification's) it takes
    /// the block's timing unless ``Assumption/animatedScrollKeepsOwnTiming`` is on. Its
    /// duration is ``ModelNumber/animatedScrollDuration``.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard let world, animated else { return contentOffset = offset }
        // The assumption matters (and is consulted) only inside an animation block.
        let ownTiming = !world.animationContext.isEmpty && world.assume(.animatedScrollKeepsOwnTiming)
        world.animate(duration: UIScrollView.scrollAnimationDuration, delay: 0, curve: .linear,
                      overrideInherited: ownTiming, animations: {
            self.contentOffset = offset
        }, completion: nil)
    }

    /// The duration of an animated scroll: ``ModelNumber/animatedScrollDuration`` (UIKit does
    /// not document it).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// Whether the content is taller than the bounds, or bouncing is forced (what
    /// `.scrollableAxes` calls a scrollable direction).
    public var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }

    /// `contentInset` plus the safe area along the edges `contentInsetAdjustmentBehavior`
    /// adjusts (UIKit's `adjustedContentInset`).
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false
        case .always: vertical = true
        case .scrollableAxes: vertical = scrollsVertically || addsSafeAreaWithoutScrolling
        case .automatic:
            vertical = scrollsVertically || isBarControllersContentScrollView || addsSafeAreaWithoutScrolling
        }
        var result = contentInset
        if vertical {
            result.top += safe.top
            result.bottom += safe.bottom
        }
        if contentInsetAdjustmentBehavior == .always {
            result.left += safe.left
            result.right += safe.right
        }
        return result
    }

    /// Whether a scroll view whose content does not scroll still has the vertical safe area
    /// added under `.scrollableAxes` (and `.automatic`, outside a bar controller's content
    /// scroll view): not while ``Assumption/scrollViewAddsSafeAreaOnlyWhenScrollable`` holds
    /// (Apple's `.scrollableAxes` page). Consulted only where it decides something: a safe
    /// area to add, content that does not scroll.
    private final var addsSafeAreaWithoutScrolling: Bool {
        let safe = safeAreaInsets
        guard safe.top > 0 || safe.bottom > 0, let world else { return false }
        return !world.assume(.scrollViewAddsSafeAreaOnlyWhenScrollable)
    }

    /// Whether, under `.automatic`, a navigation or tab bar controller adjusts this scroll
    /// view's top and bottom insets whether or not it scrolls: the scroll view is the view of a
    /// controller shown in one, or, under ``Assumption/barControllerAdjustsFirstSubviewScrollView``
    /// (on by default: UIScrollView.h and measurements say UIKit does), that view's first subview.
    final var isBarControllersContentScrollView: Bool {
        if let controller = owningViewController { return controller.isInBarController }
        guard let parent = superview, let controller = parent.owningViewController, parent.subviews.first === self,
              controller.isInBarController, let world else { return false }
        return world.assume(.barControllerAdjustsFirstSubviewScrollView)
    }

    /// The smallest valid `contentOffset.y` (the content's top at the inset).
    public var minimumContentOffsetY: CGFloat { offsetLimitsY(adjustedInset: adjustedContentInset).minimum }

    /// The largest valid `contentOffset.y` (the content's bottom at the inset); never below
    /// the minimum.
    public var maximumContentOffsetY: CGFloat { offsetLimitsY(adjustedInset: adjustedContentInset).maximum }

    /// ``minimumContentOffsetY`` and ``maximumContentOffsetY`` for an adjusted inset already
    /// read (one reading of ``adjustedContentInset`` for both, and for the inset itself).
    final package func offsetLimitsY(adjustedInset inset: UIEdgeInsets) -> (minimum: CGFloat, maximum: CGFloat) {
        (-inset.top, max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// The part of the content that the bounds show inside the adjusted inset, in content
    /// coordinates.
    public var visibleContentRect: CGRect {
        bounds.inset(by: UIEdgeInsets(top: adjustedContentInset.top, left: 0, bottom: adjustedContentInset.bottom, right: 0))
    }

    /// Scrolls as little as possible to make `rect` (in the scroll view's coordinates)
    /// visible inside the adjusted inset; does nothing when it already is
    /// (keyboard-platform.md §3.4). A rectangle taller than the visible area is aligned at
    /// its top, or, with ``Assumption/tallRectScrollsToItsEnd`` (off by default), shows its
    /// end: its bottom at the visible area's bottom. The result stays within the valid
    /// offset range.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let target = offsetShowing(rect) else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
    }

    /// The minimal `contentOffset.y` that shows `rect`, or `nil` when it is already visible.
    public func offsetShowing(_ rect: CGRect) -> CGFloat? {
        let visible = visibleContentRect
        var y = contentOffset.y
        // Taller than the visible area: UIKit scrolls "to the very end" of the rectangle
        // (rdar 20798351, iOS 8+: a text field's own scroll to visible moved its caret off
        // screen), as iPhone OS 2 showed a large rectangle's bottom edge first.
        let tall = rect.height > visible.height
        if tall, world?.assume(.tallRectScrollsToItsEnd) ?? false {
            y += rect.maxY - visible.maxY
        } else if tall || rect.minY < visible.minY {
            y -= visible.minY - rect.minY
        } else if rect.maxY > visible.maxY {
            y += rect.maxY - visible.maxY
        } else {
            return nil
        }
        y = min(max(y, minimumContentOffsetY), maximumContentOffsetY)
        return abs(y - contentOffset.y) < 0.001 ? nil : y
    }

    /// Where ``scroll(_:to:animated:)`` puts a rectangle in the visible area.
    enum VerticalPlacement {
        case top, middle, bottom
    }

    /// Scrolls so that `rect` (in the scroll view's coordinates) sits at the top, the middle
    /// or the bottom of the visible area (inside the adjusted insets), staying within the
    /// valid offset range: how a table's rows and a collection view's items are scrolled to.
    func scroll(_ rect: CGRect, to placement: VerticalPlacement, animated: Bool) {
        let visible = visibleContentRect
        let target: CGFloat
        switch placement {
        case .top: target = contentOffset.y + (rect.minY - visible.minY)
        case .middle: target = contentOffset.y + (rect.midY - visible.midY)
        case .bottom: target = contentOffset.y + (rect.maxY - visible.maxY)
        }
        let clamped = min(max(target, minimumContentOffsetY), maximumContentOffsetY)
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    /// Moves `contentOffset` back inside the valid range (as UIKit does after the content or
    /// the insets change and the user lets go).
    public func clampContentOffset() {
        let y = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
        if y != contentOffset.y { contentOffset.y = y }
    }
}

/// Told about a scroll view's scrolling (UIKit's `@MainActor protocol UIScrollViewDelegate :
/// NSObjectProtocol`, https://developer.apple.com/documentation/uikit/uiscrollviewdelegate: a
/// delegate is an `NSObject`; the modelled methods, each with an empty default, as UIKit's
/// optional methods do).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted their finger.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
