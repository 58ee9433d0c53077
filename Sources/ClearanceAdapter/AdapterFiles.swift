import Foundation

/// Why a file could not be adapted: it could not be read or decoded, or the adapted text could
/// not be written where asked. Printed as `file: error: message`, with what to do.
public struct AdapterFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The input does not exist, is a directory or cannot be read.
        case unreadable
        /// The input is not UTF-8 text (Swift reads only UTF-8 source).
        case notUTF8
        /// The output names the input itself (or a link to it): writing would replace the
        /// user's source with its adapted text.
        case wouldOverwriteInput
        /// The output cannot be written.
        case unwritable
    }

    /// The file at fault, as named to the adapter.
    public let file: String
    /// What went wrong.
    public let kind: Kind
    /// Why, and how to fix it.
    public let message: String

    /// An error about `file`.
    public init(file: String, kind: Kind, message: String) {
        self.file = file
        self.kind = kind
        self.message = message
    }

    /// `file: error: message`.
    public var description: String { "\(file): error: \(message)" }
}

extension SourceAdapter {
    /// Reads the Swift file at `input`, adapts it (``adapt(fileName:source:options:)``, with
    /// `fileName` in its diagnostics and `#sourceLocation` directives, `input` by default) and,
    /// unless it is refused, writes the adapted text to `output`. Paths are file-system paths
    /// (spaces and other characters are taken as they are). The adapter never writes over its
    /// input: an `output` that is `input`, or a link to it, is refused before anything is
    /// written. A UTF-8 byte-order mark is read as the compiler reads it (not part of the text);
    /// a file that is not UTF-8 is refused, as the compiler refuses it.
    ///
    /// - Returns: the adapted source; when it is refused (``AdaptedSource/isRefused``) nothing
    ///   is written and its diagnostics say why.
    /// - Throws: ``AdapterFileError``, naming the file and what to do.
    @discardableResult
    public static func adaptFile(atPath input: String, toPath output: String, fileName: String? = nil,
                                 options: AdapterOptions = AdapterOptions()) throws -> AdaptedSource {
        try checkOutput(output, isNot: input)
        let source = try readSource(atPath: input)
        let adapted = adapt(fileName: fileName ?? input, source: source, options: options)
        if adapted.isRefused { return adapted }
        do {
            // Atomically: a reader (the compiler) never sees half a file, and an output that is a
            // symbolic link is replaced, never followed onto the file it names.
            try Data(adapted.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw AdapterFileError(file: output, kind: .unwritable,
                                   message: "cannot write the adapted file (\(error.localizedDescription)); check that its folder exists and is writable")
        }
        return adapted
    }

    /// Refuses an `output` path that is the file at `input`: the same path once `.`, `..` and
    /// symbolic links are resolved, or the same file by device and inode (a hard link, or a
    /// name differing only in case on a case-insensitive volume).
    ///
    /// - Throws: ``AdapterFileError`` of kind ``AdapterFileError/Kind/wouldOverwriteInput``.
    public static func checkOutput(_ output: String, isNot input: String) throws {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        func identity(_ path: String) -> [UInt64]? {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            let numbers = [attributes[.systemNumber], attributes[.systemFileNumber]].map { value -> UInt64? in
                switch value {
                case let number as NSNumber: return number.uint64Value
                case let number as UInt64: return number
                case let number as Int: return UInt64(bitPattern: Int64(number))
                default: return nil
                }
            }
            return numbers.allSatisfy { $0 != nil } ? numbers.compactMap { $0 } : nil
        }
        if resolved(output) == resolved(input) || (identity(output).map { $0 == identity(input) } ?? false) {
            throw AdapterFileError(file: input, kind: .wouldOverwriteInput,
                                   message: "the adapted file would be written over this file, its input ('\(output)'); write it to another folder")
        }
    }

    /// The text of the Swift file at `path`: its UTF-8 text, without a leading byte-order mark.
    ///
    /// - Throws: ``AdapterFileError``: the file is missing, a directory or unreadable, or not
    ///   UTF-8 (a UTF-16 file is named as such).
    public static func readSource(atPath path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AdapterFileError(file: path, kind: .unreadable, message: "no such file (check the path; a relative path starts at the current directory)")
        }
        guard !isDirectory.boolValue else {
            throw AdapterFileError(file: path, kind: .unreadable, message: "a directory, not a Swift file (name the .swift files in it)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AdapterFileError(file: path, kind: .unreadable, message: "the file cannot be read (check its permissions)")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw AdapterFileError(file: path, kind: .notUTF8, message: "UTF-16 text; Swift reads only UTF-8 source: save it as UTF-8")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = Self.firstInvalidUTF8(body) ?? 0
            let line = body[..<offset].filter { $0 == 0x0A }.count + 1
            throw AdapterFileError(file: path, kind: .notUTF8,
                                   message: "not UTF-8 text (line \(line) has bytes that are not UTF-8); Swift reads only UTF-8 source: convert it (for Latin-1, iconv -f ISO-8859-1 -t UTF-8)")
        }
        return text
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, offset + length <= bytes.count,
                  String(validating: bytes[offset..<(offset + length)], as: UTF8.self) != nil else { return offset }
            offset += length
        }
        return nil
    }
}
