import Foundation

/// Where a number of the device catalog comes from: source ids of `reference/device-geometry`.
public struct SourceCitation: Hashable, Sendable, Codable {
    /// The fields the citation covers.
    public var field: String
    /// Source ids (with the reference's notes).
    public var ids: [String]

    public init(field: String, ids: [String]) {
        self.field = field
        self.ids = ids
    }
}

/// The docked system keyboard of one orientation, in points (device-geometry.md §3, §4).
public struct KeyboardOrientationMetrics: Hashable, Sendable, Codable {
    /// The key area.
    public var keyArea: CGFloat
    /// The predictive (QuickType) bar on iPhone; the 55 pt assistant bar on iPad.
    public var bar: CGFloat
    /// The strip below the keys on Face ID iPhones (globe/dictation row and home indicator):
    /// 75 pt portrait, 21 pt landscape; 0 elsewhere.
    public var bottomExtra: CGFloat

    public init(keyArea: CGFloat, bar: CGFloat, bottomExtra: CGFloat) {
        self.keyArea = keyArea
        self.bar = bar
        self.bottomExtra = bottomExtra
    }
}

/// Docked keyboard heights of a device.
public struct KeyboardMetrics: Hashable, Sendable, Codable {
    public var portrait: KeyboardOrientationMetrics
    public var landscape: KeyboardOrientationMetrics
    /// Whether the bar is always shown (iPad: shortcuts and predictions share it).
    public var barAlwaysShown: Bool
    /// Key areas on iOS 13 where they differ from the iOS 18 readings (``DeviceCatalog``).
    public var iOS13KeyAreas: KeyAreas?

    /// A portrait and a landscape key area.
    public struct KeyAreas: Hashable, Sendable, Codable {
        public var portrait: CGFloat
        public var landscape: CGFloat

        public init(portrait: CGFloat, landscape: CGFloat) {
            self.portrait = portrait
            self.landscape = landscape
        }
    }

    public init(portrait: KeyboardOrientationMetrics, landscape: KeyboardOrientationMetrics, barAlwaysShown: Bool) {
        self.portrait = portrait
        self.landscape = landscape
        self.barAlwaysShown = barAlwaysShown
    }

    /// The metrics of an orientation.
    public func metrics(_ orientation: InterfaceOrientation) -> KeyboardOrientationMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The docked English keyboard's height: key area, plus the bar when shown, plus the
    /// bottom strip (device-geometry.md §3: totals are derived from measured components).
    ///
    /// The iPhone 15 Pro in landscape with the predictive bar: 160 (keyman_ios18 key area) +
    /// 38 (bar) + 21 (the landscape home-indicator strip) = 219, which is flutterware_latest's
    /// measured iPhone 16 landscape total (device-geometry.md §3; flutterware_070 says 209).
    public func dockedHeight(_ orientation: InterfaceOrientation, predictive: Bool, iOSVersion: Int? = nil) -> CGFloat {
        let m = metrics(orientation)
        var keyArea = m.keyArea
        if let version = iOSVersion, version <= 13, let old = iOS13KeyAreas {
            keyArea = orientation == .portrait ? old.portrait : old.landscape
        }
        return keyArea + (predictive || barAlwaysShown ? m.bar : 0) + m.bottomExtra
    }
}

/// iPad Split View window widths (height is the screen's), device-geometry.md §4.
public struct SplitViewWidths: Hashable, Sendable, Codable {
    public var landscapeOneThird: CGFloat
    public var landscapeHalf: CGFloat
    public var landscapeTwoThirds: CGFloat
    public var portraitOneThird: CGFloat
    public var portraitTwoThirds: CGFloat

    public init(landscapeOneThird: CGFloat, landscapeHalf: CGFloat, landscapeTwoThirds: CGFloat,
                portraitOneThird: CGFloat, portraitTwoThirds: CGFloat) {
        self.landscapeOneThird = landscapeOneThird
        self.landscapeHalf = landscapeHalf
        self.landscapeTwoThirds = landscapeTwoThirds
        self.portraitOneThird = portraitOneThird
        self.portraitTwoThirds = portraitTwoThirds
    }
}

/// A real iPhone or iPad (or, in fuzz mode, an arbitrary one): the geometry that keyboard
/// avoidance depends on. Every catalog number cites its source ids (`sources`).
public struct Device: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Phone or pad.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad
    }

    /// A stable id (the reference's), e.g. `iphone_x_xs_11pro`.
    public var id: String
    /// The models that share the geometry.
    public var models: [String]
    public var idiom: Idiom
    /// Points in portrait.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    public var safeAreaPortrait: UIEdgeInsets
    public var safeAreaLandscape: UIEdgeInsets
    public var keyboard: KeyboardMetrics
    /// iPad Split View widths.
    public var splitView: SplitViewWidths?
    /// iPad Slide Over width.
    public var slideOverWidth: CGFloat?
    /// The iOS versions each model runs, aligned with `models` (`nil`: every modelled
    /// version, as for fuzz-mode devices).
    public var modelIOSVersions: [ClosedRange<Int>]?
    /// Where the numbers come from.
    public var sources: [SourceCitation]
    /// Values other sources give, where they disagree with the one chosen.
    public var disagreements: [String]

    public init(id: String, models: [String], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
                safeAreaPortrait: UIEdgeInsets, safeAreaLandscape: UIEdgeInsets, keyboard: KeyboardMetrics,
                splitView: SplitViewWidths?, slideOverWidth: CGFloat?, sources: [SourceCitation], disagreements: [String]) {
        self.id = id
        self.models = models
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.keyboard = keyboard
        self.splitView = splitView
        self.slideOverWidth = slideOverWidth
        self.sources = sources
        self.disagreements = disagreements
    }

    /// The first model's name.
    public var name: String { models.first ?? id }

    /// Whether some model of this geometry runs iOS `version`.
    public func runs(iOS version: Int) -> Bool {
        guard let ranges = modelIOSVersions else { return true }
        return ranges.contains { $0.contains(version) }
    }

    /// The first model that runs iOS `version` (the first model if none does).
    public func name(onIOS version: Int) -> String {
        guard let ranges = modelIOSVersions else { return name }
        return zip(models, ranges).first { $0.1.contains(version) }?.0 ?? name
    }
    public var description: String { "\(name) (\(fmt(portraitSize.width))×\(fmt(portraitSize.height)))" }

    /// Whether the device has a home indicator (a bottom safe area in portrait).
    public var hasHomeIndicator: Bool { safeAreaPortrait.bottom > 0 }

    /// The screen's size in an interface orientation (screen space rotates with it).
    public func screenSize(_ orientation: InterfaceOrientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The screen's safe-area insets in an orientation.
    public func safeArea(_ orientation: InterfaceOrientation) -> UIEdgeInsets {
        orientation == .portrait ? safeAreaPortrait : safeAreaLandscape
    }
}
