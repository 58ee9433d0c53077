import Foundation

// Members current apps' keyboard screens use (Tests/RealCode/modern-surface.md, m07–m13) and
// real bug-fix pairs' files use (Tests/RealBugs 07, 08, 19), each with the SDK's signature.
// Those that change where views are, focus or the keyboard are modelled and say so; the rest
// exist so that the files compile and are listed in
// Sources/ClearanceUIKit/ClearanceUIKit.docc/NoModelledEffect.md.

// MARK: - Corners

/// The corners of a rectangle (UIKit's `struct UIRectCorner`,
/// https://developer.apple.com/documentation/uikit/uirectcorner), as `UIBezierPath` rounding
/// takes them: drawing only.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// Which corners a layer rounds (Core Animation's `struct CACornerMask`,
/// https://developer.apple.com/documentation/quartzcore/cacornermask): drawing only.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the smallest x and smallest y (top-left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y (top-right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y (bottom-left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and largest y (bottom-right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The edges of a rectangle (UIKit's `struct UIRectEdge`,
/// https://developer.apple.com/documentation/uikit/uirectedge).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

// MARK: - Colour, process, device

extension UIColor {
    /// A colour from a Core Graphics colour (UIKit's `convenience init(cgColor: CGColor)`,
    /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)): its four
    /// components (a colour of other components reads as opaque grey).
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? []
        if parts.count >= 4 {
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        } else {
            self.init(white: parts.first ?? 0.5, alpha: parts.count == 2 ? parts[1] : 1)
        }
    }
}

extension ProcessInfo {
    /// Whether the iPhone or iPad app runs on a Mac (Foundation's
    /// `var isiOSAppOnMac: Bool { get }`, iOS 14,
    /// https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac):
    /// `false`, the model is an iPhone or an iPad.
    public var isiOSAppOnMac: Bool { false }
    /// Whether the app is a Mac Catalyst app (Foundation's `var isMacCatalystApp: Bool { get }`,
    /// https://developer.apple.com/documentation/foundation/processinfo/ismaccatalystapp): `false`.
    public var isMacCatalystApp: Bool { false }
}

/// The device's idiom (UIKit's `func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom`, a
/// static inline function of UIDevice.h, deprecated in iOS 13: "Use -[UIDevice
/// userInterfaceIdiom] directly",
/// https://developer.apple.com/documentation/uikit/ui_user_interface_idiom()): the running
/// world's device idiom, as `UIDevice.current.userInterfaceIdiom` reads it.
/// Not isolated to the main actor (a C function, callable from any context, as in UIKit).
@available(iOS, deprecated: 13.0, message: "Use -[UIDevice userInterfaceIdiom] directly.")
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    guard let world = World.current else { preconditionFailure("UI_USER_INTERFACE_IDIOM() needs a running world") }
    return world.device.idiom == .pad ? .pad : .phone
}

extension UIApplication {
    /// The interface's orientation as the status bar shows it (UIKit's
    /// `var statusBarOrientation: UIInterfaceOrientation { get }`, deprecated in iOS 13: "Use
    /// the interfaceOrientation property of the window scene instead",
    /// https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation):
    /// the world's window scene's `interfaceOrientation`.
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { owner.windowScene.interfaceOrientation }

    /// The status bar's rectangle in screen coordinates (UIKit's `var statusBarFrame: CGRect { get }`,
    /// deprecated in iOS 13: "Use the statusBarManager property of the window scene instead",
    /// https://developer.apple.com/documentation/uikit/uiapplication/statusbarframe): the strip
    /// across the top of the window as tall as its top safe-area inset, `CGRect.zero` where that
    /// is 0, as for a hidden status bar (Apple's page) — the assumption
    /// ``Assumption/statusBarIsTopSafeArea`` (when off, always `CGRect.zero`).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        guard let window = owner.window, owner.assume(.statusBarIsTopSafeArea) else { return .zero }
        let height = window.safeAreaInsets.top
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: height)
    }
}

// MARK: - Haptics

/// What makes haptic feedback (UIKit's `class UIFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator): the model has no
/// haptics, so nothing is felt.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator.
    public override init() { super.init() }
    /// Readies the engine (UIKit's `func prepare()`): no effect.
    open func prepare() {}
}

/// Haptics for an outcome (UIKit's `class UINotificationFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }
    /// Plays the outcome's haptic (UIKit's
    /// `func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)`): no effect.
    public func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

/// Haptics for a collision (UIKit's `class UIImpactFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The collision's mass (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }
    /// The generator's style.
    public let style: FeedbackStyle
    /// A generator of a style (UIKit's `init(style: UIImpactFeedbackGenerator.FeedbackStyle)`).
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A medium generator.
    public override convenience init() { self.init(style: .medium) }
    /// Plays the impact (UIKit's `func impactOccurred()`): no effect.
    open func impactOccurred() {}
}

/// Haptics for a change of selection (UIKit's `class UISelectionFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection's haptic (UIKit's `func selectionChanged()`): no effect.
    open func selectionChanged() {}
}

// MARK: - Visual effects

/// A visual effect (UIKit's `class UIVisualEffect`,
/// https://developer.apple.com/documentation/uikit/uivisualeffect): drawing only.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect.
    public override init() { super.init() }
}

/// A blur (UIKit's `class UIBlurEffect`, https://developer.apple.com/documentation/uikit/uiblureffect).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material (UIKit's `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, extraDark = 3, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13, systemThickMaterialLight = 14,
             systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18, systemThickMaterialDark = 19,
             systemChromeMaterialDark = 20
    }
    /// The blur's style.
    public let style: Style
    /// A blur of a style (UIKit's `init(style: UIBlurEffect.Style)`,
    /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)).
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur (UIKit's `class UIVibrancyEffect`,
/// https://developer.apple.com/documentation/uikit/uivibrancyeffect).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it is for.
    public let blurEffect: UIBlurEffect
    /// Vibrancy for a blur (UIKit's `init(blurEffect: UIBlurEffect)`).
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A Liquid Glass material (UIKit's `class UIGlassEffect`, iOS 26,
/// https://developer.apple.com/documentation/uikit/uiglasseffect): drawing only, as SwiftUI's
/// `glassEffect` is (NoModelledEffect.md).
@preconcurrency @MainActor
open class UIGlassEffect: UIVisualEffect {
    /// The glass's style (UIKit's `UIGlassEffect.Style`).
    public enum Style: Int, Sendable {
        /// The standard glass.
        case regular = 0
        /// Clear glass.
        case clear = 1
    }
    /// The style.
    public let style: Style
    /// Whether the glass reacts to touches (UIKit's `var isInteractive: Bool { get set }`,
    /// https://developer.apple.com/documentation/uikit/uiglasseffect/isinteractive): not drawn.
    public var isInteractive = false
    /// The glass's tint (UIKit's `@NSCopying var tintColor: UIColor? { get set }`).
    public var tintColor: UIColor?
    /// Glass of a style (UIKit's `init(style: UIGlassEffect.Style)`,
    /// https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)).
    public init(style: UIGlassEffect.Style) {
        self.style = style
        super.init()
    }
    /// Regular glass.
    public override convenience init() { self.init(style: .regular) }
}

/// A view that shows a visual effect behind its content (UIKit's `class UIVisualEffectView`,
/// https://developer.apple.com/documentation/uikit/uivisualeffectview). Modelled as its
/// geometry: "Add subviews to the visual effect view's contentView" — ``contentView`` is a
/// subview that always fills the effect view's bounds (its frame follows every layout of the
/// effect view), so a bar built in it is laid out, focused and lifted as a plain view's
/// content. The effect itself is drawing only.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown (UIKit's `@NSCopying var effect: UIVisualEffect? { get set }`).
    open var effect: UIVisualEffect?
    /// The view that holds the effect view's content (UIKit's `var contentView: UIView { get }`,
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview).
    public let contentView: UIView

    /// An effect view showing `effect` (UIKit's `init(effect: UIVisualEffect?)`,
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        attachContentView()
    }

    /// An effect view with a frame and no effect.
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        attachContentView()
    }

    /// An effect view from an Interface Builder file.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        attachContentView()
    }

    private func attachContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Keeps ``contentView`` filling the bounds, then lays out as a view does.
    open override func layoutSubviews() {
        if contentView.superview === self, contentView.frame != bounds { contentView.frame = bounds }
        super.layoutSubviews()
    }
}

// MARK: - Interactions

/// Something a view does in response to the user (UIKit's
/// `@MainActor protocol UIInteraction : NSObjectProtocol`,
/// https://developer.apple.com/documentation/uikit/uiinteraction).
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to a view, or removed (`nil`).
    func willMove(to view: UIView?)
    /// The interaction was added to a view, or removed (`nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// Adds an interaction (UIKit's `func addInteraction(_ interaction: any UIInteraction)`,
    /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)): kept in
    /// ``interactions``, told it moved; no interaction changes the model's layout.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        lookForInteractions.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction (UIKit's `func removeInteraction(_ interaction: any UIInteraction)`).
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        lookForInteractions.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The interactions added, in order (UIKit's `var interactions: [any UIInteraction] { get set }`).
    public var interactions: [any UIInteraction] {
        get { appearance?.interactions ?? [] }
        set { lookForInteractions.interactions = newValue }
    }

    private var lookForInteractions: ViewAppearance {
        if let appearance { return appearance }
        let made = ViewAppearance()
        appearance = made
        return made
    }
}

/// Marks a container of views that overlay a scroll view's edge, for the edge effect (UIKit's
/// `class UIScrollEdgeElementContainerInteraction`, iOS 26,
/// https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction):
/// the edge effect is drawing only; the container is laid out as it is.
@preconcurrency @MainActor
public final class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    /// The scroll view whose edge is affected (UIKit's `weak var scrollView: UIScrollView? { get set }`).
    public weak var scrollView: UIScrollView?
    /// The edge (UIKit's `var edge: UIRectEdge { get set }`).
    public var edge: UIRectEdge = .bottom
    /// The view it was added to.
    public private(set) weak var view: UIView?
    /// An interaction (UIKit's `init()`).
    public override init() { super.init() }
    /// The interaction is about to move.
    public func willMove(to view: UIView?) {}
    /// The interaction moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }
}

// MARK: - Presses (hardware keys)

/// A hardware key's usage code (UIKit's `struct UIKeyboardHIDUsage`, the USB HID usage,
/// https://developer.apple.com/documentation/uikit/uikeyboardhidusage).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage code.
    public let rawValue: Int
    /// A usage from its code.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return or Enter (HID 0x28).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape (HID 0x29).
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Tab (HID 0x2B).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The keypad's Enter (HID 0x58).
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
    /// Up arrow (HID 0x52).
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// Down arrow (HID 0x51).
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
}

/// Modifier keys (UIKit's `struct UIKeyModifierFlags`,
/// https://developer.apple.com/documentation/uikit/uikeymodifierflags).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags as bits.
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key pressed on a hardware keyboard (UIKit's `class UIKey`, iOS 13.4,
/// https://developer.apple.com/documentation/uikit/uikey). The model presses no key.
@preconcurrency @MainActor
public final class UIKey: NSObject {
    /// What the key types, with the modifiers (UIKit's `var characters: String { get }`).
    public let characters: String
    /// What the key types without the modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's usage code.
    public let keyCode: UIKeyboardHIDUsage
    /// A key (the package's tests make one; the model presses none).
    package init(characters: String, modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }
}

/// A press of a physical button or key (UIKit's `class UIPress`,
/// https://developer.apple.com/documentation/uikit/uipress). The model sends no presses: a
/// responder's `pressesBegan(_:with:)` is never called by it.
@preconcurrency @MainActor
public final class UIPress: NSObject {
    /// A press's phase (UIKit's `UIPress.Phase`).
    public enum Phase: Int, Sendable {
        case began = 0, changed = 1, stationary = 2, ended = 3, cancelled = 4
    }
    /// What was pressed (UIKit's `UIPress.PressType`).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow = 1, leftArrow = 2, rightArrow = 3, select = 4, menu = 5, playPause = 6
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }
    /// The phase (UIKit's `var phase: UIPress.Phase { get }`).
    public let phase: Phase
    /// The kind of press (UIKit's `var type: UIPress.PressType { get }`).
    public let type: PressType
    /// The key, for a keyboard's press (UIKit's `var key: UIKey? { get }`, iOS 13.4).
    public let key: UIKey?
    /// A press (the package's tests make one; the model sends none).
    package init(phase: Phase, type: PressType = .select, key: UIKey?) {
        self.phase = phase
        self.type = type
        self.key = key
        super.init()
    }
}

/// An event of presses (UIKit's `class UIPressesEvent: UIEvent`,
/// https://developer.apple.com/documentation/uikit/uipressesevent).
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// The presses of the event (UIKit's `var allPresses: Set<UIPress> { get }`).
    public private(set) var allPresses: Set<UIPress> = []
    /// An event of presses (the package's tests make one; the model sends none).
    package convenience init(presses: Set<UIPress>) {
        self.init()
        allPresses = presses
    }
}

// MARK: - Presentation controllers

/// How a presentation adapts to a size class (UIKit's
/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`,
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate).
/// Its methods are optional in UIKit: each has UIKit's default here. The model asks none of
/// them (a presentation is shown as its style says; swipes to dismiss are not modelled).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style for a trait environment.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style for a trait collection.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a swipe may dismiss.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is dismissing.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation asked for (UIKit's method is optional).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    /// `.none` (UIKit's method is optional).
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `true` (UIKit's method is optional).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing (UIKit's method is optional).
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing (UIKit's method is optional).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing (UIKit's method is optional).
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// What manages a presented controller's transition and appearance (UIKit's
/// `class UIPresentationController`,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller). The model
/// places presentations by their style (World+Modal.swift); a presentation controller here
/// holds its two controllers and delegate and places nothing.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller presented (UIKit's `var presentedViewController: UIViewController { get }`).
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it (UIKit's `var presentingViewController: UIViewController { get }`):
    /// the one given at creation, else the presented controller's `presentingViewController`;
    /// before it is presented there is none, and the presented controller itself is answered
    /// (UIKit's property is not optional).
    open var presentingViewController: UIViewController { storedPresenting ?? presentedViewController.presentingViewController ?? presentedViewController }
    private weak var storedPresenting: UIViewController?
    /// The delegate (UIKit's `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`).
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller (UIKit's
    /// `init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)`,
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    /// The view that holds the presentation (UIKit's `var containerView: UIView? { get }`): the
    /// presented view's superview once shown.
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.superview }
    /// The view animated in (UIKit's `var presentedView: UIView? { get }`).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes (UIKit's `var frameOfPresentedViewInContainerView: CGRect { get }`):
    /// the presented view's frame, as the model placed it.
    open var frameOfPresentedViewInContainerView: CGRect { presentedViewController.viewIfLoaded?.frame ?? .zero }
}

/// The arrow directions of a popover (UIKit's `struct UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions as bits.
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0xF)
    /// Not yet known.
    public static let unknown = UIPopoverArrowDirection(rawValue: ~0)
}

/// Told about a popover (UIKit's
/// `@MainActor protocol UIPopoverPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate`,
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate).
/// Its methods are optional; the model asks none (a popover is shown as a sheet).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether the popover may be dismissed (deprecated in iOS 13).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The popover was dismissed (deprecated in iOS 13).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing (UIKit's method is optional).
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// `true` (UIKit's method is optional).
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Nothing (UIKit's method is optional).
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// A popover's presentation controller (UIKit's
/// `class UIPopoverPresentationController`,
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller), reached
/// through `popoverPresentationController` of a controller whose style is `.popover`. The
/// model shows a popover as a sheet (World+Modal.swift): its anchor and arrows are kept, not
/// drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (UIKit's `var sourceView: UIView? { get set }`).
    public weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at (UIKit's `var sourceRect: CGRect { get set }`).
    public var sourceRect: CGRect = .zero
    /// The bar button item it points at (UIKit's `var barButtonItem: UIBarButtonItem? { get set }`).
    public weak var barButtonItem: UIBarButtonItem?
    /// The arrow directions allowed (UIKit's `var permittedArrowDirections: UIPopoverArrowDirection { get set }`).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow's direction (`.unknown` until shown; the model draws no arrow).
    public var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour (UIKit's `@NSCopying var backgroundColor: UIColor? { get set }`).
    public var backgroundColor: UIColor?
    /// Views the user may touch around the popover (UIKit's `var passthroughViews: [UIView]? { get set }`).
    public var passthroughViews: [UIView]?
    /// The popover's delegate, the presentation controller's `delegate` as a popover delegate.
    public var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }
}

/// The readable width at the default text size (UIKit's `readableContentGuide`): 672 pt,
/// measured by useyourloaf ("Readable Content Guides": on an iPad Air 2 in landscape "the
/// readable content guide defines an area that is 672 points wide and inset 176 points from
/// the edges of the view", https://useyourloaf.com/blog/readable-content-guides/). Apple gives
/// the rules, not the number ("The readable content guide's width is equal to or less than the
/// readable width defined for the current dynamic text size",
/// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide); the model's
/// text size is the default (Large).
let readableContentWidth: CGFloat = 672

// MARK: - Timing parameters

/// What gives a property animator its timing curve (UIKit's
/// `@MainActor protocol UITimingCurveProvider : NSCoding, NSCopying`,
/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider; the archiving
/// requirements are left out).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// A spring's timing (UIKit's `class UISpringTimingParameters`,
/// https://developer.apple.com/documentation/uikit/uispringtimingparameters), for
/// `UIViewPropertyAnimator(duration:timingParameters:)`.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio the animator runs with: the given one, 1 (critically damped, as
    /// Listable's comment on `init()` reads it: "a critically damped spring") otherwise; a
    /// spring given by mass, stiffness and damping uses its ratio, damping / (2·√(mass·stiffness)).
    public let dampingRatio: CGFloat
    /// The initial velocity (UIKit's `var initialVelocity: CGVector { get }`): no modelled effect.
    public let initialVelocity: CGVector

    /// The system's default spring (UIKit's `init()`).
    public override init() {
        dampingRatio = 1
        initialVelocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A spring of a damping ratio (UIKit's `convenience init(dampingRatio ratio: CGFloat)`).
    public init(dampingRatio ratio: CGFloat) {
        dampingRatio = ratio
        initialVelocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A spring of a damping ratio and initial velocity (UIKit's
    /// `init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// A spring of a mass, stiffness and damping (UIKit's
    /// `init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)`).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = mass > 0 && stiffness > 0 ? damping / (2 * (mass * stiffness).squareRoot()) : 1
        initialVelocity = velocity
        super.init()
    }
}

/// A cubic Bézier timing (UIKit's `class UICubicTimingParameters`,
/// https://developer.apple.com/documentation/uikit/uicubictimingparameters).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The curve, when made from one.
    public let animationCurve: UIView.AnimationCurve?
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve, ease in and out (UIKit's `init()`).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves (UIKit's `init(animationCurve curve: UIView.AnimationCurve)`).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = CGPoint(x: 1, y: 1)
        super.init()
    }

    /// A Bézier through two control points (UIKit's `init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = nil
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }
}

extension UIViewPropertyAnimator {
    /// An animator with timing parameters (UIKit's
    /// `init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)`,
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)):
    /// a cubic timing runs as its curve or control points, a spring as
    /// `init(duration:dampingRatio:)` with its ratio. The animator runs for `duration` (UIKit
    /// derives a mass–stiffness spring's duration from its physics: not modelled).
    public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        if let cubic = parameters as? UICubicTimingParameters {
            if let curve = cubic.animationCurve {
                self.init(duration: duration, curve: curve)
            } else {
                self.init(duration: duration, controlPoint1: cubic.controlPoint1, controlPoint2: cubic.controlPoint2)
            }
        } else if let spring = parameters as? UISpringTimingParameters {
            self.init(duration: duration, dampingRatio: spring.dampingRatio)
        } else {
            self.init(duration: duration, curve: .easeInOut)
        }
    }
}

/// A two-dimensional vector (Core Graphics' `struct CGVector`,
/// https://developer.apple.com/documentation/corefoundation/cgvector), which Foundation on
/// Linux does not declare.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// A vector of two components (`init(dx: CGFloat, dy: CGFloat)`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// The zero vector (`init()`).
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}

#if !canImport(CoreGraphics)
extension CGAffineTransform {
    /// The transform followed by a translation (Core Graphics'
    /// `func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform`,
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)):
    /// the translation is applied in the transform's own space, `t' = [1 0 0 1 x y] × t`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        var result = self
        result.tx = a * tx + c * ty + self.tx
        result.ty = b * tx + d * ty + self.ty
        return result
    }
}
#endif
