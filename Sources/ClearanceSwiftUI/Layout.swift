import ClearanceUIKit

/// SwiftUI's default spacing between adjacent views in a stack, and its default padding.
/// Registered: SwiftUI's spacing depends on the neighbours; 8 pt between controls is the
/// model's choice (`ModelNumber.swiftUIDefaultSpacing`, which also holds `padding()`'s 16 pt).
let defaultStackSpacing: CGFloat = 8

/// How a view lines up horizontally (SwiftUI's `HorizontalAlignment`): the model lays
/// every column out at full width (text widths are not modelled), so it does not move
/// anything — `VStack(alignment:)` and the horizontal part of an ``Alignment`` are kept
/// without effect.
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int
    /// Leading edges.
    public static let leading = HorizontalAlignment(id: 0)
    /// Centres.
    public static let center = HorizontalAlignment(id: 1)
    /// Trailing edges.
    public static let trailing = HorizontalAlignment(id: 2)
}

/// How a view lines up vertically (SwiftUI's `VerticalAlignment`): it places the children
/// of `HStack(alignment:)` and, as part of an ``Alignment``, those of `ZStack(alignment:)`
/// and content shorter than its `frame(…alignment:)`.
public struct VerticalAlignment: Equatable, Sendable {
    let placement: SwiftUIView.VerticalPlacement
    /// Top edges.
    public static let top = VerticalAlignment(placement: .top)
    /// Centres.
    public static let center = VerticalAlignment(placement: .center)
    /// Bottom edges.
    public static let bottom = VerticalAlignment(placement: .bottom)
    /// First text baselines (the model has no text metrics: centres).
    public static let firstTextBaseline = VerticalAlignment(placement: .center)
}

/// A two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The axes a scroll view scrolls along (SwiftUI's `Axis`).
public enum Axis: Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Children stacked top to bottom (SwiftUI's `VStack`).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let spacing: CGFloat?
    let content: Content
    /// A column of the views `content` builds, `spacing` apart (8 pt when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.vStack(spacing: spacing ?? defaultStackSpacing, context.render(content)), key: context.nodeKey)]
    }
}

/// A column whose children are made as they scroll into view (SwiftUI's `LazyVStack`):
/// laid out as a `VStack` (laziness changes when views are made, not where they go).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: VStack<Content>
    /// A lazy column of the views `content` builds, `spacing` apart (8 pt when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    func render(_ context: RenderContext) -> [SwiftUIView] { stack.render(context) }
}

/// The section parts a lazy stack pins while scrolling (SwiftUI's `PinnedScrollableViews`;
/// pinning is not modelled).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Children side by side (SwiftUI's `HStack`): a child with a fixed `frame(width:)` gets
/// it, the others share the rest equally (`ModelNumber.swiftUIHStackWidths`); a child shorter
/// than the row sits at its top, centre or bottom by `alignment`, "the guide for aligning
/// the subviews in this stack", which "has the same vertical screen coordinate for all
/// subviews" (https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:),
/// https://developer.apple.com/documentation/swiftui/hstacklayout/init(alignment:spacing:)).
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A row of the views `content` builds, lined up by `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.hStack(spacing: spacing ?? defaultStackSpacing, alignment: alignment.placement, context.render(content)), key: context.nodeKey)]
    }
}

/// Children on top of each other (SwiftUI's `ZStack`), placed by `alignment`, "the guide for
/// aligning the subviews in this stack on both the x- and y-axes"
/// (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)); centred
/// by default. Widths follow the container in the model, so the vertical part decides.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    /// The views `content` builds, back to front, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.zStack(alignment: alignment.vertical.placement, context.render(content)), key: context.nodeKey)]
    }
}

/// Flexible space along a stack's axis (SwiftUI's `Spacer`).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least it shrinks to.
    public var minLength: CGFloat?
    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.spacer(minLength: minLength ?? 0), key: context.nodeKey)]
    }
}

/// Scrollable content (SwiftUI's `ScrollView`): a `UIScrollView` whose content SwiftUI
/// insets for the safe area, keyboard included (iOS 14+).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// Scrolls the views `content` builds (stacked as a `VStack` when there are several).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Scrolls the views `content` builds along `axes` (the initializer without
    /// `showsIndicators`, which Apple's SDK declares separately).
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        var inner = context.child(0)
        // The anchor is this scroll view's, not the ones in its content.
        inner.environment.defaultScrollAnchor = nil
        let nodes = inner.render(content)
        let child = nodes.count == 1 ? nodes[0] : SwiftUIView(.vStack(spacing: defaultStackSpacing, nodes), key: inner.descendant("~").nodeKey)
        return [SwiftUIView(.scrollView(child), key: context.nodeKey).dismissingKeyboard(context.environment).anchoringScroll(context)]
    }
}

/// Rows in a scrolling list (SwiftUI's `List`), and a grouped form (`Form`): modelled as a
/// scroll view of its rows, each row at least 44 pt tall (UIKit's default row height,
/// registered as `ModelNumber.swiftUIListRows`), with no space between rows.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    func render(_ context: RenderContext) -> [SwiftUIView] { renderRows(content, context) }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row per element of `data`, identified by `id` (SwiftUI's
    /// `List(_:id:rowContent:)`).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per identifiable element of `data` (SwiftUI's `List(_:rowContent:)`).
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row per index of a constant range (SwiftUI's `List(_:rowContent:)` for `Range<Int>`).
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        content = ForEach(data, content: rowContent)
    }
}

/// A grouped form of rows (SwiftUI's `Form`); see ``List``.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func render(_ context: RenderContext) -> [SwiftUIView] { renderRows(content, context) }
}


private func renderRows(_ content: some View, _ context: RenderContext) -> [SwiftUIView] {
    let inner = context.child(0)
    let rows = inner.render(content).map { $0.adding(.heightLimits(min: 44, max: nil, alignment: .center)) }
    return [SwiftUIView(.scrollView(SwiftUIView(.vStack(spacing: 0, rows), key: inner.descendant("~").nodeKey)), key: context.nodeKey)
        .dismissingKeyboard(context.environment)]
}

extension SwiftUIView {
    /// A scroll view node with the environment's keyboard dismissal mode, when one was set.
    func dismissingKeyboard(_ environment: EnvironmentValues) -> SwiftUIView {
        guard let mode = environment.explicitScrollDismissesKeyboardMode else { return self }
        return adding(.scrollDismissesKeyboard(mode))
    }
}

/// Rows under an optional header and footer (SwiftUI's `Section`).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let content: Content
    let footer: Footer?
    func render(_ context: RenderContext) -> [SwiftUIView] {
        var nodes: [SwiftUIView] = []
        if let header { nodes += context.descendant("h").render(header) }
        nodes += context.child(0).render(content)
        if let footer { nodes += context.descendant("f").render(footer) }
        return nodes
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Rows without a header.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// Rows under `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
    /// Rows under the header `header` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }
}

extension Section {
    /// Rows between `header` and `footer`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Rows under a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
        footer = nil
    }
}

/// A view per element of a collection (SwiftUI's `ForEach`), each identified by its id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The elements.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// A view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func render(_ context: RenderContext) -> [SwiftUIView] {
        data.flatMap { element in context.descendant("[\(id(element))]").render(content(element)) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// A view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per index of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// A navigation container (SwiftUI's `NavigationStack`): its bars are the scenario's (the
/// generated chrome); it shows its root, or the view last pushed onto it by a
/// ``NavigationLink`` or its `path` (see Navigation.swift).
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathBinding?
    func render(_ context: RenderContext) -> [SwiftUIView] { renderNavigation(root: root, path: path, context) }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }
}

/// The pre-iOS 16 navigation container (SwiftUI's `NavigationView`); see ``NavigationStack``.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func render(_ context: RenderContext) -> [SwiftUIView] { renderNavigation(root: content, path: nil, context) }
}

/// Tabs (SwiftUI's `TabView`): its bar is the scenario's chrome; the first tab shows.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    func render(_ context: RenderContext) -> [SwiftUIView] {
        context.child(0).render(content).prefix(1).map { $0 }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A view's size and safe area where it is laid out (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    /// The size offered.
    public let size: CGSize
    /// The safe-area insets of the offered rectangle (keyboard included from iOS 14).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The window-coordinate origin of the view an ancestor named with `coordinateSpace(name:)`,
    /// as the layout pass placed it (`nil`: no such ancestor, or not placed).
    var namedOrigin: (String) -> CGPoint? = { _ in nil }

    /// The offered rectangle in `coordinateSpace` (iOS 17's spelling: `.global`, `.local`,
    /// `.named(_:)` as ``CoordinateSpaceProtocol`` values).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// The offered rectangle in `coordinateSpace`: `.named` is "the local coordinate space of a
    /// parent view" given that name with `coordinateSpace(_:)`/`coordinateSpace(name:)`
    /// (https://developer.apple.com/documentation/swiftui/namedcoordinatespace), so the frame is
    /// taken from that ancestor's origin in the window; with no such ancestor, the global frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case let .named(name):
            guard let origin = namedOrigin(name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Sendable {
    /// The screen's.
    case global
    /// The view's own.
    case local
    /// The space of the ancestor named by `coordinateSpace(name:)` (the global space when no
    /// ancestor has the name).
    case named(String)
}

/// A coordinate space as a value of its own type (SwiftUI's `CoordinateSpaceProtocol`,
/// iOS 17): `proxy.frame(in: .global)`.
public protocol CoordinateSpaceProtocol {
    /// The space it stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space (SwiftUI's `GlobalCoordinateSpace`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space (SwiftUI's `LocalCoordinateSpace`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space (SwiftUI's `NamedCoordinateSpace`; read as global).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    let name: String
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}

/// A view whose content is made from its offered size (SwiftUI's `GeometryReader`): fills
/// what it is offered; the content sits at its top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The content for a size.
    public var content: (GeometryProxy) -> Content
    /// A reader of the size it is offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func render(_ context: RenderContext) -> [SwiftUIView] {
        let graph = context.graph
        let content = self.content
        // The node outlives this render (the graph caches the tree), so it keeps the inner
        // context's path and environment, not the context: a context holds the graph, and a
        // graph kept alive by its own tree would keep every subscription of the screen after
        // the screen was gone (an observer leak reported of correct code).
        let inner = context.child(0)
        let (path, environment) = (inner.path, inner.environment)
        return [SwiftUIView(.geometry { [weak graph] size, insets, global in
            guard let graph else { return SwiftUIView(.color) }
            var proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets(insets), globalFrame: global)
            let spaces = environment.namedCoordinateSpaces
            if !spaces.isEmpty {
                proxy.namedOrigin = { [weak graph] name in
                    guard let tag = spaces[name], let view = graph?.host?.taggedView(tag) else { return nil }
                    return view.convert(view.bounds, to: nil).origin
                }
            }
            let inner = RenderContext(graph: graph, path: path, environment: environment)
            return graph.renderDuringLayout { inner.renderOne(content(proxy)) }
        }, key: context.nodeKey)]
    }
}

/// Scrolls to views by their `id` (SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    /// Scrolls the scroll view that holds the view with `id` until that view shows, at
    /// `anchor` (as little as possible when `nil`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// Gives its content a proxy that scrolls to views by id (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The content for a proxy.
    public var content: (ScrollViewProxy) -> Content
    /// A reader handing `content` its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        context.child(0).render(content(ScrollViewProxy(graph: context.graph)))
    }
}

/// A point in a view's unit square (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal, 0 at the leading edge.
    public var x: CGFloat
    /// Vertical, 0 at the top.
    public var y: CGFloat
    /// A point in the unit square.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
