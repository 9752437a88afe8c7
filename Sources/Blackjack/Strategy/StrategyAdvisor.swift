import CasinoKit

/// Expected values and the best action for any hand under a table's rules, computed from the shoe's composition
/// rather than read from a chart: what the game's hint above the actions asks.
///
/// Each value starts from the cards left (the player's cards and the dealer's up card removed) and is exact for
/// standing and doubling; hitting is exact for the first card drawn and plays on as if later cards came from that
/// composition. Against an ace or a ten in a game with a peek, values are conditioned on the dealer not holding
/// blackjack (the player only acts after the peek); without a peek, they include losing the whole stake to a
/// dealer blackjack.
///
/// Splits use the standard approximation: each post-split hand is played from the composition left after the
/// pair, its second card and the up card are out, ignoring the cards of the other split hands. A second card of
/// the pair's value is resplit while the hands stay under `maxSplitHands` (aces only with `resplitAces`), the
/// expected hand count following from the chance of drawing that value; post-split hands double only with
/// `doubleAfterSplit`, and split aces take one card unless `hitSplitAces`.
///
/// Results are cached per composition, so repeated questions on the same shoe take microseconds; a new hand costs
/// a few dealer recursions, about a millisecond in a release build. The advisor is a value: keep it in a `var`.
///
/// ```swift
/// var advisor = StrategyAdvisor(rules: .vegas)
/// let hand = [Card(.ten, .spades), Card(.six, .hearts)]
/// advisor.bestAction(hand: hand, upCard: Card(.ten, .clubs), legalActions: [.hit, .stand])   // .hit
/// ```
public struct StrategyAdvisor: Sendable {
    public let rules: BlackjackRules
    private var analyses: [AnalysisKey: CompositionAnalysis] = [:]

    /// With fewer cards than this left, the table would have reshuffled: the advisor assumes a fresh shoe.
    public static let minimumShoeCards = 20
    /// Compositions kept in the cache before it is cleared.
    static let cacheLimit = 4096

    public init(rules: BlackjackRules) {
        self.rules = rules
    }

    /// The expected value of each action on `hand` against `upCard`.
    ///
    /// - Parameters:
    ///   - remaining: the cards left in the shoe, with the hand, the up card and any other card seen already
    ///     removed; `nil` (or a shoe under ``minimumShoeCards``) for a fresh shoe of the rules' decks minus the hand
    ///     and the up card.
    ///   - handCount: the hands the player holds, 1 before any split; a hand from a split doubles only with
    ///     `doubleAfterSplit`, cannot surrender, and resplits only while under `maxSplitHands`.
    public mutating func expectedValues(
        hand: [Card], upCard: Card, remaining: ShoeComposition? = nil, handCount: Int = 1
    ) -> ActionValues {
        let handValues = hand.map(\.rank.pointValue)
        let upValue = upCard.rank.pointValue
        return actionValues(
            cards: handValues, upValue: upValue,
            counts: composition(remaining: remaining, seen: hand + [upCard]).counts,
            handCount: handCount, doubleAfterSplit: rules.doubleAfterSplit)
    }

    /// The best of `legalActions` for `hand` against `upCard`; `nil` when `legalActions` holds no action the
    /// rules allow on this hand. See ``expectedValues(hand:upCard:remaining:handCount:)`` for the parameters.
    public mutating func bestAction(
        hand: [Card], upCard: Card, legalActions: Set<BlackjackAction>, remaining: ShoeComposition? = nil,
        handCount: Int = 1
    ) -> BlackjackAction? {
        expectedValues(hand: hand, upCard: upCard, remaining: remaining, handCount: handCount)
            .bestAction(among: legalActions)
    }

    /// The composition the values start from: `remaining`, or a fresh shoe without the `seen` cards.
    private func composition(remaining: ShoeComposition?, seen: [Card]) -> ShoeComposition {
        if let remaining, remaining.total >= StrategyAdvisor.minimumShoeCards { return remaining }
        let fresh = ShoeComposition(decks: rules.decks)
        return (try? fresh.removing(seen)) ?? fresh
    }

    /// The values of a hand of card values `cards` (1 for an ace) against `upValue`, starting from `counts`.
    mutating func actionValues(
        cards: [Int], upValue: Int, counts: [Int], handCount: Int, doubleAfterSplit: Bool
    ) -> ActionValues {
        let hard = cards.reduce(0, +)
        let hasAce = cards.contains(1)
        guard hard <= 21 else { return ActionValues(stand: -1, hit: -1) }
        let base = analysis(counts: counts, upValue: upValue)
        var hit = 0.0
        var double = 0.0
        var afterOneCard = counts
        for card in 1...10 {
            let probability = base.drawProbabilities[card - 1]
            guard probability > 0, counts[card - 1] > 0 else { continue }
            let next = hard + card
            guard next <= 21 else {
                hit -= probability
                double -= 2 * probability
                continue
            }
            afterOneCard[card - 1] -= 1
            let after = analysis(counts: afterOneCard, upValue: upValue)
            afterOneCard[card - 1] += 1
            let nextAce = hasAce || card == 1
            hit += probability * after.standOrHit(hard: next, hasAce: nextAce)
            double += 2 * probability * after.stand(hard: next, hasAce: nextAce)
        }

        let twoCards = cards.count == 2
        var values = ActionValues(stand: base.stand(hard: hard, hasAce: hasAce), hit: hit)
        if twoCards && (handCount == 1 || doubleAfterSplit) && rules.allowsDouble(hard: hard, hasAce: hasAce) {
            values.double = double
        }
        if twoCards, cards[0] == cards[1], handCount < rules.maxSplitHands,
            cards[0] != 1 || handCount == 1 || rules.resplitAces
        {
            values.split = splitValue(
                pairValue: cards[0], upValue: upValue, counts: counts, base: base,
                handCount: handCount, doubleAfterSplit: doubleAfterSplit)
        }
        if twoCards && handCount == 1 && rules.surrender == .late {
            // A late surrender is only honoured once the dealer has no blackjack; without a peek a dealer
            // blackjack takes the whole bet.
            values.surrender = -0.5 - 0.5 * base.dealer.blackjack
        }
        return values
    }

    /// The split approximation described on the type: the total over the hands the pair becomes.
    private mutating func splitValue(
        pairValue: Int, upValue: Int, counts: [Int], base: CompositionAnalysis, handCount: Int,
        doubleAfterSplit: Bool
    ) -> Double {
        var otherSecondCards = 0.0
        var pairedValue = 0.0
        var afterSecondCard = counts
        for second in 1...10 {
            let probability = base.drawProbabilities[second - 1]
            guard probability > 0, counts[second - 1] > 0 else { continue }
            afterSecondCard[second - 1] -= 1
            let after = analysis(counts: afterSecondCard, upValue: upValue)
            afterSecondCard[second - 1] += 1
            let value = postSplitValue(
                first: pairValue, second: second, analysis: after,
                doubleAfterSplit: doubleAfterSplit)
            if second == pairValue { pairedValue = value } else { otherSecondCards += probability * value }
        }
        let pairProbability = base.drawProbabilities[pairValue - 1]
        let unpairedValue = pairProbability < 1 ? otherSecondCards / (1 - pairProbability) : 0
        let canResplit = pairValue != 1 || rules.resplitAces
        let maximumHands = canResplit ? max(rules.maxSplitHands, handCount + 1) : handCount + 1
        return SplitHands(
            pairProbability: pairProbability, unpairedValue: unpairedValue, pairedValue: pairedValue,
            maximumHands: maximumHands
        )
        .value(hands: handCount + 1, awaitingSecondCard: 2)
    }

    /// A post-split hand's value once its second card is known; a second card of the pair's value is played as
    /// it stands (the resplit is counted by ``SplitHands``).
    private func postSplitValue(first: Int, second: Int, analysis: CompositionAnalysis, doubleAfterSplit: Bool)
        -> Double
    {
        let hard = first + second
        let hasAce = first == 1 || second == 1
        if first == 1 && !rules.hitSplitAces { return analysis.stand(hard: hard, hasAce: hasAce) }
        var value = analysis.standOrHit(hard: hard, hasAce: hasAce)
        if doubleAfterSplit && rules.allowsDouble(hard: hard, hasAce: hasAce) {
            value = max(value, analysis.double(hard: hard, hasAce: hasAce))
        }
        return value
    }

    /// The analysis of `counts` against `upValue`, from the cache when possible.
    private mutating func analysis(counts: [Int], upValue: Int) -> CompositionAnalysis {
        let key = AnalysisKey(counts: counts, upValue: upValue)
        if let known = analyses[key] { return known }
        if analyses.count >= StrategyAdvisor.cacheLimit { analyses.removeAll(keepingCapacity: true) }
        let analysis = CompositionAnalysis(counts: counts, upValue: upValue, rules: rules)
        analyses[key] = analysis
        return analysis
    }
}

private struct AnalysisKey: Hashable, Sendable {
    let counts: [Int]
    let upValue: Int
}

/// The expected total over the hands a split produces, each hand's second card being of the pair's value with
/// `pairProbability`, independently.
private struct SplitHands {
    let pairProbability: Double
    /// A hand whose second card is of another value.
    let unpairedValue: Double
    /// A hand whose second card pairs it again but cannot be resplit.
    let pairedValue: Double
    let maximumHands: Int

    /// The expected total of the hands still to come, with `hands` hands on the table of which
    /// `awaitingSecondCard` still wait for their second card.
    func value(hands: Int, awaitingSecondCard: Int) -> Double {
        guard awaitingSecondCard > 0 else { return 0 }
        let paired =
            hands < maximumHands
            ? value(hands: hands + 1, awaitingSecondCard: awaitingSecondCard + 1)
            : pairedValue + value(hands: hands, awaitingSecondCard: awaitingSecondCard - 1)
        let unpaired = unpairedValue + value(hands: hands, awaitingSecondCard: awaitingSecondCard - 1)
        return pairProbability * paired + (1 - pairProbability) * unpaired
    }
}

extension BlackjackRules {
    /// Whether the double rule allows doubling a two-card hand of hard total `hard`.
    func allowsDouble(hard: Int, hasAce: Bool) -> Bool {
        let soft = hasAce && hard <= 11
        switch doubleRule {
        case .anyTwo: return true
        case .nineToEleven: return !soft && (9...11).contains(hard)
        case .tenToEleven: return !soft && (10...11).contains(hard)
        }
    }
}
