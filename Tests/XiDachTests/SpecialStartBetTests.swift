import CasinoKit
import Testing
import XiDach

@Suite("Xi Dach side bet: special start")
struct SpecialStartBetTests {
    @Test("pays 60:1 on Xi Ban and 18:1 (report) or 13:1 (folk) on Xi Dach; a ten makes Xi Dach only in the folk game")
    func payTable() {
        let aces = [Card(.ace, .spades), Card(.ace, .hearts)]
        let aceKing = [Card(.ace, .spades), Card(.king, .clubs)]
        let aceTen = [Card(.ace, .spades), Card(.ten, .clubs)]
        #expect(SpecialStartBet.net(stake: .dollars(5), firstTwoCards: aces, rules: .document) == .dollars(300))
        #expect(SpecialStartBet.net(stake: .dollars(5), firstTwoCards: aceKing, rules: .document) == .dollars(90))
        #expect(SpecialStartBet.net(stake: .dollars(5), firstTwoCards: aceTen, rules: .document) == .dollars(-5))
        #expect(SpecialStartBet.net(stake: .dollars(5), firstTwoCards: aceTen, rules: .folk) == .dollars(65))
        #expect(SpecialStartBet.odds(firstTwoCards: [Card(.king, .clubs), Card(.queen, .clubs)], rules: .folk) == nil)
    }

    @Test("exact one-deck house edges by counting: 8/221 (report) and 32/663 (folk)")
    func houseEdge() {
        // Report: P(Xi Ban) = (4*3)/(52*51) = 1/221, P(Xi Dach) = 2*4*12/(52*51) = 8/221.
        // Edge = -(60*1 + 18*8 - (221 - 9)) / 221 = 8/221.
        #expect(abs(SpecialStartBet.houseEdge(decks: 1, rules: .document) - 8.0 / 221) < 1e-12)
        // Folk: over 663, P(Xi Ban) = 3/663 and P(Xi Dach) = 2*4*16/(52*51) = 32/663.
        // Edge = -(60*3 + 13*32 - (663 - 35)) / 663 = 32/663.
        #expect(abs(SpecialStartBet.houseEdge(decks: 1, rules: .folk) - 32.0 / 663) < 1e-12)
    }
}
