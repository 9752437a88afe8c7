import CasinoKit

/// The bets of Punto Banco and what each pays.
public enum BaccaratBet: String, Sendable, Hashable, Codable, CaseIterable {
    case player
    case banker
    case tie
    case playerPair = "player-pair"
    case bankerPair = "banker-pair"

    /// What a win pays per unit staked, as a fraction: Player 1:1, Banker 0.95:1 (5% commission), Tie 8:1,
    /// either Pair 11:1.
    public var payout: (numerator: Int, denominator: Int) {
        switch self {
        case .player: (1, 1)
        case .banker: (95, 100)
        case .tie: (8, 1)
        case .playerPair, .bankerPair: (11, 1)
        }
    }

    /// What a win pays per unit staked, as a number (0.95 for the Banker).
    public var odds: Double { Double(payout.numerator) / Double(payout.denominator) }

    /// The payout as tables print it: `0.95:1`, `8:1`.
    public var oddsLabel: String {
        let (numerator, denominator) = payout
        return numerator % denominator == 0 ? "\(numerator / denominator):1" : "\(odds):1"
    }

    /// The win for `stake` on this bet, not counting the returned stake, rounded down to the cent.
    public func winnings(on stake: Money) -> Money {
        stake.scaled(by: payout.numerator, over: payout.denominator)
    }
}
