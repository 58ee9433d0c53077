import Foundation

extension NSAttributedString.Key {
    /// The colour behind the text (UIKit's `NSAttributedString.Key.backgroundColor`, the
    /// constant `NSBackgroundColorAttributeName`, whose value is `"NSBackgroundColor"`,
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor):
    /// drawing only, kept and never drawn (NoModelledEffect.md; Wormholy's text view highlights
    /// search matches with it, Tests/RealBugs/41).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
