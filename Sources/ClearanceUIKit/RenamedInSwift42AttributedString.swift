import LayoutCore

// Foundation's attributed-string key before Swift 4.2 (Tests/RealBugs 18, MessageViewController's
// MessageAutocompleteController.swift, Swift 4.0: `[NSAttributedStringKey: Any]`). Swift 4.2 nested
// it in NSAttributedString (https://developer.apple.com/documentation/foundation/nsattributedstring/key);
// on today's SDK the old spelling is unavailable and renamed, so a file using it fails as in Xcode,
// with the new name in the message ("'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'").
//
// Not yet in RenamedInSwift42.swift: `clearance adapt --apply-renames` rewrites only the names of
// SourceAdapter.sdkRenames, which SDKRenameTests pins to exactly that file's declarations. Moving
// this declaration there goes with the table's entry
// `SDKRename(oldName: "NSAttributedStringKey", owner: nil, newName: "NSAttributedString.Key")`
// (and the test's count, 64 → 65); until then `--apply-renames` leaves the old name, and the
// compiler names the new one.

/// `NSAttributedString.Key` before Swift 4.2.
@available(*, unavailable, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
