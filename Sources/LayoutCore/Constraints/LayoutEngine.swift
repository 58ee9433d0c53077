import Foundation
import LayoutSolver

/// The window's Auto Layout engine: turns active `NSLayoutConstraint`s, autoresizing
/// frames, intrinsic sizes and guides into solver constraints, solves, and applies frames.
///
/// Structure (which items take part, which constraints exist) is rebuilt only when it
/// changes; every other change — a constraint's `constant`, a frame set by code, a safe
/// area, the keyboard guide — is an incremental constant update on the solver. System
/// constraints come first and app constraints follow in activation order, so when a
/// conflict forces a constraint to break it is the app's later one (``ConstraintSystem``).
final class LayoutEngine {
    // `unowned(unsafe)`: the world owns its engine, which never outlives it; the checked
    // reference cost a strong retain and release at every read of `world`.
    unowned(unsafe) let world: World
    // Stored properties are `@exclusivity(unchecked)`: the engine runs on the main actor, one
    // call at a time, and none of its mutations calls out while it lasts; the run-time check
    // cost about 200 instructions per access on every build and pass.
    @exclusivity(unchecked) private(set) var system = ConstraintSystem()
    /// Active app constraints, in activation order.
    @exclusivity(unchecked) private(set) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var structureDirty = false
    @exclusivity(unchecked) private var generation = 0
    /// How many times the structure was rebuilt.
    @exclusivity(unchecked) private(set) var rebuilds = 0
    @exclusivity(unchecked) private var solvedGeneration = -1
    /// The world's geometry epoch: while one lasts no frame or safe-area input changes, so
    /// each value the system constraints track is read once per epoch (``lengthMemos``).
    private var readStamp: Int { world.geometryEpoch }

    /// A constraint the engine adds itself, with the value its constant must track.
    private struct SystemConstraint {
        let constraint: Constraint
        let source: Source
        var current: Double
    }

    /// What a system constraint's constant tracks, read at every solve (``value(of:)``).
    ///
    /// A value, not a closure: building a screen's constraints allocates no closure context
    /// per constraint, and reading one is a switch. The views and guides are held
    /// `unowned(unsafe)`: the engine drops every system constraint when its structure changes
    /// or a hierarchy is torn down (``forgetConstraints(within:)``), so none is read after
    /// what it reads is gone.
    private struct Source {
        enum Kind {
            /// 0 (the window's origin, a scroll view's content guide's origin).
            case zero
            /// The window's bounds' width or height.
            case windowWidth, windowHeight
            /// An autoresizing view's frame: its origin (in the layout origin of its superview
            /// when `outsideLayout`: a superview not in the solver) or its size.
            case frameMinX, frameMinY, frameWidth, frameHeight
            /// A view's intrinsic content height or width (read once per read stamp).
            case intrinsicHeight, intrinsicWidth
            /// A guide's rectangle in its owner (read once per read stamp): its origin, or its
            /// size less the owner's bounds' size.
            case guideMinX, guideMinY, guideWidth, guideHeight
        }

        var kind: Kind
        /// For a frame origin: whether the superview is outside the solver.
        var outsideLayout = false
        /// For an intrinsic size, its entry in ``lengthMemos``; for a guide, in ``rectMemos``
        /// (several constraints share one: a view's two intrinsic-size constraints on an axis,
        /// a guide's four edges).
        var memo = -1
        unowned(unsafe) var view: UIView?
        unowned(unsafe) var guide: UILayoutGuide?

        init(_ kind: Kind, view: UIView? = nil, guide: UILayoutGuide? = nil, outsideLayout: Bool = false, memo: Int = -1) {
            self.kind = kind
            self.view = view
            self.guide = guide
            self.outsideLayout = outsideLayout
            self.memo = memo
        }
    }

    /// Values the system constraints share within one read stamp (``readStamp``): what the
    /// last read computed, and at which stamp (−1: never). Emptied by every rebuild.
    @exclusivity(unchecked) private var lengthMemos: [(stamp: Int, value: CGFloat)] = []
    @exclusivity(unchecked) private var rectMemos: [(stamp: Int, value: CGRect)] = []

    /// Reads a shared length: the memo's when it was read at this stamp, else `compute()`'s,
    /// kept for the stamp — unless the structure was rebuilt meanwhile (a read that lays
    /// out), which leaves the new memos alone.
    private func memoizedLength(_ index: Int, _ compute: () -> CGFloat) -> CGFloat {
        let stamp = readStamp
        if lengthMemos[index].stamp == stamp { return lengthMemos[index].value }
        let built = generation
        let value = compute()
        if generation == built { lengthMemos[index] = (stamp, value) }
        return value
    }

    /// The same for a guide's rectangle; `compute` is given the stamp.
    private func memoizedRect(_ index: Int, _ compute: (Int) -> CGRect) -> CGRect {
        let stamp = readStamp
        if rectMemos[index].stamp == stamp { return rectMemos[index].value }
        let built = generation
        let value = compute(stamp)
        if generation == built { rectMemos[index] = (stamp, value) }
        return value
    }

    /// The value a system constraint's source reads now.
    private func value(of source: Source) -> Double {
        switch source.kind {
        case .zero:
            return 0
        case .windowWidth:
            return Double(source.view.unsafelyUnwrapped.bounds.width)
        case .windowHeight:
            return Double(source.view.unsafelyUnwrapped.bounds.height)
        case .frameMinX:
            let view = source.view.unsafelyUnwrapped
            return Double(view.frame.minX) + (source.outsideLayout ? Double(world.layoutOrigin(of: view.superview).x) : 0)
        case .frameMinY:
            let view = source.view.unsafelyUnwrapped
            return Double(view.frame.minY) + (source.outsideLayout ? Double(world.layoutOrigin(of: view.superview).y) : 0)
        case .frameWidth:
            return Double(source.view.unsafelyUnwrapped.frame.width)
        case .frameHeight:
            return Double(source.view.unsafelyUnwrapped.frame.height)
        case .intrinsicHeight, .intrinsicWidth:
            let view = source.view.unsafelyUnwrapped
            let vertical = source.kind == .intrinsicHeight
            return Double(max(0, memoizedLength(source.memo) {
                let size = view.intrinsicContentSize
                return vertical ? size.height : size.width
            }))
        case .guideMinX, .guideMinY, .guideWidth, .guideHeight:
            let guide = source.guide.unsafelyUnwrapped, owner = source.view.unsafelyUnwrapped
            let frame = memoizedRect(source.memo) { guide.fallbackFrame(in: owner, memo: $0) }
            switch source.kind {
            case .guideMinX: return Double(frame.minX)
            case .guideMinY: return Double(frame.minY)
            case .guideWidth: return Double(frame.width - owner.bounds.width)
            default: return Double(frame.height - owner.bounds.height)
            }
        }
    }

    @exclusivity(unchecked) private var systemConstraints: [SystemConstraint] = []
    /// Views and guides with variables, in discovery order.
    @exclusivity(unchecked) private var variableViews: [UIView] = []
    @exclusivity(unchecked) private var variableGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) private var contentGuides: [UILayoutGuide] = []

    init(world: World) {
        self.world = world
    }

    /// How many stack views are in the window: each adds its own constraints.
    @exclusivity(unchecked) var stacksInWindow = 0

    /// Whether no constraint is active and no stack arranges views (layout then needs no
    /// solver at all).
    var isEmpty: Bool { constraints.isEmpty && stacksInWindow == 0 }

    /// Conflicts reported by the solver so far.
    var diagnostics: [ConflictDiagnostic] { system.diagnostics }

    func isSolved(_ variables: LayoutVariables) -> Bool { solvedGeneration == generation && !structureDirty }

    // MARK: - Changes

    func activate(_ constraint: NSLayoutConstraint) {
        constraint.activeWorld = world
        constraints.append(constraint)
        structureDidChange()
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        constraint.activeWorld = nil
        constraints.removeAll { $0 === constraint }
        if !structureDirty, let solverConstraint = constraint.solverConstraint {
            system.deactivate(solverConstraint)
            world.setNeedsLayout()
        } else {
            structureDidChange()
        }
        constraint.solverConstraint = nil
    }

    /// A view hierarchy was torn down: its constraints go with it. (UIKit's constraints do
    /// not retain their items, so a released screen's views are freed; here the engine would
    /// otherwise keep them alive.)
    func forgetConstraints(within root: UIView) {
        forgetConstraints(within: [root])
    }

    /// The same for several hierarchies at once (one rebuild).
    func forgetConstraints(within roots: [UIView]) {
        guard !roots.isEmpty else { return }
        func inside(_ view: UIView) -> Bool { roots.contains { view === $0 || view.isDescendant(of: $0) } }
        func inside(_ item: LayoutItem) -> Bool {
            if let view = item as? UIView { return inside(view) }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView { return inside(owner) }
            return false
        }
        let gone = constraints.filter { inside($0.firstAnchor.item) || ($0.secondAnchor.map { inside($0.item) } ?? false) }
        guard !gone.isEmpty else { return }
        for constraint in gone {
            constraint.activeWorld = nil
            constraint.solverConstraint = nil
        }
        constraints.removeAll { c in gone.contains { $0 === c } }
        // Rebuild now, so nothing of the old structure (variables, tracked values) holds the
        // torn-down views.
        rebuild()
        world.setNeedsLayout()
    }

    /// The world is going away: its constraints forget it.
    func releaseWorld() {
        for c in constraints { c.activeWorld = nil }
    }

    func structureDidChange() {
        structureDirty = true
        world.setNeedsLayout()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        if !structureDirty, let solverConstraint = constraint.solverConstraint {
            // A constant that makes required constraints conflict is logged as UIKit logs it.
            for diagnostic in system.setConstant(of: solverConstraint, to: -Double(constraint.constant)) { world.recordConflict(diagnostic) }
        }
        world.setNeedsLayout()
    }

    // MARK: - Solving

    /// Brings the solver up to date and solves. Returns `true` when any system constant
    /// changed (so frames may have moved).
    @discardableResult
    func solve() -> Bool {
        guard !isEmpty else { return false }
        if structureDirty { rebuild() }
        var changed = false
        for i in systemConstraints.indices {
            let value = self.value(of: systemConstraints[i].source)
            if abs(value - systemConstraints[i].current) > 1e-9 {
                systemConstraints[i].current = value
                // A guide that moves (the keyboard guide rising) can make the app's required
                // constraints conflict: UIKit logs that when it happens, not only when
                // constraints are activated.
                for diagnostic in system.setConstant(of: systemConstraints[i].constraint, to: -value) { world.recordConflict(diagnostic) }
                changed = true
            }
        }
        system.updateVariables()
        solvedGeneration = generation
        return changed
    }

    /// Whether the solved system sizes `view` by its intrinsic content size (hugging and
    /// compression resistance on an axis) and the size it used is the view's size now: an
    /// invalidation of it then changes nothing the solver reads.
    func holdsCurrentIntrinsicSize(of view: UIView) -> Bool {
        guard !isEmpty, !structureDirty, solvedGeneration == generation else { return false }
        var size: CGSize?
        var held = false
        for constraint in systemConstraints where constraint.source.view === view
            && (constraint.source.kind == .intrinsicHeight || constraint.source.kind == .intrinsicWidth) {
            let current = size ?? view.intrinsicContentSize
            size = current
            let length = constraint.source.kind == .intrinsicHeight ? current.height : current.width
            if abs(Double(max(0, length)) - constraint.current) > 1e-9 { return false }
            held = true
        }
        return held
    }

    /// Whether anything the solver reads (a tracked system constant, the constraint set)
    /// differs from what the last ``solve()`` used.
    func inputsChanged() -> Bool {
        guard !isEmpty else { return false }
        if structureDirty { return true }
        for constraint in systemConstraints where abs(value(of: constraint.source) - constraint.current) > 1e-9 { return true }
        return false
    }

    /// Writes solved frames into views positioned by constraints (parents first), and the
    /// content size of scroll views whose content guide is constrained.
    func applyFrames() {
        guard !isEmpty else { return }
        for view in variableViews where !view.translatesAutoresizingMaskIntoConstraints {
            guard let v = view.layoutVariables, let superview = view.superview else { continue }
            let origin = world.layoutOrigin(of: superview)
            let rect = v.rect
            view.frame = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: max(0, rect.width), height: max(0, rect.height))
        }
        for guide in contentGuides {
            guard let scroll = guide.owningView as? UIScrollView, let v = guide.layoutVariables else { continue }
            let size = CGSize(width: max(0, v.width.value), height: max(0, v.height.value))
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }

    // MARK: - Building

    private func rebuild() {
        rebuilds += 1
        structureDirty = false
        generation += 1
        system = ConstraintSystem()
        systemConstraints.removeAll()
        lengthMemos.removeAll(keepingCapacity: true)
        rectMemos.removeAll(keepingCapacity: true)
        variableViews.removeAll()
        variableGuides.removeAll()
        contentGuides.removeAll()
        var seenViews = Set<ObjectIdentifier>()
        var seenGuides = Set<ObjectIdentifier>()

        func need(_ view: UIView) {
            guard seenViews.insert(ObjectIdentifier(view)).inserted else { return }
            if view.layoutVariables == nil { view.layoutVariables = LayoutVariables(name: view.layoutItemName) }
            variableViews.append(view)
        }
        func need(_ guide: UILayoutGuide) {
            guard seenGuides.insert(ObjectIdentifier(guide)).inserted else { return }
            if guide.layoutVariables == nil { guide.layoutVariables = LayoutVariables(name: guide.layoutItemName) }
            variableGuides.append(guide)
            if let owner = guide.owningView { need(owner) }
        }
        func need(_ item: LayoutItem) {
            if let view = item as? UIView { need(view) } else if let guide = item as? UILayoutGuide { need(guide) }
        }
        // A screen a full-screen presentation took out of the window is not laid out while
        // covered: its constraints stay active but out of the system, its frames as they were
        // (Assumption.coveredScreenKeepsItsLayout; "The views belonging to the presenting view
        // controller are removed after the presentation completes",
        // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
        // Solved out of the window, with no safe area, they filled the screen, and the first
        // pass after the return measured their cells under the status bar.
        let solved = constraintsOutsideCoveredScreens()
        for c in solved {
            need(c.firstAnchor.item)
            if let second = c.secondAnchor { need(second.item) }
        }
        // Stack views arrange their views by constraints of their own (window order).
        let stacks = stacksInWindow > 0 ? world.window.subtree.compactMap { $0 as? UIStackView } : []
        for stack in stacks {
            need(stack)
            for item in stack.arrangementItems { need(item) }
        }
        // Views positioned by constraints keep their stacking: order parents before children.
        // (Each view's depth read once: the sort compares the same depths, so it makes the
        // same order as comparing walks.)
        var byDepth = variableViews.map { (view: $0, depth: depth($0)) }
        byDepth.sort { $0.depth < $1.depth }
        variableViews = byDepth.map(\.view)

        // System constraints first: autoresizing frames, intrinsic sizes, guides (at most four
        // for each view and guide).
        systemConstraints.reserveCapacity(4 * (variableViews.count + variableGuides.count))
        for view in variableViews { addViewConstraints(view) }
        for guide in variableGuides { addGuideConstraints(guide) }
        // The stacks' (UIKit's UISV- constraints), then the app's, in activation order.
        let arrangement = stacks.flatMap { $0.arrangementConstraints({ self.variables(of: $0) }) }
        system.reserveCapacity(systemConstraints.count + arrangement.count + constraints.count)
        for c in systemConstraints { system.activate(c.constraint) }
        for constraint in arrangement {
            for diagnostic in system.activate(constraint) { world.recordConflict(diagnostic) }
        }
        for c in solved {
            let solverConstraint = makeSolverConstraint(c)
            c.solverConstraint = solverConstraint
            for diagnostic in system.activate(solverConstraint) { world.recordConflict(diagnostic) }
        }
    }

    /// The active constraints the system solves: all of them, but those of a screen a
    /// full-screen presentation took out of the window (each left without a solver
    /// constraint until the screen comes back, when its return rebuilds the system).
    private func constraintsOutsideCoveredScreens() -> [NSLayoutConstraint] {
        let covered = world.modalPresentations.compactMap { $0.removesCovered && $0.coveredContainer.superview == nil ? $0.coveredContainer : nil }
        guard !covered.isEmpty else { return constraints }
        func inside(_ item: LayoutItem) -> Bool {
            let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
            guard let view, view.window == nil else { return false }
            return covered.contains { view === $0 || view.isDescendant(of: $0) }
        }
        let isCovered = constraints.map { c in inside(c.firstAnchor.item) || (c.secondAnchor.map { inside($0.item) } ?? false) }
        guard isCovered.contains(true), world.assume(.coveredScreenKeepsItsLayout) else { return constraints }
        var outside: [NSLayoutConstraint] = []
        for (c, covered) in zip(constraints, isCovered) {
            if covered { c.solverConstraint = nil } else { outside.append(c) }
        }
        return outside
    }

    private func depth(_ view: UIView) -> Int {
        var d = 0
        var v = view.superview
        while let current = v { d += 1; v = current.superview }
        return d
    }

    private func makeSolverConstraint(_ c: NSLayoutConstraint) -> Constraint {
        let expression = c.solverExpression(first: variables(of: c.firstAnchor.item), second: c.secondAnchor.map { variables(of: $0.item) })
        let strength = Strength.forPriority(c.priority.rawValue)
        // Named after the constraint as it is now, written out only if a conflict's log is read.
        let description = ConstraintDescription(c)
        return Constraint(expression, c.relation.solverRelation, strength: strength, lazyName: { description.text })
    }

    private func variables(of item: LayoutItem) -> LayoutVariables {
        if let view = item as? UIView { return view.layoutVariables! }
        return (item as! UILayoutGuide).layoutVariables!
    }

    /// Adds `lhs == rhs + value` (`rhs` 0 when `nil`), `value` read from `source` at every
    /// solve, as a required system constraint named `prefix + item + suffix` (joined only if a
    /// conflict is logged, ``Constraint/name``).
    private func pin(_ lhs: Variable, _ rhs: Variable?, prefix: String = "", item: String, suffix: String, _ source: Source) {
        let initial = value(of: source)
        // `lhs − rhs − initial`, its terms and constant as the expression operators make them
        // (0 − 0 − initial), in one array.
        let terms = rhs.map { [Term(lhs), Term($0, -1)] } ?? [Term(lhs)]
        let constraint = Constraint(LinearExpression(terms, 0 + 0 * -1.0 + (-initial)), .equal, strength: Strength.required,
                                    namePrefix: prefix, item: item, nameSuffix: suffix)
        systemConstraints.append(SystemConstraint(constraint: constraint, source: source, current: initial))
    }

    private func addViewConstraints(_ view: UIView) {
        let v = view.layoutVariables!
        let name = view.layoutItemName
        if let window = view as? UIWindow {
            pin(v.minX, nil, item: name, suffix: ".minX == 0", Source(.zero))
            pin(v.minY, nil, item: name, suffix: ".minY == 0", Source(.zero))
            pin(v.width, nil, item: name, suffix: ".width", Source(.windowWidth, view: window))
            pin(v.height, nil, item: name, suffix: ".height", Source(.windowHeight, view: window))
            return
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            // NSAutoresizingMaskLayoutConstraint: the frame as set, relative to the superview.
            let superVars = view.superview.flatMap { seenVariables($0) }
            let prefix = "NSAutoresizingMaskLayoutConstraint "
            pin(v.minX, superVars?.minX, prefix: prefix, item: name, suffix: ".minX", Source(.frameMinX, view: view, outsideLayout: superVars == nil))
            pin(v.minY, superVars?.minY, prefix: prefix, item: name, suffix: ".minY", Source(.frameMinY, view: view, outsideLayout: superVars == nil))
            pin(v.width, nil, prefix: prefix, item: name, suffix: ".width", Source(.frameWidth, view: view))
            pin(v.height, nil, prefix: prefix, item: name, suffix: ".height", Source(.frameHeight, view: view))
            return
        }
        // Intrinsic size: compression resistance and hugging at the view's priorities (750
        // and 250 unless the app set others, UIKit's defaults), per axis that has a size
        // (the vertical axis first).
        let intrinsic = view.intrinsicContentSize
        func addIntrinsic(_ axis: NSLayoutConstraint.Axis) {
            let vertical = axis == .vertical
            let initialLength = vertical ? intrinsic.height : intrinsic.width
            guard initialLength >= 0 else { return }
            lengthMemos.append((-1, 0))
            let source = Source(vertical ? .intrinsicHeight : .intrinsicWidth, view: view, memo: lengthMemos.count - 1)
            let variable = vertical ? v.height : v.width
            let initial = Double(initialLength)
            let compression = Constraint(variable - initial, .greaterThanOrEqual,
                                         strength: Strength.forPriority(view.contentCompressionResistancePriority(for: axis).rawValue),
                                         item: name, nameSuffix: vertical ? ".height compression" : ".width compression")
            systemConstraints.append(SystemConstraint(constraint: compression, source: source, current: initial))
            let hugging = Constraint(variable - initial, .lessThanOrEqual,
                                     strength: Strength.forPriority(view.contentHuggingPriority(for: axis).rawValue),
                                     item: name, nameSuffix: vertical ? ".height hugging" : ".width hugging")
            systemConstraints.append(SystemConstraint(constraint: hugging, source: source, current: initial))
        }
        addIntrinsic(.vertical)
        addIntrinsic(.horizontal)
    }

    private func seenVariables(_ view: UIView) -> LayoutVariables? {
        variableViews.contains { $0 === view } ? view.layoutVariables : nil
    }

    private func addGuideConstraints(_ guide: UILayoutGuide) {
        guard let owner = guide.owningView, let o = owner.layoutVariables else { return }
        let g = guide.layoutVariables!
        let name = guide.layoutItemName
        switch guide.kind {
        case .free:
            break
        case .scrollContent:
            contentGuides.append(guide)
            pin(g.minX, o.minX, item: name, suffix: ".minX", Source(.zero))
            pin(g.minY, o.minY, item: name, suffix: ".minY", Source(.zero))
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame, .keyboard:
            // guide = owner's rectangle adjusted by insets the world computes each pass. The
            // size is the owner's size less those insets, so a guide follows its owner's
            // solved size in the same solve (a frame guide is exactly its scroll view's size);
            // only the insets (safe area, margins, keyboard) are read from the world.
            rectMemos.append((-1, .zero))
            let memo = rectMemos.count - 1
            pin(g.minX, o.minX, item: name, suffix: ".minX", Source(.guideMinX, view: owner, guide: guide, memo: memo))
            pin(g.minY, o.minY, item: name, suffix: ".minY", Source(.guideMinY, view: owner, guide: guide, memo: memo))
            pin(g.width, o.width, item: name, suffix: ".width", Source(.guideWidth, view: owner, guide: guide, memo: memo))
            pin(g.height, o.height, item: name, suffix: ".height", Source(.guideHeight, view: owner, guide: guide, memo: memo))
        }
    }
}
