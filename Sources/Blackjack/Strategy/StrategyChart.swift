import CasinoKit

/// A cell of a basic strategy chart, in the usual chart codes.
public enum StrategyChartCode: String, Sendable, Hashable, Codable, CaseIterable {
    case hit = "H"
    case stand = "S"
    /// Double if allowed, otherwise hit.
    case doubleOrHit = "D"
    /// Double if allowed, otherwise stand.
    case doubleOrStand = "Ds"
    case split = "P"
    /// Split if doubling after a split is allowed, otherwise hit.
    case splitIfDoubleAfterSplit = "Ph"
    /// Surrender if allowed, otherwise hit.
    case surrenderOrHit = "Rh"
    /// Surrender if allowed, otherwise stand.
    case surrenderOrStand = "Rs"
    /// Surrender if allowed, otherwise split.
    case surrenderOrSplit = "Rp"
}

/// The basic strategy chart for a table's rules, derived from the expected values of ``StrategyAdvisor``.
///
/// Rows are hard totals 5-21, soft totals 13-21 (A,2 ... A,10) and pairs 2-10 and aces; columns are the dealer's
/// up cards 2-10 and ace. A hard total is valued as the average over its two-card hands that are not pairs,
/// weighted by how often each is dealt (three-card hands for hard 20 and 21, which two non-paired cards cannot
/// make): the usual total-dependent basic strategy. Each code comes from the ranking of the actions:
/// - `D` / `Ds`: doubling is best; hitting / standing is second best.
/// - `P` / `Ph`: splitting is best; `Ph` when, with double after split allowed, splitting would no longer beat
///   hitting without it.
/// - `Rh` / `Rs` / `Rp`: late surrender (when the rules allow it) beats everything; hitting / standing / splitting
///   is the best of the rest.
/// Pairs that should not be split show how to play them as a total (5,5 as hard 10, 10,10 as hard 20).
///
/// Encoded as `{"hard": {"5": {"2": "H", ..., "A": "H"}, ...}, "soft": {"13": {...}, ...}, "pairs": {"2": {...},
/// ..., "A": {...}}}`.
public struct StrategyChart: Sendable, Hashable, Codable {
    /// Codes by hard total ("5" ... "21"), then dealer up card ("2" ... "10", "A").
    public private(set) var hard: [String: [String: StrategyChartCode]] = [:]
    /// Codes by soft total ("13" ... "21"), then dealer up card.
    public private(set) var soft: [String: [String: StrategyChartCode]] = [:]
    /// Codes by the pair's value ("2" ... "10", "A"), then dealer up card.
    public private(set) var pairs: [String: [String: StrategyChartCode]] = [:]

    /// The hard totals charted.
    public static let hardTotals = 5...21
    /// The soft totals charted (A,2 to A,10).
    public static let softTotals = 13...21
    /// The pairs charted, by blackjack value, in chart order: 2 ... 10, then aces (1).
    public static let pairValues = Array(2...10) + [1]
    /// The dealer up cards, by blackjack value, in chart order: 2 ... 10, then ace (1).
    public static let upCardValues = Array(2...10) + [1]

    /// The chart key of a card value: "A" for 1, otherwise the number.
    public static func key(forValue value: Int) -> String {
        value == 1 ? "A" : String(value)
    }

    /// Computes the chart for `rules` from a fresh shoe of the rules' decks (a fraction of a second in release).
    public init(rules: BlackjackRules) {
        var advisor = StrategyAdvisor(rules: rules)
        let fullShoe = ShoeComposition(decks: rules.decks).counts
        for upValue in StrategyChart.upCardValues {
            var counts = fullShoe
            counts[upValue - 1] -= 1
            let column = StrategyChart.key(forValue: upValue)
            for total in StrategyChart.hardTotals {
                let hands = ChartHands.hard(total: total, counts: counts)
                hard[String(total), default: [:]][column] = advisor.chartCode(
                    hands: hands, upValue: upValue,
                    counts: counts)
            }
            for total in StrategyChart.softTotals {
                let hand = ChartHands.WeightedHand(cards: [1, total - 11], weight: 1)
                soft[String(total), default: [:]][column] = advisor.chartCode(
                    hands: [hand], upValue: upValue,
                    counts: counts)
            }
            for value in StrategyChart.pairValues {
                let hand = ChartHands.WeightedHand(cards: [value, value], weight: 1)
                pairs[StrategyChart.key(forValue: value), default: [:]][column] =
                    advisor.chartCode(hands: [hand], upValue: upValue, counts: counts)
            }
        }
    }

    /// The code for a hard total against the dealer's up card, `nil` outside the chart.
    public func code(hardTotal: Int, upCard: Rank) -> StrategyChartCode? {
        hard[String(hardTotal)]?[StrategyChart.key(forValue: upCard.pointValue)]
    }

    /// The code for a soft total (13 for A,2 ... 21 for A,10) against the dealer's up card, `nil` outside the chart.
    public func code(softTotal: Int, upCard: Rank) -> StrategyChartCode? {
        soft[String(softTotal)]?[StrategyChart.key(forValue: upCard.pointValue)]
    }

    /// The code for a pair of `rank` against the dealer's up card.
    public func code(pairOf rank: Rank, upCard: Rank) -> StrategyChartCode? {
        pairs[StrategyChart.key(forValue: rank.pointValue)]?[StrategyChart.key(forValue: upCard.pointValue)]
    }
}

/// The hands a chart row stands for.
enum ChartHands {
    struct WeightedHand {
        let cards: [Int]
        let weight: Double
    }

    /// The non-paired two-card hands of hard total `total`, weighted by how often they are dealt from `counts`;
    /// three-card hands when two non-paired cards cannot make the total.
    static func hard(total: Int, counts: [Int]) -> [WeightedHand] {
        var hands: [WeightedHand] = []
        for low in 2...10 {
            let high = total - low
            guard high > low, high <= 10 else { continue }
            hands.append(WeightedHand(cards: [low, high], weight: Double(counts[low - 1] * counts[high - 1])))
        }
        return hands.isEmpty ? threeCardHard(total: total, counts: counts) : hands
    }

    private static func threeCardHard(total: Int, counts: [Int]) -> [WeightedHand] {
        var hands: [WeightedHand] = []
        for first in 1...10 {
            for second in first...10 {
                let third = total - first - second
                guard third >= second, third <= 10 else { continue }
                let cards = [first, second, third]
                let hasAce = first == 1
                guard !(hasAce && total <= 11) else { continue }
                hands.append(WeightedHand(cards: cards, weight: dealtWeight(cards, counts: counts)))
            }
        }
        return hands
    }

    /// Proportional to the chance of being dealt `cards` (sorted) in any order.
    private static func dealtWeight(_ cards: [Int], counts: [Int]) -> Double {
        var remaining = counts
        var weight = 1.0
        for card in cards {
            weight *= Double(max(0, remaining[card - 1]))
            remaining[card - 1] -= 1
        }
        let orders: Double = cards[0] == cards[2] ? 1 : (cards[0] == cards[1] || cards[1] == cards[2]) ? 3 : 6
        return weight * orders
    }
}

extension StrategyAdvisor {
    /// The chart code for a row standing for `hands` (averaged by weight) against `upValue`.
    mutating func chartCode(hands: [ChartHands.WeightedHand], upValue: Int, counts: [Int]) -> StrategyChartCode {
        let totalWeight = hands.reduce(0) { $0 + $1.weight }
        var average = ActionValues(stand: 0, hit: 0)
        var splitWithoutDoubling: Double?
        for hand in hands {
            var handCounts = counts
            for card in hand.cards { handCounts[card - 1] -= 1 }
            let share = totalWeight > 0 ? hand.weight / totalWeight : 1 / Double(hands.count)
            let values = actionValues(
                cards: hand.cards, upValue: upValue, counts: handCounts, handCount: 1,
                doubleAfterSplit: rules.doubleAfterSplit)
            average.stand += share * values.stand
            average.hit += share * values.hit
            average.double = values.double.map { (average.double ?? 0) + share * $0 }
            average.split = values.split.map { (average.split ?? 0) + share * $0 }
            average.surrender = values.surrender.map { (average.surrender ?? 0) + share * $0 }
            if rules.doubleAfterSplit && values.split != nil {
                let withoutDoubling = actionValues(
                    cards: hand.cards, upValue: upValue, counts: handCounts,
                    handCount: 1, doubleAfterSplit: false)
                splitWithoutDoubling = withoutDoubling.split.map { (splitWithoutDoubling ?? 0) + share * $0 }
            }
        }
        return StrategyAdvisor.chartCode(values: average, splitWithoutDoubleAfterSplit: splitWithoutDoubling)
    }

    /// The chart code for a row's values; see ``StrategyChart`` for the rules.
    static func chartCode(values: ActionValues, splitWithoutDoubleAfterSplit: Double?) -> StrategyChartCode {
        let hitBeatsStand = values.hit >= values.stand
        let doubleValue = values.double ?? -.infinity
        let bestWithoutSplit = max(values.hit, values.stand, doubleValue)
        let splitIsBest = values.split.map { $0 > bestWithoutSplit } ?? false
        let bestValue = splitIsBest ? values.split ?? bestWithoutSplit : bestWithoutSplit

        if let surrender = values.surrender, surrender > bestValue {
            if splitIsBest { return .surrenderOrSplit }
            return hitBeatsStand ? .surrenderOrHit : .surrenderOrStand
        }
        if splitIsBest {
            let hitIsBestWithoutSplit = values.hit >= values.stand && values.hit >= doubleValue
            if let withoutDoubling = splitWithoutDoubleAfterSplit, withoutDoubling <= bestWithoutSplit,
                hitIsBestWithoutSplit
            {
                return .splitIfDoubleAfterSplit
            }
            return .split
        }
        if doubleValue > max(values.hit, values.stand) { return hitBeatsStand ? .doubleOrHit : .doubleOrStand }
        return hitBeatsStand ? .hit : .stand
    }
}
