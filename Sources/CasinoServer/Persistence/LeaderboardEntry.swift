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

    /// The entry of a stored match saved by `player`, as `viewer` sees it.
    init(
        id: Int64, savedBy player: Int64, name: String, userWins: Int, computerWins: Int, stakedWins: Int,
        stakedDecided: Int, rating: Double?, savedAt: Date, viewer: Int64?
    ) {
        self.id = id
        self.name = name
        self.userWins = userWins
        self.computerWins = computerWins
        self.stakedWins = stakedWins
        self.stakedDecided = stakedDecided
        self.rating = rating
        self.stakedRoundsToRating = XiDachScore.roundsToRating(stakedDecided: stakedDecided)
        self.savedAt = savedAt
        self.mine = player == viewer
    }
}

extension SavedMatchRecord {
    /// The record of `match` saved by `playerID` at `savedAt`.
    init(playerID: Int64, match: XiDachSavedMatch, savedAt: Date) {
        self.init(
            id: nil, playerID: playerID, matchID: match.matchID, name: match.name, userWins: match.score.userWins,
            computerWins: match.score.computerWins, stakedWins: match.score.stakedWins,
            stakedDecided: match.score.stakedDecided, rating: match.score.rating, savedAt: savedAt)
    }

    /// The top 100 players, each by their best-rated saved match: rated matches by rating, then unrated ones by
    /// staked wins; stake-free wins never rank.
    static func leaderboard(_ db: Database, viewer: Int64?) throws -> [LeaderboardEntry] {
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
                id: row["id"], savedBy: row["playerID"], name: row["name"], userWins: row["userWins"],
                computerWins: row["computerWins"], stakedWins: row["stakedWins"], stakedDecided: row["stakedDecided"],
                rating: row["rating"], savedAt: row["savedAt"], viewer: viewer)
        }
    }

    /// Saves `match`, one entry per player and match: a later save replaces the entry only if it rates at least as
    /// well.
    static func keepBest(_ match: SavedMatchRecord, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO savedMatch (playerID, matchID, name, userWins, computerWins, stakedWins, stakedDecided,
                                        rating, savedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(playerID, matchID) DO UPDATE SET
                    name = excluded.name, userWins = excluded.userWins, computerWins = excluded.computerWins,
                    stakedWins = excluded.stakedWins, stakedDecided = excluded.stakedDecided,
                    rating = excluded.rating, savedAt = excluded.savedAt
                WHERE COALESCE(excluded.rating, -1) >= COALESCE(savedMatch.rating, -1)
                """
        ).execute(arguments: [
            match.playerID, match.matchID, match.name, match.userWins, match.computerWins, match.stakedWins,
            match.stakedDecided, match.rating, match.savedAt,
        ])
    }
}
