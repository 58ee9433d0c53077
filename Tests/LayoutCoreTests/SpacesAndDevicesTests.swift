import LayoutCore
import Testing

@Suite("Spaces: screen, window and view coordinates")
struct SpacesTests {
    /// keyboard-platform.md §3.1–3.2: frames are in interface-oriented screen space; a docked
    /// keyboard is full width with maxY == screen height. Face ID iPhone 393×852: 336 pt in
    /// portrait, 219 pt in landscape (device-geometry.md §3).
    @Test func aDockedKeyboardOnAFaceIDiPhoneConvertsToTheExpectedWindowRectInBothOrientations() {
        let portrait = World(device: Devices.iPhone15Pro).showing(FieldsScreen())
        portrait.keyboardSystem.setKeyboard(.docked(height: 336, screenSize: portrait.screen.bounds.size))
        #expect(portrait.keyboard.screenFrame == CGRect(0, 516, 393, 336))
        #expect(portrait.window.convert(portrait.keyboard.screenFrame!, from: nil as UIWindow?) == CGRect(0, 516, 393, 336))
        #expect(portrait.keyboardCoverage() == CGRect(0, 516, 393, 336))

        let landscape = World(device: Devices.iPhone15Pro, orientation: .landscape).showing(FieldsScreen())
        #expect(landscape.screen.bounds.size == CGSize(width: 852, height: 393))
        let height = landscape.keyboardSystem.dockedHeight()
        #expect(height == 219)
        landscape.keyboardSystem.setKeyboard(.docked(height: height, screenSize: landscape.screen.bounds.size))
        #expect(landscape.keyboardCoverage() == CGRect(0, 174, 852, 219))
    }

    /// iOS 26's landscape safe area is the version's (device-geometry.md §7): an iPhone 15
    /// Pro running iOS 26 reports 20 pt at the top and bottom in landscape, as the iPhone 17
    /// does; on iOS 18 it kept top 0 and bottom 21, and with
    /// ``Assumption/iOS26LandscapeSafeAreaOnEveryIPhone`` off it still does on iOS 26. It was
    /// applied to the iPhone 17 family only.
    @Test func iOS26sLandscapeSafeAreaIsTheVersions() {
        let on26 = World(device: Devices.iPhone15Pro, orientation: .landscape, iOSVersion: 26).showing(FieldsScreen())
        #expect(on26.window.safeAreaInsets == UIEdgeInsets(top: 20, left: 59, bottom: 20, right: 59))
        #expect(on26.consultedAssumptions.contains(.iOS26LandscapeSafeAreaOnEveryIPhone))
        let on18 = World(device: Devices.iPhone15Pro, orientation: .landscape, iOSVersion: 18).showing(FieldsScreen())
        #expect(on18.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(!on18.consultedAssumptions.contains(.iOS26LandscapeSafeAreaOnEveryIPhone))
        let off = Assumptions().with(.iOS26LandscapeSafeAreaOnEveryIPhone, false)
        let kept = World(device: Devices.iPhone15Pro, orientation: .landscape, iOSVersion: 26, assumptions: off).showing(FieldsScreen())
        #expect(kept.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        // Portrait is unchanged.
        let portrait = World(device: Devices.iPhone15Pro, iOSVersion: 26).showing(FieldsScreen())
        #expect(portrait.window.safeAreaInsets == Devices.iPhone15Pro.safeAreaPortrait)
    }

    /// keyboard-platform.md §3.2: in Slide Over the window is not at the screen's origin (and
    /// with ``Assumption/slideOverFloatsAboveBottom`` does not reach the bottom);
    /// overlap = window ∩ convert(keyboard, from: screen).
    @Test func aKeyboardFrameConvertsIntoASlideOverWindow() {
        let edge = World(device: Devices.iPadAir11, windowKind: .slideOver(.right)).showing(FieldsScreen())
        #expect(edge.window.frame == CGRect(500, 0, 320, 1180))
        edge.keyboardSystem.setKeyboard(.docked(height: 337, screenSize: edge.screen.bounds.size))
        #expect(edge.keyboardCoverage() == CGRect(0, 843, 320, 337))
        let world = World(device: Devices.iPadAir11, windowKind: .slideOver(.right),
                          assumptions: Assumptions().with(.slideOverFloatsAboveBottom, true)).showing(FieldsScreen())
        #expect(world.window.frame == CGRect(490, 24, 320, 1136))
        world.keyboardSystem.setKeyboard(.docked(height: 312, screenSize: world.screen.bounds.size))
        let root: UIView = world.rootViewController!.view
        #expect(root.convert(world.keyboard.screenFrame!, from: world.screen.coordinateSpace) == CGRect(-490, 844, 820, 312))
        #expect(world.keyboardCoverage() == CGRect(0, 844, 320, 292))
        // Treating the screen frame as window coordinates (converting "from the window") is off
        // by the window's origin: the mistake the "coordinates mixed" diagnosis names.
        #expect(root.convert(world.keyboard.screenFrame!, from: root.window) == CGRect(0, 868, 820, 312))
    }

    /// keyboard-platform.md §3.2: Stage Manager windows can be anywhere on the screen.
    @Test func aKeyboardFrameConvertsIntoAStageManagerWindow() {
        let world = World(device: Devices.iPadPro129, windowKind: .stageManager(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
            .showing(FieldsScreen())
        #expect(world.window.frame == CGRect(256, 341, 512, 684))
        world.keyboardSystem.setKeyboard(.docked(height: 378, screenSize: world.screen.bounds.size))
        #expect(world.keyboard.screenFrame == CGRect(0, 988, 1024, 378))
        #expect(world.keyboardCoverage() == CGRect(0, 647, 512, 37))
        #expect(world.window.convert(CGRect(0, 988, 1024, 378), from: nil as UIWindow?) == CGRect(-256, 647, 1024, 378))
    }

    /// UIKit: `UIWindow.convert(_:from: nil)` converts from the screen; `UIView.convert(_:from:
    /// nil)` from the window.
    @Test func nilMeansTheScreenForAWindowAndTheWindowForAView() {
        let world = World(device: Devices.iPadAir11, windowKind: .splitView(.half, .right), iOSVersion: 17).showing(FieldsScreen())
        // Portrait half: (820 − 10 pt divider) / 2 = 405, on the right.
        #expect(world.window.frame == CGRect(415, 0, 405, 1180))
        let rect = CGRect(500, 100, 10, 10)
        #expect(world.window.convert(rect, from: nil as UIWindow?) == rect.offsetBy(dx: -world.window.frame.minX, dy: 0))
        let field = (world.rootViewController as! FieldsScreen).fields[0]
        #expect(field.convert(rect, from: nil as UIView?) == rect.offsetBy(dx: -field.frameInWindow.minX, dy: -field.frameInWindow.minY))
        #expect(field.convert(field.convert(rect, from: nil as UIView?), to: nil as UIView?) == rect)
    }

    @Test func conversionFollowsScrollPositionsAndTransforms() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let scroll = UIScrollView(frame: CGRect(0, 100, 375, 400), name: "scroll")
            let child = UIView(frame: CGRect(10, 300, 50, 50), name: "child")
            screen.view.addSubview(scroll)
            scroll.addSubview(child)
            scroll.contentSize = CGSize(width: 375, height: 1000)
            scroll.contentOffset = CGPoint(x: 0, y: 120)
            #expect(child.frameInWindow == CGRect(10, 280, 50, 50))
            child.transform = CGAffineTransform(translationX: 0, y: -30)
            #expect(child.frame == CGRect(10, 300, 50, 50))
            #expect(child.frameInWindow == CGRect(10, 250, 50, 50))
            #expect(scroll.convert(CGRect(0, 300, 10, 10), to: nil as UIView?) == CGRect(0, 280, 10, 10))
        }
    }
}

@Suite("Devices: the catalog from reference/device-geometry.json")
struct DeviceCatalogTests {
    @Test func theCatalogHasFifteeniPhonesFrom375x667To440x956AndElevenIPads() {
        let phones = DeviceCatalog.iPhones, pads = DeviceCatalog.iPads
        #expect(phones.count == 15)
        #expect(pads.count == 11)
        #expect(phones.first!.portraitSize == CGSize(width: 375, height: 667))
        #expect(phones.map(\.portraitSize.height).max() == 956)
        #expect(phones.contains { !$0.hasHomeIndicator } && phones.contains { $0.hasHomeIndicator })
        let sizes = Set(phones.map { "\(Int($0.portraitSize.width))x\(Int($0.portraitSize.height))" })
        #expect(sizes == ["375x667", "414x736", "375x812", "414x896", "390x844", "428x926", "393x852", "430x932", "402x874", "440x956", "420x912"])
        // The first Face ID iPhone in catalog order is the iPhone X geometry.
        #expect(phones.first { $0.hasHomeIndicator }?.id == "iphone_x_xs_11pro")
        for device in DeviceCatalog.all {
            #expect(device.sources.contains { $0.field.contains("safeArea") && !$0.ids.isEmpty }, "\(device.id) cites its safe area")
            #expect(device.sources.contains { $0.field == "keyboard" && !$0.ids.isEmpty }, "\(device.id) cites its keyboard")
        }
    }

    /// The generated catalog must equal the reference data it was generated from.
    @Test func theCatalogMatchesTheReferenceJSON() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/reference/device-geometry.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let entries = (json["iphones"] as! [[String: Any]]) + (json["ipads"] as! [[String: Any]]) + (json["ipadsExtra"] as! [[String: Any]])
        // The iOS 26 phones of `iphonesExtra` carry no keyboard in the reference: checked below.
        let extra = (json["iphonesExtra"] as! [[String: Any]]).filter { DeviceCatalog.device(id: $0["id"] as! String) != nil }
        #expect(entries.count + extra.count == DeviceCatalog.all.count)
        for entry in extra {
            let device = try #require(DeviceCatalog.device(id: entry["id"] as! String))
            let points = entry["points"] as! [String: Any]
            #expect(device.portraitSize == CGSize(width: (points["w"] as! NSNumber).doubleValue, height: (points["h"] as! NSNumber).doubleValue))
            #expect(device.modelIOSVersions == Array(repeating: 26...26, count: device.models.count))
        }
        func number(_ any: Any?) -> CGFloat { CGFloat((any as! NSNumber).doubleValue) }
        for entry in entries {
            let device = try #require(DeviceCatalog.device(id: entry["id"] as! String))
            let points = entry["points"] as! [String: Any]
            #expect(device.portraitSize == CGSize(width: number(points["w"]), height: number(points["h"])))
            let safe = entry["safeArea"] as! [String: Any]
            for (key, insets) in [("portrait", device.safeAreaPortrait), ("landscape", device.safeAreaLandscape)] {
                let s = safe[key] as! [String: Any]
                #expect(insets == UIEdgeInsets(top: number(s["top"]), left: number(s["left"]), bottom: number(s["bottom"]), right: number(s["right"])))
            }
            let keyboard = entry["keyboard"] as! [String: Any]
            for orientation in InterfaceOrientation.allCases {
                let k = keyboard[orientation.rawValue] as! [String: Any]
                if let with = k["withPredictive"] {
                    #expect(device.keyboard.dockedHeight(orientation, predictive: true) == number(with))
                    #expect(device.keyboard.dockedHeight(orientation, predictive: false) == number(k["withoutPredictive"]))
                } else {
                    #expect(device.keyboard.dockedHeight(orientation, predictive: true) == number(k["total"]))
                }
            }
        }
    }

    /// device-geometry.md §3: 260/216 (SE), 336/291 portrait and 219/181 landscape (14 Pro,
    /// 15, 16); §4: iPad Air 11-inch 312/397.
    @Test func dockedKeyboardHeightsPerOrientationWithAndWithoutThePredictiveBar() {
        #expect(Devices.iPhoneSE.keyboard.dockedHeight(.portrait, predictive: true) == 260)
        #expect(Devices.iPhoneSE.keyboard.dockedHeight(.portrait, predictive: false) == 216)
        #expect(Devices.iPhone15Pro.keyboard.dockedHeight(.portrait, predictive: true) == 336)
        #expect(Devices.iPhone15Pro.keyboard.dockedHeight(.portrait, predictive: false) == 291)
        #expect(Devices.iPhone15Pro.keyboard.dockedHeight(.landscape, predictive: true) == 219)
        #expect(Devices.iPhone15Pro.keyboard.dockedHeight(.landscape, predictive: false) == 181)
        #expect(Devices.iPadAir11.keyboard.dockedHeight(.portrait, predictive: false) == 312)
        #expect(Devices.iPadAir11.keyboard.dockedHeight(.landscape, predictive: true) == 397)
    }

    /// device-geometry.md (kk971): third-party keyboards report 347, 364 and 575 pt. The
    /// height is the portrait one; in landscape it shrinks with the system keyboard on a phone
    /// (219/336 on a 15 Pro) and keeps its height on an iPad, whose keyboard grows instead.
    @Test func aThirdPartyKeyboardKeepsItsHeightExceptWhereTheSystemKeyboardShrinks() {
        let phone = World(device: Devices.iPhone15Pro, orientation: .landscape)
        #expect(phone.keyboardSystem.dockedHeight(for: KeyboardConfiguration(kind: .thirdParty(height: 364))) == CGFloat((364.0 * 219 / 336).rounded()))
        let phonePortrait = World(device: Devices.iPhoneSE)
        #expect(phonePortrait.keyboardSystem.dockedHeight(for: KeyboardConfiguration(kind: .thirdParty(height: 347))) == 347)
        let pad = World(device: Devices.iPad97, orientation: .landscape)
        #expect(pad.keyboardSystem.dockedHeight(for: KeyboardConfiguration(kind: .thirdParty(height: 575))) == 575)
    }

    /// device-geometry.md §6: the iPad hardware-keyboard bar is 55 pt on screen while the
    /// frame keeps the full keyboard's height below it (ionic273).
    @Test func theHardwareBarOverlapsBy55WhileTheFrameIsTheFullKeyboard() {
        let world = World(device: Devices.iPadAir11).showing(FieldsScreen())
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.focusAndSettle((world.rootViewController as! FieldsScreen).fields[0])
        #expect(world.keyboard.mode == .hardwareBar)
        #expect(world.keyboard.screenFrame == CGRect(0, 1125, 820, 337))
        #expect(world.keyboardCoverage()?.height == 55)
    }

    /// device-geometry.md §6: the floating keyboard is 320×254; an input accessory (44 pt)
    /// adds to the keyboard's frame.
    @Test func floatingKeyboardSizeAndInputAccessoryHeight() {
        let world = World(device: Devices.iPadAir11).showing(FieldsScreen())
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 100, y: 300)))
        world.focusAndSettle((world.rootViewController as! FieldsScreen).fields[0])
        #expect(world.keyboard.screenFrame == CGRect(100, 300, 320, 254))
        #expect(world.keyboardCoverage() == nil)
        #expect(world.keyboardCoverage(strict: true) == CGRect(100, 300, 320, 254))

        let phone = World(device: Devices.iPhoneX).showing(FieldsScreen())
        let field = (phone.rootViewController as! FieldsScreen).fields[0]
        field.inputAccessoryView = UIView(frame: CGRect(0, 0, 375, 44))
        phone.focusAndSettle(field)
        #expect(phone.keyboard.screenFrame == CGRect(0, 812 - 380, 375, 380))
    }

    /// Rotation swaps the screen's size and the safe areas (device-geometry.md §2).
    @Test func rotationSwapsSizesAndSafeAreas() {
        let world = World(device: Devices.iPhoneX).showing(FieldsScreen())
        #expect(world.window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        world.keyboardSystem.rotate(to: .landscape)
        #expect(world.screen.bounds.size == CGSize(width: 812, height: 375))
        #expect(world.window.frame == CGRect(0, 0, 812, 375))
        #expect(world.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(world.rootViewController!.view.frame == CGRect(0, 0, 812, 375))
    }
}

@Suite("Numbers in reports: fmt")
struct NumberFormatTests {
    /// Integers plainly, others to two decimals without trailing zeros — what `"%.2f"` printed
    /// for the value rounded to hundredths (compared over millions of values when the
    /// formatter stopped using `String(format:)`).
    @Test func numbersPrintAsIntegersOrWithUpToTwoDecimals() {
        #expect(fmt(0) == "0")
        #expect(fmt(-0.0) == "0")
        #expect(fmt(-0.001) == "0")
        #expect(fmt(336) == "336")
        #expect(fmt(-44) == "-44")
        #expect(fmt(12.5) == "12.5")
        #expect(fmt(0.29) == "0.29")
        #expect(fmt(-0.05) == "-0.05")
        #expect(fmt(-2.675) == "-2.68")
        #expect(fmt(1.005) == "1")
        #expect(fmt(123456.785) == "123456.79")
        #expect(fmt(1e13 + 0.25) == "10000000000000.25")
    }

    /// A huge or non-finite number (a broken strategy's frame) is printed, never a trap: a
    /// number past `Int`'s range used to stop the program when it was rounded to an integer.
    @Test func hugeAndNonFiniteNumbersPrintWithoutTrapping() {
        #expect(fmt(1e300) == "1e+300")
        #expect(fmt(-1e20) == "-1e+20")
        #expect(fmt(.infinity) == "inf")
        #expect(fmt(-.infinity) == "-inf")
        #expect(fmt(.nan) == "nan")
    }
}
