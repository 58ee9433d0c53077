import ClearanceUIKit

/// A piece of user interface (SwiftUI's `View`): a value whose `body` describes it, made of
/// other views down to the built-in ones.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The view's content, evaluated again whenever the state it reads changes.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// `Never` is the body of views that draw themselves.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body: the renderer draws them.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

/// A built-in view: renders itself into layout nodes.
protocol PrimitiveView {
    func render(_ context: RenderContext) -> [SwiftUIView]
}

/// Where a view is rendered: the graph, its structural path (its identity) and the
/// environment.
struct RenderContext {
    let graph: ViewGraph
    var path: String
    var environment: EnvironmentValues

    /// The key of the node a built-in view renders here: a short name for `path`, the same
    /// in every evaluation (the hosting view keeps the generated view by it).
    var nodeKey: String { graph.nodeKey(for: path) }

    /// The context of the `index`th child.
    func child(_ index: Int) -> RenderContext { descendant(".\(index)") }

    /// The context of a descendant whose identity adds `suffix` to this one's.
    func descendant(_ suffix: String) -> RenderContext {
        var context = self
        context.path += suffix
        return context
    }

    /// Renders `view` here.
    func render<V: View>(_ view: V) -> [SwiftUIView] { graph.render(view, self) }

    /// Renders `view` here as one node (several become a vertical stack, as SwiftUI's
    /// containers stack a body of several views).
    func renderOne<V: View>(_ view: V) -> SwiftUIView {
        let nodes = render(view)
        return nodes.count == 1 ? nodes[0] : SwiftUIView(.vStack(spacing: 0, nodes), key: descendant("~").nodeKey)
    }
}

/// Nothing (SwiftUI's `EmptyView`).
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// Nothing.
    public init() {}
    func render(_ context: RenderContext) -> [SwiftUIView] { [] }
}

/// A type-erased view (SwiftUI's `AnyView`); a different wrapped type is a different view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases `view`'s type (SwiftUI's `init(erasing:)`).
    public init<V: View>(erasing view: V) { self.view = view }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        context.descendant("<\(type(of: view))>").render(view)
    }
}

/// Several views in sequence: what a `@ViewBuilder` block of statements builds.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    /// The views, in order.
    public var value: T
    let children: [any View]
    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        children.enumerated().flatMap { index, child in context.child(index).render(child) }
    }
}

/// One of two views (an `if`/`else` in a `@ViewBuilder`): each branch has its own identity,
/// so switching branches resets the other branch's state, as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    func render(_ context: RenderContext) -> [SwiftUIView] {
        switch storage {
        case let .trueContent(view): return context.descendant("t").render(view)
        case let .falseContent(view): return context.descendant("f").render(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func render(_ context: RenderContext) -> [SwiftUIView] {
        switch self {
        case let .some(view): return context.descendant("?").render(view)
        case .none: return []
        }
    }
}

/// Views grouped without a container of their own (SwiftUI's `Group`): modifiers apply to
/// each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func render(_ context: RenderContext) -> [SwiftUIView] { context.render(content) }
}

/// The Xcode 27 SDK's name for ``ViewBuilder`` (swiftui-combine-surface.md §1).
public typealias ContentBuilder = ViewBuilder

/// Builds views from a closure of statements (SwiftUI's `ViewBuilder`): a sequence, `if`,
/// `if`/`else`, `if let`, `switch` and `#available` blocks.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView((repeat each content), children: children)
    }
    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
