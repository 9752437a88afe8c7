/// The Bead Plate: every coup in order, ties included, filling each column of six from the top before
/// moving one column right.
public struct BeadPlate: Sendable, Hashable, Codable {
    public let grid: RoadGrid<BaccaratRecord>

    public init(_ records: [BaccaratRecord]) {
        var grid = RoadGrid<BaccaratRecord>()
        for (index, record) in records.enumerated() {
            grid.place(
                record, row: index % RoadGrid<BaccaratRecord>.rowCount,
                column: index / RoadGrid<BaccaratRecord>.rowCount)
        }
        self.grid = grid
    }

    /// One letter per cell (B, P, T), `.` when empty.
    public var text: String { grid.text(empty: ".") { String($0.outcome.letter) } }
}
