import AppServer
import Baccarat
import CasinoKit
import Foundation

/// A player's baccarat table: the shoe, the round being bet or just dealt, and the shoe's results for the roads.
struct BaccaratTable: GameTable {
    var limits: TableLimits
    var shoe: Shoe
    /// The round being bet on, or the one just dealt; `nil` before the first chip.
    var round: BaccaratRound?
    /// The results since the last shuffle, oldest first: what the road maps draw.
    var history: [BaccaratRecord] = []

    static let decks = 8

    init(settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        limits = try settings.resolvedLimits()
        do {
            shoe = try Shoe(decks: Self.decks, using: &generator)
        } catch {
            throw .badRequest(error.description, code: "invalid-rules")
        }
        shoe.burn(using: &generator)
    }

    var isBetweenRounds: Bool { true }

    var isPlayerTurn: Bool { false }

    /// A coup is dealt and settled in one request: nothing is ever in play.
    var stakesInPlay: Money { .zero }

    func matches(_ settings: PlayerSettings) -> Bool { settings.tableLimits == limits.id }

    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        var adopted = try BaccaratTable(settings: settings, using: &generator)
        if let round, round.coup == nil {
            var carried = BaccaratRound(limits: adopted.limits, balance: round.balance)
            for wager in round.wagers { try? carried.place(wager.stake, on: wager.bet) }
            adopted.round = carried.wagers.isEmpty ? nil : carried
        }
        self = adopted
    }

    mutating func apply(_ intent: Intent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws(APIError) -> TableOutcome
    {
        switch intent.action {
        case "bet":
            let amount = try intent.amount()
            guard let zone = intent.zone.flatMap(BaccaratBet.init(rawValue:)) else {
                throw .badRequest(
                    "Bet on one of: \(BaccaratBet.allCases.map(\.rawValue).joined(separator: ", ")).", code: "unknown-zone")
            }
            var next = openRound(balance: context.balance)
            do {
                try next.place(amount, on: zone)
            } catch {
                throw refusal(error, badInput: true)
            }
            round = next
            return TableOutcome()
        case "clear-bets":
            guard round?.coup == nil else { throw .conflict("There are no bets to clear.", code: "no-bets") }
            round = nil
            return TableOutcome()
        case "deal":
            guard var next = round, next.coup == nil, !next.wagers.isEmpty else {
                throw .conflict("Place a bet before dealing.", code: "no-bet")
            }
            guard next.totalStake <= context.balance else {
                throw .conflict("The bets total \(next.totalStake), more than the balance of \(context.balance).",
                                code: "insufficient-funds")
            }
            var shoe = self.shoe
            var history = self.history
            if shoe.isPastCutCard {
                shoe.shuffle(using: &generator)
                shoe.burn(using: &generator)
                history = []
            }
            do {
                try next.deal(from: &shoe, using: &generator)
            } catch {
                throw refusal(error)
            }
            guard let coup = next.coup else { throw .conflict("The coup could not be dealt.", code: "not-dealt") }
            history.append(BaccaratRecord(coup))
            self.shoe = shoe
            self.history = history
            round = next
            let bets = next.settlements.map { "\($0.bet.rawValue) \($0.stake) \($0.result.rawValue) \($0.net)" }
            return TableOutcome(
                debit: next.totalStake, credit: next.totalStake + next.netChange,
                settled: SettledRound(
                    stake: next.totalStake, net: next.netChange,
                    detail: "player \(coup.playerCards.map(\.code).joined(separator: " ")) (\(coup.playerTotal)); "
                        + "banker \(coup.bankerCards.map(\.code).joined(separator: " ")) (\(coup.bankerTotal)); "
                        + bets.joined(separator: ", ")))
        case "next-round":
            guard round?.coup != nil else { throw .conflict("Deal this round first.", code: "round-in-progress") }
            round = nil
            return TableOutcome()
        default:
            throw unknownAction(intent, game: .baccarat)
        }
    }

    /// The round a bet goes to: the one being bet on, or a new one once the last was dealt.
    private func openRound(balance: Money) -> BaccaratRound {
        round.flatMap { $0.coup == nil ? $0 : nil } ?? BaccaratRound(limits: limits, balance: balance)
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
        let hasBets = !(round?.wagers.isEmpty ?? true)
        let legal = coup != nil ? ["bet", "next-round"] : ["bet"] + (hasBets ? ["clear-bets", "deal"] : [])
        return TableView(View(
            phase: coup == nil ? "betting" : "settled", balanceCents: context.balance.cents, limits: LimitsView(limits),
            legalActions: legal, bets: bets,
            coup: coup.map {
                View.Coup(playerCards: $0.playerCards.map(\.code), bankerCards: $0.bankerCards.map(\.code),
                          playerTotal: $0.playerTotal, bankerTotal: $0.bankerTotal, outcome: $0.outcome.rawValue,
                          playerPair: $0.isPlayerPair, bankerPair: $0.isBankerPair)
            },
            results: coup == nil ? [] : (round?.settlements ?? []).map {
                View.Result(bet: $0.bet.rawValue, stakeCents: $0.stake.cents, result: $0.result.rawValue, netCents: $0.net.cents)
            },
            netCents: coup == nil ? nil : round?.netChange.cents,
            roads: roads(),
            maximumBetCents: Dictionary(uniqueKeysWithValues: BaccaratBet.allCases.map { zone in
                (zone.rawValue, openRound(balance: context.balance).largestAddition(to: zone).cents)
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
                View.Cell(row: row, column: column, mark: String(record.outcome.letter),
                          playerPair: record.playerPair ? true : nil, bankerPair: record.bankerPair ? true : nil)
            },
            bigRoad: road(board.bigRoad.grid) { row, column, cell in
                View.Cell(row: row, column: column, mark: cell.winner.map { String($0.letter) } ?? "T",
                          ties: cell.ties > 0 ? cell.ties : nil, playerPair: cell.playerPair ? true : nil,
                          bankerPair: cell.bankerPair ? true : nil)
            },
            bigEyeBoy: derived(board.bigEyeBoy), smallRoad: derived(board.smallRoad), cockroachPig: derived(board.cockroachPig))
    }
}
