import CasinoKit

/// The running score of a match, shown as the report's line "computer win: X user win: Y", and the staked rounds
/// the leaderboard rates.
public struct XiDachScore: Sendable, Hashable, Codable, CustomStringConvertible {
    public private(set) var computerWins = 0
    public private(set) var userWins = 0
    /// Rounds neither side won.
    public private(set) var pushes = 0
    /// The player's money won (negative: lost) over the staked rounds.
    public private(set) var playerNet = Money.zero
    /// Rounds played for money that one side won.
    public private(set) var stakedDecided = 0
    /// Of ``stakedDecided``, the rounds the player won.
    public private(set) var stakedWins = 0

    /// Decided staked rounds a match needs before it is rated.
    public static let minimumRatedRounds = 10

    /// The decided staked rounds still to play before a match with `stakedDecided` of them is rated (0 once rated).
    public static func roundsToRating(stakedDecided: Int) -> Int { max(0, minimumRatedRounds - stakedDecided) }

    public init() {}

    /// Reads a stored score; scores stored before staked rounds were counted have none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        computerWins = try container.decode(Int.self, forKey: .computerWins)
        userWins = try container.decode(Int.self, forKey: .userWins)
        pushes = try container.decode(Int.self, forKey: .pushes)
        playerNet = try container.decode(Money.self, forKey: .playerNet)
        stakedDecided = try container.decodeIfPresent(Int.self, forKey: .stakedDecided) ?? 0
        stakedWins = try container.decodeIfPresent(Int.self, forKey: .stakedWins) ?? 0
    }

    /// Counts a settled round and, if staked, its money.
    mutating func record(_ result: XiDachResult, stake: Money?) {
        switch result.outcome {
        case .playerWins: userWins += 1
        case .computerWins: computerWins += 1
        case .push: pushes += 1
        }
        guard let stake else { return }
        playerNet = playerNet + result.playerNet(stake: stake)
        if result.outcome != .push {
            stakedDecided += 1
            if result.outcome == .playerWins { stakedWins += 1 }
        }
    }

    /// The match's leaderboard rating, from 0 to 1: the lower bound of the 95% Wilson score interval of the share
    /// of decided staked rounds the player won; `nil` below ``minimumRatedRounds`` of them.
    ///
    /// Only rounds played for money count, so free rounds cannot be farmed, and the lower bound rewards a share
    /// held over many rounds over a lucky streak: 8 wins of 10 rate 0.49, 80 of 100 rate 0.71.
    public var rating: Double? {
        guard stakedDecided >= Self.minimumRatedRounds else { return nil }
        let n = Double(stakedDecided)
        let share = Double(stakedWins) / n
        let z = 1.959_963_984_540_054
        let z2 = z * z
        let centre = share + z2 / (2 * n)
        let margin = z * (share * (1 - share) / n + z2 / (4 * n * n)).squareRoot()
        return (centre - margin) / (1 + z2 / n)
    }

    /// "computer win: X user win: Y".
    public var description: String { "computer win: \(computerWins) user win: \(userWins)" }
}
