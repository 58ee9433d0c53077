/// What each iPad can do besides its geometry: which iPadOS versions offer it Stage Manager,
/// and whether its keyboard splits.
extension Device {
    /// The first iPadOS version on which some model of this geometry offers Stage Manager, or
    /// `nil` for none (an iPhone).
    ///
    /// Stage Manager came with iPadOS 16 on the M1 iPads only (Apple's statement of June
    /// 2022, macrumors.com/2022/06/10/apple-statement-on-stage-manager-m1-ipads); iPadOS 16.1
    /// added the A12X/A12Z iPad Pros (11-inch 1st/2nd gen, 12.9-inch 3rd/4th gen); under
    /// iPadOS 18 it ran on the 11-inch iPad Pro (every generation), the 12.9-inch from the
    /// 3rd generation, the 13-inch M4 and the iPad Air from the 5th generation; iPadOS 26
    /// extends it to the iPad Air from the 3rd generation, the iPad mini from the 5th and the
    /// iPad from the 8th (apfelpatient.de, "iPadOS 26: Stage Manager now on significantly
    /// more iPads", listing both sets). Scenarios name whole versions, so 16.1's additions
    /// count from 16. A geometry shared by models of both kinds (the 10.9/11-inch iPad Air:
    /// 4th gen A14, 5th gen M1, M2/M3) offers it from the earliest version any of them does.
    /// A device outside the catalog (a custom one) is taken at its word: from iPadOS 16.
    public var stageManagerFrom: Int? {
        guard idiom == .pad else { return nil }
        switch id {
        case "ipad_pro_11", "ipad_pro_11_m4", "ipad_pro_12_9", "ipad_pro_13_m4", "ipad_air_11", "ipad_air_13": return 16
        // iPad mini 6 / A17 Pro, iPad 10th gen / A16, iPad 7th-9th gen (8th and 9th), iPad
        // Air 3rd gen, iPad mini 5th gen: iPadOS 26.
        case "ipad_mini_6", "ipad_10th_gen", "ipad_10_2", "ipad_pro_10_5_air_3", "ipad_9_7_mini_5": return 26
        default: return DeviceCatalog.device(id: id) == nil ? 16 : nil
        }
    }

    /// Whether iPadOS `version` offers Stage Manager on this device (``stageManagerFrom``).
    public func offersStageManager(onIOS version: Int) -> Bool {
        stageManagerFrom.map { version >= $0 } ?? false
    }

    /// Whether the on-screen keyboard can be split, under `assumptions`: on every Home-button
    /// iPad; never on the 11-inch and 12.9-inch (3rd gen and later) or 13-inch iPad Pros with
    /// Face ID (Apple's support document, as reported at
    /// https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard — "the split keyboard
    /// is not available on 11-inch or bigger iPad Pros" — and
    /// https://www.macsparky.com/blog/2018/12/what-happened-to-the-ipad-split-keyboard/); on the
    /// other iPads with a home indicator (iPad Air 4th gen and later, iPad mini 6, iPad 10th gen)
    /// ``Assumption/splitKeyboardOnlyOnHomeButtonIPads`` decides (no source names them). The
    /// generator reads it when it draws a keyboard placement, so a switched run generates
    /// split keyboards on those iPads.
    public func hasSplitKeyboard(_ assumptions: Assumptions) -> Bool {
        guard idiom == .pad else { return false }
        guard hasHomeIndicator else { return true }
        if Self.faceIDProIDs.contains(id) { return false }
        return !assumptions[.splitKeyboardOnlyOnHomeButtonIPads]
    }

    /// The catalog's iPad Pros with Face ID, whose keyboard is reported not to split.
    static let faceIDProIDs = ["ipad_pro_11", "ipad_pro_11_m4", "ipad_pro_12_9", "ipad_pro_13_m4"]
}

extension Device {
    /// Whether this is an iPhone with a home indicator whose catalog landscape safe area
    /// predates iOS 26 (top 0, bottom 21), running iOS 26: where
    /// ``Assumption/iOS26LandscapeSafeAreaOnEveryIPhone`` decides its landscape insets.
    public func takesIOS26LandscapeSafeArea(onIOS version: Int) -> Bool {
        idiom == .phone && hasHomeIndicator && version >= 26 && safeAreaLandscape.top == 0
    }

    /// The device with iOS 26's landscape safe area: the status bar's 20 pt at the top and
    /// 20 pt at the bottom, the side insets unchanged (device-geometry.md §7: "iPhone
    /// landscape now reports top 20 / bottom 20 safe area", snap_fork's iOS 26 readings).
    public var withIOS26LandscapeSafeArea: Device {
        var device = self
        device.safeAreaLandscape.top = 20
        device.safeAreaLandscape.bottom = 20
        return device
    }
}
