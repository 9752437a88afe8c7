import CasinoKit

/// The Punto Banco tableau: when the Player and the Banker hands take a third card.
///
/// Totals are baccarat points, 0-9; card values are ``CasinoKit/Rank/baccaratValue``.
/// A natural (8 or 9 on the first two cards of either hand) stops the deal before these rules apply.
public enum BaccaratDrawingRules {
    /// The baccarat total of `cards`: the last digit of the sum of their values.
    public static func total(of cards: some Sequence<Card>) -> Int {
        cards.reduce(0) { ($0 + $1.rank.baccaratValue) % 10 }
    }

    /// Whether a two-card total is a natural (8 or 9): both hands then stand.
    public static func isNatural(_ total: Int) -> Bool { total >= 8 }

    /// Whether the Player draws on a two-card total: on 0-5, standing on 6-7.
    public static func playerDraws(playerTotal: Int) -> Bool { playerTotal <= 5 }

    /// Whether the Banker draws on a two-card total, given the value (0-9) of the Player's third card,
    /// or `nil` when the Player stood.
    ///
    /// When the Player stood the Banker draws on 0-5. When the Player drew: 0-2 draw; 3 draws unless the
    /// Player's third card is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
    public static func bankerDraws(bankerTotal: Int, playerThirdCard: Int?) -> Bool {
        guard let third = playerThirdCard else { return bankerTotal <= 5 }
        switch bankerTotal {
        case 0...2: return true
        case 3: return third != 8
        case 4: return (2...7).contains(third)
        case 5: return (4...7).contains(third)
        case 6: return (6...7).contains(third)
        default: return false
        }
    }
}
