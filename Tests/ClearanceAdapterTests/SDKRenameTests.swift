@testable import ClearanceAdapter
import Foundation
import Testing

/// `--apply-renames`: the pre-Swift-4.2 spellings the SDK declares unavailable and renamed.
@Suite struct SDKRenameTests {
    static let source = """
    import UIKit
    // UIKeyboardFrameEndUserInfoKey in a comment stays, as does "UIKeyboardWillShow" in a string.
    final class Screen: UIViewController {
        let curve: UIViewAnimationOptions = []
        func observe() {
            NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
                _ = end
            }
            _ = NSNotification.Name.UIKeyboardDidHide
            _ = Notification.Name.UIKeyboardWillChangeFrame
            _ = UIViewAnimationCurve(rawValue: 7)
            _ = other.UIKeyboardWillHide
        }
        func name(_ note: Notification) -> String {
            switch note.name {
            case .UIKeyboardWillHide: return "UIKeyboardWillHide"
            default: return ""
            }
        }
    }
    let UIEdgeInsetsZero = UIEdgeInsets()
    let inset = UIEdgeInsetsZero
    """

    @Test func withoutTheOptionTheOldSpellingsAreKeptByteForByte() {
        let adapted = SourceAdapter.adapt(fileName: "Old.swift", source: Self.source)
        #expect(adapted.renames == [])
        let body = adapted.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(body == Self.source.replacingOccurrences(of: "import UIKit", with: "import ClearanceUIKit"))
    }

    @Test func theOptionWritesTheSDKsNewNamesAndKeepsEveryOtherByte() {
        let adapted = SourceAdapter.adapt(fileName: "Old.swift", source: Self.source, options: AdapterOptions(applyRenames: true))
        #expect(adapted.diagnostics == [])
        let expected = """
        #sourceLocation(file: "Old.swift", line: 1)
        import ClearanceUIKit
        // UIKeyboardFrameEndUserInfoKey in a comment stays, as does "UIKeyboardWillShow" in a string.
        final class Screen: UIViewController {
            let curve: UIView.AnimationOptions = []
            func observe() {
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                    let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                    _ = end
                }
                _ = UIResponder.keyboardDidHideNotification
                _ = UIResponder.keyboardWillChangeFrameNotification
                _ = UIView.AnimationCurve(rawValue: 7)
                _ = other.UIKeyboardWillHide
            }
            func name(_ note: Notification) -> String {
                switch note.name {
                case UIResponder.keyboardWillHideNotification: return "UIKeyboardWillHide"
                default: return ""
                }
            }
        }
        let UIEdgeInsetsZero = UIEdgeInsets()
        let inset = UIEdgeInsetsZero
        """
        #expect(adapted.text == expected)
        // Each rewrite, where it was in the original file; a member reached through a value
        // (`other.UIKeyboardWillHide`) and a name the file declares itself are left alone.
        #expect(adapted.renames.map(\.description) == [
            "Old.swift:4:16: note: 'UIViewAnimationOptions' renamed to 'UIView.AnimationOptions' (the SDK declares it unavailable, renamed)",
            "Old.swift:6:57: note: '.UIKeyboardWillShow' renamed to 'UIResponder.keyboardWillShowNotification' (the SDK declares it unavailable, renamed)",
            "Old.swift:7:38: note: 'UIKeyboardFrameEndUserInfoKey' renamed to 'UIResponder.keyboardFrameEndUserInfoKey' (the SDK declares it unavailable, renamed)",
            "Old.swift:10:13: note: 'NSNotification.Name.UIKeyboardDidHide' renamed to 'UIResponder.keyboardDidHideNotification' (the SDK declares it unavailable, renamed)",
            "Old.swift:11:13: note: 'Notification.Name.UIKeyboardWillChangeFrame' renamed to 'UIResponder.keyboardWillChangeFrameNotification' (the SDK declares it unavailable, renamed)",
            "Old.swift:12:13: note: 'UIViewAnimationCurve' renamed to 'UIView.AnimationCurve' (the SDK declares it unavailable, renamed)",
            "Old.swift:17:14: note: '.UIKeyboardWillHide' renamed to 'UIResponder.keyboardWillHideNotification' (the SDK declares it unavailable, renamed)",
        ])
    }

    @Test func aRenameInsideAMovedOverrideMovesWithIt() {
        let source = """
        class Screen: UIViewController {
        }
        extension Screen {
            override func viewDidLoad() { _ = UIEdgeInsetsZero }
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "M.swift", source: source, options: AdapterOptions(applyRenames: true))
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "M.swift", line: 1)
        class Screen: UIViewController {
        #sourceLocation(file: "M.swift", line: 4)
        override func viewDidLoad() { _ = UIEdgeInsets.zero }
        #sourceLocation(file: "M.swift", line: 2)
        }
        extension Screen {
        \("    ")
        }
        """)
    }

    /// The table is the SDK's: every entry is one `@available(*, unavailable, renamed: …)`
    /// declaration of ClearanceUIKit's mirror of today's SDK (RenamedInSwift42.swift), with the
    /// same old name, owner and new name, and every such declaration is in the table.
    @Test func theTableIsExactlyTheSurfacesRenamedDeclarations() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ClearanceUIKit/RenamedInSwift42.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        var declared: [SDKRename] = []
        var owner: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("extension "), trimmed.hasSuffix("{") {
                owner = String(trimmed.dropFirst("extension ".count).dropLast()).trimmingCharacters(in: .whitespaces)
            }
            if trimmed == "}" { owner = nil }
            let prefix = "@available(*, unavailable, renamed: \""
            guard trimmed.hasPrefix(prefix) else { continue }
            let newName = String(trimmed.dropFirst(prefix.count).prefix { $0 != "\"" })
            let declaration = lines[index + 1].split(whereSeparator: { $0 == " " || $0 == ":" })
            let keyword = try #require(declaration.firstIndex { ["let", "var", "typealias"].contains($0) })
            declared.append(SDKRename(oldName: String(declaration[keyword + 1]), owner: owner, newName: newName))
        }
        #expect(declared.count == 14)
        #expect(SourceAdapter.sdkRenames == declared)
    }
}

/// AnyObject's dynamic member lookup of a userInfo value, which needs the Objective-C runtime.
@Suite struct DynamicLookupTests {
    @Test func anyObjectsDynamicLookupOfAUserInfoValueBecomesACast() {
        let source = """
        let frame = ((userInfo[key] as AnyObject).cgRectValue)!
        let duration = (info[k] as AnyObject).doubleValue ?? 0
        let other = (x as AnyObject).title
        let kept = (x as? AnyObject).cgRectValue
        """
        let adapted = SourceAdapter.adapt(fileName: "L.swift", source: source)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "L.swift", line: 1)
        let frame = ((userInfo[key] as AnyObject as? NSValue)?.cgRectValue)!
        let duration = (info[k] as AnyObject as? NSNumber)?.doubleValue ?? 0
        let other = (x as AnyObject).title
        let kept = (x as? AnyObject).cgRectValue
        """)
    }
}
