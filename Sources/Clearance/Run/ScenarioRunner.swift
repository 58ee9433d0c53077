import Foundation

/// What running one scenario found.
public struct ScenarioOutcome {
    /// The first invariant that did not hold (by event, then by invariant order).
    public var violation: Violation?
    /// The assumptions the model consulted while running.
    public var consultedAssumptions: [Assumption]
    /// The world at the moment of the violation (or at the end), when kept.
    public var world: World?
    /// The reference layout's world for the orientation of the violation, when kept.
    public var referenceWorld: World?
    /// The UIKit exceptions the app caused while the scenario ran (``World/exceptions``):
    /// on iOS an uncaught one ends the app, so a screen under test that raises one has no
    /// verdict to give.
    public var exceptions: [String] = []
}

/// Runs a scenario: builds the world and the strategy's screen, replays the events on the
/// virtual clock, and checks the invariants at every settled state (after each event whose
/// gap to the next lets everything settle, and at the end), plus the keyboard animation
/// frames for `moves-with-keyboard`.
public struct ScenarioRunner {
    public let strategy: any AvoidanceStrategy
    public let invariants: [InvariantID]
    public let assumptions: Assumptions
    /// Whether floating and undocked keyboards count as covering the window for every
    /// strategy (not only those that opt in).
    public let strictUndocked: Bool
    /// Failure signatures already reported (``Violation/signature``): a violation with one of
    /// these does not end the run, so the same scenario can still show a different bug.
    public let excludedSignatures: Set<String>
    /// When set, only violations it accepts end the run (replaying one known failure).
    public let wanted: (@Sendable (Violation) -> Bool)?
    private let enabled: Set<InvariantID>
    /// A probe run's shift of the notifications' keyboard frames
    /// (``World/keyboardNotificationFrameShift``); 0 in ordinary runs.
    fileprivate var probeShift: CGFloat = 0
    /// Whether a "coordinates mixed" diagnosis may be given (``Diagnoser/positionRead``).
    fileprivate var keyboardPositionRead = true
    /// Reference layouts this runner (and its copies, on every job) already built.
    let references = ReferenceLayouts()
    /// Whether each run happens in a process of its own (``Isolation``): a screen seen to keep
    /// state across worlds.
    fileprivate var isolated: Bool

    public init(strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                assumptions: Assumptions = Assumptions(), strictUndocked: Bool = false, excluding signatures: Set<String> = [],
                only wanted: (@Sendable (Violation) -> Bool)? = nil) {
        self.strategy = strategy
        self.invariants = invariants
        self.assumptions = assumptions
        self.strictUndocked = strictUndocked
        excludedSignatures = signatures
        self.wanted = wanted
        enabled = Set(invariants)
        isolated = strategy is any ScreenUnderTest && !Isolation.isChild && IsolatedScreens.shared.contains(strategy.id)
    }

    /// Builds the world for a scenario in an orientation and shows the strategy's screen.
    /// A `reference` world lays the screen out with the keyboard never shown: a controller
    /// that becomes first responder for its input bar on appearing docks no bar there (the
    /// bar is a keyboard: its frame comes in the keyboard's notifications).
    func makeWorld(_ scenario: Scenario, orientation: InterfaceOrientation, reference: Bool = false, sheetDetent: Int? = nil) -> World {
        let device = scenario.device.device
        let world = World(device: device, orientation: orientation, windowKind: scenario.windowInWorld,
                          iOSVersion: scenario.iOSVersion, assumptions: assumptions)
        world.isReferenceLayout = reference
        world.keyboardNotificationFrameShift = probeShift
        let screen = world.run { strategy.makeScreen(for: scenario.form) }
        world.present(screen, chrome: scenario.bars)
        let setup = scenario.keyboard
        let placement = device.idiom == .pad ? setup.placement : .docked
        world.keyboardSystem.setConfiguration(KeyboardSetup(kind: setup.kind, predictive: setup.predictive, placement: placement)
            .configuration(screenSize: world.screen.bounds.size, accessoryHeight: 0))
        if device.idiom == .pad {
            world.keyboardSystem.setHardwareKeyboard(attached: setup.hardwareKeyboard, minimizedToolbar: setup.minimizedToolbar)
        }
        if let sheetDetent { world.restCardSheet(atDetent: sheetDetent) }
        world.settle()
        return world
    }

    /// Runs the scenario.
    ///
    /// A violation diagnosed as mixed coordinates is checked against what the app read: the
    /// scenario runs again with the notifications' keyboard frames moved 97 pt (the keyboard
    /// itself where it was). If the app then does exactly the same, it never used the frame's
    /// position, so it cannot have converted it from the wrong space: the scenario is
    /// diagnosed again without that cause (another one, or none — never a guess).
    public func run(_ scenario: Scenario, keepWorld: Bool = false) -> ScenarioOutcome {
        if isolated, !keepWorld { return runInItsOwnProcess(scenario) }
        let (outcome, mixed) = runOnce(scenario, keepWorld: keepWorld)
        // (Also when that violation was set aside — an excluded signature, a replay looking for
        // another: diagnosed again, it may be the one wanted.)
        guard probeShift == 0, keyboardPositionRead, let mixed else { return outcome }
        var probe = self
        probe.probeShift = 97
        guard let moved = probe.runOnce(scenario, keepWorld: false).mixed, moved.invariant == mixed.invariant,
              moved.eventIndex == mixed.eventIndex, moved.property == mixed.property, moved.numbers == mixed.numbers else { return outcome }
        var sizeOnly = self
        sizeOnly.keyboardPositionRead = false
        return sizeOnly.runOnce(scenario, keepWorld: keepWorld).outcome
    }

    /// The run in a child process forked from a test process in which the screen's code
    /// never ran (``Isolation``). A child that ended the app (a trap) is reported as an
    /// exception of the case, which leaves the screen without a verdict.
    private func runInItsOwnProcess(_ scenario: Scenario) -> ScenarioOutcome {
        var inner = self
        inner.isolated = false
        // The reference layout in the other orientation, which a rotation asks for mid-case,
        // is built in a process of its own too and handed to the case's (which finds it in
        // the cache it inherits): built in the case's own process after the keyboard showed, it
        // would read what the app kept of the keyboard (a static height) — a layout no fresh
        // screen has. (A sheet moved to another detent is still laid out in the case's process.)
        if scenario.events.contains(where: { $0.event == .rotate }) {
            let orientation = scenario.orientation.rotated
            let key = ReferenceKey(scenario, builtIn: orientation, sheetDetent: nil)
            if !references.contains(key),
               case let .success(snapshot) = Isolation.inChild(holding: [references.lock], { () -> Snapshot in
                   let world = inner.makeWorld(scenario, orientation: orientation, reference: true)
                   let snapshot = Snapshot(world)
                   world.finishAsyncWork()
                   return snapshot
               }) {
                _ = references.snapshot(for: key) { snapshot }
            }
        }
        let answer = Isolation.inChild(holding: [references.lock]) { () -> IsolatedOutcome in
            let outcome = inner.run(scenario)
            return IsolatedOutcome(violation: outcome.violation, consulted: outcome.consultedAssumptions.map(\.name),
                                   exceptions: outcome.exceptions)
        }
        switch answer {
        case let .success(outcome):
            return ScenarioOutcome(violation: outcome.violation, consultedAssumptions: outcome.consulted.compactMap(Assumption.named),
                                   exceptions: outcome.exceptions)
        case let .failure(failure):
            return ScenarioOutcome(violation: nil, consultedAssumptions: [], exceptions: ["\(failure)"])
        }
    }

    /// One run, and the first violation diagnosed as mixed coordinates in it (before any is
    /// set aside).
    private func runOnce(_ scenario: Scenario, keepWorld: Bool) -> (outcome: ScenarioOutcome, mixed: Violation?) {
        var run = Run(runner: self, scenario: scenario)
        let violation = run.execute()
        // The case is over: tasks still waiting end, so nothing of it stays in memory.
        if !keepWorld { run.world.finishAsyncWork() }
        return (ScenarioOutcome(violation: violation, consultedAssumptions: run.world.consultedAssumptions,
                                world: keepWorld ? run.world : nil,
                                referenceWorld: keepWorld ? makeWorld(scenario, orientation: run.world.orientation) : nil,
                                exceptions: run.world.exceptions),
                run.firstMixed)
    }

    fileprivate func check(_ invariant: InvariantID) -> Bool { enabled.contains(invariant) }

    /// The reference layout of a scenario in an orientation (its world built with
    /// `reference: true` in that orientation). It depends only on what
    /// ``makeWorld(_:orientation:reference:sheetDetent:)`` reads — the scenario without its
    /// events, the orientation, this runner's strategy and assumptions — so cases that share
    /// those (a shrink's candidates, above all) share it.
    ///
    /// A presented sheet the system moved to another detent (``World/cardSheetDetentIndex``)
    /// is laid out at that detent: the keyboard going does not move the sheet back, so its
    /// views come back to where they are at that detent.
    fileprivate func referenceLayout(_ scenario: Scenario, orientation: InterfaceOrientation, sheetDetent: Int? = nil) -> Snapshot {
        references.snapshot(for: ReferenceKey(scenario, builtIn: orientation, sheetDetent: sheetDetent)) {
            let world = makeWorld(scenario, orientation: orientation, reference: true, sheetDetent: sheetDetent)
            let snapshot = Snapshot(world)
            world.finishAsyncWork()
            return snapshot
        }
    }

    /// The world of a reference layout in `orientation`: built there (`rotated` false), or built
    /// in the orientation the case starts in and rotated to it as the case was (`rotated`
    /// true) — never shown a keyboard.
    fileprivate func makeReferenceWorld(_ scenario: Scenario, orientation: InterfaceOrientation, sheetDetent: Int?, rotated: Bool) -> World {
        guard rotated, orientation != scenario.orientation else {
            return makeWorld(scenario, orientation: orientation, reference: true, sheetDetent: sheetDetent)
        }
        let world = makeWorld(scenario, orientation: scenario.orientation, reference: true, sheetDetent: sheetDetent)
        world.keyboardSystem.rotate(to: orientation)
        world.settle()
        return world
    }

    /// The reference layout in `orientation` of a case that started in the other one, built as
    /// the case was: in the orientation it starts in, then rotated. A screen that reads its size
    /// once (a width taken from `UIScreen.main.bounds` in `viewDidLoad`) keeps that size after a
    /// rotation on a device, keyboard or not; built afresh in the new orientation it reads the
    /// new size, and what the rotation left would be taken for what the keyboard left
    /// (real-bug pair 19's sign-up button, 80 % of the portrait width: "not back where it was"
    /// after a rotation, on both sides). DESIGN.md's reference is "the same scenario laid out
    /// with the keyboard never shown": its rotations are part of that scenario.
    ///
    /// A run checks against the reference built afresh (``referenceLayout(_:orientation:sheetDetent:)``,
    /// which screens laid out by constraints share with this one, and cheaper) and asks for
    /// this one only when a check fails there (``Run/rotatedReference(for:)``). `nil` when the
    /// screen built again does not lay out as `start`, the case's own reference where it
    /// started: the process keeps state a fresh screen reads (a keyboard height in a static),
    /// so the build is not the screen's reference layout.
    fileprivate func rotatedReferenceLayout(_ scenario: Scenario, orientation: InterfaceOrientation, sheetDetent: Int?, start: Snapshot) -> Snapshot? {
        let key = ReferenceKey(scenario, builtIn: scenario.orientation, rotatedTo: orientation, sheetDetent: sheetDetent)
        if let kept = references.snapshot(kept: key) { return kept }
        let world = makeWorld(scenario, orientation: scenario.orientation, reference: true, sheetDetent: sheetDetent)
        defer { world.finishAsyncWork() }
        guard Snapshot(world).laysOutAs(start) else { return nil }
        world.keyboardSystem.rotate(to: orientation)
        world.settle()
        let snapshot = Snapshot(world)
        return references.snapshot(for: key) { snapshot }
    }

    /// The reference layout scrolled as `current` is: the screen built again with the keyboard
    /// never shown, each of its scroll views set to the vertical offset the case's has now
    /// (clamped to the range it has there), then settled. iOS keeps scroll positions when the
    /// keyboard hides (it scrolled the field into view; nothing scrolls back), so a view that
    /// follows a scroll position — a header that collapses as the content scrolls — is back
    /// where it was when it is where it is at that position, not at the top
    /// (``InvariantContext/hideRestores()``).
    ///
    /// `nil` when the fresh build, before it is scrolled, does not lay out as `reference`
    /// does: the process keeps state a fresh screen reads (a keyboard height in a static, read
    /// after the keyboard showed), so the build is not the screen's reference layout.
    fileprivate func referenceLayout(_ scenario: Scenario, orientation: InterfaceOrientation, sheetDetent: Int?, rotated: Bool,
                                     scrolledAs current: Snapshot, reproducing reference: Snapshot) -> Snapshot? {
        let world = makeReferenceWorld(scenario, orientation: orientation, sheetDetent: sheetDetent, rotated: rotated)
        defer { world.finishAsyncWork() }
        guard Snapshot(world).laysOutAs(reference) else { return nil }
        var scrolled = false
        world.run {
            for view in world.allViews {
                guard let scroll = view as? UIScrollView, let now = current.scroll(view.id), let then = reference.scroll(view.id),
                      now.name == then.name else { continue }
                let y = min(max(now.offset, then.minOffset), then.maxOffset)
                guard abs(y - scroll.contentOffset.y) > 0.5 else { continue }
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: y)
                scrolled = true
            }
        }
        guard scrolled else { return nil }
        world.settle()
        return Snapshot(world)
    }

    /// Whether a violation is new (its signature not yet reported).
    fileprivate func reports(_ violation: Violation?) -> Violation? {
        guard let violation, !excludedSignatures.contains(violation.signature), wanted?(violation) ?? true else { return nil }
        return violation
    }
}

/// The state of one run.
private struct Run {
    let runner: ScenarioRunner
    let scenario: Scenario
    let world: World
    var references: [ReferenceKey.Layout: Snapshot] = [:]
    /// The reference layouts rotated as the case was, where one was asked for.
    var rotatedReferences: [ReferenceKey.Layout: Snapshot?] = [:]
    var keyboardWasShown = false
    var rotatedWhileShown = false
    /// The window's distances from the screen's edges at every check so far, in the order
    /// first seen (``Diagnoser/earlierWindowOffsets``).
    var windowOffsetsSeen: [CGFloat] = []
    var tornDown = false
    var lastSettled: Snapshot?
    /// The last settled state while this app's keyboard showed.
    var lastShown: Snapshot?
    /// The docked keyboard's frames since it came up (screen space, the latest last, at most
    /// four), as events left them: what a stale-frame diagnosis compares with.
    var shownFrames: [CGRect] = []
    /// The last settled state while this app's docked keyboard (or hardware bar) showed.
    var lastDocked: Snapshot?
    var eventsSinceSettled = 0
    /// The first violation diagnosed as mixed coordinates, reported or not.
    var firstMixed: Violation?
    /// Whether the user scrolled the content since the keyboard last changed or focus last
    /// moved (they may have scrolled the field away on purpose).
    var userScrolledAway = false
    /// Whether the event just applied scrolled content as the user would (a drag, or an
    /// interactive dismissal, which the user drives).
    var userScrolled = false
    /// Whether keeps-newest-visible no longer judges this run: the user scrolled (they may be
    /// reading older messages) or the device rotated since the screen appeared.
    var newestAnchorLost = false
    /// The world as it was built, taken for the reference layout: nothing runs between then
    /// and the first check, which reads it instead of taking the same snapshot again.
    var initialSnapshot: Snapshot?

    init(runner: ScenarioRunner, scenario: Scenario) {
        self.runner = runner
        self.scenario = scenario
        world = runner.makeWorld(scenario, orientation: scenario.orientation)
        // Before any event the keyboard has never shown: this state is the reference layout —
        // unless the screen docked an input bar on appearing, which is a keyboard.
        let initial = ReferenceKey.Layout(orientation: scenario.orientation, sheetDetent: world.cardSheetDetentIndex)
        if world.inputAccessoryHost == nil {
            let snapshot = Snapshot(world)
            references[initial] = snapshot
            initialSnapshot = snapshot
        } else {
            references[initial] = runner.referenceLayout(scenario, orientation: scenario.orientation, sheetDetent: initial.sheetDetent)
        }
    }

    /// The reference layout in an orientation: the same scenario laid out with the keyboard
    /// never shown (built once per orientation).
    mutating func reference(for orientation: InterfaceOrientation) -> Snapshot {
        let key = ReferenceKey.Layout(orientation: orientation, sheetDetent: world.cardSheetDetentIndex)
        if let cached = references[key] { return cached }
        let snapshot = runner.referenceLayout(scenario, orientation: orientation, sheetDetent: key.sheetDetent)
        references[key] = snapshot
        return snapshot
    }

    /// The reference layout in an orientation the case rotated to, built as the case was
    /// (``ScenarioRunner/rotatedReferenceLayout(_:orientation:sheetDetent:start:)``), once per
    /// orientation and detent; `nil` in the orientation the case starts in (its reference is
    /// that build), or when it cannot be built faithfully in this process.
    mutating func rotatedReference(for orientation: InterfaceOrientation) -> Snapshot? {
        guard orientation != scenario.orientation else { return nil }
        let key = ReferenceKey.Layout(orientation: orientation, sheetDetent: world.cardSheetDetentIndex)
        if let kept = rotatedReferences[key] { return kept }
        let start = reference(for: scenario.orientation)
        let snapshot = runner.rotatedReferenceLayout(scenario, orientation: orientation, sheetDetent: key.sheetDetent, start: start)
        rotatedReferences[key] = .some(snapshot)
        return snapshot
    }

    mutating func execute() -> Violation? {
        if let v = checkAll(eventIndex: -1, settled: true, identical: nil) { return v }
        let events = scenario.events
        for (index, timed) in events.enumerated() {
            if tornDown { break }
            let before = world.keyboard
            let coverageBefore = world.keyboardCoverage()
            let orientationBefore = world.orientation
            // Weak: a controller that is first responder for its input bar must be free to go
            // when the screen is torn down (the leak check runs below).
            weak let responderBefore = world.firstResponder
            world.layoutBeforeDidNotifications = nil
            apply(timed.event)
            // An event may take time of its own (going to the background and back): the next
            // event's gap counts from when this one is over, and what it animated is its own.
            let start = world.now
            if world.keyboard.isOnScreen && world.keyboard.isLocal { keyboardWasShown = true }
            if case .tearDown = timed.event { tornDown = true }
            recordShownFrame(rotated: world.orientation != orientationBefore)
            if userScrolled || world.orientation != orientationBefore { newestAnchorLost = true }
            if userScrolled {
                userScrolledAway = true
            } else if Run.coversSomethingNew(world.keyboardCoverage(), before: coverageBefore)
                        || before.isOnScreen != world.keyboard.isOnScreen || responderBefore !== world.firstResponder {
                // The user's own scroll stands until the keyboard covers something new (a
                // floating keyboard being dragged covers nothing; a keyboard that only shrinks,
                // to the hardware keyboard's bar or without its predictive bar, uncovers) or
                // focus moves.
                userScrolledAway = false
            }
            let nextGap = index + 1 < events.count ? TimeInterval(events[index + 1].afterMilliseconds) / 1000 : .infinity
            if runner.check(.movesWithKeyboard), !userScrolled,
               let v = runner.reports(sampleAnimation(eventIndex: index, start: start, until: start + nextGap)) {
                return v
            }
            // An identical repeated notification: focus moved, the keyboard stayed.
            var identical: Snapshot?
            // (Only where the system re-posts willShow when focus moves: from iOS 11 it does
            // not, and a focus change may then rightly move things for the new field.)
            if case .focus = timed.event, before == world.keyboard, before.isOnScreen, eventsSinceSettled == 0,
               world.assume(.focusChangeRepostsShow) { identical = lastSettled }
            // The settled state just before this event, when this event alone (and not the
            // user) changed things since, in the same orientation.
            let settledBefore = eventsSinceSettled == 0 && !userScrolled ? lastSettled.flatMap { $0.orientation == world.orientation ? $0 : nil } : nil
            eventsSinceSettled += 1
            if nextGap.isInfinite {
                let settled = world.settle()
                return checkAll(eventIndex: index, settled: settled, identical: identical, before: settledBefore)
            }
            if world.settleTime <= start + nextGap {
                world.advance(to: world.settleTime)
                if let v = checkAll(eventIndex: index, settled: true, identical: identical, before: settledBefore) { return v }
            }
            world.advance(to: start + nextGap)
        }
        return nil
    }

    /// Whether the keyboard now covers part of the window that it did not cover before (with
    /// half a point of tolerance): a keyboard that comes up, grows or moves does; one that
    /// goes, shrinks or covers nothing (floating, undocked) does not.
    static func coversSomethingNew(_ coverage: CGRect?, before: CGRect?) -> Bool {
        guard let coverage else { return false }
        guard let before else { return true }
        return !before.insetBy(dx: -0.5, dy: -0.5).contains(coverage)
    }

    /// Keeps the docked keyboard's frame after an event, when it changed: the app heard of it
    /// in that event's notifications. A keyboard that went away, or a rotation (which hides
    /// it and shows it again), starts over.
    private mutating func recordShownFrame(rotated: Bool) {
        guard let frame = dockedFrame(world.keyboard) else {
            shownFrames = []
            return
        }
        if rotated {
            shownFrames = [frame]
        } else if frame != shownFrames.last {
            shownFrames = Array((shownFrames.filter { $0 != frame } + [frame]).suffix(4))
        }
    }

    /// The keyboard's frame while it is docked (a hardware keyboard's bar included, another
    /// app's keyboard too: the app hears of both), `nil` otherwise.
    private func dockedFrame(_ keyboard: KeyboardState) -> CGRect? {
        guard keyboard.isOnScreen, !keyboard.mode.isUndocked else { return nil }
        return keyboard.screenFrame
    }

    /// How much of the window's height a keyboard frame (screen space) covers, from its top
    /// to the window's bottom.
    private func coveredHeight(ofScreenFrame frame: CGRect) -> CGFloat {
        let window = world.windowFrame
        let inWindow = frame.offsetBy(dx: -window.minX, dy: -window.minY)
        guard inWindow.maxX > 0, inWindow.minX < window.width else { return 0 }
        return max(0, min(window.height, inWindow.maxY) - max(0, inWindow.minY))
    }

    mutating func checkAll(eventIndex: Int, settled: Bool, identical: Snapshot?, before previous: Snapshot? = nil) -> Violation? {
        let current = initialSnapshot ?? Snapshot(world)
        initialSnapshot = nil
        lastSettled = settled ? current : nil
        eventsSinceSettled = 0
        if tornDown {
            guard runner.check(.noObserverLeak) else { return nil }
            let (world, runner, scenario) = (self.world, self.runner, self.scenario)
            return runner.reports(observerLeak(world, event: eventIndex) {
                let again = world.run { runner.strategy.makeScreen(for: scenario.form) }
                world.present(again, chrome: scenario.bars)
                _ = world.settle()
                world.tearDown()
            })
        }
        let contract = runner.strategy.contract
        let covered = world.keyboardCoverage(strict: runner.strictUndocked || contract.followsUndockedKeyboard)
        let reference = self.reference(for: world.orientation)
        let device = world.device
        var diagnoser = Diagnoser(
            safeBottom: current.rootSafeBottom, windowSafeBottom: current.windowSafe.bottom, coveredHeight: covered?.height ?? 0,
            keyboardFrame: world.keyboard.screenFrame, keyboardMode: world.keyboard.mode, windowFrame: world.windowFrame,
            screenSize: device.screenSize(world.orientation), tabBarHeight: scenario.bars.tabBar && !world.barMetrics.tabBarAtTop ? world.barMetrics.tabBar : nil, rotatedWhileShown: rotatedWhileShown,
            followsUndocked: (contract.followsUndockedKeyboard || runner.strictUndocked) && !world.splitKeyboardCountsAsDismissed)
        diagnoser.systemLift = max(0, reference.containerOrigin.y - current.containerOrigin.y)
        diagnoser.positionRead = runner.keyboardPositionRead
        diagnoser.frameRead = world.keyboardFrameWasRead
        diagnoser.toolbarHeight = scenario.bars.toolbar ? world.barMetrics.toolbar : nil
        diagnoser.earlierWindowOffsets = windowOffsetsSeen
        for offset in Diagnoser.offsets(of: world.windowFrame, on: device.screenSize(world.orientation)) where !windowOffsetsSeen.contains(offset) {
            windowOffsetsSeen.append(offset)
        }
        if let accessory = world.keyboardSystem.accessoryHeightOnScreen {
            diagnoser.accessoryHeight = accessory
        }
        // The docked keyboard as it was before its changes, while it stayed up.
        if shownFrames.count > 1, let frameNow = dockedFrame(world.keyboard) {
            diagnoser.previousCoveredHeights = shownFrames.filter { $0 != frameNow }.map { coveredHeight(ofScreenFrame: $0) }
        }
        var context = InvariantContext(world: world, current: current, reference: reference, contract: contract, covered: covered,
                                       eventIndex: eventIndex, keyboardWasShown: keyboardWasShown, diagnoser: diagnoser,
                                       beforeIdenticalNotification: identical, previousSettled: previous, lastShown: lastShown,
                                       lastDocked: lastDocked, otherReference: references[ReferenceKey.Layout(orientation: world.orientation.rotated, sheetDetent: world.cardSheetDetentIndex)])
        // (Only hide-restores asks, once the keyboard has come and gone: no closure otherwise.)
        if keyboardWasShown, !world.keyboard.isOnScreen {
            let (runner, scenario, orientation, detent) = (self.runner, self.scenario, world.orientation, world.cardSheetDetentIndex)
            context.scrolledReference = {
                runner.referenceLayout(scenario, orientation: orientation, sheetDetent: detent, rotated: false, scrolledAs: current, reproducing: reference)
            }
        }
        if settled, world.keyboard.isOnScreen, world.keyboard.isLocal {
            lastShown = current
            if !world.keyboard.mode.isUndocked { lastDocked = current }
        }
        var rotatedAsked = false
        for invariant in self.runner.invariants {
            // (Bound as a value, not an optional: most checks find nothing, and each copy of an
            // optional violation costs a call through its value witness.)
            guard var found = context.check(invariant, settled: settled, userScrolledAway: userScrolledAway, newestAnchorLost: newestAnchorLost) else { continue }
            // After a rotation, a failure against the screen built afresh in this orientation
            // is checked again against the screen rotated as the case was, which is the
            // reference (``ScenarioRunner/rotatedReferenceLayout(_:orientation:sheetDetent:start:)``);
            // the rest of the checks use it too.
            if !rotatedAsked {
                rotatedAsked = true
                if let rotated = rotatedReference(for: world.orientation), !rotated.laysOutAs(reference) {
                    context.reference = rotated
                    context.diagnoser.systemLift = max(0, rotated.containerOrigin.y - current.containerOrigin.y)
                    if context.scrolledReference != nil {
                        let (runner, scenario, orientation, detent) = (self.runner, self.scenario, world.orientation, world.cardSheetDetentIndex)
                        context.scrolledReference = {
                            runner.referenceLayout(scenario, orientation: orientation, sheetDetent: detent, rotated: true, scrolledAs: current, reproducing: rotated)
                        }
                    }
                    guard let again = context.check(invariant, settled: settled, userScrolledAway: userScrolledAway, newestAnchorLost: newestAnchorLost) else { continue }
                    found = again
                }
            }
            if firstMixed == nil, found.diagnosis == .coordinatesMixed { firstMixed = found }
            if let found = self.runner.reports(found) { return found }
        }
        return nil
    }

    // MARK: - Events

    mutating func apply(_ event: ScenarioEvent) {
        userScrolled = false
        let world = self.world
        let isPad = world.device.idiom == .pad
        let system = world.keyboardSystem!
        let form = scenario.form
        world.run {
            switch event {
            case let .focus(n):
                let inputs = form.textInputIndices
                guard !inputs.isEmpty else { return }
                // The generated item by its name; a screen that lays out fields of its own
                // (code under test that ignores the generated form) has its own text inputs
                // focused in their order in the window.
                let field = world.view(named: GeneratedForm.itemName(inputs[n % inputs.count]))?.textInput
                    ?? ScenarioRunner.ownTextInputs(of: world).cycled(n)
                _ = field?.becomeFirstResponder()
            case .resign:
                // Editing ends (the user taps Done, the app resigns the field): a controller that
                // is first responder for its input bar is not a field being edited.
                _ = world.firstResponder?.textInput?.resignFirstResponder()
            case .rotate:
                if world.keyboard.isOnScreen { rotatedWhileShown = true }
                system.rotate(to: world.orientation.rotated)
            case .togglePredictive:
                var config = system.configuration
                config.predictive.toggle()
                system.setConfiguration(config)
            case let .switchKeyboard(kind):
                var config = system.configuration
                config.kind = kind.configurationKind
                system.setConfiguration(config)
            case let .hardwareKeyboard(attached):
                system.setHardwareKeyboard(attached: attached)
            case let .dragFloatingKeyboard(x, y):
                guard isPad else { return }
                let size = world.screen.bounds.size
                system.dragFloatingKeyboard(toX: (CGFloat(x) * size.width).rounded(), y: (CGFloat(y) * size.height).rounded())
            case let .placeKeyboard(placement):
                guard isPad else { return }
                var config = system.configuration
                config.placement = placement.configurationPlacement(screenSize: world.screen.bounds.size)
                system.setConfiguration(config)
            case let .userScroll(dy):
                userScroll(dy: dy)
            case let .interactiveDismiss(fraction, completes):
                userScrolled = true
                // The user drags the scroll view the field is in; a field in none (a chat bar
                // pinned to the keyboard guide, or in a docked input bar) leaves the screen's
                // scroll view to drag — the one whose keyboardDismissMode counts, as in UIKit.
                // Its pan recognizers (and those around it) hear the finger.
                if let field = world.firstResponder?.textInput,
                   let scroll = (world.isInInputViews(field) ? nil : field.enclosingScrollView) ?? ScenarioRunner.firstScrollView(in: world),
                   scroll.keyboardDismissMode == .interactive || scroll.keyboardDismissMode == .interactiveWithAccessory {
                    system.interactiveDismiss(fraction: CGFloat(fraction), completes: completes, in: scroll)
                } else {
                    userScroll(dy: -CGFloat(fraction) * 300)
                }
            case .backgroundAndReturn:
                system.enterBackground()
                world.advance(by: 1)
                system.enterForeground()
            case let .otherAppKeyboard(shown):
                // Every visible app hears another app's keyboard (keyboardIsLocalUserInfoKey:
                // Split View, Slide Over over a full-screen app, Stage Manager); iPhones run
                // one app at a time.
                guard world.device.idiom == .pad else { return }
                system.setOtherAppKeyboard(shown: shown)
            case .tearDown:
                world.tearDown()
            case .coverAndReturn:
                world.coverAndReturn()
            }
            world.layoutIfNeeded()
        }
    }

    /// The user drags the content: the first responder's scroll view (or the first one on
    /// screen that is not a text view: the form scrolls, not a text view's text) scrolls within its range; with `.onDrag` the keyboard is dismissed.
    private mutating func userScroll(dy: CGFloat) {
        userScrolled = true
        let responder = world.firstResponder as? UIView
        let scroll = responder.flatMap { world.isInInputViews($0) ? nil : $0.enclosingScrollView } ?? ScenarioRunner.firstScrollView(in: world)
        if let scroll { world.drag(scroll, by: dy) }
    }

    // MARK: - Animation frames

    /// Samples the keyboard's animation at 60 frames per second: the active field may be
    /// covered by the moving keyboard for at most one frame before it is clear.
    ///
    /// Only a covered stretch that ends with the field clear counts: a field still covered
    /// when the next event comes (or when everything settled) has not been shown late; it is
    /// either field-visible's concern once settled, or the next event's.
    mutating func sampleAnimation(eventIndex: Int, start: TimeInterval, until end: TimeInterval) -> Violation? {
        guard world.keyboardAnimationStart == start, world.keyboard.isOnScreen,
              world.keyboard.isLocal, !world.keyboard.mode.isUndocked, let field = world.firstResponder?.textInput,
              !world.isInInputViews(field) else { return nil }
        // Only a keyboard that moves can be moved with: a focus change under a keyboard that
        // stays put is field-visible's concern once settled.
        guard let from = world.presentationKeyboardFrame(at: start), from != world.keyboard.screenFrame else { return nil }
        // A floating keyboard that docks is not drawn sliding across the screen: only a
        // full-width keyboard moving up or down is sampled.
        guard from.width == world.screen.bounds.width, from.maxY >= world.screen.bounds.height else { return nil }
        // The shared rule (``Feasibility``): where the keyboard leaves no room for what
        // field-visible asks, nothing can move with it either.
        let freeBand = (world.keyboardCoverage()?.minY ?? world.window.bounds.maxY) - world.contentArea.top
        guard Feasibility.canAvoid(freeBand: freeBand, fieldHeight: field.bounds.height, lineHeight: field.caretRect.height) else { return nil }
        // As for field-visible, a field taller than the space the keyboard leaves need only
        // show its caret line.
        let caret = field.bounds.height > freeBand ? field.caretRect : field.bounds
        func watched(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX + caret.minX, y: rect.minY + caret.minY, width: caret.width, height: caret.height)
        }
        // A field that was not in view when the keyboard started moving (below the window's
        // bottom, say) comes out from behind the keyboard whatever the strategy does.
        let startRect = watched(world.presentationFrameInWindow(field, at: start))
        let startKeyboard = world.window.convert(from, from: nil as UIWindow?).intersection(world.window.bounds)
        guard world.window.bounds.insetBy(dx: -0.5, dy: -0.5).contains(startRect),
              startKeyboard.isNull || startKeyboard.height <= 0 || startRect.maxY <= startKeyboard.minY + 0.5 || startRect.minY >= startKeyboard.maxY else { return nil }
        let keyboardEnd = world.keyboardAnimationEnd ?? start
        let frame = 1.0 / 60
        var t = start
        var run = 0, longest = 0, first: TimeInterval = start, clearedAt: TimeInterval = start
        var samples = 0
        // Where the field was drawn at each sample (its top, window space).
        var tops: [CGFloat] = []
        var longestFirstSample = 0, longestClearSample = 0
        while t < end && samples < 600 {
            world.advance(to: t)
            if world.firstResponder !== field || !world.keyboard.isOnScreen { return nil }
            let fieldRect = watched(world.presentationFrameInWindow(field, at: t))
            tops.append(fieldRect.minY)
            if let keyboard = world.presentationKeyboardFrame(at: t) {
                let inWindow = world.window.convert(keyboard, from: nil as UIWindow?).intersection(world.window.bounds)
                if !inWindow.isNull && fieldRect.maxY > inWindow.minY + 0.5 && fieldRect.minY < inWindow.maxY {
                    run += 1
                } else {
                    // A covered stretch that ends here, with the field clear.
                    if run > longest {
                        longest = run; first = t - Double(run) * frame; clearedAt = t
                        longestFirstSample = samples - run; longestClearSample = samples
                    }
                    run = 0
                }
            }
            samples += 1
            if t >= world.settleTime { break }
            t += frame
        }
        guard longest > 1 else { return nil }
        var violation = Violation(.movesWithKeyboard, event: eventIndex,
                                  "the moving keyboard covers \(field.reportName) for \(longest) frames (\(fmt(CGFloat(Double(longest) * frame * 1000))) ms) before it is clear",
                                  view: field.reportName, property: "frames",
                                  numbers: [("frames", CGFloat(longest)), ("from", CGFloat((first - start) * 1000)),
                                            ("clearAfter", CGFloat((clearedAt - start) * 1000)), ("keyboardAnimation", CGFloat((keyboardEnd - start) * 1000))])
        // Whether the field was already on its way up while the moving keyboard covered it:
        // its top rose between the start of the covered stretch and its last covered frame
        // before the keyboard stopped (what moves only afterwards reacted after it).
        let keyboardStopSample = Int(((keyboardEnd - start) / frame).rounded(.down))
        let lastCoveredWhileMoving = min(longestClearSample - 1, keyboardStopSample)
        let movedWhileCovered = lastCoveredWhileMoving > longestFirstSample
            && tops[longestFirstSample] - tops[lastCoveredWhileMoving] > 0.5
        if movedWhileCovered {
            // It moved with the keyboard, on a slower timeline of its own (an animated scroll,
            // a longer animation): the keyboard overtook it.
            violation.diagnosis = .trailsKeyboard
        } else if clearedAt >= keyboardEnd - 0.5 * frame {
            // Still while covered, and cleared only once the keyboard had stopped: the app
            // reacted after the keyboard (keyboardDidShow, or work deferred past the animation).
            violation.diagnosis = .reactsAfterKeyboard
        }
        return violation
    }
}

extension ScenarioRunner {
    /// The window's visible text inputs in the order a user tabs through them: top to bottom,
    /// then leading to trailing, in the window (tree order between equals).
    static func ownTextInputs(of world: World) -> [any TextInput] {
        let inputs = world.window.subtree.compactMap { $0.textInput }.filter { !$0.isHidden }
        guard inputs.count > 1 else { return inputs }
        let frames = inputs.map(\.frameInWindow)
        return inputs.indices.sorted { a, b in
            let fa = frames[a], fb = frames[b]
            if abs(fa.minY - fb.minY) > 0.5 { return fa.minY < fb.minY }
            if abs(fa.minX - fb.minX) > 0.5 { return fa.minX < fb.minX }
            return a < b
        }.map { inputs[$0] }
    }

    /// The first scrolling view of the app's screen that is not a text view (the form scrolls,
    /// not a text view's text).
    static func firstScrollView(in world: World) -> UIScrollView? {
        world.allViews.first { ($0 as? UIScrollView)?.isScrollEnabled == true && !($0 is UITextView) && !world.isInInputViews($0) } as? UIScrollView
    }
}

private extension Array {
    /// The element at `n` modulo the count, or `nil` when empty.
    func cycled(_ n: Int) -> Element? { isEmpty ? nil : self[n % count] }
}

extension InvariantContext {
    /// Checks one invariant in this context (`settled`: whether the screen settled after the
    /// event; a list the user scrolled away from, or whose newest item's anchor a rotation or a
    /// drag lost, is not asked to keep its newest item in view).
    fileprivate func check(_ invariant: InvariantID, settled: Bool, userScrolledAway: Bool, newestAnchorLost: Bool) -> Violation? {
        switch invariant {
        case .fieldVisible: return userScrolledAway ? nil : fieldVisible()
        case .noDoubleShift: return noDoubleShift()
        case .nothingOffscreen: return nothingOffscreen()
        case .hideRestores: return hideRestores()
        case .reachable: return reachable()
        case .constraintsSatisfiable: return constraintsSatisfiable()
        case .noLayoutLoop: return noLayoutLoop(settled: settled)
        case .finiteGeometry: return finiteGeometry()
        case .keepsNewestVisible: return newestAnchorLost || eventIndex < 0 ? nil : keepsNewestVisible()
        case .movesWithKeyboard, .noObserverLeak: return nil
        }
    }
}

/// Reference layouts by the scenario (events left out, orientation set) they were built for.
/// Building one is deterministic, so a layout taken from here is the one that would be built:
/// results do not depend on which case, or which job, built it first.
/// What a reference layout depends on: the scenario without its events (in the orientation
/// it starts in), the orientation laid out, and the detent a presented sheet rests at.
struct ReferenceKey: Hashable {
    /// Within one run: the orientation and the sheet's detent.
    struct Layout: Hashable {
        var orientation: InterfaceOrientation
        var sheetDetent: Int?
    }

    /// The scenario without its events, in the orientation the layout was built in.
    var scenario: Scenario
    /// The orientation it was then rotated to, if any.
    var rotatedTo: InterfaceOrientation?
    var sheetDetent: Int?

    /// The key of `scenario`'s reference layout built in `orientation`, then rotated to
    /// `rotatedTo` if given (its events left out).
    init(_ scenario: Scenario, builtIn orientation: InterfaceOrientation, rotatedTo: InterfaceOrientation? = nil, sheetDetent: Int?) {
        var key = scenario
        key.events = []
        key.orientation = orientation
        self.scenario = key
        self.rotatedTo = rotatedTo
        self.sheetDetent = sheetDetent
    }
}

final class ReferenceLayouts: @unchecked Sendable {
    /// (Held across a fork: ``Isolation``.)
    let lock = NSLock()
    private var snapshots: [ReferenceKey: Snapshot] = [:]
    /// At most this many are kept (all are dropped when it is reached).
    static let capacity = 256

    func snapshot(for key: ReferenceKey, make: () -> Snapshot) -> Snapshot {
        lock.lock()
        let cached = snapshots[key]
        lock.unlock()
        if let cached { return cached }
        let snapshot = make()
        lock.lock()
        if snapshots.count >= ReferenceLayouts.capacity { snapshots.removeAll(keepingCapacity: true) }
        snapshots[key] = snapshot
        lock.unlock()
        return snapshot
    }

    /// The layout kept for `key`, if any.
    func snapshot(kept key: ReferenceKey) -> Snapshot? {
        lock.lock()
        defer { lock.unlock() }
        return snapshots[key]
    }

    /// Whether a layout is kept for `key`.
    func contains(_ key: ReferenceKey) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return snapshots[key] != nil
    }

    /// How many layouts are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return snapshots.count
    }
}
