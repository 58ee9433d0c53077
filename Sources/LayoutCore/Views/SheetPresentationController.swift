import Foundation

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The largest value a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
}

/// Told when a sheet's selected detent changes (UIKit's
/// `UISheetPresentationControllerDelegate`, the modelled method).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: AnyObject {
    /// The sheet now rests at another detent (the keyboard expanded it).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// The heights a presented sheet rests at (UIKit's `UISheetPresentationController`, iOS 15),
/// reached through the presented controller's `sheetPresentationController`.
///
/// Detents are modelled for a sheet in a compact-width window (an iPhone's card): the sheet
/// is as tall as its selected detent's value plus the window's bottom safe area ("a height
/// within the safe area of the sheet",
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:),
/// at most the large detent's, and rests at the smallest active detent while
/// `selectedDetentIdentifier` is `nil` or names none of them
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
/// When a text input in the sheet brings the keyboard up, the sheet expands to its largest
/// detent (``Assumption/sheetExpandsToLargestDetentForKeyboard``). An iPad sheet in a
/// regular-width window keeps its size; dragging between detents is not modelled.
@preconcurrency @MainActor
public final class UISheetPresentationController {
    /// A height where a sheet rests (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A detent named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name: the one it was made with, or one of its own (its identity,
        /// which no two detents share; UIKit generates a random one).
        public var identifier: Identifier {
            givenIdentifier ?? Identifier("custom-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
        }
        private let givenIdentifier: Identifier?
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier?, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            givenIdentifier = identifier
            self.resolver = resolver
        }

        /// The full height (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// "Approximately half the height of the screen, and inactive in compact height"
        /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium());
        /// the HIG says "about half the fully expanded height"
        /// (https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/):
        /// which half is ``Assumption/mediumDetentIsHalfTheScreen``, the exact value
        /// ``ModelNumber/mediumDetentHeight``.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                let model = context as? SheetDetentContext
                let whole = model.map { $0.mediumIsHalfTheScreen() ? $0.screenHeight : context.maximumDetentValue } ?? 0
                return min(context.maximumDetentValue, whole / 2)
            }
        }

        /// A detent whose value `resolver` computes (`nil`: inactive). Without an identifier
        /// the detent gets one of its own.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's value in `context`, or `nil` when it is inactive there; never above
        /// the maximum.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return max(0, min(value, context.maximumDetentValue))
        }
    }

    /// The controller the sheet shows.
    public unowned let presentedViewController: UIViewController
    /// The heights the sheet rests at, smallest first (default: the large detent alone).
    public var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    /// The detent the sheet rests at (`nil`: the smallest).
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Up to which detent what is behind stays undimmed (stored only: dimming is not drawn).
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber shows (stored only).
    public var prefersGrabberVisible = false
    /// Whether scrolling at an edge expands the sheet (stored only: scrolls do not expand it).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom in compact height (stored only).
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows the preferred content size when edge-attached (stored only).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius (stored only: not drawn).
    public var preferredCornerRadius: CGFloat?
    /// Told when the selected detent changes.
    public weak var delegate: (any UISheetPresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// Runs `changes` to the detents or the selection; the sheet takes its new height at the
    /// next layout (the animation is not modelled).
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks the custom detents for their values again at the next layout.
    public func invalidateDetents() {
        sheetDidChange()
    }

    private func sheetDidChange() {
        presentedViewController.world?.setNeedsLayout()
    }

    /// The detents active in `context`, with their values, in order.
    func activeDetents(in context: SheetDetentContext) -> [(detent: Detent, value: CGFloat)] {
        detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
    }

    /// The value of the detent the sheet rests at: the selected one if active, else the
    /// smallest active one, else the large detent's.
    func restingValue(in context: SheetDetentContext) -> CGFloat {
        let active = activeDetents(in: context)
        if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.detent.identifier == selected }) { return match.value }
        return active.map(\.value).min() ?? context.maximumDetentValue
    }

    /// Rests the sheet at its largest active detent, telling the delegate; returns whether it
    /// moved.
    func expandToLargestDetent(in context: SheetDetentContext) -> Bool {
        guard let largest = activeDetents(in: context).max(by: { $0.value < $1.value }),
              restingValue(in: context) < largest.value else { return false }
        selectedDetentIdentifier = largest.detent.identifier
        delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        return true
    }
}

/// A sheet's resolution context in a world.
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerTraitCollection: UITraitCollection
    /// The screen's height, for the medium detent.
    let screenHeight: CGFloat
    /// Whether the medium detent is half the screen's height (or half the large detent's
    /// value): ``Assumption/mediumDetentIsHalfTheScreen``, consulted only when a medium
    /// detent is resolved.
    let mediumIsHalfTheScreen: () -> Bool

    init(maximumDetentValue: CGFloat, containerTraitCollection: UITraitCollection, screenHeight: CGFloat,
         mediumIsHalfTheScreen: @escaping () -> Bool = { true }) {
        self.maximumDetentValue = maximumDetentValue
        self.containerTraitCollection = containerTraitCollection
        self.screenHeight = screenHeight
        self.mediumIsHalfTheScreen = mediumIsHalfTheScreen
    }
}
