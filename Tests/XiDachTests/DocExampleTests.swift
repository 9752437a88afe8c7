import CasinoKit
import Foundation
import Testing
import XiDach

/// The ```swift examples of XiDach's doc comments, as test code so they keep compiling. Each test sets up what its
/// example takes for granted (a hand, a shoe, a generator), then runs the example as written; a result the comment
/// names is checked with `#expect`.
@Suite("Doc examples")
struct DocExampleTests {
    @Test func xiDachHand() {
        let hand = XiDachHand([Card(.ace, .spades), Card(.king, .hearts)])
        #expect(hand.value(under: .document) == .xiDach)
    }

    @Test func specialStartBet() {
        let net = SpecialStartBet.net(
            stake: .dollars(5), firstTwoCards: [Card(.ace, .spades), Card(.king, .hearts)],
            rules: .document)  // +$90
        #expect(net == .dollars(90))
        let edge = SpecialStartBet.houseEdge(decks: 1, rules: .document)  // 8/221, about 3.62%
        #expect(abs(edge - 8.0 / 221) < 1e-12)
        #expect((edge * 10_000).rounded() / 100 == 3.62)
        // The comment's other figure: 13:1 when any ten-value card makes Xì Dách (the folk game), 32/663.
        #expect(
            SpecialStartBet.net(
                stake: .dollars(5), firstTwoCards: [Card(.ace, .spades), Card(.ten, .hearts)], rules: .folk)
                == .dollars(65))
        #expect(abs(SpecialStartBet.houseEdge(decks: 1, rules: .folk) - 32.0 / 663) < 1e-12)
    }

    @Test func xiDachAdvisor() throws {
        // Ten-four: 14, below the folk rules' minimum of 16 to stand.
        let hand = XiDachHand([Card(.ten, .clubs), Card(.four, .diamonds)])
        let advice = try XiDachAdvisor.advise(
            playerCards: hand.cards, unseen: try XiDachDeckComposition().removing(hand.cards), rules: .folk)
        #expect(advice.action == .hit)
    }

    @Test func xiDachSimulator() throws {
        let report = try XiDachSimulator.run(rounds: 100_000, seed: 42, rules: .folk)
        print(report)
        #expect(report.rounds == 100_000)
        #expect(report.playerWins + report.computerWins + report.pushes == 100_000)
    }

    @Test func xiDachTable() throws {
        var generator = SystemRandomNumberGenerator()
        var table = XiDachTable(rules: .document, using: &generator)
        let outcome = try table.apply(
            .deal(stake: .dollars(10)), balance: .dollars(1_000), limits: .casual, now: Date(),
            using: &generator)
        #expect(outcome.debit == .dollars(10))
        #expect(table.match.round?.stake == .dollars(10))
    }

    @Test func xiDachMatch() throws {
        var generator = SystemRandomNumberGenerator()
        var match = XiDachMatch(rules: .document, using: &generator)
        try match.startRound(using: &generator)
        try match.perform(.stand, using: &generator)
        let score = match.score.description  // e.g. "computer win: 0 user win: 1"
        #expect(
            ["computer win: 0 user win: 1", "computer win: 1 user win: 0", "computer win: 0 user win: 0"]
                .contains(score))
        #expect(match.round?.isFinished == true)
    }

    @Test func xiDachRound() throws {
        var generator = Xoshiro256(seed: 7)
        var shoe = try Shoe(decks: 1, using: &generator)
        var round = try XiDachRound(rules: .folk, dealingFrom: &shoe, using: &generator)
        while !round.isFinished {
            try round.perform(round.legalActions.contains(.hit) ? .hit : .stand, drawingFrom: &shoe, using: &generator)
        }
        #expect(round.result != nil)
    }
}
