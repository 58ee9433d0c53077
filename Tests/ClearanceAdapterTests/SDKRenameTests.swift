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

    /// Swift 4.0's attributed-string key and control state (Tests/RealBugs/18,
    /// MessageAutocompleteController.swift: `[NSAttributedStringKey: Any]`, `UIControlState`).
    @Test func swift40sAttributedStringKeyAndControlStateGetTheirNestedNames() {
        let source = """
        import UIKit
        let attributes: [NSAttributedStringKey: Any] = [NSAttributedStringKey.font: UIFont.systemFont(ofSize: 12)]
        func title(for state: UIControlState) -> String? { state == UIControlState.normal ? "x" : nil }
        """
        let adapted = SourceAdapter.adapt(fileName: "A.swift", source: source, options: AdapterOptions(applyRenames: true))
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "A.swift", line: 1)
        import ClearanceUIKit
        let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
        func title(for state: UIControl.State) -> String? { state == UIControl.State.normal ? "x" : nil }
        """)
        #expect(adapted.renames.count == 4)
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

    /// The table is the SDK's: every entry is one `@available(swift, obsoleted: 4.2, renamed: …)`
    /// or `@available(*, unavailable, renamed: …)` declaration of ClearanceUIKit's mirror of today's SDK (RenamedInSwift42.swift, then
    /// RenamedInSwift3.swift), with the same old name (a method's with its labels), owner, kind
    /// and new name, and every such declaration is in the table.
    @Test func theTableIsExactlyTheSurfacesRenamedDeclarations() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ClearanceUIKit")
        var declared: [SDKRename] = []
        for name in ["RenamedInSwift42.swift", "RenamedInSwift3.swift"] {
            let lines = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init)
            var owner: String?
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("extension "), trimmed.hasSuffix("{") {
                    owner = String(trimmed.dropFirst("extension ".count).dropLast()).trimmingCharacters(in: .whitespaces)
                }
                if trimmed == "}" { owner = nil }
                // Swift 3's renames are unavailable in every mode; Swift 4.2's are obsoleted in
                // Swift 4.2 (usable in the Swift 4 mode). A rename into a property getter
                // (`getter:UIInterfaceOrientation.isPortrait(self:)`) is not the adapter's.
                guard let prefix = ["@available(*, unavailable, renamed: \"", "@available(swift, obsoleted: 4.2, renamed: \""]
                    .first(where: { trimmed.hasPrefix($0) }) else { continue }
                let newName = String(trimmed.dropFirst(prefix.count).prefix { $0 != "\"" })
                if newName.hasPrefix("getter:") { continue }
                let declaration = lines[index + 1]
                let words = declaration.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "(" })
                let keyword = try #require(words.firstIndex { ["let", "var", "typealias", "func"].contains($0) })
                var oldName = String(words[keyword + 1])
                if words[keyword] == "func" {
                    // The labels: each parameter's first word (`_ anchor: …, constant c: …`).
                    let parameters = declaration.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
                    let labels = parameters.split(separator: ",").map { $0.split(separator: ":")[0].split(separator: " ")[0] }
                    oldName += "(" + labels.map { "\($0):" }.joined() + ")"
                }
                let kind: SDKRename.Kind = owner == nil ? .global : words.contains("static") ? .staticMember : .instanceMember
                declared.append(SDKRename(oldName: oldName, owner: owner, newName: newName, kind: kind))
            }
        }
        #expect(declared.count == 66)
        #expect(SourceAdapter.sdkRenames == declared)
    }

    /// The overrides whose first label the adapter removes are exactly the simulated UIKit's
    /// `open func`s with an unlabeled first parameter, each with that parameter's type, and
    /// every such method has no overload with a labeled one.
    @Test func theOverrideListIsExactlyTheSurfacesOpenMethodsWithAnUnlabeledFirstArgument() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var unlabeled: [String: Set<String>] = [:]
        var labeled: Set<String> = []
        for directory in ["Sources/LayoutCore", "Sources/ClearanceUIKit"] {
            let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil))
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    guard let range = line.range(of: "open func ") else { continue }
                    let rest = line[range.upperBound...]
                    let name = String(rest.prefix { $0.isLetter || $0.isNumber })
                    guard rest.dropFirst(name.count).first == "(" else { continue }
                    let parameters = rest.dropFirst(name.count + 1)
                    if parameters.hasPrefix(")") { continue }
                    if parameters.hasPrefix("_ ") {
                        // The first parameter's type: after its name's `: `, to the next `,` or `)`
                        // outside brackets.
                        var depth = 0
                        let type = parameters.drop { $0 != ":" }.dropFirst(2).prefix { character in
                            if "[<(".contains(character) { depth += 1 }
                            if "]>)".contains(character) { depth -= 1 }
                            return depth >= 0 && !(depth == 0 && character == ",")
                        }
                        unlabeled[name, default: []].insert(String(type))
                    } else {
                        labeled.insert(name)
                    }
                }
            }
        }
        #expect(Set(unlabeled.keys).intersection(labeled) == [])
        #expect(unlabeled.values.allSatisfy { $0.count == 1 }, "one first-parameter type per method: \(unlabeled)")
        #expect(SourceAdapter.overridableWithUnlabeledFirstArgument == unlabeled.compactMapValues(\.first))
    }
}

/// `--apply-renames`: the Swift 2 names of Objective-C declarations (unavailable and renamed in
/// today's SDK), an override's Swift 2 first label and Swift 2's condition list. Each test
/// fails before the rule it pins.
@Suite struct Swift2RenameTests {
    static func adapt(_ source: String) -> AdaptedSource {
        SourceAdapter.adapt(fileName: "S.swift", source: source, options: AdapterOptions(applyRenames: true))
    }

    @Test func swift2TypesConstantsAndClassPropertiesGetTodaysNames() {
        let adapted = Self.adapt("""
        NSNotificationCenter.defaultCenter().addObserver(self, selector: s, name: UIKeyboardWillShowNotification, object: nil)
        let app = UIApplication.sharedApplication().windows
        let center: NSNotificationCenter = NotificationCenter.defaultCenter()
        _ = x.defaultCenter()
        _ = .defaultCenter
        """)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "S.swift", line: 1)
        NotificationCenter.default.addObserver(self, selector: s, name: UIResponder.keyboardWillShowNotification, object: nil)
        let app = UIApplication.shared.windows
        let center: NotificationCenter = NotificationCenter.default
        _ = x.defaultCenter()
        _ = .defaultCenter
        """)
        #expect(adapted.renames.map(\.description) == [
            "S.swift:1:1: note: 'NSNotificationCenter' renamed to 'NotificationCenter' (the SDK declares it unavailable, renamed)",
            "S.swift:1:22: note: 'defaultCenter()' renamed to 'default' (the SDK declares it unavailable, renamed)",
            "S.swift:1:75: note: 'UIKeyboardWillShowNotification' renamed to 'UIResponder.keyboardWillShowNotification' (the SDK declares it unavailable, renamed)",
            "S.swift:2:25: note: 'sharedApplication()' renamed to 'shared' (the SDK declares it unavailable, renamed)",
            "S.swift:3:13: note: 'NSNotificationCenter' renamed to 'NotificationCenter' (the SDK declares it unavailable, renamed)",
            "S.swift:3:55: note: 'defaultCenter()' renamed to 'default' (the SDK declares it unavailable, renamed)",
        ])
    }

    @Test func swift2MethodsGetTheirNewNameAndLabels() {
        let adapted = Self.adapt("""
        a.topAnchor.constraintEqualToAnchor(b.topAnchor).isActive = true
        a.leftAnchor.constraintEqualToAnchor(b.leftAnchor, constant: 15)
        a.heightAnchor.constraintEqualToConstant(30)
        t.registerClass(UITableViewCell.self, forCellReuseIdentifier: id)
        let cell = t.dequeueReusableCellWithIdentifier(id)!
        t.deselectRowAtIndexPath(path, animated: true)
        let r = (v as? NSValue)?.CGRectValue()
        a.topAnchor.constraintEqualToAnchor(b.topAnchor, other: 1)
        a.topAnchor.constraintEqualToAnchor
        """)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "S.swift", line: 1)
        a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 15)
        a.heightAnchor.constraint(equalToConstant: 30)
        t.register(UITableViewCell.self, forCellReuseIdentifier: id)
        let cell = t.dequeueReusableCell(withIdentifier: id)!
        t.deselectRow(at: path, animated: true)
        let r = (v as? NSValue)?.cgRectValue
        a.topAnchor.constraintEqualToAnchor(b.topAnchor, other: 1)
        a.topAnchor.constraintEqualToAnchor
        """)
        // A call whose arguments fit no old name, and a method named without a call, stay.
        #expect(adapted.renames.map { "\($0.line):\($0.column) \($0.original) -> \($0.replacement)" } == [
            "1:13 constraintEqualToAnchor(_:) -> constraint(equalTo:)",
            "2:14 constraintEqualToAnchor(_:constant:) -> constraint(equalTo:constant:)",
            "3:16 constraintEqualToConstant(_:) -> constraint(equalToConstant:)",
            "4:3 registerClass(_:forCellReuseIdentifier:) -> register(_:forCellReuseIdentifier:)",
            "5:14 dequeueReusableCellWithIdentifier(_:) -> dequeueReusableCell(withIdentifier:)",
            "6:3 deselectRowAtIndexPath(_:animated:) -> deselectRow(at:animated:)",
            "7:26 CGRectValue() -> cgRectValue",
        ])
    }

    @Test func aSwift2OverrideOfAnSDKMethodLosesItsFirstLabel() {
        let adapted = Self.adapt("""
        class Screen: UIViewController {
            override func viewWillAppear(animated: Bool) { super.viewWillAppear(animated) }
            override public func viewDidDisappear(animated animated: Bool) {}
            override func viewDidAppear(_ animated: Bool) {}
            func viewWillDisappear(animated: Bool) {}
            override func setEditing(editing: Bool, animated: Bool) {}
            override func present(item: Item) {}
        }
        """)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "S.swift", line: 1)
        class Screen: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            override public func viewDidDisappear(_ animated: Bool) {}
            override func viewDidAppear(_ animated: Bool) {}
            func viewWillDisappear(animated: Bool) {}
            override func setEditing(editing: Bool, animated: Bool) {}
            override func present(item: Item) {}
        }
        """)
        // `setEditing(_:animated:)` is not in the simulated UIKit (so not in the table), and
        // `present(item: Item)` overrides an app's method: the SDK's `present` takes a view
        // controller.
        #expect(adapted.renames.map(\.description) == [
            "S.swift:2:34: note: 'viewWillAppear(animated:' renamed to 'viewWillAppear(_:' (the compiler's fix-it: the overridden method's first argument has no label)",
            "S.swift:3:43: note: 'viewDidDisappear(animated:' renamed to 'viewDidDisappear(_:' (the compiler's fix-it: the overridden method's first argument has no label)",
        ])
    }

    @Test func aSwift2ConditionClauseGetsItsBindingKeyword() {
        let adapted = Self.adapt("""
        if let a = x, b = y { }
        guard let c = x, d = f(y), e == 1, let g = z, h = w else { return }
        while var i = x, j = y where i > j { }
        if a == b, c = d { }
        """)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "S.swift", line: 1)
        if let a = x, let b = y { }
        guard let c = x, let d = f(y), e == 1, let g = z, let h = w else { return }
        while var i = x, var j = y where i > j { }
        if a == b, c = d { }
        """)
        #expect(adapted.renames.map(\.description) == [
            "S.swift:1:15: note: 'b' renamed to 'let b' (the compiler's fix-it: each condition clause needs its own binding keyword)",
            "S.swift:2:18: note: 'd' renamed to 'let d' (the compiler's fix-it: each condition clause needs its own binding keyword)",
            "S.swift:2:47: note: 'h' renamed to 'let h' (the compiler's fix-it: each condition clause needs its own binding keyword)",
            "S.swift:3:18: note: 'j' renamed to 'var j' (the compiler's fix-it: each condition clause needs its own binding keyword)",
        ])
    }

    @Test func withoutTheOptionNoneOfTheseIsRewritten() {
        let source = """
        class S: UIViewController {
            override func viewWillAppear(animated: Bool) {
                if let a = x, b = y { NSNotificationCenter.defaultCenter().post(n) }
            }
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "S.swift", source: source)
        #expect(adapted.renames == [])
        #expect(adapted.text == "#sourceLocation(file: \"S.swift\", line: 1)\n" + source)
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
