import Foundation

/// A printable token that replays a harness failure:
/// `cl2.<strategy>.<n|f>.<pt2-choices>[.<invariant>.<diagnosis|none>]`. The optional end names
/// the failure's signature, so that replaying shows that failure even where the scenario
/// breaks something else first.
public struct HarnessReplayToken: Sendable, Hashable {
    /// The token format's prefix.
    public static let prefix = "cl2"
    public var strategyID: String
    public var fuzz: Bool
    public var choices: [UInt64]
    /// The failure's invariant and diagnosis (`nil` diagnosis: no known cause), when the
    /// token names one.
    public var invariant: InvariantID?
    public var diagnosis: Diagnosis?

    public init(strategyID: String, fuzz: Bool, choices: [UInt64], invariant: InvariantID? = nil, diagnosis: Diagnosis? = nil) {
        self.strategyID = strategyID
        self.fuzz = fuzz
        self.choices = choices
        self.invariant = invariant
        self.diagnosis = diagnosis
    }

    /// The token of a failure (its choices and signature).
    public init(strategyID: String, fuzz: Bool, failure violation: Violation, choices: [UInt64]) {
        self.init(strategyID: strategyID, fuzz: fuzz, choices: choices, invariant: violation.invariant, diagnosis: violation.diagnosis)
    }

    /// Reads a token.
    /// - Throws: ``PropertyTestingError/malformedReplayToken(_:reason:)`` saying what is wrong.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = "expected cl2.<strategy>.<n|f>.<pt2-…>[.<invariant>.<diagnosis>]"
        if trimmed.hasPrefix("cl1.") {
            throw PropertyTestingError.malformedReplayToken(text, reason: "it is an earlier (cl1) token, whose checksum is too weak to trust: rerun to get a cl2 token")
        }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == Self.prefix, let k = parts.firstIndex(where: { $0.hasPrefix(ReplayToken.prefix) || $0.hasPrefix(ReplayToken.legacyPrefix) }),
              k >= 3, parts[k - 1] == "n" || parts[k - 1] == "f", parts.count == k + 1 || parts.count == k + 3 else {
            throw PropertyTestingError.malformedReplayToken(text, reason: expected)
        }
        strategyID = parts[1..<(k - 1)].joined(separator: ".")
        guard !strategyID.isEmpty else { throw PropertyTestingError.malformedReplayToken(text, reason: "it names no strategy; \(expected)") }
        fuzz = parts[k - 1] == "f"
        choices = try ReplayToken.decode(parts[k])
        guard !choices.isEmpty else { throw PropertyTestingError.malformedReplayToken(text, reason: "it holds no choices") }
        if parts.count == k + 3 {
            guard let invariant = InvariantID(rawValue: parts[k + 1]) else {
                throw PropertyTestingError.malformedReplayToken(text, reason: "unknown invariant '\(parts[k + 1])'")
            }
            self.invariant = invariant
            if parts[k + 2] != "none" {
                guard let diagnosis = Diagnosis(rawValue: parts[k + 2]) else {
                    throw PropertyTestingError.malformedReplayToken(text, reason: "unknown diagnosis '\(parts[k + 2])'")
                }
                self.diagnosis = diagnosis
            }
        }
    }

    /// The token's text.
    public var text: String {
        var text = "\(Self.prefix).\(strategyID).\(fuzz ? "f" : "n").\(ReplayToken.encode(choices))"
        if let invariant { text += ".\(invariant.rawValue).\(diagnosis?.rawValue ?? "none")" }
        return text
    }

    /// The engine's part of the token.
    var choicesToken: String { ReplayToken.encode(choices) }

    /// Whether a violation is the one the token names (any, when it names none).
    public func matches(_ violation: Violation) -> Bool {
        guard let invariant else { return true }
        return violation.invariant == invariant && violation.diagnosis == diagnosis
    }

    /// The scenario the token stands for, generated under `assumptions` (the token records
    /// none: replay it with the run's switches, ``ScenarioGenerator/assumptions``).
    public func scenario(for strategy: any AvoidanceStrategy, assumptions: Assumptions = Assumptions()) throws -> Scenario {
        try ScenarioGenerator(strategy: strategy, fuzz: fuzz, assumptions: assumptions).gen.value(replaying: choices, maxChoices: 4_000)
    }
}
