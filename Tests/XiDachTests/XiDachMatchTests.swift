import CasinoKit
import Foundation
import Testing
import XiDach

@Suite("Xi Dach match")
struct XiDachMatchTests {
    @Test("the score reads 'computer win: X user win: Y' and counts staked money")
    func score() throws {
        var generator = Xoshiro256(seed: 0)
        let shoe = try stackedShoe(player: "10S 8H", computer: "10H 7H")
        var match = XiDachMatch(rules: .document, shoe: shoe)
        #expect(match.score.description == "computer win: 0 user win: 0")
        try match.startRound(stake: .dollars(10), using: &generator)
        #expect(match.isRoundInProgress && match.legalActions == [.hit, .stand])
        try match.perform(.stand, using: &generator)
        #expect(!match.isRoundInProgress && match.legalActions.isEmpty)
        #expect(match.score.description == "computer win: 0 user win: 1")
        #expect(match.score.playerNet == .dollars(10) && match.score.pushes == 0)
    }

    @Test("requests out of turn are refused and change nothing")
    func refusals() throws {
        var generator = Xoshiro256(seed: 3)
        var match = XiDachMatch(rules: .folk, using: &generator)
        let fresh = match
        #expect(throws: XiDachError.noRoundInProgress) { try match.perform(.hit, using: &generator) }
        #expect(throws: XiDachError.noRoundInProgress) { try match.hint() }
        #expect(throws: XiDachError.invalidStake(Money(cents: -1))) {
            try match.startRound(stake: Money(cents: -1), using: &generator)
        }
        #expect(match == fresh)
        try match.startRound(using: &generator)
        let dealt = match
        #expect(throws: XiDachError.roundInProgress) { try match.startRound(using: &generator) }
        #expect(throws: XiDachError.roundInProgress) { try match.resetMatch(using: &generator) }
        #expect(match == dealt)
    }

    @Test("reset match returns every card to the deck and reshuffles it; the score stays")
    func resetMatch() throws {
        var generator = Xoshiro256(seed: 5)
        var match = XiDachMatch(rules: .document, using: &generator)
        for _ in 0..<3 {
            try match.startRound(using: &generator)
            try match.perform(.stand, using: &generator)
        }
        let score = match.score
        #expect(match.shoe.remaining < 52 && !match.discards.isEmpty)
        let orderBefore = dealAll(match.shoe)
        try match.resetMatch(using: &generator)
        #expect(match.round == nil && match.discards.isEmpty)
        #expect(match.shoe.remaining == 52)
        #expect(match.score == score)
        let orderAfter = dealAll(match.shoe)
        #expect(Set(orderAfter) == Set(Card.deck) && orderAfter.count == 52)
        #expect(orderAfter.prefix(orderBefore.count) != orderBefore[...])
    }

    @Test("rounds are dealt on from one deck without repeating a card, reshuffling when short")
    func dealingOn() throws {
        var generator = Xoshiro256(seed: 11)
        var match = XiDachMatch(rules: .folk, using: &generator)
        var sawReshuffle = false
        for _ in 0..<40 {
            let discardsBefore = match.discards.count
            try match.startRound(using: &generator)
            while let action = match.legalActions.first { try match.perform(action, using: &generator) }
            let round = try #require(match.round)
            let inPlay = match.discards + round.playerHand.cards + round.computerHand.cards
            #expect(Set(inPlay).count == inPlay.count)
            #expect(inPlay.count + match.shoe.remaining == 52)
            if match.discards.count < discardsBefore { sawReshuffle = true }
        }
        #expect(sawReshuffle)
        #expect(match.score.userWins + match.score.computerWins + match.score.pushes == 40)
    }

    @Test("a match in progress survives a JSON round trip")
    func jsonRoundTrip() throws {
        var generator = Xoshiro256(seed: 8)
        var match = XiDachMatch(rules: .folk, using: &generator)
        try match.startRound(stake: .dollars(20), using: &generator)
        let decoded = try JSONDecoder().decode(XiDachMatch.self, from: JSONEncoder().encode(match))
        #expect(decoded == match)
        #expect(decoded.isRoundInProgress)
    }

    @Test("the unseen cards are the deck less the discards, the player's cards and the visible computer cards")
    func unseenComposition() throws {
        var generator = Xoshiro256(seed: 0)
        var match = XiDachMatch(rules: .document, shoe: try stackedShoe(player: "AS 8H", computer: "AH KH"))
        // A stacked shoe of fourteen cards is taken for one full deck.
        try match.startRound(using: &generator)
        let unseen = try match.unseenComposition()
        #expect(unseen.total == 48)
        #expect(unseen.count(of: .ace) == 2 && unseen.count(of: .king) == 3 && unseen.count(of: .eight) == 3)
        let hint = try match.hint()
        #expect(hint.action == .stand && hint.hitExpectedValue == nil && hint.standExpectedValue == -1)
    }

    private func dealAll(_ shoe: Shoe) -> [Card] {
        var shoe = shoe
        var generator = Xoshiro256(seed: 0)
        return (0..<shoe.remaining).map { _ in shoe.draw(using: &generator) }
    }
}
