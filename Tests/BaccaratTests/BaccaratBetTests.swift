import Baccarat
import CasinoKit
import Testing

@Suite("Baccarat bets")
struct BaccaratBetTests {
    @Test("payouts: Player 1:1, Banker 0.95:1, Tie 8:1, pairs 11:1")
    func payouts() {
        let stake = Money.dollars(20)
        #expect(BaccaratBet.player.winnings(on: stake) == .dollars(20))
        #expect(BaccaratBet.banker.winnings(on: stake) == .dollars(19))
        #expect(BaccaratBet.tie.winnings(on: stake) == .dollars(160))
        #expect(BaccaratBet.playerPair.winnings(on: stake) == .dollars(220))
        #expect(BaccaratBet.bankerPair.winnings(on: stake) == .dollars(220))
        #expect(
            BaccaratBet.banker.winnings(on: Money(cents: 510)) == Money(cents: 484),
            "commission rounds down to the cent")
        #expect(BaccaratBet.allCases.map(\.oddsLabel) == ["1:1", "0.95:1", "8:1", "11:1", "11:1"])
        #expect(BaccaratBet.banker.odds == 0.95)
    }
}
