import ClearanceUIKit

extension View {
    /// Runs `action` after the view first appears in a layout pass.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(appear: action, disappear: nil))
    }

    /// Runs `action` after the view leaves the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with every value `publisher` sends while the view is in the tree. The
    /// subscription is made when the view appears and cancelled when it goes.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _ReceiveModifier<P>> where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }

    /// Runs `action` with the new value after an evaluation in which `value` changed (the
    /// iOS 14–16 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedContent<Self, _ChangeModifier<V>> {
        modifier(_ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values after an evaluation in which `value`
    /// changed, and once at first with `initial` (iOS 17+).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _ChangeModifier<V>> {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an evaluation in which `value` changed (iOS 17+).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _ChangeModifier<V>> {
        modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Binds the view's focus to a Boolean: `true` while it is first responder.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusModifier<Bool>> {
        modifier(_FocusModifier(location: condition.location, value: true))
    }

    /// Binds the view's focus to a value: the state is `value` while it is first responder.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _FocusModifier<Value>> {
        modifier(_FocusModifier(location: binding.location, value: value))
    }
}

extension View {
    /// Starts `action` as a task when the view appears, and cancels it when the view
    /// disappears before it ends (SwiftUI's `task(priority:_:)`, iOS 15: "Adds an asynchronous
    /// task to perform before this view appears"; the iOS 26.4 SDK adds `name`, `file` and
    /// `line`). The closure runs on the main actor — the world's main queue — and
    /// `Task.sleep` in it waits on the world's virtual clock (``WorldConcurrency``). As in the
    /// SDK's interface (uikit-surface's companion, swiftui-combine-surface.md "Not found": the
    /// Xcode 16 interface shows `@_inheritActorContext`, which Apple's pages do not print),
    /// the closure inherits the view's main-actor isolation.
    public func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: nil, sameID: { _, _ in true }, priority: priority, action: action))
    }

    /// Starts `action` as a task when the view appears and again, cancelling the one running,
    /// whenever `value` changes; cancels it when the view disappears (SwiftUI's
    /// `task(id:priority:_:)`, iOS 15).
    public func task<T: Equatable>(id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
                                   line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: value, sameID: { ($0 as? T) == ($1 as? T) }, priority: priority, action: action))
    }
}

/// `task`: a task that lives while the content is in the tree.
public struct _TaskModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: Any?
    let sameID: (Any?, Any?) -> Bool
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let key = context.graph.modifierKey(at: context.path) + "#task"
        let nodes = context.render(content)
        let action = self.action, priority = self.priority
        let graph = context.graph
        graph.registerTask(at: key, id: id, sameID: sameID) { [weak graph] in
            guard WorldConcurrency.isAvailable else {
                graph?.host?.world?.recordException("task(priority:_:) needs the Swift runtime's concurrency hooks, which this runtime does not offer: its work would run on the real clock")
                return nil
            }
            return Task(priority: priority, operation: action)
        }
        return nodes
    }
}

/// `onAppear`/`onDisappear`: actions run when the content enters or leaves the tree.
public struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let key = context.graph.modifierKey(at: context.path)
        let nodes = context.render(content)
        context.graph.registerLifecycle(at: key, appear: appear, disappear: disappear)
        return nodes
    }
}

/// `onReceive`: a subscription that lives while the content is in the tree.
public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let key = context.graph.modifierKey(at: context.path)
        let nodes = context.render(content)
        let publisher = self.publisher
        context.graph.registerReceiver(at: key, action: action) { deliver in
            publisher.sink { deliver($0) }
        }
        return nodes
    }
}

/// `onChange(of:)`: an action run after an evaluation in which a value changed.
public struct _ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let key = context.graph.modifierKey(at: context.path)
        let nodes = context.render(content)
        context.graph.checkChange(of: value, at: key, initial: initial, action: action)
        return nodes
    }
}

/// `focused`: binds the content's focus to a `@FocusState`.
public struct _FocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let location: FocusLocation<Value>
    let value: Value
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let tag = context.graph.nodeKey(for: context.graph.modifierKey(at: context.path))
        let nodes = context.render(content)
        if let box = location.box {
            let value = self.value
            context.graph.registerFocus(FocusRegistration(
                tag: tag, box: box,
                isCurrent: { box.current == value },
                request: { box.requested },
                settle: { box.requested = false },
                adopt: { if box.current != value { box.follow(value) } },
                release: { if box.current == value && box.current != box.reset { box.follow(box.reset) } }))
        }
        return nodes.enumerated().map { index, node in index == 0 ? node.adding(.tag(tag)) : node }
    }
}

/// One `focused` binding of the last evaluation, type-erased.
struct FocusRegistration {
    let tag: String
    let box: AnyObject
    /// Whether the state holds this binding's value.
    let isCurrent: () -> Bool
    /// Whether the app set the state and the responder has not followed yet.
    let request: () -> Bool
    /// Marks the app's request as carried out.
    let settle: () -> Void
    /// Sets the state to this binding's value (the field became first responder).
    let adopt: () -> Void
    /// Resets the state if it holds this binding's value (the field lost first responder).
    let release: () -> Void
}
