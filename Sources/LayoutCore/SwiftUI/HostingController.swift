import Foundation

/// A controller that shows a ``SwiftUIView`` node tree: the base of `ClearanceSwiftUI`'s
/// `UIHostingController`.
///
/// Its view lays the tree out in every layout pass into ordinary views (fields are
/// ``UITextField``s, scroll views ``SwiftUIScrollView``s), inside the safe area that SwiftUI
/// uses: the container's (device and bars) and, from iOS 14, the docked keyboard's extent
/// over the hosting view. That holds for a hosting controller embedded as a child in UIKit
/// too (keyboard-platform.md §3.6). The render closure is asked for the tree on every pass
/// (`UIHostingController`'s renderer answers from its cache unless state changed).
open class HostingController: UIViewController {
    let body: () -> SwiftUIView
    /// Called at the end of every layout pass of the hosting view (the SwiftUI renderer's
    /// appear, focus and change bookkeeping).
    package var afterLayout: (() -> Void)?
    /// An animation every change of the next layout pass takes (`withAnimation`'s transaction).
    package var transactionAnimation: (TimingCurve, TimeInterval)?
    /// Whether the renderer has a focus change waiting for the main queue (`@FocusState` set
    /// by the app, the responder not yet moved).
    package var hasScheduledFocusChange: (() -> Bool)?

    /// Whether the view invalidates its intrinsic size whenever the content's ideal height
    /// changes (`UIHostingController.sizingOptions` holding `.intrinsicContentSize`).
    package var tracksIntrinsicSize = false {
        didSet { if tracksIntrinsicSize != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether `preferredContentSize` follows the content's ideal height
    /// (`UIHostingController.sizingOptions` holding `.preferredContentSize`).
    package var tracksPreferredSize = false {
        didSet { if tracksPreferredSize != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view shows a cell's content for a `UIHostingConfiguration`: it then lays
    /// its content out in its whole bounds, with no safe area — neither the container's nor
    /// the keyboard's (``Assumption/hostingConfigurationIgnoresSafeArea``).
    package var hostsCellContent = false

    /// A controller that lays out the node tree `render` returns, at every layout pass.
    package init(render: @escaping () -> SwiftUIView) {
        body = render
        super.init(nibName: nil, bundle: nil)
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() { view = HostingView(controller: self) }

    /// Asks for the body to be laid out again (after state changed).
    public func setNeedsUpdate() {
        view.setNeedsLayout()
    }

    /// The view generated for the node tagged `key` in the last layout pass.
    package func taggedView(_ key: String) -> UIView? {
        (viewIfLoaded as? HostingView)?.taggedViews[key]
    }

    /// The view generated for the node focused as `value`.
    public func field(focusedAs value: String) -> (any TextInput)? {
        guard let host = view as? HostingView else { return nil }
        return host.generated.keys.sorted().compactMap { host.generated[$0]?.textInput }.first { $0.name == value }
    }
}

/// A scroll view generated from `SwiftUIView.scrollView`: SwiftUI insets its content for the
/// safe area itself, so UIKit's automatic adjustment is off.
public final class SwiftUIScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentInsetAdjustmentBehavior = .never
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }
}

/// The hosting controller's view: lays out the SwiftUI tree.
final class HostingView: UIView {
    private weak var controller: HostingController?
    /// Generated views by their path in the tree.
    var generated: [String: UIView] = [:]
    /// Generated views by their node's tag, from the last pass.
    var taggedViews: [String: UIView] = [:]
    /// The generated views the last pass made taller than their parent proposed (a flexible
    /// stack whose fixed parts do not fit, centred on the room it was given).
    private(set) var overflowing: Set<ObjectIdentifier> = []
    /// The animation every change of the current pass takes (a transaction's).
    private var transaction: (TimingCurve, TimeInterval)?
    private var lastScrollRequest: (responder: ObjectIdentifier, keyboard: CGRect)?
    /// Whether the last pass met a `.toolbar` with items on the keyboard.
    private var hasKeyboardToolbar = false
    /// Whether generated inputs carry a keyboard toolbar now.
    private var gaveKeyboardToolbars = false

    /// Every field this view generated and stands in for as delegate (cleared when it goes).
    private var delegatedFields: [UITextField] = []

    /// The content's ideal height as the view reports it (`nil` before its first layout).
    private var reportedIdealHeight: CGFloat?
    /// Whether the reported height waits for a new measure (before the first layout, and
    /// after the app invalidated the intrinsic size).
    private var idealHeightIsStale = true

    /// The content's ideal height, with no intrinsic width (text widths are not modelled):
    /// ``Assumption/hostingViewReportsIdealSize``. Before the view's first layout it has none.
    override var intrinsicContentSize: CGSize {
        guard let height = reportedIdealHeight, world?.assume(.hostingViewReportsIdealSize) ?? true else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// The app's invalidation: the next layout measures the content again and reports it.
    override func invalidateIntrinsicContentSize() {
        idealHeightIsStale = true
        setNeedsLayout()
        super.invalidateIntrinsicContentSize()
    }

    /// Measures the content's ideal height where the reported one must follow it — a stale
    /// report, `sizingOptions` with `.intrinsicContentSize` — and keeps `preferredContentSize`
    /// on it with `.preferredContentSize` (``Assumption/hostingViewReportsIdealSize``).
    private func updateReportedSize(_ root: SwiftUIView, _ world: World) {
        guard let controller, idealHeightIsStale || controller.tracksIntrinsicSize || controller.tracksPreferredSize,
              world.assume(.hostingViewReportsIdealSize) else { return }
        let ideal = idealHeight(root, root.modifiers.count, width: bounds.width)
        if idealHeightIsStale || controller.tracksIntrinsicSize {
            idealHeightIsStale = false
            if reportedIdealHeight != ideal {
                // The first report adds the view's intrinsic constraints; later ones change them.
                let first = reportedIdealHeight == nil
                reportedIdealHeight = ideal
                if first { world.layoutStructureDidChange() }
                world.intrinsicSizeDidChange(self)
            }
        }
        if controller.tracksPreferredSize, controller.preferredContentSize != CGSize(width: 0, height: ideal) {
            controller.preferredContentSize = CGSize(width: 0, height: ideal)
        }
    }

    init(controller: HostingController) {
        self.controller = controller
        super.init(frame: .zero)
        name = "hosting"
    }

    deinit {
        for field in delegatedFields { field.generatingDelegate = nil }
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    /// What a GeometryReader at `frame` (this view's coordinates) reports as its safe-area
    /// insets: on each edge, how far it extends past the safe area; where it lies on the safe
    /// area's edge, the whole unsafe band beyond (``Assumption/geometryReaderReportsContainerInsets``).
    func geometryInsets(of frame: CGRect, in context: SafeContext) -> UIEdgeInsets {
        let safe = context.effective
        var insets = UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                                  bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
        let bands = UIEdgeInsets(top: safe.minY - context.bounds.minY, left: safe.minX - context.bounds.minX,
                                 bottom: context.bounds.maxY - safe.maxY, right: context.bounds.maxX - safe.maxX)
        let touches = (top: abs(frame.minY - safe.minY) <= 0.5 && bands.top > 0.5,
                       left: abs(frame.minX - safe.minX) <= 0.5 && bands.left > 0.5,
                       bottom: abs(frame.maxY - safe.maxY) <= 0.5 && bands.bottom > 0.5,
                       right: abs(frame.maxX - safe.maxX) <= 0.5 && bands.right > 0.5)
        guard touches.top || touches.left || touches.bottom || touches.right,
              let world, world.assume(.geometryReaderReportsContainerInsets) else { return insets }
        if touches.top { insets.top = bands.top }
        if touches.left { insets.left = bands.left }
        if touches.bottom { insets.bottom = bands.bottom }
        if touches.right { insets.right = bands.right }
        return insets
    }

    /// The safe areas SwiftUI lays out in, in this view's coordinates.
    struct SafeContext {
        var bounds: CGRect
        var container: CGRect
        var keyboard: CGRect
        /// The rectangle the current subtree treats as safe.
        var effective: CGRect
    }

    struct PlaceState {
        /// The drawing transform so far, outermost modifier first, as a map of the parent's
        /// coordinates on each axis: a point `p` is drawn at `scale * p + offset` (`offset`
        /// and `transition` translate; a flip mirrors, `scale` -1).
        var offset = CGPoint.zero
        var scale = (x: CGFloat(1), y: CGFloat(1))
        var animation: (TimingCurve, TimeInterval)?
        var name: String?
        var dismissMode: UIScrollView.KeyboardDismissMode?
        /// The node's tags: one per modifier that finds the view again (`focused`, `id`), all
        /// kept, so that a view both focused and given an `id` is found by each.
        var tags: [String] = []
        var tapAction: (() -> Void)?
        /// The `onSubmit` actions in force here, outermost first (inherited by what the
        /// view contains, unlike the rest of the state).
        var submitActions: [() -> Void] = []
        /// How much taller the rectangle is than the height its parent proposed: a flexible
        /// view whose content does not fit is as tall as its content, and what it proposes in
        /// turn is still the parent's proposal (a ZStack's background gets that, not the
        /// overflowing height).
        var overflow: CGFloat = 0
        /// Where the view starts when an animated change inserts it (`transition(_:)`).
        var transition: SwiftUIView.TransitionOffset?

        /// The state a contained view starts from: only the submit actions carry on.
        var inherited: PlaceState {
            var child = PlaceState()
            child.submitActions = submitActions
            return child
        }
    }

    /// The `onSubmit` actions of each generated text field in the last layout pass.
    private var submitActions: [ObjectIdentifier: [() -> Void]] = [:]

    override func layoutSubviews() {
        guard let controller, let world else { return }
        let root = controller.body()
        let bounds = self.bounds
        // A hosting configuration's content in a cell lays out in the cell, not in a safe area
        // (``Assumption/hostingConfigurationIgnoresSafeArea``).
        let ignoresSafeArea = controller.hostsCellContent && world.assume(.hostingConfigurationIgnoresSafeArea)
        let container = ignoresSafeArea ? bounds : bounds.inset(by: safeAreaInsets)
        var keyboardSafe = container
        if world.iOSVersion >= 14, !ignoresSafeArea, let covered = world.keyboardCoverage() {
            var top = convert(covered, from: nil).minY
            // A UIKit avoider that moved the screen's root view up (an IQKeyboardManager-style
            // shift) does not shrink the hosting controller's own keyboard region: both move
            // the content (``Assumption/hostingRegionIgnoresRootShift``).
            if let rootController = world.rootViewController, rootController.isViewLoaded, let root = rootController.view,
               root.frame.minY != 0, self === root || isDescendant(of: root), world.assume(.hostingRegionIgnoresRootShift) {
                top += root.frame.minY
            }
            if top < keyboardSafe.maxY { keyboardSafe.size.height = max(0, top - keyboardSafe.minY) }
        }
        let context = SafeContext(bounds: bounds, container: container, keyboard: keyboardSafe, effective: keyboardSafe)
        transaction = controller.transactionAnimation
        controller.transactionAnimation = nil
        defer { transaction = nil }
        taggedViews = [:]
        if !overflowing.isEmpty { overflowing.removeAll() }
        if !submitActions.isEmpty { submitActions.removeAll(keepingCapacity: true) }
        hasKeyboardToolbar = false
        var used = Set<String>()
        let size = measure(root, root.modifiers.count, width: keyboardSafe.width, height: keyboardSafe.height)
        var rect = keyboardSafe
        var rootState = PlaceState()
        // The parent proposes a size, the child chooses its own, and the parent places it,
        // centred (WWDC19 "Building Custom Views with SwiftUI"): the hosting view centres
        // content that does not fill the safe area, and content taller than it — a flexible
        // stack whose fixed parts do not fit — overflows at both ends.
        if !isFlexible(root, root.modifiers.count) || size.height > rect.height + 0.5 {
            rootState.overflow = max(0, size.height - rect.height)
            rect = CGRect(x: rect.minX, y: rect.minY + ((rect.height - size.height) / 2).rounded(), width: rect.width, height: size.height)
        }
        place(root, root.modifiers.count, rect, context, "0", self, CGPoint(x: 0, y: 0), rootState, &used)
        updateKeyboardToolbars(world)
        if used.count < generated.count {
            for path in generated.keys.sorted() where !used.contains(path) {
                generated[path]?.removeFromSuperview()
                generated[path] = nil
            }
        }
        scrollFocusedFieldIntoView(world)
        updateReportedSize(root, world)
        controller.afterLayout?()
    }

    // MARK: - Measuring

    /// Whether the view grows vertically to fill what it is offered. A spacer is "a flexible
    /// space that expands along the major axis of its containing stack layout, or on both axes
    /// if not contained in a stack" (https://developer.apple.com/documentation/swiftui/spacer):
    /// in a row (`inRow`) it grows sideways only.
    func isFlexible(_ node: SwiftUIView, _ m: Int, inRow: Bool = false) -> Bool {
        if m > 0 {
            if case .fixedSize(_, true) = node.modifiers[m - 1] { return false }
            if case let .frame(_, height, _, maxHeight, _) = node.modifiers[m - 1] {
                if height != nil { return false }
                if maxHeight == .infinity { return true }
            }
            if case let .heightLimits(_, max, _) = node.modifiers[m - 1], let max {
                return max == .infinity || isFlexible(node, m - 1, inRow: inRow)
            }
            return isFlexible(node, m - 1, inRow: inRow)
        }
        switch node.content {
        case .spacer: return !inRow
        case .color, .scrollView, .geometry: return true
        case let .hosted(view): return view.intrinsicContentSize.height < 0
        case let .hStack(_, _, children):
            return children.contains { isFlexible($0, $0.modifiers.count, inRow: true) }
        case let .vStack(_, children), let .zStack(_, children):
            return children.contains { isFlexible($0, $0.modifiers.count) }
        default: return false
        }
    }

    func measure(_ node: SwiftUIView, _ m: Int, width: CGFloat, height: CGFloat?) -> CGSize {
        if m > 0 {
            switch node.modifiers[m - 1] {
            case let .padding(e):
                let inner = measure(node, m - 1, width: max(0, width - e.left - e.right), height: height.map { max(0, $0 - e.top - e.bottom) })
                return CGSize(width: inner.width + e.left + e.right, height: inner.height + e.top + e.bottom)
            case let .frame(w, h, maxW, maxH, _):
                let inner = measure(node, m - 1, width: w ?? width, height: h ?? height)
                let resultW = w ?? (maxW == .infinity ? width : min(inner.width, maxW ?? inner.width))
                let resultH = h ?? (maxH == .infinity ? (height ?? inner.height) : min(inner.height, maxH ?? inner.height))
                return CGSize(width: resultW, height: resultH)
            case let .heightLimits(minH, maxH, _):
                let inner = measure(node, m - 1, width: width, height: height)
                return CGSize(width: inner.width, height: limitedHeight(inner.height, proposed: height, min: minH, max: maxH))
            case let .safeAreaInset(_, spacing, inset):
                let insetHeight = measure(inset, inset.modifiers.count, width: width, height: nil).height + spacing
                let inner = measure(node, m - 1, width: width, height: height.map { max(0, $0 - insetHeight) })
                return CGSize(width: inner.width, height: inner.height + insetHeight)
            case .fixedSize(_, true):
                return CGSize(width: width, height: idealHeight(node, m - 1, width: width))
            default:
                return measure(node, m - 1, width: width, height: height)
            }
        }
        switch node.content {
        case let .vStack(spacing, children):
            let heights = children.map { child -> CGFloat in
                isFlexible(child, child.modifiers.count) ? minimumHeight(child) : measure(child, child.modifiers.count, width: width, height: nil).height
            }
            let natural = heights.reduce(0, +) + spacing * CGFloat(max(0, children.count - 1))
            if let height, children.contains(where: { isFlexible($0, $0.modifiers.count) }) { return CGSize(width: width, height: max(height, natural)) }
            return CGSize(width: width, height: natural)
        case let .zStack(_, children):
            var h: CGFloat = 0
            for child in children { h = max(h, measure(child, child.modifiers.count, width: width, height: height).height) }
            return CGSize(width: width, height: h)
        case let .hStack(spacing, _, children):
            let widths = hStackWidths(children, spacing: spacing, width: width)
            var h: CGFloat = 0
            for (child, w) in zip(children, widths) where !isSpacer(child) {
                h = max(h, isFlexible(child, child.modifiers.count) ? (height ?? minimumHeight(child)) : measure(child, child.modifiers.count, width: w, height: nil).height)
            }
            return CGSize(width: width, height: h)
        case .geometry:
            return CGSize(width: width, height: height ?? 0)
        case .scrollView:
            return CGSize(width: width, height: height ?? 0)
        case let .spacer(minLength):
            return CGSize(width: width, height: height ?? minLength)
        case let .textField(_, _, h), let .textEditor(_, h), let .button(_, h, _), let .text(_, h):
            return CGSize(width: width, height: h)
        case .color:
            return CGSize(width: width, height: height ?? 0)
        case let .hosted(view):
            let intrinsic = view.intrinsicContentSize.height
            return CGSize(width: width, height: intrinsic >= 0 ? intrinsic : height ?? 0)
        }
    }

    /// The ideal length of SwiftUI's shapes, "a platform default for many views"
    /// (https://www.swiftuifieldguide.com/layout/ideal-size/).
    static let platformIdealLength: CGFloat = 10

    /// The detent identifiers last given to the sheet, and the selection last agreed on.
    private var appliedDetentKeys: [String]?
    private var agreedDetentSelection: String?

    /// Gives the sheet this hosting controller is presented in the content's detents (when
    /// they changed), and keeps the selection binding and the sheet's selected detent in step:
    /// a change on the sheet's side (the keyboard expanding it) is written to the binding, a
    /// change of the binding moves the sheet.
    private func applyDetents(keys: [String], make: () -> [UISheetPresentationController.Detent], selection: SwiftUIView.DetentSelection?) {
        guard let sheet = controller?.sheetPresentationController else { return }
        if appliedDetentKeys != keys {
            appliedDetentKeys = keys
            sheet.detents = make()
        }
        guard let selection else { return }
        let onSheet = sheet.selectedDetentIdentifier?.rawValue
        if let onSheet, onSheet != agreedDetentSelection {
            agreedDetentSelection = onSheet
            if selection.get() != onSheet { selection.set(onSheet) }
        } else if selection.get() != onSheet ?? agreedDetentSelection {
            let wanted = selection.get()
            agreedDetentSelection = wanted
            sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(wanted)
        }
    }

    /// A view's ideal height: what it takes when offered no height (what `fixedSize` gives
    /// it). A fixed height is its own; a colour's is the 10 pt ideal size of SwiftUI's shapes
    /// ("all the built-in shapes have an ideal size of 10×10, which is a platform default for
    /// many views", https://www.swiftuifieldguide.com/layout/ideal-size/); a flexible frame
    /// adopts its content's within its limits; the other flexible views' ideal heights are
    /// ``Assumption/fixedSizeIdealHeights``.
    func idealHeight(_ node: SwiftUIView, _ m: Int, width: CGFloat) -> CGFloat {
        if m > 0 {
            switch node.modifiers[m - 1] {
            case let .padding(e):
                return idealHeight(node, m - 1, width: max(0, width - e.left - e.right)) + e.top + e.bottom
            case let .frame(w, h, _, _, _):
                return h ?? idealHeight(node, m - 1, width: w ?? width)
            case let .heightLimits(minH, maxH, _):
                var h = idealHeight(node, m - 1, width: width)
                if let maxH, maxH != .infinity { h = Swift.min(h, maxH) }
                if let minH { h = Swift.max(h, minH) }
                return h
            case let .safeAreaInset(_, spacing, inset):
                return idealHeight(inset, inset.modifiers.count, width: width) + spacing + idealHeight(node, m - 1, width: width)
            default:
                return idealHeight(node, m - 1, width: width)
            }
        }
        let inferred = world?.assume(.fixedSizeIdealHeights) ?? Assumption.fixedSizeIdealHeights.defaultValue
        switch node.content {
        case .color:
            return HostingView.platformIdealLength
        case let .scrollView(content):
            return inferred ? measure(content, content.modifiers.count, width: width, height: nil).height : HostingView.platformIdealLength
        case let .spacer(minLength):
            return inferred ? minLength : HostingView.platformIdealLength
        case .geometry:
            return HostingView.platformIdealLength
        case let .hosted(view):
            // A UIKit view's ideal size is its intrinsic size where it has one.
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic >= 0 ? intrinsic : HostingView.platformIdealLength
        case let .vStack(spacing, children):
            return children.reduce(0) { $0 + idealHeight($1, $1.modifiers.count, width: width) } + spacing * CGFloat(max(0, children.count - 1))
        case let .zStack(_, children):
            return children.map { idealHeight($0, $0.modifiers.count, width: width) }.max() ?? 0
        case let .hStack(spacing, _, children):
            let widths = hStackWidths(children, spacing: spacing, width: width)
            return zip(children, widths).filter { !isSpacer($0.0) }.map { idealHeight($0.0, $0.0.modifiers.count, width: $0.1) }.max() ?? 0
        default:
            return measure(node, m, width: width, height: nil).height
        }
    }

    /// A flexible frame's height: the content's (or, when the maximum is infinite, what is
    /// proposed), clamped to the limits.
    private func limitedHeight(_ inner: CGFloat, proposed: CGFloat?, min minH: CGFloat?, max maxH: CGFloat?) -> CGFloat {
        var h = maxH == .infinity ? (proposed ?? inner) : inner
        if let maxH, maxH != .infinity { h = Swift.min(h, maxH) }
        if let minH { h = Swift.max(h, minH) }
        return h
    }

    /// A child's layout priority: the outermost `layoutPriority(_:)` on it, 0 without one.
    private func layoutPriority(_ node: SwiftUIView) -> Double {
        for modifier in node.modifiers.reversed() {
            if case let .layoutPriority(value) = modifier { return value.isFinite ? value : 0 }
        }
        return 0
    }

    private func isSpacer(_ node: SwiftUIView) -> Bool {
        if case .spacer = node.content { return true }
        return false
    }

    /// An `HStack`'s column widths: a child with a fixed `frame(width:)` gets it, the others
    /// share the rest equally.
    private func hStackWidths(_ children: [SwiftUIView], spacing: CGFloat, width: CGFloat) -> [CGFloat] {
        let fixed: [CGFloat?] = children.map { child in
            for modifier in child.modifiers.reversed() {
                if case let .frame(w, _, _, _, _) = modifier, let w { return w }
            }
            return nil
        }
        let taken = fixed.compactMap { $0 }.reduce(0, +) + spacing * CGFloat(max(0, children.count - 1))
        let flexibleCount = fixed.filter { $0 == nil }.count
        let share = flexibleCount == 0 ? 0 : max(0, width - taken) / CGFloat(flexibleCount)
        return fixed.map { $0 ?? share }
    }

    private func minimumHeight(_ node: SwiftUIView) -> CGFloat {
        if case let .spacer(minLength) = node.content { return minLength }
        return minimumHeight(node, node.modifiers.count)
    }

    /// The least height of `node` with its first `m` modifiers. A frame with both height
    /// limits "unconditionally adopts the size proposed for it, clamped to the constraints"
    /// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)),
    /// so it can be given as little as its minimum, whatever its content's height.
    private func minimumHeight(_ node: SwiftUIView, _ m: Int) -> CGFloat {
        if m > 0 {
            switch node.modifiers[m - 1] {
            case let .padding(e):
                return minimumHeight(node, m - 1) + e.top + e.bottom
            case let .heightLimits(minH?, maxH?, _):
                return Swift.max(minH, Swift.min(0, maxH))
            case .frame, .heightLimits, .safeAreaInset, .fixedSize:
                return measure(node, m, width: 0, height: nil).height
            default:
                return minimumHeight(node, m - 1)
            }
        }
        return measure(node, 0, width: 0, height: nil).height
    }

    // MARK: - Placing

    /// Places `node` (with its first `m` modifiers) in `rect`, given in `parent`'s bounds
    /// coordinates; `origin` is `parent`'s origin in this view's coordinates.
    private func place(_ node: SwiftUIView, _ m: Int, _ rect: CGRect, _ context: SafeContext, _ path: String,
                       _ parent: UIView, _ origin: CGPoint, _ state: PlaceState, _ used: inout Set<String>) {
        var state = state
        if m > 0 {
            switch node.modifiers[m - 1] {
            case let .padding(e):
                return place(node, m - 1, rect.inset(by: e), context, path, parent, origin, state, &used)
            case let .offset(x, y):
                // Inside the flips met so far: mirrored by them.
                state.offset.x += state.scale.x * x
                state.offset.y += state.scale.y * y
            case let .flip(x, y, anchor):
                // Mirrored across the line through the anchor of the frame the modifier sees
                // (`scaleEffect(x:y:anchor:)`: "relative to an anchor point",
                // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)).
                if x {
                    state.offset.x += 2 * state.scale.x * (rect.minX + anchor.x * rect.width)
                    state.scale.x = -state.scale.x
                }
                if y {
                    state.offset.y += 2 * state.scale.y * (rect.minY + anchor.y * rect.height)
                    state.scale.y = -state.scale.y
                }
            case let .frame(w, h, maxW, maxH, alignment):
                let inner = measure(node, m - 1, width: w ?? rect.width, height: h ?? rect.height)
                let width = w ?? (maxW == .infinity ? rect.width : min(rect.width, inner.width))
                let height = h ?? (maxH == .infinity ? rect.height : min(rect.height, inner.height))
                var framed = CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
                state.overflow = 0
                // "The alignment of this view inside the resulting frame"
                // (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)):
                // content shorter than the frame sits at its top or bottom edge. Centred, the
                // content keeps the whole frame, as before alignment was modelled.
                if alignment != .center, !isFlexible(node, m - 1) {
                    let contentHeight = Swift.min(height, measure(node, m - 1, width: width, height: nil).height)
                    if alignment == .bottom { framed.origin.y = framed.maxY - contentHeight }
                    framed.size.height = contentHeight
                }
                return place(node, m - 1, framed, context, path, parent, origin, state, &used)
            case let .heightLimits(minH, maxH, alignment):
                let frameHeight = limitedHeight(rect.height, proposed: rect.height, min: minH, max: maxH)
                let innerHeight = isFlexible(node, m - 1)
                    ? frameHeight : Swift.min(frameHeight, measure(node, m - 1, width: rect.width, height: nil).height)
                let y: CGFloat
                switch alignment {
                case .top: y = rect.minY
                case .center: y = rect.minY + ((frameHeight - innerHeight) / 2).rounded()
                case .bottom: y = rect.minY + frameHeight - innerHeight
                }
                state.overflow = 0
                return place(node, m - 1, CGRect(x: rect.minX, y: y, width: rect.width, height: innerHeight), context, path, parent, origin, state, &used)
            case let .safeAreaInset(bottom, spacing, inset):
                let insetHeight = measure(inset, inset.modifiers.count, width: rect.width, height: nil).height
                let insetRect = CGRect(x: rect.minX, y: bottom ? rect.maxY - insetHeight : rect.minY, width: rect.width, height: insetHeight)
                place(inset, inset.modifiers.count, insetRect, context, "\(path)#inset", parent, origin, state.inherited, &used)
                var main = rect
                main.size.height = max(0, rect.height - insetHeight - spacing)
                if !bottom { main.origin.y += insetHeight + spacing }
                return place(node, m - 1, main, context, path, parent, origin, state, &used)
            case let .tag(key):
                state.tags.append(key)
            case let .ignoresSafeArea(regions, edges):
                let (expanded, inner) = expand(rect, by: regions, edges: edges, origin: origin, context: context)
                return place(node, m - 1, expanded, inner, path, parent, origin, state, &used)
            case let .animation(curve, duration):
                state.animation = (curve, duration)
            case let .name(name):
                state.name = name
            case let .focused(value):
                state.name = state.name ?? value
            case .keyboardToolbar:
                hasKeyboardToolbar = true
            case let .presentationDetents(keys, make, selection):
                applyDetents(keys: keys, make: make, selection: selection)
            case let .tapAction(action):
                // The modifier nearest the view is SwiftUI's innermost gesture; outer ones
                // on the same view are not modelled.
                if state.tapAction == nil { state.tapAction = action }
            case let .submitAction(action):
                state.submitActions.append(action)
            case .submitScope:
                state.submitActions = []
            case let .transition(offset):
                // The outermost transition is the view's (an inner one would belong to an
                // inserted child of its own).
                if state.transition == nil { state.transition = offset }
            case .layoutPriority, .fixedSize(_, false):
                break
            case .fixedSize(_, true):
                // The ideal height, centred in what the parent offers (a stack offers just that).
                let h = idealHeight(node, m - 1, width: rect.width)
                let fixed = CGRect(x: rect.minX, y: rect.minY + ((rect.height - h) / 2).rounded(), width: rect.width, height: h)
                return place(node, m - 1, fixed, context, path, parent, origin, state, &used)
            case let .scrollDismissesKeyboard(mode):
                switch mode {
                case .interactively: state.dismissMode = .interactive
                case .immediately: state.dismissMode = .onDrag
                case .never, .automatic: state.dismissMode = UIScrollView.KeyboardDismissMode.none
                }
            }
            return place(node, m - 1, rect, context, path, parent, origin, state, &used)
        }

        // A node is found again by its key — unless that key already named a view placed in
        // this pass (a built-in view drawn as a stack around one child rendered with the same
        // key: a NavigationLink's button, an Image in its frame), where it goes by its place:
        // two views with one path replace each other in every pass, and layout never settles.
        let path = node.key.map { used.contains($0) ? path : $0 } ?? path
        // The view this path had before the pass (looked up only where a transition asks).
        let previous = state.transition == nil ? nil : generated[path]
        let view = generatedView(for: node, path: path, parent: parent, state: state)
        used.insert(path)
        updateTapGesture(of: view, state.tapAction)
        if !state.submitActions.isEmpty, view is UITextField { submitActions[ObjectIdentifier(view)] = state.submitActions }
        for tag in state.tags { taggedViews[tag] = view }
        if state.overflow > 0.5 { overflowing.insert(ObjectIdentifier(view)) }
        // As UIKit draws a transform: about the view's centre, then translated. A mirrored
        // axis draws [min, max] at [offset - max, offset - min].
        var transform = CGAffineTransform(scaleX: state.scale.x, y: state.scale.y)
        transform.tx = state.scale.x < 0 ? state.offset.x - 2 * rect.midX : state.offset.x
        transform.ty = state.scale.y < 0 ? state.offset.y - 2 * rect.midY : state.offset.y
        let apply = {
            if view.frame != rect { view.frame = rect }
            if view.transform != transform { view.transform = transform }
        }
        if let transition = state.transition, previous !== view, let (curve, duration) = state.animation ?? transaction, let world {
            // Inserted by an animated change: drawn displaced by its transition first, then
            // animated to its place (SwiftUI's insertion transition).
            let from = transition.displacement(for: rect.size)
            world.withoutAnimation {
                view.frame = rect
                var displaced = transform
                displaced.tx += from.x
                displaced.ty += from.y
                view.transform = displaced
            }
            world.animate(duration: duration, delay: 0, curve: curve, overrideInherited: true, animations: apply, completion: nil)
        } else if let (curve, duration) = state.animation ?? transaction, let world, view.frame != rect || view.transform != transform {
            world.animate(duration: duration, delay: 0, curve: curve, overrideInherited: true, animations: apply, completion: nil)
        } else {
            apply()
        }
        let childOrigin = CGPoint(x: origin.x + rect.minX, y: origin.y + rect.minY)
        var childContext = context
        childContext.effective = context.effective.offsetBy(dx: 0, dy: 0)
        switch node.content {
        case let .vStack(spacing, children):
            let flexible = children.map { isFlexible($0, $0.modifiers.count) }
            let fixedHeights = children.enumerated().map { i, child in
                flexible[i] ? minimumHeight(child) : measure(child, child.modifiers.count, width: rect.width, height: nil).height
            }
            let spacings = spacing * CGFloat(max(0, children.count - 1))
            let fixedSum = zip(fixedHeights, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
            let flexibleMinimum = zip(fixedHeights, flexible).filter { $0.1 }.map(\.0).reduce(0, +)
            // The room beyond every child's minimum goes to the flexible children of the
            // highest layout priority, in equal shares; the others keep their minimums. A
            // flexible child takes all it is offered, so "the higher priority view … stretch[es]
            // sooner" leaves nothing for lower ones (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:):
            // views of the default priority 0 share the space evenly).
            let priorities = children.map(layoutPriority)
            let topPriority = zip(priorities, flexible).filter { $0.1 }.map(\.0).max()
            let takers = zip(priorities, flexible).map { $0.1 && $0.0 == topPriority }
            let takerCount = takers.filter { $0 }.count
            let share = takerCount == 0 ? 0 : max(0, rect.height - fixedSum - spacings - flexibleMinimum) / CGFloat(takerCount)
            var y: CGFloat = 0
            for (i, child) in children.enumerated() {
                let h = takers[i] ? fixedHeights[i] + share : fixedHeights[i]
                place(child, child.modifiers.count, CGRect(x: 0, y: y, width: rect.width, height: h), childContext,
                      "\(path).\(i)", view, childOrigin, state.inherited, &used)
                y += h + spacing
            }
        case let .hStack(spacing, alignment, children):
            let widths = hStackWidths(children, spacing: spacing, width: rect.width)
            var x: CGFloat = 0
            for (i, child) in children.enumerated() {
                let flexible = isFlexible(child, child.modifiers.count)
                let h = flexible ? rect.height : Swift.min(rect.height, measure(child, child.modifiers.count, width: widths[i], height: nil).height)
                // A row's children share the vertical coordinate of its alignment guide
                // (https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:),
                // "It has the same vertical screen coordinate for all subviews"): their tops,
                // centres or bottoms line up.
                let y = HostingView.aligned(h, in: rect.height, alignment)
                place(child, child.modifiers.count, CGRect(x: x, y: y, width: widths[i], height: h), childContext,
                      "\(path).\(i)", view, childOrigin, state.inherited, &used)
                x += widths[i] + spacing
            }
        case let .geometry(content):
            let inHost = rect.offsetBy(dx: origin.x, dy: origin.y)
            let insets = geometryInsets(of: inHost, in: context)
            let child = content(rect.size, insets, convert(inHost, to: nil))
            let h = isFlexible(child, child.modifiers.count) ? rect.height : measure(child, child.modifiers.count, width: rect.width, height: nil).height
            place(child, child.modifiers.count, CGRect(x: 0, y: 0, width: rect.width, height: h), childContext, "\(path).0", view, childOrigin, state.inherited, &used)
        case let .zStack(alignment, children):
            // Each child is proposed what the ZStack was proposed, chooses its size, and is
            // placed by the stack's alignment, "the guide for aligning the subviews in this
            // stack on both the x- and y-axes" (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:));
            // centred by default (https://developer.apple.com/documentation/swiftui/zstack): a
            // flexible background fills the proposal, a stack that does not fit overflows at
            // both ends when centred, past the bottom when top-aligned, past the top when
            // bottom-aligned. (Widths follow the container, so only the y-axis moves anything.)
            let proposal = max(0, rect.height - state.overflow)
            for (i, child) in children.enumerated() {
                let size = measure(child, child.modifiers.count, width: rect.width, height: proposal)
                let childRect = CGRect(x: 0, y: HostingView.aligned(size.height, in: rect.height, alignment), width: rect.width, height: size.height)
                var childState = state.inherited
                if isFlexible(child, child.modifiers.count) { childState.overflow = max(0, size.height - proposal) }
                place(child, child.modifiers.count, childRect, childContext, "\(path).\(i)", view, childOrigin, childState, &used)
            }
        case let .scrollView(content):
            let scroll = view as! SwiftUIScrollView
            if let mode = state.dismissMode { scroll.keyboardDismissMode = mode }
            let size = measure(content, content.modifiers.count, width: rect.width, height: nil)
            let contentRect = CGRect(x: 0, y: 0, width: rect.width, height: max(size.height, 0))
            if scroll.contentSize != contentRect.size { scroll.contentSize = contentRect.size }
            let contentOrigin = CGPoint(x: childOrigin.x - scroll.contentOffset.x, y: childOrigin.y - scroll.contentOffset.y)
            place(content, content.modifiers.count, contentRect, childContext, "\(path).0", scroll, contentOrigin, state.inherited, &used)
            scroll.clampContentOffset()
        default:
            break
        }
    }

    /// Where a child `height` tall starts in a container `length` tall, placed by `alignment`
    /// (centred and rounded as the model always centred).
    static func aligned(_ height: CGFloat, in length: CGFloat, _ alignment: SwiftUIView.VerticalPlacement) -> CGFloat {
        switch alignment {
        case .top: return 0
        case .center: return ((length - height) / 2).rounded()
        case .bottom: return length - height
        }
    }

    /// Extends `rect` (in parent coordinates, parent at `origin`) into safe-area regions on
    /// edges where it reaches the safe area's edge.
    private func expand(_ rect: CGRect, by regions: SafeAreaRegions, edges: EdgeSet, origin: CGPoint,
                        context: SafeContext) -> (CGRect, SafeContext) {
        var r = rect.offsetBy(dx: origin.x, dy: origin.y)
        let safe = context.effective
        var inner = context
        let reachTop = abs(r.minY - safe.minY) < 0.5, reachBottom = abs(r.maxY - safe.maxY) < 0.5
        if edges.contains(.bottom) && reachBottom {
            var bottom = r.maxY
            if regions.contains(.keyboard) { bottom = max(bottom, context.container.maxY) }
            if regions.contains(.container) { bottom = regions.contains(.keyboard) ? context.bounds.maxY : max(bottom, min(context.bounds.maxY, context.keyboard.maxY)) }
            r.size.height = bottom - r.minY
            inner.effective.size.height = max(inner.effective.height, bottom - inner.effective.minY)
        }
        if edges.contains(.top) && reachTop && regions.contains(.container) {
            let top = context.bounds.minY
            r.size.height += r.minY - top
            r.origin.y = top
            inner.effective.size.height += inner.effective.minY - top
            inner.effective.origin.y = top
        }
        return (r.offsetBy(dx: -origin.x, dy: -origin.y), inner)
    }

    /// Gives every generated text input the keyboard toolbar a `.toolbar` placed on the
    /// keyboard asks for — a bar of the device's toolbar height above the keyboard, part of
    /// its frame as an input accessory view is — or takes it away.
    private func updateKeyboardToolbars(_ world: World) {
        guard hasKeyboardToolbar || gaveKeyboardToolbars else { return }
        let wanted = hasKeyboardToolbar && world.assume(.swiftUIKeyboardToolbarIsAccessory)
        gaveKeyboardToolbars = wanted
        for path in generated.keys.sorted() {
            guard let view = generated[path] else { continue }
            guard let input = view.textInput else { continue }
            if wanted {
                let height = world.barMetrics.toolbar
                if let bar = input.inputAccessoryView as? SwiftUIKeyboardToolbar {
                    if bar.frame.height != height { bar.frame.size.height = height }
                } else {
                    input.inputAccessoryView = SwiftUIKeyboardToolbar(frame: CGRect(x: 0, y: 0, width: bounds.width, height: height))
                }
            } else if input.inputAccessoryView is SwiftUIKeyboardToolbar {
                input.inputAccessoryView = nil
            }
        }
    }

    /// Gives `view` the tap recognizer an `onTapGesture` asks for (with the latest body's
    /// action), or takes it away. It does not cancel touches: a tap on a field inside still
    /// focuses the field, after the action.
    private func updateTapGesture(of view: UIView, _ action: (() -> Void)?) {
        let existing = view.gestureRecognizers?.lazy.compactMap { $0 as? SwiftUITapGesture }.first
        if let action {
            if let existing {
                existing.action = action
            } else {
                let recognizer = SwiftUITapGesture()
                recognizer.action = action
                recognizer.cancelsTouchesInView = false
                recognizer.addTarget(recognizer, action: SwiftUITapGesture.fire)
                view.addGestureRecognizer(recognizer)
            }
        } else if let existing {
            view.removeGestureRecognizer(existing)
        }
    }

    private func generatedView(for node: SwiftUIView, path: String, parent: UIView, state: PlaceState) -> UIView {
        if case let .hosted(hosted) = node.content {
            // The representable's own view, made once by the renderer.
            if let existing = generated[path], existing !== hosted { existing.removeFromSuperview() }
            if hosted.superview !== parent { parent.addSubview(hosted) }
            generated[path] = hosted
            return hosted
        }
        let expected: UIView.Type
        switch node.content {
        case .scrollView: expected = SwiftUIScrollView.self
        case .textField: expected = UITextField.self
        case .textEditor: expected = UITextView.self
        case .button: expected = SwiftUIButton.self
        case .text: expected = UILabel.self
        case .spacer: expected = SwiftUISpacer.self
        default: expected = UIView.self
        }
        if let existing = generated[path], type(of: existing) == expected, existing.superview === parent {
            // A re-evaluated body gives its button a new action closure (new captured state).
            switch node.content {
            case let .button(_, _, action): (existing as? SwiftUIButton)?.action = action
            case let .text(text, _): (existing as? UILabel)?.text = text
            default: break
            }
            return existing
        }
        generated[path]?.removeFromSuperview()
        let view: UIView
        switch node.content {
        case let .textField(title, secure, height):
            let field = UITextField(name: state.name ?? title)
            field.generatingDelegate = self
            delegatedFields.append(field)
            field.placeholder = title
            field.isSecureTextEntry = secure
            field.preferredHeight = height
            view = field
        case let .textEditor(title, height):
            let editor = UITextView(name: state.name ?? title)
            editor.preferredHeight = height
            view = editor
        case let .button(title, height, action):
            let button = SwiftUIButton(name: state.name ?? title)
            button.setTitle(title, for: .normal)
            button.preferredHeight = height
            button.action = action
            button.addAction(UIAction { [unowned button] _ in button.action?() }, for: .primaryActionTriggered)
            view = button
        case let .text(text, height):
            let label = UILabel(name: state.name ?? text)
            label.text = text
            label.preferredHeight = height
            view = label
        case .scrollView:
            view = SwiftUIScrollView(name: state.name ?? "ScrollView")
        case let .hosted(hosted): view = hosted
        case .vStack: view = UIView(name: state.name ?? "VStack")
        case .zStack: view = UIView(name: state.name ?? "ZStack")
        case .spacer: view = SwiftUISpacer(name: state.name ?? "Spacer")
        case .color: view = UIView(name: state.name ?? "Color")
        case .hStack: view = UIView(name: state.name ?? "HStack")
        case .geometry: view = UIView(name: state.name ?? "GeometryReader")
        }
        parent.addSubview(view)
        generated[path] = view
        return view
    }

    /// Scrolls a SwiftUI scroll view to the focused field when the keyboard or the focus
    /// changed (``Assumption/swiftUIScrollsToFocusedField``; a TextEditor:
    /// ``Assumption/swiftUIScrollsToFocusedTextEditor``).
    private func scrollFocusedFieldIntoView(_ world: World) {
        guard let field = world.firstResponder?.textInput, field.isDescendant(of: self),
              let scroll = field.enclosingScrollView as? SwiftUIScrollView,
              let keyboard = world.keyboard.screenFrame, world.keyboard.isOnScreen else {
            lastScrollRequest = nil
            return
        }
        let request = (ObjectIdentifier(field), keyboard)
        if let last = lastScrollRequest, last.responder == request.0, last.keyboard == request.1 { return }
        lastScrollRequest = request
        let whole = field.convert(field.bounds, to: scroll)
        let rect = whole.height <= scroll.visibleContentRect.height ? whole : field.convert(field.caretRect, to: scroll)
        // A TextEditor and a TextField are not scrolled alike (the two assumptions' evidence);
        // neither before iOS 14, when SwiftUI had no keyboard avoidance at all
        // (V8tr/KeyboardAvoidanceSwiftUI#8).
        let scrolls: Assumption = field is UITextView ? .swiftUIScrollsToFocusedTextEditor : .swiftUIScrollsToFocusedField
        guard world.iOSVersion >= 14, scroll.offsetShowing(rect) != nil, world.assume(scrolls) else { return }
        scroll.scrollRectToVisible(rect, animated: false)
    }
}

/// SwiftUI's text fields: the return key runs the `onSubmit` actions in force on the field,
/// then ends editing (``Assumption/swiftUIReturnEndsEditing``).
extension HostingView: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        for action in (submitActions[ObjectIdentifier(textField)] ?? []).reversed() { action() }
        guard let world, world.assume(.swiftUIReturnEndsEditing) else { return false }
        // The actions' state changes take effect in a layout pass; a focus they moved to
        // another field is waiting for the main queue then, and the keyboard stays for it.
        world.layoutIfNeeded()
        if controller?.hasScheduledFocusChange?() == true { return false }
        if textField.isFirstResponder { _ = textField.resignFirstResponder() }
        return false
    }
}

/// The UIKit button a SwiftUI `Button` is drawn as: a tap runs the button's current action.
final class SwiftUIButton: UIButton {
    var action: (() -> Void)?
}

/// The bar SwiftUI shows above the keyboard for `.toolbar` items placed on it.
final class SwiftUIKeyboardToolbar: UIToolbar {
    /// Whether the bar has come up with a keyboard once
    /// (``Assumption/swiftUIKeyboardToolbarJoinsAfterFirstShow``).
    var hasShown = false
}

/// The recognizer an `onTapGesture` is drawn as.
final class SwiftUITapGesture: UITapGestureRecognizer {
    var action: (() -> Void)?
    func fire() { action?() }
}

/// The view a SwiftUI `Spacer` is drawn as: empty space, which shows nothing wherever it is.
package final class SwiftUISpacer: UIView {}

extension UIView {
    /// For a hosting controller's view, the views its last layout pass made taller than their
    /// parent proposed (``HostingView/overflowing``); `nil` for any other view.
    package var overflowingGeneratedViews: Set<ObjectIdentifier>? { (self as? HostingView)?.overflowing }
}
