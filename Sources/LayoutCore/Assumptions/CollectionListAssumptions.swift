extension Assumption {
    /// The side inset of an inset grouped collection view list.
    public static let collectionListInsetGroupedSideInset = Assumption(
        name: "collection-list-inset-grouped-side-inset",
        statement: "A collection view list made with UICollectionViewCompositionalLayout.list(using:) and the .insetGrouped appearance insets its rows 16 pt from each side of the collection view (inside its adjusted content insets), on every device and width. When off, its rows are full width, as in the other appearances",
        source: "Apple gives no number (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped only names the appearance). UIKitCore decompiled from the iOS 18.0 restore image (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore, System/Library/PrivateFrameworks/UIKitCore.framework/UITableConstants_IOS.m): defaultTableLayoutMarginsForScreen:size:tableStyle: gives 16 pt left and right (15 before the SDK check), 20 pt on a screen that wants wide content margins wider than 320 pt, and _defaultMarginWidthForTableView:canUseLayoutMargins: takes the larger of that and the view's own layout margins; UICollectionLayoutListConfiguration.m maps each list appearance to a table style. That the inset grouped list's side inset is this margin, and that no simulated device gets the 20 pt wide margins, is inferred: not seen on a device; iOS 26's Liquid Glass lists are not modelled",
        confidence: .inferred, defaultValue: true)

    /// The space around the sections of a grouped or inset grouped collection view list.
    public static let collectionListGroupedSectionSpacing = Assumption(
        name: "collection-list-grouped-section-spacing",
        statement: "A collection view list with the .grouped or .insetGrouped appearance and no supplementary headers or footers leaves 35 pt above its first section, 17.5 pt of header space above each later section and 17.5 pt of footer space below each section (35 pt between two sections). When off, sections follow one another with no space, as in a plain list",
        source: "Apple gives no number. UIKitCore decompiled from the iOS 18.0 restore image (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore, System/Library/PrivateFrameworks/UIKitCore.framework/UITableConstants_IOS.m): defaultPaddingAboveFirstSectionWithoutHeaderTableStyle: returns 35.0, and defaultSectionHeaderHeightForTableViewStyle:screen: and defaultSectionFooterHeightForTableViewStyle:screen: return 17.5 for any style but plain; UICollectionLayoutListConfiguration.m maps the list appearances to table styles. That a list section uses the table's header and footer space is inferred from that mapping, not seen on a device; iOS 26's Liquid Glass lists are not modelled",
        confidence: .inferred, defaultValue: true)
}
