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
    /// A superset of the row's symbols, one bit per id modulo 64: a symbol whose bit is clear
    /// is not in the row, so the solver's scans over every row (substitution, ratio tests)
    /// skip most rows without a search. Bits are set when cells are added and never cleared
    /// (a stale bit only costs the search it would have cost anyway); results do not change.
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Makes room for `count` cells.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(UInt32(bitPattern: symbol.id) & 63) }

    /// Whether the symbol may be in the row (`false`: it certainly is not).
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

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

    /// Inserts a cell, shifting the later ones by hand (a row is a few cells: the array's
    /// generic range replacement costs more than the move).
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { buffer in
            var i = buffer.count - 1
            while i > index {
                buffer[i] = buffer[i - 1]
                i -= 1
            }
            buffer[index] = cell
        }
    }

    /// Removes a cell, shifting the later ones by hand.
    @inline(__always)
    private mutating func removeCell(at index: Int) {
        cells.withUnsafeMutableBufferPointer { buffer in
            var i = index
            while i + 1 < buffer.count {
                buffer[i] = buffer[i + 1]
                i += 1
            }
        }
        cells.removeLast()
    }

    /// Adds `coefficient·symbol` to the row.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { removeCell(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
            mask |= Row.bit(symbol)
        }
    }

    /// Adds `coefficient·other` to the row.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var scratch: [Cell] = []
        insert(other, coefficient, scratch: &scratch)
    }

    /// Adds `coefficient·other` to the row, merging through `scratch` (a buffer the caller
    /// keeps for every merge, so a merge allocates nothing once the buffers have grown).
    mutating func insert(_ other: Row, _ coefficient: Double = 1, scratch: inout [Cell]) {
        constant += other.constant * coefficient
        merge(other.cells, coefficient, dropping: -1, into: &scratch)
        mask |= other.mask
    }

    /// Adds `coefficient·cell` for each of `others` (sorted by id) in one sorted merge, with
    /// the cell at index `drop` left out first: the same sums and the same near-zero drops as
    /// inserting them one by one, without shifting the array for each.
    ///
    /// The merge is written into `scratch` (grown to the size needed, never shrunk: a solver
    /// passes the same one to every merge) through unsafe buffers, then copied over the row's
    /// cells in one replacement: no allocation once the buffers have grown, and no per-cell
    /// capacity or uniqueness check.
    private mutating func merge(_ others: [Cell], _ coefficient: Double, dropping drop: Int, into scratch: inout [Cell]) {
        if others.isEmpty {
            if drop >= 0 { removeCell(at: drop) }
            return
        }
        let count = cells.count, otherCount = others.count
        let needed = count + otherCount
        if scratch.count < needed {
            scratch.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: max(needed, 16) - scratch.count))
        }
        scratch.withUnsafeMutableBufferPointer { out in
            let n = cells.withUnsafeBufferPointer { mine in
                others.withUnsafeBufferPointer { theirs in
                    var i = 0, j = 0, n = 0
                    while true {
                        if i == drop { i += 1; continue }
                        if i == count {
                            while j < otherCount {
                                let value = theirs[j].coefficient * coefficient
                                if !nearZero(value) { out[n] = Cell(symbol: theirs[j].symbol, coefficient: value); n += 1 }
                                j += 1
                            }
                            break
                        }
                        if j == otherCount {
                            while i < count {
                                if i != drop { out[n] = mine[i]; n += 1 }
                                i += 1
                            }
                            break
                        }
                        let left = mine[i].symbol.id, right = theirs[j].symbol.id
                        if left < right {
                            out[n] = mine[i]
                            n += 1
                            i += 1
                        } else if right < left {
                            let value = theirs[j].coefficient * coefficient
                            if !nearZero(value) { out[n] = Cell(symbol: theirs[j].symbol, coefficient: value); n += 1 }
                            j += 1
                        } else {
                            let sum = mine[i].coefficient + theirs[j].coefficient * coefficient
                            if !nearZero(sum) { out[n] = Cell(symbol: mine[i].symbol, coefficient: sum); n += 1 }
                            i += 1
                            j += 1
                        }
                    }
                    return n
                }
            }
            // (Emptied, keeping its storage, then refilled in one copy: cheaper than a range
            // replacement, and a row that grows does so geometrically.)
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: UnsafeBufferPointer(rebasing: out[0..<n]))
        }
    }

    /// Removes the symbol's cell.
    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
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
        removeCell(at: index)
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
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Replaces `symbol` by `row` (the symbol's definition) wherever it appears.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var scratch: [Cell] = []
        substitute(symbol, with: row, scratch: &scratch)
    }

    /// The same, merging into `scratch`'s storage (see ``insert(_:_:scratch:)``).
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) {
        guard mayContain(symbol) else { return }
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        constant += row.constant * coefficient
        merge(row.cells, coefficient, dropping: index, into: &scratch)
        mask |= row.mask
    }
}
