/// An unknown of a linear system: a named value the solver computes.
///
/// Identity is by object: two variables with the same name are different unknowns. The
/// value is written by ``Solver/updateVariables()`` and is stale until then.
public final class Variable: CustomStringConvertible {
    /// The variable's name, used in dumps and diagnostics.
    public var name: String { part.isEmpty ? base : "\(base).\(part)" }
    /// The name, or the name of the item whose `part` this is (written out only when read:
    /// a layout item's four variables share their item's name).
    private let base: String
    private let part: String
    /// The value computed by the last ``Solver/updateVariables()``. (Kept in private storage:
    /// a public stored property pays a run-time exclusivity check on every read.)
    public var value: Double {
        get { storedValue }
        set { storedValue = newValue }
    }
    private var storedValue: Double = 0

    /// Where the last solver that gave this variable a symbol keeps it (an index into that
    /// solver's variable list), so a lookup needs no hashing. Only a hint: a solver checks
    /// that the entry at this index is this variable before using it, and otherwise asks its
    /// own table, which stays the authority.
    var solverSlot: Int {
        get { storedSolverSlot }
        set { storedSolverSlot = newValue }
    }
    private var storedSolverSlot = -1

    /// Creates a variable named `name`.
    public init(_ name: String = "") {
        base = name
        part = ""
    }

    /// A variable named `item.part` (`"title.minX"`), the name written out only when read.
    package init(item: String, part: String) {
        base = item
        self.part = part
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }
}
