/// A tableau symbol: an external variable, a slack, an error or a dummy, named by an id that
/// only grows, so ordering by id is ordering by creation.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// The sentinel "no symbol".
        case invalid
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality (or the temporary artificial variable): ≥ 0.
        case slack
        /// The error of an optional constraint: ≥ 0, weighted in the objective.
        case error
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy

        var letter: Character {
            switch self {
            case .invalid: return "i"
            case .external: return "v"
            case .slack: return "s"
            case .error: return "e"
            case .dummy: return "d"
            }
        }
    }

    var id: Int32
    var kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)

    var isValid: Bool { kind != .invalid }
    /// Whether the symbol is sign-restricted (slack and error symbols are ≥ 0).
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String { "\(kind.letter)\(id)" }
}

/// kiwi's `nearZero`: an absolute epsilon of 1e-8.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}
