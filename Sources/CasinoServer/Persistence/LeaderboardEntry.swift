import Foundation
import GRDB
import XiDach

/// A saved Xì Dách match as the leaderboard shows it.
struct LeaderboardEntry: Encodable, Sendable {
    let id: Int64
    let name: String
    let userWins: Int
    let computerWins: Int
    /// Decided rounds played for money, and how many the player won: what the rating counts.
    let stakedWins: Int
    let stakedDecided: Int
    /// The match's rating from 0 to 1 (``XiDachScore/rating``); absent until enough staked rounds are decided.
    let rating: Double?
    /// Decided staked rounds still to play before the match is rated (0 once rated).
    let stakedRoundsToRating: Int
    let savedAt: Date
    /// Whether the viewer saved it, and so may delete it.
    let mine: Bool

    /// The top 100 players, each by their best-rated saved match: rated matches by rating, then unrated ones by
    /// staked wins; stake-free wins never rank.
    static func fetchAll(_ db: Database, viewer: Int64?) throws -> [LeaderboardEntry] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, playerID, name, userWins, computerWins, stakedWins, stakedDecided, rating, savedAt FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY playerID ORDER BY rating IS NULL, rating DESC, stakedWins DESC, savedAt DESC
                    ) AS best
                    FROM savedMatch)
                WHERE best = 1
                ORDER BY rating IS NULL, rating DESC, stakedWins DESC, savedAt DESC LIMIT 100
                """
        ).map { row in
            LeaderboardEntry(
                id: row["id"], name: row["name"], userWins: row["userWins"], computerWins: row["computerWins"],
                stakedWins: row["stakedWins"], stakedDecided: row["stakedDecided"], rating: row["rating"],
                stakedRoundsToRating: max(0, XiDachScore.minimumRatedRounds - (row["stakedDecided"] as Int)),
                savedAt: row["savedAt"], mine: (row["playerID"] as Int64) == viewer)
        }
    }
}
