import CasinoKit

/// The cards left in a shoe, counted by blackjack value: what the strategy engine needs to know about a shoe.
///
/// Values run from 1 (aces) to 10 (tens and faces).
///
/// ```swift
/// var shoe = ShoeComposition(decks: 6)
/// try shoe.remove(Card(.ten, .spades))
/// shoe.count(ofValue: 10)      // 95
/// ```
public struct ShoeComposition: Sendable, Hashable, CustomStringConvertible {
    /// Cards of each value: index 0 holds the aces, 1 the twos ... 8 the nines, 9 the tens and faces.
    public private(set) var counts: [Int]
    /// All the cards left.
    public private(set) var total: Int

    /// The blackjack values a card can have: 1 (ace) to 10.
    public static let values = 1...10

    /// A full shoe of `decks` decks.
    public init(decks: Int) {
        let perDeck = max(0, decks)
        counts = Array(repeating: 4 * perDeck, count: 9) + [16 * perDeck]
        total = 52 * perDeck
    }

    /// A shoe holding `counts[value - 1]` cards of each value from 1 (ace) to 10.
    public init(counts: [Int]) throws(ShoeCompositionError) {
        guard counts.count == 10, counts.allSatisfy({ $0 >= 0 }) else { throw .invalidCounts(counts) }
        self.counts = counts
        total = counts.reduce(0, +)
    }

    /// How many cards of blackjack value `value` (1 for an ace ... 10 for tens and faces) are left.
    public func count(ofValue value: Int) -> Int {
        ShoeComposition.values.contains(value) ? counts[value - 1] : 0
    }

    /// Takes out one card of blackjack value `value`.
    public mutating func remove(value: Int) throws(ShoeCompositionError) {
        guard count(ofValue: value) > 0 else { throw .noCardLeft(value: value) }
        counts[value - 1] -= 1
        total -= 1
    }

    /// Takes out `card`.
    public mutating func remove(_ card: Card) throws(ShoeCompositionError) {
        try remove(value: card.rank.pointValue)
    }

    /// The shoe without `cards`.
    public func removing(_ cards: [Card]) throws(ShoeCompositionError) -> ShoeComposition {
        var shoe = self
        for card in cards { try shoe.remove(card) }
        return shoe
    }

    public var description: String {
        zip(ShoeComposition.values, counts).map { "\($0 == 1 ? "A" : String($0)):\($1)" }.joined(separator: " ")
    }
}

/// A shoe composition that cannot be built.
public enum ShoeCompositionError: Error, Equatable, CustomStringConvertible {
    case invalidCounts([Int])
    case noCardLeft(value: Int)

    public var description: String {
        switch self {
        case .invalidCounts(let counts):
            "A shoe composition needs 10 non-negative counts (aces to tens), not \(counts)."
        case .noCardLeft(let value):
            "The shoe holds no card of value \(value == 1 ? "ace" : String(value)) to take out."
        }
    }
}
