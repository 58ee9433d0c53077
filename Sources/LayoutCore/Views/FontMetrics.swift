import Foundation

extension UIFont {
    // The system font's vertical metrics are proportional to its size: ascender 1950/2048,
    // descender −494/2048 and no leading of the em, so one line is 2444/2048 of the size. The
    // logged values agree: `systemFont(ofSize: 15).lineHeight` is 17.900391 (15 × 2444/2048 =
    // 17.900390625; https://codewithsundeep.com/discussion/solution/33278645, the question's log),
    // and `systemFont(ofSize: 20)` has ascender 19.04… and descender −4.82… (20 × 1950/2048 =
    // 19.04296875, 20 × 494/2048 = 4.82421875; https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html,
    // iOS 9), with `lineHeight == ascender − descender` for one line
    // (https://haomeiwen.com/subject/axtmwftx.html: "ascender + descender = lineHeight", the
    // descender's magnitude). A named font gets the system font's proportions: the model reads
    // no font files (NoModelledEffect.md).
    private static let ascenderPerPoint: CGFloat = 1950 / 2048
    private static let descenderPerPoint: CGFloat = -494 / 2048

    /// The top of the tallest glyphs above the baseline (UIKit's `var ascender: CGFloat { get }`,
    /// https://developer.apple.com/documentation/uikit/uifont/ascender): 1950/2048 of the size.
    public var ascender: CGFloat { pointSize * Self.ascenderPerPoint }
    /// The bottom of the lowest glyphs below the baseline, negative (UIKit's
    /// `var descender: CGFloat { get }`, https://developer.apple.com/documentation/uikit/uifont/descender):
    /// −494/2048 of the size.
    public var descender: CGFloat { pointSize * Self.descenderPerPoint }
    /// The space between lines (UIKit's `var leading: CGFloat { get }`,
    /// https://developer.apple.com/documentation/uikit/uifont/leading): 0 for the system font.
    public var leading: CGFloat { 0 }
    /// The height of one line of text (UIKit's `var lineHeight: CGFloat { get }`,
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight): ascender − descender
    /// + leading, 2444/2048 of the size (17.900390625 pt at 15 pt, 20.287109375 pt at 17 pt).
    public var lineHeight: CGFloat { ascender - descender + leading }
}

