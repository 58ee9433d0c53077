extension SourceAdapter {
    /// The protocols of the simulated SDK that are Objective-C protocols on iOS, whose
    /// existentials there are one object pointer: each is declared by UIKit's Objective-C headers
    /// (`@protocol UITextInput <UIKeyInput>`; Apple's page for it names the symbol
    /// `c:objc(pl)UITextInput`, an Objective-C protocol:
    /// https://developer.apple.com/documentation/uikit/uitextinput), and Swift imports a class
    /// qualified by such protocols (`UIViewController<UITableViewDataSource> *`) as the
    /// composition `UIViewController & UITableViewDataSource`
    /// (https://developer.apple.com/documentation/swift/using-imported-protocol-qualified-classes-in-swift;
    /// SE-0156: "`Base & Protocol`" is Objective-C's "`Base<Protocol>*`"). So on iOS a composition of
    /// a class with these protocols satisfies a generic requirement `T: TheClass` (a single class
    /// reference, no witness table); on Linux no protocol is `@objc` and it does not. A test pins
    /// the list against the simulated SDK's `UI…` protocols, both ways.
    public static let objcProtocols: [String] = [
        "UIAdaptivePresentationControllerDelegate", "UIApplicationDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIConfigurationState", "UIContentConfiguration",
        "UIContentView", "UICoordinateSpace", "UIGestureRecognizerDelegate", "UIInputViewAudioFeedback", "UIInteraction", "UIKeyInput", "UILayoutSupport", "UIPickerViewDataSource",
        "UIPickerViewDelegate", "UIPopoverPresentationControllerDelegate", "UISceneDelegate", "UIScrollViewDelegate",
        "UISearchBarDelegate", "UISheetPresentationControllerDelegate", "UISheetPresentationControllerDetentResolutionContext",
        "UITableViewDataSource", "UITableViewDelegate", "UITextFieldDelegate", "UITextInput", "UITextInputTraits",
        "UITextViewDelegate", "UITimingCurveProvider", "UIViewControllerTransitionCoordinator",
        "UIViewControllerTransitionCoordinatorContext", "UIWindowSceneDelegate",
    ]

    /// The SDK classes whose class-constrained extensions (`extension Array where Element:
    /// UIView`) get forwarding members for the compositions of the class with each of
    /// ``objcProtocols`` (`any UIView & UITextInput`): the responder classes that the protocols'
    /// adopters descend from (a text field is a `UIControl`, a text view a `UIScrollView`, a
    /// delegate often a `UIViewController`). Each maps to the protocols of the list the class
    /// itself adopts (a `UIView` is a `UICoordinateSpace`): Swift reduces such a composition to
    /// the class itself, whose members the extension already has, so none is written for them.
    /// A test pins the adopted protocols against the simulated SDK's declarations.
    public static let objcCompositionClasses: [String: [String]] = [
        "UIResponder": [], "UIView": ["UICoordinateSpace"], "UIControl": ["UICoordinateSpace"],
        "UIScrollView": ["UICoordinateSpace"], "UIViewController": [],
    ]

    /// The superclass of each class of ``objcCompositionClasses`` that has one there: a
    /// composition of a subclass (`any UIControl & UITextFieldDelegate`) satisfies `Element:
    /// UIView` on iOS too.
    static let compositionSuperclasses: [String: String] = [
        "UIView": "UIResponder", "UIControl": "UIView", "UIScrollView": "UIView", "UIViewController": "UIResponder",
    ]

    /// The classes of ``objcCompositionClasses`` that are `base` or descend from it, by name.
    static func compositionClasses(descendingFrom base: String) -> [String] {
        objcCompositionClasses.keys.sorted().filter { name in
            var current: String? = name
            while let type = current {
                if type == base { return true }
                current = compositionSuperclasses[type]
            }
            return false
        }
    }

    /// The generic types whose class-constrained extensions get the forwarding members, with
    /// the generic parameter the `where` clause constrains.
    static let compositionContainers: [String: String] = [
        "Array": "Element", "ArraySlice": "Element", "ContiguousArray": "Element", "Sequence": "Element",
        "Collection": "Element", "BidirectionalCollection": "Element", "RandomAccessCollection": "Element",
        "Optional": "Wrapped",
    ]
}

/// How a member's parameter or result type mentions the constrained generic parameter.
enum CompositionUse: Equatable {
    /// Not at all (`CGFloat`, `Void`).
    case none
    /// `Element`.
    case value
    /// `Element?`.
    case optional
    /// `[Element]`.
    case array
}

/// A file-level extension the rule applies to (``Adapter/compositionExtension(at:)``).
struct CompositionExtension {
    /// The `extension` keyword's token and the body's closing brace's.
    let keyword: Int
    let close: Int
    /// `Array`, and the parameter its `where` clause constrains (`Element`).
    let container: String
    let parameter: String
    /// The class it is constrained to (`UIView`).
    let base: String
    /// Its attributes and modifiers (`public `), as compiled.
    let prefix: String
    /// The members forwarded, by name, with their forwarding text.
    let members: [(name: String, text: String)]
    /// Every member it declares (`func` and `var`), forwarded or not.
    let names: Set<String>
}

extension Adapter {
    /// Names a member's signature must not mention to be forwarded: types that belong to the
    /// extended type, which differ between the composition's container and the class's.
    static let containerAssociatedNames: Set<String> = ["Self", "Index", "Indices", "SubSequence", "Iterator"]

    /// For each file-level `extension Array where Element: UIView { … }` (a container of
    /// ``SourceAdapter/compositionContainers`` whose one requirement constrains its element to a
    /// class of ``SourceAdapter/objcCompositionClasses``), writes after it one extension per
    /// composition of the class, or of a class of the table that descends from it, with an
    /// ``SourceAdapter/objcProtocols`` protocol that class does not adopt
    /// (`extension Array where Element == any UIView & UITextInput`, `any UIControl & …`), whose members
    /// forward to the original ones on the same objects seen as the class
    /// (`(self.map { $0 as UIView }).sortedByPosition(in: container)`), and convert an
    /// `Element`, `Element?` or `[Element]` result back (`as!`, `as?`). On iOS such a
    /// composition satisfies `Element: UIView`; on Linux it does not, and without these the
    /// members are missing on `[any UIView & UITextInput]`. Forwarded: instance methods and
    /// read-only computed properties whose parameters are of a type without the element, or
    /// `Element`, `Element?`, `[Element]`, and whose result is one of those; others are left
    /// out (a use of them on a composition still fails to compile, as before), and so are
    /// members inside `#if … #endif`.
    mutating func addObjCCompositionForwarders() {
        var found: [CompositionExtension] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            if isPunctuation(index, "{") { depth += 1 }
            if isPunctuation(index, "}") { depth -= 1 }
            if depth == 0, isIdentifier(index, "extension"), let applicable = compositionExtension(at: index) {
                found.append(applicable)
                index = applicable.close + 1
                continue
            }
            index += 1
        }
        // The members each class's own extensions declare: a composition of that class takes
        // those, not a superclass extension's members of the same name (as on iOS, where the
        // more specific extension wins).
        var declared: [String: Set<String>] = [:]
        for applicable in found { declared[applicable.container + " " + applicable.base, default: []].formUnion(applicable.names) }
        var inserts: [(offset: Int, text: String)] = []
        for applicable in found {
            var block = ""
            for composed in SourceAdapter.compositionClasses(descendingFrom: applicable.base) {
                let own = composed == applicable.base ? [] : declared[applicable.container + " " + composed] ?? []
                let members = applicable.members.filter { !own.contains($0.name) }
                guard !members.isEmpty else { continue }
                let adopted = SourceAdapter.objcCompositionClasses[composed] ?? []
                for proto in SourceAdapter.objcProtocols where !adopted.contains(proto) {
                    block += "\(applicable.prefix)extension \(applicable.container) where \(applicable.parameter) == any \(composed) & \(proto) {\n"
                    for member in members { block += member.text }
                    block += "}\n"
                }
            }
            guard !block.isEmpty else { continue }
            block = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: tokens[applicable.keyword].start).line))\n" + block
            // After the line that holds the closing brace; the original numbering resumes there.
            var offset = tokens[applicable.close].end
            while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            if offset < bytes.count {
                offset += 1
                block += "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: tokens[applicable.close].start).line + 1))\n"
            } else {
                block = "\n" + block
            }
            inserts.append((offset, block))
        }
        // Before the other edits at the same offset (a removal starting on the next line).
        for insert in inserts.reversed() { edits.insert((insert.offset, insert.offset, insert.text), at: 0) }
    }

    /// The extension whose keyword is at `keyword` when the rule applies to it: a container of
    /// ``SourceAdapter/compositionContainers`` whose only requirement constrains its element to a
    /// class of ``SourceAdapter/objcCompositionClasses``.
    func compositionExtension(at keyword: Int) -> CompositionExtension? {
        let name = keyword + 1
        guard name < tokens.count, tokens[name].kind == .identifier,
              let parameter = SourceAdapter.compositionContainers[tokens[name].text],
              isIdentifier(name + 1, "where"), isIdentifier(name + 2, parameter), isPunctuation(name + 3, ":"),
              name + 4 < tokens.count, tokens[name + 4].kind == .identifier,
              SourceAdapter.objcCompositionClasses[tokens[name + 4].text] != nil,
              isPunctuation(name + 5, "{"), let close = matching(name + 5) else { return nil }
        let base = tokens[name + 4].text
        var members: [(name: String, text: String)] = []
        var names: Set<String> = []
        var depth = 0
        // Inside `#if … #endif` a member exists only under its condition, which the forwarders,
        // written after the extension, would not share: such a member is not forwarded.
        var conditional = 0
        for index in (name + 6)..<close {
            if isPunctuation(index, "{") || isPunctuation(index, "(") || isPunctuation(index, "[") { depth += 1 }
            if isPunctuation(index, "}") || isPunctuation(index, ")") || isPunctuation(index, "]") { depth -= 1 }
            if tokens[index].kind == .pound, tokens[index].text == "#if" { conditional += 1 }
            if tokens[index].kind == .pound, tokens[index].text == "#endif" { conditional -= 1 }
            guard depth == 0, isIdentifier(index, "func") || isIdentifier(index, "var"), index + 1 < close else { continue }
            names.insert(tokens[index + 1].text)
            if conditional == 0, let member = forwardingMember(keyword: index, parameter: parameter, base: base) {
                members.append((tokens[index + 1].text, member))
            }
        }
        let start = declarationStart(keyword)
        return CompositionExtension(keyword: keyword, close: close, container: tokens[name].text, parameter: parameter, base: base,
                                    prefix: editedText(tokens[start].start, tokens[keyword].start), members: members, names: names)
    }

    /// How the type spelled by tokens `range` mentions `parameter`, or `nil` when it is used
    /// otherwise (`[Element: Int]`, `(Element) -> Bool`) or names a type of the container.
    func compositionUse(_ range: Range<Int>, parameter: String) -> CompositionUse? {
        let types = tokens[range]
        if types.contains(where: { $0.kind == .identifier && Self.containerAssociatedNames.contains($0.text) }) { return nil }
        guard types.contains(where: { $0.kind == .identifier && $0.text == parameter }) else { return CompositionUse.none }
        let texts = types.map(\.text)
        switch texts {
        case [parameter]: return .value
        case [parameter, "?"]: return .optional
        case ["[", parameter, "]"]: return .array
        default: return nil
        }
    }

    /// The first token at or after `from` (before `limit`) that is one of `stops` outside
    /// parentheses, brackets and angle brackets.
    func firstAtTopLevel(from: Int, limit: Int, stops: Set<String>) -> Int {
        var depth = 0
        var index = from
        while index < limit {
            let token = tokens[index]
            if depth == 0, stops.contains(token.text), token.kind == .punctuation || token.kind == .identifier { return index }
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) { depth -= 1 }
                if token.text == ">", !(index > 0 && isPunctuation(index - 1, "-") && tokens[index - 1].end == token.start) { depth -= 1 }
            }
            index += 1
        }
        return limit
    }

    /// The forwarding member for the `func` or `var` at `keyword`, or `nil` when it is not
    /// forwarded (static, mutating, a setter, a parameter or result that uses the element
    /// otherwise than as `Element`, `Element?` or `[Element]`, variadic, `inout` or autoclosure
    /// parameters).
    func forwardingMember(keyword: Int, parameter: String, base: String) -> String? {
        let start = declarationStart(keyword)
        let modifiers = tokens[start..<keyword]
        if modifiers.contains(where: { $0.kind == .identifier && ["static", "class", "mutating", "override", "nonmutating"].contains($0.text) }) { return nil }
        guard keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else { return nil }
        let name = tokens[keyword + 1].text
        let prefix = editedText(tokens[start].start, tokens[keyword].start)
        let receiver = "(self.map { $0 as \(base) })"
        func convert(_ call: String, _ use: CompositionUse) -> String {
            switch use {
            case .none: return call
            case .value: return "\(call) as! \(parameter)"
            case .optional: return "\(call).flatMap { $0 as? \(parameter) }"
            case .array: return "\(call).compactMap { $0 as? \(parameter) }"
            }
        }
        if tokens[keyword].text == "var" {
            // `var name: Type { get-only body }`.
            guard isPunctuation(keyword + 2, ":") else { return nil }
            let brace = firstAtTopLevel(from: keyword + 3, limit: tokens.count, stops: ["{", "=", ";", "}"])
            guard isPunctuation(brace, "{"), let end = matching(brace), let use = compositionUse((keyword + 3)..<brace, parameter: parameter) else { return nil }
            // `get async` / `get throws`: an effectful getter is not forwarded.
            if isIdentifier(brace + 1, "get"), isIdentifier(brace + 2, "async") || isIdentifier(brace + 2, "throws") { return nil }
            var depth = 0
            for inner in (brace + 1)..<end {
                if isPunctuation(inner, "{") { depth += 1 }
                if isPunctuation(inner, "}") { depth -= 1 }
                if depth == 0, tokens[inner].kind == .identifier, ["set", "willSet", "didSet", "_modify"].contains(tokens[inner].text) { return nil }
            }
            let signature = editedText(tokens[keyword].start, tokens[brace].start).trimmingTrailingWhitespace
            return "    \(prefix)\(signature) {\n        return \(convert(receiver + "." + name, use))\n    }\n"
        }
        // `func name<…>(parameters) effects -> Result where … {`.
        var next = keyword + 2
        if isPunctuation(next, "<") {
            var angle = 0
            while next < tokens.count {
                if isPunctuation(next, "<") { angle += 1 }
                if isPunctuation(next, ">") { angle -= 1; if angle == 0 { break } }
                next += 1
            }
            next += 1
        }
        guard isPunctuation(next, "("), let parametersClose = matching(next) else { return nil }
        let brace = firstAtTopLevel(from: parametersClose + 1, limit: tokens.count, stops: ["{", "}", ";"])
        guard isPunctuation(brace, "{") else { return nil }
        let whereClause = firstAtTopLevel(from: parametersClose + 1, limit: brace, stops: ["where"])
        if tokens[whereClause..<brace].contains(where: { $0.kind == .identifier && ($0.text == parameter || Self.containerAssociatedNames.contains($0.text)) }) { return nil }
        let arrow = (parametersClose + 1..<whereClause).first { isPunctuation($0, "-") && isPunctuation($0 + 1, ">") && tokens[$0 + 1].start == tokens[$0].end }
        let effects = tokens[(parametersClose + 1)..<(arrow ?? whereClause)].filter { $0.kind == .identifier }.map(\.text)
        var result = CompositionUse.none
        if let arrow {
            guard let use = compositionUse((arrow + 2)..<whereClause, parameter: parameter) else { return nil }
            result = use
        }
        if next > keyword + 2, tokens[(keyword + 2)..<next].contains(where: { $0.kind == .identifier && $0.text == parameter }) { return nil }
        // The arguments, passed by their labels; an `Element`, `Element?` or `[Element]` is
        // converted to the class's by Swift's implicit upcast.
        var arguments: [String] = []
        for argumentStart in argumentStarts(open: next, close: parametersClose) {
            let end = firstAtTopLevel(from: argumentStart, limit: parametersClose, stops: [","])
            let colon = firstAtTopLevel(from: argumentStart, limit: end, stops: [":"])
            let names = tokens[argumentStart..<colon]
            guard colon < end, (1...2).contains(names.count), names.allSatisfy({ $0.kind == .identifier }) else { return nil }
            let typeEnd = firstAtTopLevel(from: colon + 1, limit: end, stops: ["="])
            let typeTokens = tokens[(colon + 1)..<typeEnd]
            if typeTokens.contains(where: { $0.text == "inout" || $0.text == "@autoclosure" }) || typeTokens.map(\.text).joined().contains("...") { return nil }
            var typeStart = colon + 1
            while typeStart < typeEnd, tokens[typeStart].kind == .attribute { typeStart += 1 }
            guard compositionUse(typeStart..<typeEnd, parameter: parameter) != nil else { return nil }
            let label = names.first!.text, local = names.last!.text
            arguments.append(label == "_" ? local : "\(label): \(local)")
        }
        let marker = (effects.contains("throws") || effects.contains("rethrows") ? "try " : "") + (effects.contains("async") ? "await " : "")
        let signature = editedText(tokens[keyword].start, tokens[brace].start).trimmingTrailingWhitespace
        let call = receiver + "." + name + "(" + arguments.joined(separator: ", ") + ")"
        return "    \(prefix)\(signature) {\n        return \(marker)\(convert(call, result))\n    }\n"
    }
}

extension Adapter {
    /// Bytes `start..<end` with the rewrites already made inside them (an attribute removed, a
    /// name renamed), as they are compiled.
    func editedText(_ start: Int, _ end: Int) -> String {
        var result = ""
        var cursor = start
        let inside = edits.enumerated().filter { $0.element.start >= start && $0.element.end <= end }
        for (_, edit) in inside.sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) where edit.start >= cursor {
            result += text(cursor, edit.start) + edit.text
            cursor = edit.end
        }
        return result + text(cursor, end)
    }
}

extension String {
    /// The string without the spaces, tabs and line breaks at its end.
    var trimmingTrailingWhitespace: String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\n" || last == "\r" { result.removeLast() }
        return result
    }
}
