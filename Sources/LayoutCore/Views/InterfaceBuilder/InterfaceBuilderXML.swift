import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder file's XML (a storyboard's or a XIB's source text, as
/// Xcode saves it: `<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">`).
final class IBElement {
    let name: String
    let attributes: [String: String]
    var children: [IBElement] = []
    var text = ""
    /// The line the element starts on, for error messages.
    let line: Int

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Frees the elements below without recursion: a file nested 30,000 levels deep would
    /// otherwise overflow the stack releasing one element inside the next.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var next = pending.popLast() {
            guard isKnownUniquelyReferenced(&next) else { continue }
            pending.append(contentsOf: next.children)
            next.children = []
        }
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children of the first child named `name` (`<subviews>`, `<constraints>`…).
    func children(of name: String) -> [IBElement] { child(name)?.children ?? [] }

    /// A YES/NO attribute.
    func flag(_ attribute: String) -> Bool? {
        guard let value = attributes[attribute] else { return nil }
        return value == "YES"
    }

    /// The number attribute `attribute`, `nil` when absent; a value that is not a finite
    /// number is an error naming `object` (this element when `nil`) and `label` (the attribute).
    func finiteNumber(_ attribute: String, file: String, object: IBElement? = nil, label: String? = nil) throws -> Double? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw InterfaceBuilderError.badNumber(object: interfaceBuilderObjectName(object ?? self), attribute: label ?? attribute,
                                                  value: text, file: file, line: line)
        }
        return value
    }

    /// Every element below this one, depth first, document order.
    var descendants: [IBElement] {
        var result: [IBElement] = []
        var stack = children.reversed() as [IBElement]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}

/// Reads IB's XML into ``IBElement``s with Foundation's `XMLParser`.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?
    private weak var parser: XMLParser?

    static func read(_ data: Data, file: String) throws -> IBElement {
        let reader = IBXMLReader()
        let parser = XMLParser(data: data)
        reader.parser = parser
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            var reason = "no document element"
            if let error = parser.parserError as NSError? {
                reason = "XML error \(error.code)"
                if let code = XMLParser.ErrorCode(rawValue: error.code) { reason += " (\(code))" }
            }
            throw InterfaceBuilderError.malformedFile(file: file, line: parser.lineNumber, reason: reason
                + ": the file is cut short or is not XML Xcode wrote; open it in Xcode and save it again, or restore it from version control")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        stack.last?.children.append(element)
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let element = stack.popLast()
        if stack.isEmpty { root = element }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
