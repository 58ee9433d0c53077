/// The built-in devices, from `reference/device-geometry.json` (15 iPhone geometries from
/// 375×667 to 440×956, the last three iOS 26 only, then 11 iPads), each number with its
/// source ids and each model with the iOS versions it runs.
public enum DeviceCatalog {
    /// Every device: iPhones, smallest common first, then iPads.
    public static let all: [Device] = assembled()

    /// The devices that run iOS `version`.
    public static func all(runningIOS version: Int) -> [Device] {
        all.filter { $0.runs(iOS: version) }
    }

    /// The iPhones.
    public static var iPhones: [Device] { all.filter { $0.idiom == .phone } }

    /// The iPads.
    public static var iPads: [Device] { all.filter { $0.idiom == .pad } }

    /// The device with `id`, if any.
    public static func device(id: String) -> Device? {
        all.first { $0.id == id }
    }

    /// A common iPhone for examples: iPhone 15 Pro geometry (393×852).
    public static var iPhone15Pro: Device { device(id: "iphone_14pro_15_15pro_16")! }
}
