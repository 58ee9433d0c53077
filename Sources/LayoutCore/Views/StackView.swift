import Foundation
import LayoutSolver

/// A row or column of views laid out by Auto Layout (UIKit's `UIStackView`).
///
/// As in UIKit the stack "uses Auto Layout to position and size its arranged views": it adds
/// constraints of its own (UIKit's `UISV-…` constraints) to the window's engine, so an arranged
/// view's own constraints, intrinsic size, hugging and compression resistance take part, the
/// stack is as large as its content unless it is constrained, and a stack pinned too small
/// compresses the views that resist least. Defaults are UIKit's: `axis` `.horizontal`,
/// `distribution` `.fill`, `alignment` `.fill`, `spacing` 0 (uikit-surface.md §6). A hidden
/// arranged view collapses to zero length along the axis and takes no spacing (UIKit adds a
/// zero-length `UISV-hiding` constraint, forkingdog/FDStackView#6). What UIKit does not
/// document of these constraints is ``ModelNumber/stackViewArrangement``.
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis (UIKit's
    /// `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; the one that hugs least grows, the one that resists
        /// compression least shrinks.
        case fill = 0
        /// Every view is as long as the others.
        case fillEqually = 1
        /// Views are long in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing = 3
        /// Views keep their sizes; their centres are equally far apart.
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack's axis (UIKit's
    /// `UIStackView.Alignment`; baseline alignment needs text metrics and is not modelled).
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across its axis.
        case fill = 0
        /// Views sit at the leading edge (a horizontal stack's top).
        case leading = 1
        /// Views are centred across the axis.
        case center = 3
        /// Views sit at the trailing edge (a horizontal stack's bottom).
        case trailing = 4

        /// A horizontal stack's top edge (UIKit's `.top`, the same value as `.leading`).
        public static var top: Alignment { .leading }
        /// A horizontal stack's bottom edge (UIKit's `.bottom`, the same value as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack arranges, in order along its axis.
    public private(set) var arrangedSubviews: [UIView] {
        get { storedArrangedSubviews }
        set { storedArrangedSubviews = newValue }
    }
    @exclusivity(unchecked) private var storedArrangedSubviews: [UIView] = []
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The direction views are arranged in (UIKit's default `.horizontal`).
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How views share the length along the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent arranged views (the least space, for the spacing
    /// distributions).
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether views are arranged within the stack's layout margins rather than its bounds
    /// (UIKit's default `false`).
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Creates a stack of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack of views named `name` in reports.
    public convenience init(arrangedSubviews views: [UIView], name: String) {
        self.init(arrangedSubviews: views)
        self.name = name
    }

    /// Adds a view to the end of the arrangement, and as a subview if it is not one. The
    /// stack positions it by constraints, so its `translatesAutoresizingMaskIntoConstraints`
    /// becomes `false`, as UIKit's stack makes it.
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Adds a view to the arrangement at `index` (UIKit's `insertArrangedSubview(_:at:)`).
    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(0, index), storedArrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview
    /// to take it away).
    public func removeArrangedSubview(_ view: UIView) {
        forgetArrangedSubview(view)
    }

    /// Sets the space after `arrangedSubview` in place of ``spacing`` (UIKit's
    /// `setCustomSpacing(_:after:)`, iOS 11).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview` (``spacing`` unless a custom one was set).
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    func forgetArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Whether `view` is one of the arranged views.
    func arranges(_ view: UIView) -> Bool { storedArrangedSubviews.contains { $0 === view } }

    /// The arrangement changed: the engine builds the stack's constraints again.
    func arrangementDidChange() {
        world?.layoutStructureDidChange()
    }

    // MARK: - The stack's constraints

    /// What the stack's constraints relate: the arranged views, and the margins guide when
    /// the arrangement is relative to the margins.
    var arrangementItems: [LayoutItem] {
        var items: [LayoutItem] = storedArrangedSubviews
        if isLayoutMarginsRelativeArrangement { items.append(layoutMarginsGuide) }
        return items
    }

    /// The stack's constraints over the variables `variables` gives for each of
    /// ``arrangementItems`` and the stack itself.
    func arrangementConstraints(_ variables: (LayoutItem) -> LayoutVariables?) -> [Constraint] {
        let canvasItem: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        guard let canvas = variables(canvasItem) else { return [] }
        let vertical = axis == .vertical
        func lead(_ v: LayoutVariables) -> LinearExpression { LinearExpression(vertical ? v.minY : v.minX) }
        func length(_ v: LayoutVariables) -> LinearExpression { LinearExpression(vertical ? v.height : v.width) }
        func trail(_ v: LayoutVariables) -> LinearExpression { lead(v) + length(v) }
        func crossLead(_ v: LayoutVariables) -> LinearExpression { LinearExpression(vertical ? v.minX : v.minY) }
        func crossLength(_ v: LayoutVariables) -> LinearExpression { LinearExpression(vertical ? v.width : v.height) }
        func crossTrail(_ v: LayoutVariables) -> LinearExpression { crossLead(v) + crossLength(v) }
        func center(_ v: LayoutVariables) -> LinearExpression { lead(v) + 0.5 * length(v) }
        func leadVariable(_ v: LayoutVariables) -> Variable { vertical ? v.minY : v.minX }
        func lengthVariable(_ v: LayoutVariables) -> Variable { vertical ? v.height : v.width }
        func crossLeadVariable(_ v: LayoutVariables) -> Variable { vertical ? v.minX : v.minY }
        func crossLengthVariable(_ v: LayoutVariables) -> Variable { vertical ? v.width : v.height }
        // `Σ plus − Σ minus − constant` in one array: the terms, their order and the constant
        // (0 − 0 − constant) the expression operators would make, without their intermediate
        // arrays (a stack's constraints are most of a form's).
        func difference(_ plus: [Variable], _ minus: [Variable], less constant: Double = 0) -> LinearExpression {
            var terms: [Term] = []
            terms.reserveCapacity(plus.count + minus.count)
            for variable in plus { terms.append(Term(variable)) }
            for variable in minus { terms.append(Term(variable, 1 * -1.0)) }
            return LinearExpression(terms, 0 + 0 * -1.0 + (-constant))
        }
        // Named with UIKit's identifiers only: an interpolated name per constraint cost a
        // twelfth of a run's instructions, and a conflict's log names the items anyway.
        let low = Strength.forPriority(UILayoutPriority.fittingSizeLevel.rawValue)
        let fallback = Strength.forPriority(25)
        let fit = Strength.forPriority(10)
        var result: [Constraint] = []

        var visible: [(view: UIView, vars: LayoutVariables)] = []
        var previous: LayoutVariables?
        for view in storedArrangedSubviews {
            guard let v = variables(view) else { continue }
            if view.isHidden {
                // UISV-hiding: no length, at the end of what comes before it.
                result.append(Constraint(length(v), .equal, name: "UISV-hiding"))
                let before = previous.map { [leadVariable($0), lengthVariable($0)] } ?? [leadVariable(canvas)]
                result.append(Constraint(difference([leadVariable(v)], before), .equal, name: "UISV-hiding"))
            } else {
                visible.append((view, v))
                previous = v
            }
            // Across the axis, by alignment.
            switch alignment {
            case .fill:
                result.append(Constraint(difference([crossLeadVariable(v)], [crossLeadVariable(canvas)]), .equal, name: "UISV-alignment"))
                result.append(Constraint(difference([crossLeadVariable(v), crossLengthVariable(v)], [crossLeadVariable(canvas), crossLengthVariable(canvas)]),
                                         .equal, name: "UISV-alignment"))
            case .leading, .center, .trailing:
                if alignment == .leading { result.append(Constraint(crossLead(v) - crossLead(canvas), .equal, name: "UISV-alignment")) }
                if alignment == .trailing { result.append(Constraint(crossTrail(v) - crossTrail(canvas), .equal, name: "UISV-alignment")) }
                if alignment == .center {
                    result.append(Constraint(crossLead(v) + 0.5 * crossLength(v) - crossLead(canvas) - 0.5 * crossLength(canvas), .equal, name: "UISV-alignment"))
                }
                result.append(Constraint(crossLead(v) - crossLead(canvas), .greaterThanOrEqual, name: "UISV-spanning-boundary"))
                result.append(Constraint(crossTrail(v) - crossTrail(canvas), .lessThanOrEqual, name: "UISV-spanning-boundary"))
                // A view without an intrinsic size across the axis (text metrics are not
                // modelled) spans the stack rather than collapsing.
                result.append(Constraint(crossLength(v) - crossLength(canvas), .equal, strength: fallback, name: "UISV-ambiguity-suppression"))
            }
        }
        if alignment != .fill {
            // The stack is no larger across its axis than its largest view needs.
            result.append(Constraint(crossLength(canvas), .equal, strength: fit, name: "UISV-canvas-fit"))
        }
        guard let first = visible.first, let last = visible.last else { return result }
        result.append(Constraint(difference([leadVariable(first.vars)], [leadVariable(canvas)]), .equal, name: "UISV-canvas-connection"))
        result.append(Constraint(difference([leadVariable(last.vars), lengthVariable(last.vars)], [leadVariable(canvas), lengthVariable(canvas)]),
                                 .equal, name: "UISV-canvas-connection"))

        // Along the axis, by distribution.
        for (a, b) in zip(visible, visible.dropFirst()) {
            // A non-finite spacing (an app's division by zero) would make every frame in the
            // window NaN through the solver; it counts as none.
            let spacing = Double(customSpacing(after: a.view))
            let gap = spacing.isFinite ? spacing : 0
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(Constraint(difference([leadVariable(b.vars)], [leadVariable(a.vars), lengthVariable(a.vars)], less: gap), .equal, name: "UISV-spacing"))
            case .equalSpacing:
                result.append(Constraint(lead(b.vars) - trail(a.vars) - gap, .greaterThanOrEqual, name: "UISV-spacing"))
                result.append(Constraint(lead(b.vars) - trail(a.vars) - gap, .equal, strength: low, name: "UISV-spacing-compact"))
            case .equalCentering:
                result.append(Constraint(lead(b.vars) - trail(a.vars) - gap, .greaterThanOrEqual, name: "UISV-spacing"))
                result.append(Constraint(lead(b.vars) - trail(a.vars) - gap, .equal, strength: low, name: "UISV-spacing-compact"))
            }
        }
        if visible.count > 2 {
            let (a0, b0) = (visible[0].vars, visible[1].vars)
            for (a, b) in zip(visible.dropFirst(), visible.dropFirst(2)) {
                switch distribution {
                case .equalSpacing:
                    result.append(Constraint((lead(b.vars) - trail(a.vars)) - (lead(b0) - trail(a0)), .equal, name: "UISV-distributing-edge"))
                case .equalCentering:
                    result.append(Constraint((center(b.vars) - center(a.vars)) - (center(b0) - center(a0)), .equal, name: "UISV-distributing-center"))
                case .fill, .fillEqually, .fillProportionally:
                    break
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for item in visible.dropFirst() {
                result.append(Constraint(length(item.vars) - length(first.vars), .equal, name: "UISV-fill-equally"))
            }
        case .fillProportionally:
            // Each view's share of the canvas is its share of the intrinsic lengths, at
            // priority 999 for the first, 998 for the second… (stackoverflow.com/a/46368061,
            // openradar 34595752: the shares leave out the spacing).
            let lengths = visible.map { item -> Double in
                let size = item.view.intrinsicContentSize
                return Double(max(0, vertical ? size.height : size.width))
            }
            let total = lengths.reduce(0, +)
            if total > 0 {
                for (index, item) in visible.enumerated() {
                    result.append(Constraint(length(item.vars) - (lengths[index] / total) * length(canvas), .equal,
                                             strength: Strength.forPriority(Float(999 - index)), name: "UISV-fill-proportionally"))
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        return result
    }
}
