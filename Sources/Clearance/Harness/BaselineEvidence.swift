import Foundation

/// Evidence for a verdict: the same scenario run through the reference strategy for its
/// container (the careful approach). If the reference keeps the invariant, the situation
/// could be handled, and the failure is the strategy's own.
public struct BaselineEvidence: Sendable, Hashable {
    /// The reference strategy's id.
    public var strategyID: String
    /// What it broke of the same invariant on the same scenario (`nil`: it keeps it).
    public var violation: Violation?

    /// Whether the reference strategy keeps the invariant on the same scenario.
    public var keeps: Bool { violation == nil }

    /// The evidence in a sentence.
    public var summary: String {
        keeps ? "\(strategyID) keeps it on the same scenario"
              : "\(strategyID) breaks it too on the same scenario (\(violation!.signature)): the situation may be hard for any strategy"
    }
}
