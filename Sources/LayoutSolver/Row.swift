/// One tableau row: `constant + Σ coefficient·symbol`, with cells sorted by symbol id.
///
/// Every cell whose coefficient becomes near zero is dropped, as in kiwi's `Row`.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// Adds `coefficient·symbol` to the row.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient·other` to the row.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        merge(other.cells, coefficient, dropping: -1)
    }

    /// Adds `coefficient·cell` for each of `others` (sorted by id) in one sorted merge, with
    /// the cell at index `drop` left out first: the same sums and the same near-zero drops as
    /// inserting them one by one, without shifting the array for each.
    private mutating func merge(_ others: [Cell], _ coefficient: Double, dropping drop: Int) {
        if others.isEmpty {
            if drop >= 0 { cells.remove(at: drop) }
            return
        }
        var result: [Cell] = []
        result.reserveCapacity(cells.count + others.count)
        var i = 0, j = 0
        let count = cells.count, otherCount = others.count
        while true {
            if i == drop { i += 1; continue }
            if i == count {
                while j < otherCount {
                    let value = others[j].coefficient * coefficient
                    if !nearZero(value) { result.append(Cell(symbol: others[j].symbol, coefficient: value)) }
                    j += 1
                }
                break
            }
            if j == otherCount {
                while i < count {
                    if i != drop { result.append(cells[i]) }
                    i += 1
                }
                break
            }
            let mine = cells[i].symbol.id, theirs = others[j].symbol.id
            if mine < theirs {
                result.append(cells[i])
                i += 1
            } else if theirs < mine {
                let value = others[j].coefficient * coefficient
                if !nearZero(value) { result.append(Cell(symbol: others[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + others[j].coefficient * coefficient
                if !nearZero(sum) { result.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = result
    }

    /// Removes the symbol's cell.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `a·symbol + rest = 0` as `symbol = −rest / a` (the symbol's cell is removed).
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = rest` (with `rhs` in `rest`) as `rhs = …` (a pivot).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// The coefficient of `symbol`, or 0.
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Replaces `symbol` by `row` (the symbol's definition) wherever it appears.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        constant += row.constant * coefficient
        merge(row.cells, coefficient, dropping: index)
    }
}
