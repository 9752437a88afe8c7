import CasinoKit
import Foundation
import Testing
import XiDach

@Suite("Xi Dach advisor")
struct XiDachAdvisorTests {
    @Test("a small deck worked by hand: 19 against a known 17, with only 2s and kings left")
    func knownComputerHand() throws {
        // Standing wins: +1. Drawing: a 2 (half the cards) makes 21 and wins, a king is Quắc: (1 - 1) / 2 = 0.
        let advice = try XiDachAdvisor.advise(
            playerCards: try cards("10S 9H"), computerCards: try cards("10C 7D"),
            unseen: XiDachDeckComposition(cards: try cards("2C 2D 2H 2S KC KD KH KS")), rules: .document)
        #expect(advice.action == .stand)
        #expect(try #require(advice.standExpectedValue).isApproximately(1))
        #expect(try #require(advice.hitExpectedValue).isApproximately(0))
    }

    @Test("the computer's hidden cards are known not to be a special it would have shown")
    func conditionedOnNoSpecialShown() throws {
        // Unseen: two aces and six faces. The computer showed no special, so it holds two faces (20): standing
        // on 19 loses. Drawing: given the computer's two faces, an ace comes with probability 2/6 and makes 20,
        // worth 0 at best (standing pushes; drawing again wins 1/5 and busts 4/5); a face (4/6) is Quắc, -1.
        // So drawing is worth -2/3.
        let advice = try XiDachAdvisor.advise(
            playerCards: try cards("10S 9H"),
            unseen: XiDachDeckComposition(cards: try cards("AC AD KC KD KH KS QH QS")), rules: .document)
        #expect(advice.action == .hit)
        #expect(try #require(advice.standExpectedValue).isApproximately(-1))
        #expect(try #require(advice.hitExpectedValue).isApproximately(-2.0 / 3.0))
    }

    @Test(
        "the advisor agrees with playing out every order of a small deck",
        arguments: [
            (XiDachRules.document, "5S 2H 3C", "", "AC AD KC QD 9H 6S 2D"),
            (XiDachRules.folk, "5S 2H 3C", "", "AC AD KC 10D 9H 6S 2D"),
            (XiDachRules.folk, "AS 4H", "7C", "AC AD KC 10D 9H 6S 2D"),
            (
                XiDachRules.document.with {
                    $0.tieRule = .dealerWins
                    $0.xiDachMultiplier = 2
                }, "9S 3H", "AH",
                "AC KD QC 10D 5H 6S 2D"
            ),
        ])
    func agreesWithBruteForce(rules: XiDachRules, player: String, upCards: String, unseen: String) throws {
        let playerCards = try cards(player)
        let upCardList = try cards(upCards)
        let unseenCards = try cards(unseen)
        let bruteForce = XiDachBruteForce(rules: rules, computerUpCards: upCardList)
        let expected = bruteForce.values(player: playerCards, orders: bruteForce.orders(of: unseenCards))
        let advice = try XiDachAdvisor.advise(
            playerCards: playerCards, computerCards: upCardList, unseen: XiDachDeckComposition(cards: unseenCards),
            rules: rules)
        #expect((advice.standExpectedValue == nil) == (expected.stand == nil))
        #expect((advice.hitExpectedValue == nil) == (expected.hit == nil))
        if let stand = advice.standExpectedValue, let expectedStand = expected.stand {
            #expect(stand.isApproximately(expectedStand))
        }
        if let hit = advice.hitExpectedValue, let expectedHit = expected.hit {
            #expect(hit.isApproximately(expectedHit))
        }
    }

    @Test("illegal actions have no value: no Deal below 16 (folk), no draw at five cards or on a special")
    func legality() throws {
        let fullDeck = try XiDachDeckComposition()
        let twelve = try cards("10S 2H")
        let mustDraw = try XiDachAdvisor.advise(playerCards: twelve, unseen: fullDeck.removing(twelve), rules: .folk)
        #expect(mustDraw.action == .hit && mustDraw.standExpectedValue == nil && mustDraw.hitExpectedValue != nil)

        let fiveCards = try cards("2S 3H 2C 3C 4D")
        let full = try XiDachAdvisor.advise(playerCards: fiveCards, unseen: fullDeck.removing(fiveCards), rules: .folk)
        #expect(full.action == .stand && full.hitExpectedValue == nil)
        // Ngũ Linh loses only to Xì Bàn or Xì Dách, which the computer would have shown: it wins, or pushes
        // against a computer Ngũ Linh.
        let nguLinhValue = try #require(full.standExpectedValue)
        #expect(nguLinhValue > 0.9 && nguLinhValue <= 1)

        let xiDach = try cards("AS KD")
        let special = try XiDachAdvisor.advise(playerCards: xiDach, unseen: fullDeck.removing(xiDach), rules: .document)
        #expect(special.action == .stand && special.hitExpectedValue == nil)
        #expect(try #require(special.standExpectedValue).isApproximately(1))

        let shown = try cards("AH AD")
        let eighteen = try cards("10S 8H")
        let against = try XiDachAdvisor.advise(
            playerCards: eighteen, computerCards: shown, unseen: fullDeck.removing(eighteen + shown), rules: .folk)
        #expect(against.action == .stand && against.hitExpectedValue == nil && against.standExpectedValue == -1)
    }

    @Test("full deck: stand on 20 and 21, draw on 8; values stay within a stake")
    func fullDeck() throws {
        let fullDeck = try XiDachDeckComposition()
        for (codes, expected) in [("10S KH", XiDachAction.stand), ("10S 5H 6D", .stand), ("5S 3H", .hit)] {
            let player = try cards(codes)
            for rules in XiDachRules.presets {
                let advice = try XiDachAdvisor.advise(
                    playerCards: player, unseen: fullDeck.removing(player), rules: rules)
                #expect(advice.action == expected, "\(codes) under \(rules.name)")
                for value in [advice.standExpectedValue, advice.hitExpectedValue].compactMap({ $0 }) {
                    #expect(value >= -1 - 1e-9 && value <= 1 + 1e-9)
                }
            }
        }
    }

    @Test("with an up card the computer's other card is hidden")
    func upCard() throws {
        let player = try cards("10S 6H")
        let upCard = try cards("10D")
        let unseen = try XiDachDeckComposition().removing(player + upCard)
        let advice = try XiDachAdvisor.advise(
            playerCards: player, computerCards: upCard, unseen: unseen, rules: .document)
        #expect(advice.standExpectedValue != nil && advice.hitExpectedValue != nil)
    }

    @Test("bad input is refused")
    func refusals() throws {
        let fullDeck = try XiDachDeckComposition()
        #expect(throws: XiDachError.invalidHandSize(cards: 1, allowed: 2...5)) {
            try XiDachAdvisor.advise(playerCards: try cards("10S"), unseen: fullDeck, rules: .document)
        }
        #expect(throws: XiDachError.invalidHandSize(cards: 3, allowed: 0...2)) {
            try XiDachAdvisor.advise(
                playerCards: try cards("10S 2H"), computerCards: try cards("2C 3C 4C"), unseen: fullDeck,
                rules: .document)
        }
        #expect(throws: XiDachError.notEnoughCards(needed: 8, available: 7)) {
            try XiDachAdvisor.advise(
                playerCards: try cards("10S 9H"),
                unseen: XiDachDeckComposition(cards: try cards("2C 2D 2H 2S KC KD KH")), rules: .document)
        }
        // Only aces left: the computer's hidden cards would be Xì Bàn, which it would have shown.
        #expect(throws: XiDachError.noConsistentDeal) {
            try XiDachAdvisor.advise(
                playerCards: try cards("10S 9H"),
                unseen: XiDachDeckComposition(cards: try cards("AC AD AH AS AC AD AH AS")), rules: .document)
        }
        #expect(throws: XiDachError.invalidDeckCount(9)) { try XiDachDeckComposition(decks: 9) }
        #expect(throws: XiDachError.cardNotInDeck(Card(.ace, .spades))) {
            try XiDachDeckComposition(cards: try cards("KS")).removing(try cards("AS"))
        }
    }

    @Test("a deck composition round-trips through JSON and refuses malformed counts")
    func compositionCoding() throws {
        let composition = try XiDachDeckComposition(decks: 2).removing(try cards("AS KD"))
        let decoded = try JSONDecoder().decode(
            XiDachDeckComposition.self, from: JSONEncoder().encode(composition))
        #expect(decoded == composition && decoded.total == 102 && decoded.count(of: .ace) == 7)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(XiDachDeckComposition.self, from: Data(#"{"counts":[1,2]}"#.utf8))
        }
    }
}

extension Double {
    func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
