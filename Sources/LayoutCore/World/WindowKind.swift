import Foundation

/// Where the app's window sits on the screen, and how its root view is presented.
///
/// Sources (device-geometry.md §4–5, keyboard-platform.md §3.2, §3.5): Split View widths per
/// device (a 10 pt divider; the window has the screen's height), Slide Over widths (320, or
/// 375 on 12.9/13-inch iPads), Stage Manager windows anywhere on the screen, the 540×620
/// form sheet (a widely hard-coded constant). The page sheet's size is not published: it is
/// modelled as a centred card `min(704, screen width − 40)` wide from 20 pt below the top
/// safe area to the screen's bottom (inferred).
public enum WindowKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The share of the screen a Split View window takes.
    public enum SplitFraction: String, Hashable, Sendable, Codable, CaseIterable {
        case oneThird, half, twoThirds
    }

    /// How a ``presented(_:detents:)`` screen is presented (its `modalPresentationStyle`).
    public enum PresentedStyle: String, Hashable, Sendable, Codable, CaseIterable {
        case pageSheet, formSheet, popover

        /// UIKit's style.
        public var modalPresentationStyle: UIModalPresentationStyle {
            switch self {
            case .pageSheet: return .pageSheet
            case .formSheet: return .formSheet
            case .popover: return .popover
            }
        }

        /// `page sheet`, `form sheet`, `popover`.
        public var phrase: String {
            switch self {
            case .pageSheet: return "page sheet"
            case .formSheet: return "form sheet"
            case .popover: return "popover"
            }
        }
    }

    /// A height a presented sheet rests at (`UISheetPresentationController.Detent`, iOS 15+).
    public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
        /// `.medium()`: about half the screen's height (iOS 15+).
        case medium
        /// `.large()`: the full card (iOS 15+).
        case large
        /// `.custom { _ in height }`: a height within the sheet's safe area (iOS 16+).
        case height(Double)

        /// The first iOS version with this detent.
        public var introducedIn: Int {
            if case .height = self { return 16 }
            return 15
        }

        /// UIKit's detent.
        public var detent: UISheetPresentationController.Detent {
            switch self {
            case .medium: return .medium()
            case .large: return .large()
            case let .height(value): return .custom { _ in CGFloat(value) }
            }
        }

        public var description: String {
            switch self {
            case .medium: return "medium"
            case .large: return "large"
            case let .height(value): return fmt(CGFloat(value))
            }
        }
    }

    /// Which side of the screen.
    public enum Side: String, Hashable, Sendable, Codable, CaseIterable {
        case left, right
    }

    /// The window fills the screen.
    case fullScreen
    /// iPad Split View, iPadOS 13 to 18: iPadOS 26 removed it (side by side is window
    /// tiling, a resizable ``stageManager(x:y:width:height:)`` window; scenarios refuse it
    /// there, macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over).
    case splitView(SplitFraction, Side)
    /// iPad Slide Over, iPadOS 13 to 18: iPadOS 26 removed it and 26.1 brought back one
    /// resizable floating window, not this fixed-width panel (scenarios refuse it there).
    case slideOver(Side)
    /// An iPad Stage Manager window: `frame` is in screen space for the orientation the
    /// scenario starts in, as fractions of the screen's size so that it survives rotation.
    case stageManager(x: Double, y: Double, width: Double, height: Double)
    /// A full-screen window with the root view presented as an iPad form sheet.
    case formSheet
    /// A full-screen window with the root view presented as an iPad page sheet.
    case pageSheet
    /// A full-screen window showing a plain screen that presents the root view modally
    /// (`present(_:animated:)`) in `style`, with `detents` for a sheet: UIKit resolves it for
    /// the window (World+Modal.swift) — a card in a compact-width window (an iPhone: iOS 13+
    /// shows page and form sheets as cards, and "in iOS 13 and later, for horizontally or
    /// vertically compact environments, [.popover] behaves the same as
    /// UIModalPresentationStyle.formSheet",
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover),
    /// resting at its detent; an iPad sheet in a regular-width one.
    case presented(PresentedStyle, detents: [SheetDetent])

    public var description: String {
        switch self {
        case .fullScreen: return "full screen"
        case let .splitView(f, s): return "Split View \(f.rawValue) \(s.rawValue)"
        case let .slideOver(s): return "Slide Over \(s.rawValue)"
        case let .stageManager(x, y, w, h): return "Stage Manager (\(fmt(x)), \(fmt(y)), \(fmt(w))×\(fmt(h)) of the screen)"
        case .formSheet: return "form sheet"
        case .pageSheet: return "page sheet"
        case let .presented(style, detents):
            return "presented as a \(style.phrase)" + (style == .popover || detents == [.large] ? "" : " (detents: \(detents.map(\.description).joined(separator: ", ")))")
        }
    }

    /// The label used in statistics (`fullScreen`, `splitView`, …).
    public var kindName: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .splitView: return "splitView"
        case .slideOver: return "slideOver"
        case .stageManager: return "stageManager"
        case .formSheet: return "formSheet"
        case .pageSheet: return "pageSheet"
        case .presented: return "presented"
        }
    }

    /// Whether the root view is a sheet inside a full-screen window.
    public var isSheet: Bool { self == .formSheet || self == .pageSheet }

    /// The form sheet's size (`formsheet_540x620_code`).
    public static let formSheetSize = CGSize(width: 540, height: 620)

    /// The window's frame in screen space.
    func windowFrame(device: Device, orientation: InterfaceOrientation, assumptions: Assumptions, consult: (Assumption) -> Void) -> CGRect {
        let screen = device.screenSize(orientation)
        let full = CGRect(origin: .zero, size: screen)
        switch self {
        case .fullScreen, .formSheet, .pageSheet, .presented:
            return full
        case let .splitView(fraction, side):
            guard let widths = device.splitView else { return full }
            let width: CGFloat
            switch (orientation, fraction) {
            case (.landscape, .oneThird): width = widths.landscapeOneThird
            case (.landscape, .half): width = widths.landscapeHalf
            case (.landscape, .twoThirds): width = widths.landscapeTwoThirds
            case (.portrait, .oneThird): width = widths.portraitOneThird
            case (.portrait, .twoThirds): width = widths.portraitTwoThirds
            case (.portrait, .half): width = ((screen.width - 10) / 2).rounded(.down)
            }
            return CGRect(x: side == .left ? 0 : screen.width - width, y: 0, width: width, height: screen.height)
        case let .slideOver(side):
            let width = device.slideOverWidth ?? 320
            consult(.slideOverFloatsAboveBottom)
            if assumptions[.slideOverFloatsAboveBottom] {
                let top = device.safeArea(orientation).top
                let x = side == .right ? screen.width - width - 10 : 10
                return CGRect(x: x, y: top, width: width, height: screen.height - top - 20)
            }
            return CGRect(x: side == .right ? screen.width - width : 0, y: 0, width: width, height: screen.height)
        case let .stageManager(x, y, w, h):
            let frame = CGRect(x: CGFloat(x) * screen.width, y: CGFloat(y) * screen.height,
                               width: CGFloat(w) * screen.width, height: CGFloat(h) * screen.height)
            return frame.intersection(full).integral
        }
    }

    /// The root view's frame in window space before any system lift; a form sheet takes the
    /// presented controller's `preferredContentSize` where it is not zero.
    func rootFrame(in window: CGRect, safeArea: UIEdgeInsets, preferredContentSize: CGSize = .zero) -> CGRect {
        let bounds = CGRect(origin: .zero, size: window.size)
        switch self {
        case .formSheet:
            let wanted = CGSize(width: preferredContentSize.width > 0 ? preferredContentSize.width : WindowKind.formSheetSize.width,
                                height: preferredContentSize.height > 0 ? preferredContentSize.height : WindowKind.formSheetSize.height)
            let size = CGSize(width: min(wanted.width, bounds.width), height: min(wanted.height, bounds.height))
            return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        case .pageSheet:
            let width = min(704, bounds.width - 40)
            let top = safeArea.top + 20
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top)
        default:
            return bounds
        }
    }
}
