@testable import ClearanceAdapter
import Foundation
import Testing

/// A delegate that forwards to another delegate, as SwiftUIBackports' focus coordinator does
/// (Tests/RealCode/48): it calls the other delegate's optional requirements
/// (`_delegate?.textFieldDidBeginEditing?(textField)`) and overrides NSObject's `responds(to:)`
/// and `forwardingTarget(for:)`. iOS compiles both; Linux has no `@objc optional` and its
/// `NSObject` is Foundation's class. Each test failed before the rule it pins.
@Suite struct DelegateForwardingTests {
    static func adapt(_ source: String) -> String {
        SourceAdapter.adapt(fileName: "F.swift", source: source).text
    }

    /// A call of an optional requirement of an SDK delegate protocol is written as a call of the
    /// simulated protocol's requirement, which has a default implementation: in an optional chain
    /// the result stays optional; on a value that is not optional it is wrapped in `Optional(…)`,
    /// so `?? true` keeps its meaning and its type (a whole statement's unused result is not).
    @Test func anOptionalRequirementsCallIsACallOfTheDefaultedRequirement() {
        let text = Self.adapt("""
            final class Coordinator: NSObject, UITextFieldDelegate {
                weak var _delegate: UITextFieldDelegate?
                func textFieldDidBeginEditing(_ textField: UITextField) {
                    _delegate?.textFieldDidBeginEditing?(textField)
                }
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    _delegate?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
                }
                func relay(_ field: UITextField, to other: UITextFieldDelegate, scroll: UIScrollViewDelegate?, view: UIScrollView) -> Bool {
                    scroll!.scrollViewDidScroll!(view)
                    self._delegate!.textFieldDidEndEditing?(field, reason: .committed)
                    return other.textFieldShouldReturn?(field) ?? true
                }
            }
            """)
        #expect(text.contains("        _delegate?.textFieldDidBeginEditing(textField)\n"))
        #expect(text.contains("        _delegate?.textField(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true\n"))
        #expect(text.contains("        scroll!.scrollViewDidScroll(view)\n"))
        // A statement's result is unused: nothing to wrap.
        #expect(text.contains("        self._delegate!.textFieldDidEndEditing(field, reason: .committed)\n"))
        #expect(text.contains("        return Optional(other.textFieldShouldReturn(field)) ?? true\n"))
    }

    /// Only an SDK delegate's optional requirement, called with its labels: an optional closure
    /// (`onReturn?()`), a property the file declares with a requirement's name, and a call whose
    /// labels are no requirement's are left as written.
    @Test func otherOptionalCallsAreLeftAlone() {
        let source = """
            final class Handlers {
                var onReturn: (() -> Void)?
                var textFieldShouldReturn: ((UITextField) -> Bool)?
                func run(_ field: UITextField, other: Other?) {
                    onReturn?()
                    _ = self.textFieldShouldReturn?(field)
                    other?.textField?(field, didPaste: "x")
                }
            }
            """
        #expect(Self.adapt(source).hasSuffix(source))
    }

    /// `override func responds(to:)` and `override func forwardingTarget(for:)` override
    /// NSObject's Objective-C methods on iOS. On Linux `NSObject` is Foundation's class, which
    /// declares neither; the simulated SDK's `responds(to:)` is NSObjectProtocol's, in a protocol
    /// extension, which a class declares again but cannot override: the adapter writes them as
    /// methods of the class. A subclass in the same file of a class that declares one keeps its
    /// `override`; other overrides are untouched.
    @Test func nsObjectsRespondsAndForwardingTargetBecomeMethodsOfTheClass() {
        let text = Self.adapt("""
            final class Coordinator: NSObject, UITextFieldDelegate {
                override init() { }
                override func responds(to aSelector: Selector!) -> Bool {
                    if super.responds(to: aSelector) { return true }
                    return false
                }
                public override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            class Sub: Base {
                override func responds(to aSelector: Selector!) -> Bool { true }
            }
            class Base: NSObject {
                override func responds(to aSelector: Selector!) -> Bool { false }
            }
            """)
        #expect(text.contains("    override init() { }\n    func responds(to aSelector: Selector!) -> Bool {\n"))
        #expect(text.contains("    public func forwardingTarget(for aSelector: Selector!) -> Any? { nil }\n"))
        #expect(text.contains("class Sub: Base {\n    override func responds(to aSelector: Selector!) -> Bool { true }\n"))
        #expect(text.contains("class Base: NSObject {\n    func responds(to aSelector: Selector!) -> Bool { false }\n"))
    }

    /// The table is the simulated SDK's: for each delegate protocol it names, exactly the
    /// requirements the protocol declares (with their labels), each of which has a default
    /// implementation in an extension of the protocol (every method of these protocols is
    /// optional on iOS).
    @Test func theOptionalRequirementsAreExactlyTheSimulatedProtocolsDefaultedRequirements() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var declared: [String: Set<String>] = [:]
        var defaulted: [String: Set<String>] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Sources/LayoutCore"), includingPropertiesForKeys: nil))
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            var current: (name: String, isExtension: Bool)?
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("public protocol ") || line.hasPrefix("extension ") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
                    let name = String(words[line.hasPrefix("extension ") ? 1 : 2])
                    current = SourceAdapter.optionalDelegateRequirements[name] == nil ? nil : (name, line.hasPrefix("extension "))
                    continue
                }
                if line == "}" { current = nil }
                guard let current, let range = line.range(of: "func ") else { continue }
                let rest = line[range.upperBound...]
                let base = rest.prefix { $0 != "(" }
                let parameters = rest.dropFirst(base.count + 1).prefix { $0 != ")" }
                let labels = parameters.split(separator: ",").map { $0.split(whereSeparator: { $0 == " " || $0 == ":" })[0] }
                let name = "\(base)(\(labels.map { "\($0):" }.joined()))"
                if current.isExtension { defaulted[current.name, default: []].insert(name) } else { declared[current.name, default: []].insert(name) }
            }
        }
        #expect(declared == SourceAdapter.optionalDelegateRequirements.mapValues(Set.init))
        for (name, requirements) in declared {
            #expect(requirements.subtracting(defaulted[name] ?? []) == [], "\(name)'s requirements without a default")
        }
    }
}
