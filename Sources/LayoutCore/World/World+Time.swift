import Foundation

extension World {
    // MARK: - Animations

    private func modelState(_ view: UIView) -> VisualState {
        VisualState(frame: view.frame, boundsOrigin: view.boundsOrigin, transform: view.transform)
    }

    /// What is drawn of `view` at time `t`: its model state, or the point its animation has
    /// reached.
    func presentationState(_ view: UIView, at t: TimeInterval) -> VisualState {
        let key = ObjectIdentifier(view)
        guard let animation = viewAnimations.last(where: { $0.key == key }) else { return modelState(view) }
        if t >= animation.end { return modelState(view) }
        if t <= animation.start { return animation.from }
        let p = animation.curve.progress((t - animation.start) / animation.duration, assumeFastKeyboard: assumptions[.keyboardCurveIsFastEaseOut])
        return animation.from.interpolated(to: animation.to, p)
    }

    /// A view changed outside any animation: it jumps (its animation in flight ends).
    func modelDidChange(_ view: UIView) {
        guard animationContext.isEmpty, !viewAnimations.isEmpty else { return }
        let key = ObjectIdentifier(view)
        editViewAnimations { animations in animations.removeAll { $0.key == key } }
    }

    /// Runs an animation block (see `UIView.animate`).
    func animate(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, overrideInherited: Bool = false,
                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        run {
            openAnimationBlock(duration: duration, delay: delay, curve: curve, overrideInherited: overrideInherited)
            animations()
            closeAnimationBlock(completion: completion)
        }
    }

    /// Opens an animation block: what changes until ``closeAnimationBlock(completion:)``
    /// animates (`UIView.animate` runs its closure in between; `UIView.beginAnimations` and
    /// `commitAnimations()` open and close one apart).
    func openAnimationBlock(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, overrideInherited: Bool = false,
                            beginCommit: Bool = false) {
        // A nested block inherits the in-flight block's timing (UIView.AnimationOptions:
        // overrideInheritedDuration/Curve are needed to do otherwise).
        let outer = overrideInherited ? nil : animationContext.last
        // With animations disabled "code inside subsequent animation blocks is still executed
        // but no animations actually occur" (UIView.setAnimationsEnabled(_:),
        // https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)): the
        // block takes no time, as one of duration 0 does.
        var context = AnimationContext(
            start: outer?.start ?? now + delay, duration: animationsEnabled ? outer?.duration ?? duration : 0,
            curve: outer?.curve ?? curve)
        context.inherited = outer != nil
        context.beginCommit = beginCommit
        context.before = window.subtree.map { AnimationSnapshot(view: $0, drawn: presentationState($0, at: now), model: modelState($0)) }
        animationContext.append(context)
    }

    /// Closes the innermost animation block: every view it changed moves from where it was
    /// drawn when the block opened to its new model state.
    func closeAnimationBlock(completion: ((Bool) -> Void)?) {
        guard !animationContext.isEmpty else { return }
        let context = animationContext.removeLast()
        if context.duration > 0 {
            var animated = context.animated
            for entry in context.before where !animated.contains(ObjectIdentifier(entry.view)) {
                let model = modelState(entry.view)
                guard model != entry.model else { continue }
                let key = ObjectIdentifier(entry.view)
                let animation = ViewAnimation(
                    view: entry.view, key: key, start: context.start, duration: context.duration, curve: context.curve,
                    from: entry.drawn, to: model)
                editViewAnimations { animations in
                    animations.removeAll { $0.key == key }
                    animations.append(animation)
                }
                coreAnimationTransactionsDidAdd(animation)
                animated.insert(key)
            }
            if !animationContext.isEmpty { animationContext[animationContext.count - 1].animated.formUnion(animated) }
        }
        if let completion {
            schedule(after: max(0, context.start + context.duration - now)) { completion(true) }
        }
    }

    /// Runs `actions` so that what they change is not animated.
    func withoutAnimation(_ actions: () -> Void) {
        let saved = animationContext
        animationContext.removeAll()
        actions()
        animationContext = saved
    }

    /// Where a view is drawn in window space at time `t` (animations in flight included).
    public func presentationFrameInWindow(_ view: UIView, at t: TimeInterval) -> CGRect {
        view.isWindowView ? .zero : presentationPlacement(view, at: t).frame
    }

    /// Where a view (not the window) is drawn in window space at `t`, the window-space point of
    /// its drawn bounds coordinate (0, 0), and whether it is drawn flipped on each axis: its
    /// superview's placement first, then its own drawn frame and transform inside it, as
    /// ``UIView/frameInWindow`` composes model values — a transform applies "relative to the
    /// center of its bounds" (https://developer.apple.com/documentation/uikit/uiview/transform),
    /// so a flip maps the frame onto itself and a superview drawn flipped mirrors it (a list
    /// turned upside down and its cells turned back). Sampled every frame of an animation, so it
    /// walks up by recursion, not by a list.
    private func presentationPlacement(_ view: UIView, at t: TimeInterval)
        -> (frame: CGRect, boundsOrigin: CGPoint, flips: (x: Bool, y: Bool)) {
        var origin = CGPoint.zero
        var outer = (x: false, y: false)
        if let superview = view.superview, !superview.isWindowView {
            let parent = presentationPlacement(superview, at: t)
            origin = parent.boundsOrigin
            outer = parent.flips
        }
        let state = presentationState(view, at: t)
        let f = state.frame, transform = state.transform
        let frame = CGRect(x: outer.x ? origin.x - (f.maxX + transform.tx) : origin.x + f.minX + transform.tx,
                           y: outer.y ? origin.y - (f.maxY + transform.ty) : origin.y + f.minY + transform.ty,
                           width: f.width, height: f.height)
        let flips = UIView.aFlipWasSet ? (x: outer.x != (transform.a < 0), y: outer.y != (transform.d < 0)) : (x: false, y: false)
        let b = state.boundsOrigin
        return (frame, CGPoint(x: flips.x ? frame.maxX + b.x : frame.minX - b.x, y: flips.y ? frame.maxY + b.y : frame.minY - b.y), flips)
    }

    /// Where the keyboard is drawn in screen space at time `t` (`nil` when it is hidden and
    /// not animating).
    public func presentationKeyboardFrame(at t: TimeInterval) -> CGRect? {
        if let animation = keyboardAnimation, t < animation.end {
            if t <= animation.start { return animation.from }
            let p = TimingCurve.keyboard.progress((t - animation.start) / animation.duration, assumeFastKeyboard: assumptions[.keyboardCurveIsFastEaseOut])
            let a = animation.from, b = animation.to
            func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(p) }
            return CGRect(x: lerp(a.minX, b.minX), y: lerp(a.minY, b.minY), width: lerp(a.width, b.width), height: lerp(a.height, b.height))
        }
        return keyboard.isOnScreen ? keyboard.screenFrame : nil
    }

    /// When the keyboard's current animation started (`nil` when it is not moving).
    public var keyboardAnimationStart: TimeInterval? {
        guard let animation = keyboardAnimation, animation.end > now else { return nil }
        return animation.start
    }

    /// When the keyboard's animation in flight ends (`nil`: none is running).
    public var keyboardAnimationEnd: TimeInterval? {
        guard let animation = keyboardAnimation, animation.end > now else { return nil }
        return animation.end
    }

    /// When the last animation in flight (views or keyboard) ends.
    public var animationsEnd: TimeInterval {
        var end = keyboardAnimation?.end ?? now
        for animation in viewAnimations { end = max(end, animation.end) }
        return end
    }

    // MARK: - The main queue and the clock

    /// Queues work on the main queue after `delay` seconds of virtual time; work due at the
    /// same time runs in submission order.
    public func schedule(after delay: TimeInterval, tag: String? = nil, _ work: @escaping () -> Void) {
        schedule(after: delay, tag: tag, sleeper: nil, work)
    }

    /// Queues work that wakes `sleeper`: dropped unrun once the sleeper is awake.
    func schedule(after delay: TimeInterval, tag: String?, sleeper: Sleeper?, _ work: @escaping () -> Void) {
        let scheduled = ScheduledWork(deadline: now + max(0, delay), order: nextWorkOrder, tag: tag, work: work, sleeper: sleeper)
        editQueue { $0.append(scheduled) }
        nextWorkOrder += 1
        if sleeper != nil { hasSleeperDeadlines = true }
    }

    /// Drops the deadlines of sleeping tasks that were woken otherwise (cancelled).
    private func dropVoidWork() {
        guard hasSleeperDeadlines else { return }
        editQueue { queue in queue.removeAll { $0.isVoid } }
        sleepers.removeAll { $0.isAwake }
        hasSleeperDeadlines = queue.contains { $0.sleeper != nil }
    }

    /// Drops queued work with `tag`.
    func cancelScheduled(tag: String) {
        editQueue { queue in queue.removeAll { $0.tag == tag } }
    }

    private func nextDue(before limit: TimeInterval) -> Int? {
        dropVoidWork()
        var best: Int?
        for (i, work) in queue.enumerated() where work.deadline <= limit {
            if let b = best {
                let other = queue[b]
                if work.deadline < other.deadline || (work.deadline == other.deadline && work.order < other.order) { best = i }
            } else {
                best = i
            }
        }
        return best
    }

    /// Moves the clock forward by `duration`, running queued work in deadline order (ties in
    /// submission order) and a layout pass after each piece of work.
    public func advance(by duration: TimeInterval) {
        advance(to: now + max(0, duration))
    }

    /// Moves the clock forward to `time`.
    public func advance(to time: TimeInterval) {
        // Only queued work runs the app's code here (a layout pass makes the world current
        // itself): an animation frame with nothing due does not enter the world.
        if nextDue(before: time) != nil {
            run {
                while let index = nextDue(before: time) {
                    let work = editQueue { $0.remove(at: index) }
                    now = max(now, work.deadline)
                    work.work()
                    layoutIfNeeded()
                }
            }
        }
        now = max(now, time)
        let current = now
        editViewAnimations { animations in animations.removeAll { $0.end <= current } }
        if let animation = keyboardAnimation, animation.end <= current { keyboardAnimation = nil }
        layoutIfNeeded()
    }

    /// When everything queued and animating will be done.
    public var settleTime: TimeInterval {
        dropVoidWork()
        var end = animationsEnd
        for work in queue { end = max(end, work.deadline) }
        return end
    }

    /// Whether no animation is running and no work is queued (work queued for the current
    /// instant, `DispatchQueue.main.async`, still has to run).
    public var isSettled: Bool { settleTime <= now && queue.isEmpty && !needsLayout }

    /// Runs the clock until everything has settled, or `limit` seconds have passed (work
    /// that keeps queueing more never settles). Returns whether it settled.
    @discardableResult
    public func settle(limit: TimeInterval = 10) -> Bool {
        let deadline = now + limit
        while !isSettled {
            let next = min(settleTime, deadline)
            advance(to: next)
            if now >= deadline { return isSettled }
        }
        return true
    }
}
