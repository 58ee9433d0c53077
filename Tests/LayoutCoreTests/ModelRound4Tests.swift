import LayoutCore
import Testing

/// Issue 52, "The model, round 4": sheets in compact height, the size classes of every
/// device, and the sheet rules that drive verdicts.
@Suite("Model round 4: sheets in landscape, size classes")
@MainActor
struct ModelRound4Tests {
    /// A screen presenting `sheet` in `style`, with one custom detent of `detent` points.
    func presentSheet(on device: Device, orientation: InterfaceOrientation, style: UIModalPresentationStyle,
                      detent: CGFloat? = 200, edgeAttached: Bool = false, iOSVersion: Int = 17) -> (World, FieldsScreen) {
        let world = World(device: device, orientation: orientation, iOSVersion: iOSVersion)
        let base = UIViewController()
        world.present(base)
        let sheet = FieldsScreen()
        world.run {
            sheet.modalPresentationStyle = style
            if style != .popover, let controller = sheet.sheetPresentationController {
                if let detent { controller.detents = [.custom { _ in detent }] }
                controller.prefersEdgeAttachedInCompactHeight = edgeAttached
            }
            base.present(sheet, animated: true)
        }
        world.settle()
        return (world, sheet)
    }

    // MARK: Item 1: a sheet in compact height

    /// "The default value is false, which means the sheet defaults to a full screen
    /// appearance at compact height" (prefersEdgeAttachedInCompactHeight): a page sheet, a
    /// form sheet and a popover on an iPhone in landscape fill the window.
    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .popover, .automatic])
    func aSheetInCompactHeightIsFullScreen(style: UIModalPresentationStyle) {
        let (world, sheet) = presentSheet(on: Devices.iPhone15Pro, orientation: .landscape, style: style)
        #expect(world.run { sheet.view.frameInWindow } == CGRect(0, 0, 852, 393))
    }

    /// The bigger iPhones are regular in width in landscape, but still compact in height:
    /// full screen too, not the iPad's sheet.
    @Test func aSheetOnAMaxIPhoneInLandscapeIsFullScreen() {
        let max = DeviceCatalog.device(id: "iphone_14promax_15plus_15promax_16plus")!
        let (world, sheet) = presentSheet(on: max, orientation: .landscape, style: .formSheet)
        #expect(world.run { sheet.view.frameInWindow } == CGRect(0, 0, 932, 430))
    }

    /// With prefersEdgeAttachedInCompactHeight the sheet "only attach[es] to the screen on
    /// its bottom edge": a card resting at its detent, as wide as the safe area
    /// (widthFollowsPreferredContentSizeWhenEdgeAttached: "the sheet's width equals the width
    /// of its container's safe area"). 200 + 21 below the safe area, from 59 to 852 − 59.
    @Test func anEdgeAttachedSheetInCompactHeightIsABottomCard() {
        let (world, sheet) = presentSheet(on: Devices.iPhone15Pro, orientation: .landscape, style: .pageSheet, edgeAttached: true)
        #expect(world.run { sheet.view.frameInWindow } == CGRect(59, 172, 734, 221))
    }

    /// In portrait (compact width, regular height) the sheet is still the card, edge to edge.
    @Test func aSheetInPortraitIsStillACard() {
        let (world, sheet) = presentSheet(on: Devices.iPhone15Pro, orientation: .portrait, style: .pageSheet)
        #expect(world.run { sheet.view.frameInWindow } == CGRect(0, 852 - 234, 393, 234))
    }

    /// Rotating a presented card to landscape makes it full screen; back, a card again.
    @Test func rotatingACardSheetToLandscapeMakesItFullScreen() {
        let (world, sheet) = presentSheet(on: Devices.iPhone15Pro, orientation: .portrait, style: .formSheet)
        world.run { world.keyboardSystem.rotate(to: .landscape) }
        world.settle()
        #expect(world.run { sheet.view.frameInWindow } == CGRect(0, 0, 852, 393))
        world.run { world.keyboardSystem.rotate(to: .portrait) }
        world.settle()
        #expect(world.run { sheet.view.frameInWindow } == CGRect(0, 852 - 234, 393, 234))
    }

    // MARK: Item 2: the size classes of every catalog device

    /// The HIG's size-class table (https://developer.apple.com/design/human-interface-guidelines/layout,
    /// "Device size classes"): every iPhone is compact in width and regular in height in
    /// portrait; in landscape it is compact in height, and regular in width from 414 pt wide
    /// (Plus, Max, XR, 11, Air), compact below. A full-screen iPad is regular both ways.
    static let landscapeWidthClass: [String: UIUserInterfaceSizeClass] = [
        "iphone_se_2_3_and_8": .compact, "iphone_8_plus": .regular, "iphone_x_xs_11pro": .compact,
        "iphone_xr_11": .regular, "iphone_xsmax_11promax": .regular, "iphone_12mini_13mini": .compact,
        "iphone_12_13_14": .compact, "iphone_12promax_13promax_14plus": .regular, "iphone_14pro_15_15pro_16": .compact,
        "iphone_14promax_15plus_15promax_16plus": .regular, "iphone_16pro": .compact, "iphone_16promax": .regular,
        "iphone_17_17pro": .compact, "iphone_17promax": .regular, "iphone_air": .regular,
    ]

    @Test func everyCatalogDeviceIsPinned() {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }.map(\.id)
        #expect(Set(phones) == Set(Self.landscapeWidthClass.keys))
    }

    @Test(arguments: DeviceCatalog.all.map(\.id))
    func theSizeClassesOf(deviceID: String) {
        let device = DeviceCatalog.device(id: deviceID)!
        let version = (13...26).last { device.runs(iOS: $0) } ?? 17
        for orientation in [InterfaceOrientation.portrait, .landscape] {
            let world = World(device: device, orientation: orientation, iOSVersion: version)
            let screen = UIViewController()
            world.present(screen)
            let traits = world.run { screen.traitCollection }
            switch (device.idiom, orientation) {
            case (.pad, _):
                #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular, "\(deviceID) \(orientation)")
            case (.phone, .portrait):
                #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular, "\(deviceID) portrait")
            case (.phone, .landscape):
                #expect(traits.horizontalSizeClass == Self.landscapeWidthClass[deviceID], "\(deviceID) landscape")
                #expect(traits.verticalSizeClass == .compact, "\(deviceID) landscape")
            }
        }
    }

    /// A regular-width window has 20 pt root margins (layoutMargins: "16 or 20 points"
    /// depending on the size class): a Max iPhone in landscape too.
    @Test func aMaxIPhoneInLandscapeHasRegularMargins() {
        let max = DeviceCatalog.device(id: "iphone_xsmax_11promax")!
        let world = World(device: max, orientation: .landscape)
        let screen = UIViewController()
        world.present(screen)
        #expect(world.run { screen.view.layoutMargins.left } == 20)
        let small = World(device: Devices.iPhoneX, orientation: .landscape)
        let other = UIViewController()
        small.present(other)
        #expect(small.run { other.view.layoutMargins.left } == 16)
    }

    // MARK: Item 4: the iPhone form-sheet card and the keyboard on resign

    /// disablesAutomaticKeyboardDismissal's default is YES for the form-sheet style; on an
    /// iPhone, where the form sheet is a card, whether the keyboard stays is
    /// ``Assumption/adaptedFormSheetKeepsKeyboard``.
    @Test(arguments: [true, false])
    func anIPhoneFormSheetCardAndTheKeyboardOnResign(keeps: Bool) {
        let world = World(device: Devices.iPhone15Pro, assumptions: Assumptions().with(.adaptedFormSheetKeepsKeyboard, keeps))
        let base = UIViewController()
        world.present(base)
        let sheet = FieldsScreen()
        world.run {
            sheet.modalPresentationStyle = .formSheet
            base.present(sheet, animated: true)
        }
        world.settle()
        #expect(world.run { sheet.disablesAutomaticKeyboardDismissal })
        world.focusAndSettle(sheet.fields[0])
        world.run { _ = sheet.fields[0].resignFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen == keeps)
        #expect(world.consultedAssumptions.contains(.adaptedFormSheetKeepsKeyboard))
    }

    /// The iPad's own form sheet keeps the keyboard whatever the assumption says.
    @Test func anIPadFormSheetKeepsTheKeyboardEitherWay() {
        let world = World(device: Devices.iPadAir11, assumptions: Assumptions().with(.adaptedFormSheetKeepsKeyboard, false))
        let base = UIViewController()
        world.present(base)
        let sheet = FieldsScreen()
        world.run {
            sheet.modalPresentationStyle = .formSheet
            base.present(sheet, animated: true)
        }
        world.settle()
        world.focusAndSettle(sheet.fields[0])
        world.run { _ = sheet.fields[0].resignFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen)
    }
}
