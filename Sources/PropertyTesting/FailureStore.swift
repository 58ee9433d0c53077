import Foundation

/// A directory of shrunk failing cases, one file per property, replayed first on the next run.
///
/// When a property fails, its shrunk choice sequence is saved here (atomically). The next
/// check of the same property replays the saved cases before generating new ones: a case that
/// still fails is reported at once; once the property passes a saved case, the case is
/// removed. A file that cannot be read is an error naming the file and the problem; it is
/// never skipped silently.
///
/// File format (`<property>-<hash>.json`):
/// ```json
/// { "format": 1, "property": "sorting keeps every element", "failures": ["pt2-AQBl…"] }
/// ```
public struct FailureStore: Sendable {
    /// The directory holding the files.
    public let directory: URL

    /// A store in `directory` (created on first save).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file that holds the failures of `property`.
    public func fileURL(for property: String) -> URL {
        let safe = String(property.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }.prefix(60))
        var hash: UInt32 = 2166136261
        for byte in property.utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
        return directory.appendingPathComponent("\(safe)-\(String(hash, radix: 16)).json")
    }

    private struct File: Codable {
        var format: Int
        var property: String
        var failures: [String]
    }

    /// The saved failing choice sequences of `property` (empty when there is no file).
    /// - Throws: ``PropertyTestingError/malformedStoreFile(path:problem:)``.
    public func failures(for property: String) throws -> [[UInt64]] {
        let url = fileURL(for: property)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PropertyTestingError.malformedStoreFile(path: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch let error as DecodingError {
            throw PropertyTestingError.malformedStoreFile(path: url.path, problem: Self.explain(error))
        } catch {
            throw PropertyTestingError.malformedStoreFile(path: url.path, problem: "\(error)")
        }
        guard file.format == 1 else {
            throw PropertyTestingError.malformedStoreFile(path: url.path, problem: "field 'format' is \(file.format); this engine reads format 1")
        }
        guard file.property == property else {
            throw PropertyTestingError.malformedStoreFile(path: url.path, problem: "field 'property' is '\(file.property)', expected '\(property)'")
        }
        return try file.failures.enumerated().map { position, token in
            do { return try ReplayToken.decode(token, acceptingLegacy: true) } catch {
                throw PropertyTestingError.malformedStoreFile(path: url.path, problem: "field 'failures[\(position)]': \(error)")
            }
        }
    }

    /// Saves `failures` as the failing cases of `property`, replacing what was there; an
    /// empty list removes the file.
    /// - Throws: ``PropertyTestingError/storeNotWritable(path:reason:)``.
    public func save(_ failures: [[UInt64]], for property: String) throws {
        let url = fileURL(for: property)
        do {
            if failures.isEmpty {
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
                return
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let file = File(format: 1, property: property, failures: failures.map(ReplayToken.encode))
            try AtomicFile.write(try encoder.encode(file), to: url)
        } catch {
            throw PropertyTestingError.storeNotWritable(path: url.path, reason: error.localizedDescription)
        }
    }

    static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context)
            return "field '\(parent.isEmpty ? key.stringValue : parent + "." + key.stringValue)' is missing"
        case let .typeMismatch(type, context):
            return "field '\(path(context))' should be \(type)"
        case let .valueNotFound(type, context):
            return "field '\(path(context))' should be \(type), found null"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "not valid JSON" : "field '\(path(context))': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
