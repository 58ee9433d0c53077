import LayoutCore

// Foundation's attributed-string key and UIKit's control state before Swift 4.2 (Tests/RealBugs 18,
// MessageViewController's MessageAutocompleteController.swift and MessageView.swift, Swift 4.0:
// `[NSAttributedStringKey: Any]`, `UIControlState`). Swift 4.2 nested them in their owners
// (https://developer.apple.com/documentation/foundation/nsattributedstring/key,
// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct);
// on today's SDK the old spelling is unavailable and renamed, so a file using it fails as in Xcode,
// with the new name in the message ("'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'").
//
// Not yet in RenamedInSwift42.swift: `clearance adapt --apply-renames` rewrites only the names of
// SourceAdapter.sdkRenames, which SDKRenameTests pins to exactly that file's declarations. Moving
// these declarations there goes with the table's entries
// `SDKRename(oldName: "NSAttributedStringKey", owner: nil, newName: "NSAttributedString.Key")` and
// `SDKRename(oldName: "UIControlState", owner: nil, newName: "UIControl.State")` (and the test's
// count, 64 → 66); until then `--apply-renames` leaves the old names, and the compiler names the new ones.

/// `NSAttributedString.Key` before Swift 4.2.
@available(*, unavailable, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// `UIControl.State` before Swift 4.2.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
