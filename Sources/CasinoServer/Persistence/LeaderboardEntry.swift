import Foundation
import GRDB

/// A saved Xì Dách match as the leaderboard shows it.
struct LeaderboardEntry: Encodable, Sendable {
    let id: Int64
    let name: String
    let userWins: Int
    let computerWins: Int
    let savedAt: Date
    /// Whether the viewer saved it, and so may delete it.
    let mine: Bool

    /// Every saved match, most wins against the computer first.
    static func fetchAll(_ db: Database, viewer: Int64) throws -> [LeaderboardEntry] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, playerID, name, userWins, computerWins, savedAt FROM savedMatch
                ORDER BY userWins DESC, computerWins ASC, savedAt DESC LIMIT 100
                """
        ).map { row in
            LeaderboardEntry(
                id: row["id"], name: row["name"], userWins: row["userWins"], computerWins: row["computerWins"],
                savedAt: row["savedAt"], mine: (row["playerID"] as Int64) == viewer)
        }
    }
}
