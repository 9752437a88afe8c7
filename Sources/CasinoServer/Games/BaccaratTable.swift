import AppServer
import Baccarat
import CasinoKit
import Foundation

/// The baccarat table as the server serves it: the engine's table under the player's limits, and its view with
/// the road maps.
extension BaccaratTable: GameTable {
    init(settings: PlayerSettings, dealer: CasinoDealer, using generator: inout some RandomNumberGenerator) throws {
        let limits = try settings.resolvedLimits()
        if let shoe = dealer.stackedShoe(.baccarat) {
            self.init(limits: limits, shoe: shoe)
        } else {
            self.init(limits: limits, using: &generator)
        }
    }

    func matches(_ settings: PlayerSettings) -> Bool { settings.tableLimits == limits.id }

    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws {
        self = adopting(limits: try settings.resolvedLimits(), using: &generator)
    }

    mutating func apply(_ intent: GameIntent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws -> TableChange
    {
        guard case .baccarat(let intent) = intent else { throw GameIntent.wrongTable }
        return TableChange(outcome: try apply(intent, balance: context.balance, using: &generator))
    }

    // MARK: View

    struct View: Encodable {
        struct Coup: Encodable {
            let playerCards: [String]
            let bankerCards: [String]
            let playerTotal: Int
            let bankerTotal: Int
            let outcome: String
            let playerPair: Bool
            let bankerPair: Bool
        }

        struct Result: Encodable {
            let bet: String
            let stakeCents: Int
            let result: String
            let netCents: Int
        }

        struct Cell: Encodable {
            let row: Int
            let column: Int
            let mark: String
            var ties: Int?
            var playerPair: Bool?
            var bankerPair: Bool?
        }

        struct Road: Encodable {
            let rows: Int
            let columns: Int
            let cells: [Cell]
        }

        struct Roads: Encodable {
            let beadPlate: Road
            let bigRoad: Road
            let bigEyeBoy: Road
            let smallRoad: Road
            let cockroachPig: Road
        }

        let game = "baccarat"
        let phase: String
        let balanceCents: Int
        let limits: LimitsView
        let legalActions: [String]
        let bets: [String: Int]
        let coup: Coup?
        let results: [Result]
        let netCents: Int?
        let stakesInPlayCents = 0
        let roads: Roads
        /// The most each zone takes now, by the engine (``BaccaratRound/largestAddition(to:)``).
        let maximumBetCents: [String: Int]
        /// What a win on each zone pays per unit staked (0.95 for the Banker).
        let payouts = Dictionary(uniqueKeysWithValues: BaccaratBet.allCases.map { ($0.rawValue, $0.odds) })
    }

    func view(context: TableContext) -> TableView {
        let coup = round?.coup
        var bets: [String: Int] = [:]
        for wager in round?.wagers ?? [] { bets[wager.bet.rawValue, default: 0] += wager.stake.cents }
        return TableView(
            View(
                phase: phase.rawValue, balanceCents: context.balance.cents, limits: LimitsView(limits),
                legalActions: legalIntents, bets: bets,
                coup: coup.map {
                    View.Coup(
                        playerCards: $0.playerCards.map(\.code), bankerCards: $0.bankerCards.map(\.code),
                        playerTotal: $0.playerTotal, bankerTotal: $0.bankerTotal, outcome: $0.outcome.rawValue,
                        playerPair: $0.isPlayerPair, bankerPair: $0.isBankerPair)
                },
                results: coup == nil
                    ? []
                    : (round?.settlements ?? []).map {
                        View.Result(
                            bet: $0.bet.rawValue, stakeCents: $0.stake.cents, result: $0.result.rawValue,
                            netCents: $0.net.cents)
                    },
                netCents: coup == nil ? nil : round?.netChange.cents,
                roads: roads(),
                maximumBetCents: Dictionary(
                    uniqueKeysWithValues: largestBets(balance: context.balance).map {
                        ($0.key.rawValue, $0.value.cents)
                    })))
    }

    private func roads() -> View.Roads {
        let board = BaccaratScoreboard(history)
        func road<Cell>(_ grid: RoadGrid<Cell>, _ cell: (Int, Int, Cell) -> View.Cell) -> View.Road {
            var cells: [View.Cell] = []
            for row in 0..<RoadGrid<Cell>.rowCount {
                for column in 0..<grid.columnCount {
                    if let value = grid[row, column] { cells.append(cell(row, column, value)) }
                }
            }
            return View.Road(rows: RoadGrid<Cell>.rowCount, columns: grid.columnCount, cells: cells)
        }
        func derived(_ derivedRoad: DerivedRoad) -> View.Road {
            road(derivedRoad.grid) { row, column, color in View.Cell(row: row, column: column, mark: color.rawValue) }
        }
        return View.Roads(
            beadPlate: road(board.beadPlate.grid) { row, column, record in
                View.Cell(
                    row: row, column: column, mark: String(record.outcome.letter),
                    playerPair: record.playerPair ? true : nil, bankerPair: record.bankerPair ? true : nil)
            },
            bigRoad: road(board.bigRoad.grid) { row, column, cell in
                View.Cell(
                    row: row, column: column, mark: cell.winner.map { String($0.letter) } ?? "T",
                    ties: cell.ties > 0 ? cell.ties : nil, playerPair: cell.playerPair ? true : nil,
                    bankerPair: cell.bankerPair ? true : nil)
            },
            bigEyeBoy: derived(board.bigEyeBoy), smallRoad: derived(board.smallRoad),
            cockroachPig: derived(board.cockroachPig))
    }
}
