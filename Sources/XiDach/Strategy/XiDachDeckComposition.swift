import CasinoKit

/// How many cards of each rank are left, suits aside: what the advisor needs to know about a deck.
public struct XiDachDeckComposition: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Counts indexed by `rank.rawValue - 1`, ace first.
    private var counts: [Int]

    /// `decks` full decks (1-8): four of each rank per deck.
    public init(decks: Int = 1) throws(XiDachError) {
        guard Shoe.deckRange.contains(decks) else { throw .invalidDeckCount(decks) }
        counts = Array(repeating: 4 * decks, count: Rank.allCases.count)
    }

    /// Exactly `cards`.
    public init(cards: some Sequence<Card>) {
        counts = Array(repeating: 0, count: Rank.allCases.count)
        for card in cards { counts[card.rank.rawValue - 1] += 1 }
    }

    /// How many cards of `rank` are left.
    public func count(of rank: Rank) -> Int { counts[rank.rawValue - 1] }

    /// How many cards are left.
    public var total: Int { counts.reduce(0, +) }

    /// The composition without `cards`; refused if one of them is not left.
    public func removing(_ cards: some Sequence<Card>) throws(XiDachError) -> XiDachDeckComposition {
        var composition = self
        for card in cards {
            guard composition.counts[card.rank.rawValue - 1] > 0 else { throw .cardNotInDeck(card) }
            composition.counts[card.rank.rawValue - 1] -= 1
        }
        return composition
    }

    /// E.g. "A×4 2×4 … K×3".
    public var description: String {
        Rank.allCases.map { "\($0.symbol)×\(count(of: $0))" }.joined(separator: " ")
    }

    private enum CodingKeys: String, CodingKey { case counts }

    /// Decodes thirteen counts, ace first, none negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let counts = try container.decode([Int].self, forKey: .counts)
        guard counts.count == Rank.allCases.count, counts.allSatisfy({ $0 >= 0 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .counts, in: container, debugDescription: "Expected 13 counts, ace first, none negative.")
        }
        self.counts = counts
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(counts, forKey: .counts)
    }
}
