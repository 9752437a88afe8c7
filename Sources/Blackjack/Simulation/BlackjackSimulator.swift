import CasinoKit

/// Plays basic strategy round after round, fast, to measure the house edge of a rule set.
///
/// One player plays one hand per round from the chart for the rules: hits, stands, doubles, splits up to
/// `maxSplitHands` (aces resplit only with `resplitAces`, one card each unless `hitSplitAces`), late surrender when
/// allowed, never insurance. The dealer peeks under an ace or a ten when the rules say so (otherwise a dealer
/// blackjack takes every bet, doubles and splits included, and a surrendered hand loses its whole bet), hits or
/// stands on soft 17 per the rules, and blackjack pays 3:2 or 6:5. The shoe is reshuffled before the round once the
/// cut card (the rules' penetration) is out, or before every round with `reshuffleEveryRound` (a continuous
/// shuffler, which is what most published house edges assume).
///
/// Runs are reproducible by seed. To use several threads, give each its own seed and pool the reports with
/// ``SimulationReport/combined(_:)``.
///
/// ```swift
/// let simulator = try BlackjackSimulator(rules: .vegas)
/// let report = simulator.run(hands: 10_000_000, seed: 42)
/// print(report.houseEdge, report.standardError)
/// ```
public struct BlackjackSimulator: Sendable {
    public let rules: BlackjackRules
    /// The strategy played.
    public let chart: StrategyChart
    private let table: StrategyTable

    /// A simulator for `rules` playing `chart`, by default the chart computed for the rules.
    public init(rules: BlackjackRules, chart: StrategyChart? = nil) throws(BlackjackRulesError) {
        try rules.validate()
        self.rules = rules
        self.chart = chart ?? StrategyChart(rules: rules)
        table = StrategyTable(chart: self.chart)
    }

    /// Plays `hands` rounds from a shoe shuffled by a ``Xoshiro256`` seeded with `seed`.
    public func run(hands: Int, seed: UInt64, reshuffleEveryRound: Bool = false) -> SimulationReport {
        var simulated = SimulatedTable(
            rules: rules, moves: table.moves, seed: seed,
            reshuffleEveryRound: reshuffleEveryRound)
        var returnInTenths = 0
        var squaredReturnInHundredths = 0
        for _ in 0..<max(0, hands) {
            let result = simulated.playRound()
            returnInTenths &+= result
            squaredReturnInHundredths &+= result &* result
        }
        return SimulationReport(
            handsPlayed: max(0, hands), returnInTenths: returnInTenths,
            squaredReturnInHundredths: squaredReturnInHundredths)
    }
}

/// The shoe, the strategy and the rules of a simulation, laid out for speed: cards are values 1 (ace) to 10 in a
/// byte array, drawn by swapping a random undealt card to the end of the undealt part (a lazy Fisher-Yates
/// shuffle, so a reshuffle only resets the undealt count), and no allocation happens once a run has started.
private struct SimulatedTable: ~Copyable {
    private let cards: UnsafeMutablePointer<UInt8>
    private let cardCount: Int
    /// Cards `0 ..< undealt` are still in the shoe; the rest were dealt, the latest round's first.
    private var undealt: Int
    /// `undealt` when the round began.
    private var roundStart: Int
    /// Reshuffle before a round when no more than this many cards are left: the cut card is out.
    private let reshuffleAt: Int
    private let reshuffleEveryRound: Bool
    private var random: Xoshiro256
    private let moves: UnsafeMutablePointer<UInt8>

    /// The finished hands of the round: best total (22 when bust) and stake in initial bets.
    private let handTotals: UnsafeMutablePointer<Int>
    private let handStakes: UnsafeMutablePointer<Int>
    private var finishedHands = 0
    private var handsInPlay = 1
    /// Split hands that have not had their second card.
    private var awaitingSecondCard = 0

    private let hitsSoft17: Bool
    private let dealerPeeks: Bool
    private let doubleAfterSplit: Bool
    private let maxHands: Int
    private let resplitAces: Bool
    private let hitSplitAces: Bool
    private let surrenderAllowed: Bool
    private let blackjackPaysTenths: Int
    /// Doubling is allowed on any two cards, or on hard totals from `lowestDoubleTotal` to 11.
    private let doubleAnyTwo: Bool
    private let lowestDoubleTotal: Int

    init(rules: BlackjackRules, moves table: [UInt8], seed: UInt64, reshuffleEveryRound: Bool) {
        cardCount = 52 * rules.decks
        cards = .allocate(capacity: cardCount)
        var position = 0
        for _ in 0..<rules.decks {
            for value in 1...10 {
                for _ in 0..<(value == 10 ? 16 : 4) {
                    cards[position] = UInt8(value)
                    position += 1
                }
            }
        }
        undealt = cardCount
        roundStart = cardCount
        reshuffleAt = cardCount - Int((Double(cardCount) * rules.penetration).rounded(.down))
        self.reshuffleEveryRound = reshuffleEveryRound
        random = Xoshiro256(seed: seed)
        moves = .allocate(capacity: table.count)
        moves.initialize(from: table, count: table.count)
        handTotals = .allocate(capacity: rules.maxSplitHands)
        handStakes = .allocate(capacity: rules.maxSplitHands)

        hitsSoft17 = rules.dealerHitsSoft17
        dealerPeeks = rules.dealerPeeks
        doubleAfterSplit = rules.doubleAfterSplit
        maxHands = rules.maxSplitHands
        resplitAces = rules.resplitAces
        hitSplitAces = rules.hitSplitAces
        surrenderAllowed = rules.surrender == .late
        let payout = rules.blackjackPayout.ratio
        blackjackPaysTenths = 10 * payout.numerator / payout.denominator
        doubleAnyTwo = rules.doubleRule == .anyTwo
        lowestDoubleTotal = rules.doubleRule == .tenToEleven ? 10 : 9
    }

    deinit {
        cards.deallocate()
        moves.deallocate()
        handTotals.deallocate()
        handStakes.deallocate()
    }

    /// Plays one round; returns the player's result in tenths of the initial bet.
    mutating func playRound() -> Int {
        if reshuffleEveryRound || undealt <= reshuffleAt { undealt = cardCount }
        roundStart = undealt
        let first = draw()
        let up = draw()
        let second = draw()
        let hole = draw()
        let dealerBlackjack = up &+ hole == 11 && (up == 1 || hole == 1)
        if first &+ second == 11 && (first == 1 || second == 1) { return dealerBlackjack ? 0 : blackjackPaysTenths }
        if dealerBlackjack && dealerPeeks { return -10 }
        if surrenderAllowed && surrenders(first: first, second: second, up: up) { return dealerBlackjack ? -10 : -5 }

        finishedHands = 0
        handsInPlay = 1
        awaitingSecondCard = 0
        playHand(first: first, second: second, up: up, fromSplit: false)
        while awaitingSecondCard > 0 {
            awaitingSecondCard &-= 1
            playHand(first: first, second: draw(), up: up, fromSplit: true)
        }

        var stakes = 0
        var anyStanding = false
        for index in 0..<finishedHands {
            stakes &+= handStakes[index]
            if handTotals[index] <= 21 { anyStanding = true }
        }
        if dealerBlackjack || !anyStanding { return -10 &* stakes }
        let dealer = dealerTotal(up: up, hole: hole)
        var result = 0
        for index in 0..<finishedHands {
            let total = handTotals[index]
            let stake = 10 &* handStakes[index]
            if total > 21 || (dealer <= 21 && total < dealer) {
                result &-= stake
            } else if dealer > 21 || total > dealer {
                result &+= stake
            }
        }
        return result
    }

    /// Plays a hand from its first two cards to the end, splitting it (queueing the split hands) as the chart says.
    @inline(__always)
    private mutating func playHand(first: Int, second firstSecond: Int, up: Int, fromSplit: Bool) {
        var second = firstSecond
        var split = fromSplit
        while first == second && handsInPlay < maxHands && (first != 1 || !split || resplitAces)
            && splits(moves[(StrategyTable.pairRows &+ first) &* StrategyTable.columns &+ up])
        {
            handsInPlay &+= 1
            awaitingSecondCard &+= 1
            split = true
            second = draw()
        }
        if split && first == 1 && !hitSplitAces {
            finish(total: 11 &+ second, stake: 1)
            return
        }

        var hard = first &+ second
        var hasAce = first == 1 || second == 1
        let move = totalMove(hard: hard, hasAce: hasAce, up: up)
        if (move == StrategyTable.Move.doubleOrHit.rawValue || move == StrategyTable.Move.doubleOrStand.rawValue)
            && (!split || doubleAfterSplit) && allowsDouble(hard: hard, hasAce: hasAce)
        {
            let card = draw()
            hard &+= card
            finish(total: hard > 21 ? 22 : best(hard: hard, hasAce: hasAce || card == 1), stake: 2)
            return
        }
        if !stands(move) {
            repeat {
                let card = draw()
                hard &+= card
                if card == 1 { hasAce = true }
                if hard > 21 {
                    finish(total: 22, stake: 1)
                    return
                }
            } while !stands(totalMove(hard: hard, hasAce: hasAce, up: up))
        }
        finish(total: best(hard: hard, hasAce: hasAce), stake: 1)
    }

    /// Whether the opening hand surrenders (late surrender being allowed).
    @inline(__always)
    private func surrenders(first: Int, second: Int, up: Int) -> Bool {
        let move =
            first == second
            ? moves[(StrategyTable.pairRows &+ first) &* StrategyTable.columns &+ up]
            : totalMove(hard: first &+ second, hasAce: first == 1 || second == 1, up: up)
        return move >= StrategyTable.Move.surrenderOrHit.rawValue
    }

    /// The dealer's final total, 22 for a bust.
    @inline(__always)
    private mutating func dealerTotal(up: Int, hole: Int) -> Int {
        var hard = up &+ hole
        var hasAce = up == 1 || hole == 1
        while true {
            let soft = hasAce && hard <= 11
            let total = soft ? hard &+ 10 : hard
            if total > 17 || (total == 17 && !(soft && hitsSoft17)) { return total > 21 ? 22 : total }
            let card = draw()
            hard &+= card
            if card == 1 { hasAce = true }
        }
    }

    @inline(__always)
    private func totalMove(hard: Int, hasAce: Bool, up: Int) -> UInt8 {
        let row = hasAce && hard <= 11 ? StrategyTable.softRows &+ hard &+ 10 : StrategyTable.hardRows &+ hard
        return moves[row &* StrategyTable.columns &+ up]
    }

    @inline(__always)
    private func splits(_ move: UInt8) -> Bool {
        move == StrategyTable.Move.split.rawValue || move == StrategyTable.Move.surrenderOrSplit.rawValue
            || (move == StrategyTable.Move.splitIfDoubleAfterSplit.rawValue && doubleAfterSplit)
    }

    /// Whether a hand that cannot double or surrender stands on `move`.
    @inline(__always)
    private func stands(_ move: UInt8) -> Bool {
        move == StrategyTable.Move.stand.rawValue || move == StrategyTable.Move.doubleOrStand.rawValue
            || move == StrategyTable.Move.surrenderOrStand.rawValue
    }

    @inline(__always)
    private func allowsDouble(hard: Int, hasAce: Bool) -> Bool {
        doubleAnyTwo || (!(hasAce && hard <= 11) && hard >= lowestDoubleTotal && hard <= 11)
    }

    @inline(__always)
    private func best(hard: Int, hasAce: Bool) -> Int {
        hasAce && hard <= 11 ? hard &+ 10 : hard
    }

    @inline(__always)
    private mutating func finish(total: Int, stake: Int) {
        handTotals[finishedHands] = total
        handStakes[finishedHands] = stake
        finishedHands &+= 1
    }

    /// A random undealt card, moved to the dealt part of the shoe.
    @inline(__always)
    private mutating func draw() -> Int {
        if undealt == 0 { shuffleDiscards() }
        let index = Int(truncatingIfNeeded: random.next().multipliedFullWidth(by: UInt64(undealt)).high)
        undealt &-= 1
        let card = cards[index]
        cards[index] = cards[undealt]
        cards[undealt] = card
        return Int(card)
    }

    /// The shoe ran out mid-round: the dealer shuffles the discards, keeping the round's cards (at the front, since
    /// the shoe is empty) out of play. Should even that run out, every card is reshuffled.
    private mutating func shuffleDiscards() {
        let inPlay = roundStart
        guard inPlay * 2 <= cardCount else {
            undealt = cardCount
            return
        }
        for offset in 0..<inPlay { cards.swapAt(offset, cardCount - inPlay + offset) }
        undealt = cardCount - inPlay
        roundStart = cardCount
    }
}

extension UnsafeMutablePointer where Pointee == UInt8 {
    fileprivate func swapAt(_ first: Int, _ second: Int) {
        let card = self[first]
        self[first] = self[second]
        self[second] = card
    }
}
