import CasinoKit

/// The better of "Pick more" and "Deal" by expected value, with the value of each.
public struct XiDachAdvice: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The action with the higher expected value; standing on equal values.
    public let action: XiDachAction
    /// The expected return of standing now, in stakes; nil when standing is not allowed.
    public let standExpectedValue: Double?
    /// The expected return of drawing and then playing on as well as possible, in stakes; nil when drawing is
    /// not allowed.
    public let hitExpectedValue: Double?

    /// E.g. "Pick more (Deal -0.412, Pick more -0.105)".
    public var description: String {
        let values = [(XiDachAction.stand, standExpectedValue), (.hit, hitExpectedValue)].compactMap { action, value in
            value.map { "\(action.title) \(($0 * 1_000).rounded() / 1_000)" }
        }
        return "\(action.title) (\(values.joined(separator: ", ")))"
    }
}

/// Exact expected values of the player's choices, by recursion over the unseen cards with memoization.
///
/// The player knows their own cards, the computer's visible cards (none in the report's game, or all of them
/// once a special is shown) and the cards not yet seen. Every unseen card is equally likely to be any of them;
/// the computer's face-down cards are dealt from the unseen cards too. When specials are shown at once and the
/// computer showed none, its face-down cards are known not to make Xì Bàn or Xì Dách, and the values are
/// conditioned on that. After a draw the player plays on as well as possible, within the legal actions; the
/// computer plays by ``XiDachComputerPolicy``. Returns are in stakes, with the rules' multipliers.
///
/// ```swift
/// let advice = try XiDachAdvisor.advise(
///     playerCards: hand.cards, unseen: try XiDachDeckComposition().removing(hand.cards), rules: .folk)
/// advice.action                        // .hit
/// ```
public enum XiDachAdvisor {
    /// Advises the player holding `playerCards` (2 up to the card limit), seeing `computerCards` of the computer
    /// (0 to 2), with `unseen` the cards not yet seen, the computer's face-down cards included.
    public static func advise(
        playerCards: [Card], computerCards: [Card] = [], unseen: XiDachDeckComposition, rules: XiDachRules
    ) throws(XiDachError) -> XiDachAdvice {
        try rules.validate()
        let playerSizes = 2...rules.maximumCards
        guard playerSizes.contains(playerCards.count) else {
            throw .invalidHandSize(cards: playerCards.count, allowed: playerSizes)
        }
        let computerSizes = 0...2
        guard computerSizes.contains(computerCards.count) else {
            throw .invalidHandSize(cards: computerCards.count, allowed: computerSizes)
        }
        let mostOfARank = Rank.allCases.map(unseen.count(of:)).max() ?? 0
        let decksImplied = (mostOfARank + 3) / 4
        guard decksImplied <= Shoe.deckRange.upperBound else { throw .invalidDeckCount(decksImplied) }
        let needed = 2 * rules.maximumCards - playerCards.count - computerCards.count
        guard unseen.total >= needed else { throw .notEnoughCards(needed: needed, available: unseen.total) }

        var solver = XiDachSolver(rules: rules, computerCards: computerCards)
        return try solver.advise(player: XiDachHand(playerCards).summary, unseen: unseen)
    }
}

/// The recursion behind ``XiDachAdvisor``.
///
/// The computer's face-down cards were dealt before the player's next cards, but as every order of the unseen
/// cards is equally likely, they may be drawn after them. To condition on "no special shown", the recursion
/// computes weights, the expectation of the return times that event's indicator, and divides by the event's
/// probability once, at the root. At any node the weight of each action is its value times the same probability,
/// so the best action is the one with the higher weight.
///
/// The unseen cards determine the player's hand (the starting hand plus the cards missing), so each deck is scored
/// against one hand only: the computer's play is worked out as the player's return against it, not as a
/// distribution of its final hands.
struct XiDachSolver {
    /// Unseen cards by lane: ace, 2-9, ten, faces (tens join the faces when both make Xì Dách).
    private struct Deck {
        /// At most 8 decks: 128 cards in the widest lane.
        var counts = SIMD16<UInt8>()
        var total = 0

        func removing(lane: Int) -> Deck {
            var deck = self
            deck.counts[lane] -= 1
            deck.total -= 1
            return deck
        }

        func probability(ofLane lane: Int) -> Double { Double(counts[lane]) / Double(total) }
    }

    /// A hand with the deck left, packed into two words for fast hashing: eight bits per deck lane and per
    /// hand field (a hand holds at most five cards, so every field is below 256).
    private struct State: Hashable {
        let firstLanes: UInt64
        let lastLanesAndHand: UInt64

        init(hand: XiDachHandSummary, deck: Deck) {
            var firstLanes: UInt64 = 0
            for lane in 0..<8 { firstLanes |= UInt64(deck.counts[lane]) << (8 * lane) }
            self.firstLanes = firstLanes
            lastLanesAndHand =
                UInt64(deck.counts[8]) | UInt64(deck.counts[9]) << 8 | UInt64(deck.counts[10]) << 16
                | UInt64(hand.cardCount) << 24 | UInt64(hand.aceCount) << 32 | UInt64(hand.hardTotal) << 40
                | UInt64(hand.faceCount) << 48 | UInt64(hand.tenCount) << 56
        }
    }

    private static let laneRanks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten, .king]
    /// Final computer hands by lane: 0-21 a points total, then Quắc, Ngũ Linh, Xì Dách, Xì Bàn.
    private static let outcomeStrengths: [XiDachStrength] =
        (0...21).map { XiDachStrength(kind: .points, points: $0) }
        + [.quac, .nguLinh, .xiDach, .xiBan].map { XiDachStrength(kind: $0) }

    private let rules: XiDachRules
    private let computerStart: XiDachHandSummary
    private let shownComputerSpecial: XiDachHandValue?
    /// The weights of the computer's states against the player's hand being scored; emptied for each new one,
    /// as the returns depend on it.
    private var computerMemo: [State: Double] = [:]
    private var playerMemo: [State: Double] = [:]

    init(rules: XiDachRules, computerCards: [Card]) {
        self.rules = rules
        let computer = XiDachHand(computerCards)
        computerStart = computer.summary
        let value = computer.value(under: rules)
        let shown = computerCards.count == 2 && rules.dealerRevealsSpecialsAtOnce && value.isSpecial
        shownComputerSpecial = shown ? value : nil
    }

    mutating func advise(player: XiDachHandSummary, unseen: XiDachDeckComposition) throws(XiDachError)
        -> XiDachAdvice
    {
        var deck = Deck()
        for rank in Rank.allCases {
            let lane = lane(of: rank)
            deck.counts[lane] += UInt8(unseen.count(of: rank))
            deck.total += unseen.count(of: rank)
        }
        let probabilityOfDeal = probabilityOfNoSpecialShown(computerStart, deck)
        guard probabilityOfDeal > 0 else { throw .noConsistentDeal }
        let weights = actionWeights(player, deck)
        let stand = weights.stand.map { $0 / probabilityOfDeal }
        let hit = weights.hit.map { $0 / probabilityOfDeal }
        let action: XiDachAction = if let hit, hit > stand ?? -.infinity { .hit } else { .stand }
        return XiDachAdvice(action: action, standExpectedValue: stand, hitExpectedValue: hit)
    }

    private func lane(of rank: Rank) -> Int {
        switch rank {
        case .ace: 0
        case .ten where rules.xiDachPartners == .faceCards: 9
        case .ten, .jack, .queen, .king: 10
        default: rank.rawValue - 1
        }
    }

    private func outcomeLane(of value: XiDachHandValue) -> Int {
        switch value {
        case .points(let total): total
        case .quac: 22
        case .nguLinh: 23
        case .xiDach: 24
        case .xiBan: 25
        }
    }

    /// The weights of standing and of drawing for the player's hand, nil for an illegal action.
    private mutating func actionWeights(_ player: XiDachHandSummary, _ deck: Deck) -> (stand: Double?, hit: Double?) {
        let value = player.value(under: rules)
        let legal = XiDachRound.legalActions(
            player: value, cardCount: player.cardCount, shownComputerSpecial: shownComputerSpecial, rules: rules)
        var stand: Double?
        if legal.contains(.stand) {
            stand = standWeight(value, deck)
        }
        var hit: Double?
        if legal.contains(.hit) {
            var weight = 0.0
            for lane in Self.laneRanks.indices where deck.counts[lane] > 0 {
                let next = player.adding(Self.laneRanks[lane])
                weight += deck.probability(ofLane: lane) * bestWeight(next, deck.removing(lane: lane))
            }
            hit = weight
        }
        return (stand, hit)
    }

    private mutating func bestWeight(_ player: XiDachHandSummary, _ deck: Deck) -> Double {
        let state = State(hand: player, deck: deck)
        if let known = playerMemo[state] { return known }
        let weights = actionWeights(player, deck)
        let best = max(weights.stand ?? -.infinity, weights.hit ?? -.infinity)
        playerMemo[state] = best
        return best
    }

    /// The weight of standing on `player` with `deck` unseen.
    private mutating func standWeight(_ player: XiDachHandValue, _ deck: Deck) -> Double {
        let payoffs = Self.outcomeStrengths.map { computer in
            let settlement = XiDachResult.settle(player: player.strength, computer: computer, rules: rules)
            return Double(XiDachResult.playerReturn(outcome: settlement.outcome, multiplier: settlement.multiplier))
        }
        // The same return against every computer hand (e.g. Quắc at even money) needs no computer play.
        if let first = payoffs.first, payoffs.allSatisfy({ $0 == first }) {
            return first * probabilityOfNoSpecialShown(computerStart, deck)
        }
        computerMemo.removeAll(keepingCapacity: true)
        return computerWeight(computerStart, deck, payoffs: payoffs)
    }

    /// The probability that the computer's face-down cards of the deal, drawn from `deck`, make no special it
    /// would have shown: ``computerWeight(_:_:payoffs:)`` with a return of 1
    /// against every hand, without playing the hands out.
    private func probabilityOfNoSpecialShown(_ computer: XiDachHandSummary, _ deck: Deck) -> Double {
        guard computer.cardCount < 2 else { return 1 }
        var probability = 0.0
        for lane in Self.laneRanks.indices where deck.counts[lane] > 0 {
            let next = computer.adding(Self.laneRanks[lane])
            if wouldBeShown(next) { continue }
            probability += deck.probability(ofLane: lane) * probabilityOfNoSpecialShown(next, deck.removing(lane: lane))
        }
        return probability
    }

    /// The player's return against the computer playing on from `computer` with `deck` unseen, weighted by
    /// the probability that the deal shows no special; `payoffs` holds the return against each final hand by lane.
    private mutating func computerWeight(_ computer: XiDachHandSummary, _ deck: Deck, payoffs: [Double]) -> Double {
        let dealing = computer.cardCount < 2
        if !dealing {
            let value = computer.value(under: rules)
            guard XiDachComputerPolicy.shouldDraw(value, cardCount: computer.cardCount, rules: rules) else {
                return payoffs[outcomeLane(of: value)]
            }
        }
        let state = State(hand: computer, deck: deck)
        if let known = computerMemo[state] { return known }
        var weight = 0.0
        for lane in Self.laneRanks.indices where deck.counts[lane] > 0 {
            let next = computer.adding(Self.laneRanks[lane])
            if dealing && wouldBeShown(next) { continue }
            weight += deck.probability(ofLane: lane) * computerWeight(next, deck.removing(lane: lane), payoffs: payoffs)
        }
        computerMemo[state] = weight
        return weight
    }

    /// Whether the computer's hand, just dealt from face-down cards, is a special it would have shown; such
    /// deals are ruled out, so they weigh nothing.
    private func wouldBeShown(_ computer: XiDachHandSummary) -> Bool {
        computer.cardCount == 2 && rules.dealerRevealsSpecialsAtOnce && computer.value(under: rules).isSpecial
    }
}
