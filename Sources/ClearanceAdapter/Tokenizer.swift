/// A token of Swift source, as far as the adapter needs one: identifiers and keywords,
/// `@attribute` and `#directive` names, punctuation, and the literals and comments it skips.
struct Token: Equatable {
    enum Kind: Equatable {
        /// An identifier or keyword (a backticked name keeps its backticks).
        case identifier
        /// `@name`: the text includes the `@`.
        case attribute
        /// `#name`: the text includes the `#`.
        case pound
        /// One punctuation character.
        case punctuation
        /// A string literal of any kind (single-line, multi-line, raw), interpolations included.
        case string
        /// A number or any other run the adapter does not look into.
        case other
    }

    let kind: Kind
    /// Byte offsets in the UTF-8 source: `start..<end`.
    let start: Int
    let end: Int
    let text: String
}

/// A hand-written scanner: it finds the tokens the rewrites look at and skips comments and
/// string literals (with their interpolations, multi-line and raw forms), so that nothing
/// inside them is rewritten.
struct Tokenizer {
    let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [Token] = []
    /// An unterminated string or comment, as a byte offset, if any.
    private(set) var unterminated: Int?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], unterminated: Int?) {
        var tokenizer = Tokenizer(bytes)
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.unterminated)
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func run() {
        while index < bytes.count {
            scanOne()
        }
    }

    private mutating func append(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, text: String(decoding: bytes[start..<end], as: UTF8.self)))
    }

    /// Scans one token or skipped run at `index`.
    private mutating func scanOne() {
        let start = index
        let current = bytes[index]
        switch current {
        case 0x20, 0x09, 0x0A, 0x0D:
            index += 1
        case 0x2F where byte(at: index + 1) == 0x2F: // line comment
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        case 0x2F where byte(at: index + 1) == 0x2A: // block comment, nested
            var depth = 0
            while index < bytes.count {
                if bytes[index] == 0x2F, byte(at: index + 1) == 0x2A {
                    depth += 1
                    index += 2
                } else if bytes[index] == 0x2A, byte(at: index + 1) == 0x2F {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
            unterminated = unterminated ?? start
        case 0x22: // string
            scanString(hashes: 0)
            append(.string, start, index)
        case 0x23: // # : raw string or directive
            var hashes = 0
            while byte(at: index + hashes) == 0x23 { hashes += 1 }
            if byte(at: index + hashes) == 0x22 {
                index += hashes
                scanString(hashes: hashes)
                append(.string, start, index)
            } else if let next = byte(at: index + 1), Self.isIdentifierHead(next) {
                index += 1
                while let next = byte(at: index), Self.isIdentifierBody(next) { index += 1 }
                append(.pound, start, index)
            } else {
                index += 1
                append(.punctuation, start, index)
            }
        case 0x40: // @
            if let next = byte(at: index + 1), Self.isIdentifierHead(next) {
                index += 1
                while let next = byte(at: index), Self.isIdentifierBody(next) { index += 1 }
                append(.attribute, start, index)
            } else {
                index += 1
                append(.punctuation, start, index)
            }
        case 0x60: // `name`
            index += 1
            while index < bytes.count, bytes[index] != 0x60, bytes[index] != 0x0A { index += 1 }
            if index < bytes.count, bytes[index] == 0x60 { index += 1 }
            append(.identifier, start, index)
        default:
            if Self.isIdentifierHead(current) {
                while let next = byte(at: index), Self.isIdentifierBody(next) { index += 1 }
                append(.identifier, start, index)
            } else if current >= 0x30 && current <= 0x39 {
                while let next = byte(at: index), Self.isIdentifierBody(next) || next == 0x2E && byte(at: index + 1).map({ $0 >= 0x30 && $0 <= 0x39 }) == true {
                    index += 1
                }
                append(.other, start, index)
            } else {
                index += 1
                append(.punctuation, start, index)
            }
        }
    }

    /// Scans a string literal whose opening `"` (after `hashes` `#`) is at `index`, through its
    /// closing delimiter; interpolations are scanned as code (nested strings skipped).
    private mutating func scanString(hashes: Int) {
        let start = index
        let multiline = byte(at: index + 1) == 0x22 && byte(at: index + 2) == 0x22
        index += multiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x5C { // backslash, then hashes
                var count = 0
                while count < hashes, byte(at: index + 1 + count) == 0x23 { count += 1 }
                if count == hashes {
                    let after = index + 1 + hashes
                    if byte(at: after) == 0x28 { // interpolation
                        index = after + 1
                        let saved = tokens.count
                        var depth = 0
                        while index < bytes.count {
                            if bytes[index] == 0x29 {
                                if depth == 0 { break }
                                depth -= 1
                                index += 1
                            } else if bytes[index] == 0x28 {
                                depth += 1
                                index += 1
                            } else {
                                scanOne()
                            }
                        }
                        tokens.removeSubrange(saved...)
                        index += 1
                        continue
                    }
                    index = after + 1
                    continue
                }
                index += 1
                continue
            }
            if current == 0x0A && !multiline {
                unterminated = unterminated ?? start
                return
            }
            if current == 0x22 {
                let quotes = multiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where byte(at: index + offset) != 0x22 { matches = false }
                for offset in 0..<hashes where byte(at: index + quotes + offset) != 0x23 { matches = false }
                if matches {
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }
        // A file that ends inside an interpolation or an escape (`"\(x` or `"\` at its
        // end) steps past its last byte: the literal ends there, unterminated.
        index = min(index, bytes.count)
        unterminated = unterminated ?? start
    }
}
