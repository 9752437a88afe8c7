import CasinoKit

/// The cards of one side in a round of Xì Dách, evaluated under a set of rules.
///
/// ```swift
/// let hand = XiDachHand([Card(.ace, .spades), Card(.king, .hearts)])
/// hand.value(under: .document)     // .xiDach
/// ```
public struct XiDachHand: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Ngũ Linh takes five cards.
    public static let nguLinhCardCount = 5

    /// The cards in the order they were dealt.
    public private(set) var cards: [Card]

    public init(_ cards: [Card] = []) {
        self.cards = cards
    }

    /// Adds a dealt card.
    public mutating func add(_ card: Card) {
        cards.append(card)
    }

    /// What the hand is worth under `rules`.
    public func value(under rules: XiDachRules) -> XiDachHandValue {
        summary.value(under: rules)
    }

    /// The highest count of at most 21 the aces allow under `rules`, or the lowest count when every choice is
    /// over 21. Specials count too, e.g. an ace and a king make 20 under the document rules (ace 10).
    public func bestTotal(under rules: XiDachRules) -> Int {
        summary.bestTotal(under: rules)
    }

    /// The cards, e.g. "A♠ K♥".
    public var description: String { cards.map(\.description).joined(separator: " ") }

    var summary: XiDachHandSummary {
        cards.reduce(into: XiDachHandSummary()) { $0.add($1.rank) }
    }
}

/// Everything evaluation needs from a hand, without the cards' order or suits.
struct XiDachHandSummary: Hashable {
    private(set) var cardCount = 0
    private(set) var aceCount = 0
    /// The count with every ace as 1 and tens and faces as 10.
    private(set) var hardTotal = 0
    private(set) var faceCount = 0
    private(set) var tenCount = 0

    mutating func add(_ rank: Rank) {
        cardCount += 1
        hardTotal += rank.pointValue
        if rank == .ace { aceCount += 1 }
        if rank == .ten { tenCount += 1 }
        if rank.isFace { faceCount += 1 }
    }

    func adding(_ rank: Rank) -> XiDachHandSummary {
        var summary = self
        summary.add(rank)
        return summary
    }

    /// The values an ace may take in this hand: 1 or 10 (document); 10 or 11 with two cards, 1 or 10 with
    /// three, 1 with four or more (folk).
    private func aceValues(under rules: XiDachRules) -> (low: Int, high: Int) {
        switch rules.aceValuation {
        case .oneOrTen: (1, 10)
        case .byHandSize where cardCount <= 2: (10, 11)
        case .byHandSize where cardCount == 3: (1, 10)
        case .byHandSize: (1, 1)
        }
    }

    func bestTotal(under rules: XiDachRules) -> Int {
        let aces = aceValues(under: rules)
        var total = hardTotal - aceCount + aceCount * aces.low
        var acesLeftToRaise = aceCount
        while acesLeftToRaise > 0 && total + aces.high - aces.low <= 21 {
            total += aces.high - aces.low
            acesLeftToRaise -= 1
        }
        return total
    }

    func value(under rules: XiDachRules) -> XiDachHandValue {
        if cardCount == 2 && aceCount == 2 { return .xiBan }
        if cardCount == 2 && aceCount == 1 {
            let partners = rules.xiDachPartners == .faceCards ? faceCount : faceCount + tenCount
            if partners == 1 { return .xiDach }
        }
        let total = bestTotal(under: rules)
        if total > 21 { return .quac(total: total) }
        return cardCount >= XiDachHand.nguLinhCardCount ? .nguLinh(total: total) : .points(total: total)
    }
}
