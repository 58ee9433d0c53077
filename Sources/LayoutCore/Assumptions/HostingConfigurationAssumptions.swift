extension Assumption {
    /// A `UIHostingConfiguration`'s content lays out in the whole cell, with no safe area.
    public static let hostingConfigurationIgnoresSafeArea = Assumption(
        name: "hosting-configuration-ignores-safe-area",
        statement: "The SwiftUI content of a UIHostingConfiguration in a table or collection view cell lays out in the cell's content view, inset only by the configuration's margins: neither the container safe area (the home indicator, bars, a notch the cell reaches under) nor, from iOS 14, the docked keyboard's extent over the cell shrinks or moves it, so a cell under the keyboard keeps its content where it is (the table, not the cell, is what must avoid the keyboard). When off, the content lays out as in a UIHostingController's view: in the cell's safe area and above the keyboard's top where the keyboard covers the cell",
        source: "no Apple page says how the configuration treats the safe area (https://developer.apple.com/documentation/swiftui/uihostingconfiguration describes content, background, margins and minimum size only). Inferred from the backports written to behave like it on iOS 14 and 15: the SwiftUI Backports' UIHostingConfiguration (MIT) swaps its hosting view's safeAreaInsets for zero because 'we need to use a little trick to get the SwiftUI View's to ignore safeArea insets, otherwise our cell's will not always layout correctly'; a plain UIHostingController's view in a cell applies both regions (keyboard-platform.md §3.6), which is what such backports work around",
        confidence: .inferred, defaultValue: true)

    /// A `UIHostingConfiguration`'s default margins.
    public static let hostingConfigurationDefaultMargins = Assumption(
        name: "hosting-configuration-default-margins",
        statement: "The margins a UIHostingConfiguration applies around its content on every edge that margins(_:_:) does not set are 8 pt, UIView's default layout margin (the content view the configuration makes is an ordinary view): the cell is its content's ideal height plus 16 pt. When off they are 0 pt",
        source: "Apple gives no number: margins(_:_:) says 'Any edges not specified will use the system default values' and 'Use this modifier to replace the default margins applied to the root of the configuration' (https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)), so the default is not zero — juliensagot's 'The missing UIHostingView' gist (gist.github.com/juliensagot/885e31ff15e805b1904cacda67523a7f, 2024) calls .margins(.all, 0) to get a hosting view with none. 8 pt is UIView's documented default layout margin ('The default margins are eight points on each side', https://developer.apple.com/documentation/uikit/uiview/layoutmargins); no measurement of the configuration's margins was found (a list cell's system margins are likely larger horizontally, which changes no height here)",
        confidence: .unverified, defaultValue: true)

    /// A `UIHostingConfiguration` in a table cell keeps the cell at least a standard row tall.
    public static let hostingConfigurationDefaultMinHeight = Assumption(
        name: "hosting-configuration-default-min-height",
        statement: "Unless minSize(width:height:) gives a height, a UIHostingConfiguration in a self-sizing table view cell keeps the row at least 44 pt tall (UIKit's standard row height): content and margins shorter than that are centred in a 44 pt row. In a collection view cell there is no default minimum. When off there is none in either",
        source: "minSize(width:height:): 'A value of nil indicates that the system default should be used' and '.minSize(width: 0, height: 0)' is Apple's example to allow 'the cell to be compressed to zero size' (https://developer.apple.com/documentation/swiftui/uihostingconfiguration/minsize(width:height:)), so the default minimum is not zero; that it is the standard 44 pt row (the height the model already gives a self-sizing row whose constraints give none: openradar 42808310, Stack Overflow 19885421) and that a non-list collection view has none is inferred: no measurement was found",
        confidence: .inferred, defaultValue: true)
}
