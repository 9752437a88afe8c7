import CasinoKit

/// A side bet on the player's first two cards being special: Xì Bàn (two aces) pays 60:1; Xì Dách pays 18:1
/// where only J/Q/K make it (the report's game) and 13:1 where any ten-value card does (the folk game, where it
/// is more frequent). One deck: house edge 8/221 (3.6%) and 32/663 (4.8%).
///
/// ```swift
/// let net = SpecialStartBet.net(stake: .dollars(5), firstTwoCards: [Card(.ace, .spades), Card(.king, .hearts)],
///                               rules: .document)                    // +$90
/// SpecialStartBet.houseEdge(decks: 1, rules: .document)              // 8/221, about 3.62%
/// ```
public enum SpecialStartBet {
    /// What Xì Bàn pays, to one.
    public static let xiBanPays = 60

    /// What Xì Dách pays, to one, under `rules`.
    public static func xiDachPays(under rules: XiDachRules) -> Int {
        rules.xiDachPartners == .faceCards ? 18 : 13
    }

    /// The odds paid on `cards` (the first two), or `nil` when the bet loses.
    public static func odds(firstTwoCards cards: [Card], rules: XiDachRules) -> Int? {
        guard cards.count == 2 else { return nil }
        switch XiDachHand(cards).value(under: rules) {
        case .xiBan: return xiBanPays
        case .xiDach: return xiDachPays(under: rules)
        default: return nil
        }
    }

    /// The net result of `stake` on the first two cards: the win, or minus the stake.
    public static func net(stake: Money, firstTwoCards cards: [Card], rules: XiDachRules) -> Money {
        guard let odds = odds(firstTwoCards: cards, rules: rules) else { return -stake }
        return stake.scaled(by: odds, over: 1)
    }

    /// The exact house edge with a full shoe of `decks` decks: over every ordered pair of first cards.
    public static func houseEdge(decks: Int, rules: XiDachRules) -> Double {
        let deck = Card.deck
        let copies = max(1, decks)
        let cards = copies * deck.count
        var expected = 0
        for first in deck {
            for second in deck {
                // Ordered ways to deal `first` then `second` from the shoe.
                let ways = first == second ? copies * (copies - 1) : copies * copies
                guard ways > 0 else { continue }
                expected += ways * (odds(firstTwoCards: [first, second], rules: rules) ?? -1)
            }
        }
        return -Double(expected) / Double(cards * (cards - 1))
    }
}
