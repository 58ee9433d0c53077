import LayoutCore

// A bar item's tag (Tests/RealBugs 37, IQKeyboardManager 6.4's IQUIView+IQKeyboardToolbar.swift copies
// the toolbar's previous/next/done items' `tag` onto the items it makes). It identifies an item to
// the app; nothing in the model reads it (NoModelledEffect.md).

nonisolated(unsafe) private var barItemTagKey: UInt8 = 0

extension UIBarButtonItem {
    /// An integer the app identifies the item by (UIBarItem's `var tag: Int { get set }`, 0 by
    /// default, https://developer.apple.com/documentation/uikit/uibaritem/tag): kept.
    public var tag: Int {
        get { objc_getAssociatedObject(self, &barItemTagKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &barItemTagKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
