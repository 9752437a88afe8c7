import AppServer
import CasinoKit
import Foundation
import OnboardingKit

/// Applies intents to players' tables, held in memory by ``PlayerStates``: each request applies the engine under
/// the player's lock and answers once its changes (the table, the balance and any settled round, together) are
/// written.
struct TableService: Sendable {
    let players: PlayerStates
    let clock: any OnboardingClock

    /// A table's view and the onboarding events the request raised.
    struct Reply: Sendable {
        let view: TableView
        let events: [OnboardingEvent]
    }

    init(store: any CasinoStore, clock: any OnboardingClock) {
        players = PlayerStates(store: store)
        self.clock = clock
    }

    /// The table a visitor without a player sees: a new one under the default settings, stored nowhere.
    func preview(_ game: Game) throws -> TableView {
        var generator = SystemRandomNumberGenerator()
        let table = try game.tableType.init(settings: PlayerSettings(), using: &generator)
        return table.view(context: TableContext(balance: Bankroll.defaultStartingBalance, settings: PlayerSettings(), now: clock.now))
    }

    /// The player's table for `game`, created (and stored) on first visit. Seeing a table open for bets is
    /// entering its betting phase.
    func table(of playerID: Int64, game: Game) async throws -> Reply {
        let (table, context) = try await players.update(playerID) { state in
            var writes: [CasinoWrite] = []
            let table = try Self.table(game, of: playerID, in: &state, writes: &writes, now: clock.now)
            return ((table, TableContext(balance: state.balance, settings: state.settings, now: clock.now)), writes)
        }
        return Reply(view: table.view(context: context), events: table.isBetweenRounds ? [.enteredBettingPhase] : [])
    }

    /// Applies `intent` to the player's table for `game` and returns the new view; refused intents change nothing.
    /// The view (with its strategy hint) is computed after the player's lock is released.
    func apply(_ intent: Intent, by playerID: Int64, game: Game) async throws -> Reply {
        let (before, after, context, outcome) = try await players.update(playerID) { state in
            var writes: [CasinoWrite] = []
            var table = try Self.table(game, of: playerID, in: &state, writes: &writes, now: clock.now)
            let before = table
            let now = clock.now
            let context = TableContext(balance: state.balance, settings: state.settings, now: now)
            let (outcome, bankroll) = try Self.apply(intent, to: &table, game: game, context: context)
            writes.append(.table(playerID: playerID, game: game, state: try Self.encoder.encode(table), at: now))
            if bankroll.balance != state.balance {
                writes.append(.account(playerID: playerID, balanceCents: bankroll.balance.cents, settings: state.settings))
            }
            if let settled = outcome.settled {
                writes.append(.settledRound(
                    playerID: playerID, game: game, round: settled, balanceAfterCents: bankroll.balance.cents, at: now))
            }
            if let saved = outcome.savedMatch { writes.append(.savedMatch(playerID: playerID, match: saved, at: now)) }
            state.tables[game] = table
            state.balance = bankroll.balance
            return ((before, table, TableContext(balance: state.balance, settings: state.settings, now: now), outcome), writes)
        }
        return Reply(
            view: after.view(context: context),
            events: Self.onboardingEvents(of: intent, from: before, to: after, outcome: outcome))
    }

    /// Refuses, as the player's own table would, an intent of a visitor who has no player yet: it is tried on the
    /// new table the visitor would get, so a refused first request creates no player.
    func tryOnNewTable(_ intent: Intent, game: Game) throws {
        var generator = SystemRandomNumberGenerator()
        var table = try game.tableType.init(settings: PlayerSettings(), using: &generator)
        _ = try Self.apply(
            intent, to: &table, game: game,
            context: TableContext(balance: Bankroll.defaultStartingBalance, settings: PlayerSettings(), now: clock.now))
    }

    /// Applies `intent` to `table` and the money it moves to the balance, under the bankroll's own rule: stakes
    /// leave it only if it can pay them, and it never goes negative.
    private static func apply(_ intent: Intent, to table: inout any GameTable, game: Game, context: TableContext) throws
        -> (TableOutcome, Bankroll)
    {
        var generator = SystemRandomNumberGenerator()
        let outcome = try table.apply(intent, context: context, using: &generator)
        var bankroll = try Bankroll(balance: context.balance)
        do throws(BankrollError) {
            try bankroll.debit(outcome.debit, reason: "stakes on the \(game.rawValue) table")
            try bankroll.credit(outcome.credit, reason: "returned from the \(game.rawValue) table")
        } catch {
            throw APIError.conflict(error.description, code: "insufficient-funds")
        }
        return (outcome, bankroll)
    }

    /// Changes the player's settings; the tables between rounds take them now (see ``GameTable/adopt(_:using:)``).
    func updateSettings(of playerID: Int64, with changes: PlayerSettings.Changes) async throws -> PlayerSettings {
        try await players.update(playerID) { state in
            state.settings = try state.settings.applying(changes)
            var writes: [CasinoWrite] = [.account(playerID: playerID, balanceCents: state.balance.cents, settings: state.settings)]
            var generator = SystemRandomNumberGenerator()
            for (game, stored) in state.tables where stored.isBetweenRounds && !stored.matches(state.settings) {
                var table = stored
                try table.adopt(state.settings, using: &generator)
                state.tables[game] = table
                writes.append(.table(playerID: playerID, game: game, state: try Self.encoder.encode(table), at: clock.now))
            }
            return (state.settings, writes)
        }
    }

    /// Refills the player's bankroll to the starting balance, recording the change in the ledger (nothing when it
    /// is already there).
    func resetBankroll(of playerID: Int64) async throws {
        try await players.update(playerID) { state in
            let refill = Bankroll.defaultStartingBalance - state.balance
            guard refill != .zero else { return ((), []) }
            state.balance = Bankroll.defaultStartingBalance
            return ((), [
                .account(playerID: playerID, balanceCents: state.balance.cents, settings: state.settings),
                .refill(playerID: playerID, amountCents: refill.cents, at: clock.now),
            ])
        }
    }

    /// What an accepted intent did, as onboarding sees it: a bet placed, the player's turn starting, a round
    /// completing, the table opening for bets again.
    static func onboardingEvents(
        of intent: Intent, from before: any GameTable, to after: any GameTable, outcome: TableOutcome
    ) -> [OnboardingEvent] {
        var events: [OnboardingEvent] = []
        if intent.action == "bet" || intent.action == "side-bet" { events.append(.placedBet) }
        if after.isPlayerTurn && !before.isPlayerTurn { events.append(.playerTurnStarted) }
        if outcome.settled != nil { events.append(.roundCompleted) }
        if after.isBetweenRounds && !before.isBetweenRounds { events.append(.enteredBettingPhase) }
        return events
    }

    /// The player's table for `game`: the one in play, or a new one (stored) on first visit.
    private static func table(
        _ game: Game, of playerID: Int64, in state: inout PlayerState, writes: inout [CasinoWrite], now: Date
    ) throws -> any GameTable {
        if let stored = state.tables[game] { return stored }
        var generator = SystemRandomNumberGenerator()
        let table = try game.tableType.init(settings: state.settings, using: &generator)
        state.tables[game] = table
        writes.append(.table(playerID: playerID, game: game, state: try encoder.encode(table), at: now))
        return table
    }

    private static let encoder = JSONEncoder()
}
