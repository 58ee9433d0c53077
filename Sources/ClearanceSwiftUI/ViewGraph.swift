import ClearanceUIKit

/// Renders a root view into the layout core's node tree and keeps what SwiftUI keeps
/// between evaluations: state by identity (a view's structural path, extended by `id`),
/// observed objects, subscriptions, appearance and focus.
///
/// Evaluation happens in the hosting view's layout pass, and only when something the views
/// read changed (state, an observed object, the root view): the "update on the main queue"
/// of SwiftUI is the world's next layout pass. Everything is ordered by the tree or by sorted
/// keys, never by a dictionary's order, so the same scenario renders the same way every time.
final class ViewGraph {
    /// The bookkeeping one evaluation (or one layout pass's geometry readers) produces.
    struct Registry {
        var lifecycle: [(path: String, appear: (() -> Void)?, disappear: (() -> Void)?)] = []
        var receivers: [(path: String, action: (Any) -> Void, subscribe: (@escaping (Any) -> Void) -> AnyCancellable)] = []
        var focus: [FocusRegistration] = []
        var ids: [(id: AnyHashable, tag: String)] = []
        var touched: Set<String> = []
        var observed: [AnyObject] = []
        var presentations: [PresentationRegistration] = []
        /// Scroll views with a `defaultScrollAnchor`, by their node's tag.
        var scrollAnchors: [(tag: String, anchor: UnitPoint)] = []
        /// The values `preference(key:value:)` set, in the order they were set (tree order).
        var preferences: [PreferenceEntry] = []
        /// The `onPreferenceChange` modifiers.
        var preferenceObservers: [PreferenceObserver] = []
        /// The `GeometryReader`s in backgrounds and overlays, read once the pass placed the view they are behind.
        var backgroundReaders: [BackgroundReader] = []

        /// Whether it registered nothing that needs work after a layout pass.
        var isIdle: Bool {
            lifecycle.isEmpty && receivers.isEmpty && focus.isEmpty && presentations.isEmpty && scrollAnchors.isEmpty
                && preferenceObservers.isEmpty && backgroundReaders.isEmpty
        }
    }

    weak var host: HostingController?
    /// The iOS version of the world the screen runs in (the latest modelled before it is in one).
    var iOSVersion: Int { host?.world?.iOSVersion ?? 26 }
    private(set) var dirty = true
    private var cached: SwiftUIView?
    private var pendingAnimation: Animation?
    private var renderedSinceLastLayout = false
    /// The size classes the last evaluation was given.
    private var lastSizeClasses: (UserInterfaceSizeClass?, UserInterfaceSizeClass?) = (nil, nil)

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
    /// The tasks `task` modifiers started, by their modifier's path, with the id each was
    /// started for.
    private var tasks: [String: (task: Task<Void, Never>, id: Any?)] = [:]
    private var scheduledFocus: Set<String> = []
    /// The controllers presented for `sheet`/`fullScreenCover` modifiers, by path.
    private var presented: [String: (controller: UIHostingController<ModifiedContent<AnyView, _EnvironmentModifier>>, onDismiss: (() -> Void)?)] = [:]
    /// Whether a focus change the app made waits for the main queue.
    var hasScheduledFocusChange: Bool { !scheduledFocus.isEmpty }
    private var slots: [String: Int] = [:]
    private var layoutSlots: [String: Int] = [:]
    /// Counts evaluations of the root and layout passes, for ``ReadStamp``s.
    private var evaluation = 0
    private var layoutPass = 0
    private var evaluating = false
    /// What the focus bookkeeping last saw: with the same responder, the same evaluation and
    /// no request from the app, there is nothing to bring in step.
    private var lastFocusSync: (responder: ObjectIdentifier?, evaluation: Int)?
    /// Whether the app set a `@FocusState` since the last sync.
    var focusRequested = false
    /// The anchored scroll views as the last layout pass left them, by tag (``keepScrollAnchors(_:in:)``).
    var scrollAnchorStates: [String: ScrollAnchorState] = [:]
    /// The value each `onPreferenceChange` last saw, by the observer's identity.
    private var preferenceValues: [String: Any] = [:]

    // MARK: - Evaluation

    /// The node tree of `root`, evaluated again if anything it read changed.
    func tree(for root: any View) -> SwiftUIView {
        duringLayout = Registry()
        layoutSlots = [:]
        layoutPass += 1
        // The size classes come from the window's traits: a change (a rotation, a narrower
        // window) evaluates the views again, as SwiftUI updates views reading them.
        let traits = host?.viewIfLoaded?.traitCollection ?? UITraitCollection()
        let sizeClasses = (UserInterfaceSizeClass(traits.horizontalSizeClass), UserInterfaceSizeClass(traits.verticalSizeClass))
        if sizeClasses != lastSizeClasses {
            lastSizeClasses = sizeClasses
            dirty = true
        }
        if dirty || cached == nil {
            dirty = false
            main = Registry()
            slots = [:]
            evaluation += 1
            evaluating = true
            var environment = EnvironmentValues()
            (environment.horizontalSizeClass, environment.verticalSizeClass) = sizeClasses
            cached = tracking(.evaluate) { RenderContext(graph: self, path: "r", environment: environment).renderOne(root) }
            evaluating = false
            renderedSinceLastLayout = true
        }
        if let animation = pendingAnimation {
            host?.transactionAnimation = animation.resolved(iOSVersion: iOSVersion)
            pendingAnimation = nil
        }
        return cached!
    }

    /// Renders `view` in `context`: a built-in view draws itself; a custom one has its
    /// dynamic properties bound, then its body rendered one level deeper.
    func render<V: View>(_ view: V, _ context: RenderContext) -> [SwiftUIView] {
        // (`V` is concrete: an existential does not conform to `View`. The checks go by the
        // type, so the value is not copied into an existential at every level.)
        let facts = TypeFacts.of(V.self, view)
        if let primitive = facts.primitiveView {
            return Self.renderBuiltIn(view, as: primitive, context)
        }
        if facts.hasDynamicProperties { bindProperties(of: view, facts, key: context.path, context.environment) }
        if facts.isRepresentable {
            if let representable = view as? any UIViewRepresentable { return [representable.representedNode(context)] }
            if let representable = view as? any UIViewControllerRepresentable { return [representable.representedNode(context)] }
        }
        var nodes = context.descendant("b").render(view.body)
        // A container a view of the app's own draws as its whole body is named in reports by
        // that view's type (`TabBar`, not `HStack`), unless something inside named it
        // (`accessibilityIdentifier`) — and only a container: a field or a text keeps its own
        // name (its title), which a contract may use.
        if nodes.count == 1, nodes[0].isContainer, !nodes[0].modifiers.contains(where: \.isName) {
            nodes[0].modifiers.append(.name(facts.name))
        }
        return nodes
    }

    /// Renders a custom modifier's body around `content`.
    func render<M: ViewModifier, Content: View>(_ modifier: M, appliedTo content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let facts = TypeFacts.of(M.self, modifier)
        if facts.hasDynamicProperties { bindProperties(of: modifier, facts, key: context.path + "m", context.environment) }
        return context.descendant("m").render(modifier.body(content: _ViewModifier_Content(content: content, path: context.path)))
    }

    /// Calls a built-in view's `render` on `view`, whose type is `P`.
    static func renderBuiltIn<V, P: PrimitiveView>(_ view: V, as type: P.Type, _ context: RenderContext) -> [SwiftUIView] {
        withUnsafePointer(to: view) { $0.withMemoryRebound(to: P.self, capacity: 1) { $0.pointee.render(context) } }
    }

    private func bindProperties(of value: Any, _ facts: TypeFacts.Facts, key: String, _ environment: EnvironmentValues) {
        // Only the properties that are dynamic are read (reading one boxes it).
        let children = Mirror(reflecting: value).children
        var index = children.startIndex
        var position = 0
        for (offset, label) in facts.dynamicProperties {
            index = children.index(index, offsetBy: offset - position)
            position = offset
            guard let bound = children[index].value as? any GraphBound else { continue }
            bound.bind(self, key: key + "|" + label, environment: environment)
        }
    }

    /// Renders inside a layout pass (a `GeometryReader`'s content): what it registers lasts
    /// for this pass.
    func renderDuringLayout(_ body: () -> SwiftUIView) -> SwiftUIView {
        let outer = renderingDuringLayout
        renderingDuringLayout = true
        defer { renderingDuringLayout = outer }
        return tracking(.layOut, body)
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

    private var nodeKeys: [String: String] = [:]

    /// A short key for a structural path (identities are long strings; the hosting view
    /// looks generated views up by key in every layout pass). Keys are handed out in the
    /// order paths are first rendered, so they are the same on every run.
    func nodeKey(for path: String) -> String {
        if let key = nodeKeys[path] { return key }
        let key = "n\(nodeKeys.count)"
        nodeKeys[path] = key
        return key
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

    /// Keeps every stored object and value under `prefix` although this evaluation does not
    /// render it (the views a navigation stack covers).
    func keepStorage(under prefix: String) {
        let kept = storage.keys.filter { $0.hasPrefix(prefix) } + values.keys.filter { $0.hasPrefix(prefix) }
        record { $0.touched.formUnion(kept) }
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

    /// Records that the evaluation under way read a stored value.
    func noteRead(_ stamp: ReadStamp) {
        if renderingDuringLayout {
            stamp.layoutPass = layoutPass
        } else if evaluating {
            stamp.evaluation = evaluation
        }
    }

    /// A stored value changed: evaluate again if the last evaluation read it, lay out again
    /// if a geometry reader of the last pass did.
    func valueChanged(_ stamp: ReadStamp) {
        if stamp.evaluation == evaluation {
            invalidate()
        } else if stamp.layoutPass == layoutPass {
            requestLayout()
        }
    }

    /// Asks for a layout pass without evaluating again (its after-layout work is needed).
    func requestLayout() {
        host?.viewIfLoaded?.setNeedsLayout()
    }

    /// Something the views read changed: evaluate again at the next layout pass (with the
    /// current `withAnimation` transaction's animation).
    func invalidate() {
        dirty = true
        if let animation = Transaction.current { pendingAnimation = animation }
        host?.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: - Registrations

    /// Runs `action` once the layout pass under way has placed the views.
    func afterThisLayout(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// The hosting controller's view left the window: every view that appeared disappears
    /// (its `onDisappear` runs, in key order), and appears again when the view is back.
    func hostDidDisappear() {
        let actions = appeared.keys.sorted().compactMap { appeared[$0] ?? nil }
        appeared = [:]
        for action in actions { action() }
    }

    /// A `task` modifier at `path`: its task starts when the view appears and is cancelled
    /// when it disappears; with an id, a new id (as `sameID` judges it) cancels the running
    /// task and starts another after this pass.
    func registerTask(at path: String, id: Any?, sameID: @escaping (Any?, Any?) -> Bool, start: @escaping () -> Task<Void, Never>?) {
        if let running = tasks[path], !sameID(running.id, id) {
            afterThisLayout { [weak self] in
                guard let self, let current = self.tasks[path], !sameID(current.id, id) else { return }
                current.task.cancel()
                self.tasks[path] = start().map { ($0, id) }
            }
        }
        registerLifecycle(at: path, appear: { [weak self] in
            guard let self, self.tasks[path] == nil else { return }
            self.tasks[path] = start().map { ($0, id) }
        }, disappear: { [weak self] in
            self?.tasks.removeValue(forKey: path)?.task.cancel()
        })
    }

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

    func registerScrollAnchor(tag: String, anchor: UnitPoint) {
        record { $0.scrollAnchors.append((tag, anchor)) }
    }

    func registerPreference(_ entry: PreferenceEntry) {
        record { $0.preferences.append(entry) }
    }

    func registerPreferenceObserver(_ observer: PreferenceObserver) {
        record { $0.preferenceObservers.append(observer) }
    }

    func registerBackgroundReader(_ reader: BackgroundReader) {
        record { $0.backgroundReaders.append(reader) }
    }

    func register(id: AnyHashable, tag: String) {
        record { $0.ids.append((id, tag)) }
    }

    func registerPresentation(_ registration: PresentationRegistration) {
        record { registry in
            // Built-in modifiers share their view's path: number them, outermost first.
            var registration = registration
            let base = registration.path
            registration.path = base + "#sheet\(registry.presentations.count { $0.path.hasPrefix(base + "#sheet") })"
            registry.presentations.append(registration)
        }
    }

    // MARK: - After layout

    /// Appearance, subscriptions, focus and change actions, once the pass placed the views.
    func afterLayout() {
        guard let host else { return }
        // Most passes of most screens have nothing to do here (every animation frame is a pass).
        if !renderedSinceLastLayout, main.isIdle, duringLayout.isIdle, appeared.isEmpty, subscriptions.isEmpty, pendingActions.isEmpty,
           presented.isEmpty {
            return
        }
        // Backgrounds' geometry readers first: what they register (preferences, state they read)
        // belongs to this pass.
        let readers = main.backgroundReaders + duringLayout.backgroundReaders
        if !readers.isEmpty { readBackgrounds(readers, in: host) }
        let anchors = main.scrollAnchors + duringLayout.scrollAnchors
        if !anchors.isEmpty || !scrollAnchorStates.isEmpty { keepScrollAnchors(anchors, in: host) }
        let lifecycle = main.lifecycle + duringLayout.lifecycle
        let receivers = main.receivers + duringLayout.receivers
        if !main.presentations.isEmpty || !duringLayout.presentations.isEmpty || !presented.isEmpty {
            updatePresentations(main.presentations + duringLayout.presentations, evaluated: renderedSinceLastLayout, host: host)
        }
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

        // Disappearance (in key order), then appearance (in tree order).
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
        actions += preferenceActions()
        actions += pendingActions
        pendingActions = []
        for action in actions { action() }
    }

    /// Runs the geometry readers of backgrounds and overlays with the frame of the view each is
    /// behind, as the pass placed it (``BackgroundReader``).
    private func readBackgrounds(_ readers: [BackgroundReader], in host: HostingController) {
        for reader in readers {
            guard let view = host.taggedView(reader.tag) else { continue }
            let o = reader.outset
            let bounds = CGRect(x: -o.left, y: -o.top, width: view.bounds.width + o.left + o.right, height: view.bounds.height + o.top + o.bottom)
            let global = view.convert(bounds, to: nil)
            let insets = view.safeAreaInsets
            for make in reader.readers { _ = make(bounds.size, insets, global) }
        }
    }

    /// The actions of the `onPreferenceChange` modifiers whose value changed in this pass (in
    /// tree order); observers no longer in the tree forget their value.
    private func preferenceActions() -> [() -> Void] {
        let observers = main.preferenceObservers + duringLayout.preferenceObservers
        guard !observers.isEmpty || !preferenceValues.isEmpty else { return [] }
        let entries = main.preferences + duringLayout.preferences
        var actions: [() -> Void] = []
        var seen: Set<String> = []
        for observer in observers where !seen.contains(observer.id) {
            seen.insert(observer.id)
            var last = preferenceValues[observer.id]
            if let action = observer.deliver(Self.values(for: observer, in: entries), &last) { actions.append(action) }
            preferenceValues[observer.id] = last
        }
        preferenceValues = preferenceValues.filter { seen.contains($0.key) }
        return actions
    }

    /// Presents what a presentation modifier asks for and is not presented yet, dismisses
    /// what no modifier asks for any more (both on the main queue, after this pass), and gives
    /// a presented sheet its content again after an evaluation.
    private func updatePresentations(_ wanted: [PresentationRegistration], evaluated: Bool, host: HostingController) {
        for path in presented.keys.sorted() where !wanted.contains(where: { $0.path == path && $0.isPresented }) {
            guard let (controller, onDismiss) = presented.removeValue(forKey: path) else { continue }
            DispatchQueue.main.async {
                if let presenter = controller.presentingViewController { presenter.dismiss(animated: true) }
                onDismiss?()
            }
        }
        for registration in wanted where registration.isPresented {
            if let existing = presented[registration.path] {
                if evaluated { existing.controller.rootView = registration.make() }
                presented[registration.path] = (existing.controller, registration.onDismiss)
                continue
            }
            let controller = UIHostingController(rootView: registration.make())
            controller.modalPresentationStyle = registration.style
            presented[registration.path] = (controller, registration.onDismiss)
            DispatchQueue.main.async { [weak host] in
                guard let host, host.presentedViewController == nil else { return }
                host.present(controller, animated: true)
            }
        }
    }

    /// Keeps `@FocusState` and the first responder in step.
    private func syncFocus(_ host: HostingController) {
        guard let world = host.world else { return }
        let registrations = main.focus + duringLayout.focus
        guard !registrations.isEmpty else { return }
        let responder = world.firstResponder
        let seen = (responder.map(ObjectIdentifier.init), evaluation)
        if !focusRequested, duringLayout.focus.isEmpty, let last = lastFocusSync, last.responder == seen.0, last.evaluation == seen.1 { return }
        lastFocusSync = seen
        focusRequested = false
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
                registration.release()
            }
            for registration in bound where responder != nil && host.taggedView(registration.tag) === responder {
                registration.adopt()
            }
        }
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
        let animated = Transaction.current != nil
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

/// What the renderer needs to know of a view or modifier type, found once per type (a cast
/// that fails and a reflection of the properties are the costly part of an evaluation).
enum TypeFacts {
    struct Facts {
        /// The type as a built-in view (it renders itself), or `nil`: the cast is made once.
        var primitiveView: (any PrimitiveView.Type)?
        /// The type as a built-in modifier, or `nil`.
        var primitiveModifier: (any PrimitiveModifier.Type)?
        /// Whether it is a `UIViewRepresentable` (a UIKit view placed as a leaf).
        var isRepresentable: Bool
        /// The properties the renderer binds (`@State`, `@FocusState`, …): their positions
        /// among the stored properties, and their names.
        var dynamicProperties: [(offset: Int, label: String)]
        var hasDynamicProperties: Bool { !dynamicProperties.isEmpty }
        /// The type's name without its module or generic arguments (`TabBar`, `Row`): what a
        /// stack the view draws as its whole body is named in reports.
        var name: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: Facts] = [:]

    /// The facts of the concrete type `T` (`value`, of that type, is looked at only the first
    /// time).
    static func of<T>(_ type: T.Type, _ value: T) -> Facts {
        let type = ObjectIdentifier(T.self)
        lock.lock()
        let cached = known[type]
        lock.unlock()
        if let cached { return cached }
        return learn(value, type)
    }

    private static func learn<T>(_ value: T, _ type: ObjectIdentifier) -> Facts {
        let dynamic = Mirror(reflecting: value).children.enumerated().compactMap { offset, child in
            child.value is any GraphBound ? (offset, child.label ?? "_\(offset)") : nil
        }
        let facts = Facts(primitiveView: T.self as? any PrimitiveView.Type, primitiveModifier: T.self as? any PrimitiveModifier.Type,
                          isRepresentable: value is any UIViewRepresentable || value is any UIViewControllerRepresentable, dynamicProperties: dynamic,
                          name: String(String(describing: T.self).prefix { $0 != "<" }))
        lock.lock()
        known[type] = facts
        lock.unlock()
        return facts
    }
}
