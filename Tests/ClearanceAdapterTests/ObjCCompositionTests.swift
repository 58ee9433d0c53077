@testable import ClearanceAdapter
import Foundation
import Testing

/// A class-constrained extension used on a composition of the class with an Objective-C
/// protocol of the SDK, as iOS-KeyboardSupport does (Tests/RealBugs 13 and 14):
/// `extension Array where Element: UIView { func sortedByPosition(in:) }` called on
/// `[UITextInputView]`, `typealias UITextInputView = UIView & UITextInput`. On iOS the
/// composition is one object pointer and satisfies `Element: UIView`; on Linux it does not
/// ("requires that 'any UITextInputView' inherit from 'AnyObject'"). Each test failed before the
/// rule it pins.
@Suite struct ObjCCompositionTests {
    static func adapt(_ source: String, options: AdapterOptions = AdapterOptions()) -> String {
        SourceAdapter.adapt(fileName: "A.swift", source: source, options: options).text
    }

    /// The extension of pair 13's Array+KeyboardSupport.swift, as written there.
    static let sortedByPosition = """
        import UIKit

        // MARK: - UIView Array Extension
        extension Array where Element: UIView {
            func sortedByPosition(in container: UIView) -> [Element] {
                return sorted(by: { (view1: Element, view2: Element) -> Bool in
                    view1.frame.minY < view2.frame.minY
                })
            }
        }
        let after = 1

        """

    /// After the extension come its members for each composition of `UIView` with an SDK
    /// protocol `UIView` does not adopt, forwarding to the original on the same objects seen as
    /// views, the result converted back; the original lines keep their numbers.
    @Test func aClassConstrainedExtensionGetsItsMembersForTheCompositions() {
        let text = Self.adapt(Self.sortedByPosition)
        let original = Self.sortedByPosition.replacingOccurrences(of: "import UIKit", with: "import ClearanceUIKit")
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines[0..<10].joined(separator: "\n") + "\n"
        #expect(text.hasPrefix("#sourceLocation(file: \"A.swift\", line: 1)\n" + head + "#sourceLocation(file: \"A.swift\", line: 4)\n"))
        #expect(text.hasSuffix("#sourceLocation(file: \"A.swift\", line: 11)\nlet after = 1\n"))
        #expect(text.contains("""
            extension Array where Element == any UIView & UITextInput {
                func sortedByPosition(in container: UIView) -> [Element] {
                    return (self.map { $0 as UIView }).sortedByPosition(in: container).compactMap { $0 as? Element }
                }
            }

            """))
        for proto in SourceAdapter.objcProtocols where proto != "UICoordinateSpace" {
            #expect(text.contains("extension Array where Element == any UIView & \(proto) {\n"), "\(proto)")
        }
        // The compositions of the table's subclasses of UIView satisfy `Element: UIView` too.
        #expect(text.contains("extension Array where Element == any UIControl & UITextFieldDelegate {\n"))
        #expect(text.contains("extension Array where Element == any UIScrollView & UITextInput {\n"))
        #expect(!text.contains("any UIViewController &") && !text.contains("any UIResponder &"))
        // A UIView is a UICoordinateSpace: Swift reduces that composition to UIView itself.
        #expect(!text.contains("UIView & UICoordinateSpace"))
        #expect(text.components(separatedBy: "where Element == any UIView & ").count - 1 == SourceAdapter.objcProtocols.count - 1)
    }

    /// Methods and read-only properties are forwarded with their modifiers, labels and effects;
    /// an `Element`, `Element?` or `[Element]` argument is passed as it is (Swift upcasts it) and
    /// such a result is converted back (`as!`, `as?`). Static, mutating, settable and effectful (`get async`) members,
    /// members using the element otherwise (a closure over it, a dictionary), and members that
    /// exist only under an `#if` (the forwarders, after the extension, would not share it) are not.
    @Test func membersAreForwardedWithTheirSignatures() {
        let text = Self.adapt("""
            public extension Optional where Wrapped: UIControl {
                var isOn: Bool { return self?.isEnabled ?? false }
                @discardableResult func first(_ other: Wrapped?, in views: [Wrapped], _ item: Wrapped) throws -> Wrapped { item }
                private func last<T>(of value: T) async -> Wrapped? { nil }
                static func make() -> Wrapped? { nil }
                mutating func clear() { self = nil }
                var settable: Int { get { 0 } set { } }
                var fetched: Int { get async throws { 0 } }
                func matching(_ test: (Wrapped) -> Bool) -> Bool { false }
                func indexed() -> [Wrapped: Int] { [:] }
                func many(_ values: Int...) {}
                #if DEBUG
                func debugOnly() -> Int { 0 }
                #endif
            }
            """)
        #expect(text.contains("""
            public extension Optional where Wrapped == any UIControl & UITextInput {
                var isOn: Bool {
                    return (self.map { $0 as UIControl }).isOn
                }
                @discardableResult func first(_ other: Wrapped?, in views: [Wrapped], _ item: Wrapped) throws -> Wrapped {
                    return try (self.map { $0 as UIControl }).first(other, in: views, item) as! Wrapped
                }
                private func last<T>(of value: T) async -> Wrapped? {
                    return await (self.map { $0 as UIControl }).last(of: value).flatMap { $0 as? Wrapped }
                }
            }

            """))
        for skipped in ["make()", "clear()", "settable", "matching(", "indexed()", "many(", "debugOnly()", "fetched"] {
            #expect(text.components(separatedBy: skipped).count == 2, "\(skipped) is forwarded")
        }
    }

    /// A subclass's own extension declaring a member of the same name wins for the subclass's
    /// compositions, as the more specific extension does on iOS: the superclass extension's member
    /// is not written for them (it would be a redeclaration).
    @Test func aSubclasssOwnExtensionKeepsItsMembers() {
        let text = Self.adapt("""
            extension Array where Element: UIView {
                func f() -> Int { 1 }
                func g() -> Int { 2 }
            }
            extension Array where Element: UIControl {
                func f() -> Int { 3 }
            }
            """)
        let controlUIView = text.components(separatedBy: "extension Array where Element == any UIControl & UITextInput {\n")
        #expect(controlUIView.count == 3)
        // From UIView's extension: only g; from UIControl's: f.
        #expect(controlUIView[1].hasPrefix("    func g() -> Int {\n        return (self.map { $0 as UIView }).g()\n    }\n}\n"))
        #expect(controlUIView[2].hasPrefix("    func f() -> Int {\n        return (self.map { $0 as UIControl }).f()\n    }\n}\n"))
        #expect(text.contains("extension Array where Element == any UIView & UITextInput {\n    func f() -> Int {\n        return (self.map { $0 as UIView }).f()\n    }\n    func g() -> Int {"))
    }

    /// The rewrites made in a signature are in its copy (a Swift 2 name renamed under
    /// `--apply-renames`), and a class's own extension of a sequence is found the same way.
    @Test func theCopiedSignaturesCarryTheOtherRewrites() {
        let text = Self.adapt("""
            extension Sequence where Element: UIScrollView {
                func insetAll(_ insets: UIEdgeInsets = UIEdgeInsetsZero) -> Int { 0 }
            }
            """, options: AdapterOptions(applyRenames: true))
        #expect(text.contains("""
            extension Sequence where Element == any UIScrollView & UITableViewDelegate {
                func insetAll(_ insets: UIEdgeInsets = UIEdgeInsets.zero) -> Int {
                    return (self.map { $0 as UIScrollView }).insetAll(insets)
                }
            }

            """))
        #expect(!text.contains("= UIEdgeInsetsZero) -> Int {\n        return"))
    }

    /// Ordinary code is left as written: a constraint to a protocol or to an app's class, a
    /// same-type requirement, a conditional conformance, two requirements, a container the rule
    /// does not know, an extension with nothing to forward, a nested extension-like name.
    @Test func ordinaryExtensionsAreLeftAlone() {
        let source = """
            import UIKit
            extension Array where Element: Equatable { func has(_ x: Element) -> Bool { contains(x) } }
            extension Array where Element: FormField { func first() -> Element? { first } }
            extension Array where Element == UIView { func count2() -> Int { count } }
            extension Array: Layoutable where Element: UIView { func layout() {} }
            extension Array where Element: UIView, Element: Focusable { func focus() {} }
            extension Dictionary where Value: UIView { func views() -> [Value] { Array(values) } }
            extension Set where Element: UIView { func any() -> Element? { first } }
            extension Array where Element: UIView { mutating func removeHidden() { removeAll { $0.isHidden } } }
            struct Box { func extension2() {} }

            """
        #expect(Self.adapt(source) == "#sourceLocation(file: \"A.swift\", line: 1)\n" + source.replacingOccurrences(of: "import UIKit", with: "import ClearanceUIKit"))
    }

    /// The protocols are exactly the SDK protocols (`UI…`) the simulated SDK declares.
    @Test func theProtocolsAreTheSimulatedSDKsProtocols() throws {
        var declared: Set<String> = []
        for line in try Self.sdkLines() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
            guard let keyword = words.firstIndex(of: "protocol"), keyword + 1 < words.count, words[keyword + 1].hasPrefix("UI") else { continue }
            declared.insert(String(words[keyword + 1]))
        }
        #expect(declared == Set(SourceAdapter.objcProtocols))
        #expect(SourceAdapter.objcProtocols == SourceAdapter.objcProtocols.sorted())
    }

    /// Each class's adopted protocols are exactly those of the list that the simulated SDK
    /// declares it, or a superclass of it, to adopt (in its declaration or an extension).
    @Test func theClassesAdoptedProtocolsAreTheSimulatedSDKs() throws {
        var superclass: [String: String] = [:]
        var adopts: [String: Set<String>] = [:]
        for line in try Self.sdkLines() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "," }).map(String.init)
            guard let keyword = words.firstIndex(where: { $0 == "class" || $0 == "extension" }), keyword + 1 < words.count else { continue }
            let name = words[keyword + 1]
            let inherited = words.dropFirst(keyword + 2)
            if words[keyword] == "class", let first = inherited.first, first.hasPrefix("UI") || first == "NSObject" { superclass[name] = first }
            adopts[name, default: []].formUnion(inherited.filter { SourceAdapter.objcProtocols.contains($0) })
        }
        for (name, adopted) in SourceAdapter.objcCompositionClasses {
            var all: Set<String> = []
            var current: String? = name
            while let type = current {
                all.formUnion(adopts[type] ?? [])
                current = superclass[type]
            }
            #expect(superclass[name] != nil, "\(name) is not a class of the simulated SDK")
            #expect(all == Set(adopted), "\(name)")
        }
    }

    /// The simulated SDK's source lines (LayoutCore and ClearanceUIKit).
    static func sdkLines() throws -> [Substring] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var lines: [Substring] = []
        for directory in ["Sources/LayoutCore", "Sources/ClearanceUIKit"] {
            let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil))
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                lines += try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("/") }
            }
        }
        return lines
    }
}
