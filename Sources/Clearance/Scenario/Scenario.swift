import Foundation
@_exported import LayoutCore
@_exported import PropertyTesting
@_exported import Strategies

/// The keyboard the user has when a scenario starts.
public struct KeyboardSetup: Hashable, Sendable, Codable {
    /// Which keyboard.
    public enum Kind: Hashable, Sendable {
        case letters
        case emoji
        case thirdParty(height: CGFloat)
    }

    /// Where the software keyboard sits (iPad only for anything but `.docked`).
    public enum Placement: Hashable, Sendable {
        case docked
        /// Floating, its origin at fractions of the screen's size.
        case floating(x: Double, y: Double)
        /// Undocked and raised by `lift` points.
        case undocked(lift: CGFloat)
        /// Split in two.
        case split
    }

    public var kind: Kind
    public var predictive: Bool
    public var hardwareKeyboard: Bool
    /// Whether the hardware keyboard's toolbar is minimised (iPadOS 15+).
    public var minimizedToolbar: Bool
    public var placement: Placement

    public init(kind: Kind = .letters, predictive: Bool = true, hardwareKeyboard: Bool = false, minimizedToolbar: Bool = false,
                placement: Placement = .docked) {
        self.kind = kind
        self.predictive = predictive
        self.hardwareKeyboard = hardwareKeyboard
        self.minimizedToolbar = minimizedToolbar
        self.placement = placement
    }

    /// The keyboard's statistics label: docked, hardwareBar, floating, undocked.
    public var modeLabel: String {
        if hardwareKeyboard { return "hardwareBar" }
        switch placement {
        case .docked: return "docked"
        case .floating: return "floating"
        case .undocked, .split: return "undocked"
        }
    }

    /// The layout core's configuration on a screen of `size`.
    func configuration(screenSize size: CGSize, accessoryHeight: CGFloat) -> KeyboardConfiguration {
        KeyboardConfiguration(kind: kind.configurationKind, predictive: predictive, accessoryHeight: accessoryHeight,
                              placement: placement.configurationPlacement(screenSize: size))
    }
}

extension KeyboardSetup.Kind {
    var configurationKind: KeyboardConfiguration.Kind {
        switch self {
        case .letters: return .standard
        case .emoji: return .emoji
        case let .thirdParty(height): return .thirdParty(height: height)
        }
    }
}

extension KeyboardSetup.Placement {
    func configurationPlacement(screenSize size: CGSize) -> KeyboardConfiguration.Placement {
        switch self {
        case .docked: return .docked
        case let .floating(x, y): return .floating(x: (CGFloat(x) * size.width).rounded(), y: (CGFloat(y) * size.height).rounded())
        case let .undocked(lift): return .undocked(lift: lift)
        case .split: return .split
        }
    }
}

extension Scenario {
    /// The window the layout core gets: the scenario's on an iPad; on an iPhone a full-screen
    /// window, with the screen presented in it when the scenario says so.
    public var windowInWorld: WindowKind {
        if device.device.idiom == .pad { return window }
        if case .presented = window { return window }
        return .fullScreen
    }
}

/// The device of a scenario: one from the catalog, or (in fuzz mode) an arbitrary one.
public enum DeviceChoice: Hashable, Sendable {
    case catalog(String)
    case custom(Device)

    /// The device.
    public var device: Device {
        switch self {
        case let .catalog(id): return DeviceCatalog.device(id: id) ?? DeviceCatalog.all[0]
        case let .custom(device): return device
        }
    }
}

/// One user or system action of a scenario (the design's §8 event list).
public enum ScenarioEvent: Hashable, Sendable {
    /// Focus the n-th text input of the form (modulo their number).
    case focus(Int)
    /// The first responder resigns (the user taps Done).
    case resign
    /// The interface rotates.
    case rotate
    /// The predictive bar is turned on or off (a keyboard height change).
    case togglePredictive
    /// Another keyboard is chosen.
    case switchKeyboard(KeyboardSetup.Kind)
    /// A hardware keyboard is attached or detached.
    case hardwareKeyboard(attached: Bool)
    /// The floating keyboard is dragged to fractions of the screen.
    case dragFloatingKeyboard(x: Double, y: Double)
    /// The keyboard is docked, floated, undocked or split.
    case placeKeyboard(KeyboardSetup.Placement)
    /// The user scrolls the first responder's scroll view by `dy` points.
    case userScroll(dy: CGFloat)
    /// The user drags the screen's scroll view down into the keyboard, which follows by
    /// `fraction` of its height, and lets go there (`completes`: it hides) or brings it back up;
    /// the pan recognizers of that scroll view and around it hear the finger
    /// (``KeyboardSystem/interactiveDismiss(fraction:completes:in:)``). Where no scroll view on
    /// screen has an interactive `keyboardDismissMode`, the drag only scrolls.
    case interactiveDismiss(fraction: Double, completes: Bool)
    /// The app goes to the background for a second and comes back.
    case backgroundAndReturn
    /// Another app's keyboard shows or hides (Split View).
    case otherAppKeyboard(shown: Bool)
    /// The screen is dismissed and released.
    case tearDown
    /// Another screen covers this one and goes again, as an app pushes one over it and pops
    /// it, shows another tab and comes back, or presents one full screen and dismisses it:
    /// the screen disappears and appears again (generated inside an app's profile).
    case coverAndReturn

    /// Whether the event is the user dragging content (which may move the field away).
    public var isUserScroll: Bool {
        switch self {
        case .userScroll, .interactiveDismiss(_, false): return true
        default: return false
        }
    }

    /// The statistics label of the event's kind.
    public var kindName: String {
        switch self {
        case .focus: return "focus"
        case .resign: return "resign"
        case .rotate: return "rotate"
        case .togglePredictive: return "heightChange"
        case .switchKeyboard: return "switchKeyboard"
        case .hardwareKeyboard: return "hardwareKeyboard"
        case .dragFloatingKeyboard: return "dragFloating"
        case .placeKeyboard: return "placeKeyboard"
        case .userScroll: return "userScroll"
        case .interactiveDismiss: return "interactiveDismiss"
        case .backgroundAndReturn: return "background"
        case .otherAppKeyboard: return "otherAppKeyboard"
        case .tearDown: return "tearDown"
        case .coverAndReturn: return "coverAndReturn"
        }
    }

    /// Every event kind's label.
    public static let kindNames = ["focus", "resign", "rotate", "heightChange", "switchKeyboard", "hardwareKeyboard",
                                   "dragFloating", "placeKeyboard", "userScroll", "interactiveDismiss", "background",
                                   "otherAppKeyboard", "tearDown", "coverAndReturn"]
}

/// An event and the virtual time since the previous one.
public struct TimedEvent: Hashable, Sendable {
    /// Milliseconds since the previous event (or since the screen appeared).
    public var afterMilliseconds: Int
    public var event: ScenarioEvent

    public init(after milliseconds: Int = 1000, _ event: ScenarioEvent) {
        afterMilliseconds = milliseconds
        self.event = event
    }
}

/// One situation to check a strategy in: device, orientation, window, bars, keyboard, form
/// and the script of events. A plain, readable `Codable` value.
public struct Scenario: Hashable, Sendable {
    public var iOSVersion: Int
    public var device: DeviceChoice
    public var orientation: InterfaceOrientation
    public var window: WindowKind
    public var bars: Chrome
    public var keyboard: KeyboardSetup
    public var form: GeneratedForm
    public var events: [TimedEvent]

    public init(iOSVersion: Int = 17, device: DeviceChoice = .catalog(DeviceCatalog.all[0].id), orientation: InterfaceOrientation = .portrait,
                window: WindowKind = .fullScreen, bars: Chrome = .none, keyboard: KeyboardSetup = KeyboardSetup(),
                form: GeneratedForm = GeneratedForm(), events: [TimedEvent] = [TimedEvent(.focus(0))]) {
        self.iOSVersion = iOSVersion
        self.device = device
        self.orientation = orientation
        self.window = window
        self.bars = bars
        self.keyboard = keyboard
        self.form = form
        self.events = events
    }
}
