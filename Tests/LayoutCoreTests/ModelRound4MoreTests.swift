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
}
