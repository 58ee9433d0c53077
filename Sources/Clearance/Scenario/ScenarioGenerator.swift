import Foundation

/// Random scenarios for a strategy, every dimension listed simplest first so that a shrunk
/// failure reads as the ordinary case plus only what matters (the design's §8):
///
/// - iOS: 17 first, then the other versions the strategy targets;
/// - device: the catalog in order (smallest common iPhone first); in fuzz mode also
///   arbitrary sizes;
/// - orientation: portrait first;
/// - window: full screen first; iPads also get Split View and Slide Over (up to iPadOS 18; a
///   window tiled to half the screen on iPadOS 26), Stage Manager and sheets;
/// - bars: none first;
/// - keyboard: docked letters with the predictive bar first; emoji, third-party heights, a
///   hardware keyboard, floating/undocked/split on iPads;
/// - form: the strategy's usual container, one text field first; secure fields, text views
///   (some taller than the free band), buttons, labels; spacing, margins, the scroll view's
///   own content inset, input accessories;
/// - events: one to twelve, `focus 0` after a settling second first; each with the virtual
///   time since the previous one (some shorter than the keyboard's animation), sometimes
///   ending with the screen torn down.
public struct ScenarioGenerator: Sendable {
    /// Whether sizes outside the catalog are generated.
    public var fuzz: Bool
    /// The most events per scenario.
    public var maxEvents: Int
    private let iOSVersions: [Int]
    private let containers: [GeneratedForm.Container]
    /// The app's world: every scenario lies inside it (`nil`: the whole space).
    public let profile: AppProfile?
    /// The form every scenario has, when the screen brings its own fields (``GeneratedForm`` is then
    /// not generated: the screen ignores it).
    public let fixedForm: GeneratedForm?
    /// The run's assumptions, for the rules read while generating (which iPads' keyboard
    /// splits: ``Device/hasSplitKeyboard(_:)``).
    public let assumptions: Assumptions

    /// Scenarios for `strategy`, inside `profile` when one is given, under `assumptions`.
    public init(strategy: any AvoidanceStrategy, fuzz: Bool = false, maxEvents: Int = 12, profile: AppProfile? = nil,
                assumptions: Assumptions = Assumptions()) {
        self.assumptions = assumptions
        self.fuzz = fuzz
        self.maxEvents = maxEvents
        self.profile = profile
        iOSVersions = [17, 18, 16, 15, 14, 13, 26].filter { strategy.iOSVersions.contains($0) && (profile?.iOS.contains($0) ?? true) }
        containers = strategy.containers
        fixedForm = (strategy as? any ScreenUnderTest)?.form
    }

    /// The generator.
    public var gen: Gen<Scenario> {
        let iOS = Gen.element(of: iOSVersions.isEmpty ? [17] : iOSVersions)
        let orientation = Gen.frequency((3, Gen.constant(InterfaceOrientation.portrait)), (1, Gen.constant(.landscape)))
        let form = fixedForm.map { Gen.constant($0) } ?? self.form
        let situation: Gen<(Int, DeviceChoice, InterfaceOrientation)>
        if profile == nil {
            situation = iOS.flatMap { [self] iOS in Gen.zip(.constant(iOS), device(runningIOS: iOS), orientation) }
        } else {
            // The orientations a profile supports depend on the device family.
            situation = iOS.flatMap { [self] iOS in
                device(runningIOS: iOS).flatMap { [self] device in
                    Gen.zip(.constant(iOS), .constant(device), orientations(for: device.device))
                }
            }
        }
        return situation.flatMap { [self] iOS, device, orientation in
            Gen.zip(window(for: device.device, iOSVersion: iOS), profile.map { Gen.constant($0.presentation.chrome) } ?? bars,
                    keyboard(for: device.device, iOSVersion: iOS), form, events(for: device.device))
                .map { window, bars, keyboard, form, events in
                    Scenario(iOSVersion: iOS, device: device, orientation: orientation, window: window, bars: bars,
                             keyboard: keyboard, form: form, events: events)
                }
        }
    }

    /// The profile's orientations on `device`, portrait first.
    func orientations(for device: Device) -> Gen<InterfaceOrientation> {
        guard let profile else { return Gen.frequency((3, Gen.constant(InterfaceOrientation.portrait)), (1, Gen.constant(.landscape))) }
        let supported = profile.orientations(on: device.idiom == .pad ? .iPad : .iPhone)
        guard supported.count > 1 else { return .constant(supported[0]) }
        return Gen.frequency((3, Gen.constant(InterfaceOrientation.portrait)), (1, Gen.constant(.landscape)))
    }

    // MARK: - Dimensions

    /// A device that runs iOS `version` (a scenario that can exist): the catalog's, in its
    /// order; in fuzz mode also arbitrary sizes around them.
    func device(runningIOS version: Int) -> Gen<DeviceChoice> {
        let devices = DeviceCatalog.all(runningIOS: version).filter { device in
            profile.map { $0.shows(on: device.idiom == .pad ? .iPad : .iPhone) } ?? true
        }
        let catalog = Gen.element(of: devices.map { DeviceChoice.catalog($0.id) })
        guard fuzz else { return catalog }
        return Gen.frequency((4, catalog), (1, customDevice(from: devices)))
    }

    /// An arbitrary iPhone-like or iPad-like device (fuzz mode) around one of `bases`.
    func customDevice(from bases: [Device]) -> Gen<DeviceChoice> {
        Gen.zip(Gen.element(of: bases), Gen.int(in: -60...60), Gen.int(in: -120...120), Gen.int(in: -40...60))
            .map { base, dw, dh, dk in
                var device = base
                device.id = "custom-\(base.id)"
                device.models = ["Custom (from \(base.name))"]
                device.portraitSize = CGSize(width: max(300, base.portraitSize.width + CGFloat(dw)), height: max(560, base.portraitSize.height + CGFloat(dh)))
                device.keyboard.portrait.keyArea = max(150, device.keyboard.portrait.keyArea + CGFloat(dk))
                device.keyboard.landscape.keyArea = max(120, device.keyboard.landscape.keyArea + CGFloat(dk) / 2)
                device.sources = [SourceCitation(field: "all", ids: ["fuzz mode: \(base.id) with arbitrary offsets"])]
                device.modelIOSVersions = nil
                return .custom(device)
            }
    }

    /// The iPad windows iPadOS `version` offers: Stage Manager from iPadOS 16 (unity_multitask
    /// in device-geometry.md §5), on the iPads that version offers it on
    /// (``Device/offersStageManager(onIOS:)``); classic Split View and Slide Over up to iPadOS
    /// 18. iPadOS 26 has neither (Scenario+Validation.swift): side by side there is window
    /// tiling, generated as a resizable window on one half of the screen in their place.
    func window(for device: Device, iOSVersion: Int) -> Gen<WindowKind> {
        guard device.idiom == .pad else {
            // An iPhone's window is full screen; a profile's sheets and popovers are cards
            // presented in it, weighted as the iPad's sheets are.
            guard let presentation = profile?.presentation else { return .constant(.fullScreen) }
            let kinds = presentation.styles.compactMap { style in
                presentation.window(for: style, on: .iPhone, iOS: iOSVersion).map { (style == .fullScreen ? 8 : 2, Gen.constant($0)) }
            }
            return kinds.count == 1 ? kinds[0].1 : Gen.frequency(kinds)
        }
        let side = Gen.element(of: WindowKind.Side.allCases)
        let split = Gen.zip(Gen.element(of: WindowKind.SplitFraction.allCases), side).map { WindowKind.splitView($0, $1) }
        let stage = Gen.zip(Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.int(in: 45...100), Gen.int(in: 45...100)).map { x, y, w, h in
            WindowKind.stageManager(x: Double(min(x, 100 - w)) / 100, y: Double(min(y, 100 - h)) / 100, width: Double(w) / 100, height: Double(h) / 100)
        }
        // Without a profile: every iPad window the catalog has always covered.
        let styles = profile?.presentation.styles ?? [.fullScreen, .formSheet, .pageSheet]
        let multitasking = (profile?.multitasking ?? true) && styles.contains(.fullScreen)
        var kinds: [(weight: Int, generator: Gen<WindowKind>)] = []
        if styles.contains(.fullScreen) { kinds.append((8, .constant(.fullScreen))) }
        if multitasking && iOSVersion < 26 { kinds += [(4, split), (2, side.map { WindowKind.slideOver($0) })] }
        if multitasking && iOSVersion >= 26 && device.offersStageManager(onIOS: iOSVersion) {
            // A window tiled to the left or right half (the gap between tiles is not modelled).
            kinds.append((4, side.map { WindowKind.stageManager(x: $0 == .left ? 0 : 0.5, y: 0, width: 0.5, height: 1) }))
        }
        if multitasking && device.offersStageManager(onIOS: iOSVersion) { kinds.append((2, stage)) }
        if styles.contains(.formSheet) { kinds.append((2, .constant(.formSheet))) }
        if styles.contains(.pageSheet) { kinds.append((2, .constant(.pageSheet))) }
        if styles.contains(.sheet), let presentation = profile?.presentation, let sheet = presentation.window(for: .sheet, on: .iPad, iOS: iOSVersion) {
            kinds.append((2, .constant(sheet)))
        }
        return Gen.frequency(kinds)
    }

    var bars: Gen<Chrome> {
        Gen.zip(
            Gen.frequency((6, Gen.constant(Chrome.NavigationBar.none)), (3, .constant(.standard)), (1, .constant(.largeTitle))),
            Gen.frequency((9, Gen.constant(false)), (1, .constant(true))),
            Gen.frequency((3, Gen.constant(false)), (1, .constant(true)))
        ).map { Chrome(navigationBar: $0, toolbar: $1, tabBar: $2) }
    }

    /// The keyboard: on iPads also a hardware keyboard, its toolbar minimised from iPadOS 15.
    func keyboard(for device: Device, iOSVersion: Int) -> Gen<KeyboardSetup> {
        // 575 pt was reported for an iPad-sized third-party keyboard.
        let heights = device.idiom == .pad ? [347, 364, 575] : [347, 364]
        let keyboards = profile?.keyboards ?? .all
        var kinds: [(weight: Int, generator: Gen<KeyboardSetup.Kind>)] = [(8, Gen.constant(KeyboardSetup.Kind.letters))]
        if keyboards.emoji { kinds.append((1, .constant(.emoji))) }
        if keyboards.thirdParty { kinds.append((1, Gen.element(of: heights).map { KeyboardSetup.Kind.thirdParty(height: CGFloat($0)) })) }
        let kind = Gen.frequency(kinds)
        let predictive = Gen.frequency((4, Gen.constant(true)), (1, .constant(false)))
        guard device.idiom == .pad else {
            return Gen.zip(kind, predictive).map { KeyboardSetup(kind: $0, predictive: $1) }
        }
        let hardware = keyboards.hardware ? Gen.frequency((5, Gen.constant(false)), (1, .constant(true))) : .constant(false)
        let minimized = iOSVersion >= 15 ? Gen.frequency((3, Gen.constant(false)), (1, .constant(true))) : .constant(false)
        return Gen.zip(kind, predictive, Gen.zip(hardware, minimized), placement(for: device))
            .map { KeyboardSetup(kind: $0, predictive: $1, hardwareKeyboard: $2.0, minimizedToolbar: $2.0 && $2.1, placement: $3) }
    }

    func placement(for device: Device) -> Gen<KeyboardSetup.Placement> {
        let floating = Gen.zip(Gen.int(in: 0...80), Gen.int(in: 0...80)).map { KeyboardSetup.Placement.floating(x: Double($0) / 100, y: Double($1) / 100) }
        let undocked = Gen.element(of: [150, 60, 300]).map { KeyboardSetup.Placement.undocked(lift: CGFloat($0)) }
        // Split keyboards exist on the Home-button iPads (``Device/hasSplitKeyboard(_:)``).
        let undockedOrSplit = device.hasSplitKeyboard(assumptions) ? Gen.oneOf(undocked, .constant(.split)) : undocked
        guard profile?.keyboards.undocked ?? true else { return .constant(.docked) }
        return Gen.frequency((6, .constant(.docked)), (2, floating), (1, undockedOrSplit))
    }

    var form: Gen<GeneratedForm> {
        let container = Gen.element(of: containers.isEmpty ? [.scrollView] : containers)
        let textViewHeight = fuzz ? Gen.int(in: 40...900).map { CGFloat($0) } : Gen.element(of: [120, 60, 250, 600]).map { CGFloat($0) }
        let item = Gen.frequency(
            (10, Gen.constant(GeneratedForm.Item(.textField))), (3, .constant(GeneratedForm.Item(.secureField))),
            (2, textViewHeight.map { GeneratedForm.Item(.textView, height: $0) }), (3, .constant(GeneratedForm.Item(.button))),
            (2, .constant(GeneratedForm.Item(.label))))
        let items = item.array(count: 1...(fuzz ? 16 : 10)).map { items -> [GeneratedForm.Item] in
            var items = items
            if !items.contains(where: { $0.kind.isTextInput }) { items[0] = GeneratedForm.Item(.textField) }
            return items
        }
        let spacing = fuzz ? Gen.int(in: 0...40).map { CGFloat($0) } : Gen.element(of: [12, 8, 16, 0, 24]).map { CGFloat($0) }
        let margin = Gen.element(of: [16, 0, 20]).map { CGFloat($0) }
        let contentInset = Gen.frequency((6, Gen.constant(CGFloat(0))), (1, .constant(44)), (1, .constant(83)))
        let accessory = Gen.frequency((8, Gen.constant(CGFloat(0))), (2, .constant(44)), (1, .constant(50)))
        return Gen.zip(container, items, spacing, margin, contentInset, accessory).map { container, items, spacing, margin, inset, accessory in
            let scrolls = container == .scrollView || container == .table || container == .chatInputBar
            return GeneratedForm(container: container, items: items, spacing: spacing, margin: margin,
                        scrollContentInset: scrolls ? inset : 0, inputAccessoryHeight: accessory)
        }
    }

    /// Milliseconds between events: settling first, then some shorter than the keyboard's
    /// 250 ms animation.
    var gap: Gen<Int> {
        Gen.frequency((8, Gen.constant(1000)), (1, .constant(0)), (1, .constant(100)), (1, .constant(200)),
                      (1, .constant(300)), (1, .constant(600)), (1, .constant(3000)))
    }

    func events(for device: Device) -> Gen<[TimedEvent]> {
        let pad = device.idiom == .pad
        // Inside a profile: no rotation for a single orientation, and only its keyboards and
        // windows' events.
        let keyboards = profile?.keyboards ?? .all
        let rotates = profile.map { $0.orientations(on: pad ? .iPad : .iPhone).count > 1 } ?? true
        let switchable = [KeyboardSetup.Kind.emoji, .letters, .thirdParty(height: 364)].filter { kind in
            switch kind {
            case .letters: return true
            case .emoji: return keyboards.emoji
            case .thirdParty: return keyboards.thirdParty
            }
        }
        var kinds: [(Int, Gen<ScenarioEvent>)] = [
            (24, Gen.int(in: 0...3).map { ScenarioEvent.focus($0) }),
            (10, .constant(.resign)),
        ]
        if rotates { kinds.append((5, .constant(.rotate))) }
        kinds.append((4, .constant(.togglePredictive)))
        if switchable.count > 1 { kinds.append((4, Gen.element(of: switchable).map { ScenarioEvent.switchKeyboard($0) })) }
        if keyboards.hardware { kinds.append((4, Gen.bool.map { ScenarioEvent.hardwareKeyboard(attached: !$0) })) }
        if keyboards.undocked {
            kinds.append((4, Gen.zip(Gen.int(in: 0...80), Gen.int(in: 0...80)).map { ScenarioEvent.dragFloatingKeyboard(x: Double($0) / 100, y: Double($1) / 100) }))
        }
        kinds += [
            (4, Gen.element(of: [600, -600, 200, -200]).map { ScenarioEvent.userScroll(dy: CGFloat($0)) }),
            (4, Gen.zip(Gen.element(of: [0.5, 0.2, 0.9]), Gen.bool).map { ScenarioEvent.interactiveDismiss(fraction: $0, completes: !$1) }),
            (4, .constant(.backgroundAndReturn)),
        ]
        if pad && keyboards.undocked {
            var placements: [Gen<ScenarioEvent>] = [
                .constant(ScenarioEvent.placeKeyboard(.docked)),
                Gen.zip(Gen.int(in: 0...80), Gen.int(in: 0...80)).map { .placeKeyboard(.floating(x: Double($0) / 100, y: Double($1) / 100)) },
                .constant(.placeKeyboard(.undocked(lift: 150))),
            ]
            // Only a keyboard that splits can be split (``Device/hasSplitKeyboard(_:)``).
            if device.hasSplitKeyboard(assumptions) { placements.append(.constant(.placeKeyboard(.split))) }
            kinds.append((6, Gen.oneOf(placements)))
        }
        if pad && (profile?.multitasking ?? true) {
            kinds.append((3, Gen.bool.map { ScenarioEvent.otherAppKeyboard(shown: !$0) }))
        }
        // An app's screen is covered and shown again (a push and pop, a tab and back, a
        // full-screen presentation dismissed). Only inside an app's profile: the catalog's
        // strategies build generated forms that nothing covers, and their runs keep the case
        // stream they had (the verdict table's cases are unchanged).
        if profile != nil { kinds.append((3, .constant(.coverAndReturn))) }
        let event = Gen.zip(gap, Gen.frequency(kinds.map { (weight: $0.0, generator: $0.1) })).map { TimedEvent(after: $0, $1) }
        let first = Gen.zip(gap, Gen.frequency((5, Gen.int(in: 0...3).map { ScenarioEvent.focus($0) }), (1, Gen.frequency(kinds.map { (weight: $0.0, generator: $0.1) }))))
            .map { TimedEvent(after: $0, $1) }
        let tail = event.array(count: 0...(maxEvents - 2))
        let tearDown = Gen.frequency((6, Gen.constant(false)), (1, .constant(true)))
        return Gen.zip(first, tail, gap, tearDown).map { first, tail, gap, tearDown in
            var events = [first] + tail
            if tearDown { events.append(TimedEvent(after: gap, .tearDown)) }
            return events
        }
    }
}
