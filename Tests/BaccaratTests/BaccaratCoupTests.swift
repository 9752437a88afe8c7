import Baccarat
import CasinoKit
import Foundation
import Testing

/// The cards with these codes.
func cards(_ codes: String...) throws -> [Card] {
    try codes.map { try Card(code: $0) }
}

/// Deals one coup from a stacked shoe; returns it with the cards left.
func dealStacked(_ codes: String...) throws -> (coup: BaccaratCoup, remaining: Int) {
    var shoe = Shoe(stacked: try codes.map { try Card(code: $0) })
    var generator = Xoshiro256(seed: 1)
    let coup = BaccaratCoup.deal(from: &shoe, using: &generator)
    return (coup, shoe.remaining)
}

@Suite("Dealing a coup")
struct BaccaratCoupTests {
    @Test("a natural: both hands stand on two cards")
    func natural() throws {
        let (coup, remaining) = try dealStacked("9S", "5H", "KD", "2C", "AS", "AH")
        #expect(coup.playerCards == (try cards("9S", "KD")))
        #expect(coup.bankerCards == (try cards("5H", "2C")))
        #expect(coup.playerTotal == 9 && coup.bankerTotal == 7)
        #expect(coup.outcome == .player)
        #expect(coup.isNatural)
        #expect(remaining == 2)
    }

    @Test("the Player draws on 5; the Banker's 3 stands on a third card 8")
    func bankerThreeAgainstEight() throws {
        let (coup, remaining) = try dealStacked("2S", "3H", "3D", "KC", "8S", "AH")
        #expect(coup.playerCards == (try cards("2S", "3D", "8S")))
        #expect(coup.bankerCards == (try cards("3H", "KC")))
        #expect(coup.playerTotal == 3 && coup.bankerTotal == 3)
        #expect(coup.outcome == .tie)
        #expect(!coup.isNatural)
        #expect(remaining == 1)
    }

    @Test("the Player stands on 6; the Banker draws on 5")
    func playerStands() throws {
        let (coup, remaining) = try dealStacked("4S", "AH", "2D", "4C", "9S", "AD")
        #expect(coup.playerCards.count == 2)
        #expect(coup.bankerCards == (try cards("AH", "4C", "9S")))
        #expect(coup.playerTotal == 6 && coup.bankerTotal == 4)
        #expect(coup.outcome == .player)
        #expect(remaining == 1)
    }

    @Test("a pair is the same rank: 7-7 is, K-Q is not")
    func pairs() throws {
        let (coup, _) = try dealStacked("7S", "KS", "7H", "QS", "5D", "9C")
        #expect(coup.isPlayerPair)
        #expect(!coup.isBankerPair)
        #expect(coup.playerTotal == 9 && coup.bankerTotal == 9)
        #expect(coup.outcome == .tie)
    }

    @Test("hands from elsewhere must follow the drawing rules")
    func validation() throws {
        let valid = try BaccaratCoup(playerCards: try cards("2S", "3D", "8S"), bankerCards: try cards("3H", "KC"))
        #expect(valid.outcome == .tie)
        // A Banker natural stops the Player's draw too: Player 3 against Banker 9 is a finished coup.
        let bankerNatural = try BaccaratCoup(playerCards: try cards("2S", "AD"), bankerCards: try cards("9H", "KC"))
        #expect(bankerNatural.outcome == .banker && bankerNatural.isNatural)
        for (player, banker) in [
            (try cards("2S", "AD", "5C"), try cards("9H", "KC")),  // no third card against a Banker natural
            (try cards("2S", "3D"), try cards("3H", "KC")),  // the Player must draw on 5
            (try cards("2S", "3D", "8S"), try cards("3H", "KC", "4D")),  // the Banker's 3 stands on an 8
            (try cards("9S", "KD", "2H"), try cards("5H", "2C")),  // nobody draws on a natural
            (try cards("9S"), try cards("5H", "2C")),
        ] {
            #expect(throws: BaccaratCoupError.brokenDrawingRules(playerCards: player, bankerCards: banker)) {
                try BaccaratCoup(playerCards: player, bankerCards: banker)
            }
        }
    }

    @Test("every coup a shoe can deal is accepted as following the rules: all first four cards, every third card")
    func everyDealIsValid() throws {
        let rankOfValue: [Rank] = [.king, .ace, .two, .three, .four, .five, .six, .seven, .eight, .nine]
        var generator = Xoshiro256(seed: 1)
        var refused: [BaccaratCoup] = []
        for values in 0..<100_000 {
            // Player, Banker, Player, Banker, then the two possible third cards: one value per decimal digit.
            var digits = values
            let ranks = (0..<5).map { _ in
                defer { digits /= 10 }
                return rankOfValue[digits % 10]
            }
            var shoe = Shoe(stacked: ranks.enumerated().map { Card($1, Suit.allCases[$0 % 4]) } + [Card(.five, .clubs)])
            let coup = BaccaratCoup.deal(from: &shoe, using: &generator)
            if (try? BaccaratCoup(playerCards: coup.playerCards, bankerCards: coup.bankerCards)) != coup {
                refused.append(coup)
            }
        }
        #expect(
            refused.count == 0,
            "dealt coups refused, e.g. \(refused.prefix(3).map { "\($0.playerCards) vs \($0.bankerCards)" })")
    }

    @Test("JSON round-trip; hands breaking the rules do not decode")
    func codable() throws {
        let (coup, _) = try dealStacked("7S", "KS", "7H", "QS", "5D", "9C")
        let json = try JSONEncoder().encode(coup)
        #expect(try JSONDecoder().decode(BaccaratCoup.self, from: json) == coup)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""outcome":"tie""#))
        let broken = Data(#"{"playerCards":["2S","3D"],"bankerCards":["3H","KC"]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BaccaratCoup.self, from: broken) }
    }
}
