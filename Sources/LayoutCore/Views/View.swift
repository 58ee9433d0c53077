import Foundation

/// A rectangle on screen (UIKit's `UIView`): frame, bounds, hierarchy, transform, safe area,
/// layout margins, Auto Layout anchors and guides.
///
/// Geometry follows UIKit: `frame` is in the superview's coordinate space, `bounds.origin` is
/// the view's own scroll position (a scroll view's `contentOffset`), and `transform` moves
/// drawing without changing `frame` for layout (translations and flips are modelled).
open class UIView: UIResponder, ReportNamed {
    // The properties layout reads on every pass keep their values in private storage behind
    // computed public ones: a public stored property of a class pays a run-time exclusivity
    // check on every access, private storage is proven exclusive by whole-module
    // optimisation (measured with `clearance-bench core`).

    /// A per-world number, in the order views joined the world; stable across runs.
    public internal(set) var id: Int {
        get { storedId }
        set { storedId = newValue }
    }
    @exclusivity(unchecked) private var storedId: Int = 0
    // The view's ``ReportNamed/name`` (read for every view of every snapshot: only read or
    // assigned whole, so that no read pays a run-time exclusivity check).
    @exclusivity(unchecked) var storedName = ""

    /// The view's name in reports: its ``name``, else its type and role in its screen
    /// (`UITextField 2 of LoginViewController`, `UIView (root of LoginViewController)`), never
    /// an empty string. Worked out once, the first time a report asks.
    public var reportName: String {
        if !name.isEmpty { return name }
        if let cached = cachedReportName { return cached }
        var described = "\(type(of: self))"
        var ancestor: UIView? = self
        while let view = ancestor {
            if let controller = view.owningViewController {
                if view === self {
                    described += " (root of \(type(of: controller)))"
                } else {
                    let kind = ObjectIdentifier(type(of: self))
                    let alike = view.subtree.filter { ObjectIdentifier(type(of: $0)) == kind && $0.name.isEmpty }
                    let ordinal = alike.firstIndex { $0 === self }.map { alike.count > 1 ? " \($0 + 1)" : "" } ?? ""
                    described += "\(ordinal) of \(type(of: controller))"
                }
                break
            }
            ancestor = view.superview
        }
        cachedReportName = described
        return described
    }
    @exclusivity(unchecked) private var cachedReportName: String?

    @exclusivity(unchecked) private var storedFrame: CGRect = .zero
    @exclusivity(unchecked) private var storedBoundsOrigin: CGPoint = .zero
    /// Key-value observers of the view's geometry (KeyValueObserving.swift).
    @exclusivity(unchecked) var keyValueRegistrations: [KeyValueRegistration] = []

    /// The view's rectangle in its superview's coordinate space.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let old = storedFrame.size
            let resized = newValue.size != old
            storedFrame = newValue
            world?.frameDidChange(self, resized: resized)
            // Subviews with an autoresizing mask follow a new size (View+Sizing.swift).
            if resized && !storedSubviews.isEmpty { resizeSubviews(from: old) }
            notifyKeyValueObservers()
        }
    }

    /// The view's own coordinate space: origin is the scroll position, size the frame's.
    public var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            if newValue.size != storedFrame.size { frame.size = newValue.size }
            world?.setNeedsLayout()
            notifyKeyValueObservers()
        }
    }

    /// The scroll position part of `bounds` (set by scroll views).
    var boundsOrigin: CGPoint {
        get { storedBoundsOrigin }
        set {
            guard newValue != storedBoundsOrigin else { return }
            storedBoundsOrigin = newValue
            world?.boundsOriginDidChange(self)
            notifyKeyValueObservers()
        }
    }

    /// The frame's centre, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A drawing transform (translations, and flips about the view's centre): moves what is
    /// drawn, not the layout frame.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let oldValue = storedTransform
            storedTransform = newValue
            if newValue.a < 0 || newValue.d < 0 { UIView.aFlipWasSet = true }
            if transform != oldValue {
                world?.transformDidChange(self)
                notifyKeyValueObservers()
            }
        }
    }
    @exclusivity(unchecked) private var storedTransform: CGAffineTransform = .identity

    /// What the view's content is, for flipping it right to left (UIKit's
    /// `var semanticContentAttribute: UISemanticContentAttribute { get set }`, `.unspecified` by
    /// default, https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute);
    /// open, as UIKit's, so that a view overrides it. Read by
    /// ``effectiveUserInterfaceLayoutDirection``; the model lays out left to right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Whether the view is hidden.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            // A stack collapses a hidden arranged view (UISV-hiding).
            if let stack = storedSuperview as? UIStackView, stack.arranges(self) { stack.arrangementDidChange() }
        }
    }
    @exclusivity(unchecked) private var storedIsHidden: Bool = false

    /// The superview. (Not a weak reference: weak references slow every retain of a view;
    /// a superview clears its subviews' back pointers when it goes away.)
    public private(set) var superview: UIView? {
        get { storedSuperview }
        set { storedSuperview = newValue }
    }
    @exclusivity(unchecked) private unowned(unsafe) var storedSuperview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }
    // (Read on every layout pass and snapshot: private storage, only read or assigned whole —
    // edits go through `editSubviews` — so that no read pays a run-time exclusivity check.)
    @exclusivity(unchecked) private var storedSubviews: [UIView] = []

    /// Edits the subview list on a copy taken out of the view (still unique, so in place) and
    /// puts it back.
    private func editSubviews(_ edit: (inout [UIView]) -> Void) {
        var list = storedSubviews
        storedSubviews = []
        edit(&list)
        storedSubviews = list
    }

    /// Whether the view's frame is turned into constraints (`true`, UIKit's default) or comes
    /// from constraints (`false`).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMaskIntoConstraints }
        set {
            let oldValue = storedTranslatesAutoresizingMaskIntoConstraints
            storedTranslatesAutoresizingMaskIntoConstraints = newValue
            if oldValue != translatesAutoresizingMaskIntoConstraints { world?.layoutStructureDidChange() }
        }
    }
    @exclusivity(unchecked) private var storedTranslatesAutoresizingMaskIntoConstraints: Bool = true

    /// Insets used by `layoutMarginsGuide` (UIKit's default is 8 on every edge; a view
    /// controller's root view gets the system minimum, 16 or 20 on the sides).
    public var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins }
        set { storedLayoutMargins = newValue }
    }
    @exclusivity(unchecked) private var storedLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Whether layout margins are measured from the safe area (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsLayoutMarginsFromSafeArea }
        set { storedInsetsLayoutMarginsFromSafeArea = newValue }
    }
    @exclusivity(unchecked) private var storedInsetsLayoutMarginsFromSafeArea: Bool = true

    /// The view's preferred size when it has one; `UIView.noIntrinsicMetric` per dimension
    /// otherwise.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that ``intrinsicContentSize`` changed (UIKit's
    /// `func invalidateIntrinsicContentSize()`, overridable as in UIKit).
    open func invalidateIntrinsicContentSize() {
        world?.intrinsicSizeDidChange(self)
    }

    /// The "no preferred size" value (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view controller whose root view this is (cleared when the controller goes away).
    public internal(set) var owningViewController: UIViewController? {
        get { storedOwningViewController }
        set {
            storedOwningViewController = newValue
            world?.geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private unowned(unsafe) var storedOwningViewController: UIViewController?

    /// Auto Layout variables, created when a constraint or guide first needs them.
    @exclusivity(unchecked) var layoutVariables: LayoutVariables?
    /// The autoresizing mask and content priorities, once one is set (View+Sizing.swift).
    @exclusivity(unchecked) var sizing: ViewSizing?
    @exclusivity(unchecked) var storedSafeAreaGuide: UILayoutGuide?
    /// Window-space geometry remembered for one geometry epoch of the world.
    @exclusivity(unchecked) var geometryMemo = GeometryMemo()
    @exclusivity(unchecked) var storedMarginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var storedReadableGuide: UILayoutGuide?
    @exclusivity(unchecked) var storedKeyboardGuide: UIKeyboardLayoutGuide?
    /// Guides added with `addLayoutGuide(_:)`, in order (`layoutGuides`).
    @exclusivity(unchecked) var addedLayoutGuides: [UILayoutGuide] = []
    /// Constraints activated while no world ran, waiting for this view to join a world's window.
    @exclusivity(unchecked) var waitingConstraints: [NSLayoutConstraint] = []
    /// Gesture recognizers attached with `addGestureRecognizer(_:)`.
    @exclusivity(unchecked) var attachedRecognizers: [UIGestureRecognizer] = []
    /// Colours, alpha, tag, layer: made on the first appearance setting (`Appearance.swift`).
    @exclusivity(unchecked) var appearance: ViewAppearance?

    /// The tint colour: the view's own, else its superview's, else the system's blue, as in
    /// UIKit ("if the view's tint color is nil, the view uses its superview's tint color",
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor). Declared in the class
    /// and open, as the SDK's `var tintColor: UIColor! { get set }` is, so that a subclass
    /// overrides it (a toolbar that retints its items); drawing only, nothing in layout reads it.
    open var tintColor: UIColor! {
        get { appearance?.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { look.tintColor = newValue }
    }

    /// Creates a view with a frame (UIKit's designated initializer).
    public init(frame: CGRect) {
        super.init()
        storedFrame = frame
    }

    /// Creates a view from an Interface Builder file (the storyboard loader's coder); any other
    /// archive is not modelled: decoding fails (`nil`).
    public required init?(coder: NSCoder) {
        guard coder is InterfaceBuilderCoder else { return nil }
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Creates a view named `name` in reports (Clearance's addition; UIKit's views have no
    /// name).
    public convenience init(frame: CGRect = .zero, name: String) {
        self.init(frame: frame)
        self.name = name
    }

    deinit {
        for view in subviews { view.superview = nil }
        for constraint in waitingConstraints { constraint.waitingView = nil }
        for recognizer in attachedRecognizers where recognizer.storedView === self { recognizer.storedView = nil }
        storedSafeAreaGuide?.detach()
        storedMarginsGuide?.detach()
        storedReadableGuide?.detach()
        storedKeyboardGuide?.detach()
        if let scroll = self as? UIScrollView {
            scroll.storedContentGuide?.detach()
            scroll.storedFrameGuide?.detach()
        }
        // The subviews, and what points at them, go last, without recursion (``SubtreeRelease``).
        if !storedSubviews.isEmpty || !waitingConstraints.isEmpty {
            var held: [AnyObject] = storedSubviews
            held += waitingConstraints as [AnyObject]
            held += addedLayoutGuides as [AnyObject]
            held += attachedRecognizers as [AnyObject]
            storedSubviews = []
            waitingConstraints = []
            addedLayoutGuides = []
            attachedRecognizers = []
            SubtreeRelease.release(&held)
        }
    }

    open nonisolated override var description: String {
        worldIsolated {
            "\(type(of: self))(\(name.isEmpty ? "#\(id)" : name)) \(frame.short)"
        }
    }

    /// The window the view is in.
    public var window: UIWindow? {
        // (Walked on every frame change and layout pass: a flag, not a cast, says which view
        // is the window, and the walk keeps no references it does not return.)
        unowned(unsafe) var current: UIView = self
        while !current.isWindowView {
            if current.storedSuperview == nil { return nil }
            current = current.storedSuperview.unsafelyUnwrapped
        }
        return unsafeDowncast(current, to: UIWindow.self)
    }

    /// Whether this view is a `UIWindow` (set by its initializers, never changed).
    @exclusivity(unchecked) final var isWindowView = false

    open override var world: World? { window?.world }

    // MARK: - Hierarchy

    /// Adds a subview on top of the others.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            editSubviews { subviews in
                subviews.remove(at: current)
                subviews.insert(view, at: min(index, subviews.count))
            }
            return
        }
        // UIKit's hierarchy callbacks, in UIKit's order: willMove(toSuperview:),
        // willMove(toWindow:) through the subtree, the move, didMoveToWindow(),
        // didMoveToSuperview(), then the new superview's didAddSubview(_:)
        // (https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()).
        view.willMove(toSuperview: self)
        view.removeFromSuperview(notifying: false)
        let oldWindow = view.window, newWindow = window
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        editSubviews { $0.insert(view, at: min(index, $0.count)) }
        view.superview = self
        if let world { world.didAttach(view) }
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Moves a subview above its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview below its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (its active constraints to views outside are
    /// deactivated, as in UIKit).
    open func removeFromSuperview() {
        removeFromSuperview(notifying: true)
    }

    /// Removes the view; `notifying` sends UIKit's hierarchy callbacks (not when
    /// `insertSubview(_:at:)` moves the view, which sends its own).
    private func removeFromSuperview(notifying: Bool) {
        guard let superview else { return }
        let oldWindow = window
        if notifying {
            willMove(toSuperview: nil)
            if oldWindow != nil { sendWillMove(toWindow: nil) }
        }
        superview.willRemoveSubview(self)
        let world = self.world
        if let world, world.firstResponderIsInside(self) { world.endEditingForRemoval(of: self) }
        superview.editSubviews { subviews in subviews.removeAll { $0 === self } }
        // A stack forgets an arranged view that leaves it (UIKit's removeFromSuperview).
        if let stack = superview as? UIStackView { stack.forgetArrangedSubview(self) }
        self.superview = nil
        world?.didDetach(self)
        if notifying {
            if oldWindow != nil { sendDidMoveToWindow() }
            didMoveToSuperview()
        }
    }

    /// Sends `willMove(toWindow:)` to the view and its subviews, outermost first.
    private func sendWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for view in subviews { view.sendWillMove(toWindow: window) }
    }

    /// Sends `didMoveToWindow()` to the view and its subviews, outermost first.
    private func sendDidMoveToWindow() {
        didMoveToWindow()
        for view in subviews { view.sendDidMoveToWindow() }
    }

    /// Tells the view that its superview is about to change to `newSuperview` (`nil`: it is
    /// being removed). The default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Tells the view that its superview changed. The default does nothing.
    open func didMoveToSuperview() {}

    /// Tells the view that its window is about to change (it or an ancestor is added to or
    /// removed from a window's hierarchy). The default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Tells the view that its window changed. The default does nothing.
    open func didMoveToWindow() {}

    /// Tells the view that a subview was added. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Tells the view that a subview is about to be removed. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether the view is `ancestor` or inside it.
    public func isDescendant(of ancestor: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// Every view of the subtree, depth first, parents before children.
    public var subtree: [UIView] {
        var result: [UIView] = [self]
        // (Every layout pass lists the window's tree: room for a typical screen at once.)
        result.reserveCapacity(32)
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    /// The nearest ancestor (not the view itself) that is a scroll view.
    public var enclosingScrollView: UIScrollView? {
        var view = superview
        while let current = view {
            if let scroll = current as? UIScrollView { return scroll }
            view = current.superview
        }
        return nil
    }

    // MARK: - Layout

    /// Marks the window's layout as needing a pass.
    public func setNeedsLayout() {
        world?.setNeedsLayout()
    }

    /// Runs a layout pass now if one is needed (the whole window is laid out, constraints
    /// solved, `layoutSubviews` called top down).
    public func layoutIfNeeded() {
        world?.layoutIfNeeded()
    }

    /// Whether `updateConstraints()` is due at the next layout pass.
    @exclusivity(unchecked) var needsConstraintUpdate = false

    /// Asks for `updateConstraints()` at the next layout pass (UIKit batches constraint
    /// changes this way; https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()).
    open func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        guard let world else { return }
        world.constraintUpdatesPending = true
        world.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the update-constraints phase now for this view and its subviews.
    public func updateConstraintsIfNeeded() {
        world?.updateConstraintsNow(in: self)
    }

    /// Changes the view's constraints just before layout, when `setNeedsUpdateConstraints()`
    /// asked for it; an override calls `super.updateConstraints()` last. The default does
    /// nothing.
    open func updateConstraints() {}

    /// Whether the view needs its window to lay out with constraints — UIKit's
    /// `class var requiresConstraintBasedLayout: Bool { get }`, `false` unless a subclass says
    /// otherwise (https://developer.apple.com/documentation/uikit/uiview/requiresconstraintbasedlayout).
    /// In UIKit a `true` turns the window's constraint engine on even before any constraint
    /// exists; every window here is always laid out with constraints (and `updateConstraints()`
    /// runs when `setNeedsUpdateConstraints()` asks, whatever this says), so the answer changes
    /// nothing in the model.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Lays out subviews that are not positioned by constraints; called in every layout
    /// pass, parents before children. The default does nothing.
    open func layoutSubviews() {}

    /// The size of the view that best fits `targetSize` under the constraints, intrinsic
    /// sizes and frames of the view and its subviews — UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)).
    ///
    /// The view's width and height are pulled towards the target at the two priorities: with
    /// `.required` width and `.fittingSizeLevel` height and a target height of 0, the width is
    /// the target's and the height the smallest the content allows (a self-sizing cell).
    /// Only constraints among the view and its descendants (and their guides) take part; a
    /// subview that keeps `translatesAutoresizingMaskIntoConstraints` keeps its frame, except
    /// a table's or a collection view's cell's `contentView`, which fills its cell as its
    /// autoresizing mask makes it. A subclass may override it (a cell fixing its own width, say): a table's self-sizing
    /// rows and a flow layout's self-sizing cells ask through it, as UIKit's do.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The size that best fits `targetSize` at `.fittingSizeLevel` in both directions
    /// (UIKit's `systemLayoutSizeFitting(_:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The deepest view containing `point` (in this view's coordinates), or `nil`. As
    /// UIKit's, it "ignores view objects that are hidden, that have disabled user
    /// interactions, or have an alpha level less than 0.01", and points outside the bounds
    /// are never hits (https://developer.apple.com/documentation/uikit/uiview/1622469-hittest).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The size that fits: UIKit's default "returns the existing size of the view"
    /// (https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)); views with
    /// an intrinsic height return it (text widths are not modelled: the width stays).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Called when the safe area changed.
    open func safeAreaInsetsDidChange() {}

    /// The view's traits changed (UIKit's
    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)` of
    /// `UITraitEnvironment`, deprecated in iOS 17,
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)):
    /// the model does not call it (a rotation's size classes reach code through
    /// `traitCollection` and `viewWillTransition(to:with:)`; NoModelledEffect.md). An override
    /// and its `super` call compile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Makes the first responder resign if it is this view or inside it (UIKit's
    /// `endEditing(_:)`, the usual "tap outside to dismiss the keyboard"). With `force` the
    /// text input is not asked, "it is forced to resign"; without it, a delegate's
    /// should-end-editing `false` keeps it
    /// (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)). Returns
    /// whether it resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let world, let responder = world.firstResponder as? UIView, responder.isDescendant(of: self) else { return false }
        return force ? world.keyboardSystem.resign(forced: true) : responder.resignFirstResponder()
    }
}

extension UIView {
    /// Runs `animations` as a UIKit animation block: every frame, bounds and transform it
    /// changes (directly or through `layoutIfNeeded()`) moves from where it is drawn now to
    /// its new value over `duration` on the world's virtual clock, along `options`' curve.
    /// `completion` runs on the main queue when the animation ends.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let world = World.current else {
            animations()
            completion?(true)
            return
        }
        let overrides = options.contains(.overrideInheritedDuration) || options.contains(.overrideInheritedCurve)
        world.animate(duration: duration, delay: delay, curve: options.curve, overrideInherited: overrides,
                      animations: animations, completion: completion)
    }

    /// Runs `animations` as an animation block over `duration` with the default curve
    /// (ease-in-out) and no delay, then `completion` (see
    /// `animate(withDuration:delay:options:animations:completion:)`).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations` as an animation block over `duration` with the default curve
    /// (ease-in-out) and no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `animations` as a spring animation block: what they change moves along a damped
    /// spring (``TimingCurve/spring(dampingRatio:velocity:)``) that settles over `duration`.
    /// `dampingRatio` 1 decelerates without oscillating, smaller values bounce; a `velocity`
    /// of 1 "corresponds to the total animation distance traversed in one second"
    /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let world = World.current else {
            animations()
            completion?(true)
            return
        }
        let overrides = options.contains(.overrideInheritedDuration) || options.contains(.overrideInheritedCurve)
        world.animate(duration: duration, delay: delay,
                      curve: .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity) * duration),
                      overrideInherited: overrides, animations: animations, completion: completion)
    }

    /// Whether animations are enabled (UIKit's `class var areAnimationsEnabled: Bool { get }`,
    /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled): the running
    /// world's setting, `true` unless ``setAnimationsEnabled(_:)`` turned it off ("Animations are
    /// enabled by default"); `true` outside a world.
    public static var areAnimationsEnabled: Bool { World.current?.animationsEnabled ?? true }

    /// Turns animations on or off for the running world (UIKit's `class func setAnimationsEnabled(_ enabled: Bool)`,
    /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)): while
    /// off, "code inside subsequent animation blocks is still executed but no animations actually
    /// occur"; animations already running continue to their end.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        World.current?.animationsEnabled = enabled
    }

    /// Runs `actions` without animating what they change.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let world = World.current else { return actions() }
        world.withoutAnimation(actions)
    }
}

/// A view's readable name in reports (`emailField`, `loginButton`), which Clearance adds to every
/// view (``UIView`` adopts it). It is not UIKit's: UIView has no `name`, so a view subclass of an
/// app or a library may declare its own (square/Blueprint's `BlueprintView` declares
/// `public var name: String?`, Tests/RealBugs 26). Declared in a protocol extension rather than
/// in the class, it is never a member that such a declaration would override: the subclass's own
/// `name` is what code reads through the subclass, and the report's name is this one (read
/// through `UIView`).
public protocol ReportNamed: AnyObject {}

extension ReportNamed where Self: UIView {
    /// The view's readable name in reports; empty until set. Disfavoured, so that where a
    /// subclass declares a `name` of its own (of another type) its code means that one, as on
    /// iOS, even where both would fit (a string literal assigned to `name`).
    @_disfavoredOverload
    public var name: String {
        get { storedName }
        set { storedName = newValue }
    }
}
