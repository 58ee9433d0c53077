/// Which tableau symbols track a constraint: its marker (slack, e⁺ or dummy) and, for
/// optional constraints, its other error symbol.
struct Tag {
    var marker: Symbol = .invalid
    var other: Symbol = .invalid
}

/// An edit variable's constraint and its current suggested value.
struct EditInfo {
    var tag: Tag
    var constraint: Constraint
    var constant: Double
}

/// The incremental simplex of kiwi's `solverimpl.h`, as a value type.
///
/// Storage is keyed by integer ids and iterated in id order (ids only grow, so this is
/// creation order): rows are a dense array indexed by the basic symbol's id. No result
/// depends on `Dictionary` iteration order; dictionaries are used for lookups only.
struct SolverCore {
    /// Rows by basic-symbol id (`nil` when the symbol is not basic).
    var rows: [Row?] = [nil]
    /// The ids of the basic symbols, ascending: rows are visited in this order.
    var basicIDs: [Int] = []
    var kinds: [Symbol.Kind] = [.invalid]
    /// The constraint whose marker each symbol is, by symbol id (`nil` for other symbols): a
    /// constraint's tag is found from its marker (``Constraint/solverMarker``), checked here,
    /// without hashing.
    var markerConstraints: [Constraint?] = [nil]
    var constraintOrder: [Constraint] = []
    /// Symbols by variable, made only when a lookup needs it (``variableSymbol(_:)``); `nil`
    /// until then, and kept up to date from then on.
    var variableSymbols: [ObjectIdentifier: Symbol]?
    var variables: [(variable: Variable, symbol: Symbol)] = []
    var edits: [ObjectIdentifier: EditInfo] = [:]
    var editOrder: [Variable] = []
    var objective = Row()
    var artificial: Row?
    var infeasible: [Symbol] = []
    /// The buffer every row merge writes into before copying the result over the row
    /// (``Row/substitute(_:with:scratch:)``): it only grows, so merges stop allocating.
    var scratch: [Row.Cell] = []

    mutating func reserveCapacity(constraints count: Int) {
        guard count > 0 else { return }
        constraintOrder.reserveCapacity(constraintOrder.count + count)
        if let known = variableSymbols?.count { variableSymbols!.reserveCapacity(known + count) }
        variables.reserveCapacity(variables.count + count)
        // A constraint makes up to two symbols of its own (slack, error or dummy).
        kinds.reserveCapacity(kinds.count + 3 * count)
        rows.reserveCapacity(rows.count + 3 * count)
        markerConstraints.reserveCapacity(markerConstraints.count + 3 * count)
        // Each constraint adds one basic row (a pivot only exchanges one).
        basicIDs.reserveCapacity(basicIDs.count + count)
    }

    // MARK: - Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count), kind: kind)
        kinds.append(kind)
        rows.append(nil)
        markerConstraints.append(nil)
        return symbol
    }

    func symbol(id: Int) -> Symbol { Symbol(id: Int32(id), kind: kinds[id]) }

    /// Makes `symbol` basic with `row`, or non-basic with `nil`, keeping `basicIDs` sorted.
    mutating func setRow(_ row: Row?, for symbol: Symbol) {
        let id = Int(symbol.id)
        let wasBasic = rows[id] != nil
        rows[id] = row
        if row != nil && !wasBasic {
            var low = 0, high = basicIDs.count
            while low < high {
                let mid = (low + high) >> 1
                if basicIDs[mid] < id { low = mid + 1 } else { high = mid }
            }
            basicIDs.insert(id, at: low)
        } else if row == nil && wasBasic {
            var low = 0, high = basicIDs.count
            while low < high {
                let mid = (low + high) >> 1
                if basicIDs[mid] < id { low = mid + 1 } else { high = mid }
            }
            basicIDs.remove(at: low)
        }
    }

    @inline(__always)
    func row(of symbol: Symbol) -> Row? { rows[Int(symbol.id)] }

    /// The variable's symbol in this solver, made when it has none.
    ///
    /// The variable's slot names its entry in `variables` when this solver gave it its symbol
    /// last: checked, it spares any hashing. A slot of −1 means no solver ever gave it one, so
    /// it is new here. Only a slot naming another solver's entry (the variable was added to
    /// another solver since: a rebuild's, a conflict probe's) asks the table by variable,
    /// which is built from `variables` the first time (each layout build's variables are
    /// new, so most solvers never build it). `variables` holds every variable and symbol
    /// either way: the symbols, and so the results, are the same.
    mutating func variableSymbol(_ variable: Variable) -> Symbol {
        let slot = variable.solverSlot
        if slot >= 0 && slot < variables.count && variables[slot].variable === variable { return variables[slot].symbol }
        let key = ObjectIdentifier(variable)
        if slot >= 0 {
            if variableSymbols == nil {
                var table: [ObjectIdentifier: Symbol] = [:]
                table.reserveCapacity(variables.count)
                for entry in variables { table[ObjectIdentifier(entry.variable)] = entry.symbol }
                variableSymbols = table
            }
            if let symbol = variableSymbols.unsafelyUnwrapped[key] {
                if let index = variables.firstIndex(where: { $0.variable === variable }) { variable.solverSlot = index }
                return symbol
            }
        }
        let symbol = makeSymbol(.external)
        variableSymbols?[key] = symbol
        variable.solverSlot = variables.count
        variables.append((variable, symbol))
        return symbol
    }

    // MARK: - Constraints

    mutating func add(_ constraint: Constraint) throws {
        if tag(of: constraint) != nil { throw SolverError.duplicateConstraint(constraint) }
        var tag = Tag()
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            if !nearZero(row.constant) { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if !subject.isValid {
            if try !addWithArtificialVariable(row) { throw SolverError.unsatisfiableConstraint(constraint) }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        }
        markerConstraints[Int(tag.marker.id)] = constraint
        constraint.solverMarker = tag.marker.id
        constraintOrder.append(constraint)
        try optimize(artificialObjective: false)
    }

    mutating func remove(_ constraint: Constraint) throws {
        guard let tag = tag(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        markerConstraints[Int(tag.marker.id)] = nil
        if let index = constraintOrder.firstIndex(where: { $0 === constraint }) { constraintOrder.remove(at: index) }
        // Remove the error effects from the objective *before* pivoting.
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength: constraint.strength) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, strength: constraint.strength) }
        if rows[Int(tag.marker.id)] != nil {
            setRow(nil, for: tag.marker)
        } else {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw SolverError.internalSolverError("failed to find leaving row")
            }
            var row = rows[Int(leaving.id)]!
            setRow(nil, for: leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        tag(of: constraint) != nil
    }

    /// The symbols that track a constraint in this solver, or `nil` when it is not here.
    ///
    /// A constraint names its marker in the last solver that added it; that is checked against
    /// this solver's ``markerConstraints``. A constraint added to another solver since (a
    /// conflict's probe) is looked for here, and its hint set back. One never added anywhere is
    /// in no solver. The other error symbol of an optional constraint is made right after its
    /// marker (``createRow(_:_:)``).
    func tag(of constraint: Constraint) -> Tag? {
        var marker = Int(constraint.solverMarker)
        guard marker > 0 else { return nil }
        if marker >= markerConstraints.count || markerConstraints[marker] !== constraint {
            guard let found = markerConstraints.firstIndex(where: { $0 === constraint }) else { return nil }
            marker = found
            constraint.solverMarker = Int32(found)
        }
        return Tag(marker: symbol(id: marker), other: constraint.isRequired ? .invalid : symbol(id: marker + 1))
    }

    // MARK: - Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Double) throws {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw SolverError.duplicateEditVariable(variable) }
        let clipped = Strength.clip(strength)
        if clipped == Strength.required { throw SolverError.badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: clipped)
        try add(constraint)
        edits[key] = EditInfo(tag: tag(of: constraint)!, constraint: constraint, constant: 0)
        editOrder.append(variable)
    }

    mutating func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let info = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        try remove(info.constraint)
        edits[key] = nil
        if let index = editOrder.firstIndex(where: { $0 === variable }) { editOrder.remove(at: index) }
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info
        shiftMarker(info.tag, by: delta)
        if try !dualOptimize() { throw SolverError.internalSolverError("Dual optimize failed.") }
    }

    /// Changes the constant of a constraint already in the solver, incrementally.
    ///
    /// This is kiwi's `suggestValue` move applied to any constraint: the new constant is a
    /// change of variable on the constraint's marker (`marker ← marker + δ/a`, where `a` is
    /// the marker's coefficient in the constraint's original row), then the dual simplex
    /// restores feasibility. For an optional constraint it always succeeds; for a required one
    /// a conflict leaves no dual pivot, and the call throws `unsatisfiableConstraint` with
    /// the solver left inconsistent (the caller rebuilds, as ``ConstraintSystem`` does).
    mutating func setConstant(_ constraint: Constraint, _ value: Double) throws {
        guard let tag = tag(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        let d = value - constraint.expression.constant
        constraint.expression.constant = value
        if nearZero(d) && d == 0 { return }
        // The marker's coefficient in the row as created (before any sign reversal):
        // slack +1 for <=, −1 for >=; e⁺ −1 for optional ==; dummy +1 for required ==.
        let a: Double
        switch (constraint.relation, constraint.isRequired) {
        case (.lessThanOrEqual, _): a = 1
        case (.greaterThanOrEqual, _): a = -1
        case (.equal, false): a = -1
        case (.equal, true): a = 1
        }
        let shift = d / a
        if tag.marker.kind == .dummy, let row = rows[Int(tag.marker.id)] {
            // A redundant required equality: its row holds only dummies.
            rows[Int(tag.marker.id)]!.add(-shift)
            if !nearZero(row.constant - shift) { throw SolverError.unsatisfiableConstraint(constraint) }
            return
        }
        shiftMarker(tag, by: shift, generic: true)
        // A basic dummy belongs to a redundant required equality: its row must stay at 0.
        for id in basicIDs where kinds[id] == .dummy {
            if let row = rows[id], !nearZero(row.constant) {
                infeasible.removeAll()
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        }
        if try !dualOptimize() { throw SolverError.unsatisfiableConstraint(constraint) }
    }

    /// Applies `marker ← marker − delta` to the tableau (kiwi's suggestValue update).
    private mutating func shiftMarker(_ tag: Tag, by delta: Double, generic: Bool = false) {
        if rows[Int(tag.marker.id)] != nil {
            if rows[Int(tag.marker.id)]!.add(-delta) < 0 && (generic ? tag.marker.isRestricted : true) {
                infeasible.append(tag.marker)
            }
            return
        }
        if !generic, tag.other.isValid, rows[Int(tag.other.id)] != nil {
            if rows[Int(tag.other.id)]!.add(delta) < 0 { infeasible.append(tag.other) }
            return
        }
        for id in basicIDs {
            let coefficient = rows[id]!.coefficient(for: tag.marker)
            if coefficient != 0 && rows[id]!.add(delta * coefficient) < 0 && kinds[id] != .external {
                infeasible.append(symbol(id: id))
            }
        }
    }

    mutating func updateVariables() {
        for entry in variables {
            entry.variable.value = rows[Int(entry.symbol.id)]?.constant ?? 0
        }
    }

    // MARK: - kiwi's internals

    private mutating func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        row.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = variableSymbol(term.variable)
            let id = Int(symbol.id)
            if rows[id] != nil {
                // (The basic row read in place, not bound to a copy.)
                row.insert(rows[id].unsafelyUnwrapped, term.coefficient, scratch: &scratch)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if !constraint.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isRestricted && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        try optimize(artificialObjective: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var basic = rows[Int(art.id)] {
            setRow(nil, for: art)
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isRestricted })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            setRow(basic, for: entering)
        }
        for id in basicIDs { rows[id]!.remove(art) }
        objective.remove(art)
        return success
    }

    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        let bit = Row.bit(symbol)
        // Every basic row, in id order, through unsafe buffers (ids in `basicIDs` are in range
        // and name rows that are present: no bounds or optional checks per row).
        basicIDs.withUnsafeBufferPointer { ids in
            kinds.withUnsafeBufferPointer { kinds in
                rows.withUnsafeMutableBufferPointer { rows in
                    for id in ids {
                        // Most rows do not hold the symbol: their mask says so without a search.
                        if rows[id].unsafelyUnwrapped.mask & bit != 0 { rows[id]!.substitute(symbol, with: row, scratch: &scratch) }
                        if kinds[id] != .external && rows[id].unsafelyUnwrapped.constant < 0 { infeasible.append(Symbol(id: Int32(id), kind: kinds[id])) }
                    }
                }
            }
        }
        objective.substitute(symbol, with: row, scratch: &scratch)
        if artificial != nil { artificial!.substitute(symbol, with: row, scratch: &scratch) }
    }

    private mutating func optimize(artificialObjective: Bool) throws {
        while true {
            // (The objective read in place: no copy of the row per pivot.)
            let entering = artificialObjective ? Self.entering(artificial.unsafelyUnwrapped) : Self.entering(objective)
            guard let entering else {
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalSolverError("The objective is unbounded.")
            }
            var row = rows[Int(leaving.id)]!
            setRow(nil, for: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// The objective's first cell that is not a dummy and has a negative coefficient: the
    /// symbol to enter the basis (`nil`: optimal).
    private static func entering(_ objective: borrowing Row) -> Symbol? {
        for cell in objective.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 { return cell.symbol }
        return nil
    }

    /// Restores feasibility after constants changed; `false` when a negative row has no
    /// dual entering symbol (infeasible).
    private mutating func dualOptimize() throws -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving.id)], !nearZero(row.constant), row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let r = objective.coefficient(for: cell.symbol) / cell.coefficient
                if r < ratio {
                    ratio = r
                    entering = cell.symbol
                }
            }
            if !entering.isValid {
                infeasible.removeAll()
                return false
            }
            var pivot = row
            setRow(nil, for: leaving)
            pivot.solve(for: leaving, entering)
            substitute(entering, with: pivot)
            setRow(pivot, for: entering)
        }
        return true
    }

    private func leavingRow(for entering: Symbol) -> Symbol? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Symbol?
        for id in basicIDs where kinds[id] != .external {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                let r = -row.constant / coefficient
                if r < ratio {
                    ratio = r
                    found = symbol(id: id)
                }
            }
        }
        return found
    }

    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Symbol?, second: Symbol?, third: Symbol?
        for id in basicIDs {
            let row = rows[id]!
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[id] == .external {
                third = symbol(id: id)
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = symbol(id: id) }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = symbol(id: id) }
            }
        }
        return first ?? second ?? third
    }

    private mutating func removeMarkerEffects(_ marker: Symbol, strength: Double) {
        if let row = rows[Int(marker.id)] {
            objective.insert(row, -strength, scratch: &scratch)
        } else {
            objective.insert(marker, -strength)
        }
    }
}
