/// A scoreboard drawn as a grid of six rows: what an SVG renderer walks, row by row.
public struct RoadGrid<Cell: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The rows of every scoreboard.
    public static var rowCount: Int { 6 }

    /// `cells[row][column]`, top row first; `nil` for an empty cell. Every row has ``columnCount`` cells.
    public private(set) var cells: [[Cell?]]

    /// An empty grid.
    init() {
        cells = Array(repeating: [], count: Self.rowCount)
    }

    /// The columns drawn so far.
    public var columnCount: Int { cells[0].count }

    /// The cell at `row`, `column`; `nil` when empty or outside the grid.
    public subscript(row: Int, column: Int) -> Cell? {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return nil }
        return cells[row][column]
    }

    /// Puts `cell` at `row`, `column`, widening the grid as needed.
    mutating func place(_ cell: Cell, row: Int, column: Int) {
        while columnCount <= column {
            for index in cells.indices { cells[index].append(nil) }
        }
        cells[row][column] = cell
    }

    /// Lays out the logical columns of a Big Road style scoreboard: each column starts at the top of the
    /// next free column to the right of the previous column's start and runs down; when it reaches the
    /// bottom row, or the cell below is taken, it turns right along its row (the dragon tail) and stays
    /// on that row.
    static func streaks(_ columns: [[Cell]]) -> RoadGrid {
        var grid = RoadGrid()
        var startColumn = -1
        for streak in columns {
            var column = startColumn + 1
            while grid[0, column] != nil { column += 1 }
            startColumn = column
            var row = 0
            var isTailing = false
            for (index, cell) in streak.enumerated() {
                if index > 0 {
                    if !isTailing && row + 1 < rowCount && grid[row + 1, column] == nil {
                        row += 1
                    } else {
                        isTailing = true
                        column += 1
                        while grid[row, column] != nil { column += 1 }
                    }
                }
                grid.place(cell, row: row, column: column)
            }
        }
        return grid
    }

    /// The grid as lines of text, one per row, each cell drawn by `symbol` and empty cells by `empty`;
    /// trailing spaces are trimmed. An empty grid is an empty string.
    func text(empty: String, _ symbol: (Cell) -> String) -> String {
        guard columnCount > 0 else { return "" }
        return cells.map { row in
            var line = row.map { $0.map(symbol) ?? empty }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
