import Blackjack
import CasinoKit
import Foundation
import Testing

/// The ```swift examples of Blackjack's doc comments, as test code so they keep compiling. Each test sets up what
/// its example takes for granted, then runs the example as written; a result the comment names is checked with
/// `#expect`.
@Suite("Doc examples")
struct DocExampleTests {
    // MARK: - Hands and rules

    @Test func blackjackHand() {
        var hand = BlackjackHand([Card(.ace, .spades), Card(.six, .hearts)])
        #expect(hand.total == 17)
        #expect(hand.isSoft)  // true: the ace counts as 11
        hand.add(Card(.ten, .clubs))
        #expect(hand.total == 17 && !hand.isSoft)  // 17, now hard
    }

    @Test func blackjackRules() {
        var rules = BlackjackRules.vegas  // the default: 6 decks, S17, DAS, no surrender, 3:2
        #expect(rules.decks == 6 && !rules.dealerHitsSoft17 && rules.doubleAfterSplit)
        #expect(rules.surrender == .none && rules.blackjackPayout == .threeToTwo)
        rules.surrender = .late
        #expect(rules.surrender == .late)
    }

    // MARK: - Rounds and tables

    @Test func blackjackRound() throws {
        var generator = SystemRandomNumberGenerator()
        var shoe = try Shoe(decks: 6, using: &generator)
        var bankroll = try Bankroll()
        var round = try BlackjackRound(rules: .vegas, limits: .casual)
        try round.placeBet(.dollars(10), balance: bankroll.balance)
        try round.deal(from: &shoe, using: &generator)
        if round.phase == .insuranceOffer { try round.declineInsurance(from: &shoe, using: &generator) }
        while let hand = round.activeHand {
            try round.perform(hand.total < 17 ? .hit : .stand, from: &shoe, using: &generator)
        }
        if let settlement = round.settlement { try bankroll.apply(settlement) }
        #expect(round.phase == .settled)
        let settlement = try #require(round.settlement)
        #expect(bankroll.balance == .dollars(1_000) + settlement.netChange)
    }

    @Test func blackjackTable() throws {
        var generator = SystemRandomNumberGenerator()
        var table = try BlackjackTable(rules: .vegas, limits: .casual, using: &generator)
        var bankroll = try Bankroll()
        var intent = BlackjackIntent.bet(.dollars(25))
        var settled: [SettledRound] = []
        while true {
            let outcome = try table.apply(intent, balance: bankroll.balance, using: &generator)
            try bankroll.apply(outcome, table: "blackjack")  // then record outcome.settled, if any
            if let round = outcome.settled { settled.append(round) }
            if table.phase == .settled { break }
            intent = table.phase == .betting ? .deal : table.phase == .insurance ? .declineInsurance : .play(.stand)
        }
        #expect(settled.count == 1)
        #expect(bankroll.balance == .dollars(1_000) + (settled.first?.net ?? .zero))
    }

    @Test func blackjackIntent() throws {
        let intent = try JSONDecoder().decode(BlackjackIntent.self, from: Data(#"{"action": "hit"}"#.utf8))
        #expect(intent == .play(.hit))  // true
    }

    // MARK: - Side bets and counting

    @Test func sideBet() throws {
        let result = try SideBet.perfectPairs.settle(
            stake: .dollars(5), playerCards: (Card(.eight, .hearts), Card(.eight, .diamonds)),
            dealerUpCard: Card(.king, .spades))
        #expect(result.winningHand == .colouredPair)
        #expect(result.net == .dollars(60))  // $60: 12 to 1
        #expect(result.winningHand?.odds == 12)
    }

    @Test func hiLoCounter() throws {
        var counter = try HiLoCounter(decks: 6)
        counter.count([Card(.five, .hearts), Card(.king, .spades), Card(.two, .clubs)])
        #expect(counter.runningCount == 1)  // +1
        let trueCount = try #require(counter.trueCount)  // 1 / (309 / 52), about 0.17
        #expect(abs(trueCount - 1 / (309.0 / 52)) < 1e-12)
        #expect((trueCount * 100).rounded() / 100 == 0.17)
    }

    // MARK: - Strategy

    @Test func strategyAdvisor() {
        var advisor = StrategyAdvisor(rules: .vegas)
        let hand = [Card(.ten, .spades), Card(.six, .hearts)]
        #expect(advisor.bestAction(hand: hand, upCard: Card(.ten, .clubs), legalActions: [.hit, .stand]) == .hit)
    }

    @Test func shoeComposition() throws {
        var shoe = ShoeComposition(decks: 6)
        try shoe.remove(Card(.ten, .spades))
        #expect(shoe.count(ofValue: 10) == 95)
    }

    @Test func dealerProbabilities() throws {
        let shoe = try ShoeComposition(decks: 6).removing([Card(.six, .hearts)])
        let sixUp = DealerProbabilities.finalHands(upCard: .six, shoe: shoe, dealerHitsSoft17: false, afterPeek: false)
        #expect(abs(sixUp.bust - 0.4228) < 0.00005)  // ≈ 0.4228
    }

    // MARK: - Simulation

    @Test func blackjackSimulator() throws {
        let simulator = try BlackjackSimulator(rules: .vegas)
        let report = simulator.run(hands: 10_000_000, seed: 42)
        print(report.houseEdge, report.standardError)
        #expect(report.standardError > 0 && report.standardError < 0.001)
    }
}
