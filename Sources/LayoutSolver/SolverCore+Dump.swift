extension SolverCore {
    private func text(_ row: Row) -> String {
        var parts = [format(row.constant)]
        for cell in row.cells { parts.append("\(format(cell.coefficient)) * \(cell.symbol.description)") }
        return parts.joined(separator: " + ")
    }

    /// kiwi's `DebugHelper::dump` layout.
    func dump() -> String {
        var out = "Objective\n---------\n\(text(objective))\n\n"
        out += "Tableau\n-------\n"
        for id in 1..<rows.count {
            if let row = rows[id] { out += "\(symbol(id: id).description) | \(text(row))\n" }
        }
        out += "\nInfeasible\n----------\n"
        for symbol in infeasible { out += "\(symbol.description)\n" }
        out += "\nVariables\n---------\n"
        for entry in variables { out += "\(entry.variable.name) = \(entry.symbol.description)\n" }
        out += "\nEdit Variables\n--------------\n"
        for variable in editOrder { out += "\(variable.name)\n" }
        out += "\nConstraints\n-----------\n"
        for constraint in constraintOrder { out += "\(constraint)\n" }
        return out
    }
}
