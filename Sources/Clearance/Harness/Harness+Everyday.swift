import PropertyTesting

extension Clearance {
    /// How far the everyday pass looks: the situation (iOS, device, orientation, window, bars,
    /// keyboard) is drawn by the first choices of a case, each from a short list.
    static let everydayPositions = 24
    static let everydayValues: UInt64 = 40

    /// The everyday pass after shrinking: a shrunk failure moved to the most ordinary
    /// situation (``Scenario/rarity``) that still shows the same bug, then shrunk again
    /// without leaving that rarity.
    ///
    /// Shrinking minimises the choice sequence, whose simplest choices are the generator's
    /// first values (iOS 17, the smallest catalog device, …), not the situation most users
    /// are in. So a bug that shows on a Face ID iPhone in portrait with the docked keyboard
    /// may first shrink to an iPad in a form sheet, or a home-button iPhone, when that draws
    /// fewer choices. This pass tries, for each of the situation's choices, every other value
    /// that makes the scenario more ordinary, most ordinary first, and keeps the first that
    /// fails with the same signature; it repeats until none does or `maxRuns` scenarios have
    /// run. Deterministic: candidates are tried in (rarity, position, value) order.
    ///
    /// - Returns: the more ordinary choices and their rarity, or `nil` when none is found.
    static func everydayChoices(for choices: [UInt64], signature: String, gen: Gen<Scenario>, maxChoices: Int,
                                maxRuns: Int, run: (Scenario) -> Violation?) -> (choices: [UInt64], rarity: Int)? {
        func decode(_ indices: [UInt64]) -> (scenario: Scenario, recorded: [Choice])? {
            let source = ChoiceSource(replaying: indices, maxChoices: maxChoices)
            guard let scenario = try? gen.generate(from: source) else { return nil }
            return (scenario, source.choices)
        }
        guard var best = decode(choices) else { return nil }
        var bestRarity = best.scenario.rarity
        var runs = 0
        var improved = false
        search: while runs < maxRuns, bestRarity > 0 {
            var candidates: [(rarity: Int, position: Int, value: UInt64, indices: [UInt64])] = []
            let indices = best.recorded.map(\.index)
            for position in 0..<min(best.recorded.count, everydayPositions) {
                for value in 0...min(best.recorded[position].maxIndex, everydayValues - 1) where value != indices[position] {
                    var candidate = indices
                    candidate[position] = value
                    guard let decoded = decode(candidate), decoded.scenario.rarity < bestRarity else { continue }
                    candidates.append((decoded.scenario.rarity, position, value, decoded.recorded.map(\.index)))
                }
            }
            candidates.sort { ($0.rarity, $0.position, $0.value) < ($1.rarity, $1.position, $1.value) }
            for candidate in candidates {
                guard runs < maxRuns else { break search }
                runs += 1
                guard let decoded = decode(candidate.indices), run(decoded.scenario)?.signature == signature else { continue }
                best = decoded
                bestRarity = candidate.rarity
                improved = true
                continue search
            }
            break
        }
        return improved ? (best.recorded.map(\.index), bestRarity) : nil
    }
}
