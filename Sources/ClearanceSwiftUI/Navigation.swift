import ClearanceUIKit

// Pushing in a navigation stack: `NavigationLink` (iOS 13's destination form and iOS 16's
// value form with `navigationDestination(for:destination:)`), `NavigationStack(path:)` with
// an array or a `NavigationPath`, and `@Environment(\.dismiss)` popping a pushed view.
// The stack shows its top view in place of its root
// (https://developer.apple.com/documentation/swiftui/navigationstack): the covered views'
// state is kept, their `onDisappear` runs, and a field of theirs that had the focus leaves
// the window and resigns. The push transition is not animated in the model, and the bar is
// the scenario's navigation bar (no back button is drawn; popping is `dismiss` or the path).

/// What a navigation stack keeps between evaluations.
final class NavigationState {
    /// Views pushed by destination links (without a path binding), bottom first.
    var pushed: [Entry] = []
    /// The destinations `navigationDestination(for:)` registered, by value type, from the
    /// last evaluation that showed the root.
    var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    weak var graph: ViewGraph?

    enum Entry {
        case view(AnyView)
        case value(AnyHashable)
    }
}

/// A navigation stack's path binding, type-erased.
struct NavigationPathBinding {
    let get: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: () -> Void
}

extension EnvironmentValues {
    private enum NavigationKey: EnvironmentKey {
        static var defaultValue: NavigationState? { nil }
    }

    /// The navigation stack the view is in.
    var navigation: NavigationState? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }

    private enum NavigationPathKey: EnvironmentKey {
        static var defaultValue: NavigationPathBinding? { nil }
    }

    /// The path binding of the navigation stack the view is in, if it has one.
    var navigationPath: NavigationPathBinding? {
        get { self[NavigationPathKey.self] }
        set { self[NavigationPathKey.self] = newValue }
    }
}

/// Renders a navigation container: its root, or the top of what was pushed.
func renderNavigation<Root: View>(root: Root, path: NavigationPathBinding?, _ context: RenderContext) -> [SwiftUIView] {
    let graph = context.graph
    let key = context.path + "|navigation"
    let state = graph.storage(key) { NavigationState() }
    state.graph = graph
    var inner = context.child(0)
    inner.environment.navigation = state
    inner.environment.navigationPath = path
    let entries = (path?.get().map(NavigationState.Entry.value) ?? []) + state.pushed
    // The top entry that can be shown (a value without a registered destination shows
    // nothing, as SwiftUI logs and ignores it).
    var top: (index: Int, view: AnyView)?
    for (index, entry) in entries.enumerated().reversed() {
        switch entry {
        case let .view(view): top = (index, view)
        case let .value(value):
            if let make = state.destinations[ObjectIdentifier(type(of: value.base))] { top = (index, make(value.base)) }
        }
        if top != nil { break }
    }
    guard let top else {
        state.destinations = [:]
        return inner.render(root)
    }
    // The covered views keep their state (SwiftUI keeps the stack's views alive).
    graph.keepStorage(under: inner.path)
    var pushed = context.descendant(".pushed\(top.index)")
    pushed.environment.navigation = state
    pushed.environment.navigationPath = path
    pushed.environment.dismiss = DismissAction { [weak state] in state?.pop(path: path) }
    return pushed.render(top.view)
}

extension NavigationState {
    /// Pushes `entry` (onto the path when it is a value and the stack has one).
    func push(_ entry: Entry, path: NavigationPathBinding?) {
        if case let .value(value) = entry, let path, pushed.isEmpty {
            path.append(value)
        } else {
            pushed.append(entry)
        }
        graph?.invalidate()
    }

    /// Pops the top view.
    func pop(path: NavigationPathBinding?) {
        if !pushed.isEmpty {
            pushed.removeLast()
        } else if let path, !path.get().isEmpty {
            path.removeLast()
        }
        graph?.invalidate()
    }
}

/// A button that pushes a view onto the enclosing navigation stack (SwiftUI's
/// `NavigationLink`); outside a stack it does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// What a tap pushes (`nil`: a value link with no value, which does nothing).
    let entry: () -> NavigationState.Entry?

    /// A link to `destination`, showing `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.string ?? "NavigationLink"
        entry = { .view(AnyView(destination)) }
    }

    /// A link to the view `destination` builds, showing `label` (iOS 16).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        // Built now, as SwiftUI's non-escaping builder is.
        let destination = destination()
        title = (label() as? Text)?.string ?? "NavigationLink"
        entry = { .view(AnyView(destination)) }
    }

    func render(_ context: RenderContext) -> [SwiftUIView] {
        let state = context.environment.navigation
        let path = context.environment.navigationPath
        let entry = self.entry
        let action: (() -> Void)? = state.map { state in { if let pushed = entry() { state.push(pushed, path: path) } } }
        // Laid out as a button (ModelNumber swiftui-control-heights).
        return [SwiftUIView(.button(title: title, height: 34, action: context.environment.isEnabled ? action : nil), key: context.nodeKey)]
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.title = String(title)
        entry = { .view(AnyView(destination)) }
    }

    /// A link titled `title` to the view `destination` builds (iOS 16).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        let destination = destination()
        self.title = String(title)
        entry = { .view(AnyView(destination)) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)` for its
    /// type (iOS 16).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.string ?? "NavigationLink"
        entry = { value.map { .value(AnyHashable($0)) } }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.title = String(title)
        entry = { value.map { .value(AnyHashable($0)) } }
    }
}

extension View {
    /// The view a stack shows for a pushed value of type `data` (iOS 16).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _NavigationDestinationModifier> {
        modifier(_NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
            (value as? D).map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        })
    }
}

/// `navigationDestination(for:destination:)`: registers the destination with the stack.
public struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let type: ObjectIdentifier
    let make: (Any) -> AnyView
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        context.environment.navigation?.destinations[type] = make
        return context.render(content)
    }
}

extension NavigationStack {
    /// A stack whose pushed values are `path`'s elements (iOS 16).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
                                                                          Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.wrappedValue.map(AnyHashable.init) },
                                          append: { value in if let element = value.base as? Data.Element { path.wrappedValue.append(element) } },
                                          removeLast: { path.wrappedValue.removeLast() })
    }

    /// A stack whose pushed values are `path`'s (iOS 16).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathBinding(get: { path.wrappedValue.elements }, append: { path.wrappedValue.append($0) },
                                          removeLast: { path.wrappedValue.removeLast() })
    }
}

/// A type-erased list of pushed values (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// An empty path.
    public init() {}
    /// The number of values.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Appends a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
