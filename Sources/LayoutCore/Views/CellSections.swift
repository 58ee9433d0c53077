import Foundation

/// The cells of a table's or a collection view's sections, every one made at once (none is
/// reused here), addressed by index paths of two indexes: the section, then the row or item.
struct CellSections<Cell: AnyObject> {
    /// Each section's cells, in order.
    var sections: [[Cell]]

    /// `count` sections with no cells.
    init(emptySections count: Int) {
        sections = Array(repeating: [], count: count)
    }

    /// Asks `cell` for each of `rows(section)` cells of each of `count` sections.
    init(count: Int, rows: (Int) -> Int, cell: (IndexPath) -> Cell) {
        sections = (0..<max(0, count)).map { section in
            (0..<max(0, rows(section))).map { cell(IndexPath(indexes: [section, $0])) }
        }
    }

    /// Every cell, section by section.
    var all: [Cell] { sections.flatMap { $0 } }

    /// The number of cells in `section` (0 for a section that does not exist).
    func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The cell at `indexPath`, if it exists.
    func cell(at indexPath: IndexPath) -> Cell? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]][indexPath[1]]
    }

    /// Where `cell` is, if it is one of these.
    func indexPath(of cell: Cell) -> IndexPath? {
        for (section, cells) in sections.enumerated() {
            if let index = cells.firstIndex(where: { $0 === cell }) { return IndexPath(indexes: [section, index]) }
        }
        return nil
    }
}
