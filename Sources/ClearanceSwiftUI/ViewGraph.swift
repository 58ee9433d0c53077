import ClearanceUIKit

/// Renders a root view into the layout core's node tree and keeps what SwiftUI keeps
/// between evaluations: state by identity (a view's structural path, extended by `id`),
/// observed objects, subscriptions, appearance and focus.
///
/// Evaluation happens in the hosting view's layout pass, and only when something the views
/// read changed (state, an observed object, the root view): the "update on the main queue"
/// of SwiftUI is the world's next layout pass. Everything is ordered by the tree, never by
/// a dictionary, so the same scenario renders the same way every time.

final class ViewGraph {
    /// The bookkeeping one evaluation (or one layout pass's geometry readers) produces.
    struct Registry {
        var lifecycle: [(path: String, appear: (() -> Void)?, disappear: (() -> Void)?)] = []
        var receivers: [(path: String, action: (Any) -> Void, subscribe: (@escaping (Any) -> Void) -> AnyCancellable)] = []
        var focus: [FocusRegistration] = []
        var ids: [(id: AnyHashable, tag: String)] = []
        var touched: Set<String> = []
        var observed: [AnyObject] = []
    }

    weak var host: HostingController?
    private(set) var dirty = true
    private var cached: SwiftUIView?
    private var pendingAnimation: Animation?
    private var renderedSinceLastLayout = false

    private var main = Registry()
    private var duringLayout = Registry()
    private var renderingDuringLayout = false

    private var storage: [String: AnyObject] = [:]
    private var values: [String: Any] = [:]
    private var appeared: [String: (() -> Void)?] = [:]
    private var subscriptions: [String: AnyCancellable] = [:]
    private var receiverActions: [String: (Any) -> Void] = [:]
    private var observations: [ObjectIdentifier: (object: AnyObject, cancellable: AnyCancellable)] = [:]
    private var pendingActions: [() -> Void] = []
    private var scheduledFocus: Set<String> = []
    private var slots: [String: Int] = [:]
    private var layoutSlots: [String: Int] = [:]

    // MARK: - Evaluation

    /// The node tree of `root`, evaluated again if anything it read changed.
    func tree(for root: any View) -> SwiftUIView {
        duringLayout = Registry()
        layoutSlots = [:]
        if dirty || cached == nil {
            dirty = false
            main = Registry()
            slots = [:]
            cached = RenderContext(graph: self, path: "r", environment: EnvironmentValues()).renderOne(root)
            renderedSinceLastLayout = true
        }
        if let animation = pendingAnimation {
            host?.transactionAnimation = animation.layout
            pendingAnimation = nil
        }
        return cached!
    }

    /// Renders `view` in `context`: a built-in view draws itself; a custom one has its
    /// dynamic properties bound, then its body rendered one level deeper.
    func render(_ view: any View, _ context: RenderContext) -> [SwiftUIView] {
        if let builtIn = view as? any PrimitiveView { return builtIn.render(context) }
        bindProperties(of: view, key: context.path, context.environment)
        return renderBody(of: view, context.descendant("b"))
    }

    private func renderBody<V: View>(of view: V, _ context: RenderContext) -> [SwiftUIView] {
        context.render(view.body)
    }

    /// Renders a custom modifier's body around `content`.
    func render<M: ViewModifier>(_ modifier: M, appliedTo content: any View, _ context: RenderContext) -> [SwiftUIView] {
        bindProperties(of: modifier, key: context.path + "m", context.environment)
        return context.descendant("m").render(modifier.body(content: _ViewModifier_Content(content: content, path: context.path)))
    }

    private func bindProperties(of value: Any, key: String, _ environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            guard let bound = child.value as? any GraphBound else { continue }
            bound.bind(self, key: key + "|" + (child.label ?? "_"), environment: environment)
        }
    }

    /// Renders inside a layout pass (a `GeometryReader`'s content): what it registers lasts
    /// for this pass.
    func renderDuringLayout(_ body: () -> SwiftUIView) -> SwiftUIView {
        let outer = renderingDuringLayout
        renderingDuringLayout = true
        defer { renderingDuringLayout = outer }
        return body()
    }

    private func record(_ change: (inout Registry) -> Void) {
        if renderingDuringLayout { change(&duringLayout) } else { change(&main) }
    }

    /// A key of its own for the next modifier applied at `path`: several modifiers share
    /// their content's identity, so they are told apart by their order there (the same in
    /// every evaluation of the same structure).
    func modifierKey(at path: String) -> String {
        let index: Int
        if renderingDuringLayout {
            index = layoutSlots[path, default: 0]
            layoutSlots[path] = index + 1
        } else {
            index = slots[path, default: 0]
            slots[path] = index + 1
        }
        return "\(path)@\(index)"
    }

    // MARK: - Storage

    /// The stored object for `key`, made by `make` the first time.
    func storage<T: AnyObject>(_ key: String, make: () -> T) -> T {
        record { $0.touched.insert(key) }
        if let existing = storage[key] as? T { return existing }
        let made = make()
        storage[key] = made
        return made
    }

    /// Whether `value` differs from the one recorded at `key` by the previous evaluation.
    func valueChanged<V: Equatable>(_ value: V, at key: String) -> Bool {
        record { $0.touched.insert(key) }
        let old = values[key] as? V
        values[key] = value
        return old.map { $0 != value } ?? false
    }

    /// Queues `action` when `value` changed since the previous evaluation (or, with
    /// `initial`, at the first).
    func checkChange<V: Equatable>(of value: V, at key: String, initial: Bool, action: @escaping (V, V) -> Void) {
        record { $0.touched.insert(key) }
        let old = values[key] as? V
        values[key] = value
        if let old, old != value {
            pendingActions.append { action(old, value) }
        } else if old == nil, initial {
            pendingActions.append { action(value, value) }
        }
    }

    /// Re-evaluates on the next layout pass when `object` announces a change.
    func observe(_ object: some ObservableObject) {
        record { $0.observed.append(object) }
        let key = ObjectIdentifier(object)
        if let existing = observations[key], existing.object === object { return }
        let cancellable = object.objectWillChange.sink { [weak self] _ in
            guard let self else { return }
            // A process-wide object is shared by every world in the process: only the
            // world this screen lives in re-evaluates it.
            if let mine = self.host?.world, let current = World.current, mine !== current { return }
            self.invalidate()
        }
        observations[key] = (object, cancellable)
    }

    /// Something the views read changed: evaluate again at the next layout pass (with the
    /// current `withAnimation` transaction's animation).
    func invalidate() {
        dirty = true
        if let animation = Transaction.animation { pendingAnimation = animation }
        host?.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: - Registrations

    func registerLifecycle(at path: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
        record { $0.lifecycle.append((path, appear, disappear)) }
    }

    func registerReceiver<Output>(at path: String, action: @escaping (Output) -> Void,
                                  subscribe: @escaping (@escaping (Output) -> Void) -> AnyCancellable) {
        record {
            $0.receivers.append((path, { action($0 as! Output) }, { deliver in subscribe { deliver($0) } }))
        }
    }

    func registerFocus(_ registration: FocusRegistration) {
        record { $0.focus.append(registration) }
    }

    func register(id: AnyHashable, tag: String) {
        record { $0.ids.append((id, tag)) }
    }

    // MARK: - After layout

    /// Appearance, subscriptions, focus and change actions, once the pass placed the views.
    func afterLayout() {
        guard let host else { return }
        let lifecycle = main.lifecycle + duringLayout.lifecycle
        let receivers = main.receivers + duringLayout.receivers
        if renderedSinceLastLayout {
            renderedSinceLastLayout = false
            let touched = main.touched.union(duringLayout.touched)
            storage = storage.filter { touched.contains($0.key) }
            values = values.filter { touched.contains($0.key) }
            let observed = Set((main.observed + duringLayout.observed).map(ObjectIdentifier.init))
            for key in observations.keys where !observed.contains(key) { observations[key]?.cancellable.cancel() }
            observations = observations.filter { observed.contains($0.key) }
        }

        // Subscriptions live while their view is in the tree.
        let receiverPaths = Set(receivers.map(\.path))
        for path in subscriptions.keys.sorted() where !receiverPaths.contains(path) {
            subscriptions[path]?.cancel()
            subscriptions[path] = nil
            receiverActions[path] = nil
        }
        for receiver in receivers {
            receiverActions[receiver.path] = receiver.action
            if subscriptions[receiver.path] == nil {
                let path = receiver.path
                subscriptions[path] = receiver.subscribe { [weak self] value in self?.receiverActions[path]?(value) }
            }
        }

        // Disappearance, then appearance, in tree order.
        var actions: [() -> Void] = []
        let present = Set(lifecycle.map(\.path))
        for path in appeared.keys.sorted() where !present.contains(path) {
            if let disappear = appeared[path] ?? nil { actions.append(disappear) }
            appeared[path] = nil
        }
        for entry in lifecycle {
            if appeared[entry.path] == nil, let appear = entry.appear { actions.append(appear) }
            appeared[entry.path] = .some(entry.disappear)
        }

        syncFocus(host)
        actions += pendingActions
        pendingActions = []
        for action in actions { action() }
    }

    /// Keeps `@FocusState` and the first responder in step.
    private func syncFocus(_ host: HostingController) {
        guard let world = host.world else { return }
        let registrations = main.focus + duringLayout.focus
        let responder = world.firstResponder
        var changed = false
        var boxes: [ObjectIdentifier] = []
        for registration in registrations where !boxes.contains(ObjectIdentifier(registration.box)) {
            boxes.append(ObjectIdentifier(registration.box))
        }
        for box in boxes {
            let bound = registrations.filter { ObjectIdentifier($0.box) == box }
            guard let first = bound.first, !bound.contains(where: { scheduledFocus.contains($0.tag) }) else { continue }
            if first.request() {
                // The app set the state: the responder follows on the main queue.
                if let target = bound.first(where: { $0.isCurrent() }), let field = host.taggedView(target.tag) {
                    if responder === field { target.settle(); continue }
                    scheduledFocus.insert(target.tag)
                    DispatchQueue.main.async { [weak self, weak field] in
                        self?.scheduledFocus.remove(target.tag)
                        target.settle()
                        _ = field?.becomeFirstResponder()
                    }
                } else if let responder, bound.contains(where: { host.taggedView($0.tag) === responder }) {
                    scheduledFocus.insert(first.tag)
                    DispatchQueue.main.async { [weak self, weak responder] in
                        self?.scheduledFocus.remove(first.tag)
                        first.settle()
                        _ = responder?.resignFirstResponder()
                    }
                } else {
                    first.settle()
                }
                continue
            }
            // The user (or UIKit) moved focus: the state follows.
            for registration in bound where responder == nil || host.taggedView(registration.tag) !== responder {
                if registration.release() { changed = true }
            }
            for registration in bound where responder != nil && host.taggedView(registration.tag) === responder {
                if registration.adopt() { changed = true }
            }
        }
        if changed { invalidate() }
    }

    // MARK: - Scrolling

    /// Scrolls the view registered with `id` into view at `anchor`.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let host, let tag = (main.ids + duringLayout.ids).last(where: { $0.id == id })?.tag,
              let view = host.taggedView(tag) else { return }
        var ancestor = view.superview
        while let candidate = ancestor, !(candidate is UIScrollView) { ancestor = candidate.superview }
        guard let scroll = ancestor as? UIScrollView else { return }
        let rect = view.convert(view.bounds, to: scroll)
        let animated = Transaction.animation != nil
        guard let anchor else {
            scroll.scrollRectToVisible(rect, animated: animated)
            return
        }
        let inset = scroll.adjustedContentInset
        let visible = scroll.bounds.height - inset.top - inset.bottom
        var y = rect.minY + anchor.y * rect.height - anchor.y * visible - inset.top
        y = min(y, scroll.contentSize.height + inset.bottom - scroll.bounds.height)
        y = max(y, -inset.top)
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: y), animated: animated)
    }
}
