import Clearance
import Testing

/// The further invariants on hand-written scenarios (DESIGN §9).
@Suite("Invariants beyond the core four")
struct InvariantTests {
    static let iPhoneSE = DeviceChoice.catalog("iphone_se_2_3_and_8")

    /// Seed 004 lifts the content on `keyboardDidShow`: while the keyboard slides up, it covers
    /// a field near the bottom for the whole animation. The same screen relying on the
    /// keyboard safe area moves with the keyboard.
    @Test func movingAfterDidShowLagsBehindTheKeyboard() throws {
        var scenario = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.label, height: 500), GeneratedForm.Item(.textField)]))
        scenario.iOSVersion = 13
        scenario.events = [TimedEvent(.focus(1))]
        let lagging = try #require(Clearance.run(scenario, strategy: SwiftUIOffsetByHeight(), invariants: [.movesWithKeyboard]).violation)
        #expect(lagging.invariant == .movesWithKeyboard)
        #expect(try #require(lagging.number("frames")) > 5)
        scenario.iOSVersion = 17
        #expect(Clearance.run(scenario, strategy: SwiftUIKeyboardSafeArea(), invariants: [.movesWithKeyboard]).violation == nil)
    }

    /// Issue 35 #10a: a bottom inset deeper than the keyboard covers (seed 001's frame height,
    /// 428 pt in a Stage Manager window on iOS 26, the corpus entries that were removed)
    /// lengthens the scroll range and hides nothing: the first field, at the content's top,
    /// still shows at the scroll view's top. nothing-offscreen used to count the inset as
    /// hiding the scroll view's bottom and reported the field "no longer scrollable into
    /// view"; the over-inset is no-double-shift's.
    @Test func aDeeperBottomInsetHidesNothing() throws {
        var scenario = Scenario(iOSVersion: 26, device: .catalog("ipad_mini_6"), window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.45),
                                form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        scenario.events = [TimedEvent(.focus(0)), TimedEvent(.rotate)]
        #expect(Clearance.run(scenario, strategy: NaiveInsetOnShow(), invariants: [.nothingOffscreen]).violation == nil)
        #expect(Clearance.run(scenario, strategy: AdjustScrollForKeyboard(), invariants: [.nothingOffscreen]).violation == nil)
        #expect(Clearance.run(scenario, strategy: NaiveInsetOnShow(), invariants: [.noDoubleShift]).violation?.invariant == .noDoubleShift)
        // The same for a strategy insetting for a keyboard that covers nothing (a 10.2-inch iPad,
        // full screen, a split keyboard taken as docked): no-double-shift names it.
        var floating = Scenario(device: .catalog("ipad_10_2"), form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        floating.events = [TimedEvent(.focus(0)), TimedEvent(.placeKeyboard(.split))]
        #expect(Clearance.run(floating, strategy: InsetOnChangeFrame(), invariants: [.nothingOffscreen]).violation == nil)
    }

    /// A screen that registers a block observer and never removes it leaks it when torn
    /// down; one that removes its token in `viewDidDisappear` does not, and neither do
    /// object observers (removed with their object, as iOS 9+ does).
    @Test func blockObserversLeftAfterTearDownAreReported() throws {
        let scenario = Scenario(device: Self.iPhoneSE, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]),
                                events: [TimedEvent(.focus(0)), TimedEvent(.tearDown)])
        let leak = try #require(Clearance.run(scenario, strategy: ObservingScreen(removesToken: false), invariants: [.noObserverLeak]).violation)
        #expect(leak.invariant == .noObserverLeak)
        #expect(leak.number("observers") == 1)
        #expect(leak.message.contains("UIKeyboardWillShowNotification"))
        #expect(Clearance.run(scenario, strategy: ObservingScreen(removesToken: true), invariants: [.noObserverLeak]).violation == nil)
        for strategy in StrategyCatalog.all where strategy.containers.contains(.scrollView) {
            #expect(Clearance.run(scenario, strategy: strategy, invariants: [.noObserverLeak]).violation == nil, "\(strategy.id)")
        }
    }

    /// The seeds' login stack follows undocked keyboards (`followsUndockedKeyboard = true`):
    /// over a floating keyboard in the middle of an iPad Pro 11 in landscape it rises by how
    /// far the keyboard's top is above the screen's bottom (505 pt), more than the keyboard is
    /// tall (254 pt). That is one move, the one the strategy asked for, not a double shift (it
    /// was reported as "shifted twice"). Pinned lower than the keyboard's top, it would be.
    @Test func aStackFollowingAFloatingKeyboardIsLiftedOnce() throws {
        let scenario = Scenario(device: .catalog("ipad_pro_11"), orientation: .landscape, bars: Chrome(tabBar: true),
                                keyboard: KeyboardSetup(placement: .floating(x: 0, y: 0.31)),
                                form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        let run = Clearance.run(scenario, strategy: GuidePinnedStack(), invariants: InvariantID.core)
        #expect(run.violation == nil)
    }

    /// An undocked keyboard 300 pt up covers the whole of a Stage Manager window, its top 8 pt
    /// above the window's: there is no room above it for the field, and the shared rule
    /// (`Feasibility`) exempts the stack pinned to it from ending at its top (it was reported
    /// as ending 24 pt above a keyboard clipped to the window's top, "no known cause").
    @Test func aStackPinnedAboveAKeyboardCoveringTheWholeWindowIsNotBlamedForItsGap() throws {
        let scenario = Scenario(device: .catalog("ipad_10th_gen"), orientation: .landscape,
                                window: .stageManager(x: 0, y: 0.13, width: 0.45, height: 0.45),
                                keyboard: KeyboardSetup(placement: .undocked(lift: 300)),
                                form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        #expect(Clearance.run(scenario, strategy: GuidePinnedStack(), invariants: [.noDoubleShift]).violation == nil)
        #expect(Clearance.run(scenario, strategy: GuidePinnedStack(), invariants: [.fieldVisible]).violation == nil)
    }

    /// Reachable compares with what could be reached without the keyboard: a field the screen
    /// itself leaves under the status bar is not the keyboard's doing.
    @Test func reachableIsMeasuredAgainstTheReferenceLayout() {
        let scenario = Scenario(device: Self.iPhoneSE, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        #expect(Clearance.run(scenario, strategy: KeyboardGuideCareful(), invariants: [.reachable]).violation == nil)
        let tall = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.button), GeneratedForm.Item(.textView, height: 400)]))
        #expect(Clearance.run(tall, strategy: GuidePinnedStack(), invariants: [.reachable]).violation?.invariant == .reachable)
    }
}

/// A screen with a block-based keyboard observer, removed on disappearance or not.
struct ObservingScreen: AvoidanceStrategy {
    let removesToken: Bool
    var id: String { removesToken ? "observer-removed" : "observer-kept" }
    var summary: String { "a block observer on willShow" }
    var source: String { "a test" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { ScreenUnderTest(form: form, removesToken: removesToken) }

    final class ScreenUnderTest: UIViewController {
        let form: GeneratedForm
        let removesToken: Bool
        var token: (any NSObjectProtocol)?
        init(form: GeneratedForm, removesToken: Bool) {
            self.form = form
            self.removesToken = removesToken
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            _ = FormViews.makeFilledScrollView(form, in: view)
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if removesToken, let token { NotificationCenter.default.removeObserver(token) }
        }
    }
}
