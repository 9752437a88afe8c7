import CasinoKit
import Foundation
import GRDB
import OnboardingKit

/// Applies intents to players' tables: each request is one database transaction that reads the player and the
/// table, applies the engine, and writes the table, the balance and any settled round together.
struct TableService: Sendable {
    let database: CasinoDatabase
    let decodedTables = DecodedTableCache()

    /// A table's view and the onboarding events the request raised.
    struct Reply: Sendable {
        let view: Data
        let events: [OnboardingEvent]
    }

    /// The player's table for `game`, created (and stored) on first visit. Seeing a table open for bets is
    /// entering its betting phase.
    func table(of playerID: Int64, game: Game) async throws -> Reply {
        let (table, context) = try await database.pool.write { db in
            try withTable(game, db: db, player: try PlayerRow.fetch(db, id: playerID)) { _, _ in TableOutcome() }
        }
        return Reply(view: table.view(context: context), events: table.isBetweenRounds ? [.enteredBettingPhase] : [])
    }

    /// Applies `intent` to the player's table for `game` and returns the new view; refused intents change nothing.
    /// The view (with its strategy hint) is computed after the transaction, outside the single database writer.
    func apply(_ intent: Intent, by playerID: Int64, game: Game) async throws -> Reply {
        let (before, after, context, outcome) = try await database.pool.write { db in
            var before: (any GameTable)?
            var outcome = TableOutcome()
            let (table, context) = try withTable(game, db: db, player: try PlayerRow.fetch(db, id: playerID)) { table, context in
                before = table
                var generator = SystemRandomNumberGenerator()
                outcome = try table.apply(intent, context: context, using: &generator)
                return outcome
            }
            return (before, table, context, outcome)
        }
        return Reply(
            view: after.view(context: context),
            events: before.map { Self.onboardingEvents(of: intent, from: $0, to: after, outcome: outcome) } ?? [])
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

    /// Loads the table, rebuilding it under new settings when no round is in progress, applies `change`, and
    /// writes everything back in the surrounding transaction.
    private func withTable(
        _ game: Game, db: Database, player: PlayerRow,
        apply change: (inout any GameTable, TableContext) throws -> TableOutcome
    ) throws -> (any GameTable, TableContext) {
        let settings = player.settings
        var generator = SystemRandomNumberGenerator()
        var table: any GameTable
        let stored = try Data.fetchOne(
            db.cachedStatement(sql: "SELECT state FROM gameTable WHERE playerID = ? AND game = ?"),
            arguments: [player.id, game.rawValue])
        if let stored,
            let decoded = decodedTables.table(playerID: player.id, game: game, state: stored, decode: {
                try? Self.decoder.decode(game.tableType, from: $0)
            }),
            decoded.matches(settings) || !decoded.isBetweenRounds
        {
            table = decoded
        } else {
            table = try game.tableType.init(settings: settings, using: &generator)
        }
        let context = TableContext(balance: Money(cents: player.balanceCents), settings: settings)
        let outcome = try change(&table, context)
        // The bankroll's own rule: stakes leave it only if it can pay them, and it never goes negative.
        var bankroll = try Bankroll(balance: context.balance)
        do throws(BankrollError) {
            try bankroll.debit(outcome.debit, reason: "stakes on the \(game.rawValue) table")
            try bankroll.credit(outcome.credit, reason: "returned from the \(game.rawValue) table")
        } catch {
            throw APIError.conflict(error.description, code: "insufficient-funds")
        }
        let balance = bankroll.balance
        let now = Date()
        let state = try Self.encoder.encode(table)
        try db.cachedStatement(
            sql: """
                INSERT INTO gameTable (playerID, game, state, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(playerID, game) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                """
        ).execute(arguments: [player.id, game.rawValue, state, now])
        // Remembered before the commit: if the transaction rolls back, the stored bytes differ and the memo is unused.
        decodedTables.remember(table, state: state, playerID: player.id, game: game)
        if balance != context.balance {
            try db.cachedStatement(sql: "UPDATE player SET balanceCents = ? WHERE id = ?")
                .execute(arguments: [balance.cents, player.id])
        }
        if let settled = outcome.settled {
            try db.execute(
                sql: """
                    INSERT INTO settledRound (playerID, game, stakeCents, netCents, balanceAfterCents, detail, settledAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [player.id, game.rawValue, settled.stake.cents, settled.net.cents, balance.cents, settled.detail, now])
        }
        if let saved = outcome.savedMatch {
            try db.execute(
                sql: "INSERT INTO savedMatch (playerID, name, userWins, computerWins, savedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [player.id, saved.name, saved.userWins, saved.computerWins, now])
        }
        return (table, TableContext(balance: balance, settings: settings))
    }

    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()
}

extension Game {
    /// The table type that plays this game.
    var tableType: any GameTable.Type {
        switch self {
        case .blackjack: BlackjackTable.self
        case .baccarat: BaccaratTable.self
        case .xidach: XiDachTable.self
        }
    }
}
