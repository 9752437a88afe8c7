import CasinoKit

/// The Hi-Lo card count: 2-6 count +1, 7-9 count 0, tens, faces and aces count -1.
///
/// The running count sums the tags of the cards seen; the true count divides it by the decks not yet
/// dealt, worked out from the cards remaining. A full deck counts 0.
///
/// ```swift
/// var counter = try HiLoCounter(decks: 6)
/// counter.count([Card(.five, .hearts), Card(.king, .spades), Card(.two, .clubs)])
/// counter.runningCount     // +1
/// counter.trueCount        // 1 / (309 / 52), about 0.17
/// ```
public struct HiLoCounter: Sendable, Hashable, Codable {
    /// The decks in the shoe being counted.
    public let decks: Int
    /// The sum of the Hi-Lo tags of every card counted since the last reset.
    public private(set) var runningCount = 0
    /// The cards counted since the last reset.
    public private(set) var cardsSeen = 0

    /// A counter at zero for a shoe of `decks` decks (1-8, as ``CasinoKit/Shoe`` holds).
    public init(decks: Int) throws(HiLoCounterError) {
        guard Shoe.deckRange.contains(decks) else { throw .invalidDeckCount(decks) }
        self.decks = decks
    }

    /// A card's Hi-Lo tag: +1 for 2-6, 0 for 7-9, -1 for tens, faces and aces.
    public static func tag(of rank: Rank) -> Int {
        switch rank {
        case .two, .three, .four, .five, .six: 1
        case .seven, .eight, .nine: 0
        case .ten, .jack, .queen, .king, .ace: -1
        }
    }

    /// Counts a card as it is seen.
    public mutating func count(_ card: Card) {
        runningCount += HiLoCounter.tag(of: card.rank)
        cardsSeen += 1
    }

    /// Counts cards as they are seen.
    public mutating func count(_ cards: some Sequence<Card>) {
        for card in cards { count(card) }
    }

    /// Back to zero, for a freshly shuffled shoe.
    public mutating func reset() {
        runningCount = 0
        cardsSeen = 0
    }

    /// The cards not yet seen.
    public var cardsRemaining: Int { max(0, decks * 52 - cardsSeen) }

    /// The decks not yet seen, in fractions of a deck: cards remaining / 52.
    public var decksRemaining: Double { Double(cardsRemaining) / 52 }

    /// The running count per deck remaining; `nil` once every card has been seen (reshuffle and reset).
    public var trueCount: Double? {
        cardsRemaining > 0 ? Double(runningCount) / decksRemaining : nil
    }
}

/// A counter that cannot be built.
public enum HiLoCounterError: Error, Equatable, CustomStringConvertible {
    case invalidDeckCount(Int)

    public var description: String {
        switch self {
        case .invalidDeckCount(let decks):
            "A counted shoe holds \(Shoe.deckRange.lowerBound) to \(Shoe.deckRange.upperBound) decks, not \(decks)."
        }
    }
}
