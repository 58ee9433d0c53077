import Foundation

/// Which iOS versions each catalog model runs (within the modelled 13…26), the iOS 26-only
/// iPhones the generated catalog leaves out, and the iOS 13 iPad keyboards.
///
/// Version ranges: a model runs from the version it shipped with (or 13) to its last major
/// update, as Apple's per-release compatibility lists give them. iOS/iPadOS 26 dropped only
/// the iPhone XS, XS Max and XR and the 7th-generation iPad (heroku.briefly.co "iOS and
/// iPadOS 26 will run on most things that support iOS and iPadOS 18"; simplymac.com "iPhones
/// that support iOS 26"; techtimes.com 2025-12-15). Earlier limits (iPhone 6s/7 and
/// SE-1 through iOS 15, iPhone 8/X through 16, XS/XR through 18, iPad 5th gen through 16,
/// 6th gen and iPad Pro 10.5 through 17, iPad Pro 12.9 1st/2nd gen through 16/17) are those
/// lists as commonly reproduced; the reference does not carry them.
extension DeviceCatalog {
    /// Per-model iOS versions, aligned with each device's `models`.
    static let modelVersions: [String: [ClosedRange<Int>]] = [
        "iphone_se_2_3_and_8": [13...26, 15...26, 13...16, 13...15],
        "iphone_8_plus": [13...16, 13...15],
        "iphone_x_xs_11pro": [13...16, 13...18, 13...26],
        "iphone_xr_11": [13...18, 13...26],
        "iphone_xsmax_11promax": [13...18, 13...26],
        "iphone_12mini_13mini": [14...26, 15...26],
        "iphone_12_13_14": [14...26, 14...26, 15...26, 15...26, 16...26, 18...26],
        "iphone_12promax_13promax_14plus": [14...26, 15...26, 16...26],
        "iphone_14pro_15_15pro_16": [16...26, 17...26, 17...26, 18...26],
        "iphone_14promax_15plus_15promax_16plus": [16...26, 17...26, 17...26, 18...26],
        "iphone_16pro": [18...26],
        "iphone_16promax": [18...26],
        "iphone_17_17pro": [26...26, 26...26],
        "iphone_17promax": [26...26],
        "iphone_air": [26...26],
        "ipad_mini_6": [15...26, 18...26],
        "ipad_10th_gen": [16...26, 18...26],
        "ipad_air_11": [17...26, 14...26],
        "ipad_air_13": [17...26],
        "ipad_pro_11": [13...26],
        "ipad_pro_11_m4": [17...26],
        "ipad_pro_12_9": [13...26, 13...17],
        "ipad_pro_13_m4": [17...26],
        "ipad_10_2": [13...26],
        "ipad_pro_10_5_air_3": [13...17, 13...26],
        "ipad_9_7_mini_5": [13...17, 13...26, 13...15],
    ]

    /// iOS 13 key areas where Keyman's iOS 10–13 readings differ from its iOS 18 ones
    /// (device-geometry.md §4 and §7: 258/343 on the 9.7- and 10.5-inch iPads, matching the
    /// logged 313/398 of openradar 38117524; 265/353 on the 11-inch and 328/423 on the
    /// 12.9-inch iPad Pro). Which release between 14 and 18 changed them is not known: the
    /// model applies them to iOS 13 only.
    static let iOS13KeyAreas: [String: (portrait: CGFloat, landscape: CGFloat)] = [
        "ipad_9_7_mini_5": (258, 343),
        "ipad_pro_10_5_air_3": (258, 343),
        "ipad_pro_11": (265, 353),
        "ipad_pro_12_9": (328, 423),
    ]

    /// The iPhones that run only iOS 26 (device-geometry.json `iphonesExtra`): sizes and safe
    /// areas from snap_fork; keyboards from the iOS 18 components of phones of the same width
    /// (no iOS 26 per-device numbers exist: ``ModelNumber/iOS26KeyboardHeights``), with the
    /// landscape strip equal to the landscape home-indicator inset as in the derivation rule.
    static let iOS26Phones: [Device] = [
        iOS26Phone(id: "iphone_17_17pro", models: ["iPhone 17", "iPhone 17 Pro"], size: CGSize(width: 402, height: 874),
                   portrait: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), landscape: UIEdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
                   keyArea: 216, like: "16 Pro (402×874)", snapName: "iPhone17"),
        iOS26Phone(id: "iphone_17promax", models: ["iPhone 17 Pro Max"], size: CGSize(width: 440, height: 956),
                   portrait: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), landscape: UIEdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
                   keyArea: 226, like: "16 Pro Max (440×956)", snapName: "iPhone17ProMax"),
        iOS26Phone(id: "iphone_air", models: ["iPhone Air"], size: CGSize(width: 420, height: 912),
                   portrait: UIEdgeInsets(top: 68, left: 0, bottom: 34, right: 0), landscape: UIEdgeInsets(top: 20, left: 68, bottom: 29, right: 68),
                   keyArea: 226, like: "the 414–440 pt-wide phones (keyman_ios18: 226 key area)", snapName: "iPhoneAir"),
    ]

    private static func iOS26Phone(id: String, models: [String], size: CGSize, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
                                   keyArea: CGFloat, like: String, snapName: String) -> Device {
        Device(
            id: id, models: models, idiom: .phone, portraitSize: size, scale: 3,
            safeAreaPortrait: portrait, safeAreaLandscape: landscape,
            keyboard: KeyboardMetrics(
                portrait: .init(keyArea: keyArea, bar: 45, bottomExtra: 75),
                landscape: .init(keyArea: 160, bar: 38, bottomExtra: landscape.bottom),
                barAlwaysShown: false),
            splitView: nil, slideOverWidth: nil,
            sources: [
                .init(field: "portraitSize, scale, safeArea", ids: ["snap_fork (\(snapName))"]),
                .init(field: "keyboard", ids: ["iOS 18 components of the iPhone \(like) (keyman_ios18); bottomExtra 75 portrait, landscape = the landscape bottom safe area; no iOS 26 reading exists (kk1006)"]),
            ],
            disagreements: ["keyboard: iOS 26 reduced the English keyboard's height in a later update (kk1006); by how much per device is unknown"])
    }

    /// The catalog with versions attached and the iOS 26 phones after the other iPhones.
    static func assembled() -> [Device] {
        var phones = generated.filter { $0.idiom == .phone } + iOS26Phones
        var pads = generated.filter { $0.idiom == .pad }
        func attach(_ device: inout Device) {
            device.modelIOSVersions = modelVersions[device.id]
            if let areas = iOS13KeyAreas[device.id] {
                device.keyboard.iOS13KeyAreas = KeyboardMetrics.KeyAreas(portrait: areas.portrait, landscape: areas.landscape)
            }
        }
        for i in phones.indices { attach(&phones[i]) }
        for i in pads.indices { attach(&pads[i]) }
        return phones + pads
    }
}
