import CasinoKit

/// How the dealer's hand ends.
public enum DealerFinalHand: String, Sendable, Hashable, CaseIterable, Codable {
    case seventeen = "17"
    case eighteen = "18"
    case nineteen = "19"
    case twenty = "20"
    case twentyOne = "21"
    /// A two-card 21.
    case blackjack
    case bust
}

/// The probability of each way the dealer's hand can end.
public struct DealerFinalHandProbabilities: Sendable, Hashable, CustomStringConvertible {
    public internal(set) var seventeen = 0.0
    public internal(set) var eighteen = 0.0
    public internal(set) var nineteen = 0.0
    public internal(set) var twenty = 0.0
    public internal(set) var twentyOne = 0.0
    public internal(set) var blackjack = 0.0
    public internal(set) var bust = 0.0

    /// The probability of `hand`.
    public subscript(hand: DealerFinalHand) -> Double {
        switch hand {
        case .seventeen: seventeen
        case .eighteen: eighteen
        case .nineteen: nineteen
        case .twenty: twenty
        case .twentyOne: twentyOne
        case .blackjack: blackjack
        case .bust: bust
        }
    }

    /// The probability that the dealer stands on `total` (17-21, blackjack excluded); 0 for other totals.
    func standing(on total: Int) -> Double {
        switch total {
        case 17: seventeen
        case 18: eighteen
        case 19: nineteen
        case 20: twenty
        case 21: twentyOne
        default: 0
        }
    }

    static func certain(total: Int) -> DealerFinalHandProbabilities {
        var probabilities = DealerFinalHandProbabilities()
        switch total {
        case 17: probabilities.seventeen = 1
        case 18: probabilities.eighteen = 1
        case 19: probabilities.nineteen = 1
        case 20: probabilities.twenty = 1
        case 21: probabilities.twentyOne = 1
        default: probabilities.bust = 1
        }
        return probabilities
    }

    mutating func add(_ other: DealerFinalHandProbabilities, weight: Double) {
        seventeen += weight * other.seventeen
        eighteen += weight * other.eighteen
        nineteen += weight * other.nineteen
        twenty += weight * other.twenty
        twentyOne += weight * other.twentyOne
        blackjack += weight * other.blackjack
        bust += weight * other.bust
    }

    public var description: String {
        DealerFinalHand.allCases.map { "\($0.rawValue): \(self[$0])" }.joined(separator: ", ")
    }
}

/// The dealer's final-hand probabilities, computed exactly from a shoe composition.
///
/// The dealer's hole card and hits are drawn without replacement from the shoe; the recursion is memoized on
/// the multiset of cards the dealer has drawn, which fixes both the dealer's total and the cards left.
///
/// ```swift
/// let shoe = try ShoeComposition(decks: 6).removing([Card(.six, .hearts)])
/// let sixUp = DealerProbabilities.finalHands(upCard: .six, shoe: shoe, dealerHitsSoft17: false, afterPeek: false)
/// sixUp.bust      // ≈ 0.4228
/// ```
public enum DealerProbabilities {
    /// The final-hand probabilities for a dealer showing `upCard` who draws the hole card and any hits from
    /// `shoe` (the cards left once the up card and every other known card are out).
    ///
    /// With `afterPeek`, an ace or ten up card is known not to hide a blackjack (the dealer peeked), so the
    /// probabilities are conditioned on that and `blackjack` is 0. The shoe must hold enough cards for the
    /// dealer to finish; any shoe of 11 cards or more does.
    public static func finalHands(
        upCard: Rank, shoe: ShoeComposition, dealerHitsSoft17: Bool, afterPeek: Bool
    ) -> DealerFinalHandProbabilities {
        finalHands(
            upValue: upCard.pointValue, counts: shoe.counts, dealerHitsSoft17: dealerHitsSoft17,
            afterPeek: afterPeek)
    }

    /// The table for a fresh shoe of `decks` decks: for each up card (ace, two ... ten), the final-hand
    /// probabilities with only that up card removed from the shoe.
    public static func table(decks: Int, dealerHitsSoft17: Bool, afterPeek: Bool)
        -> [Rank: DealerFinalHandProbabilities]
    {
        var table: [Rank: DealerFinalHandProbabilities] = [:]
        for rank in Rank.allCases where rank <= .ten {
            var counts = ShoeComposition(decks: decks).counts
            counts[rank.pointValue - 1] -= 1
            table[rank] = finalHands(
                upValue: rank.pointValue, counts: counts, dealerHitsSoft17: dealerHitsSoft17,
                afterPeek: afterPeek)
        }
        return table
    }

    static func finalHands(
        upValue: Int, counts: [Int], dealerHitsSoft17: Bool, afterPeek: Bool
    ) -> DealerFinalHandProbabilities {
        var recursion = DealerRecursion(counts: counts, hitsSoft17: dealerHitsSoft17)
        let holeValueMakingBlackjack = upValue == 1 ? 10 : upValue == 10 ? 1 : 0
        let excludedHoleValue = afterPeek ? holeValueMakingBlackjack : 0
        return recursion.outcome(
            hard: upValue, hasAce: upValue == 1, cardCount: 1, drawn: 0,
            excludedValue: excludedHoleValue)
    }
}

/// The memoized recursion behind ``DealerProbabilities``.
private struct DealerRecursion {
    var counts: [Int]
    var remaining: Int
    let hitsSoft17: Bool
    /// Results by the multiset of drawn cards, packed 5 bits per value.
    var memo: [UInt64: DealerFinalHandProbabilities] = [:]

    init(counts: [Int], hitsSoft17: Bool) {
        self.counts = counts
        remaining = counts.reduce(0, +)
        self.hitsSoft17 = hitsSoft17
    }

    /// The outcome from a hand with hard total `hard` (aces as 1) of `cardCount` cards, `drawn` being the packed
    /// multiset of the cards drawn after the up card. `excludedValue` (1-10, or 0 for none) cannot be drawn next:
    /// the hole card after a peek.
    mutating func outcome(hard: Int, hasAce: Bool, cardCount: Int, drawn: UInt64, excludedValue: Int)
        -> DealerFinalHandProbabilities
    {
        let soft = hasAce && hard <= 11
        let best = soft ? hard + 10 : hard
        if hard > 21 { return .certain(total: 22) }
        if cardCount == 2 && best == 21 {
            var blackjack = DealerFinalHandProbabilities()
            blackjack.blackjack = 1
            return blackjack
        }
        if cardCount >= 2 && best >= 17 && !(hitsSoft17 && soft && best == 17) { return .certain(total: best) }
        if let known = memo[drawn] { return known }

        var result = DealerFinalHandProbabilities()
        let excludedCount = excludedValue == 0 ? 0 : counts[excludedValue - 1]
        let drawable = remaining - excludedCount
        if drawable > 0 {
            for value in 1...10 where value != excludedValue {
                let available = counts[value - 1]
                guard available > 0 else { continue }
                counts[value - 1] = available - 1
                remaining -= 1
                let next = outcome(
                    hard: hard + value, hasAce: hasAce || value == 1, cardCount: cardCount + 1,
                    drawn: drawn &+ (1 << UInt64(5 * (value - 1))), excludedValue: 0)
                counts[value - 1] = available
                remaining += 1
                result.add(next, weight: Double(available) / Double(drawable))
            }
        }
        memo[drawn] = result
        return result
    }
}
