import CasinoKit

/// Which hand won a coup.
public enum BaccaratOutcome: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case player
    case banker
    case tie

    /// The scoreboard letter: P, B or T.
    public var letter: Character {
        switch self {
        case .player: "P"
        case .banker: "B"
        case .tie: "T"
        }
    }

    public var description: String { rawValue }
}

/// One deal of Punto Banco: both hands as dealt, their totals, the outcome and the pairs.
///
/// Cards go Player, Banker, Player, Banker, then the Player's third card and the Banker's third card
/// when the ``BaccaratDrawingRules`` call for them. A pair is two cards of the same rank (K-K, not K-Q)
/// among a hand's first two cards.
///
/// Encoded with its derived fields for readers; decoding keeps only the cards, recomputes the rest and
/// refuses hands that break the drawing rules.
public struct BaccaratCoup: Sendable, Hashable, Codable {
    public let playerCards: [Card]
    public let bankerCards: [Card]
    /// The Player hand's final total, 0-9.
    public let playerTotal: Int
    /// The Banker hand's final total, 0-9.
    public let bankerTotal: Int
    public let outcome: BaccaratOutcome
    /// Whether the Player's first two cards are a pair.
    public let isPlayerPair: Bool
    /// Whether the Banker's first two cards are a pair.
    public let isBankerPair: Bool
    /// Whether either hand had a natural (8 or 9) on its first two cards.
    public let isNatural: Bool

    /// A coup from hands dealt elsewhere (a replay, a physical table); refused unless they follow the
    /// drawing rules.
    public init(playerCards: [Card], bankerCards: [Card]) throws(BaccaratCoupError) {
        guard playerCards.count >= 2, bankerCards.count >= 2,
            playerCards.count == 2 + (Self.playerDraws(playerCards.prefix(2), bankerCards.prefix(2)) ? 1 : 0),
            bankerCards.count == 2
                + (Self.bankerDraws(
                    playerCards.prefix(2), bankerCards.prefix(2),
                    playerThirdCard: playerCards.count > 2 ? playerCards[2] : nil) ? 1 : 0)
        else { throw .brokenDrawingRules(playerCards: playerCards, bankerCards: bankerCards) }
        self.init(dealtPlayerCards: playerCards, bankerCards: bankerCards)
    }

    private init(dealtPlayerCards playerCards: [Card], bankerCards: [Card]) {
        self.playerCards = playerCards
        self.bankerCards = bankerCards
        playerTotal = BaccaratDrawingRules.total(of: playerCards)
        bankerTotal = BaccaratDrawingRules.total(of: bankerCards)
        outcome = playerTotal > bankerTotal ? .player : bankerTotal > playerTotal ? .banker : .tie
        isPlayerPair = playerCards[0].rank == playerCards[1].rank
        isBankerPair = bankerCards[0].rank == bankerCards[1].rank
        isNatural =
            BaccaratDrawingRules.isNatural(BaccaratDrawingRules.total(of: playerCards.prefix(2)))
            || BaccaratDrawingRules.isNatural(BaccaratDrawingRules.total(of: bankerCards.prefix(2)))
    }

    /// Deals one coup from `shoe`, drawing third cards as the rules require. The caller reshuffles
    /// when the cut card has come out.
    public static func deal(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator) -> BaccaratCoup {
        var playerCards = [shoe.draw(using: &generator)]
        var bankerCards = [shoe.draw(using: &generator)]
        playerCards.append(shoe.draw(using: &generator))
        bankerCards.append(shoe.draw(using: &generator))
        let firstPlayerCards = playerCards
        let firstBankerCards = bankerCards
        if playerDraws(firstPlayerCards[...], firstBankerCards[...]) {
            playerCards.append(shoe.draw(using: &generator))
        }
        if bankerDraws(
            firstPlayerCards[...], firstBankerCards[...], playerThirdCard: playerCards.count > 2 ? playerCards[2] : nil)
        {
            bankerCards.append(shoe.draw(using: &generator))
        }
        return BaccaratCoup(dealtPlayerCards: playerCards, bankerCards: bankerCards)
    }

    /// Whether the Player takes a third card after the first four: never when either hand has a natural.
    private static func playerDraws(_ player: ArraySlice<Card>, _ banker: ArraySlice<Card>) -> Bool {
        !hasNatural(player, banker)
            && BaccaratDrawingRules.playerDraws(playerTotal: BaccaratDrawingRules.total(of: player))
    }

    /// Whether the Banker takes a third card, given the Player's third card if any: never when either hand has a natural.
    private static func bankerDraws(_ player: ArraySlice<Card>, _ banker: ArraySlice<Card>, playerThirdCard: Card?)
        -> Bool
    {
        !hasNatural(player, banker)
            && BaccaratDrawingRules.bankerDraws(
                bankerTotal: BaccaratDrawingRules.total(of: banker),
                playerThirdCard: playerThirdCard?.rank.baccaratValue)
    }

    private static func hasNatural(_ player: ArraySlice<Card>, _ banker: ArraySlice<Card>) -> Bool {
        BaccaratDrawingRules.isNatural(BaccaratDrawingRules.total(of: player))
            || BaccaratDrawingRules.isNatural(BaccaratDrawingRules.total(of: banker))
    }

    private enum CodingKeys: String, CodingKey {
        case playerCards, bankerCards, playerTotal, bankerTotal, outcome, isPlayerPair, isBankerPair, isNatural
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let playerCards = try container.decode([Card].self, forKey: .playerCards)
        let bankerCards = try container.decode([Card].self, forKey: .bankerCards)
        do {
            try self.init(playerCards: playerCards, bankerCards: bankerCards)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .playerCards, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(playerCards, forKey: .playerCards)
        try container.encode(bankerCards, forKey: .bankerCards)
        try container.encode(playerTotal, forKey: .playerTotal)
        try container.encode(bankerTotal, forKey: .bankerTotal)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(isPlayerPair, forKey: .isPlayerPair)
        try container.encode(isBankerPair, forKey: .isBankerPair)
        try container.encode(isNatural, forKey: .isNatural)
    }
}

/// Hands that cannot come from a Punto Banco deal.
public enum BaccaratCoupError: Error, Equatable, CustomStringConvertible {
    case brokenDrawingRules(playerCards: [Card], bankerCards: [Card])

    public var description: String {
        switch self {
        case .brokenDrawingRules(let playerCards, let bankerCards):
            "Player \(playerCards.map(\.description).joined(separator: " ")) and Banker "
                + "\(bankerCards.map(\.description).joined(separator: " ")) do not follow the drawing rules: "
                + "each hand holds two cards, plus a third only when the rules call for it."
        }
    }
}
