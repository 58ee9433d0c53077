import ClearanceUIKit

// SwiftUI's `Layout` protocol (iOS 16, https://developer.apple.com/documentation/swiftui/layout),
// declared so that a custom layout compiles as written. Not modelled: the model's layout engine
// (LayoutCore's hosting view) measures and places its own containers and does not call a
// layout's `sizeThatFits(proposal:subviews:cache:)` or `placeSubviews(in:proposal:subviews:cache:)`;
// a custom layout's subviews are laid out as a `VStack` of them with no spacing (listed in
// ClearanceUIKit's NoModelledEffect.md). `Layout` here does not refine `Animatable`.

/// A proposal for the size of a view (SwiftUI's `@frozen struct ProposedViewSize`, iOS 16,
/// https://developer.apple.com/documentation/swiftui/proposedviewsize).
@frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size; `nil` means "unspecified".
    public var width: CGFloat?
    /// The proposed vertical size; `nil` means "unspecified".
    public var height: CGFloat?
    /// A proposal (`init(width: CGFloat?, height: CGFloat?)`).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal from a size (`init(_ size: CGSize)`).
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// A proposal of zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with its unspecified dimensions replaced by `size`'s
    /// (`func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The preferred spacing around a view (SwiftUI's `struct ViewSpacing`, iOS 16).
public struct ViewSpacing: Sendable {
    /// No spacing (`static let zero: ViewSpacing`).
    public static let zero = ViewSpacing()
    /// Spacing (`init()`).
    public init() {}
    /// The distance to `next` along `axis` (`func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat`): 0 in the model.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

/// A view's size in its own coordinate space (SwiftUI's `struct ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
}

/// A proxy for one subview of a layout (SwiftUI's `struct LayoutSubview`, iOS 16). The model
/// never hands one to a layout (see above); these answer as for an empty view.
public struct LayoutSubview: Equatable {
    let index: Int
    /// The subview's size for `proposal` (`func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    /// The subview's dimensions for `proposal` (`func dimensions(in proposal: ProposedViewSize) -> ViewDimensions`).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(width: 0, height: 0) }
    /// Places the subview (`func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    /// The subview's layout priority (`var priority: Double { get }`).
    public var priority: Double { 0 }
    /// The subview's preferred spacing (`var spacing: ViewSpacing { get }`).
    public var spacing: ViewSpacing { .zero }
}

/// The subviews of a layout (SwiftUI's `struct LayoutSubviews`, a random-access collection of
/// ``LayoutSubview``).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let count_: Int
    /// The first index.
    public var startIndex: Int { 0 }
    /// The index past the last.
    public var endIndex: Int { count_ }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(index: index) }
}

/// A type that defines the geometry of a collection of views (SwiftUI's `protocol Layout`,
/// iOS 16, https://developer.apple.com/documentation/swiftui/layout). See the file's note: the
/// model lays a custom layout's subviews out as a `VStack`.
public protocol Layout {
    /// Cached values (`associatedtype Cache = Void`).
    associatedtype Cache = Void
    /// The subviews (`typealias Subviews = LayoutSubviews`).
    typealias Subviews = LayoutSubviews
    /// The size of the composite view (`func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize`).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places the subviews (`func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Makes the cache (`func makeCache(subviews: Self.Subviews) -> Self.Cache`).
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the cache (`func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)`).
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The layout's preferred spacing (`func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing`).
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Makes the cache again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// No spacing.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { .zero }
    /// The layout applied to `content` (SwiftUI's `func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View`):
    /// here a `VStack` of the views with no spacing.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> VStack<V> {
        VStack(spacing: 0, content: content)
    }
}
