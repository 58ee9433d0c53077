import Foundation

/// A vertical stack (UIKit's `UIStackView` with `axis = .vertical`, `alignment = .fill`,
/// `distribution = .fill`): arranged subviews top to bottom at their intrinsic heights,
/// separated by `spacing`, each as wide as the stack.
///
/// Its intrinsic height is the sum of its arranged subviews' heights and spacings, so a stack
/// pinned by its bottom alone grows upward as items are added (the seeds' login form). The
/// arranged subviews are positioned directly rather than through internal constraints; when
/// the stack is taller than its content the extra space is left below the last view, and it
/// never compresses its subviews.
open class UIStackView: UIView {
    /// The views the stack arranges, top to bottom.
    public private(set) var arrangedSubviews: [UIView] {
        get { storedArrangedSubviews }
        set { storedArrangedSubviews = newValue }
    }
    private var storedArrangedSubviews: [UIView] = []
    /// The space between arranged subviews.
    public var spacing: CGFloat {
        get { storedSpacing }
        set {
            storedSpacing = newValue
            world?.intrinsicSizeDidChange(self)
        }
    }
    private var storedSpacing: CGFloat = 0
    /// Only `.vertical` is modelled.
    public var axis: Axis = .vertical

    /// A stack's axis.
    public enum Axis: Sendable { case vertical }

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

    /// Adds a view to the end of the stack.
    public func addArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.append(view)
        addSubview(view)
        world?.intrinsicSizeDidChange(self)
    }

    /// Adds a view to the stack at `index` (UIKit's `insertArrangedSubview(_:at:)`).
    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(0, index), storedArrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        world?.intrinsicSizeDidChange(self)
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview
    /// to take it away).
    public func removeArrangedSubview(_ view: UIView) {
        forgetArrangedSubview(view)
    }

    func forgetArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        world?.intrinsicSizeDidChange(self)
    }

    /// The height the arranged subviews need.
    public var contentHeight: CGFloat {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let heights = visible.reduce(CGFloat(0)) { $0 + max(0, $1.intrinsicContentSize.height) }
        return heights + spacing * CGFloat(max(0, visible.count - 1))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    open override func layoutSubviews() {
        var y: CGFloat = 0
        for view in arrangedSubviews where !view.isHidden {
            let height = max(0, view.intrinsicContentSize.height)
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height + spacing
        }
    }
}
