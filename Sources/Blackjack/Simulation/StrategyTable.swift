/// A basic strategy chart flattened for the simulator: one byte per (hand kind, total, up card).
struct StrategyTable: Sendable {
    /// What the chart says to do, as a byte; the surrender moves come last.
    enum Move: UInt8, Sendable {
        case hit, stand, doubleOrHit, doubleOrStand, split, splitIfDoubleAfterSplit
        case surrenderOrHit, surrenderOrStand, surrenderOrSplit

        init(_ code: StrategyChartCode) {
            self =
                switch code {
                case .hit: .hit
                case .stand: .stand
                case .doubleOrHit: .doubleOrHit
                case .doubleOrStand: .doubleOrStand
                case .split: .split
                case .splitIfDoubleAfterSplit: .splitIfDoubleAfterSplit
                case .surrenderOrHit: .surrenderOrHit
                case .surrenderOrStand: .surrenderOrStand
                case .surrenderOrSplit: .surrenderOrSplit
                }
        }
    }

    /// Row offsets of the three hand kinds.
    static let hardRows = 0
    static let softRows = 22
    static let pairRows = 44
    /// Up card values index the columns directly (1 = ace ... 10).
    static let columns = 11

    /// `moves[(rowOffset + total) * columns + upValue]`; hard rows by hard total, soft rows by soft total, pair
    /// rows by the pair's value.
    let moves: [UInt8]

    /// Hard totals below the chart play like hard 5 (always a hit) and soft 12, two aces that cannot be split,
    /// like soft 13. Cells missing from a decoded chart stand from 17 up and hit below; a missing pair cell does
    /// not split.
    init(chart: StrategyChart) {
        var moves = [UInt8](repeating: Move.hit.rawValue, count: 66 * StrategyTable.columns)
        for upValue in 1...10 {
            let column = StrategyChart.key(forValue: upValue)
            func move(_ rows: [String: [String: StrategyChartCode]], row: Int) -> UInt8 {
                Move(rows[String(row)]?[column] ?? (row >= 17 ? .stand : .hit)).rawValue
            }
            for total in 4...21 {
                let row = max(total, StrategyChart.hardTotals.lowerBound)
                let index = (StrategyTable.hardRows + total) * StrategyTable.columns + upValue
                moves[index] = move(chart.hard, row: row)
            }
            for total in 12...21 {
                let row = max(total, StrategyChart.softTotals.lowerBound)
                let index = (StrategyTable.softRows + total) * StrategyTable.columns + upValue
                moves[index] = move(chart.soft, row: row)
            }
            for value in 1...10 {
                let code = chart.pairs[StrategyChart.key(forValue: value)]?[column] ?? .hit
                moves[(StrategyTable.pairRows + value) * StrategyTable.columns + upValue] = Move(code).rawValue
            }
        }
        self.moves = moves
    }
}
