import Foundation

/// The axes of a layout (UIKit's `struct UIAxis`, iOS 13,
/// https://developer.apple.com/documentation/uikit/uiaxis): what
/// ``UIListContentConfiguration/axesPreservingSuperviewLayoutMargins`` names.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// An axis from its raw value (UIKit's `init(rawValue: UInt)`).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The horizontal axis (UIKit's `static var horizontal: UIAxis`).
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis (UIKit's `static var vertical: UIAxis`).
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes (UIKit's `static var both: UIAxis`).
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// The content of a list's cell, header or footer: a text, a secondary text and an image
/// (UIKit's `struct UIListContentConfiguration`, iOS 14,
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct),
/// made by one of its presets or by a cell's `defaultContentConfiguration()`, filled in, and set
/// as the cell's `contentConfiguration`.
///
/// Its content view (``UIListContentView``) sizes a self-sizing row: the top and bottom
/// ``directionalLayoutMargins`` plus the text's lines (each ``UIFont/lineHeight`` of its font),
/// plus the ``textToSecondaryTextVerticalPadding`` and the secondary text's lines when they are
/// stacked, at least the image's height. The presets' margins, paddings and fonts are UIKit's
/// (``Assumption/listContentDefaultMargins``, ``Assumption/listContentDefaultText``), resolved
/// when the preset is made, in the running world; a cell preset keeps its view at least 44 pt
/// tall (``Assumption/listContentMinimumHeight``). Text is not wrapped: a text has as many lines
/// as it has line breaks, at most `numberOfLines` (NoModelledEffect.md). Colours, tints, corner
/// radii, transforms and the state's styling change nothing here.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The primary text (`var text: String? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/text).
    public var text: String?
    /// An attributed variant of the primary text, which supersedes ``text``
    /// (`var attributedText: NSAttributedString? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/attributedtext):
    /// its string is measured, its attributes are not.
    public var attributedText: NSAttributedString?
    /// The secondary text (`var secondaryText: String? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-c.class/secondarytext).
    public var secondaryText: String?
    /// An attributed variant of the secondary text, which supersedes ``secondaryText``
    /// (`var secondaryAttributedText: NSAttributedString? { get set }`).
    public var secondaryAttributedText: NSAttributedString?
    /// The image (`var image: UIImage? { get set }`): one of a known size (`UIImage(size:)`)
    /// takes its room; a system symbol's size is not modelled (zero).
    public var image: UIImage?
    /// How the image is laid out (`var imageProperties: UIListContentConfiguration.ImageProperties { get set }`).
    public var imageProperties = ImageProperties()
    /// How the primary text is laid out (`var textProperties: UIListContentConfiguration.TextProperties { get set }`).
    public var textProperties = TextProperties()
    /// How the secondary text is laid out (`var secondaryTextProperties: UIListContentConfiguration.TextProperties { get set }`).
    public var secondaryTextProperties = TextProperties()
    /// The axes on which the content view keeps its superview's layout margins
    /// (`var axesPreservingSuperviewLayoutMargins: UIAxis { get set }`, "By default, the content
    /// view preserves the layout margins of its superview on both axes",
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/axespreservingsuperviewlayoutmargins):
    /// kept; the model lays the content out in ``directionalLayoutMargins`` alone
    /// (NoModelledEffect.md).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins between the content and the content view's edges
    /// (`var directionalLayoutMargins: NSDirectionalEdgeInsets { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/directionallayoutmargins);
    /// the presets' are ``Assumption/listContentDefaultMargins``.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    /// Whether the text and the secondary text sit side by side
    /// (`var prefersSideBySideTextAndSecondaryText: Bool { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext):
    /// "if there's sufficient space. Otherwise, the configuration stacks the text" — text
    /// widths are not measured, so they always sit side by side when this is `true`.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The padding between the image and the text (`var imageToTextPadding: CGFloat { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imagetotextpadding).
    public var imageToTextPadding: CGFloat = 0
    /// The least horizontal padding between the texts side by side
    /// (`var textToSecondaryTextHorizontalPadding: CGFloat { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytexthorizontalpadding).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    /// The vertical padding between the stacked texts (`var textToSecondaryTextVerticalPadding: CGFloat { get set }`,
    /// "This value only applies when there's both text and secondary text, and they're in a
    /// stacked vertical layout",
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytextverticalpadding).
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The content view's alpha (`var alpha: CGFloat { get set }`, iOS 18; 1 by default):
    /// drawing only.
    public var alpha: CGFloat = 1
    /// The preset the configuration was made from.
    let preset: Preset

    private init(preset: Preset) { self.preset = preset }

    // MARK: - Content view

    /// A list content view showing this configuration (`@MainActor func makeContentView() -> any UIView & UIContentView`,
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()).
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state` (`@MainActor func updated(for state: any UIConfigurationState) -> UIListContentConfiguration`):
    /// as it is — the state's styling (selected and highlighted colours) is not modelled.
    @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    // MARK: - Presets

    /// The default configuration of a list cell (`static func cell() -> UIListContentConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()):
    /// "the cell displays one label".
    public static func cell() -> UIListContentConfiguration { make(.cell) }
    /// The default configuration of a cell with a subtitle (`static func subtitleCell() -> UIListContentConfiguration`):
    /// "one subtitle label below the primary label", as Apple's subtitle presets say
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()).
    public static func subtitleCell() -> UIListContentConfiguration { make(.subtitleCell) }
    /// The default configuration of a cell with a value (`static func valueCell() -> UIListContentConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()):
    /// "one value label next to the main label in the trailing direction" (side by side).
    public static func valueCell() -> UIListContentConfiguration { make(.valueCell) }
    /// A sidebar cell (`static func sidebarCell() -> UIListContentConfiguration`, iOS 14–18).
    @available(iOS, deprecated: 18.0, renamed: "cell()")
    public static func sidebarCell() -> UIListContentConfiguration { make(.sidebarCell) }
    /// A sidebar cell with a subtitle (`static func sidebarSubtitleCell() -> UIListContentConfiguration`, iOS 14–18,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()).
    @available(iOS, deprecated: 18.0, renamed: "subtitleCell()")
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { make(.sidebarSubtitleCell) }
    /// A cell in an accompanied sidebar (`static func accompaniedSidebarCell() -> UIListContentConfiguration`).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { make(.accompaniedSidebarCell) }
    /// A cell with a subtitle in an accompanied sidebar (`static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarsubtitlecell()).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { make(.accompaniedSidebarSubtitleCell) }
    /// A grouped list's header (`static func groupedHeader() -> UIListContentConfiguration`, iOS 14–18).
    @available(iOS, deprecated: 18.0, renamed: "header()")
    public static func groupedHeader() -> UIListContentConfiguration { make(.groupedHeader) }
    /// A grouped list's footer (`static func groupedFooter() -> UIListContentConfiguration`, iOS 14–18,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()).
    @available(iOS, deprecated: 18.0, renamed: "footer()")
    public static func groupedFooter() -> UIListContentConfiguration { make(.groupedFooter) }
    /// A plain list's header (`static func plainHeader() -> UIListContentConfiguration`, iOS 14–18,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()).
    @available(iOS, deprecated: 18.0, renamed: "header()")
    public static func plainHeader() -> UIListContentConfiguration { make(.plainHeader) }
    /// A plain list's footer (`static func plainFooter() -> UIListContentConfiguration`, iOS 14–18).
    @available(iOS, deprecated: 18.0, renamed: "footer()")
    public static func plainFooter() -> UIListContentConfiguration { make(.plainFooter) }
    /// A sidebar's header (`static func sidebarHeader() -> UIListContentConfiguration`, iOS 14–18,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()).
    @available(iOS, deprecated: 18.0, renamed: "header()")
    public static func sidebarHeader() -> UIListContentConfiguration { make(.sidebarHeader) }
    /// A prominent header in an inset grouped list (`static func prominentInsetGroupedHeader() -> UIListContentConfiguration`, iOS 15,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { make(.prominentInsetGroupedHeader) }
    /// An extra prominent header in an inset grouped list (`static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration`, iOS 15,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/extraprominentinsetgroupedheader()).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { make(.extraProminentInsetGroupedHeader) }
    /// A list's header (`static func header() -> UIListContentConfiguration`, iOS 18,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()):
    /// a plain list's (its adapting to the list's style is not modelled).
    public static func header() -> UIListContentConfiguration { make(.header) }
    /// A list's footer (`static func footer() -> UIListContentConfiguration`, iOS 18): a plain
    /// list's.
    public static func footer() -> UIListContentConfiguration { make(.footer) }

    // MARK: - Nested types

    /// How a text is laid out (UIKit's `struct UIListContentConfiguration.TextProperties`,
    /// https://developer.apple.com/documentation/uikit/uilistcontenttextproperties): the font
    /// and `numberOfLines` size the text; the rest is kept (NoModelledEffect.md).
    public struct TextProperties: Hashable {
        /// How a text lines up (`enum UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }
        /// A case change applied to a text (`enum UIListContentConfiguration.TextProperties.TextTransform`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/transform).
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// The font (`var font: UIFont { get set }`): its line height is each line's.
        public var font: UIFont = .systemFont(ofSize: 17)
        /// The colour (`var color: UIColor { get set }`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color).
        public var color: UIColor = .label
        /// The alignment (`var alignment: UIListContentConfiguration.TextProperties.TextAlignment { get set }`).
        public var alignment: TextAlignment = .natural
        /// The line break mode (`var lineBreakMode: NSLineBreakMode { get set }`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/linebreakmode).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines, 0 for no limit (`var numberOfLines: Int { get set }`, "A value of `0`
        /// indicates that the number of lines is limitless",
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines).
        public var numberOfLines = 1
        /// Whether the font shrinks to fit the width (`var adjustsFontSizeToFitWidth: Bool { get set }`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/adjustsfontsizetofitwidth).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest font scale (`var minimumScaleFactor: CGFloat { get set }`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/minimumscalefactor).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens before truncating (`var allowsDefaultTighteningForTruncation: Bool { get set }`,
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/allowsdefaulttighteningfortruncation).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category (`var adjustsFontForContentSizeCategory: Bool { get set }`).
        public var adjustsFontForContentSizeCategory = true
        /// Whether a truncated text shows its whole in a tooltip (`var showsExpansionTextWhenTruncated: Bool { get set }`).
        public var showsExpansionTextWhenTruncated = false
        /// The case change (`var transform: UIListContentConfiguration.TextProperties.TextTransform { get set }`).
        public var transform: TextTransform = .none

        init() {}
        init(font: UIFont, color: UIColor, numberOfLines: Int) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
        }

        /// The colour to draw with (`func resolvedColor() -> UIColor`): ``color`` (colour
        /// transformers are not modelled).
        public func resolvedColor() -> UIColor { color }
    }

    /// How the image is laid out (UIKit's `struct UIListContentConfiguration.ImageProperties`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct):
    /// ``maximumSize`` and ``reservedLayoutSize`` size it; the rest is kept.
    public struct ImageProperties: Hashable {
        /// The symbol configuration (`var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get set }`);
        /// compared by identity.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint colour (`var tintColor: UIColor? { get set }`).
        public var tintColor: UIColor?
        /// The corner radius (`var cornerRadius: CGFloat { get set }`).
        public var cornerRadius: CGFloat = 0
        /// The largest size (`var maximumSize: CGSize { get set }`, "The default value is
        /// CGSizeZero. A width or height of zero means that the system doesn't constrain the size
        /// for that dimension. If the image exceeds this size on either dimension, the system
        /// reduces the size proportionately, maintaining the aspect ratio",
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/maximumsize).
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, which is centred in it (`var reservedLayoutSize: CGSize { get set }`;
        /// zero by default: the image's own size).
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image ignores Invert Colors (`var accessibilityIgnoresInvertColors: Bool { get set }`).
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The tint to draw with (`func resolvedTintColor(for tintColor: UIColor) -> UIColor`):
        /// ``tintColor``, else the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.preferredSymbolConfiguration === b.preferredSymbolConfiguration && a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius
                && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
                && a.accessibilityIgnoresInvertColors == b.accessibilityIgnoresInvertColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
        }
    }

    // MARK: - Preset defaults

    /// UIKit's presets.
    enum Preset: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case groupedHeader, groupedFooter, plainHeader, plainFooter, sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case header, footer

        /// Whether its content view keeps at least a standard row's height
        /// (``Assumption/listContentMinimumHeight``: UIKit's cell styles, not its headers and footers).
        var enforcesMinimumHeight: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader:
                return true
            default: return false
            }
        }

        var isSidebar: Bool {
            [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader].contains(self)
        }

        var isSubtitle: Bool { [.subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell].contains(self) }
    }

    /// A preset with its defaults resolved in the running world (``World/current``): margins and
    /// paddings from ``Assumption/listContentDefaultMargins``, fonts and line limits from
    /// ``Assumption/listContentDefaultText`` (numbers and sources there).
    static func make(_ preset: Preset) -> UIListContentConfiguration {
        let world = World.current
        let metrics = world?.assume(.listContentDefaultMargins) ?? Assumption.listContentDefaultMargins.defaultValue
        let fonts = world?.assume(.listContentDefaultText) ?? Assumption.listContentDefaultText.defaultValue
        var c = UIListContentConfiguration(preset: preset)
        c.prefersSideBySideTextAndSecondaryText = preset == .valueCell
        // The texts.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let (text, secondary): (UIFont, UIFont)
        switch preset {
        case .cell, .subtitleCell: (text, secondary) = (body, .preferredFont(forTextStyle: .caption1))
        case .valueCell: (text, secondary) = (body, body)
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            (text, secondary) = (body, .preferredFont(forTextStyle: .footnote))
        case .plainHeader, .plainFooter, .header, .footer:
            let emphasized = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold)
            (text, secondary) = (emphasized, emphasized)
        case .groupedHeader, .groupedFooter: (text, secondary) = (.preferredFont(forTextStyle: .footnote), .preferredFont(forTextStyle: .footnote))
        case .sidebarHeader, .prominentInsetGroupedHeader:
            (text, secondary) = (.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .semibold), .preferredFont(forTextStyle: .subheadline))
        case .extraProminentInsetGroupedHeader:
            (text, secondary) = (.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .semibold), .preferredFont(forTextStyle: .subheadline))
        }
        // (Colours are drawing only: UIKit's, as the decompiled constants give them.)
        let isHeaderOrFooter = !preset.enforcesMinimumHeight
        let lines = fonts ? (preset.isSidebar ? 1 : 0) : 1
        let plain = UIFont.systemFont(ofSize: UIFont.labelFontSize)
        c.textProperties = TextProperties(font: fonts ? text : plain, color: isHeaderOrFooter ? .secondaryLabel : .label, numberOfLines: lines)
        c.secondaryTextProperties = TextProperties(font: fonts ? secondary : plain,
                                                   color: preset == .valueCell || isHeaderOrFooter ? .secondaryLabel : .label, numberOfLines: lines)
        guard metrics else { return c }
        // The margins and paddings.
        let cellVertical = (body.lineHeight * 0.5).rounded(.up)
        switch preset {
        case .cell, .valueCell: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: cellVertical, leading: 16, bottom: cellVertical, trailing: 8)
        case .subtitleCell: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8)
        case .sidebarCell, .accompaniedSidebarCell, .sidebarHeader:
            c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: cellVertical, leading: 8, bottom: cellVertical, trailing: 8)
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .plainHeader, .plainFooter, .header, .footer: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .groupedHeader: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8)
        case .groupedFooter: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8)
        case .prominentInsetGroupedHeader: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3)
        case .extraProminentInsetGroupedHeader: c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3)
        }
        c.imageToTextPadding = preset.isSidebar ? 10 : 16
        c.textToSecondaryTextHorizontalPadding = 8
        c.textToSecondaryTextVerticalPadding = preset.isSubtitle ? 0 : 3
        return c
    }

    // MARK: - Geometry

    /// The text shown: the attributed string's, else the plain text's (`nil` when empty).
    static func shown(_ text: String?, _ attributed: NSAttributedString?) -> String? {
        let string = attributed?.string ?? text
        return string?.isEmpty == false ? string : nil
    }

    /// A text's height: its newline-separated lines, at most `numberOfLines` (0: no limit),
    /// each one line of its font (text is not wrapped: NoModelledEffect.md).
    static func height(of text: String?, _ properties: TextProperties) -> CGFloat {
        guard let text else { return 0 }
        var lines = max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        if properties.numberOfLines > 0 { lines = min(lines, properties.numberOfLines) }
        return CGFloat(lines) * properties.font.lineHeight
    }

    /// The image's drawn size: its own (zero for a system symbol, whose size is not modelled),
    /// reduced proportionally to fit ``ImageProperties/maximumSize``.
    var imageDisplaySize: CGSize? {
        guard let image else { return nil }
        let size = image.hasModelledSize ? image.size : .zero
        let limit = imageProperties.maximumSize
        var scale: CGFloat = 1
        if limit.width > 0, size.width > limit.width { scale = min(scale, limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { scale = min(scale, limit.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The room the image takes: its drawn size, at least ``ImageProperties/reservedLayoutSize``
    /// on each axis (the image is centred in it).
    var imageLayoutSize: CGSize? {
        guard let size = imageDisplaySize else { return nil }
        let reserved = imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }
}

/// Where a list content view puts its parts, relative to its edges and centre (so that one
/// set of constraints serves every size the view takes).
struct ListContentLayout: Equatable {
    /// The view's edge or centre a part's side is measured from.
    enum Reference: Equatable { case leadingEdge, centerX, trailingEdge }

    /// A part's placement: each horizontal side an offset from a reference; its top an offset
    /// from the view's vertical centre; its height.
    struct Part: Equatable {
        var leading: (Reference, CGFloat)
        var trailing: (Reference, CGFloat)
        var topFromCenterY: CGFloat
        var height: CGFloat

        static func == (a: Part, b: Part) -> Bool {
            a.leading == b.leading && a.trailing == b.trailing && a.topFromCenterY == b.topFromCenterY && a.height == b.height
        }

        /// The part's rectangle in a view of `size`.
        func rect(in size: CGSize) -> CGRect {
            func x(_ side: (Reference, CGFloat)) -> CGFloat {
                switch side.0 {
                case .leadingEdge: return side.1
                case .centerX: return size.width / 2 + side.1
                case .trailingEdge: return size.width + side.1
                }
            }
            let left = x(leading)
            return CGRect(x: left, y: size.height / 2 + topFromCenterY, width: max(0, x(trailing) - left), height: height)
        }
    }

    var text: Part?
    var secondaryText: Part?
    var image: Part?
    /// The least height that shows the content inside the margins.
    let fittingHeight: CGFloat

    init(_ c: UIListContentConfiguration) {
        let m = c.directionalLayoutMargins
        let text = UIListContentConfiguration.shown(c.text, c.attributedText)
        let secondary = UIListContentConfiguration.shown(c.secondaryText, c.secondaryAttributedText)
        let textHeight = UIListContentConfiguration.height(of: text, c.textProperties)
        let secondaryHeight = UIListContentConfiguration.height(of: secondary, c.secondaryTextProperties)
        let both = text != nil && secondary != nil
        let sideBySide = both && c.prefersSideBySideTextAndSecondaryText
        let block = sideBySide ? max(textHeight, secondaryHeight) : textHeight + (both ? c.textToSecondaryTextVerticalPadding : 0) + secondaryHeight
        let imageSize = c.imageLayoutSize
        fittingHeight = m.top + max(block, imageSize?.height ?? 0) + m.bottom
        // The content is centred between the top and bottom margins.
        let middle = (m.top - m.bottom) / 2
        var x = m.leading
        if let imageSize {
            image = Part(leading: (.leadingEdge, x), trailing: (.leadingEdge, x + imageSize.width), topFromCenterY: middle - imageSize.height / 2,
                         height: imageSize.height)
            if text != nil || secondary != nil { x += imageSize.width + c.imageToTextPadding }
        }
        let end: (Reference, CGFloat) = (.trailingEdge, -m.trailing)
        if sideBySide {
            // Text widths are not measured: each text takes half the width between the image
            // (or the leading margin) and the trailing margin, less half the padding.
            let half = (x - m.trailing) / 2, gap = c.textToSecondaryTextHorizontalPadding / 2
            self.text = Part(leading: (.leadingEdge, x), trailing: (.centerX, half - gap), topFromCenterY: middle - textHeight / 2, height: textHeight)
            secondaryText = Part(leading: (.centerX, half + gap), trailing: end, topFromCenterY: middle - secondaryHeight / 2, height: secondaryHeight)
        } else {
            let top = middle - block / 2
            if text != nil { self.text = Part(leading: (.leadingEdge, x), trailing: end, topFromCenterY: top, height: textHeight) }
            if secondary != nil {
                let below = text != nil ? textHeight + c.textToSecondaryTextVerticalPadding : 0
                secondaryText = Part(leading: (.leadingEdge, x), trailing: end, topFromCenterY: top + below, height: secondaryHeight)
            }
        }
    }
}

/// A view showing a list content configuration (UIKit's `@MainActor class UIListContentView`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uilistcontentview): "its height
/// adjusts dynamically according to its width and the space it needs to display its content".
///
/// It lays its text, secondary text and image out in layout guides (``textLayoutGuide``,
/// ``secondaryTextLayoutGuide``, ``imageLayoutGuide``) placed by constraints, so an app can pin
/// its own views to them, and asks for its content's height (``ListContentLayout``) with a
/// constraint just below required, which sizes a self-sizing row and yields to a row height
/// the app fixes. Labels and an image view show the content, placed at the guides.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var current: UIListContentConfiguration
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView(image: nil)
    /// Each part's guide and the constraints placing it (leading, trailing, top, height).
    private var placed: [Slot: PlacedGuide] = [:]
    /// The content's height: at least the fitting height (and the minimum row height).
    private var heightConstraint: NSLayoutConstraint?
    private var layoutPlan: ListContentLayout

    private enum Slot: CaseIterable { case text, secondaryText, image }

    /// A part's guide, the constraints placing it (leading, trailing, top, height) and what its
    /// sides are measured from.
    private struct PlacedGuide {
        let guide: UILayoutGuide
        let constraints: [NSLayoutConstraint]
        let references: [ListContentLayout.Reference]
    }

    /// A list content view showing `configuration` (UIKit's `@MainActor @preconcurrency convenience init(configuration: UIListContentConfiguration)`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)).
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        layoutPlan = ListContentLayout(configuration)
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
        apply()
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown (`@MainActor var configuration: any UIContentConfiguration { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentview/configuration):
    /// "Setting this property applies the new configuration to the view". Only a
    /// ``UIListContentConfiguration`` is shown; any other is ignored (``supports(_:)`` says so).
    open var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            current = list
            layoutPlan = ListContentLayout(list)
            apply()
        }
    }

    /// Whether the view can show `configuration` (UIKit's `func supports(_ configuration: any UIContentConfiguration) -> Bool`,
    /// iOS 16): a list content configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The primary text's guide (`var textLayoutGuide: UILayoutGuide? { get }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentview/textlayoutguide):
    /// "If the configuration doesn't specify primary text, the value of this property is
    /// `nil`"; a configuration without text removes it and deactivates its constraints.
    public var textLayoutGuide: UILayoutGuide? { placed[.text]?.guide }
    /// The secondary text's guide (`var secondaryTextLayoutGuide: UILayoutGuide? { get }`,
    /// https://developer.apple.com/documentation/uikit/uilistcontentview/secondarytextlayoutguide),
    /// `nil` without secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? { placed[.secondaryText]?.guide }
    /// The image's guide (`var imageLayoutGuide: UILayoutGuide? { get }`), `nil` without an image.
    public var imageLayoutGuide: UILayoutGuide? { placed[.image]?.guide }

    /// The minimum height in force (``Assumption/listContentMinimumHeight``), resolved in the
    /// view's world, else the running one.
    private var minimumHeight: CGFloat {
        guard current.preset.enforcesMinimumHeight else { return 0 }
        let on = (world ?? World.current)?.assume(.listContentMinimumHeight) ?? Assumption.listContentMinimumHeight.defaultValue
        return on ? UITableView.standardRowHeight : 0
    }

    /// Shows the current configuration: the labels' texts and fonts, the guides' constraints,
    /// the height constraint.
    private func apply() {
        let c = current
        let text = UIListContentConfiguration.shown(c.text, c.attributedText)
        let secondary = UIListContentConfiguration.shown(c.secondaryText, c.secondaryAttributedText)
        for (label, string, properties) in [(textLabel, text, c.textProperties), (secondaryTextLabel, secondary, c.secondaryTextProperties)] {
            label.text = string
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.preferredHeight = UIListContentConfiguration.height(of: string, properties)
            label.isHidden = string == nil
        }
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        let plan = layoutPlan
        place(.text, plan.text)
        place(.secondaryText, plan.secondaryText)
        place(.image, plan.image)
        let height = max(plan.fittingHeight, minimumHeight)
        if let heightConstraint {
            if heightConstraint.constant != height { heightConstraint.constant = height }
        } else {
            let constraint = heightAnchor.constraint(greaterThanOrEqualToConstant: height)
            constraint.priority = UILayoutPriority(999)
            constraint.isActive = true
            heightConstraint = constraint
        }
        setNeedsLayout()
    }

    /// Places a part's guide: made (and added) on first use, its constants updated, removed
    /// with every constraint that uses it when the part goes.
    private func place(_ slot: Slot, _ part: ListContentLayout.Part?) {
        guard let part else {
            if let old = placed.removeValue(forKey: slot) { remove(old.guide) }
            return
        }
        func anchor(_ reference: ListContentLayout.Reference) -> NSLayoutXAxisAnchor {
            switch reference {
            case .leadingEdge: return leadingAnchor
            case .centerX: return centerXAnchor
            case .trailingEdge: return trailingAnchor
            }
        }
        let leading = anchor(part.leading.0), trailing = anchor(part.trailing.0)
        if let existing = placed[slot], existing.references == [part.leading.0, part.trailing.0] {
            for (constraint, constant) in zip(existing.constraints, [part.leading.1, part.trailing.1, part.topFromCenterY, part.height])
            where constraint.constant != constant {
                constraint.constant = constant
            }
            return
        }
        if let old = placed.removeValue(forKey: slot) { remove(old.guide) }
        let guide = UILayoutGuide(identifier: "\(slot)LayoutGuide")
        addLayoutGuide(guide)
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: leading, constant: part.leading.1),
            guide.trailingAnchor.constraint(equalTo: trailing, constant: part.trailing.1),
            guide.topAnchor.constraint(equalTo: centerYAnchor, constant: part.topFromCenterY),
            guide.heightAnchor.constraint(equalToConstant: part.height),
        ]
        NSLayoutConstraint.activate(constraints)
        placed[slot] = PlacedGuide(guide: guide, constraints: constraints, references: [part.leading.0, part.trailing.0])
    }

    /// Takes a guide out of the view, deactivating every constraint that uses it (the view's
    /// own and the app's).
    private func remove(_ guide: UILayoutGuide) {
        func uses(_ c: NSLayoutConstraint) -> Bool { c.firstAnchor.item === guide || c.secondAnchor?.item === guide }
        let active = ((world ?? World.current)?.layoutEngine.constraints ?? []).filter(uses) + waitingConstraints.filter(uses)
        NSLayoutConstraint.deactivate(active)
        addedLayoutGuides.removeAll { $0 === guide }
        guide.detach()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The minimum height follows the world's assumption once the view is in one.
        if let heightConstraint {
            let height = max(layoutPlan.fittingHeight, minimumHeight)
            if heightConstraint.constant != height { heightConstraint.constant = height }
        }
        let size = bounds.size
        let plan = layoutPlan
        if let part = plan.text { textLabel.frame = part.rect(in: size) }
        if let part = plan.secondaryText { secondaryTextLabel.frame = part.rect(in: size) }
        if let part = plan.image, let shown = current.imageDisplaySize {
            // The image is centred in the room reserved for it.
            let slot = part.rect(in: size)
            imageView.frame = CGRect(x: slot.midX - shown.width / 2, y: slot.midY - shown.height / 2, width: shown.width, height: shown.height)
        }
    }
}
