import Clearance
import Testing

/// Each diagnosis, computed from the numbers, pinned on a hand-written scenario where a
/// documented mistake produces it — and a scenario where nothing matches says "no known
/// cause" rather than a wrong label.
@Suite("Diagnoses: every known cause on a scenario of its own")
struct DiagnosisTests {
    static let iPhoneSE = DeviceChoice.catalog("iphone_se_2_3_and_8")
    static let iPhoneX = DeviceChoice.catalog("iphone_x_xs_11pro")
    static let iPadMini = DeviceChoice.catalog("ipad_mini_6")

    static let oneField = GeneratedForm(items: [GeneratedForm.Item(.textField)])

    func violation(_ strategy: any AvoidanceStrategy, _ scenario: Scenario, _ invariant: InvariantID) -> Violation? {
        Clearance.run(scenario, strategy: strategy, invariants: [invariant]).violation
    }

    /// A chat's input bar pinned to the keyboard guide (a 120 pt text view, 16 pt of padding)
    /// is taller than the 125 pt the keyboard and its 50 pt accessory leave on an iPhone SE
    /// turned to landscape: its top goes 3 pt past the window's, and with it the text view.
    @Test func aPinnedInputBarTallerThanTheFreeBandGoesPastTheTop() throws {
        let form = GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.textView, height: 120)], inputAccessoryHeight: 50)
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.rotate)])
        let offscreen = try #require(violation(ScrollViewPinnedToGuide(), scenario, .nothingOffscreen))
        #expect(offscreen.diagnosis == .pinnedTallerThanFreeBand)
        #expect(offscreen.number("outside") == 3)
        let hidden = try #require(violation(ScrollViewPinnedToGuide(), scenario, .fieldVisible))
        #expect(hidden.diagnosis == .pinnedTallerThanFreeBand)
        // A bar that fits (a 60 pt text view) stays in the window.
        let short = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.textView, height: 60)], inputAccessoryHeight: 50),
                             events: [TimedEvent(.focus(0)), TimedEvent(.rotate)])
        #expect(violation(ScrollViewPinnedToGuide(), short, .nothingOffscreen) == nil)
    }

    /// A "keyboard is shown" flag ignores the second willShow: the predictive bar going away
    /// leaves the inset at the taller keyboard's height, too much by the bar's 44 pt; coming
    /// back, the inset is 44 pt short and the lowest field goes under the keyboard. The twin
    /// that answers every willShow keeps both.
    @Test func anInsetKeptFromTheKeyboardBeforeItsChangeIsAStaleFrame() throws {
        let form = GeneratedForm(items: Array(repeating: GeneratedForm.Item(.textField), count: 12))
        let buggy = ZooStrategy(bug: .secondShowIgnored, fixed: false), twin = ZooStrategy(bug: .secondShowIgnored, fixed: true)
        let shrinking = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.togglePredictive)])
        let tooMuch = try #require(violation(buggy, shrinking, .noDoubleShift))
        #expect(tooMuch.diagnosis == .staleKeyboardFrame)
        #expect(tooMuch.number("excess") == 44)
        #expect(violation(twin, shrinking, .noDoubleShift) == nil)
        let growing = Scenario(device: Self.iPhoneSE, keyboard: KeyboardSetup(predictive: false), form: form,
                               events: [TimedEvent(.focus(11)), TimedEvent(.togglePredictive)])
        let tooLittle = try #require(violation(buggy, growing, .fieldVisible))
        #expect(tooLittle.diagnosis == .staleKeyboardFrame)
        #expect(violation(twin, growing, .fieldVisible) == nil)
        // Over a 44 pt toolbar, whose height is also the predictive bar's, the same: the
        // keyboard's frame is what it covers, so its height names nothing else.
        var overToolbar = growing
        overToolbar.bars = Chrome(toolbar: true)
        #expect(try #require(violation(buggy, overToolbar, .fieldVisible)).diagnosis == .staleKeyboardFrame)
        // A keyboard that never changed height names no stale frame: the frame-height bug on
        // a hardware keyboard's bar is what it is.
        let hardware = Scenario(device: Self.iPadMini, keyboard: KeyboardSetup(hardwareKeyboard: true), form: Self.oneField)
        #expect(try #require(violation(ZooStrategy(bug: .frameHeight, fixed: false), hardware, .noDoubleShift)).diagnosis == .keyboardFrameHeightUsed)
    }

    /// The system lifts a form sheet clear of the keyboard (keyboard-platform.md §3.5), and
    /// seed 001's handler insets the sheet's scroll view by the keyboard's height as well.
    @Test func aSheetLiftedByTheSystemAndInsetByTheAppIsShiftedTwice() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .formSheet, form: Self.oneField)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .shiftedTwice)
        #expect(found.property == "contentInset")
        #expect(found.number("covered") == 0)
    }

    /// Seed 001's `contentInset.bottom = keyboardFrame.height` in a Stage Manager window that
    /// ends above the screen's bottom: the inset exceeds what the keyboard covers by the
    /// window's distance from the bottom. The amount equals the window's offset, but the code
    /// read only the frame's height (moving the notifications' frames changes nothing it does),
    /// so it is not said to mix coordinates: it used the frame's height for the overlap. (It
    /// was "coordinates mixed" before the probe of what the code read.)
    @Test func anInsetOfTheFrameHeightInAWindowAboveTheBottomIsTheFrameHeightNotMixedCoordinates() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.85), form: Self.oneField)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .keyboardFrameHeightUsed)
    }

    /// A replay that looks for that diagnosis (a corpus entry's, `clearance shrink`'s) finds
    /// it: the probe runs even when the run sets the mixed-coordinates match aside. (Before,
    /// the match was set aside unprobed and the entry no longer failed.)
    @Test func aReplayLookingForTheFrameHeightFindsIt() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.85), form: Self.oneField)
        let found = Clearance.run(scenario, strategy: NaiveInsetOnShow(), invariants: [.noDoubleShift],
                                  lookingFor: { $0.diagnosis == .keyboardFrameHeightUsed }).violation
        #expect(found?.diagnosis == .keyboardFrameHeightUsed)
    }

    /// The same window with the screen's height taken for the window's bottom
    /// (`UIScreen.main.bounds.height - frame.minY`): this code reads the frame's position, and
    /// the screen-space amount is off by the window's offset — coordinates mixed.
    @Test func screenMathInAWindowAboveTheBottomIsCoordinatesMixed() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.85), form: Self.oneField)
        let (buggy, twin) = ZooStrategy.pair(.screenHeight)
        let found = try #require(violation(buggy, scenario, .noDoubleShift))
        #expect(found.diagnosis == .coordinatesMixed)
        #expect(violation(twin, scenario, .noDoubleShift) == nil)
    }

    /// Converting the keyboard's screen frame "from the window" in a Stage Manager window that
    /// starts lower on the screen: the inset falls short of what the keyboard covers by the
    /// window's distance from the screen's top.
    @Test func aWindowConversionInAStageManagerWindowIsCoordinatesMixed() throws {
        let form = GeneratedForm(items: Array(repeating: GeneratedForm.Item(.textField), count: 10))
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0.3, width: 0.45, height: 0.7), form: form,
                                events: [TimedEvent(.focus(9))])
        let (buggy, twin) = ZooStrategy.pair(.windowConversion)
        let found = try #require(violation(buggy, scenario, .fieldVisible))
        #expect(found.diagnosis == .coordinatesMixed)
        #expect(found.number("insetDeficit") == 339) // the window starts at ⌊0.3 × 1133⌋
        #expect(violation(twin, scenario, .fieldVisible) == nil)
    }

    /// Seeds 000/002 scroll the field into view from `textFieldDidBeginEditing`, which a text
    /// view does not call: only UIKit's own caret scrolling moves it, and the bottom of the
    /// 120 pt text view stays under the keyboard although it would fit above it.
    @Test func aTextViewLeftToUIKitsCaretScrollingShowsOnlyItsCaretLine() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textView, height: 120)], inputAccessoryHeight: 44)
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, form: form)
        let found = try #require(violation(ScrollViewPinnedToGuide(), scenario, .fieldVisible))
        #expect(found.diagnosis == .onlyCaretLineShown)
        // The careful strategy scrolls the whole text view.
        #expect(violation(KeyboardGuideCareful(), scenario, .fieldVisible) == nil)
    }

    /// UITableViewController scrolls the first responder's cell into view; a cell taller than
    /// the free band is aligned at its top, and the text view's last points stay covered.
    @Test func aTallCellScrolledToItsTopShowsOnlyTheCaretLine() throws {
        let form = GeneratedForm(container: .table, items: [GeneratedForm.Item(.textView, height: 120)], inputAccessoryHeight: 50)
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, form: form)
        let found = try #require(violation(TableViewControllerStrategy(), scenario, .fieldVisible))
        #expect(found.diagnosis == .onlyCaretLineShown)
    }

    /// Seed 001's inset by the keyboard frame's height in a Stage Manager window high on the
    /// screen: after a rotation the keyboard covers 19 pt of the window and the inset is the
    /// frame's 428 pt. The inset hides nothing (issue 35 #10a: nothing-offscreen reported it
    /// as taking the field's scroll range away, diagnosed keyboard-frame-height-used; a bottom
    /// inset only lengthens the range). No-double-shift names the mistake at once: before the
    /// rotation the keyboard covers none of the window and the app insets it all the same.
    @Test func anInsetDeeperThanTheKeyboardCoversIsDiagnosedByNoDoubleShift() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.45), form: Self.oneField,
                                events: [TimedEvent(.focus(0)), TimedEvent(.rotate)])
        #expect(violation(NaiveInsetOnShow(), scenario, .nothingOffscreen) == nil)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.eventIndex == 0)
        #expect(found.number("covered") == 0)
        #expect(found.diagnosis == .notCoveredButMoved)
    }

    /// A scroll view's bottom constraint set to the keyboard frame's height (seed 001's
    /// `bottomConstraint.constant = frame.height`) with a hardware keyboard on an iPad mini:
    /// only the 55 pt bar is on screen, the view moves up by the frame's 340 pt and ends
    /// 285 pt above the keyboard. The gap alone matches nothing; the whole move is the frame's
    /// height (this was "no known cause" before). The twin, using the overlap, keeps it.
    @Test func aBottomConstraintSetToTheFrameHeightIsNamed() throws {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPadMini, keyboard: KeyboardSetup(hardwareKeyboard: true), form: Self.oneField,
                                events: [TimedEvent(.focus(0))])
        let (buggy, twin) = ZooStrategy.pair(.constraintFrameHeight)
        let found = try #require(violation(buggy, scenario, .noDoubleShift))
        #expect(found.number("covered") == 55)
        #expect(found.number("moved") == 340)
        #expect(found.number("gap") == 285)
        #expect(found.diagnosis == .keyboardFrameHeightUsed)
        #expect(violation(twin, scenario, .noDoubleShift) == nil)
    }

    /// The seeds' "hold still" SwiftUI screen on an iPhone SE in landscape: its stack of two
    /// fields and a text view does not fit the room SwiftUI's keyboard region leaves, and
    /// SwiftUI centres it there, so it runs past the top and under the keyboard by as much.
    /// The cause is the stack's height, whatever the overflow happens to equal (it was "no
    /// known cause", with a Spacer reported as the view off screen; elsewhere the overflow
    /// matched a bar or the safe area by chance).
    @Test func aSwiftUIStackTallerThanTheRoomIsNamedAndItsSpacerIsNotContent() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField), GeneratedForm.Item(.textView)])
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, form: form)
        let hidden = try #require(violation(SwiftUIIgnoresKeyboard(), scenario, .fieldVisible))
        #expect(hidden.property == "aboveTop")
        #expect(hidden.diagnosis == .pinnedTallerThanFreeBand)
        let offscreen = try #require(violation(SwiftUIIgnoresKeyboard(), scenario, .nothingOffscreen))
        #expect(offscreen.viewName == "item0")
        #expect(offscreen.diagnosis == .pinnedTallerThanFreeBand)
    }

    /// Seed 004's offset by the keyboard's height on iOS 17, four fields on an iPhone 12: the
    /// first field goes 35 pt past the top, which happens to be the home indicator's 34 pt
    /// (it was "safe area counted twice"). The field rose by SwiftUI's keyboard region (the
    /// keyboard net of the safe area) plus the offset (the keyboard's height): shifted twice.
    @Test func aFieldPushedPastTheTopByTwoMovesIsShiftedTwice() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: Array(repeating: GeneratedForm.Item(.textField), count: 4))
        let scenario = Scenario(device: .catalog("iphone_12_13_14"), form: form)
        let hidden = try #require(violation(SwiftUIOffsetByHeight(), scenario, .fieldVisible))
        #expect(hidden.property == "aboveTop")
        #expect(hidden.diagnosis == .shiftedTwice)
        let offscreen = try #require(violation(SwiftUIOffsetByHeight(), scenario, .nothingOffscreen))
        #expect(offscreen.diagnosis == .shiftedTwice)
    }

    /// The seeds' login stack of five fields, pinned 16 pt above the keyboard on an iPhone XR
    /// in landscape with a navigation bar and a tab bar: the first field ends up past the top
    /// of the room the keyboard leaves, and cannot be reached. The stack is taller than that
    /// room; the distance (69 pt) happens to equal the tab bar and the home indicator, and it
    /// was "bar counted twice" (with "69 pt hidden" said of a 34 pt field).
    @Test func anElementAPinnedStackPushesOutIsNamedForTheStack() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: Array(repeating: GeneratedForm.Item(.textField), count: 5), spacing: 0, inputAccessoryHeight: 44)
        let scenario = Scenario(device: .catalog("iphone_xr_11"), orientation: .landscape,
                                bars: Chrome(navigationBar: .standard, tabBar: true), form: form, events: [TimedEvent(.focus(3))])
        let found = try #require(violation(GuidePinnedStack(), scenario, .reachable))
        #expect(found.diagnosis == .pinnedTallerThanFreeBand)
        #expect(found.number("hidden") == 34)
        #expect(found.message.contains("34 pt hidden"))
    }

    /// The root view moved up by what the keyboard covers of the focused field, on an iPhone
    /// XS with a navigation bar after a rotation: the third field stays 20 pt under the
    /// keyboard, as on any screen that does not scroll. The distance is the room, not a
    /// mistake's amount: it was "safe area counted twice" (20 pt is an iPhone's landscape
    /// home-indicator strip), an over-lift label on an element left too low. Now no cause is
    /// claimed.
    @Test func anElementLeftUnderTheKeyboardClaimsNoAmountCause() throws {
        let form = GeneratedForm(container: .stackAtTop, items: Array(repeating: GeneratedForm.Item(.textField), count: 3), spacing: 16)
        let scenario = Scenario(device: Self.iPhoneX, bars: Chrome(navigationBar: .standard), form: form,
                                events: [TimedEvent(.focus(0)), TimedEvent(.rotate)])
        let found = try #require(violation(RootViewShift(), scenario, .reachable))
        #expect(found.viewName == "item2")
        #expect(found.diagnosis == nil)
    }

    /// The root view moved up for the focused field of a form sheet on an iPad (10th gen),
    /// then rotated: the 250 pt text view above it ends 12 pt past the window's top safe
    /// area. The root rose no further than the keyboard covers, so no over-lift explains it
    /// (with the root's old 8 pt bottom margin it ended 20 pt past, the iPad's home-indicator
    /// strip by chance, once reported as "safe area counted twice"). nothing-offscreen names the cause of an over-lift, as no-double-shift measures
    /// it, and otherwise none.
    @Test func aViewOffScreenWithoutAnOverLiftClaimsNoAmountCause() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textView, height: 250), GeneratedForm.Item(.textField)], spacing: 16)
        let scenario = Scenario(device: .catalog("ipad_10th_gen"), window: .formSheet, form: form,
                                events: [TimedEvent(.focus(1)), TimedEvent(.rotate)])
        let found = try #require(violation(RootViewShift(), scenario, .nothingOffscreen))
        #expect(found.property == "aboveTop")
        #expect(found.number("above") == 12)
        #expect(found.diagnosis == nil)
    }

    /// A screen that never observes the keyboard: its stack, pinned above the bottom safe
    /// area, stays where it is with no keyboard, and the keyboard covers the focused field.
    /// The amounts match no mistake; that nothing moved is the cause.
    /// A stack pinned to the bottom that ignores the keyboard; with `readsTheKeyboardFrame`, its
    /// handler reads the keyboard's frame and moves nothing (a cap no keyboard reaches).
    struct Unavoiding: AvoidanceStrategy {
        var readsTheKeyboardFrame = false
        var id: String { readsTheKeyboardFrame ? "reads-the-frame-and-moves-nothing" : "unavoiding" }
        var summary: String { "a stack pinned to the bottom that ignores the keyboard" }
        var source: String { "DiagnosisTests" }
        var iOSVersions: ClosedRange<Int> { 13...26 }
        var containers: [GeneratedForm.Container] { [.stackPinnedToBottom] }
        var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }

        final class FrameReadingScreen: UIViewController {
            var observer: NSObjectProtocol?
            override func viewDidLoad() {
                super.viewDidLoad()
                observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { note in
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, frame.height > 5_000 else { return }
                }
            }
        }

        func makeScreen(for form: GeneratedForm) -> UIViewController {
            let controller = readsTheKeyboardFrame ? FrameReadingScreen() : UIViewController()
            let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing)
            controller.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            ])
            return controller
        }
    }

    /// A form at the top of a screen that ignores the keyboard, taller than a landscape
    /// iPhone: its focused last field lies below the window's edge, under no keyboard but out
    /// of the free band, and nothing moves. Not avoided, as a covered field is (it was "no
    /// known cause", a second report of real-bug pair 19's before side).
    @Test func aFieldBelowTheWindowOnAScreenThatMovesNothingIsNotAvoided() throws {
        struct TopStackIgnoringTheKeyboard: AvoidanceStrategy {
            var id: String { "top-stack-ignoring-the-keyboard" }
            var summary: String { "a stack pinned to the top that ignores the keyboard" }
            var source: String { "DiagnosisTests" }
            var iOSVersions: ClosedRange<Int> { 13...26 }
            var containers: [GeneratedForm.Container] { [.stackAtTop] }
            var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 0) }
            func makeScreen(for form: GeneratedForm) -> UIViewController {
                let controller = UIViewController()
                let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing)
                controller.view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                ])
                return controller
            }
        }
        let form = GeneratedForm(container: .stackAtTop, items: Array(repeating: GeneratedForm.Item(.textField), count: 10), spacing: 16)
        let scenario = Scenario(device: Self.iPhoneX, form: form, events: [TimedEvent(.rotate), TimedEvent(.focus(9))])
        let found = try #require(violation(TopStackIgnoringTheKeyboard(), scenario, .fieldVisible))
        #expect(found.property == "belowBand")
        #expect(found.diagnosis == .notAvoided)
    }

    /// A stack pinned to the keyboard guide, taller than the room above a 364 pt third-party
    /// keyboard on an iPhone X: its top runs 34.5 pt out of the window. That the amount is
    /// within a point of the home indicator's 34 is chance; the cause is the stack's height
    /// (this was "safe area counted twice", and the shrinker kept the coincidence).
    @Test func aPinnedStackTallerThanTheRoomIsNamedWhateverItsOverflowEquals() throws {
        let items = [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField), GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 250),
                     GeneratedForm.Item(.textField), GeneratedForm.Item(.label, height: 20.5)]
        let scenario = Scenario(device: Self.iPhoneX, keyboard: KeyboardSetup(kind: .thirdParty(height: 364)),
                                form: GeneratedForm(container: .stackPinnedToBottom, items: items), events: [TimedEvent(.focus(0))])
        let found = try #require(violation(GuidePinnedStack(), scenario, .nothingOffscreen))
        let outside = try #require(found.numbers.first { $0.name == "outside" }?.value)
        #expect(abs(outside - 34.5) < 0.01)
        #expect(found.diagnosis == .pinnedTallerThanFreeBand)
    }

    @Test func aFieldNothingMovedForIsNotAvoided() throws {
        let scenario = Scenario(device: Self.iPhoneX, form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]),
                                events: [TimedEvent(.focus(0))])
        let found = try #require(violation(Unavoiding(), scenario, .fieldVisible))
        #expect(found.property == "covered")
        #expect(found.diagnosis == .notAvoided)
    }

    /// Nothing moved for the keyboard, so nothing answers an earlier keyboard either: a 44 pt
    /// field just clear of the keyboard without its predictive bar, covered whole once the
    /// bar (44 pt) comes, is not avoided, not a stale frame (it was named
    /// `stale-keyboard-frame` because the covered amount equalled the change of the keyboard's
    /// height by chance).
    @Test func aFieldNothingMovedForIsNotAStaleFrameWhateverTheKeyboardsChangeEquals() throws {
        let items = [GeneratedForm.Item(.textField, height: 44), GeneratedForm.Item(.label, height: 225)]
        let scenario = Scenario(device: Self.iPhoneX, keyboard: KeyboardSetup(predictive: false),
                                form: GeneratedForm(container: .stackPinnedToBottom, items: items, spacing: 12),
                                events: [TimedEvent(.focus(0)), TimedEvent(.togglePredictive)])
        let found = try #require(violation(Unavoiding(readsTheKeyboardFrame: true), scenario, .fieldVisible))
        #expect(found.eventIndex == 1)
        #expect(found.property == "covered")
        #expect(found.diagnosis == .notAvoided)
    }

    /// Not a failure: an iPad mini in landscape with a tab bar and a hardware keyboard. The
    /// constraint twin lifts its scroll view by the bar's 55 pt, whose bottom still runs 15 pt
    /// into the tab bar and home indicator; shortened, the form now scrolls, so UIKit adds
    /// those 15 pt to `adjustedContentInset` (they were 0 while it did not scroll). The inset
    /// is UIKit's own, not a double shift (this was a no-double-shift failure of every
    /// constraint twin, found by a 20,000-case run).
    @Test func uikitsOwnSafeAreaInsetOnAShortenedScrollViewIsNoDoubleShift() {
        let form = GeneratedForm(items: Array(repeating: GeneratedForm.Item(.textField), count: 8) + [GeneratedForm.Item(.textView, height: 250), GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPadMini, orientation: .landscape, bars: Chrome(tabBar: true),
                                keyboard: KeyboardSetup(hardwareKeyboard: true), form: form, events: [TimedEvent(.focus(0))])
        #expect(violation(ZooStrategy.pair(.constraintToSafeArea).twin, scenario, .noDoubleShift) == nil)
        // The same on top of an inset the screen declares (44 pt for a toolbar over the form).
        var declared = GeneratedForm(items: Array(repeating: GeneratedForm.Item(.textField), count: 9) + [GeneratedForm.Item(.textView, height: 600)])
        declared.spacing = 24
        declared.scrollContentInset = 44
        let iPad = Scenario(device: .catalog("ipad_10th_gen"), bars: Chrome(tabBar: true), keyboard: KeyboardSetup(hardwareKeyboard: true),
                            form: declared, events: [TimedEvent(.focus(0))])
        #expect(violation(ZooStrategy.pair(.constraintToSafeArea).twin, iPad, .noDoubleShift) == nil)
    }

    /// A Stage Manager window the keyboard does not reach: any inset is for nothing.
    @Test func anInsetWhereTheKeyboardCoversNothingIsNamed() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.45), form: Self.oneField)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .notCoveredButMoved)
    }

    /// An iPad mini form sheet: switching to a taller keyboard, the system lifts the sheet
    /// clear of it, while the app keeps the 49 pt inset it measured before the lift. The
    /// keyboard covered the sheet where it was and covers nothing of it now: the lift and the
    /// inset are two moves (this was "no known cause" before).
    @Test func anInsetLeftOnASheetTheSystemLiftedClearIsShiftedTwice() throws {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPadMini, window: .formSheet, form: Self.oneField,
                                events: [TimedEvent(.focus(0)), TimedEvent(.switchKeyboard(.thirdParty(height: 364)))])
        let found = try #require(violation(AvoidingScrollView(), scenario, .noDoubleShift))
        #expect(found.number("covered") == 0)
        #expect(found.diagnosis == .shiftedTwice)
    }

    /// A form sheet in landscape, taller than the room above the keyboard: the keyboard covers
    /// 328 pt of it, and an inset measured against the window (the whole 428 pt keyboard) is
    /// too deep by the 100 pt between the sheet's bottom and the window's — the overlap was
    /// not intersected with the view (freshOS/KeyboardLayoutGuide#33). Its twin, measuring
    /// against the scroll view, keeps it.
    @Test func anOverlapNotIntersectedWithTheViewIsNamed() throws {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPadMini, orientation: .landscape, window: .formSheet, form: Self.oneField)
        let found = try #require(violation(ZooStrategy(bug: .windowHeight, fixed: false), scenario, .noDoubleShift))
        #expect(found.number("excess") == 100)
        #expect(found.diagnosis == .overlapNotIntersected)
        #expect(violation(ZooStrategy(bug: .windowHeight, fixed: true), scenario, .noDoubleShift) == nil)
    }

    /// Seed 004 on iOS 17: SwiftUI's keyboard region already lifts the stack (centred, as it
    /// does not fit the 175 pt an iPhone SE in landscape leaves), and the seed's
    /// `.offset(y: -kbHeight)` lifts the field by the keyboard's height again. The two moves
    /// add up to nothing in particular; that the field rose by its layout and by a
    /// translation is what names it.
    @Test func anOffsetOnTopOfSwiftUIsOwnAvoidanceIsShiftedTwice() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 120)])
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhoneSE, orientation: .landscape, form: form)
        let hidden = try #require(violation(SwiftUIOffsetByHeight(), scenario, .fieldVisible))
        #expect(hidden.property == "aboveTop")
        #expect(hidden.diagnosis == .shiftedTwice)
        let offscreen = try #require(violation(SwiftUIOffsetByHeight(), scenario, .nothingOffscreen))
        #expect(offscreen.diagnosis == .shiftedTwice)
    }

    /// Seed 004's stack does not scroll: on an iPhone SE, a button, a field and two text
    /// views are taller than the 387 pt SwiftUI's keyboard region leaves, and SwiftUI centres
    /// the stack on that room, so the button (which the offset does not move) goes 14 pt past
    /// the window's top. The stack is taller than the free band, whatever the strategy's
    /// contract; no amount is to blame.
    @Test func aSwiftUIStackCentredOnTooSmallARoomIsTallerThanTheFreeBand() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.button), GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 120),
                                                         GeneratedForm.Item(.textView, height: 250)])
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhoneSE, form: form)
        let found = try #require(violation(SwiftUIOffsetByHeight(), scenario, .nothingOffscreen))
        #expect(found.viewName == "item0")
        #expect(found.number("outside") == 14)
        #expect(found.diagnosis == .pinnedTallerThanFreeBand)
    }

    /// The same stack with the 250 pt text view focused: SwiftUI's centring and the seed's
    /// offset together lift it 82 pt past the top. That it went past the top is the two
    /// moves' doing, not the stack's height (without the offset it would stay under the
    /// keyboard, as its twin's does).
    @Test func aFieldLiftedPastTheTopByBothMovesInAStackTooTallIsShiftedTwice() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textView, height: 120), GeneratedForm.Item(.textField), GeneratedForm.Item(.textField),
                                                         GeneratedForm.Item(.textView, height: 250)])
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(3))])
        let found = try #require(violation(SwiftUIOffsetByHeight(), scenario, .fieldVisible))
        #expect(found.property == "aboveTop")
        #expect(found.number("aboveTop") == 82)
        #expect(found.diagnosis == .shiftedTwice)
    }

    /// Seed 004 on iOS 13, where SwiftUI does not avoid the keyboard: the offset by the
    /// keyboard's whole height lifts the two fields pushed to the bottom together, so the
    /// stack rides flush on the keyboard and the focused upper field keeps the 42 pt it had
    /// above the window's bottom (the field below it and the spacing). That is the stack's
    /// design, not an over-lift (issue 48 #7: a view below the field was taken for a double
    /// shift; this test pinned it as overlap-not-intersected before). On a Face ID iPhone
    /// the same offset adds the 34 pt safe area the keyboard's height includes.
    @Test func anOffsetByTheKeyboardsHeightRidesTheStackOnTheKeyboard() throws {
        let form = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField)])
        let scenario = Scenario(iOSVersion: 13, device: Self.iPhoneSE, form: form)
        #expect(violation(SwiftUIOffsetByHeight(), scenario, .noDoubleShift) == nil)
        let faceID = Scenario(iOSVersion: 13, device: Self.iPhoneX, form: form)
        let found = try #require(violation(SwiftUIOffsetByHeight(), faceID, .noDoubleShift))
        #expect(found.property == "gap")
        #expect(found.number("atRest") == 42)
        #expect(found.number("excess") == 34)
        #expect(found.diagnosis == .safeAreaCountedTwice)
    }

    /// Seed 003's constraint constant is the keyboard's height, but the stack sits above a
    /// 49 pt tab bar the keyboard also covers: the stack is lifted 49 pt more than the
    /// keyboard covered of it, and its top field goes past the top. The keyboard covers all
    /// of the screen's root view, so only measuring against the view that was moved (the
    /// stack) shows the excess.
    @Test func aStackAboveATabBarLiftedByTheKeyboardsHeightCountsTheBarTwice() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 250)])
        let scenario = Scenario(device: Self.iPhoneSE, bars: Chrome(tabBar: true), form: form)
        let found = try #require(violation(ConstraintConstant(), scenario, .fieldVisible))
        #expect(found.property == "aboveTop")
        #expect(found.diagnosis == .barCountedTwice)
        let offscreen = try #require(violation(ConstraintConstant(), scenario, .nothingOffscreen))
        #expect(offscreen.diagnosis == .barCountedTwice)
    }

    /// A scroll view pinned to the keyboard guide, and a handler that insets it by the
    /// keyboard's height as well: the field is scrolled 25 pt past the top of the room the
    /// guide left, named by the cause of the inset, as no-double-shift names it.
    @Test func aFieldScrolledPastTheTopByAnInsetTheGuideMadeNeedlessIsShiftedTwice() throws {
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, form: Self.oneField)
        let found = try #require(violation(GuidePlusInsetHandler(), scenario, .fieldVisible))
        #expect(found.number("aboveTop") == 25)
        #expect(found.diagnosis == .shiftedTwice)
    }

    /// Seed 001 insets the scroll view by the hardware-keyboard frame's full height: the app's
    /// own inset is the frame's height (UIKit adds the safe area to it), which the excess
    /// over the 55 pt bar does not show by itself.
    @Test func anInsetByTheHardwareKeyboardFramesHeightIsNamedByTheAppsOwnInset() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField)], scrollContentInset: 44)
        let scenario = Scenario(device: Self.iPadMini, keyboard: KeyboardSetup(hardwareKeyboard: true), form: form)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.number("covered") == 55)
        #expect(found.diagnosis == .keyboardFrameHeightUsed)
    }

    /// The handler scrolls the last field up into its keyboard inset, and takes the inset
    /// back when a hardware keyboard is attached but not the offset: the scroll view is left
    /// scrolled past its content, where it was while the keyboard showed.
    @Test func anOffsetLeftWhereOnlyTheKeyboardsInsetAllowedItIsNotRestored() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 600), GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(2)), TimedEvent(.hardwareKeyboard(attached: true))])
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .hideRestores))
        #expect(found.property == "contentOffset")
        #expect(found.number("blank") == 244)
        #expect(found.diagnosis == .notRestored)
    }

    /// A tab bar: UIKit's adjusted inset already holds it, and the keyboard covers it; an
    /// inset by the whole keyboard height counts it twice.
    @Test func aTabBarUnderTheKeyboardCountedAgainIsNamed() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 600)])
        let scenario = Scenario(device: Self.iPhoneSE, bars: Chrome(tabBar: true), form: form)
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .barCountedTwice)
        #expect(found.number("excess") == 49)
    }

    /// The keyboard's frame already holds the field's 44 pt accessory; adding the accessory's
    /// height again insets 44 pt too deep (an iPhone SE: no safe area to confuse it with).
    @Test func anAccessoryAddedToTheKeyboardsFrameIsCountedTwice() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 600)], inputAccessoryHeight: 44)
        let scenario = Scenario(device: Self.iPhoneSE, form: form)
        let found = try #require(violation(ZooStrategy(bug: .accessoryTwice, fixed: false), scenario, .noDoubleShift))
        #expect(found.diagnosis == .accessoryCountedTwice)
        #expect(found.number("excess") == 44)
        #expect(violation(ZooStrategy(bug: .accessoryTwice, fixed: true), scenario, .noDoubleShift) == nil)
    }

    /// A 50 pt accessory and a 49 pt tab bar: each mistake is named by the amount it leaves,
    /// the closer match winning, not by whichever check comes first.
    @Test func anAccessoryAndATabBarOfNearlyTheSameHeightAreToldApart() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 600)], inputAccessoryHeight: 50)
        let scenario = Scenario(device: Self.iPhoneSE, bars: Chrome(tabBar: true), form: form)
        let accessory = try #require(violation(ZooStrategy(bug: .accessoryTwice, fixed: false), scenario, .noDoubleShift))
        #expect(accessory.number("excess") == 50)
        #expect(accessory.diagnosis == .accessoryCountedTwice)
        let tabBar = try #require(violation(ZooStrategy(bug: .tabBarTwice, fixed: false), scenario, .noDoubleShift))
        #expect(tabBar.number("excess") == 49)
        #expect(tabBar.diagnosis == .barCountedTwice)
    }

    /// A stack too tall for the band above a landscape keyboard is pushed 43 pt past the top:
    /// that is the stack's height, not a 44 pt accessory counted twice (the accessory is
    /// named only for an over-avoidance of exactly its height).
    @Test func aTooTallPinnedStackNearTheAccessorysHeightIsNotNamedForTheAccessory() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textView), GeneratedForm.Item(.textView, height: 60)],
                        spacing: 16, inputAccessoryHeight: 44)
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, keyboard: KeyboardSetup(predictive: false), form: form)
        let found = try #require(violation(GuidePinnedStack(), scenario, .fieldVisible))
        #expect(found.diagnosis == .pinnedTallerThanFreeBand)
    }

    /// A floating keyboard is no keyboard to avoid (keyboard-platform.md §3.2); the seeds'
    /// willChangeFrame handler insets for it anyway.
    @Test func aFloatingKeyboardAvoidedAsIfDockedIsNamed() throws {
        let scenario = Scenario(device: Self.iPadMini, keyboard: KeyboardSetup(placement: .floating(x: 0, y: 0)), form: Self.oneField)
        let found = try #require(violation(InsetOnChangeFrame(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .undockedTreatedAsDocked)
    }

    /// The seeds' handler writes the overlap into `contentInset` on hide as well: the
    /// screen's own 44 pt inset is replaced by 0, a value it never had.
    @Test func aScreensOwnInsetLostOnHideIsAStaleRestore() throws {
        var form = Self.oneField
        form.scrollContentInset = 44
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.resign)])
        let found = try #require(violation(InsetOnChangeFrame(), scenario, .hideRestores))
        #expect(found.diagnosis == .restoredToStaleValue)
        #expect(found.property == "contentInset")
    }

    /// TPKeyboardAvoiding returns without restoring when the frame it converts is empty
    /// (keyboard-libraries.md §1.2): an undocked keyboard then hiding leaves the inset.
    @Test func anInsetLeftInPlaceIsNotRestored() throws {
        let scenario = Scenario(device: Self.iPadMini, keyboard: KeyboardSetup(placement: .undocked(lift: 150)), form: Self.oneField,
                                events: [TimedEvent(.focus(0)), TimedEvent(.resign)])
        let found = try #require(violation(AvoidingScrollView(), scenario, .hideRestores))
        #expect(found.diagnosis == .notRestored)
    }

    /// `+=` on every notification where iOS re-posts nothing identical (iOS 11+): the
    /// predictive bar going away posts willChangeFrame and willShow for the smaller keyboard,
    /// and both are added to the first keyboard's inset. The excess is caught; its amount is
    /// a pile of several keyboards' and matches no single known cause, so no label is given
    /// (matching sums of earlier amounts labelled unrelated failures by coincidence).
    @Test func anInsetAddedOnEveryNotificationIsCaughtWithoutAGuess() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.togglePredictive)])
        let found = try #require(violation(ZooStrategy.pair(.accumulates).buggy, scenario, .noDoubleShift))
        #expect(found.diagnosis == nil)
        #expect(found.number("excess") == 476) // 260 for the first keyboard + 216 once more
        #expect(violation(ZooStrategy.pair(.accumulates).twin, scenario, .noDoubleShift) == nil)
    }

    /// The same, where the system re-posts willShow when focus moves
    /// (``Assumption/focusChangeRepostsShow`` switched on): an identical notification moves
    /// the inset again.
    @Test func anIdenticalRepostedShowAccumulates() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.focus(1))])
        let reposting = Assumptions().with(.focusChangeRepostsShow, true)
        let found = try #require(Clearance.run(scenario, strategy: ZooStrategy.pair(.accumulates).buggy, invariants: [.noDoubleShift],
                                               assumptions: reposting).violation)
        #expect(found.diagnosis == .accumulates)
        #expect(found.property == "repeated")
        #expect(violation(ZooStrategy.pair(.accumulates).buggy, scenario, .noDoubleShift) == nil)
    }

    /// A handler on keyboardDidShow moves the content once the keyboard is already up.
    @Test func movingOnDidShowReactsAfterTheKeyboard() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textView, height: 500), GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.focus(1))])
        let found = try #require(violation(ZooStrategy.pair(.didShow).buggy, scenario, .movesWithKeyboard))
        #expect(found.diagnosis == .reactsAfterKeyboard)
        #expect(violation(ZooStrategy.pair(.didShow).twin, scenario, .movesWithKeyboard) == nil)
    }

    /// Seed 001's `scrollRectToVisible(activeField.frame, animated: true)` moves the field from
    /// the start of the keyboard's animation, but at UIScrollView's own constant rate, so the
    /// keyboard overtakes it: it trails the keyboard. It was labelled reacts-after-keyboard,
    /// although the field was moving all along (with the scroll joining the keyboard's
    /// animation too: the label follows the frames, not the assumption).
    @Test func anAnimatedScrollStartedWithTheKeyboardTrailsIt() throws {
        let form = GeneratedForm(items: Array(repeating: GeneratedForm.Item(.textField), count: 4), inputAccessoryHeight: 44)
        let scenario = Scenario(device: Self.iPhoneSE, form: form, events: [TimedEvent(.rotate), TimedEvent(.focus(3))])
        for ownTiming in [true, false] {
            let assumptions = Assumptions().with(.animatedScrollKeepsOwnTiming, ownTiming)
            let found = try #require(Clearance.run(scenario, strategy: AdjustScrollForKeyboard(), invariants: [.movesWithKeyboard],
                                                   assumptions: assumptions).violation)
            #expect(found.diagnosis == .trailsKeyboard)
            #expect(try #require(found.number("clearAfter")) > (try #require(found.number("keyboardAnimation"))))
        }
        #expect(violation(KeyboardGuideCareful(), scenario, .movesWithKeyboard) == nil)
    }

    /// Apple's careful recipe measured at the notification only: the end frame converted from
    /// the screen into the scroll view, the covered length less what UIKit already adds, put
    /// back on hide. In a page sheet the system lifts the sheet after the notification, so the
    /// inset is what the keyboard covered before the lift: 55 pt of a hardware keyboard's
    /// bar, where after the 20 pt lift it covers 35. That is the lift and the app's inset
    /// adding up (it had no known cause: the 44 pt starting inset hid the lift in the excess).
    @Test func anInsetMeasuredBeforeTheSheetLiftIsAShiftTwice() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField)], scrollContentInset: 44)
        let scenario = Scenario(device: Self.iPadMini, window: .pageSheet, keyboard: KeyboardSetup(hardwareKeyboard: true), form: form)
        let found = try #require(violation(InsetAtTheNotification(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .shiftedTwice)
        #expect(found.number("inset") == 55)
        #expect(found.number("covered") == 35)
        // Without the system's lift there is nothing to add up.
        let notLifted = Clearance.run(scenario, strategy: InsetAtTheNotification(), invariants: [.noDoubleShift],
                                      assumptions: Assumptions().with(.systemLiftsSheets, false)).violation
        #expect(notLifted == nil)
    }

    /// Block observers never removed outlive the screen.
    @Test func blockObserversNeverRemovedAreLeaked() throws {
        let scenario = Scenario(device: Self.iPhoneSE, form: Self.oneField, events: [TimedEvent(.focus(0)), TimedEvent(.tearDown)])
        let found = try #require(violation(ZooStrategy.pair(.leakedObservers).buggy, scenario, .noObserverLeak))
        #expect(found.diagnosis == .observersLeaked)
        #expect(violation(ZooStrategy.pair(.leakedObservers).twin, scenario, .noObserverLeak) == nil)
    }

    /// Required constraints that hold without the keyboard and not with it: the guide's move
    /// breaks one, logged as UIKit logs it when the guide moves.
    @Test func aConstraintConflictCausedByTheMovingGuideIsLoggedAndNamed() throws {
        let scenario = Scenario(device: Self.iPhoneSE, form: Self.oneField)
        let found = try #require(violation(RigidGuideStrategy(), scenario, .constraintsSatisfiable))
        #expect(found.diagnosis == .constraintConflictWithKeyboardGuide)
        #expect(found.eventIndex == 0, "the conflict comes with the keyboard, not when the screen appeared")
    }

    /// IQKeyboardManager ends a field its 10 pt distance above the keyboard plus the root's
    /// bottom layout margin, which is zero (Apple's UIView.layoutMargins page). With the old
    /// 8 pt margin the field ended 18 pt above, reported with no known cause. On an iPhone X
    /// it keeps no-double-shift as well: the maintainer's reason for the `+ sb` term (issue
    /// #2027), a stack pinned to the safe area coming down once the moved root leaves the
    /// home-indicator strip, holds in the model.
    @Test func iqKeyboardManagerEndsTheFieldItsDistanceAboveTheKeyboard() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)])
        #expect(violation(RootViewShift(), Scenario(device: Self.iPhoneSE, form: form), .noDoubleShift) == nil)
        #expect(violation(RootViewShift(), Scenario(device: Self.iPhoneX, form: form), .noDoubleShift) == nil)
    }

    /// TPKeyboardAvoiding centres a text input's caret, not the whole view
    /// (keyboard-libraries.md §1.2): focused, a 600 pt text view on an iPhone X shows its
    /// first line. Centred as a whole (the transcription before), its caret line went 24 pt
    /// under the status bar, reported with no known cause.
    @Test func tpKeyboardAvoidingCentresTheCaretOfATallTextView() {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 600)])
        let scenario = Scenario(device: Self.iPhoneX, form: form, events: [TimedEvent(.focus(1))])
        #expect(violation(AvoidingScrollView(), scenario, .fieldVisible) == nil)
    }

    /// A stack pinned to the keyboard guide that follows a split keyboard goes where the
    /// split keyboard's reported frame is, above the screen's top (`split-keyboard-y`), when
    /// ``Assumption/splitKeyboardCountsAsDismissed`` is off and the guide is the keyboard's
    /// whole rectangle (``Assumption/keyboardGuideClampedToOwningView`` off): a lift that
    /// matches none of the known mistakes' numbers. No label is better than a wrong one. With
    /// the assumptions on (the default) the guide rests as for a dismissed keyboard and
    /// nothing is reported.
    @Test func numbersThatMatchNoKnownMistakeSayNoKnownCause() throws {
        let form = GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)])
        let scenario = Scenario(device: Self.iPadMini, form: form, events: [TimedEvent(.focus(0)), TimedEvent(.placeKeyboard(.split))])
        #expect(violation(GuidePinnedStack(), scenario, .noDoubleShift) == nil)
        let off = Assumptions().with(.splitKeyboardCountsAsDismissed, false).with(.keyboardGuideClampedToOwningView, false)
        let found = try #require(Clearance.run(scenario, strategy: GuidePinnedStack(), invariants: [.noDoubleShift], assumptions: off).violation)
        #expect(found.diagnosis == nil)
        #expect(found.description.hasSuffix("— no known cause"))
    }
}

/// A stack whose top is pinned to the safe area, whose bottom is pinned to the keyboard
/// guide and which is at least 450 pt tall, all required: consistent with the keyboard
/// hidden, not with it shown.
struct RigidGuideStrategy: AvoidanceStrategy {
    var id: String { "test-rigid-guide" }
    var summary: String { "a fixed-height stack pinned between the safe area's top and the keyboard guide" }
    var source: String { "test" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.stackPinnedToBottom] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, pinnedViewNames: ["stack"]) }

    func makeScreen(for form: GeneratedForm) -> UIViewController { Controller(form: form) }

    final class Controller: UIViewController {
        let form: GeneratedForm
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            // Room for 450 pt between the bars and the guide on an iPhone SE with no keyboard
            // (647 pt), not with its 260 pt keyboard up (387 pt).
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 450).isActive = true
        }
    }
}

@Suite("Where a sheet's scroll view was, measured in the right space")
struct SheetWhereItWasTests {
    /// A 12.9-inch iPad form sheet, its bottom 373 pt above the hardware keyboard's bar: the
    /// bar covers nothing of the sheet, where it is or was, so an inset there is "moved where
    /// the keyboard does not cover". The sheet's position used to be added twice to where
    /// its scroll view was (a window-space frame offset again by the sheet's origin), which
    /// put it under the bar and hid the cause.
    @Test func aSheetTheHardwareBarDoesNotReachIsNotCoveredWhereItWas() throws {
        let scenario = Scenario(device: .catalog("ipad_pro_12_9"), window: .formSheet,
                                keyboard: KeyboardSetup(hardwareKeyboard: true), form: GeneratedForm(items: [GeneratedForm.Item(.textField)]),
                                events: [TimedEvent(.focus(0))])
        let outcome = Clearance.run(scenario, strategy: NaiveInsetOnShow(), invariants: [.noDoubleShift])
        let found = try #require(outcome.violation)
        #expect(found.number("covered") == 0)
        #expect(found.diagnosis == .notCoveredButMoved, "\(found)")
    }
}

/// The careful inset recipe, computed once at the notification (not again when the system
/// moves the sheet): DiagnosisTests' strategy for the sheet lift measured too early.
struct InsetAtTheNotification: AvoidanceStrategy {
    var id: String { "inset-at-the-notification" }
    var summary: String { "the covered length of the scroll view, less UIKit's own inset, at willChangeFrame" }
    var source: String { "Tests/ClearanceTests/DiagnosisTests.swift" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { Screen(form: form) }

    final class Screen: UIViewController {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        private var startingInset: CGFloat = 0
        private var tokens: [any NSObjectProtocol] = []
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
            startingInset = scrollView.contentInset.bottom
            let center = NotificationCenter.default
            tokens.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { self?.keyboardWillChangeFrame(end) }
            })
            tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardWillHide() }
            })
        }

        private func keyboardWillChangeFrame(_ end: CGRect?) {
            guard let end, end.width == UIScreen.main.bounds.width else { return }
            let inView = scrollView.convert(end, from: UIScreen.main.coordinateSpace)
            let covered = max(0, scrollView.bounds.maxY - max(scrollView.bounds.minY, inView.minY))
            let addedByUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
            scrollView.contentInset.bottom = max(startingInset, covered - addedByUIKit)
        }

        private func keyboardWillHide() {
            scrollView.contentInset.bottom = startingInset
        }

        deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }
}

/// A keyboard guide of its own, as freshOS/KeyboardLayoutGuide's fix for Slide Over had it
/// (Tests/RealBugs/16): the guide's height is the key window's height less the keyboard's top,
/// from every keyboardWillChangeFrame — the window's height against a screen-space frame.
struct WindowHeightLessKeyboardTop: AvoidanceStrategy {
    var id: String { "window-height-less-keyboard-top" }
    var summary: String { "field pinned above a guide whose height is window.bounds.height − keyboard end frame minY" }
    var source: String { "Tests/ClearanceTests/DiagnosisTests.swift" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.stackAtTop] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { Screen() }

    final class Screen: UIViewController {
        let field = UITextField(name: "field")
        var height: NSLayoutConstraint?
        override func viewDidLoad() {
            super.viewDidLoad()
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            let height = guide.heightAnchor.constraint(equalToConstant: 0)
            self.height = height
            NSLayoutConstraint.activate([
                height, guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                field.heightAnchor.constraint(equalToConstant: 44), field.bottomAnchor.constraint(equalTo: guide.topAnchor),
            ])
            NotificationCenter.default.addObserver(self, selector: Self.willChange(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
        private func willChange(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, let window = view.window else { return }
            var value = window.bounds.height - frame.minY
            if value > 0 { value -= view.safeAreaInsets.bottom }
            height?.constant = value
            view.layoutIfNeeded()
        }
    }
}

extension DiagnosisTests {
    /// In a Stage Manager window shorter than the screen, a hidden keyboard's frame begins at
    /// the screen's bottom, so the window's height less its top is minus the window's distance
    /// from the screen's bottom, and the field drops that far when the keyboard goes: the same
    /// mixed coordinates that leave it covered while the keyboard shows, one bug. It was
    /// "restored to a stale value", a second report of the same mistake.
    @Test func aValueOffByTheWindowsOffsetAfterTheHideIsCoordinatesMixed() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.7), form: Self.oneField,
                                events: [TimedEvent(.focus(0)), TimedEvent(.resign)])
        let found = try #require(violation(WindowHeightLessKeyboardTop(), scenario, .hideRestores))
        #expect(found.diagnosis == .coordinatesMixed)
        #expect(found.number("moved") == 339) // the window's distance from the screen's bottom
    }
}

extension DiagnosisTests {
    /// The same guide, the keyboard hidden in portrait and the iPad then turned: the value put
    /// back at the hide is off by the portrait window's distance from the screen's bottom, and
    /// nothing changes it through the rotation (no keyboard notification). It was "restored to a
    /// stale value"; it is the mixed coordinates of the hide, with the earlier window's offset.
    @Test func aValueOffByTheEarlierWindowsOffsetAfterARotationIsCoordinatesMixed() throws {
        let scenario = Scenario(device: Self.iPadMini, window: .stageManager(x: 0, y: 0, width: 0.45, height: 0.7), form: Self.oneField,
                                events: [TimedEvent(.focus(0)), TimedEvent(.resign), TimedEvent(.rotate)])
        let found = try #require(violation(WindowHeightLessKeyboardTop(), scenario, .hideRestores))
        #expect(found.diagnosis == .coordinatesMixed) // at the hide
        // After the rotation, the same value, off by the portrait window's distance.
        let later = Clearance.run(scenario, strategy: WindowHeightLessKeyboardTop(), invariants: [.hideRestores],
                                  lookingFor: { $0.eventIndex == 2 }).violation
        #expect(later?.diagnosis == .coordinatesMixed)
    }
}
