/// A problem the adapter found in a file: where it is and why the construct cannot be
/// rewritten. Printed as compilers print theirs (`Login.swift:12:5: error: …`), so that
/// editors and CI link it to the line.
public struct AdapterDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// The file is refused: it would not compile, or would not behave as on iOS.
        case error
    }

    /// The file, as named to the adapter.
    public let file: String
    /// The 1-based line in the original file.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) in the original file.
    public let column: Int
    /// How serious it is.
    public let severity: Severity
    /// What the construct is and why it is refused.
    public let message: String

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// One spelling ``SourceAdapter/adapt(fileName:source:options:)`` replaced under
/// ``AdapterOptions/applyRenames``: where it was, and the SDK's new spelling written there.
public struct AppliedRename: Equatable, Sendable, CustomStringConvertible {
    /// The file, as named to the adapter.
    public let file: String
    /// The 1-based line in the original file.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) in the original file.
    public let column: Int
    /// The text replaced (`UIKeyboardFrameEndUserInfoKey`, `NSNotification.Name.UIKeyboardWillShow`, `.UIKeyboardWillShow`).
    public let original: String
    /// The text written instead (`UIResponder.keyboardFrameEndUserInfoKey`).
    public let replacement: String

    /// `file:line:column: note: 'old' renamed to 'new' (the SDK's fix-it)`.
    public var description: String {
        "\(file):\(line):\(column): note: '\(original)' renamed to '\(replacement)' (the SDK declares it unavailable, renamed)"
    }
}

/// What the adapter does beyond the Objective-C-only constructs.
public struct AdapterOptions: Equatable, Sendable {
    /// Also rewrites the pre-Swift-4.2 spellings that the SDK declares
    /// `@available(*, unavailable, renamed: "…")` (``SourceAdapter/sdkRenames``) into their new
    /// names — the rewrite Xcode's fix-it for the compiler's "has been renamed to" error
    /// applies. Off by default: such a file does not compile in today's Xcode either.
    public var applyRenames: Bool

    /// Options; by default only the Objective-C-only constructs are rewritten.
    public init(applyRenames: Bool = false) {
        self.applyRenames = applyRenames
    }
}

/// A name the iOS SDK declares unavailable and renamed (`@available(*, unavailable, renamed:
/// "UIResponder.keyboardFrameEndUserInfoKey") let UIKeyboardFrameEndUserInfoKey`), which
/// ``AdapterOptions/applyRenames`` rewrites. `ClearanceUIKit` declares each the same way, and a
/// test pins this table against those declarations.
public struct SDKRename: Equatable, Sendable {
    /// The old name, as declared (`UIKeyboardFrameEndUserInfoKey`, `UIKeyboardWillShow`).
    public let oldName: String
    /// The type the old name is a static member of (`NSNotification.Name`), or `nil` for a
    /// global constant or type.
    public let owner: String?
    /// The new spelling, as the declaration's `renamed:` gives it (`UIResponder.keyboardFrameEndUserInfoKey`).
    public let newName: String
}

/// The adapter's answer for one file.
public struct AdaptedSource: Equatable, Sendable {
    /// The adapted text: the original with only the Objective-C-only constructs rewritten,
    /// preceded by a `#sourceLocation` directive naming the original file, and with another
    /// after every inserted block, so that the compiler reports the original file and line.
    public let text: String
    /// What was refused (empty when the file is adapted).
    public let diagnostics: [AdapterDiagnostic]
    /// The SDK renames applied (only under ``AdapterOptions/applyRenames``), in file order.
    public let renames: [AppliedRename]

    /// Whether the file was refused (its text is then not to be compiled).
    public var isRefused: Bool { !diagnostics.isEmpty }
}

/// Rewrites the Objective-C-only constructs of an iOS source file — `@objc`, `#selector`,
/// `@IBOutlet`, `@IBAction`, `@IBDesignable`/`@IBInspectable`, AnyObject's dynamic lookup of a
/// userInfo value, previews — into what compiles
/// against this package on Linux, keeping every other byte. The list of rewrites and
/// refusals is in the ClearanceAdapter article.
public enum SourceAdapter {
    /// Adapts one file. `fileName` is the name the diagnostics and `#sourceLocation`
    /// directives give (pass the path the compiler should report).
    public static func adapt(fileName: String, source: String, options: AdapterOptions = AdapterOptions()) -> AdaptedSource {
        var adapter = Adapter(fileName: fileName, source: source, options: options)
        return adapter.run()
    }

    /// The pre-Swift-4.2 spellings ``AdapterOptions/applyRenames`` rewrites: UIKit's keyboard
    /// notification names and user-info keys, `UIViewAnimationOptions`/`UIViewAnimationCurve`
    /// and `UIEdgeInsetsZero`, which Swift 4.2 nested in their owners. On today's SDK each is
    /// declared `@available(*, unavailable, renamed: …)`, so the compiler rejects the old
    /// spelling with "'UIKeyboardFrameEndUserInfoKey' has been renamed to
    /// 'UIResponder.keyboardFrameEndUserInfoKey'" and Xcode offers the new one as a fix-it.
    /// Only such declared renames are here: a Swift 2 spelling the SDK no longer declares
    /// (`NSNotificationCenter`, `UIKeyboardWillShowNotification`, `sharedApplication()`) or a
    /// changed method label is not rewritten.
    public static let sdkRenames: [SDKRename] = [
        SDKRename(oldName: "UIKeyboardFrameBeginUserInfoKey", owner: nil, newName: "UIResponder.keyboardFrameBeginUserInfoKey"),
        SDKRename(oldName: "UIKeyboardFrameEndUserInfoKey", owner: nil, newName: "UIResponder.keyboardFrameEndUserInfoKey"),
        SDKRename(oldName: "UIKeyboardAnimationDurationUserInfoKey", owner: nil, newName: "UIResponder.keyboardAnimationDurationUserInfoKey"),
        SDKRename(oldName: "UIKeyboardAnimationCurveUserInfoKey", owner: nil, newName: "UIResponder.keyboardAnimationCurveUserInfoKey"),
        SDKRename(oldName: "UIKeyboardIsLocalUserInfoKey", owner: nil, newName: "UIResponder.keyboardIsLocalUserInfoKey"),
        SDKRename(oldName: "UIViewAnimationOptions", owner: nil, newName: "UIView.AnimationOptions"),
        SDKRename(oldName: "UIViewAnimationCurve", owner: nil, newName: "UIView.AnimationCurve"),
        SDKRename(oldName: "UIEdgeInsetsZero", owner: nil, newName: "UIEdgeInsets.zero"),
        SDKRename(oldName: "UIKeyboardWillShow", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillShowNotification"),
        SDKRename(oldName: "UIKeyboardDidShow", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidShowNotification"),
        SDKRename(oldName: "UIKeyboardWillHide", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillHideNotification"),
        SDKRename(oldName: "UIKeyboardDidHide", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidHideNotification"),
        SDKRename(oldName: "UIKeyboardWillChangeFrame", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillChangeFrameNotification"),
        SDKRename(oldName: "UIKeyboardDidChangeFrame", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidChangeFrameNotification"),
    ]
}

/// An `@IBAction` found in a type.
struct InterfaceBuilderAction {
    /// The Objective-C selector (`login:`), and the Swift one (`login(_:)`).
    let selectors: [String]
    /// The method reference's name part (`login(_:)`, or `login` without arguments).
    let reference: String
}

/// A type declaration's body, or a plain block.
final class TypeScope {
    let kind: String
    let name: String
    let access: String?
    var closeBrace: Int?
    var outlets: [String] = []
    var actions: [InterfaceBuilderAction] = []

    init(kind: String, name: String, access: String?) {
        self.kind = kind
        self.name = name
        self.access = access
    }
}

struct Adapter {
    let fileName: String
    let options: AdapterOptions
    let bytes: [UInt8]
    var renames: [AppliedRename] = []
    var tokens: [Token] = []
    var lineStarts: [Int] = [0]
    var edits: [(start: Int, end: Int, text: String)] = []
    var diagnostics: [AdapterDiagnostic] = []
    var types: [TypeScope] = []
    /// Actions found in extensions, by the extended type's name, with where they were.
    var extensionActions: [(name: String, action: InterfaceBuilderAction, offset: Int)] = []
    /// `override` members found in extensions, by the extended type's name, with their bytes.
    var extensionOverrides: [(name: String, start: Int, end: Int)] = []

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    static let declarationModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "final", "override", "static", "class",
        "weak", "unowned", "lazy", "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience",
        "indirect", "package", "unsafe",
    ]
    /// Attributes dropped without a trace: they only expose a declaration to the Objective-C
    /// runtime or to Interface Builder's canvas.
    static let droppedAttributes: Set<String> = ["@objc", "@objcMembers", "@nonobjc", "@IBDesignable", "@IBInspectable", "@GKInspectable"]
    /// The SDK's modules, and this package's module that stands for each on Linux.
    static let modules: [String: String] = ["UIKit": "ClearanceUIKit", "SwiftUI": "ClearanceSwiftUI", "Combine": "ClearanceCombine"]
    /// Members read through AnyObject's dynamic lookup (`(userInfo[key] as AnyObject).cgRectValue`)
    /// that the adapter turns into a cast, by the class that declares them: NSValue's geometry
    /// readers and NSNumber's number readers, the values a keyboard notification's userInfo holds.
    static let dynamicLookupOwners: [String: String] = [
        "cgRectValue": "NSValue", "cgPointValue": "NSValue", "cgSizeValue": "NSValue",
        "doubleValue": "NSNumber", "floatValue": "NSNumber", "intValue": "NSNumber", "uintValue": "NSNumber",
        "int32Value": "NSNumber", "uint32Value": "NSNumber", "int64Value": "NSNumber", "uint64Value": "NSNumber",
        "boolValue": "NSNumber", "integerValue": "NSNumber", "unsignedIntegerValue": "NSNumber",
    ]
    /// Attributes refused, with why.
    static let refusedAttributes: [String: String] = [
        "@NSManaged": "@NSManaged needs Core Data's Objective-C runtime, which Linux does not have",
        "@IBSegueAction": "@IBSegueAction is not supported: segues are not modelled; create the destination in code",
    ]

    init(fileName: String, source: String, options: AdapterOptions = AdapterOptions()) {
        self.fileName = fileName
        self.options = options
        bytes = Array(source.utf8)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    }

    // MARK: Positions

    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    mutating func refuse(at offset: Int, _ message: String) {
        let (line, column) = position(of: offset)
        diagnostics.append(AdapterDiagnostic(file: fileName, line: line, column: column, severity: .error, message: message))
    }

    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// The token after `index` that is `(`'s matching `)`, for a `(` at `index`.
    func matching(_ index: Int) -> Int? {
        let open = tokens[index].text
        let close = open == "(" ? ")" : open == "{" ? "}" : "]"
        var depth = 0
        var current = index
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .punctuation {
                if token.text == open { depth += 1 }
                if token.text == close {
                    depth -= 1
                    if depth == 0 { return current }
                }
            }
            current += 1
        }
        return nil
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    func isIdentifier(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == text
    }

    /// Removes bytes `start..<end`, keeping their line breaks so that no line moves.
    mutating func remove(_ start: Int, _ end: Int) {
        let newlines = bytes[start..<end].filter { $0 == 0x0A }.count
        edits.append((start, end, String(repeating: "\n", count: newlines)))
    }

    /// Removes an attribute token (with its arguments, ending at byte `end`) and the spaces
    /// after it on its line.
    mutating func removeAttribute(start: Int, end: Int) {
        var stop = end
        while stop < bytes.count, bytes[stop] == 0x20 || bytes[stop] == 0x09 { stop += 1 }
        remove(start, stop)
    }

    /// The first token of the declaration whose keyword is at `index`: back over modifiers
    /// and attributes (with their arguments).
    func declarationStart(_ index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier, Self.declarationModifiers.contains(previous.text) {
                start -= 1
            } else if previous.kind == .attribute {
                start -= 1
            } else if isPunctuation(start - 1, ")") {
                // `private(set)` or `@available(…)`.
                var depth = 0
                var open = start - 1
                while open >= 0 {
                    if isPunctuation(open, ")") { depth += 1 }
                    if isPunctuation(open, "(") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    open -= 1
                }
                guard open > 0, tokens[open - 1].kind == .attribute || Self.declarationModifiers.contains(tokens[open - 1].text) else { return start }
                start = open - 1
            } else {
                return start
            }
        }
        return start
    }

    // MARK: The pass

    mutating func run() -> AdaptedSource {
        let scan = Tokenizer.tokenize(bytes)
        tokens = scan.tokens
        if let unterminated = scan.unterminated {
            refuse(at: unterminated, "unterminated string literal or comment: the file cannot be read safely")
            return AdaptedSource(text: text(0, bytes.count), diagnostics: diagnostics, renames: [])
        }
        var scopes: [TypeScope?] = []
        var pending: TypeScope?
        var pendingExplicitSelector: String?
        let importsSDK = tokens.indices.contains { tokens[$0].text == "import" && $0 + 1 < tokens.count && Self.modules[tokens[$0 + 1].text] != nil }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if Self.typeKeywords.contains(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                   !(token.text == "class" && Self.declarationModifiers.contains(tokens[index + 1].text) || ["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text)) {
                    var name = tokens[index + 1].text
                    var next = index + 2
                    while isPunctuation(next, "."), next + 1 < tokens.count, tokens[next + 1].kind == .identifier {
                        name += "." + tokens[next + 1].text
                        next += 2
                    }
                    let start = declarationStart(index)
                    let access = tokens[start..<index].first { $0.kind == .identifier && ($0.text == "open" || $0.text == "public") }?.text
                    // A preview provider goes, with its attributes.
                    if token.text == "struct" || token.text == "extension", let body = firstBrace(from: next),
                       tokens[next..<body].contains(where: { $0.kind == .identifier && $0.text == "PreviewProvider" }),
                       let end = matching(body) {
                        remove(tokens[start].start, tokens[end].end)
                        index = end + 1
                        continue
                    }
                    pending = TypeScope(kind: token.text, name: name, access: access)
                    index = next
                    continue
                }
                // `import Foundation` beside UIKit, SwiftUI or Combine: their Clearance modules
                // re-export Foundation with the world's `NotificationCenter`, and a second,
                // direct import of Foundation makes `NotificationCenter.default` ambiguous
                // (Swift's shadowing does not apply to a module a file imports itself). The
                // line stays, commented, so line numbers do not move.
                if token.text == "import", index + 1 < tokens.count, tokens[index + 1].text == "Foundation", importsSDK {
                    edits.append((token.start, tokens[index + 1].end, "/* import Foundation: re-exported by the Clearance modules */"))
                    index += 2
                    continue
                }
                if token.text == "import", index + 1 < tokens.count, let module = Self.modules[tokens[index + 1].text] {
                    edits.append((tokens[index + 1].start, tokens[index + 1].end, module))
                    index += 2
                    continue
                }
                // `(x as AnyObject).cgRectValue`: AnyObject's dynamic member lookup needs the
                // Objective-C runtime. For the members of the objects a userInfo holds (NSValue's
                // and NSNumber's), the cast it stands for is written out; the result is an
                // optional, as the lookup's is (nil when the object is of another class).
                if token.text == "AnyObject", index > 0, isIdentifier(index - 1, "as"), isPunctuation(index + 1, ")"),
                   isPunctuation(index + 2, "."), index + 3 < tokens.count, tokens[index + 3].kind == .identifier,
                   let owner = Self.dynamicLookupOwners[tokens[index + 3].text] {
                    edits.append((token.end, token.end, " as? \(owner)"))
                    edits.append((tokens[index + 1].end, tokens[index + 1].end, "?"))
                    index += 4
                    continue
                }
                if token.text == "optional", index + 1 < tokens.count, ["func", "var", "init", "subscript", "static"].contains(tokens[index + 1].text) {
                    refuse(at: token.start, "an optional protocol requirement needs the Objective-C runtime: make it a requirement with a default implementation in a protocol extension")
                } else if token.text == "Selector", isPunctuation(index + 1, "("), index + 2 < tokens.count, tokens[index + 2].kind == .string {
                    refuse(at: token.start, "Selector(\"…\") names a method by a string, which cannot be turned into a method reference: write #selector(method) instead")
                } else if token.text == "NSSelectorFromString" {
                    refuse(at: token.start, "NSSelectorFromString names a method by a string, which cannot be turned into a method reference: write #selector(method) instead")
                }
            case .punctuation:
                if token.text == "{" {
                    scopes.append(pending)
                    if let pending { types.append(pending) }
                    pending = nil
                } else if token.text == "}" {
                    if let scope = scopes.popLast(), let scope { scope.closeBrace = index }
                }
            case .attribute:
                var end = token.end
                var argumentsEnd = index
                if isPunctuation(index + 1, "("), tokens[index + 1].start == token.end, let close = matching(index + 1) {
                    end = tokens[close].end
                    argumentsEnd = close
                }
                if Self.droppedAttributes.contains(token.text) {
                    if token.text == "@objc", argumentsEnd > index + 1 {
                        pendingExplicitSelector = tokens[(index + 2)..<argumentsEnd].map(\.text).joined()
                    }
                    removeAttribute(start: token.start, end: end)
                } else if let why = Self.refusedAttributes[token.text] {
                    refuse(at: token.start, why)
                } else if token.text == "@IBOutlet" {
                    removeAttribute(start: token.start, end: end)
                    outlet(after: argumentsEnd + 1, at: token.start, in: innermostType(scopes))
                } else if token.text == "@IBAction" {
                    removeAttribute(start: token.start, end: end)
                    action(after: argumentsEnd + 1, at: token.start, in: innermostType(scopes), explicit: &pendingExplicitSelector)
                }
                index = argumentsEnd + 1
                continue
            case .pound:
                if token.text == "#selector" {
                    index = selector(at: index, in: innermostType(scopes))
                    continue
                } else if token.text == "#Preview" {
                    index = preview(at: index)
                    continue
                } else if token.text == "#keyPath" {
                    refuse(at: token.start, "#keyPath names a property for key-value coding, which needs the Objective-C runtime")
                }
            case .string, .other:
                break
            }
            if token.kind == .identifier, token.text == "func" { pendingExplicitSelector = nil }
            if token.kind == .identifier, ["func", "var", "subscript"].contains(token.text),
               let innermost = scopes.last, let scope = innermost, scope.kind == "extension" {
                overrideInExtension(at: index, in: scope)
            }
            index += 1
        }
        // Before the overrides move: a moved member takes the rewrites made inside it.
        if options.applyRenames { applySDKRenames() }
        moveExtensionOverrides()
        attachExtensionActions()
        for scope in types where !scope.outlets.isEmpty || !scope.actions.isEmpty {
            guard let close = scope.closeBrace else { continue }
            insertConnections(scope, before: close)
        }
        return AdaptedSource(text: output(), diagnostics: diagnostics, renames: renames)
    }

    func firstBrace(from index: Int) -> Int? {
        var current = index
        while current < tokens.count {
            if isPunctuation(current, "{") { return current }
            if isPunctuation(current, "}") || isPunctuation(current, ";") { return nil }
            current += 1
        }
        return nil
    }

    func innermostType(_ scopes: [TypeScope?]) -> TypeScope? {
        for scope in scopes.reversed() { if let scope { return scope } }
        return nil
    }

    // MARK: #selector

    /// Rewrites `#selector(…)` at `index` into a method reference; returns the index after it.
    mutating func selector(at index: Int, in scope: TypeScope?) -> Int {
        let token = tokens[index]
        guard isPunctuation(index + 1, "("), let close = matching(index + 1) else {
            refuse(at: token.start, "#selector without an argument list")
            return index + 1
        }
        let inner = Array(tokens[(index + 2)..<close])
        guard let first = inner.first else {
            refuse(at: token.start, "#selector() names no method")
            return close + 1
        }
        if (first.text == "getter" || first.text == "setter"), inner.count > 1, inner[1].text == ":" {
            refuse(at: token.start, "#selector(\(first.text): …) names a property's Objective-C accessor; a property has no method reference: call a method that reads or sets it instead")
            return close + 1
        }
        if inner.contains(where: { $0.kind == .identifier && $0.text == "as" }) {
            refuse(at: token.start, "#selector(… as …) disambiguates by an Objective-C signature; name the method with its argument labels instead")
            return close + 1
        }
        var expression = text(inner[0].start, inner[inner.count - 1].end)
        var firstIndex = 0
        if first.text == "self", inner.count > 2, inner[1].text == "." {
            firstIndex = 2
            expression = text(inner[2].start, inner[inner.count - 1].end)
        }
        let head = inner[firstIndex]
        let qualified = firstIndex + 1 < inner.count && inner[firstIndex + 1].text == "."
        let replacement: String
        if qualified {
            guard head.kind == .identifier, let letter = head.text.trimmingBackticks.first, letter.isUppercase else {
                refuse(at: token.start, "#selector(\(expression)) names a method through an instance ('\(head.text)'); write its type instead (#selector(UITextField.becomeFirstResponder))")
                return close + 1
            }
            replacement = expression
        } else {
            guard let scope else {
                refuse(at: token.start, "#selector(\(expression)) outside a type: write the method's type (#selector(MyViewController.\(expression)))")
                return close + 1
            }
            guard scope.kind != "protocol" else {
                refuse(at: token.start, "#selector(\(expression)) in a protocol: write the method's class (#selector(MyViewController.\(expression)))")
                return close + 1
            }
            replacement = scope.name + "." + expression
        }
        let newlines = bytes[token.start..<tokens[close].end].filter { $0 == 0x0A }.count
        edits.append((token.start, tokens[close].end, replacement + String(repeating: "\n", count: newlines)))
        return close + 1
    }

    // MARK: SDK renames

    /// Keywords after which an identifier is a name being declared.
    static let declaringKeywords: Set<String> = ["let", "var", "func", "class", "struct", "enum", "typealias", "protocol", "actor", "associatedtype"]
    /// Keywords after which `.name` is an implicit member expression, not a member of a value.
    static let implicitMemberKeywords: Set<String> = ["case", "return", "in", "where", "else", "throw", "try", "await", "is", "as", "if", "guard", "while", "switch"]

    /// Rewrites each old spelling in ``SourceAdapter/sdkRenames`` into its new one: a global
    /// name not reached through a `.` (`UIKeyboardFrameEndUserInfoKey`, `UIViewAnimationOptions(rawValue:)`),
    /// and a notification name either qualified by its owner (`NSNotification.Name.UIKeyboardWillShow`,
    /// `Notification.Name.UIKeyboardWillShow`) or written as an implicit member
    /// (`.UIKeyboardWillShow`), whose whole spelling becomes `UIResponder.keyboardWillShowNotification`.
    /// A name the file declares itself (a compatibility shim) is left alone everywhere in the
    /// file, as is a member reached through a value (`x.UIKeyboardWillShow`), whose type the
    /// adapter cannot know. Comments and string literals are never touched.
    mutating func applySDKRenames() {
        var declared: Set<String> = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier
            && tokens[index - 1].kind == .identifier && Self.declaringKeywords.contains(tokens[index - 1].text) {
            declared.insert(tokens[index].text)
        }
        let globals = Dictionary(uniqueKeysWithValues: SourceAdapter.sdkRenames.filter { $0.owner == nil }.map { ($0.oldName, $0) })
        let members = Dictionary(uniqueKeysWithValues: SourceAdapter.sdkRenames.filter { $0.owner != nil }.map { ($0.oldName, $0) })
        let edited = edits.map { ($0.start, $0.end) }
        func isEdited(_ start: Int, _ end: Int) -> Bool { edited.contains { $0.0 < end && start < $0.1 } }
        for index in tokens.indices where tokens[index].kind == .identifier && !declared.contains(tokens[index].text) {
            let token = tokens[index]
            let afterDot = index > 0 && isPunctuation(index - 1, ".")
            var start = token.start
            let rename: SDKRename
            if let global = globals[token.text] {
                guard !afterDot else { continue }
                rename = global
            } else if let member = members[token.text], afterDot, let owner = member.owner {
                let dot = index - 1
                let ownerParts = owner.split(separator: ".").map(String.init)
                let qualified = ownerParts.count == 2 && dot >= 3 && isIdentifier(dot - 1, ownerParts[1]) && isPunctuation(dot - 2, ".")
                    && (isIdentifier(dot - 3, ownerParts[0]) || isIdentifier(dot - 3, ownerParts[0].replacingPrefix("NS")))
                if qualified {
                    start = tokens[dot - 3].start
                } else if dot == 0 || isImplicitMemberPosition(before: dot) {
                    start = tokens[dot].start
                } else {
                    continue
                }
                rename = member
            } else {
                continue
            }
            guard !isEdited(start, token.end) else { continue }
            let (line, column) = position(of: start)
            renames.append(AppliedRename(file: fileName, line: line, column: column, original: text(start, token.end), replacement: rename.newName))
            let newlines = bytes[start..<token.end].filter { $0 == 0x0A }.count
            edits.append((start, token.end, rename.newName + String(repeating: "\n", count: newlines)))
        }
    }

    /// Whether a `.` at `dot` starts an implicit member expression (`.UIKeyboardWillShow` after
    /// `(`, `,`, `:`, `=`, `case`…) rather than reaching a member of the value before it.
    func isImplicitMemberPosition(before dot: Int) -> Bool {
        let previous = tokens[dot - 1]
        switch previous.kind {
        case .identifier: return Self.implicitMemberKeywords.contains(previous.text)
        case .punctuation: return ["(", ",", ":", "=", "[", "{", ";"].contains(previous.text)
        case .string, .other, .attribute, .pound: return false
        }
    }

    // MARK: #Preview

    /// Removes `#Preview(…) { … }` at `index`, with its attributes; returns the index after it.
    mutating func preview(at index: Int) -> Int {
        var next = index + 1
        if isPunctuation(next, "("), let close = matching(next) { next = close + 1 }
        guard isPunctuation(next, "{"), let end = matching(next) else {
            refuse(at: tokens[index].start, "#Preview without a body")
            return index + 1
        }
        let start = declarationStart(index)
        remove(tokens[start].start, tokens[end].end)
        return end + 1
    }

    // MARK: Interface Builder

    /// Skips modifiers and attributes from `index`; returns the first other token's index.
    func skipModifiers(from index: Int) -> Int {
        var current = index
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .attribute || token.kind == .identifier && Self.declarationModifiers.contains(token.text) {
                current += 1
                if isPunctuation(current, "("), let close = matching(current) { current = close + 1 }
            } else {
                return current
            }
        }
        return current
    }

    mutating func outlet(after index: Int, at offset: Int, in scope: TypeScope?) {
        let keyword = skipModifiers(from: index)
        guard isIdentifier(keyword, "var"), keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else {
            refuse(at: offset, "@IBOutlet not followed by a 'var' declaration")
            return
        }
        guard let scope, scope.kind == "class" else {
            refuse(at: offset, "@IBOutlet outside a class body: outlets are connected on a class (a view controller, a view, a cell)")
            return
        }
        if isPunctuation(keyword + 2, ",") {
            refuse(at: offset, "@IBOutlet on several variables in one declaration: declare each outlet on its own")
            return
        }
        scope.outlets.append(tokens[keyword + 1].text)
    }

    mutating func action(after index: Int, at offset: Int, in scope: TypeScope?, explicit: inout String?) {
        // `@IBAction @objc(name:) func` as well as `@objc(name:) @IBAction func`.
        var keyword = index
        while keyword < tokens.count, !isIdentifier(keyword, "func") {
            let token = tokens[keyword]
            guard token.kind == .attribute || token.kind == .identifier && Self.declarationModifiers.contains(token.text) else { break }
            keyword += 1
            if isPunctuation(keyword, "("), let close = matching(keyword) {
                if token.text == "@objc" { explicit = tokens[(keyword + 1)..<close].map(\.text).joined() }
                keyword = close + 1
            }
        }
        guard isIdentifier(keyword, "func"), keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else {
            refuse(at: offset, "@IBAction not followed by a 'func' declaration")
            return
        }
        let name = tokens[keyword + 1].text
        var open = keyword + 2
        if isPunctuation(open, "<") {
            refuse(at: offset, "@IBAction on a generic method: Interface Builder cannot call it")
            return
        }
        guard isPunctuation(open, "("), let close = matching(open) else {
            refuse(at: offset, "@IBAction '\(name)' without a parameter list")
            return
        }
        // The parameters' external labels.
        var labels: [String?] = []
        var depth = 0
        var names: [Token] = []
        var sawColon = false
        open += 1
        func finish() {
            if let first = names.first { labels.append(first.text == "_" ? nil : first.text) }
            names = []
            sawColon = false
        }
        while open < close {
            let token = tokens[open]
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) || token.text == ">" && !(open > 0 && tokens[open - 1].text == "-" && tokens[open - 1].end == token.start) { depth -= 1 }
                if token.text == ":" && depth == 0 { sawColon = true }
                if token.text == "," && depth == 0 { finish() }
            } else if token.kind == .identifier, depth == 0, !sawColon {
                names.append(token)
            }
            open += 1
        }
        if !names.isEmpty || sawColon { finish() }
        guard labels.count <= 2 else {
            refuse(at: offset, "@IBAction '\(name)' takes \(labels.count) arguments; Interface Builder calls an action with none, the sender, or the sender and the event")
            return
        }
        let bare = name.trimmingBackticks
        var objc = bare
        for (position, label) in labels.enumerated() {
            if position == 0 {
                objc += label.map { "With" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
                objc += ":"
            } else {
                objc += (label ?? "") + ":"
            }
        }
        let swiftLabels = labels.map { ($0 ?? "_") + ":" }.joined()
        let swift = bare + "(" + swiftLabels + ")"
        var selectors = [explicit ?? objc]
        if explicit != nil, objc != explicit { selectors.append(objc) }
        selectors.append(swift)
        if labels.isEmpty, selectors.contains(bare) == false { selectors.insert(bare, at: 0) }
        let reference = labels.isEmpty ? name : name + "(" + swiftLabels + ")"
        explicit = nil
        let action = InterfaceBuilderAction(selectors: selectors, reference: reference)
        guard let scope else {
            refuse(at: offset, "@IBAction outside a type")
            return
        }
        switch scope.kind {
        case "class": scope.actions.append(action)
        case "extension": extensionActions.append((scope.name, action, offset))
        default: refuse(at: offset, "@IBAction in a \(scope.kind): Interface Builder connects actions to a class")
        }
    }

    /// Notes a member declared with `override` directly in an extension: Swift overrides from
    /// an extension only an `@objc` member, which UIKit's are on iOS (`override func
    /// tableView(_:numberOfRowsInSection:)` in an extension of a table view controller) and
    /// none is on Linux.
    mutating func overrideInExtension(at keyword: Int, in scope: TypeScope) {
        let start = declarationStart(keyword)
        guard tokens[start..<keyword].contains(where: { $0.kind == .identifier && $0.text == "override" }) else { return }
        // The body: the first brace outside parentheses (a signature's default values).
        var current = keyword + 1
        while current < tokens.count {
            if isPunctuation(current, "("), let close = matching(current) {
                current = close + 1
                continue
            }
            if isPunctuation(current, "{") || isPunctuation(current, "}") { break }
            current += 1
        }
        guard isPunctuation(current, "{"), let close = matching(current) else { return }
        extensionOverrides.append((scope.name, tokens[start].start, tokens[close].end))
    }

    /// Moves each `override` member of an extension into the body of its class, declared in
    /// this file, where Linux lets it override (it keeps its lines through `#sourceLocation`);
    /// refuses one whose class is declared in another file.
    mutating func moveExtensionOverrides() {
        for (name, start, end) in extensionOverrides {
            guard let scope = types.first(where: { $0.kind == "class" && $0.name == name }), let close = scope.closeBrace else {
                refuse(at: start, "override in an extension of '\(name)', a class not declared in this file: Swift on Linux overrides from an extension only an @objc member (UIKit's are @objc on iOS); the adapter moves such an override into the class's body when the class is in the same file")
                continue
            }
            // The member's text with the rewrites made inside it, which then leave the list.
            let inner = edits.enumerated().filter { $0.element.start >= start && $0.element.end <= end }
            var member = ""
            var cursor = start
            for (_, edit) in inner.sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) where edit.start >= cursor {
                member += text(cursor, edit.start) + edit.text
                cursor = edit.end
            }
            member += text(cursor, end)
            let moved = Set(inner.map(\.offset))
            edits = edits.enumerated().filter { !moved.contains($0.offset) }.map(\.element)
            remove(start, end)
            let brace = tokens[close].start
            var lineStart = brace
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let startsLine = text(lineStart, brace).allSatisfy { $0 == " " || $0 == "\t" }
            let here = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: start).line))\n"
            let back = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: brace).line))\n"
            if startsLine {
                edits.append((lineStart, lineStart, here + member + "\n" + back))
            } else {
                edits.append((brace, brace, "\n" + here + member + "\n" + back))
            }
        }
    }

    mutating func attachExtensionActions() {
        for (name, action, offset) in extensionActions {
            if let scope = types.first(where: { $0.kind == "class" && $0.name == name }) {
                scope.actions.append(action)
            } else {
                refuse(at: offset, "@IBAction in an extension of '\(name)', a class not declared in this file: the adapter registers actions in the class's body; move the action into the class's file")
            }
        }
    }

    mutating func insertConnections(_ scope: TypeScope, before close: Int) {
        let brace = tokens[close].start
        let (line, _) = position(of: brace)
        var lineStart = brace
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let before = text(lineStart, brace)
        let indentation = before.allSatisfy { $0 == " " || $0 == "\t" } ? before : ""
        let inner = indentation + "    "
        let access = scope.access.map { $0 + " " } ?? ""
        let directive = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(line))\n"
        var members = ""
        if !scope.outlets.isEmpty {
            members += inner + "\(access)override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {\n"
            members += inner + "    switch name {\n"
            for outlet in scope.outlets {
                members += inner + "    case \(Self.quoted(outlet.trimmingBackticks)): return connectOutlet(value, to: &\(outlet))\n"
            }
            members += inner + "    default: return super.setValue(value, forOutletNamed: name)\n"
            members += inner + "    }\n" + inner + "}\n"
        }
        if !scope.actions.isEmpty {
            members += inner + "\(access)override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {\n"
            members += inner + "    switch selector {\n"
            for action in scope.actions {
                let cases = action.selectors.map(Self.quoted).joined(separator: ", ")
                members += inner + "    case \(cases): return interfaceBuilderAction(\(scope.name).\(action.reference))\n"
            }
            members += inner + "    default: return super.action(forSelectorNamed: selector)\n"
            members += inner + "    }\n" + inner + "}\n"
        }
        if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
            // The brace starts its line: the members go between the line's start and its
            // indentation, and the brace keeps its line number.
            edits.append((lineStart, brace, directive + members + directive + indentation))
        } else {
            edits.append((brace, brace, "\n" + directive + members + directive))
        }
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result + "\""
    }

    // MARK: Output

    func output() -> String {
        let sorted = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var result: [UInt8] = Array("#sourceLocation(file: \(Self.quoted(fileName)), line: 1)\n".utf8)
        var cursor = 0
        for edit in sorted where edit.start >= cursor {
            result += bytes[cursor..<edit.start]
            result += Array(edit.text.utf8)
            cursor = edit.end
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    /// The string without `prefix` at its start (itself when it does not start with it).
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }

}
