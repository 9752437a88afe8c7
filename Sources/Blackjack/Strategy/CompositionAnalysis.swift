/// The player's expected values against one dealer up card when every card comes from one fixed composition.
///
/// Standing is exact for that composition (the dealer's probabilities come from ``DealerProbabilities``). Hitting
/// and doubling are computed as if the cards the player draws did not change the dealer's probabilities: the
/// fixed-composition approximation, which ``StrategyAdvisor`` refines one card deep.
///
/// In a game where the dealer peeks, values against an ace or a ten are conditioned on the dealer not holding
/// blackjack, the hole card included: the player's draw probabilities account for the hole card that is known
/// not to complete a blackjack. Without a peek, the values include losing to a dealer blackjack.
struct CompositionAnalysis: Sendable {
    let dealer: DealerFinalHandProbabilities
    /// The chance that the player's next card has value `index + 1`.
    let drawProbabilities: [Double]
    /// Standing with a best total of `index` (a bust is -1).
    private let standValues: [Double]
    /// Hitting once, then standing or hitting on, from a hard total `hard` (aces as 1), at `2 * hard + (ace ? 1 : 0)`.
    private let hitValues: [Double]

    /// The totals a player's hand can hold before it busts.
    private static let hardTotals = 2...21

    init(counts: [Int], upValue: Int, rules: BlackjackRules) {
        let total = counts.reduce(0, +)
        let peeked = rules.dealerPeeks && (upValue == 1 || upValue == 10)
        dealer = DealerProbabilities.finalHands(
            upValue: upValue, counts: counts, dealerHitsSoft17: rules.dealerHitsSoft17, afterPeek: peeked)
        drawProbabilities = CompositionAnalysis.drawProbabilities(
            counts: counts, total: total, upValue: upValue,
            peeked: peeked)
        var stand = [Double](repeating: 0, count: 22)
        for playerTotal in 0...21 {
            var win = dealer.bust
            var lose = dealer.blackjack
            for dealerTotal in 17...21 {
                let probability = dealer.standing(on: dealerTotal)
                if dealerTotal < playerTotal {
                    win += probability
                } else if dealerTotal > playerTotal {
                    lose += probability
                }
            }
            stand[playerTotal] = win - lose
        }
        standValues = stand

        var hit = [Double](repeating: -1, count: 44)
        for hard in CompositionAnalysis.hardTotals.reversed() {
            for hasAce in [false, true] {
                var value = 0.0
                for card in 1...10 {
                    let probability = drawProbabilities[card - 1]
                    guard probability > 0 else { continue }
                    let next = hard + card
                    if next > 21 {
                        value -= probability
                    } else {
                        let nextAce = hasAce || card == 1
                        let standing = stand[CompositionAnalysis.bestTotal(hard: next, hasAce: nextAce)]
                        value += probability * max(standing, hit[2 * next + (nextAce ? 1 : 0)])
                    }
                }
                hit[2 * hard + (hasAce ? 1 : 0)] = value
            }
        }
        hitValues = hit
    }

    /// The hand's total counting one ace as 11 when that does not bust it.
    static func bestTotal(hard: Int, hasAce: Bool) -> Int {
        hasAce && hard <= 11 ? hard + 10 : hard
    }

    /// Standing on a hand of hard total `hard`.
    func stand(hard: Int, hasAce: Bool) -> Double {
        hard > 21 ? -1 : standValues[CompositionAnalysis.bestTotal(hard: hard, hasAce: hasAce)]
    }

    /// Hitting, then playing on by hitting or standing.
    func hit(hard: Int, hasAce: Bool) -> Double {
        hard > 21 ? -1 : hitValues[2 * hard + (hasAce ? 1 : 0)]
    }

    /// The better of standing and hitting on.
    func standOrHit(hard: Int, hasAce: Bool) -> Double {
        max(stand(hard: hard, hasAce: hasAce), hit(hard: hard, hasAce: hasAce))
    }

    /// Doubling: one more card on twice the bet.
    func double(hard: Int, hasAce: Bool) -> Double {
        var value = 0.0
        for card in 1...10 {
            value += 2 * drawProbabilities[card - 1] * stand(hard: hard + card, hasAce: hasAce || card == 1)
        }
        return value
    }

    /// The player's draw probabilities. After a peek under an ace (ten), the hole card is known not to be a ten
    /// (ace): it was drawn from the other cards, so each value `v` has on average `P(hole = v)` fewer cards left.
    private static func drawProbabilities(counts: [Int], total: Int, upValue: Int, peeked: Bool) -> [Double] {
        let excludedHoleValue = upValue == 1 ? 10 : 1
        let holeCandidates = total - counts[excludedHoleValue - 1]
        guard total > 1 else { return counts.map { total > 0 ? Double($0) / Double(total) : 0 } }
        guard peeked, holeCandidates > 0 else { return counts.map { Double($0) / Double(total) } }
        return (1...10).map { value in
            let count = Double(counts[value - 1])
            let holeProbability = value == excludedHoleValue ? 0 : count / Double(holeCandidates)
            return (count - holeProbability) / Double(total - 1)
        }
    }
}
