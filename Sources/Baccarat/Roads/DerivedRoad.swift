/// The mark of a derived road: red where the Big Road repeats its earlier pattern, blue where it breaks it.
public enum RoadColor: String, Sendable, Hashable, Codable, CaseIterable {
    case red
    case blue

    /// R or B.
    public var letter: Character { self == .red ? "R" : "B" }
}

/// Big Eye Boy, Small Road or Cockroach Pig: how regular the Big Road is, read from its logical columns
/// (the streak lengths, not the drawn positions).
///
/// The road compares each Big Road entry with the column `offset` to its left (1, 2 or 3). It begins at
/// the entry in row 2 of column `offset + 1`, or, when that column holds a single entry, at the first
/// entry of the next column. Then:
/// - an entry starting a new column is red when the two columns before it, `offset` apart, have the
///   same length, blue otherwise;
/// - an entry continuing a column is red when the column `offset` to the left has an entry in the same
///   row, blue when it has not but has one in the row above, and red when it has neither (it had
///   already ended: a repeat).
///
/// The marks are drawn like the Big Road: a new column when the colour changes, six rows, dragon tails.
public struct DerivedRoad: Sendable, Hashable, Codable {
    /// The three derived roads.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case bigEyeBoy = "big-eye-boy"
        case smallRoad = "small-road"
        case cockroachPig = "cockroach-pig"

        /// How many columns to the left the road compares with.
        public var offset: Int {
            switch self {
            case .bigEyeBoy: 1
            case .smallRoad: 2
            case .cockroachPig: 3
            }
        }

        /// The road's name on a scoreboard.
        public var name: String {
            switch self {
            case .bigEyeBoy: "Big Eye Boy"
            case .smallRoad: "Small Road"
            case .cockroachPig: "Cockroach Pig"
            }
        }
    }

    public let kind: Kind
    /// The marks in order.
    public let marks: [RoadColor]
    /// The road as drawn.
    public let grid: RoadGrid<RoadColor>

    /// The `kind` road derived from `bigRoad`.
    public init(_ kind: Kind, of bigRoad: BigRoad) {
        let lengths = bigRoad.columns.map(\.count)
        let offset = kind.offset
        var marks: [RoadColor] = []
        for (column, length) in lengths.enumerated() where column >= offset {
            for row in (column == offset ? 1 : 0)..<length {
                if row == 0 {
                    marks.append(lengths[column - 1] == lengths[column - 1 - offset] ? .red : .blue)
                } else {
                    marks.append(lengths[column - offset] == row ? .blue : .red)
                }
            }
        }
        var streaks: [[RoadColor]] = []
        for mark in marks {
            if streaks.last?.last == mark {
                streaks[streaks.count - 1].append(mark)
            } else {
                streaks.append([mark])
            }
        }
        self.kind = kind
        self.marks = marks
        grid = .streaks(streaks)
    }

    /// One letter per cell: R for red, B for blue, `.` when empty.
    public var text: String { grid.text(empty: ".") { String($0.letter) } }
}
