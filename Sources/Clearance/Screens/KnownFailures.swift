import Foundation

/// A committed list of known bugs — a baseline, as linters keep one — so that a team can adopt
/// Clearance on an app with bugs: a known bug does not fail the run, a new one does, and one
/// that no longer occurs is reported as fixed so that the file shrinks.
///
/// Each entry names a screen (or strategy) and a bug's root cause (``Bug/rootCause``), with the
/// team's reason. `CLEARANCE_RECORD=1 swift test` (or `clearance baseline record`) writes it
/// from what the run finds, keeping the reasons already written.
///
/// ```json
/// { "version": 1, "known": [
///   { "screen": "login", "rootCause": "safe-area-counted-twice",
///     "invariants": ["no-double-shift"], "reason": "JIRA-123: the inset ignores the safe area" } ] }
/// ```
public struct KnownFailures: Hashable, Sendable, Codable {
    /// One known bug.
    public struct Entry: Hashable, Sendable, Codable {
        /// The screen's name (`expectScreen(named:)`) or the strategy's id.
        public var screen: String
        /// The bug's root cause: its diagnosis, or `no-known-cause/<invariant>/<property>`.
        public var rootCause: String
        /// The invariants it broke when recorded (for people; not matched).
        public var invariants: [String]
        /// Why it is accepted for now (a ticket, a plan).
        public var reason: String

        public init(screen: String, rootCause: String, invariants: [String] = [], reason: String = "recorded; say why it is accepted, or fix it") {
            self.screen = screen
            self.rootCause = rootCause
            self.invariants = invariants
            self.reason = reason
        }
    }

    /// The file format's version.
    public static let formatVersion = 1
    public var version: Int
    /// The known bugs, sorted by screen then root cause.
    public var known: [Entry]

    public init(known: [Entry] = []) {
        version = KnownFailures.formatVersion
        self.known = known.sorted { ($0.screen, $0.rootCause) < ($1.screen, $1.rootCause) }
    }

    /// The baseline at `url`; empty when there is no file yet.
    ///
    /// - Throws: ``KnownFailuresError`` naming the file and the field when it is malformed.
    public static func load(from url: URL) throws -> KnownFailures {
        guard FileManager.default.fileExists(atPath: url.path) else { return KnownFailures() }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw KnownFailuresError(file: url.path, problem: "cannot be read: \(error.localizedDescription)") }
        do {
            let decoded = try JSONDecoder().decode(KnownFailures.self, from: data)
            guard decoded.version == formatVersion else {
                throw KnownFailuresError(file: url.path, problem: "version: \(decoded.version) is not \(formatVersion), the version this Clearance reads"
                                         + (decoded.version > formatVersion ? " (a newer Clearance wrote it: update Clearance)" : ""))
            }
            return KnownFailures(known: decoded.known)
        } catch let error as KnownFailuresError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw KnownFailuresError(file: url.path, problem: "\(path(context.codingPath + [key])): missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw KnownFailuresError(file: url.path, problem: "\(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw KnownFailuresError(file: url.path, problem: "not valid JSON (\(error.localizedDescription))")
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// Writes the baseline atomically (sorted, pretty-printed: a stable diff). A symbolic link
    /// stays a link: the file it points to is the one replaced.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(encoder.encode(KnownFailures(known: known)) + Data("\n".utf8), to: url.resolvingSymlinksInPath())
    }

    /// The entry for `screen`'s bug with `rootCause`, if it is known.
    public func entry(screen: String, rootCause: String) -> Entry? {
        known.first { $0.screen == screen && $0.rootCause == rootCause }
    }

    /// What a run of `screen` that found `bugs` means against this baseline.
    public func compare(screen: String, bugs: [Bug]) -> Comparison {
        let found = Set(bugs.map(\.rootCause))
        return Comparison(new: bugs.filter { entry(screen: screen, rootCause: $0.rootCause) == nil },
                          known: bugs.filter { entry(screen: screen, rootCause: $0.rootCause) != nil },
                          fixed: known.filter { $0.screen == screen && !found.contains($0.rootCause) })
    }

    /// This baseline with `screen`'s entries replaced by `bugs` (reasons already written are
    /// kept).
    public func recording(screen: String, bugs: [Bug]) -> KnownFailures {
        let others = known.filter { $0.screen != screen }
        let mine = bugs.map { bug in
            var entry = Entry(screen: screen, rootCause: bug.rootCause, invariants: bug.invariants.map(\.rawValue))
            if let old = self.entry(screen: screen, rootCause: bug.rootCause) { entry.reason = old.reason }
            return entry
        }
        return KnownFailures(known: others + mine)
    }

    /// A run's bugs sorted against a baseline.
    public struct Comparison: Sendable {
        /// Bugs the baseline does not list: they fail the run.
        public var new: [Bug]
        /// Bugs it lists: they do not.
        public var known: [Bug]
        /// Entries whose bug no longer occurs: remove them (re-record).
        public var fixed: [Entry]
    }
}

/// A malformed known-failures file, naming the file and the field.
public struct KnownFailuresError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var problem: String
    public var description: String { "\(file): \(problem)" }
}
