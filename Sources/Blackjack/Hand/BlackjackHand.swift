import CasinoKit

/// The cards of one blackjack hand, the player's or the dealer's, and what they add up to.
///
/// ```swift
/// var hand = BlackjackHand([Card(.ace, .spades), Card(.six, .hearts)])
/// hand.total          // 17
/// hand.isSoft         // true: the ace counts as 11
/// hand.add(Card(.ten, .clubs))
/// hand.total          // 17, now hard
/// ```
public struct BlackjackHand: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The cards in the order they were dealt.
    public private(set) var cards: [Card]
    /// Whether the hand was made by splitting a pair: its two-card 21 is 21, not a blackjack.
    public let isFromSplit: Bool

    public init(_ cards: [Card] = [], isFromSplit: Bool = false) {
        self.cards = cards
        self.isFromSplit = isFromSplit
    }

    /// Adds a dealt card.
    public mutating func add(_ card: Card) {
        cards.append(card)
    }

    /// The total with every ace counted as 1.
    public var hardTotal: Int { cards.reduce(0) { $0 + $1.rank.pointValue } }

    /// Whether an ace counts as 11 in ``total`` (the hand cannot bust by taking one card).
    public var isSoft: Bool { cards.contains { $0.rank == .ace } && hardTotal + 10 <= 21 }

    /// The best total: one ace counts as 11 when that does not take the hand over 21.
    public var total: Int { isSoft ? hardTotal + 10 : hardTotal }

    /// Whether the total is over 21.
    public var isBust: Bool { total > 21 }

    /// An ace and a ten-value card as the first two cards of a hand that did not come from a split.
    public var isBlackjack: Bool { !isFromSplit && cards.count == 2 && total == 21 }

    /// Exactly two cards of the same rank, e.g. 8-8 or K-K (K-Q is not a pair, though it may be split).
    public var isPair: Bool { cards.count == 2 && cards[0].rank == cards[1].rank }

    /// Exactly two cards of the same point value: a pair, or any two ten-value cards (K-Q), as most
    /// tables allow. Whether the split is legal also depends on the rules; see ``BlackjackRound/legalActions``.
    public var canSplit: Bool { cards.count == 2 && cards[0].rank.pointValue == cards[1].rank.pointValue }

    /// The cards and total, e.g. `A♠ 6♥ (soft 17)`.
    public var description: String {
        let cardList = cards.map(\.description).joined(separator: " ")
        let summary = isBlackjack ? "blackjack" : isBust ? "bust \(total)" : isSoft ? "soft \(total)" : "\(total)"
        return "\(cardList) (\(summary))"
    }
}
