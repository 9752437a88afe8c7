import AppServer
import Basics
import CasinoKit
import Foundation
import OnboardingKit

/// Applies intents to players' tables, held in memory by ``PlayerStates``: each request applies the engine under
/// the player's lock and answers once its changes (the table, the balance and any settled round, together) are
/// written.
struct TableService: Sendable {
    let players: PlayerStates
    let clock: any AppClock
    let dealer: CasinoDealer
    let advisors = StrategyAdvisors()

    /// A table's view and the onboarding events the request raised.
    struct Reply: Sendable {
        let view: TableView
        let events: [OnboardingEvent]
    }

    /// A service over `store`; stale writes it re-applies or refuses are counted in `metrics`.
    init(store: any CasinoStore, clock: any AppClock, dealer: CasinoDealer, metrics: HostMetrics) {
        players = PlayerStates(store: store, metrics: metrics)
        self.clock = clock
        self.dealer = dealer
    }

    /// The table a visitor without a player sees: a new one under the default settings, stored nowhere.
    func preview(_ game: Game) throws -> TableView {
        try Self.newVisitorTable(game).view(context: context(CasinoAccount.new.balance, PlayerSettings()))
    }

    /// The player's table for `game`, created (and stored) on first visit. Seeing a table open for bets is
    /// entering its betting phase.
    func table(of playerID: Int64, game: Game) async throws -> Reply {
        let (table, context) = try await players.update(playerID) { state in
            var writes: [CasinoWrite] = []
            let table = try self.table(game, of: playerID, in: &state, writes: &writes)
            return ((table, self.context(state.balance, state.settings)), writes)
        }
        return Reply(view: table.view(context: context), events: table.isBetweenRounds ? [.enteredBettingPhase] : [])
    }

    /// Applies `intent` to the player's table for `game` and returns the new view; refused intents change nothing.
    /// The view (with its strategy hint) is computed after the player's lock is released.
    func apply(_ intent: GameIntent, by playerID: Int64, game: Game) async throws -> Reply {
        let (before, after, context, change) = try await players.update(playerID) { state in
            var writes: [CasinoWrite] = []
            var table = try self.table(game, of: playerID, in: &state, writes: &writes)
            let before = table
            let now = clock.now
            let (change, bankroll) = try Self.apply(
                intent, to: &table, game: game, context: self.context(state.balance, state.settings))
            writes.append(.table(playerID: playerID, game: game, state: try table.storedState(), at: now))
            if let settled = change.outcome.settled {
                writes.append(
                    .settledRound(
                        playerID: playerID, game: game, round: settled, balanceAfterCents: bankroll.balance.cents,
                        at: now))
            }
            if let saved = change.savedMatch { writes.append(.savedMatch(playerID: playerID, match: saved, at: now)) }
            state.tables[game] = table
            state.balance = bankroll.balance
            return ((before, table, self.context(state.balance, state.settings), change), writes)
        }
        return Reply(
            view: after.view(context: context),
            events: Self.onboardingEvents(of: intent, from: before, to: after, change: change))
    }

    /// Refuses, as the player's own table would, an intent of a visitor who has no player yet: it is tried on the
    /// new table the visitor would get, so a refused first request creates no player.
    func tryOnNewTable(_ intent: GameIntent, game: Game) throws {
        var table = try Self.newVisitorTable(game)
        _ = try Self.apply(
            intent, to: &table, game: game, context: context(CasinoAccount.new.balance, PlayerSettings()))
    }

    /// The new table a visitor without a player would get: the default settings, a shuffled shoe, stored nowhere.
    private static func newVisitorTable(_ game: Game) throws -> any GameTable {
        var generator = SystemRandomNumberGenerator()
        return try game.tableType.init(settings: PlayerSettings(), dealer: .shuffled, using: &generator)
    }

    /// Applies `intent` to `table` and the money it moves to the balance, under the bankroll's own rule: stakes
    /// leave it only if it can pay them, and it never goes negative.
    private static func apply(_ intent: GameIntent, to table: inout any GameTable, game: Game, context: TableContext)
        throws
        -> (TableChange, Bankroll)
    {
        var generator = SystemRandomNumberGenerator()
        let change = try table.apply(intent, context: context, using: &generator)
        var bankroll = try Bankroll(balance: context.balance)
        try bankroll.apply(change.outcome, table: game.rawValue)
        return (change, bankroll)
    }

    /// Changes the player's settings; the tables between rounds take them now (see ``GameTable/adopt(_:using:)``).
    func updateSettings(of playerID: Int64, with changes: PlayerSettings.Changes) async throws -> PlayerSettings {
        try await players.update(playerID) { state in
            state.settings = try state.settings.applying(changes)
            // The settings are written with the account, which every change writes.
            var writes: [CasinoWrite] = []
            var generator = SystemRandomNumberGenerator()
            for (game, stored) in state.tables where stored.isBetweenRounds && !stored.matches(state.settings) {
                var table = stored
                try table.adopt(state.settings, using: &generator)
                state.tables[game] = table
                writes.append(
                    .table(playerID: playerID, game: game, state: try table.storedState(), at: clock.now))
            }
            return (state.settings, writes)
        }
    }

    /// Refills the player's bankroll to the starting balance, recording the change in the ledger (nothing when it
    /// is already there).
    func resetBankroll(of playerID: Int64) async throws {
        try await players.update(playerID) { state in
            let start = CasinoAccount.new.balance
            let refill = start - state.balance
            guard refill != .zero else { return ((), []) }
            state.balance = start
            return (
                (), [.refill(playerID: playerID, amountCents: refill.cents, at: clock.now)]
            )
        }
    }

    /// What an accepted intent did, as onboarding sees it: a bet placed, the player's turn starting, a round
    /// completing, the table opening for bets again.
    static func onboardingEvents(
        of intent: GameIntent, from before: any GameTable, to after: any GameTable, change: TableChange
    ) -> [OnboardingEvent] {
        var events: [OnboardingEvent] = []
        if intent.placesBet { events.append(.placedBet) }
        if after.isPlayerTurn && !before.isPlayerTurn { events.append(.playerTurnStarted) }
        if change.outcome.settled != nil { events.append(.roundCompleted) }
        if after.isBetweenRounds && !before.isBetweenRounds { events.append(.enteredBettingPhase) }
        return events
    }

    /// The player's table for `game`: the one in play, or a new one (stored) on first visit.
    private func table(_ game: Game, of playerID: Int64, in state: inout PlayerState, writes: inout [CasinoWrite])
        throws
        -> any GameTable
    {
        if let stored = state.tables[game] { return stored }
        var generator = SystemRandomNumberGenerator()
        let table = try game.tableType.init(settings: state.settings, dealer: dealer, using: &generator)
        state.tables[game] = table
        writes.append(.table(playerID: playerID, game: game, state: try table.storedState(), at: clock.now))
        return table
    }

    private func context(_ balance: Money, _ settings: PlayerSettings) -> TableContext {
        TableContext(balance: balance, settings: settings, now: clock.now, advisors: advisors)
    }
}
