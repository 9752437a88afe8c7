import CasinoKit
import Foundation
import Testing
import XiDach

@Suite("Xi Dach round")
struct XiDachRoundTests {
    @Test("the deal alternates, player first; the computer's cards stay hidden")
    func deal() throws {
        let (round, shoe) = try stackedRound(.document, player: "10S 8H", computer: "5H 4H")
        #expect(round.playerHand.cards == (try cards("10S 8H")))
        #expect(round.computerHand.cards == (try cards("5H 4H")))
        #expect(round.visibleComputerCards.isEmpty)
        #expect(!round.computerShowedSpecial && !round.isFinished && round.result == nil)
        #expect(shoe.remaining == 10)
    }

    @Test("the computer draws until 15-21: 9, 12, then stops at 15")
    func computerStopsInBand() throws {
        var (round, shoe) = try stackedRound(.document, player: "10S 8H", computer: "5H 4H", draws: "3C 3D KS")
        var generator = Xoshiro256(seed: 0)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.computerHand.cards == (try cards("5H 4H 3C 3D")))
        #expect(round.computerValue == .points(total: 15))
        #expect(shoe.remaining == 11)
        #expect(round.result?.outcome == .playerWins)
        #expect(round.visibleComputerCards.count == 4)
    }

    @Test("the computer stops at 21, busts to Quắc, or stops at five cards with Ngũ Linh")
    func computerEndings() throws {
        var generator = Xoshiro256(seed: 0)
        var (twentyOne, shoe) = try stackedRound(.document, player: "10S 8H", computer: "6H 5H", draws: "KC")
        try twentyOne.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(twentyOne.computerValue == .points(total: 21))
        #expect(twentyOne.result?.outcome == .computerWins)

        var (bust, bustShoe) = try stackedRound(.document, player: "10S 8H", computer: "10H 4H", draws: "KC")
        try bust.perform(.stand, drawingFrom: &bustShoe, using: &generator)
        #expect(bust.computerValue == .quac(total: 24))
        #expect(bust.computerHand.cards.count == 3)
        #expect(bust.result?.outcome == .playerWins)

        var (nguLinh, nguLinhShoe) = try stackedRound(
            .document, player: "10S 8H", computer: "2H 3H", draws: "2C 3C 4C")
        try nguLinh.perform(.stand, drawingFrom: &nguLinhShoe, using: &generator)
        #expect(nguLinh.computerValue == .nguLinh(total: 14))
        #expect(nguLinh.computerHand.cards.count == 5)
        #expect(nguLinh.result?.outcome == .computerWins)
    }

    @Test("the computer's drawing policy, hand by hand")
    func computerPolicy() throws {
        #expect(XiDachComputerPolicy.shouldDraw(try hand("10H 4H"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("10H 5H"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("10H 5H 6C"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("AH KH"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("AH AS"), rules: .folk))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("10H 5H KC"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("2H 3H 2C 3C 4C"), rules: .document))
        // An ace and a 4: 14 in the report (draw), 15 under folk, where the ace counts 11 (stand).
        #expect(XiDachComputerPolicy.shouldDraw(try hand("AH 4H"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("AH 4H"), rules: .folk))
        // An ace and a 10: 20 points in the report, Xì Dách under folk; neither draws.
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("AH 10H"), rules: .document))
        #expect(!XiDachComputerPolicy.shouldDraw(try hand("AH 10H"), rules: .folk))
    }

    @Test("a computer special is shown at once: the player can only press Deal, and the computer draws nothing")
    func computerSpecialShown() throws {
        var (round, shoe) = try stackedRound(.document, player: "10S 2H", computer: "AH KH")
        #expect(round.computerShowedSpecial)
        #expect(round.visibleComputerCards == (try cards("AH KH")))
        #expect(round.legalActions == [.stand])
        var generator = Xoshiro256(seed: 0)
        let before = (round, shoe)
        #expect(throws: XiDachError.computerShowedSpecial(.xiDach)) {
            try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        }
        #expect(round == before.0 && shoe == before.1)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.computerHand.cards.count == 2)
        #expect(round.result?.outcome == .computerWins)
    }

    @Test("folk: an ace and a 10 is Xì Dách for the computer too")
    func folkComputerTenXiDach() throws {
        let (round, _) = try stackedRound(.folk, player: "10S 6H", computer: "AH 10H")
        #expect(round.computerShowedSpecial && round.legalActions == [.stand])
        let (document, _) = try stackedRound(.document, player: "10S 6H", computer: "AH 10H")
        #expect(!document.computerShowedSpecial && document.legalActions == [.hit, .stand])
    }

    @Test("a hidden computer special still stands at once")
    func computerSpecialHidden() throws {
        let hidden = XiDachRules.document.with { $0.dealerRevealsSpecialsAtOnce = false }
        var (round, shoe) = try stackedRound(hidden, player: "10S 9H", computer: "AH AD")
        #expect(!round.computerShowedSpecial && round.visibleComputerCards.isEmpty)
        #expect(round.legalActions == [.hit, .stand])
        var generator = Xoshiro256(seed: 0)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.computerHand.cards.count == 2 && round.computerValue == .xiBan)
        #expect(round.result?.outcome == .computerWins)
    }

    @Test("a player special must stand at once")
    func playerSpecialStands() throws {
        var (round, shoe) = try stackedRound(.document, player: "AS QD", computer: "10H 9H")
        #expect(round.legalActions == [.stand])
        var generator = Xoshiro256(seed: 0)
        #expect(throws: XiDachError.mustStand(.xiDach)) {
            try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        }
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.result?.outcome == .playerWins)
    }

    @Test("Quắc ends the turn: only Deal is left, and the player loses")
    func playerBust() throws {
        var (round, shoe) = try stackedRound(.folk, player: "10S 6H", computer: "10H 7H", draws: "KC")
        var generator = Xoshiro256(seed: 0)
        try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        #expect(round.playerValue == .quac(total: 26))
        #expect(round.legalActions == [.stand])
        #expect(throws: XiDachError.mustStand(.quac(total: 26))) {
            try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        }
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.result?.outcome == .computerWins)
    }

    @Test("folk: no Deal below 16; the report has no minimum")
    func minimumToStand() throws {
        var (folk, shoe) = try stackedRound(.folk, player: "10S 2H", computer: "10H 7H")
        #expect(folk.legalActions == [.hit])
        let before = (folk, shoe)
        var generator = Xoshiro256(seed: 0)
        #expect(throws: XiDachError.belowMinimumToStand(total: 12, minimum: 16)) {
            try folk.perform(.stand, drawingFrom: &shoe, using: &generator)
        }
        #expect(folk == before.0 && shoe == before.1)
        #expect(try stackedRound(.folk, player: "10S 6H", computer: "10H 7H").round.legalActions == [.hit, .stand])
        #expect(try stackedRound(.folk, player: "AS 5H", computer: "10H 7H").round.legalActions == [.hit, .stand])
        #expect(try stackedRound(.document, player: "2S 3H", computer: "10H 7H").round.legalActions == [.hit, .stand])
    }

    @Test("five cards: no more drawing, and Deal is allowed even below 16 (folk)")
    func fiveCards() throws {
        var (round, shoe) = try stackedRound(.folk, player: "2S 3H", computer: "10H 7H", draws: "2C 3C 4D")
        var generator = Xoshiro256(seed: 0)
        for _ in 0..<3 { try round.perform(.hit, drawingFrom: &shoe, using: &generator) }
        #expect(round.playerValue == .nguLinh(total: 14))
        #expect(round.legalActions == [.stand])
        let before = (round, shoe)
        #expect(throws: XiDachError.handFull(maximumCards: 5)) {
            try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        }
        #expect(round == before.0 && shoe == before.1)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.result?.outcome == .playerWins)
    }

    @Test("a finished round refuses every action and changes nothing")
    func finishedRound() throws {
        var (round, shoe) = try stackedRound(.document, player: "10S 8H", computer: "10H 7H")
        var generator = Xoshiro256(seed: 0)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.legalActions.isEmpty)
        let before = (round, shoe)
        for action in XiDachAction.allCases {
            #expect(throws: XiDachError.roundFinished) {
                try round.perform(action, drawingFrom: &shoe, using: &generator)
            }
        }
        #expect(round == before.0 && shoe == before.1)
    }

    @Test("a round refuses a stake that is not positive, a short shoe and unplayable rules, drawing nothing")
    func refusedDeals() throws {
        var generator = Xoshiro256(seed: 0)
        var shoe = try stackedShoe(player: "10S 8H", computer: "10H 7H")
        let before = shoe
        #expect(throws: XiDachError.invalidStake(.zero)) {
            try XiDachRound(rules: .document, stake: .zero, dealingFrom: &shoe, using: &generator)
        }
        #expect(throws: XiDachError.invalidStake(.dollars(-5))) {
            try XiDachRound(rules: .document, stake: .dollars(-5), dealingFrom: &shoe, using: &generator)
        }
        #expect(throws: XiDachError.invalidMaximumCards(6)) {
            try XiDachRound(rules: .document.with { $0.maximumCards = 6 }, dealingFrom: &shoe, using: &generator)
        }
        #expect(throws: XiDachError.invalidMultiplier(0)) {
            try XiDachRound(rules: .folk.with { $0.xiBanMultiplier = 0 }, dealingFrom: &shoe, using: &generator)
        }
        #expect(shoe == before)
        var shortShoe = Shoe(stacked: try cards("10S 8H 10H 7H"))
        #expect(throws: XiDachError.notEnoughCards(needed: 10, available: 4)) {
            try XiDachRound(rules: .document, dealingFrom: &shortShoe, using: &generator)
        }
        #expect(shortShoe.remaining == 4)
    }

    @Test("a staked round settles in money")
    func stakedRound() throws {
        var (round, shoe) = try stackedRound(.document, player: "10S 8H", computer: "10H 7H", stake: .dollars(25))
        #expect(round.playerNet == nil)
        var generator = Xoshiro256(seed: 0)
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        #expect(round.playerNet == .dollars(25))
    }

    @Test("a round in progress survives a JSON round trip and plays on the same")
    func jsonRoundTrip() throws {
        var (round, shoe) = try stackedRound(
            .folk, player: "10S 2H", computer: "5H 4H", draws: "4C 3D", stake: .dollars(5))
        var generator = Xoshiro256(seed: 0)
        try round.perform(.hit, drawingFrom: &shoe, using: &generator)
        let data = try JSONEncoder().encode(round)
        var decoded = try JSONDecoder().decode(XiDachRound.self, from: data)
        #expect(decoded == round)
        #expect(decoded.legalActions == [.hit, .stand])
        var decodedShoe = try JSONDecoder().decode(Shoe.self, from: JSONEncoder().encode(shoe))
        var decodedGenerator = generator
        try round.perform(.stand, drawingFrom: &shoe, using: &generator)
        try decoded.perform(.stand, drawingFrom: &decodedShoe, using: &decodedGenerator)
        #expect(decoded == round)
        #expect(round.result?.outcome == .computerWins)
    }
}
