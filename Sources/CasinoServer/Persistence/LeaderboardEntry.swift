import AppServer
import Foundation
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

extension LeaderboardEntry {
    /// The top 100 players, each by their best-rated saved match, as `viewer` sees them: rated matches by rating, then
    /// unrated ones by staked wins; stake-free wins never rank.
    static func top(viewer: Int64?, _ db: any SQLConnection) throws -> [LeaderboardEntry] {
        try db.all(
            """
            SELECT id, player_id, name, user_wins, computer_wins, staked_wins, staked_decided, rating, saved_at FROM (
                SELECT *, ROW_NUMBER() OVER (
                    PARTITION BY player_id ORDER BY rating IS NULL, rating DESC, staked_wins DESC, saved_at DESC
                ) AS best
                FROM saved_match) AS ranked
            WHERE best = 1
            ORDER BY rating IS NULL, rating DESC, staked_wins DESC, saved_at DESC LIMIT 100
            """
        ) { row in
            LeaderboardEntry(
                id: try row.value("id"), savedBy: try row.value("player_id"), name: try row.value("name"),
                userWins: try row.value("user_wins"), computerWins: try row.value("computer_wins"),
                stakedWins: try row.value("staked_wins"), stakedDecided: try row.value("staked_decided"),
                rating: try row.optional("rating"), savedAt: try row.value("saved_at"), viewer: viewer)
        }
    }
}
