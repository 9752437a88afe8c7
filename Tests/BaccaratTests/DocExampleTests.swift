import Baccarat
import CasinoKit
import Foundation
import Testing

/// The ```swift examples of Baccarat's doc comments, as test code so they keep compiling. Each test sets up what
/// its example takes for granted (a shoe, a generator), then runs the example as written; a result the comment
/// names is checked with `#expect`.
@Suite("Doc examples")
struct DocExampleTests {
    @Test func baccaratRound() throws {
        // A Banker natural: Player 2♠ 3♦ (5), Banker 9♥ K♣ (9).
        var shoe = Shoe(stacked: [
            Card(.two, .spades), Card(.nine, .hearts), Card(.three, .diamonds), Card(.king, .clubs),
        ])
        var generator = Xoshiro256(seed: 1)
        var round = BaccaratRound(limits: .casual, balance: .dollars(1_000))
        try round.place(.dollars(20), on: .banker)
        try round.place(.dollars(5), on: .tie)
        try round.deal(from: &shoe, using: &generator)
        #expect(round.coup?.outcome == .banker)
        #expect(round.netChange == .dollars(14))  // e.g. $19 - $5 = $14 on a Banker win
        #expect(round.settlements.map(\.net) == [.dollars(19), .dollars(-5)])
    }

    @Test func baccaratSimulation() throws {
        let report = try BaccaratSimulation.run(coups: 1_000_000, decks: 8, seed: 42)
        // about 0.0106 ± report.banker.standardError
        #expect(abs(report.banker.houseEdge - 0.010579) <= 4 * report.banker.standardError)
        #expect(abs(report.banker.houseEdge - 0.0106) < 0.005)
    }

    @Test func baccaratAnalysis() throws {
        let analysis = try BaccaratAnalysis.exact(decks: 8)
        #expect(abs(analysis.bankerWinProbability - 0.458597423) < 5e-10)  // 0.458597423...
        #expect(abs(analysis.houseEdges.banker - 0.010579) < 1e-6)  // 0.010579...
    }

    @Test func baccaratTable() throws {
        var generator = Xoshiro256(seed: 11)
        var table = BaccaratTable(limits: .casual, using: &generator)
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: .dollars(1_000), using: &generator)
        let outcome = try table.apply(.deal, balance: .dollars(1_000), using: &generator)
        // e.g. "player 9S KD (9); banker 5H 2C (7); banker $20 loss -$20"
        let settled = try #require(outcome.settled)
        // A Banker win pays 0.95 to 1; a tie pushes; the stake and the net come back together.
        #expect([Money.dollars(19), .dollars(-20), .zero].contains(settled.net))
        #expect(outcome.debit == .dollars(20) && outcome.credit == .dollars(20) + settled.net)
        let result = settled.net > .zero ? "win" : settled.net < .zero ? "loss" : "push"
        #expect(
            settled.detail.hasPrefix("player ") && settled.detail.hasSuffix("; banker $20 \(result) \(settled.net)"))
    }

    @Test func baccaratTableDetailAsQuoted() throws {
        // The coup the comment quotes, stacked: Player 9♠ K♦ (9), Banker 5♥ 2♣ (7).
        let cards = [Card(.nine, .spades), Card(.five, .hearts), Card(.king, .diamonds), Card(.two, .clubs)]
        var generator = Xoshiro256(seed: 1)
        var table = BaccaratTable(limits: .casual, shoe: Shoe(stacked: cards + Card.deck))
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: .dollars(1_000), using: &generator)
        let outcome = try table.apply(.deal, balance: .dollars(1_000), using: &generator)
        #expect(outcome.settled?.detail == "player 9S KD (9); banker 5H 2C (7); banker $20 loss -$20")
    }

    @Test func baccaratScoreboard() throws {
        let scoreboard = try BaccaratScoreboard(parsing: "BBPTPpBB")
        #expect(scoreboard.records.map(\.description) == ["B", "B", "P", "T", "Pp", "B", "B"])
        #expect(!scoreboard.text.isEmpty)
    }

    @Test func baccaratRecordParse() throws {
        let records = try BaccaratRecord.parse("BBPp T Bbp")  // 5 coups; the 3rd has a Player pair, the 5th both pairs
        #expect(records.count == 5)
        #expect(records[2].playerPair && !records[2].bankerPair)
        #expect(records[4].playerPair && records[4].bankerPair)
        #expect(records.enumerated().allSatisfy { [2, 4].contains($0.offset) || !$0.element.playerPair })
    }
}
