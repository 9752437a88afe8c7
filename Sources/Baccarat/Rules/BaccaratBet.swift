import CasinoKit

/// The bets of Punto Banco and what each pays.
public enum BaccaratBet: String, Sendable, Hashable, Codable, CaseIterable {
    case player
    case banker
    case tie
    case playerPair = "player-pair"
    case bankerPair = "banker-pair"

    /// The win for `stake` on this bet, not counting the returned stake: Player 1:1, Banker 0.95:1
    /// (5% commission, rounded down to the cent), Tie 8:1, either Pair 11:1.
    public func winnings(on stake: Money) -> Money {
        switch self {
        case .player: stake
        case .banker: stake.scaled(by: 95, over: 100)
        case .tie: stake.scaled(by: 8, over: 1)
        case .playerPair, .bankerPair: stake.scaled(by: 11, over: 1)
        }
    }

    /// Whether the bet is a side bet (the pairs).
    public var isSideBet: Bool { self == .playerPair || self == .bankerPair }
}
