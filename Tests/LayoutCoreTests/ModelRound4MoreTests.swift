import LayoutCore
import Testing

/// Issue 52, "The model, round 4", items 6 and 7: the medium detent's two readings, and
/// UIKit's own scroll of a first responder in a scroll view whose insets leave no room.
@Suite("Model round 4: the medium detent, scrolling into no room")
@MainActor
struct ModelRound4MoreTests {
    /// An iPhone 15 Pro (393 × 852, 59 pt above, 34 pt below) presents a page sheet at the
    /// medium detent; the large one is 783 pt tall (10 pt below the status bar), 749 pt
    /// within its safe area.
    func mediumSheetFrame(halfTheScreen: Bool) -> CGRect {
        let assumptions = Assumptions().with(.mediumDetentIsHalfTheScreen, halfTheScreen)
        let world = World(device: Devices.iPhone15Pro, iOSVersion: 17, assumptions: assumptions)
        let base = UIViewController()
        world.present(base)
        let sheet = UIViewController()
        world.run {
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            base.present(sheet, animated: true)
        }
        world.settle()
        #expect(world.consultedAssumptions.contains(.mediumDetentIsHalfTheScreen))
        return world.run { sheet.view.frameInWindow }
    }

    /// UIKit's medium() page: "approximately half the height of the screen" — 426 pt within
    /// the safe area, a 460 pt sheet (the default).
    @Test func theMediumDetentIsHalfTheScreenByDefault() {
        #expect(mediumSheetFrame(halfTheScreen: true) == CGRect(0, 392, 393, 460))
    }

    /// The HIG: "about half the fully expanded height" — half of 749 is 374.5 pt, a
    /// 408.5 pt sheet, 51.5 pt lower.
    @Test func theMediumDetentIsHalfTheLargeOneWithTheAssumptionOff() {
        #expect(mediumSheetFrame(halfTheScreen: false) == CGRect(0, 443.5, 393, 408.5))
    }

    /// A sheet with no medium detent never consults the assumption (it names no verdict).
    @Test func aSheetWithoutAMediumDetentDoesNotConsultIt() {
        let world = World(device: Devices.iPhone15Pro, iOSVersion: 17)
        let base = UIViewController()
        world.present(base)
        world.run { base.present(UIViewController(), animated: true) }
        world.settle()
        #expect(!world.consultedAssumptions.contains(.mediumDetentIsHalfTheScreen))
    }

    /// A 300 pt scroll view showing 0…300 of 1,000 pt of content is asked to show y 200…600,
    /// taller than it: with tall-rect-scrolls-to-its-end on (rdar 20798351: UIKit scrolls
    /// "to the very end" of such a rectangle) its bottom is at the visible bottom (offset
    /// 300); off, the default, its top is at the top (offset 200).
    @Test(arguments: [true, false])
    func aRectangleTallerThanTheVisibleAreaShowsItsEnd(end: Bool) {
        let world = World(device: Devices.iPhone15Pro, iOSVersion: 17, assumptions: Assumptions().with(.tallRectScrollsToItsEnd, end))
        let screen = UIViewController()
        world.present(screen)
        let scroll = UIScrollView(name: "scroll")
        world.run {
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.frame = CGRect(0, 100, 393, 300)
            scroll.contentSize = CGSize(width: 393, height: 1000)
            screen.view.addSubview(scroll)
            scroll.scrollRectToVisible(CGRect(0, 200, 100, 400), animated: false)
        }
        #expect(scroll.contentOffset.y == (end ? 300 : 200))
        #expect(!Assumption.tallRectScrollsToItsEnd.defaultValue)
        #expect(world.consultedAssumptions.contains(.tallRectScrollsToItsEnd))
        // A rectangle that fits is scrolled minimally and does not consult it.
        let other = World(device: Devices.iPhone15Pro, iOSVersion: 17)
        let second = UIViewController()
        other.present(second)
        let small = UIScrollView(name: "small")
        other.run {
            small.contentInsetAdjustmentBehavior = .never
            small.frame = CGRect(0, 100, 393, 300)
            small.contentSize = CGSize(width: 393, height: 1000)
            second.view.addSubview(small)
            small.scrollRectToVisible(CGRect(0, 400, 100, 50), animated: false)
        }
        #expect(small.contentOffset.y == 150)
        #expect(!other.consultedAssumptions.contains(.tallRectScrollsToItsEnd))
    }

    /// Issue 52 item 6: which iPads' keyboard splits. The Home-button iPads' always does and
    /// the Face ID iPad Pros' never (Apple's support document, as reported); the other iPads
    /// with a home indicator follow ``Assumption/splitKeyboardOnlyOnHomeButtonIPads``, on by
    /// default (no source names them).
    @Test func theSplitKeyboardOnHomeIndicatorIPadsIsAnAssumption() throws {
        let on = Assumptions(), off = Assumptions().with(.splitKeyboardOnlyOnHomeButtonIPads, false)
        #expect(Assumption.splitKeyboardOnlyOnHomeButtonIPads.defaultValue)
        #expect(Assumption.splitKeyboardOnlyOnHomeButtonIPads.confidence == .inferred)
        for id in ["ipad_10_2", "ipad_pro_10_5_air_3", "ipad_9_7_mini_5"] {
            let device = try #require(DeviceCatalog.device(id: id))
            #expect(device.hasSplitKeyboard(on) && device.hasSplitKeyboard(off), "\(id)")
        }
        for id in ["ipad_pro_11", "ipad_pro_11_m4", "ipad_pro_12_9", "ipad_pro_13_m4", "iphone_17_17pro"] {
            let device = try #require(DeviceCatalog.device(id: id))
            #expect(!device.hasSplitKeyboard(on) && !device.hasSplitKeyboard(off), "\(id)")
        }
        for id in ["ipad_air_11", "ipad_air_13", "ipad_mini_6", "ipad_10th_gen"] {
            let device = try #require(DeviceCatalog.device(id: id))
            #expect(!device.hasSplitKeyboard(on), "\(id)")
            #expect(device.hasSplitKeyboard(off), "\(id)")
        }
    }

    /// Issue 52 item 6: the storyboard-under-a-navigation-bar rule says which iOS versions its
    /// evidence covers (the first-subview half measured on iOS 9 to 11 only).
    @Test func theFirstSubviewRuleSaysWhichIOSVersionsItsEvidenceCovers() {
        let rule = Assumption.barControllerAdjustsFirstSubviewScrollView
        #expect(rule.confidence == .inferred)
        #expect(rule.defaultValue)
        #expect(rule.statement.contains("measured on iOS 9 to 11 only"))
        #expect(rule.source.contains("No measurement on iOS 13 to 26"))
    }
}
