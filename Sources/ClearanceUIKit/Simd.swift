import LayoutCore

// The simd module's 4×4 matrix of doubles, for the files that `import simd` (the adapter makes
// that import ClearanceUIKit; square/Blueprint's BlueprintUI converts a CATransform3D to one,
// Tests/RealBugs 26). Swift's standard library already has `SIMD4<Double>` (simd's
// `simd_double4`); what Linux lacks is the matrix type and its products.

/// simd's four-by-four vector of doubles (`typealias simd_double4 = SIMD4<Double>`).
public typealias simd_double4 = SIMD4<Double>

/// "A matrix of four columns and four rows that contains double-precision values"
/// (`struct simd_double4x4`, https://developer.apple.com/documentation/simd/simd_double4x4),
/// held as its columns: `matrix[column][row]`.
public struct simd_double4x4: Equatable, Sendable {
    /// "The columns of the matrix" (`var columns: (simd_double4, simd_double4, simd_double4, simd_double4)`,
    /// https://developer.apple.com/documentation/simd/simd_double4x4/columns).
    public var columns: (simd_double4, simd_double4, simd_double4, simd_double4)

    /// The zero matrix (simd's `init()`).
    public init() { columns = (.zero, .zero, .zero, .zero) }

    /// "A new matrix with the specified columns" (`init(columns: (simd_double4, simd_double4, simd_double4, simd_double4))`,
    /// https://developer.apple.com/documentation/simd/simd_double4x4/init(columns:)).
    public init(columns: (simd_double4, simd_double4, simd_double4, simd_double4)) { self.columns = columns }

    /// A new matrix from its columns (simd's `init(_ columns: [simd_double4])`); four are needed.
    public init(_ columns: [simd_double4]) {
        precondition(columns.count == 4, "simd_double4x4(_:) takes 4 columns, not \(columns.count)")
        self.columns = (columns[0], columns[1], columns[2], columns[3])
    }

    /// "A new matrix with the specified rows" (simd's `init(rows: [simd_double4])`); four are needed.
    public init(rows: [simd_double4]) {
        precondition(rows.count == 4, "simd_double4x4(rows:) takes 4 rows, not \(rows.count)")
        func column(_ c: Int) -> simd_double4 { simd_double4(rows[0][c], rows[1][c], rows[2][c], rows[3][c]) }
        columns = (column(0), column(1), column(2), column(3))
    }

    /// The column at `column` (0-3), whose subscript is the row.
    public subscript(column: Int) -> simd_double4 {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            case 2: return columns.2
            case 3: return columns.3
            default: preconditionFailure("simd_double4x4 has columns 0 to 3, not \(column)")
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            case 3: columns.3 = newValue
            default: preconditionFailure("simd_double4x4 has columns 0 to 3, not \(column)")
            }
        }
    }

    /// "The transpose of the matrix" (`var transpose: simd_double4x4 { get }`).
    public var transpose: simd_double4x4 { simd_double4x4(rows: [columns.0, columns.1, columns.2, columns.3]) }

    /// Whether every entry is equal.
    public static func == (lhs: simd_double4x4, rhs: simd_double4x4) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2
            && lhs.columns.3 == rhs.columns.3
    }

    /// A row vector times the matrix (simd's `static func * (lhs: simd_double4, rhs: simd_double4x4) -> simd_double4`,
    /// `simd_mul(x, A)`): entry `c` is the row vector's dot product with column `c`.
    public static func * (lhs: simd_double4, rhs: simd_double4x4) -> simd_double4 {
        simd_double4((lhs * rhs.columns.0).sum(), (lhs * rhs.columns.1).sum(), (lhs * rhs.columns.2).sum(), (lhs * rhs.columns.3).sum())
    }

    /// The matrix times a column vector (simd's `static func * (lhs: simd_double4x4, rhs: simd_double4) -> simd_double4`):
    /// the columns weighted by the vector's entries.
    public static func * (lhs: simd_double4x4, rhs: simd_double4) -> simd_double4 {
        lhs.columns.0 * rhs[0] + lhs.columns.1 * rhs[1] + lhs.columns.2 * rhs[2] + lhs.columns.3 * rhs[3]
    }

    /// The matrix product (simd's `static func * (lhs: simd_double4x4, rhs: simd_double4x4) -> simd_double4x4`).
    public static func * (lhs: simd_double4x4, rhs: simd_double4x4) -> simd_double4x4 {
        simd_double4x4(columns: (lhs * rhs.columns.0, lhs * rhs.columns.1, lhs * rhs.columns.2, lhs * rhs.columns.3))
    }
}

/// simd's Swift name for the matrix (`typealias double4x4 = simd_double4x4`).
public typealias double4x4 = simd_double4x4
