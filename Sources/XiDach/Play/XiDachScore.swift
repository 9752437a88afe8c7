import CasinoKit

/// The running score of a match, shown as the report's line "computer win: X user win: Y".
public struct XiDachScore: Sendable, Hashable, Codable, CustomStringConvertible {
    public private(set) var computerWins = 0
    public private(set) var userWins = 0
    /// Rounds neither side won.
    public private(set) var pushes = 0
    /// The player's money won (negative: lost) over the staked rounds.
    public private(set) var playerNet = Money.zero

    public init() {}

    /// Counts a settled round and, if staked, its money.
    mutating func record(_ result: XiDachResult, stake: Money?) {
        switch result.outcome {
        case .playerWins: userWins += 1
        case .computerWins: computerWins += 1
        case .push: pushes += 1
        }
        if let stake { playerNet = playerNet + result.playerNet(stake: stake) }
    }

    /// "computer win: X user win: Y".
    public var description: String { "computer win: \(computerWins) user win: \(userWins)" }
}
