/// The side that won a coup that was not a tie.
public enum BaccaratSide: String, Sendable, Hashable, Codable, CaseIterable {
    case player
    case banker

    /// P or B.
    public var letter: Character { self == .player ? "P" : "B" }
}

/// The Big Road: Player and Banker wins, a new column each time the winner changes; ties are marks on
/// the cell of the coup before them.
///
/// Its ``columns`` are the logical streaks, however long; its ``grid`` draws them six rows deep, a longer
/// streak (or one whose next cell down is taken) turning right along its row: the dragon tail. Ties
/// before the first win are kept as ``leadingTies`` and drawn on the first cell. Pairs are marked on
/// the cell of the win they came with; the pairs of tied coups show on the Bead Plate only.
public struct BigRoad: Sendable, Hashable, Codable {
    /// One win in a logical column.
    public struct Entry: Sendable, Hashable, Codable {
        public let winner: BaccaratSide
        /// The ties that followed this win before the next one.
        public fileprivate(set) var ties: Int
        public let playerPair: Bool
        public let bankerPair: Bool
    }

    /// Ties dealt before the first win.
    public let leadingTies: Int
    /// The streaks of wins, oldest first.
    public let columns: [[Entry]]
    /// The road as drawn.
    public let grid: RoadGrid<BigRoadCell>

    public init(_ records: [BaccaratRecord]) {
        var leadingTies = 0
        var columns: [[Entry]] = []
        for record in records {
            let winner: BaccaratSide
            switch record.outcome {
            case .tie:
                if columns.isEmpty {
                    leadingTies += 1
                } else {
                    columns[columns.count - 1][columns[columns.count - 1].count - 1].ties += 1
                }
                continue
            case .player: winner = .player
            case .banker: winner = .banker
            }
            let entry = Entry(winner: winner, ties: 0, playerPair: record.playerPair, bankerPair: record.bankerPair)
            if columns.last?.last?.winner == winner {
                columns[columns.count - 1].append(entry)
            } else {
                columns.append([entry])
            }
        }
        self.leadingTies = leadingTies
        self.columns = columns
        var cells = columns.map { $0.map(BigRoadCell.init) }
        if cells.isEmpty {
            cells =
                leadingTies > 0
                ? [[BigRoadCell(winner: nil, ties: leadingTies, playerPair: false, bankerPair: false)]] : []
        } else {
            cells[0][0].ties += leadingTies
        }
        grid = .streaks(cells)
    }

    /// Two characters per cell: the winner's letter (T on a cell holding only ties so far) and the
    /// number of ties marked on it (blank for none, + for ten or more); `. ` when empty.
    public var text: String {
        grid.text(empty: ". ") { cell in
            let letter = cell.winner.map(\.letter) ?? "T"
            let ties = cell.ties == 0 ? " " : cell.ties < 10 ? String(cell.ties) : "+"
            return String(letter) + ties
        }
    }
}

/// A cell of the Big Road as drawn.
public struct BigRoadCell: Sendable, Hashable, Codable {
    /// The win; `nil` only on a first cell holding ties dealt before any win.
    public let winner: BaccaratSide?
    /// The tie marks on the cell, the first cell's including the leading ties.
    public fileprivate(set) var ties: Int
    public let playerPair: Bool
    public let bankerPair: Bool
}

extension BigRoadCell {
    fileprivate init(_ entry: BigRoad.Entry) {
        self.init(winner: entry.winner, ties: entry.ties, playerPair: entry.playerPair, bankerPair: entry.bankerPair)
    }
}
