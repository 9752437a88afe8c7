import CasinoKit
import Foundation
import GRDB

/// A player as stored: an anonymous token, a display name, the balance in cents and the settings.
struct PlayerRow: Sendable {
    let id: Int64
    let displayName: String
    let balanceCents: Int
    let settings: PlayerSettings

    /// The player with `id`; a 404 if there is none.
    static func fetch(_ db: Database, id: Int64) throws -> PlayerRow {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, displayName, balanceCents, settings FROM player WHERE id = ?"),
            arguments: [id])
        else { throw APIError.notFound("There is no such player.") }
        return try PlayerRow(row: row)
    }

    /// The player holding `token`, if any.
    static func find(_ db: Database, token: String) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM player WHERE token = ?"), arguments: [token])
    }

    /// Creates a player with a new random token and the default settings and balance.
    static func create(_ db: Database, token: String) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO player (token, displayName, balanceCents, settings, createdAt) VALUES (?, ?, ?, ?, ?)",
            arguments: [token, newPlayerName, startingBalanceCents, try encodedSettings(PlayerSettings()), Date()])
        return db.lastInsertedRowID
    }

    static func encodedSettings(_ settings: PlayerSettings) throws -> String {
        String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
    }

    /// The display name of a new player.
    static let newPlayerName = "Player"

    /// $1,000, the documents' beginner-friendly starting balance.
    static let startingBalanceCents = Bankroll.defaultStartingBalance.cents

    private init(row: Row) throws {
        id = row["id"]
        displayName = row["displayName"]
        balanceCents = row["balanceCents"]
        let json: String = row["settings"]
        settings = (try? JSONDecoder().decode(PlayerSettings.self, from: Data(json.utf8))) ?? PlayerSettings()
    }

    /// The player as the browser sees it.
    struct View: Encodable {
        let displayName: String
        let balanceCents: Int
    }

    var view: View { View(displayName: displayName, balanceCents: balanceCents) }
}

extension PlayerRow.View {
    /// What a visitor sees before their first move creates their player.
    static let newPlayer = PlayerRow.View(displayName: PlayerRow.newPlayerName, balanceCents: PlayerRow.startingBalanceCents)
}
