import Foundation

/// A folder of saved minimal failures: `<directory>/<strategy>/<invariant>-<hash>.json`.
/// Entries are written atomically, deduplicated by strategy, invariant and diagnosis, and read
/// back with errors that name the file and the field. A run only adds (``add(_:)``): an
/// entry is replaced by a smaller scenario only on purpose (``save(_:)``, `clearance corpus
/// update`), and one that no longer fails is dropped only on purpose (`clearance corpus prune`).
public struct Corpus: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// An entry read from a file.
    public struct Loaded: Sendable {
        public var url: URL
        /// The path relative to the corpus directory (`naive-inset-on-show/no-double-shift-1a2b3c4d.json`).
        public var relativePath: String
        public var entry: CorpusEntry
    }

    /// What ``save(_:)`` did.
    public enum SaveOutcome: Hashable, Sendable {
        /// A new entry.
        case added(URL)
        /// The new scenario is smaller than an existing entry's, which it replaced.
        case replaced(URL, removed: URL)
        /// An entry at least as small already covers it.
        case kept(URL)
        /// An entry with the same signature exists and is larger, but ``add(_:)`` replaces
        /// nothing: it is left as it is (``save(_:)`` would replace it).
        case smallerThan(URL)

        /// The file that now holds the finding.
        public var url: URL {
            switch self {
            case let .added(url), let .replaced(url, _), let .kept(url), let .smallerThan(url): return url
            }
        }
    }

    /// Every `.json` entry file under the directory, sorted by relative path (README files and
    /// hidden temporary files are not entries). A missing directory holds nothing.
    public func files() throws -> [URL] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return directory.pathExtension == "json" ? [directory] : [] }
        // A folder that cannot be listed is an error, not an empty corpus: nothing is skipped
        // silently.
        var listingError: (url: URL, error: Error)?
        guard manager.isReadableFile(atPath: directory.path),
              let enumerator = manager.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles],
                                                  errorHandler: { url, error in
                                                      if listingError == nil { listingError = (url, error) }
                                                      return true
                                                  }) else {
            throw CorpusError.unreadable(file: directory.path, problem: "cannot list the directory (check its permissions)")
        }
        var urls: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            urls.append(url.standardizedFileURL)
        }
        if let listingError {
            throw CorpusError.unreadable(file: listingError.url.path, problem: "cannot be listed: \(describeFileError(listingError.error))")
        }
        return urls.sorted { relativePath(of: $0) < relativePath(of: $1) }
    }

    /// The path of `url` relative to the corpus directory.
    public func relativePath(of url: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
    }

    /// Reads one entry file.
    /// - Throws: ``CorpusError`` naming the file (and the field, when it is malformed).
    public func load(_ url: URL) throws -> Loaded {
        let name = relativePath(of: url)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CorpusError.unreadable(file: url.path, problem: "it is a directory, not a corpus entry")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CorpusError.unreadable(file: url.path, problem: describeFileError(error))
        }
        let entry = try CorpusEntry.decode(data, file: url.path)
        return Loaded(url: url, relativePath: name, entry: entry)
    }

    /// Every entry, or for each file that is not one, its error: nothing is skipped silently.
    public func loadEach() throws -> [Result<Loaded, CorpusError>] {
        try files().map { url in
            do { return .success(try load(url)) } catch let error as CorpusError { return .failure(error) } catch {
                return .failure(.unreadable(file: url.path, problem: "\(error)"))
            }
        }
    }

    /// Every entry.
    /// - Throws: the first file's ``CorpusError``.
    public func loadAll() throws -> [Loaded] {
        try loadEach().map { try $0.get() }
    }

    /// Fails unless entries can be written here (creating the directory if needed): checked
    /// before a long run starts, so that nothing found is lost at the end.
    public func ensureWritable() throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            // A name of its own per call: threads of one process check the same folder at once
            // (parallel tests recording), and one must not remove another's probe.
            let probe = directory.appendingPathComponent(".clearance-write-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
            try Data().write(to: probe)
            try manager.removeItem(at: probe)
        } catch {
            throw CorpusError.notWritable(directory: directory.path, problem: describeFileError(error))
        }
    }

    /// The file an entry is written to.
    public func url(for entry: CorpusEntry) -> URL {
        directory.appendingPathComponent(entry.strategyID, isDirectory: true).appendingPathComponent(entry.fileName)
    }

    /// Saves an entry atomically unless an entry with the same strategy, invariant and
    /// diagnosis is at least as small; a larger one is replaced.
    /// Several processes (the shards of a nightly run on one machine) may save into one
    /// folder at once: the look-up and the write hold an exclusive lock on
    /// `<folder>/.clearance.lock`, so two of them never both keep an entry for one signature.
    @discardableResult
    public func save(_ entry: CorpusEntry) throws -> SaveOutcome {
        try locked { try saveLocked(entry, replacing: true) }
    }

    /// Saves an entry only if no entry has its signature (strategy, invariant, diagnosis):
    /// never replaces nor deletes a file, so a run leaves the entries a repository tracks as
    /// they are. A smaller scenario for an existing signature gives ``SaveOutcome/smallerThan(_:)``
    /// and writes nothing.
    @discardableResult
    public func add(_ entry: CorpusEntry) throws -> SaveOutcome {
        try locked { try saveLocked(entry, replacing: false) }
    }

    /// Deletes one entry file of this corpus (`clearance corpus prune`).
    public func remove(_ url: URL) throws {
        try locked {
            do { try FileManager.default.removeItem(at: url) } catch {
                throw CorpusError.notWritable(directory: url.deletingLastPathComponent().path, problem: describeFileError(error))
            }
        }
    }

    /// Runs `body` holding the folder's exclusive lock.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lockPath = directory.appendingPathComponent(".clearance.lock").path
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw CorpusError.notWritable(directory: directory.path, problem: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CorpusError.notWritable(directory: directory.path, problem: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func saveLocked(_ entry: CorpusEntry, replacing: Bool) throws -> SaveOutcome {
        let folder = Corpus(directory: directory.appendingPathComponent(entry.strategyID, isDirectory: true))
        var larger: Loaded?
        for result in try folder.loadEach() {
            guard case let .success(existing) = result, existing.entry.key == entry.key else { continue }
            if existing.entry.size.lexicographicallyPrecedes(entry.size) || existing.entry.size == entry.size {
                return .kept(existing.url)
            }
            larger = existing
        }
        if let larger, !replacing { return .smallerThan(larger.url) }
        let url = url(for: entry)
        do {
            try AtomicFile.write(try entry.encoded(), to: url)
        } catch {
            throw CorpusError.notWritable(directory: url.deletingLastPathComponent().path, problem: describeFileError(error))
        }
        if let larger, larger.url.standardizedFileURL != url.standardizedFileURL {
            try? FileManager.default.removeItem(at: larger.url)
            return .replaced(url, removed: larger.url)
        }
        return .added(url)
    }
}

/// The result of replaying a corpus entry.
public struct CorpusReplay: Sendable {
    public var entry: CorpusEntry
    /// The violation of the entry's signature now (its invariant and diagnosis), else the
    /// first violation of its invariant, if it fails.
    public var violation: Violation?

    /// Whether the replay gives the verdict the entry expects: for a known bug, a violation
    /// with the entry's invariant and diagnosis (its signature); for a fixed one, none.
    public var matchesExpectation: Bool {
        switch entry.expected {
        case .fail: return violation.map(entry.matches) ?? false
        case .pass: return violation == nil
        }
    }
}

extension CorpusEntry {
    /// Whether a violation has this entry's signature (invariant and diagnosis).
    public func matches(_ violation: Violation) -> Bool {
        violation.invariant == invariant && violation.diagnosis == diagnosis
    }

    /// Replays the saved scenario against `strategy` (checking only the entry's invariant,
    /// with the entry's assumptions), looking for the entry's own signature: the scenario was
    /// shrunk for it, and may show another bug first.
    public func replay(with strategy: any AvoidanceStrategy) throws -> CorpusReplay {
        let outcome = Clearance.run(scenario, strategy: strategy, invariants: [invariant], assumptions: try assumptionSet(),
                                    lookingFor: { [self] in self.matches($0) })
        return CorpusReplay(entry: self, violation: outcome.violation)
    }

    /// Replays it against the built-in strategy it names, or one of `extraStrategies`.
    /// - Throws: ``CorpusError/unknownStrategy(file:id:known:)``.
    public func replay(file: String = "", extraStrategies: [any AvoidanceStrategy] = []) throws -> CorpusReplay {
        let all = StrategyCatalog.all + extraStrategies
        guard let strategy = all.first(where: { $0.id == strategyID }) else {
            throw CorpusError.unknownStrategy(file: file, id: strategyID, known: all.map(\.id))
        }
        return try replay(with: strategy)
    }
}

/// A file-system error in words: the POSIX reason when there is one ("Too many levels of
/// symbolic links", "Permission denied"), not "NSCocoaErrorDomain error 256".
public func describeFileError(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    return ns.localizedDescription
}

extension Corpus {
    /// The entries expecting a failure whose replay no longer shows their signature (what
    /// `clearance corpus prune` deletes), in path order. An entry that cannot be read or
    /// replayed (malformed, an unknown strategy) is not one of them: it is in `problems`.
    public func noLongerFailing(extraStrategies: [any AvoidanceStrategy] = []) throws -> (entries: [Loaded], problems: [String]) {
        var stale: [Loaded] = []
        var problems: [String] = []
        for result in try loadEach() {
            switch result {
            case let .failure(error): problems.append("\(error)")
            case let .success(loaded):
                guard loaded.entry.expected == .fail else { continue }
                do {
                    if !(try loaded.entry.replay(file: loaded.url.path, extraStrategies: extraStrategies).matchesExpectation) { stale.append(loaded) }
                } catch { problems.append("\(error)") }
            }
        }
        return (stale, problems)
    }
}
