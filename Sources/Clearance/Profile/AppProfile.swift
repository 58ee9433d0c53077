import Foundation

/// The world your app lives in, stated once for a test suite: which devices, orientations and
/// iOS versions it runs on, how the screen under test is presented, whether it takes part in
/// iPad multitasking, and which keyboards its users can have.
///
/// Scenarios are generated only inside the profile; shrinking and replay never leave it, and
/// every report states it. An iPhone-only, portrait, full-screen app never hears about iPads,
/// sheets, landscape or floating keyboards:
///
/// ```swift
/// extension AppProfile {
///     static let myApp = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26,
///                                   presentation: .init(navigationBar: .standard))
/// }
/// ```
///
/// Or read the parts an `Info.plist` states (``init(infoPlist:iOS:presentation:keyboards:)``).
public struct AppProfile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A device family (`UIDeviceFamily`: 1 iPhone, 2 iPad).
    public enum DeviceFamily: String, Hashable, Sendable, Codable, CaseIterable {
        case iPhone, iPad
    }

    /// How the screen under test is presented: its window and the bars around it.
    public struct Presentation: Hashable, Sendable, Codable, CustomStringConvertible {
        /// How the screen is shown. On an iPhone every sheet and a popover is a card
        /// presented over the app (iOS 13+; ``WindowKind/presented(_:detents:)``); on an iPad a
        /// form or page sheet keeps its iPad shape.
        public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
            /// The screen fills its window (`.fullScreen`, or a navigation/tab bar controller's
            /// content).
            case fullScreen
            /// A form sheet (`modalPresentationStyle = .formSheet`): the 540×620 iPad sheet,
            /// a card on an iPhone.
            case formSheet
            /// A page sheet (`.pageSheet`, and iOS 13+'s default `.automatic`): the iPad page
            /// sheet, a card on an iPhone.
            case pageSheet
            /// A sheet with detents (`sheetPresentationController.detents`, iOS 15+): a card
            /// resting at the smallest of ``Presentation/detents`` on an iPhone (before iOS 15, a
            /// card without detents); the iPad page sheet in a regular-width window.
            case sheet
            /// A popover (`.popover`): on an iPhone, a card ("in iOS 13 and later, for
            /// horizontally or vertically compact environments, this option behaves the same
            /// as UIModalPresentationStyle.formSheet",
            /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover).
            /// An iPad's popover is a panel anchored to a view, which the model does not have:
            /// no iPad scenario is generated for it.
            case popover
        }

        /// Each style the screen is shown in (every one is generated).
        public var styles: [Style]
        /// The navigation bar above it (`.none` when it is not in a navigation controller).
        public var navigationBar: Chrome.NavigationBar
        /// Whether a tab bar is below it.
        public var tabBar: Bool
        /// Whether a navigation controller's toolbar is shown below it.
        public var toolbar: Bool
        /// The detents of a ``Style/sheet``, smallest first (the sheet rests at the smallest;
        /// a custom height from iOS 16, offered only there).
        public var detents: [WindowKind.SheetDetent]

        /// A presentation: full screen with no bars unless told; a ``Style/sheet`` rests at
        /// the medium detent and can expand to the large one unless told.
        public init(_ styles: [Style] = [.fullScreen], navigationBar: Chrome.NavigationBar = .none, tabBar: Bool = false, toolbar: Bool = false,
                    detents: [WindowKind.SheetDetent] = [.medium, .large]) {
            self.styles = styles.isEmpty ? [.fullScreen] : styles
            self.navigationBar = navigationBar
            self.tabBar = tabBar
            self.toolbar = toolbar
            self.detents = detents.isEmpty ? [.large] : detents
        }

        /// The window a screen shown in `style` has on a device of `family` running iOS
        /// `version`, or `nil` when the model has no such presentation there (an iPad popover).
        public func window(for style: Style, on family: DeviceFamily, iOS version: Int) -> WindowKind? {
            switch (style, family) {
            case (.fullScreen, _): return .fullScreen
            case (.formSheet, .iPad): return .formSheet
            case (.pageSheet, .iPad): return .pageSheet
            case (.formSheet, .iPhone): return .presented(.formSheet, detents: [.large])
            case (.pageSheet, .iPhone): return .presented(.pageSheet, detents: [.large])
            case (.sheet, _):
                // Detents arrived in iOS 15 (a custom height in iOS 16): a sheet before that
                // is a sheet without them.
                let offered = version < 15 ? [] : detents.filter { $0.introducedIn <= version }
                return .presented(.pageSheet, detents: offered.isEmpty ? [.large] : offered)
            case (.popover, .iPhone): return .presented(.popover, detents: [])
            case (.popover, .iPad): return nil
            }
        }

        /// The bars every scenario of this presentation has.
        public var chrome: Chrome { Chrome(navigationBar: navigationBar, toolbar: toolbar, tabBar: tabBar) }

        public var description: String {
            var parts = [styles.map { $0 == .sheet ? "sheet (detents: \(detents.map(\.description).joined(separator: ", ")))" : $0.rawValue }.joined(separator: " or ")]
            if navigationBar != .none { parts.append("\(navigationBar.rawValue) navigation bar") }
            if tabBar { parts.append("tab bar") }
            if toolbar { parts.append("toolbar") }
            return parts.joined(separator: ", ")
        }
    }

    /// The keyboards your users can have besides the docked system keyboard.
    public struct Keyboards: Hashable, Sendable, Codable, CustomStringConvertible {
        /// A hardware keyboard (iPad: only its bar shows on screen).
        public var hardware: Bool
        /// The iPad's floating, undocked and split keyboards.
        public var undocked: Bool
        /// Third-party keyboards (other heights), unless the app refuses them
        /// (`application(_:shouldAllowExtensionPointIdentifier:)`).
        public var thirdParty: Bool
        /// The emoji keyboard.
        public var emoji: Bool

        /// Every keyboard iOS offers.
        public static let all = Keyboards()
        /// The docked system keyboard only (letters and emoji).
        public static let dockedOnly = Keyboards(hardware: false, undocked: false, thirdParty: false)

        public init(hardware: Bool = true, undocked: Bool = true, thirdParty: Bool = true, emoji: Bool = true) {
            self.hardware = hardware
            self.undocked = undocked
            self.thirdParty = thirdParty
            self.emoji = emoji
        }

        public var description: String {
            let names = [(hardware, "hardware"), (undocked, "floating/undocked/split"), (thirdParty, "third-party"), (emoji, "emoji")]
            return (["docked"] + names.filter(\.0).map(\.1)).joined(separator: ", ")
        }
    }

    /// The device families the app runs on.
    public var devices: [DeviceFamily]
    /// The orientations the screen supports on an iPhone (`UISupportedInterfaceOrientations`).
    public var orientations: [InterfaceOrientation]
    /// The orientations on an iPad (`UISupportedInterfaceOrientations~ipad`).
    public var iPadOrientations: [InterfaceOrientation]
    /// The iOS versions the app supports (its deployment target up to the newest).
    public var iOS: ClosedRange<Int>
    /// How the screen under test is shown.
    public var presentation: Presentation
    /// Whether the app takes part in iPad multitasking (Split View, Slide Over, Stage
    /// Manager); `false` when its `Info.plist` sets `UIRequiresFullScreen`.
    public var multitasking: Bool
    /// The keyboards to consider.
    public var keyboards: Keyboards

    /// A profile. The defaults are the whole space: both families, both orientations, every
    /// modelled iOS version, full screen without bars, multitasking, every keyboard.
    public init(devices: [DeviceFamily] = DeviceFamily.allCases, orientations: [InterfaceOrientation] = [.portrait, .landscape],
                iPadOrientations: [InterfaceOrientation]? = nil, iOS: ClosedRange<Int> = 13...26,
                presentation: Presentation = Presentation(), multitasking: Bool = true, keyboards: Keyboards = .all) {
        self.devices = devices
        self.orientations = orientations
        self.iPadOrientations = iPadOrientations ?? orientations
        self.iOS = iOS
        self.presentation = presentation
        self.multitasking = multitasking
        self.keyboards = keyboards
    }

    /// The profile an `Info.plist` states: `UIDeviceFamily` (or `devices` when the plist
    /// leaves it to the build setting), `UISupportedInterfaceOrientations` and its `~ipad`
    /// variant, `UIRequiresFullScreen`; the rest from the arguments.
    ///
    /// - Throws: ``AppProfileError`` naming the key that is missing or malformed.
    public init(infoPlist data: Data, devices: [DeviceFamily] = DeviceFamily.allCases, iOS: ClosedRange<Int> = 13...26,
                presentation: Presentation = Presentation(), keyboards: Keyboards = .all) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw AppProfileError(key: nil, problem: "not a property list (\(error.localizedDescription))")
        }
        guard let info = plist as? [String: Any] else { throw AppProfileError(key: nil, problem: "the top level is not a dictionary") }
        var families = devices
        if let raw = info["UIDeviceFamily"] {
            guard let numbers = raw as? [Any] else { throw AppProfileError(key: "UIDeviceFamily", problem: "not an array of 1 (iPhone) and 2 (iPad)") }
            families = try numbers.map { value -> DeviceFamily in
                switch (value as? Int) ?? Int("\(value)") {
                case 1: return .iPhone
                case 2: return .iPad
                default: throw AppProfileError(key: "UIDeviceFamily", problem: "\(value) is neither 1 (iPhone) nor 2 (iPad)")
                }
            }
            families = DeviceFamily.allCases.filter(families.contains)
        }
        func orientations(_ key: String) throws -> [InterfaceOrientation]? {
            guard let raw = info[key] else { return nil }
            guard let names = raw as? [String] else { throw AppProfileError(key: key, problem: "not an array of UIInterfaceOrientation names") }
            var result: [InterfaceOrientation] = []
            for name in names {
                switch name {
                case "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown": result.append(.portrait)
                case "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight": result.append(.landscape)
                default: throw AppProfileError(key: key, problem: "'\(name)' is not a UIInterfaceOrientation name")
                }
            }
            let ordered = [InterfaceOrientation.portrait, .landscape].filter(result.contains)
            guard !ordered.isEmpty else { throw AppProfileError(key: key, problem: "lists no orientation") }
            return ordered
        }
        let phone = try orientations("UISupportedInterfaceOrientations") ?? [.portrait, .landscape]
        let pad = try orientations("UISupportedInterfaceOrientations~ipad") ?? phone
        var requiresFullScreen = false
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"] {
            guard let raw = info[key] else { continue }
            guard let flag = raw as? Bool else { throw AppProfileError(key: key, problem: "not a Boolean") }
            requiresFullScreen = requiresFullScreen || flag
        }
        self.init(devices: families, orientations: phone, iPadOrientations: pad, iOS: iOS, presentation: presentation,
                  multitasking: !requiresFullScreen, keyboards: keyboards)
    }

    /// Reads an `Info.plist` file (``init(infoPlist:devices:iOS:presentation:keyboards:)``).
    public init(infoPlistAt url: URL, devices: [DeviceFamily] = DeviceFamily.allCases, iOS: ClosedRange<Int> = 13...26,
                presentation: Presentation = Presentation(), keyboards: Keyboards = .all) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AppProfileError(key: nil, problem: "cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(infoPlist: data, devices: devices, iOS: iOS, presentation: presentation, keyboards: keyboards)
    }

    /// The orientations on a device of `family`.
    public func orientations(on family: DeviceFamily) -> [InterfaceOrientation] {
        let list = family == .iPad ? iPadOrientations : orientations
        return list.isEmpty ? [.portrait] : list
    }

    /// What is wrong with the profile itself (no device, an iOS range the model has no
    /// version in), or `nil`.
    public var problem: String? {
        if devices.isEmpty { return "devices: lists no device family" }
        if orientations.isEmpty { return "orientations: lists no orientation" }
        if iPadOrientations.isEmpty && devices.contains(.iPad) { return "iPadOrientations: lists no orientation" }
        for case let .height(height) in presentation.detents where !ScenarioLimits.detentHeight.contains(height) {
            return "presentation.detents: a height of \(height) pt is outside \(fmt(CGFloat(ScenarioLimits.detentHeight.lowerBound)))…\(fmt(CGFloat(ScenarioLimits.detentHeight.upperBound))) pt"
        }
        if !devices.contains(where: shows(on:)) {
            return "presentation: a popover on an iPad is a panel anchored to a view, which the model does not have; add a sheet style or the iPhone"
        }
        if !AppProfile.modelledIOSVersions.contains(where: iOS.contains) {
            return "iOS: \(iOS.lowerBound)...\(iOS.upperBound) holds none of the modelled versions \(AppProfile.modelledIOSVersions.sorted().map(String.init).joined(separator: ", "))"
        }
        return nil
    }

    /// What keeps the profile from checking a screen or strategy that targets `versions`
    /// (``problem``, or no modelled version in both), or `nil`.
    public func problem(checking versions: ClosedRange<Int>) -> String? {
        if let problem { return problem }
        guard AppProfile.modelledIOSVersions.contains(where: { iOS.contains($0) && versions.contains($0) }) else {
            return "iOS: \(iOS.lowerBound)...\(iOS.upperBound) shares no modelled version with the targeted \(versions.lowerBound)...\(versions.upperBound)"
        }
        return nil
    }

    /// The iOS versions the model knows.
    public static let modelledIOSVersions = [13, 14, 15, 16, 17, 18, 26]

    /// Whether the app's screen can be shown on a device of `family`: the app runs there and
    /// one of its presentation styles is modelled there (an iPad popover is not).
    public func shows(on family: DeviceFamily) -> Bool {
        devices.contains(family) && presentation.styles.contains { presentation.window(for: $0, on: family, iOS: 26) != nil }
    }

    /// Why `scenario` lies outside the profile, or `nil` when it is one of its situations.
    public func reasonOutside(_ scenario: Scenario) -> String? {
        let device = scenario.device.device
        let family: DeviceFamily = device.idiom == .pad ? .iPad : .iPhone
        if !devices.contains(family) { return "device: \(device.name) is an \(family.rawValue); the app runs on \(devices.map(\.rawValue).joined(separator: ", "))" }
        if !iOS.contains(scenario.iOSVersion) { return "iOSVersion: \(scenario.iOSVersion) is outside \(iOS.lowerBound)...\(iOS.upperBound)" }
        let supported = orientations(on: family)
        if !supported.contains(scenario.orientation) { return "orientation: \(scenario.orientation.rawValue) is not supported" }
        if supported.count < 2, scenario.events.contains(where: { $0.event == .rotate }) { return "events: a rotation, but the app supports \(supported[0].rawValue) only" }
        switch scenario.window {
        case .fullScreen, .formSheet, .pageSheet, .presented:
            let windows = presentation.styles.compactMap { presentation.window(for: $0, on: family, iOS: scenario.iOSVersion) }
            if !windows.contains(scenario.window) { return "window: \(scenario.window), but the screen is presented as \(presentation.description)" }
        case .splitView, .slideOver, .stageManager:
            if !multitasking { return "window: \(scenario.window), but the app requires full screen (UIRequiresFullScreen)" }
            if !presentation.styles.contains(.fullScreen) { return "window: \(scenario.window), but the screen is presented as \(presentation.description)" }
        }
        if scenario.bars != presentation.chrome { return "bars: \(scenario.bars), but the presentation has \(presentation.chrome)" }
        let keyboard = scenario.keyboard
        if keyboard.hardwareKeyboard && !keyboards.hardware { return "keyboard: a hardware keyboard, which the profile leaves out" }
        if keyboard.placement != .docked && !keyboards.undocked { return "keyboard: an undocked keyboard, which the profile leaves out" }
        for event in scenario.events.map(\.event) {
            switch event {
            case .hardwareKeyboard where !keyboards.hardware: return "events: a hardware keyboard, which the profile leaves out"
            case .placeKeyboard, .dragFloatingKeyboard: if !keyboards.undocked { return "events: an undocked keyboard, which the profile leaves out" }
            case .otherAppKeyboard where !multitasking: return "events: another app's keyboard, but the app requires full screen"
            case let .switchKeyboard(kind): if let problem = problem(kind) { return "events: \(problem)" }
            default: break
            }
        }
        if let problem = problem(keyboard.kind) { return "keyboard: \(problem)" }
        return nil
    }

    private func problem(_ kind: KeyboardSetup.Kind) -> String? {
        switch kind {
        case .letters: return nil
        case .emoji: return keyboards.emoji ? nil : "the emoji keyboard, which the profile leaves out"
        case .thirdParty: return keyboards.thirdParty ? nil : "a third-party keyboard, which the profile leaves out"
        }
    }

    /// One line: `iPhone, portrait, iOS 16–26, fullScreen, standard navigation bar, no
    /// multitasking, keyboards: docked, emoji`.
    public var description: String {
        var parts = [devices.map(\.rawValue).joined(separator: " and ")]
        parts.append(orientations.map(\.rawValue).joined(separator: " and ")
                     + (devices.contains(.iPad) && iPadOrientations != orientations ? " (iPad: \(iPadOrientations.map(\.rawValue).joined(separator: " and ")))" : ""))
        parts.append("iOS \(iOS.lowerBound)–\(iOS.upperBound)")
        parts.append(presentation.description)
        if devices.contains(.iPad) { parts.append(multitasking ? "multitasking" : "no multitasking") }
        parts.append("keyboards: \(keyboards)")
        return parts.joined(separator: ", ")
    }
}

/// A malformed app profile source, naming the key and how to fix it.
public struct AppProfileError: Error, Equatable, CustomStringConvertible {
    /// The `Info.plist` key at fault, if one is.
    public var key: String?
    /// What is wrong.
    public var problem: String

    public init(key: String?, problem: String) {
        self.key = key
        self.problem = problem
    }

    public var description: String { "Info.plist" + (key.map { " \($0)" } ?? "") + ": " + problem }
}
