import Baccarat
import CasinoKit
import Foundation
import Testing

@Suite("A round of baccarat")
struct BaccaratRoundTests {
    /// Deals `round` from a shoe stacked with `codes`.
    func deal(_ round: inout BaccaratRound, _ codes: String...) throws {
        var shoe = Shoe(stacked: try codes.map { try Card(code: $0) })
        var generator = Xoshiro256(seed: 3)
        try round.deal(from: &shoe, using: &generator)
    }

    @Test("a Banker win: Banker pays 0.95:1, the other bets lose")
    func bankerWin() throws {
        var round = BaccaratRound(limits: .casual, balance: .dollars(1_000))
        try round.place(.dollars(20), on: .banker)
        try round.place(.dollars(5), on: .tie)
        try round.place(.dollars(10), on: .player)
        try round.place(.dollars(5), on: .bankerPair)
        // Player 2+3 = 5 draws a K: 5. Banker 4+3 = 7 stands.
        try deal(&round, "2S", "4H", "3D", "3C", "KS")
        #expect(round.coup?.outcome == .banker)
        #expect(round.settlements.map(\.net) == [.dollars(19), .dollars(-5), .dollars(-10), .dollars(-5)])
        #expect(round.settlements.map(\.result) == [.win, .loss, .loss, .loss])
        #expect(round.netChange == .dollars(-1))
    }

    @Test("a tie: Tie pays 8:1, Player and Banker push")
    func tie() throws {
        var round = BaccaratRound(balance: .dollars(100))
        try round.place(.dollars(10), on: .player)
        try round.place(.dollars(10), on: .banker)
        try round.place(.dollars(5), on: .tie)
        try deal(&round, "2S", "3H", "3D", "KC", "8S")
        #expect(round.coup?.outcome == .tie)
        #expect(round.settlements.map(\.result) == [.push, .push, .win])
        #expect(round.settlements.map(\.net) == [.zero, .zero, .dollars(40)])
        #expect(round.netChange == .dollars(40))
    }

    @Test("pairs pay 11:1 whoever wins; a Player win pays 1:1")
    func pairsAndPlayer() throws {
        var round = BaccaratRound(balance: .dollars(100))
        try round.place(.dollars(5), on: .playerPair)
        try round.place(.dollars(5), on: .bankerPair)
        try round.place(.dollars(25), on: .player)
        // Player 7-7 = 4 draws a 6: 0. Banker K-K = 0 draws... with 2: 2. A Banker win with both pairs.
        try deal(&round, "7S", "KS", "7H", "KD", "6D", "2C")
        #expect(round.coup?.outcome == .banker)
        #expect(round.settlements.map(\.net) == [.dollars(55), .dollars(55), .dollars(-25)])

        var playerWin = BaccaratRound(balance: .dollars(100))
        try playerWin.place(.dollars(25), on: .player)
        try playerWin.place(Money(cents: 510), on: .banker)
        try deal(&playerWin, "9S", "5H", "KD", "2C")
        #expect(playerWin.settlements.map(\.net) == [.dollars(25), Money(cents: -510)])
    }

    @Test("chips on the same zone add up; a Banker win on $5.10 pays $4.84")
    func addingChips() throws {
        var round = BaccaratRound(balance: .dollars(100))
        try round.place(.dollars(5), on: .banker)
        try round.place(Money(cents: 10), on: .banker)
        #expect(round.wagers.count == 1)
        #expect(round.wagers[0].stake == Money(cents: 510))
        #expect(round.totalStake == Money(cents: 510))
        try deal(&round, "2S", "4H", "3D", "3C", "KS")
        #expect(round.netChange == Money(cents: 484))
    }

    @Test("bets outside the limits or above the balance are refused and change nothing")
    func refusedBets() throws {
        var round = BaccaratRound(limits: .casual, balance: .dollars(600))
        try round.place(.dollars(400), on: .banker)
        let before = round
        #expect(throws: BaccaratRoundError.outsideLimits(bet: .player, stake: .dollars(4), limits: .casual)) {
            try round.place(.dollars(4), on: .player)
        }
        #expect(throws: BaccaratRoundError.outsideLimits(bet: .banker, stake: .dollars(600), limits: .casual)) {
            try round.place(.dollars(200), on: .banker)
        }
        #expect(throws: BaccaratRoundError.aboveBalance(total: .dollars(650), balance: .dollars(600))) {
            try round.place(.dollars(250), on: .player)
        }
        // A stake that would overflow the zone's sum is refused by the limit, never added.
        #expect(throws: BaccaratRoundError.outsideLimits(bet: .banker, stake: Money(cents: Int.max), limits: .casual)) {
            try round.place(Money(cents: Int.max), on: .banker)
        }
        #expect(throws: BaccaratRoundError.nonPositiveStake(.zero)) { try round.place(.zero, on: .tie) }
        #expect(throws: BaccaratRoundError.nonPositiveStake(.dollars(-5))) { try round.place(.dollars(-5), on: .tie) }
        #expect(round == before)
        #expect(round.settlements.isEmpty && round.netChange == .zero)
    }

    @Test("dealing without a bet or twice, and betting after the deal, are refused and change nothing")
    func refusedActions() throws {
        var generator = Xoshiro256(seed: 9)
        var shoe = try Shoe(decks: 8, using: &generator)
        var round = BaccaratRound(balance: .dollars(100))
        let shoeBefore = shoe
        #expect(throws: BaccaratRoundError.noBets) { try round.deal(from: &shoe, using: &generator) }
        #expect(shoe == shoeBefore)
        try round.place(.dollars(10), on: .player)
        try round.deal(from: &shoe, using: &generator)
        let dealt = round
        let shoeAfterDeal = shoe
        #expect(throws: BaccaratRoundError.alreadyDealt) { try round.deal(from: &shoe, using: &generator) }
        #expect(throws: BaccaratRoundError.betsClosed) { try round.place(.dollars(10), on: .tie) }
        #expect(round == dealt)
        #expect(shoe == shoeAfterDeal)
        #expect(BaccaratRoundError.alreadyDealt.description.contains("already been dealt"))
    }

    @Test("a round survives a JSON round-trip, before and after the deal")
    func codable() throws {
        var round = BaccaratRound(limits: .lowStakes, balance: .dollars(500))
        try round.place(.dollars(50), on: .banker)
        try round.place(.dollars(10), on: .playerPair)
        #expect(try JSONDecoder().decode(BaccaratRound.self, from: JSONEncoder().encode(round)) == round)
        try deal(&round, "7S", "KS", "7H", "KD", "6D", "2C")
        let decoded = try JSONDecoder().decode(BaccaratRound.self, from: JSONEncoder().encode(round))
        #expect(decoded == round)
        #expect(decoded.netChange == Money(cents: 4_750 + 11_000))
    }
}

@Suite("What can still be bet on each zone")
struct BaccaratLargestAdditionTests {
    @Test("each zone has its own maximum: $400 on the Banker at $5-$500 leaves $500 for the Tie, $100 for the Banker")
    func perZoneMaximum() throws {
        var round = BaccaratRound(limits: .casual, balance: .dollars(1_000))
        try round.place(.dollars(400), on: .banker)
        #expect(round.largestAddition(to: .banker) == .dollars(100))
        #expect(round.largestAddition(to: .tie) == .dollars(500))
        try round.place(.dollars(500), on: .tie)
        // $900 is down of $1,000: the balance now bounds every zone.
        #expect(round.largestAddition(to: .player) == .dollars(100))
        #expect(round.largestAddition(to: .tie) == .zero)
        #expect(throws: BaccaratRoundError.self) { try round.place(.dollars(105), on: .player) }
        try round.place(.dollars(100), on: .player)
        #expect(BaccaratBet.allCases.allSatisfy { round.largestAddition(to: $0) == .zero })
    }

    @Test("nothing can be added once the coup is dealt")
    func closedAfterTheDeal() throws {
        var round = BaccaratRound(limits: .casual, balance: .dollars(1_000))
        try round.place(.dollars(10), on: .player)
        var generator = Xoshiro256(seed: 1)
        var shoe = try Shoe(decks: 8, using: &generator)
        try round.deal(from: &shoe, using: &generator)
        #expect(BaccaratBet.allCases.allSatisfy { round.largestAddition(to: $0) == .zero })
    }
}
