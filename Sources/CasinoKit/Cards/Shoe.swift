import Foundation

/// A dealing shoe of several decks with a cut card.
///
/// Cards are dealt from the shuffled shoe until the cut card comes out (``isPastCutCard``); the table
/// then finishes the round and reshuffles. Should a shoe ever run dry mid-round, ``draw(using:)``
/// reshuffles all its cards and goes on, as a dealer would shuffle the discards.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var shoe = try Shoe(decks: 6, penetration: 0.75, using: &generator)
/// let card = shoe.draw(using: &generator)
/// ```
public struct Shoe: Sendable, Hashable, Codable {
    /// How many decks the shoe holds.
    public let decks: Int
    /// The share of the shoe dealt before the cut card.
    public let penetration: Double
    private var cards: [Card]
    /// The cards as stored, dealt ones included: one byte each, the rank's raw value shifted left by two, then the
    /// suit's. Kept with the cards (they change only at a shuffle), since a server stores the shoe on every action.
    public private(set) var storedCards: Data
    private var nextIndex = 0

    /// The decks a shoe may hold.
    public static let deckRange = 1...8
    /// The penetrations a shoe may have.
    public static let penetrationRange = 0.25...0.95

    /// A freshly shuffled shoe of `decks` decks.
    public init(decks: Int, penetration: Double = 0.75, using generator: inout some RandomNumberGenerator)
        throws(ShoeError)
    {
        guard Shoe.deckRange.contains(decks) else { throw .invalidDeckCount(decks) }
        guard Shoe.penetrationRange.contains(penetration) else { throw .invalidPenetration(penetration) }
        self.decks = decks
        self.penetration = penetration
        cards = Array((0..<decks).map { _ in Card.deck }.joined())
        storedCards = Self.storedBytes(of: cards)
        shuffle(using: &generator)
    }

    private enum CodingKeys: String, CodingKey {
        case decks, penetration, cards, nextIndex
    }

    /// Encoded compactly: the cards as one byte each (base64), since a server stores a shoe on every action.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        decks = try container.decode(Int.self, forKey: .decks)
        penetration = try container.decode(Double.self, forKey: .penetration)
        nextIndex = try container.decode(Int.self, forKey: .nextIndex)
        let bytes = try container.decode(Data.self, forKey: .cards)
        var cards: [Card] = []
        cards.reserveCapacity(bytes.count)
        for byte in bytes {
            guard let rank = Rank(rawValue: Int(byte >> 2)), let suit = Suit(rawValue: Int(byte & 3)) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cards, in: container, debugDescription: "not a card: \(byte)")
            }
            cards.append(Card(rank, suit))
        }
        guard (0...cards.count).contains(nextIndex) else {
            throw DecodingError.dataCorruptedError(forKey: .nextIndex, in: container, debugDescription: "past the shoe")
        }
        self.cards = cards
        storedCards = bytes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decks, forKey: .decks)
        try container.encode(penetration, forKey: .penetration)
        try container.encode(nextIndex, forKey: .nextIndex)
        try container.encode(storedCards, forKey: .cards)
    }

    private static func storedBytes(of cards: [Card]) -> Data {
        var stored = Data(count: cards.count)
        stored.withUnsafeMutableBytes { (stored: UnsafeMutableRawBufferPointer) in
            for (index, card) in cards.enumerated() {
                stored[index] = UInt8(card.rank.rawValue << 2 | card.suit.rawValue)
            }
        }
        return stored
    }

    /// A shoe holding exactly `cards`, dealt in order (the first card first): for tests and replays.
    public init(stacked cards: [Card], penetration: Double = 0.95) {
        decks = max(1, (cards.count + 51) / 52)
        self.penetration = penetration
        self.cards = cards
        storedCards = Self.storedBytes(of: cards)
    }

    /// A shoe holding exactly `cards`, dealt in order (the first card first), whose cut card comes out once
    /// `cutCardPosition` cards are dealt (clamped to the shoe): for tests that need a reshuffle at a chosen card.
    /// ``penetration`` is set so that ``cutCardPosition`` is exactly that position.
    ///
    /// ```swift
    /// let shoe = Shoe(stacked: cards, cutCardPosition: 4)   // past the cut card after the first deal of 4 cards
    /// ```
    public init(stacked cards: [Card], cutCardPosition: Int) {
        let position = min(max(0, cutCardPosition), cards.count)
        // Half a card past the position, so that rounding down the product gives the position exactly.
        self.init(stacked: cards, penetration: cards.isEmpty ? 0 : (Double(position) + 0.5) / Double(cards.count))
    }

    /// Cards not dealt yet.
    public var remaining: Int { cards.count - nextIndex }

    /// Cards dealt (and burned) since the last shuffle.
    public var dealt: Int { nextIndex }

    /// Where the cut card sits, counted from the top.
    public var cutCardPosition: Int { Int((Double(cards.count) * penetration).rounded(.down)) }

    /// Whether the cut card has come out: reshuffle before the next round.
    public var isPastCutCard: Bool { nextIndex >= cutCardPosition }

    /// The next card, reshuffling first if the shoe is empty.
    public mutating func draw(using generator: inout some RandomNumberGenerator) -> Card {
        if nextIndex >= cards.count { shuffle(using: &generator) }
        defer { nextIndex += 1 }
        return cards[nextIndex]
    }

    /// Discards `count` cards unseen (the burn after a shuffle).
    public mutating func burn(_ count: Int = 1, using generator: inout some RandomNumberGenerator) {
        for _ in 0..<max(0, count) { _ = draw(using: &generator) }
    }

    /// Gathers every card and shuffles (Fisher-Yates with the given generator).
    public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
        cards.shuffle(using: &generator)
        storedCards = Self.storedBytes(of: cards)
        nextIndex = 0
    }
}

/// A shoe that cannot be built.
public enum ShoeError: Error, Equatable, CustomStringConvertible {
    case invalidDeckCount(Int)
    case invalidPenetration(Double)

    public var description: String {
        switch self {
        case .invalidDeckCount(let decks):
            "A shoe holds \(Shoe.deckRange.lowerBound) to \(Shoe.deckRange.upperBound) decks, not \(decks)."
        case .invalidPenetration(let penetration):
            "The cut card must sit between \(Int(Shoe.penetrationRange.lowerBound * 100))% and "
                + "\(Int(Shoe.penetrationRange.upperBound * 100))% of the shoe, not \(penetration * 100)%."
        }
    }
}
