import Foundation

/// A saved minimal failure (the design's §10): which strategy, which invariant, the verdict
/// expected when it is replayed, and the minimal scenario as readable JSON — the primary
/// replay form, stable when generators change. The choice sequence, seed and case index say
/// where it came from.
public struct CorpusEntry: Hashable, Sendable {
    /// The format this Clearance writes and reads.
    public static let formatVersion = 1

    /// What replaying the entry must give.
    public enum Expectation: String, Hashable, Sendable, Codable {
        /// A known bug, kept as a regression test of the harness: the invariant must fail.
        case fail
        /// A fixed bug: the invariant must hold.
        case pass
    }

    public var strategyID: String
    public var invariant: InvariantID
    public var expected: Expectation
    /// The diagnosis when it was found (part of the deduplication key).
    public var diagnosis: Diagnosis?
    public var scenario: Scenario
    /// The shrunk choice sequence (a `pt2-…` token in the file), if it came from a run.
    public var choices: [UInt64]?
    public var seed: UInt64?
    public var caseIndex: Int?
    /// Whether it came from the fuzz-mode generator (sizes outside the catalog).
    public var fuzz: Bool
    /// Assumptions switched away from their defaults, by name.
    public var assumptions: [String: Bool]
    public var harnessVersion: String
    /// The violation as it read when saved (for people; replay recomputes it).
    public var found: String?

    public init(strategyID: String, invariant: InvariantID, expected: Expectation = .fail, diagnosis: Diagnosis? = nil,
                scenario: Scenario, choices: [UInt64]? = nil, seed: UInt64? = nil, caseIndex: Int? = nil, fuzz: Bool = false,
                assumptions: [String: Bool] = [:], harnessVersion: String = Clearance.version, found: String? = nil) {
        self.strategyID = strategyID
        self.invariant = invariant
        self.expected = expected
        self.diagnosis = diagnosis
        self.scenario = scenario
        self.choices = choices
        self.seed = seed
        self.caseIndex = caseIndex
        self.fuzz = fuzz
        self.assumptions = assumptions
        self.harnessVersion = harnessVersion
        self.found = found
    }

    /// An entry for a failure the harness found.
    public init(_ failure: StrategyFailure, strategyID: String, config: HarnessConfig) {
        self.init(strategyID: strategyID, invariant: failure.violation.invariant, expected: .fail, diagnosis: failure.violation.diagnosis,
                  scenario: failure.scenario, choices: failure.choices, seed: failure.seed, caseIndex: failure.caseIndex,
                  fuzz: config.fuzz, assumptions: config.assumptions.overrides, found: failure.violation.description)
    }

    /// What deduplicates entries: strategy, invariant and diagnosis.
    public var key: String { "\(strategyID)/\(invariant.rawValue)/\(diagnosis?.rawValue ?? "-")" }

    /// How big the scenario is, for "the smaller scenario wins": events, then items, then the
    /// length of its JSON.
    public var size: [Int] { [scenario.events.count, scenario.form.items.count, scenario.json.utf8.count] }

    /// The file name inside the strategy's folder: `<invariant>-<8 hex digits>.json`, the
    /// digits a stable hash (FNV-1a) of the scenario's canonical JSON and the diagnosis.
    public var fileName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (scenario.json + (diagnosis.map { "\n" + $0.rawValue } ?? "")).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash >> 32, radix: 16)
        return "\(invariant.rawValue)-\(String(repeating: "0", count: 8 - hex.count))\(hex).json"
    }

    /// The layout core's assumptions for replaying it.
    public func assumptionSet() throws -> Assumptions {
        var set = Assumptions()
        for (name, value) in assumptions.sorted(by: { $0.key < $1.key }) {
            guard let assumption = Assumption.named(name) else {
                throw CorpusError.malformed(file: "", field: "assumptions.\(name)",
                                            problem: "unknown assumption; known: \(Assumption.all.map(\.name).joined(separator: ", "))")
            }
            set = set.with(assumption, value)
        }
        return set
    }

    /// The entry as the JSON written to disk (sorted keys, two-space indentation).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads an entry; `file` names it in errors.
    /// - Throws: ``CorpusError/malformed(file:field:problem:)`` naming the field at fault.
    public static func decode(_ data: Data, file: String) throws -> CorpusEntry {
        do {
            return try JSONDecoder().decode(CorpusEntry.self, from: data)
        } catch let error as DecodingError {
            let (path, problem) = CorpusError.describe(error)
            throw CorpusError.malformed(file: file, field: path, problem: problem)
        } catch let error as CorpusError {
            throw error.inFile(file)
        }
    }
}

extension CorpusEntry: Codable {
    enum CodingKeys: String, CodingKey {
        case format, strategy, invariant, expected, diagnosis, scenario, choices, seed, caseIndex, fuzz, assumptions, harnessVersion, found
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let format = try c.decode(Int.self, forKey: .format)
        guard format == CorpusEntry.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: c,
                debugDescription: "format \(format) is not supported (this Clearance reads \(CorpusEntry.formatVersion))")
        }
        strategyID = try c.decode(String.self, forKey: .strategy)
        guard !strategyID.isEmpty, !strategyID.contains("/") else {
            throw DecodingError.dataCorruptedError(forKey: .strategy, in: c, debugDescription: "a strategy id is a non-empty name without '/'")
        }
        let invariantName = try c.decode(String.self, forKey: .invariant)
        guard let invariant = InvariantID(rawValue: invariantName) else {
            throw DecodingError.dataCorruptedError(forKey: .invariant, in: c,
                debugDescription: "unknown invariant '\(invariantName)'; known: \(InvariantID.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.invariant = invariant
        let expectedName = try c.decode(String.self, forKey: .expected)
        guard let expected = Expectation(rawValue: expectedName) else {
            throw DecodingError.dataCorruptedError(forKey: .expected, in: c, debugDescription: "'\(expectedName)' is neither 'fail' nor 'pass'")
        }
        self.expected = expected
        if let name = try c.decodeIfPresent(String.self, forKey: .diagnosis) {
            guard let known = Diagnosis(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .diagnosis, in: c,
                    debugDescription: "unknown diagnosis '\(name)'; known: \(Diagnosis.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            diagnosis = known
        } else {
            diagnosis = nil
        }
        scenario = try c.decode(Scenario.self, forKey: .scenario)
        if let token = try c.decodeIfPresent(String.self, forKey: .choices) {
            do { choices = try ReplayToken.decode(token, acceptingLegacy: true) } catch {
                throw DecodingError.dataCorruptedError(forKey: .choices, in: c, debugDescription: "not a choice-sequence token (\(error))")
            }
        } else {
            choices = nil
        }
        seed = try c.decodeIfPresent(UInt64.self, forKey: .seed)
        caseIndex = try c.decodeIfPresent(Int.self, forKey: .caseIndex)
        fuzz = try c.decodeIfPresent(Bool.self, forKey: .fuzz) ?? false
        assumptions = try c.decodeIfPresent([String: Bool].self, forKey: .assumptions) ?? [:]
        harnessVersion = try c.decode(String.self, forKey: .harnessVersion)
        found = try c.decodeIfPresent(String.self, forKey: .found)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(CorpusEntry.formatVersion, forKey: .format)
        try c.encode(strategyID, forKey: .strategy)
        try c.encode(invariant.rawValue, forKey: .invariant)
        try c.encode(expected.rawValue, forKey: .expected)
        try c.encodeIfPresent(diagnosis?.rawValue, forKey: .diagnosis)
        try c.encode(scenario, forKey: .scenario)
        try c.encodeIfPresent(choices.map(ReplayToken.encode), forKey: .choices)
        try c.encodeIfPresent(seed, forKey: .seed)
        try c.encodeIfPresent(caseIndex, forKey: .caseIndex)
        try c.encode(fuzz, forKey: .fuzz)
        try c.encode(assumptions, forKey: .assumptions)
        try c.encode(harnessVersion, forKey: .harnessVersion)
        try c.encodeIfPresent(found, forKey: .found)
    }
}

/// What is wrong with a corpus file or directory, naming the file and the field.
public enum CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a valid entry: `field` is a dotted path (`scenario.events[2].event`).
    case malformed(file: String, field: String, problem: String)
    /// The file could not be read.
    case unreadable(file: String, problem: String)
    /// The directory cannot be written to.
    case notWritable(directory: String, problem: String)
    /// The entry names a strategy nobody registered.
    case unknownStrategy(file: String, id: String, known: [String])

    public var description: String {
        switch self {
        case let .malformed(file, field, problem):
            return field.isEmpty ? "\(file): \(problem)" : "\(file), field '\(field)': \(problem)"
        case let .unreadable(file, problem): return "\(file): cannot be read: \(problem)"
        case let .notWritable(directory, problem): return "\(directory): corpus directory is not writable: \(problem)"
        case let .unknownStrategy(file, id, known):
            return "\(file), field strategy: unknown strategy '\(id)'; known: \(known.joined(separator: ", ")) (a strategy of your own: replay it with CLEARANCE_REPLAY=… swift test in the package that defines it)"
        }
    }

    func inFile(_ file: String) -> CorpusError {
        if case let .malformed(_, field, problem) = self { return .malformed(file: file, field: field, problem: problem) }
        return self
    }

    /// A dotted field path and a sentence for a decoding error.
    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text
        }
        switch error {
        case let .keyNotFound(key, context):
            return (path(context.codingPath + [key]), "missing")
        case let .typeMismatch(type, context):
            return (path(context.codingPath), context.codingPath.isEmpty ? "not a corpus entry: expected a JSON object" : "expected \(type)")
        case let .valueNotFound(type, context):
            return (path(context.codingPath), "expected \(type), found null")
        case let .dataCorrupted(context):
            let reason = context.underlyingError.map { "not valid JSON (\(($0 as NSError).localizedDescription))" } ?? context.debugDescription
            return (path(context.codingPath), reason)
        @unknown default:
            return ("", "\(error)")
        }
    }
}
