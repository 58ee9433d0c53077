import LayoutCore
import Testing

/// Records keyboard and editing notifications: `name begin→end @time`.
final class NotificationRecorder {
    var lines: [String] = []
    var frames: [(name: String, begin: CGRect, end: CGRect, isLocal: Bool, duration: Double, curve: Int)] = []

    init(_ world: World, delegateEvents: FieldsScreen? = nil) {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
        ]
        for name in names {
            world.notificationCenter.addObserver(forName: name, object: nil, queue: .main) { [unowned self, unowned world] note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                if let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
                   let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
                    self.lines.append("\(short) \(begin.short)→\(end.short) @\(world.now)")
                    self.frames.append((short, begin, end, note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true,
                                        note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1,
                                        note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1))
                } else {
                    self.lines.append("\(short.replacingOccurrences(of: "UITextField", with: "")) @\(world.now)")
                }
            }
        }
    }
}

@Suite("The keyboard system posts what iOS posts")
struct KeyboardSystemTests {
    func setUp(_ device: Device = Devices.iPhoneX, fields: Int = 2, windowKind: WindowKind = .fullScreen,
               assumptions: Assumptions = Assumptions()) -> (World, FieldsScreen, NotificationRecorder) {
        let screen = FieldsScreen(count: fields)
        let world = World(device: device, windowKind: windowKind, assumptions: assumptions).showing(screen)
        let recorder = NotificationRecorder(world)
        screen.events.removeAll()
        return (world, screen, recorder)
    }

    /// keyboard-platform.md §3.1 and issue 5: `textFieldDidBeginEditing` comes before
    /// `keyboardWillShow`; will-notifications now, did-notifications after 0.25 s; frames in
    /// screen space, duration 0.25, curve 7, isLocal.
    @Test func showingTheKeyboard() {
        let (world, screen, recorder) = setUp()
        world.run {
            screen.events.append("before")
            _ = screen.fields[0].becomeFirstResponder()
            screen.events.append("after becomeFirstResponder")
        }
        world.settle()
        #expect(screen.events == ["before", "didBegin field0", "after becomeFirstResponder"])
        #expect(recorder.lines == [
            "TextDidBeginEditing @0.0",
            "WillChangeFrame (0, 812, 375×336)→(0, 476, 375×336) @0.0",
            "WillShow (0, 812, 375×336)→(0, 476, 375×336) @0.0",
            "DidChangeFrame (0, 812, 375×336)→(0, 476, 375×336) @0.25",
            "DidShow (0, 812, 375×336)→(0, 476, 375×336) @0.25",
        ])
        #expect(recorder.frames.allSatisfy { $0.duration == 0.25 && $0.curve == 7 && $0.isLocal })
    }

    /// openradar 34432484: from iOS 11, focus moving to another field while the keyboard
    /// stays posts no keyboard notification (``Assumption/focusChangeRepostsShow`` off).
    @Test func focusMovingToAnotherFieldPostsNoKeyboardNotification() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        screen.events.removeAll()
        world.focusAndSettle(screen.fields[1])
        #expect(screen.events == ["didEnd field0", "didBegin field1"])
        #expect(recorder.lines == ["TextDidEndEditing @0.25", "TextDidBeginEditing @0.25"])
    }

    /// With ``Assumption/focusChangeRepostsShow`` on, focus moving to another field posts
    /// willShow again with begin == end.
    @Test func focusMovingToAnotherFieldCanPostWillShowAgain() {
        let (world, screen, recorder) = setUp(assumptions: Assumptions().with(.focusChangeRepostsShow, true))
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        screen.events.removeAll()
        world.focusAndSettle(screen.fields[1])
        #expect(screen.events == ["didEnd field0", "didBegin field1"])
        #expect(recorder.lines == [
            "TextDidEndEditing @0.25",
            "TextDidBeginEditing @0.25",
            "WillChangeFrame (0, 476, 375×336)→(0, 476, 375×336) @0.25",
            "WillShow (0, 476, 375×336)→(0, 476, 375×336) @0.25",
            "DidChangeFrame (0, 476, 375×336)→(0, 476, 375×336) @0.5",
            "DidShow (0, 476, 375×336)→(0, 476, 375×336) @0.5",
        ])
    }

    /// A height change (the predictive bar turned off: 336 → 291) posts willChangeFrame and
    /// willShow.
    @Test func aHeightChangePostsWillShow() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(predictive: false))
        world.settle()
        #expect(recorder.lines == [
            "WillChangeFrame (0, 476, 375×336)→(0, 521, 375×291) @0.25",
            "WillShow (0, 476, 375×336)→(0, 521, 375×291) @0.25",
            "DidChangeFrame (0, 476, 375×336)→(0, 521, 375×291) @0.5",
            "DidShow (0, 476, 375×336)→(0, 521, 375×291) @0.5",
        ])
    }

    /// Resigning: end-editing calls, then willChangeFrame before willHide, end frame below
    /// the screen.
    @Test func hidingPostsWillChangeFrameBeforeWillHide() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.run { _ = screen.fields[0].resignFirstResponder() }
        world.settle()
        #expect(recorder.lines == [
            "TextDidEndEditing @0.25",
            "WillChangeFrame (0, 476, 375×336)→(0, 812, 375×336) @0.25",
            "WillHide (0, 476, 375×336)→(0, 812, 375×336) @0.25",
            "DidChangeFrame (0, 476, 375×336)→(0, 812, 375×336) @0.5",
            "DidHide (0, 476, 375×336)→(0, 812, 375×336) @0.5",
        ])
        #expect(!world.keyboard.isOnScreen)
    }

    /// keyboard-platform.md §3.2: going floating is observed as a hide; dragging the
    /// floating keyboard only changes frames, some degenerate.
    @Test func goingFloatingPostsWillHideAndDraggingPostsFrameChanges() {
        let (world, screen, recorder) = setUp(Devices.iPadAir11)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 250, y: 600)))
        world.settle()
        #expect(recorder.lines == [
            "WillChangeFrame (0, 843, 820×337)→(250, 600, 320×254) @0.25",
            "WillHide (0, 843, 820×337)→(250, 600, 320×254) @0.25",
            "DidChangeFrame (0, 843, 820×337)→(250, 600, 320×254) @0.5",
            "DidHide (0, 843, 820×337)→(250, 600, 320×254) @0.5",
        ])
        recorder.lines.removeAll()
        world.keyboardSystem.dragFloatingKeyboard(toX: 300, y: 100)
        world.settle()
        #expect(recorder.lines == [
            "WillChangeFrame (250, 600, 320×254)→(0, 0, 0×0) @0.5",
            "WillChangeFrame (0, 0, 0×0)→(300, 0, 320×254) @0.5",
            "WillChangeFrame (250, 600, 320×254)→(300, 100, 320×254) @0.5",
            "DidChangeFrame (250, 600, 320×254)→(300, 100, 320×254) @0.75",
        ])
    }

    /// Undocking and splitting post willHide; a split keyboard reports a negative-y frame.
    @Test func undockingAndSplittingPostWillHide() {
        let (world, screen, recorder) = setUp(Devices.iPad97)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .split))
        world.settle()
        #expect(recorder.lines.first == "WillChangeFrame (0, 704, 768×320)→(0, -280, 768×320) @0.25")
        #expect(recorder.lines.contains("WillHide (0, 704, 768×320)→(0, -280, 768×320) @0.25"))
        #expect(world.keyboardCoverage() == nil)
    }

    /// keyboard-platform.md §3.2: with a hardware keyboard willShow is still posted (the bar
    /// shows) and the end frame lies mostly below the screen.
    @Test func attachingAHardwareKeyboardPostsAFrameMostlyBelowTheScreen() {
        let (world, screen, recorder) = setUp(Devices.iPadAir11)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.settle()
        #expect(recorder.lines.prefix(2) == [
            "WillChangeFrame (0, 843, 820×337)→(0, 1125, 820×337) @0.25",
            "WillShow (0, 843, 820×337)→(0, 1125, 820×337) @0.25",
        ])
        #expect(world.keyboard.screenFrame!.maxY > world.screen.bounds.height)
    }

    /// Rotation with the keyboard up (``Assumption/rotationHidesAndReshowsKeyboard``,
    /// mozilla-mobile/firefox-ios#31622): the keyboard hides with the old interface, the
    /// field stays first responder, and it shows again for the new orientation.
    @Test func rotatingWithTheKeyboardUp() {
        let (world, screen, recorder) = setUp(Devices.iPhone15Pro)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        screen.events.removeAll()
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(recorder.lines == [
            "WillChangeFrame (0, 516, 393×336)→(0, 852, 393×336) @0.25",
            "WillHide (0, 516, 393×336)→(0, 852, 393×336) @0.25",
            "DidChangeFrame (0, 516, 393×336)→(0, 852, 393×336) @0.25",
            "DidHide (0, 516, 393×336)→(0, 852, 393×336) @0.25",
            "WillChangeFrame (0, 393, 852×219)→(0, 174, 852×219) @0.25",
            "WillShow (0, 393, 852×219)→(0, 174, 852×219) @0.25",
            "DidChangeFrame (0, 393, 852×219)→(0, 174, 852×219) @0.5",
            "DidShow (0, 393, 852×219)→(0, 174, 852×219) @0.5",
        ])
        #expect(screen.events.isEmpty)
        #expect(world.firstResponder === screen.fields[0])
    }

    /// With the hide-and-reshow assumption off: a frame of the old width first, then the
    /// right one (``Assumption/rotationPostsWrongWidthFrame`` switched on).
    @Test func rotatingWithTheKeyboardUpTheOtherWay() {
        let (world, screen, recorder) = setUp(Devices.iPhone15Pro, assumptions: Assumptions()
            .with(.rotationHidesAndReshowsKeyboard, false).with(.rotationPostsWrongWidthFrame, true))
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(recorder.lines == [
            "WillChangeFrame (0, 516, 393×336)→(0, 174, 393×219) @0.25",
            "WillChangeFrame (0, 516, 393×336)→(0, 174, 852×219) @0.25",
            "WillShow (0, 516, 393×336)→(0, 174, 852×219) @0.25",
            "DidChangeFrame (0, 516, 393×336)→(0, 174, 852×219) @0.5",
            "DidShow (0, 516, 393×336)→(0, 174, 852×219) @0.5",
        ])
    }

    /// keyboard-platform.md §3.1: all visible apps hear another app's keyboard, with
    /// `isLocal == false`.
    @Test func anotherAppsKeyboardInSplitViewIsNotLocal() {
        let (world, _, recorder) = setUp(Devices.iPadAir11, windowKind: .splitView(.half, .right))
        world.keyboardSystem.setOtherAppKeyboard(shown: true)
        world.settle()
        #expect(recorder.frames.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(recorder.frames.allSatisfy { !$0.isLocal })
        #expect(recorder.frames[0].end == CGRect(0, 843, 820, 337))
        #expect(world.keyboardCoverage() == CGRect(0, 843, 405, 337))
    }

    /// The other app's keyboard is docked whatever this app's keyboard placement is (its
    /// settings are not ours), and it stays docked when the device rotates.
    @Test func anotherAppsKeyboardStaysDockedThroughRotation() {
        let (world, _, recorder) = setUp(Devices.iPadAir11, windowKind: .splitView(.half, .right))
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .undocked(lift: 150)))
        world.keyboardSystem.setOtherAppKeyboard(shown: true)
        world.settle()
        #expect(world.keyboard.mode == .docked)
        recorder.frames.removeAll()
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(world.keyboard.mode == .docked)
        #expect(recorder.frames.map(\.name).contains("WillShow"))
        #expect(recorder.frames.allSatisfy { !$0.isLocal })
        #expect(world.keyboard.screenFrame?.maxY == world.screen.bounds.height)
    }

    /// keyboard-platform.md §3.1: while the app is in the background no keyboard
    /// notifications are delivered; on return the keyboard shows again.
    @Test func nothingIsPostedInTheBackground() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.enterBackground()
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(predictive: false))
        world.run { _ = screen.fields[1].becomeFirstResponder() }
        world.settle()
        #expect(recorder.lines.filter { !$0.contains("Editing") }.isEmpty)
        world.keyboardSystem.enterForeground()
        world.settle()
        #expect(recorder.lines.filter { !$0.contains("Editing") } == [
            "WillChangeFrame (0, 812, 375×291)→(0, 521, 375×291) @0.25",
            "WillShow (0, 812, 375×291)→(0, 521, 375×291) @0.25",
            "DidChangeFrame (0, 812, 375×291)→(0, 521, 375×291) @0.5",
            "DidShow (0, 812, 375×291)→(0, 521, 375×291) @0.5",
        ])
    }

    /// An interactive dismissal that completes hides the keyboard from where the finger left
    /// it; one that does not complete posts nothing.
    @Test func interactiveDismissal() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: false)
        world.settle()
        #expect(recorder.lines.isEmpty)
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: true)
        world.settle()
        #expect(recorder.lines.contains("WillHide (0, 644, 375×336)→(0, 812, 375×336) @0.25"))
        #expect(world.firstResponder == nil)
    }

    /// The keyboard guide follows every change, and so does the SwiftUI keyboard safe area.
    @Test func theGuideFollowsEachChange() {
        let screen = GuidePinnedScreen()
        let world = World(device: Devices.iPadAir11).showing(screen)
        let guide = screen.view.keyboardLayoutGuide
        var tops: [CGFloat] = [guide.layoutFrame.minY]
        world.focusAndSettle(screen.fields[0]); tops.append(guide.layoutFrame.minY)
        world.keyboardSystem.setHardwareKeyboard(attached: true); world.settle(); tops.append(guide.layoutFrame.minY)
        world.keyboardSystem.setHardwareKeyboard(attached: false); world.settle(); tops.append(guide.layoutFrame.minY)
        world.keyboardSystem.rotate(to: .landscape); world.settle(); tops.append(guide.layoutFrame.minY)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 0, y: 0))); world.settle(); tops.append(guide.layoutFrame.minY)
        world.run { _ = screen.fields[0].resignFirstResponder() }; world.settle(); tops.append(guide.layoutFrame.minY)
        #expect(tops == [1160, 843, 1125, 843, 820 - 422, 800, 800])
    }
}

/// A keyboard system reads its world without reference counting (``KeyboardSystem/world``):
/// misuse must still stop cleanly, not read freed memory.
@Suite("A keyboard system kept past its world")
struct KeyboardSystemLifetimeTests {
    @Test func itKnowsItsWorldWhileTheWorldLives() {
        let world = World(device: Devices.iPhone15Pro)
        let keyboard = world.keyboardSystem!
        #expect(!keyboard.isWorldGone)
        #expect(keyboard.dockedHeight() == 336)
    }

    @Test func theWorldMarksItOutlivedWhenItGoes() {
        var world: World? = World(device: Devices.iPhone15Pro)
        let keyboard = world!.keyboardSystem!
        world = nil
        #expect(keyboard.isWorldGone)
    }

    @Test func usingItAfterItsWorldStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            var world: World? = World(device: Devices.iPhone15Pro)
            let keyboard = world!.keyboardSystem!
            world = nil
            _ = keyboard.dockedHeight()
        }
    }
}
