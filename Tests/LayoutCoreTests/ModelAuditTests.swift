import LayoutCore
import Testing

/// A screen holding one text view, recording its delegate calls and the keyboard's
/// notifications in one list.
private final class TextViewScreen: UIViewController, UITextViewDelegate {
    let textView = UITextView(name: "notes")
    var events: [String] = []

    override func viewDidLoad() {
        textView.delegate = self
        view.addSubview(textView)
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification] {
            NotificationCenter.default.addObserver(self, selector: Self.keyboardNotification(_:), name: name, object: nil)
        }
    }

    func keyboardNotification(_ note: Notification) {
        events.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
    }

    override func viewDidLayoutSubviews() {
        textView.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 20, width: view.bounds.width - 32, height: 120)
    }

    func textViewDidBeginEditing(_ textView: UITextView) { events.append("textViewDidBeginEditing") }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("textViewDidEndEditing") }
}

/// The behaviours the model audit (issue 11) fixed, each pinned to its source.
@Suite("The model follows the evidence")
struct ModelAuditTests {
    // MARK: Bars

    func safeArea(_ device: Device, _ orientation: InterfaceOrientation = .portrait, iOS: Int = 17,
                  window: WindowKind = .fullScreen, bars chrome: Chrome) -> UIEdgeInsets {
        let screen = FieldsScreen()
        let world = World(device: device, orientation: orientation, windowKind: window, iOSVersion: iOS).showing(screen, chrome: chrome)
        return withExtendedLifetime(world) { screen.view.safeAreaInsets }
    }

    /// hacknicity (iOS 11/12 measurements), useyourloaf: iPhone portrait bars are 44, 96 with
    /// a large title, 44 and 49 at the bottom.
    @Test func iPhonePortraitBars() {
        #expect(safeArea(Devices.iPhoneSE, bars: Chrome(navigationBar: .standard)).top == 64 /* 20 + 44 */)
        #expect(safeArea(Devices.iPhoneSE, bars: Chrome(navigationBar: .largeTitle)).top == 116 /* 20 + 96 */)
        #expect(safeArea(Devices.iPhoneSE, bars: Chrome(toolbar: true, tabBar: true)).bottom == 93 /* 44 + 49 */)
    }

    /// Compact-height phones narrower than 414 pt: 32 pt bars and no large title (fluentui-apple
    /// PR #1727, openradar 32707795, hacknicity's 32 pt landscape tab bar).
    @Test func smallPhonesInLandscapeHave32PointBarsAndNoLargeTitle() {
        #expect(safeArea(Devices.iPhoneSE, .landscape, bars: Chrome(navigationBar: .standard)).top == 32)
        #expect(safeArea(Devices.iPhoneSE, .landscape, bars: Chrome(navigationBar: .largeTitle)).top == 32)
        #expect(safeArea(Devices.iPhoneSE, .landscape, bars: Chrome(toolbar: true)).bottom == 32)
        #expect(safeArea(Devices.iPhoneSE, .landscape, bars: Chrome(tabBar: true)).bottom == 32)
        // A large title in a 375 pt-tall landscape screen no longer eats a quarter of it.
        #expect(safeArea(Devices.iPhone15Pro, .landscape, bars: Chrome(navigationBar: .largeTitle)).top == 32)
    }

    /// 414 pt-and-wider phones keep 44 pt navigation bars and 49 pt tab bars in landscape
    /// (fluentui-apple PR #1727: 14 Pro Max; flutter/flutter PR #39258: 8 Plus tab bar 49).
    @Test func widePhonesInLandscapeKeepTallBars() {
        let plus = DeviceCatalog.device(id: "iphone_8_plus")!
        #expect(safeArea(plus, .landscape, bars: Chrome(navigationBar: .largeTitle)).top == 44)
        #expect(safeArea(plus, .landscape, bars: Chrome(tabBar: true)).bottom == 49)
    }

    /// hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12": 50 pt bars, a
    /// large title adds 52; from iPadOS 18 the tab bar moves to the top in regular width.
    @Test func iPadBars() {
        let pad = Devices.iPadAir11
        #expect(safeArea(pad, bars: Chrome(navigationBar: .standard)).top == 74 /* 24 + 50 */)
        #expect(safeArea(pad, bars: Chrome(navigationBar: .largeTitle)).top == 126 /* 24 + 102 */)
        #expect(safeArea(pad, iOS: 17, bars: Chrome(toolbar: true, tabBar: true)).bottom == 120 /* 20 + 50 + 50 */)
        #expect(safeArea(pad, iOS: 18, bars: Chrome(toolbar: true, tabBar: true)).bottom == 70 /* 20 + 50 */)
        #expect(safeArea(pad, iOS: 18, bars: Chrome(tabBar: true)).top == 74 /* 24 + 50 */)
        #expect(safeArea(pad, iOS: 18, bars: Chrome(navigationBar: .standard, tabBar: true)).top == 74 /* 24 + 50 */)
        // A compact Split View window keeps the bottom tab bar.
        #expect(safeArea(pad, iOS: 18, window: .splitView(.oneThird, .left), bars: Chrome(tabBar: true)).bottom == 70 /* 20 + 50 */)
        let off = FieldsScreen()
        let world = World(device: pad, iOSVersion: 18, assumptions: Assumptions().with(.iPadTabBarAtTop, false)).showing(off, chrome: Chrome(tabBar: true))
        withExtendedLifetime(world) { #expect(off.view.safeAreaInsets.bottom == 70 /* 20 + 50 */) }
    }

    // MARK: Keyboard heights

    /// device-geometry.md §3: the iPhone 15 Pro's landscape docked keyboard is 160 (key area,
    /// keyman_ios18) + 38 (predictive bar) + 21 (home-indicator strip) = 219, flutterware's
    /// measured total.
    @Test func iPhone15ProLandscapeKeyboardIs219() {
        let metrics = Devices.iPhone15Pro.keyboard.landscape
        #expect(metrics.keyArea == 160 && metrics.bar == 38 && metrics.bottomExtra == 21)
        #expect(Devices.iPhone15Pro.keyboard.dockedHeight(.landscape, predictive: true) == 219)
        let world = World(device: Devices.iPhone15Pro, orientation: .landscape)
        withExtendedLifetime(world) { #expect(world.keyboardSystem.dockedHeight() == 219) }
    }

    /// Keyman's iOS 13 readings for the 9.7-inch iPad (258/343 + 55) match the logged iOS 11
    /// frames of openradar 38117524 (313/398); later versions use the iOS 18 readings.
    @Test func iOS13iPadKeyboardsUseTheirOwnReadings() {
        func height(_ orientation: InterfaceOrientation, iOS: Int) -> CGFloat {
            let world = World(device: Devices.iPad97, orientation: orientation, iOSVersion: iOS)
            return withExtendedLifetime(world) { world.keyboardSystem.dockedHeight() }
        }
        #expect(height(.portrait, iOS: 13) == 313)
        #expect(height(.landscape, iOS: 13) == 398)
        #expect(height(.portrait, iOS: 17) == 320)
    }

    // MARK: Versions

    /// iOS 26 dropped the XS, XS Max and XR only; the iPhone 17 family runs iOS 26 only.
    @Test func devicesRunTheVersionsTheirModelsRun() {
        let x = Devices.iPhoneX
        #expect(x.runs(iOS: 26) && x.name(onIOS: 26) == "iPhone 11 Pro")
        #expect(x.name(onIOS: 16) == "iPhone X" && x.name(onIOS: 18) == "iPhone XS")
        let xr = DeviceCatalog.device(id: "iphone_xr_11")!
        #expect(xr.name(onIOS: 26) == "iPhone 11")
        #expect(DeviceCatalog.all(runningIOS: 13).allSatisfy { !$0.id.hasPrefix("iphone_17") && $0.id != "iphone_air" })
        #expect(DeviceCatalog.all(runningIOS: 26).contains { $0.id == "iphone_air" })
        #expect(!DeviceCatalog.device(id: "iphone_16pro")!.runs(iOS: 17))
        #expect(!DeviceCatalog.device(id: "ipad_pro_13_m4")!.runs(iOS: 16))
    }

    /// keyboard-platform.md §3.3: `usesBottomSafeArea` exists from iOS 17; before it the guide
    /// always rests at the safe-area bottom.
    @Test func usesBottomSafeAreaTakesEffectFromIOS17() {
        for (version, expected) in [(16, CGFloat(812 - 34)), (17, 812)] {
            let screen = FieldsScreen()
            let world = World(device: Devices.iPhoneX, iOSVersion: version).showing(screen)
            screen.view.keyboardLayoutGuide.usesBottomSafeArea = false
            world.layoutIfNeeded()
            #expect(screen.view.keyboardLayoutGuide.layoutFrame.minY == expected, "iOS \(version)")
        }
    }

    // MARK: Events

    /// UIDevice.orientationDidChangeNotification is posted when the interface rotates.
    @Test func rotationPostsTheOrientationNotification() {
        let world = World(device: Devices.iPhoneX).showing(FieldsScreen())
        let heard = Box(0)
        world.notificationCenter.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in heard.value += 1 }
        world.keyboardSystem.rotate(to: .landscape)
        #expect(heard.value == 1)
    }

    /// A willShow reposted with begin == end moves nothing: an animation under way keeps its
    /// timeline (issue 11 §3).
    @Test func aRepostedShowDoesNotRestartTheKeyboardAnimation() {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.focusChangeRepostsShow, true)).showing(screen)
        world.run { _ = screen.fields[0].becomeFirstResponder() }
        let start = world.keyboardAnimationStart
        world.advance(by: 0.1)
        let drawn = world.presentationKeyboardFrame(at: world.now)
        world.run { _ = screen.fields[1].becomeFirstResponder() }
        #expect(start != nil && world.keyboardAnimationStart == start)
        #expect(world.presentationKeyboardFrame(at: world.now) == drawn)
    }

    /// hackiftekhar/IQKeyboardManager#271, surfstudio/iOS-Utils PR #34: for a text view the
    /// keyboard's willShow comes before textViewDidBeginEditing; text fields are the other way.
    @Test func aTextViewHearsOfEditingAfterTheKeyboard() {
        let screen = TextViewScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.focusAndSettle(screen.textView)
        #expect(screen.events == ["WillShow", "textViewDidBeginEditing", "DidShow"])
        world.run { _ = screen.textView.resignFirstResponder() }
        #expect(Array(screen.events.suffix(2)) == ["textViewDidEndEditing", "WillHide"])
    }

    // MARK: Sheets

    /// ``Assumption/sheetLiftCoversOverlapOnly``: off, a covered sheet moves all the way up to
    /// the top safe area (the older reports).
    @Test(arguments: [true, false])
    func sheetLiftAmount(coversOverlapOnly: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet,
                          assumptions: Assumptions().with(.sheetLiftCoversOverlapOnly, coversOverlapOnly)).showing(screen)
        world.focusAndSettle(screen.fields[0])
        // The 620 pt sheet starts at 280; its bottom (900) is 57 pt below the keyboard (843).
        #expect(screen.view.frameInWindow.minY == (coversOverlapOnly ? 223 : 24))
    }

    /// The bars of a presented navigation controller belong to the sheet: when the system
    /// lifts the sheet, its navigation bar goes up with it.
    @Test func aSheetsNavigationBarMovesWithTheSheet() throws {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet).showing(screen, chrome: Chrome(navigationBar: .standard))
        let bar = try #require(world.window.subtree.first { $0 is BarView && $0.name == "navigationBar" })
        let before = bar.frameInWindow.minY
        #expect(before == screen.view.frameInWindow.minY)
        world.focusAndSettle(screen.fields[0])
        #expect(bar.frameInWindow.minY == screen.view.frameInWindow.minY)
        #expect(bar.frameInWindow.minY < before)
    }

    // MARK: Registry

    /// Every registered number says what it is used for and what evidence there is.
    @Test func everyUnsourcedNumberIsRegistered() {
        #expect(Set(ModelNumber.all.map(\.name)).count == ModelNumber.all.count)
        #expect(ModelNumber.all.allSatisfy { !$0.value.isEmpty && !$0.usedFor.isEmpty && !$0.evidence.isEmpty })
        for name in ["form-sheet-size", "page-sheet-size", "portrait-half-split-view", "split-keyboard-y", "caret-line",
                     "table-cell-geometry", "tall-rect-scrolls-to-top", "root-layout-margins", "conflict-breaks-later-constraint",
                     "stack-view-arrangement", "spring-timing", "automatic-adjusts-controller-scroll-view", "tracking-constraints-keep-last-state",
                     "swiftui-control-heights", "swiftui-default-spacing", "swiftui-list-rows", "swiftui-hstack-widths",
                     "swiftui-animation-approximations", "animated-scroll-duration", "move-transition-distance"] {
            #expect(ModelNumber.all.contains { $0.name == name }, "\(name) is registered")
        }
    }
}
