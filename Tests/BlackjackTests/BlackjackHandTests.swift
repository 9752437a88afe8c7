import Blackjack
import CasinoKit
import Testing

@Suite("Blackjack hand")
struct BlackjackHandTests {
    @Test("an ace counts 11 while that keeps the hand at 21 or less")
    func softAndHardTotals() throws {
        var hand = BlackjackHand(try cards("AS 6H"))
        #expect(hand.total == 17 && hand.isSoft && hand.hardTotal == 7)
        hand.add(Card(.ten, .clubs))
        #expect(hand.total == 17 && !hand.isSoft)
        hand.add(Card(.five, .clubs))
        #expect(hand.total == 22 && hand.isBust)

        let aces = BlackjackHand(try cards("AS AH"))
        #expect(aces.total == 12 && aces.isSoft)
        #expect(BlackjackHand(try cards("AS AH 9D")).total == 21)
        #expect(BlackjackHand(try cards("AS AH 9D")).isSoft)
        let hardTwentyOne = BlackjackHand(try cards("AS AH 9D KC"))
        #expect(hardTwentyOne.total == 21 && !hardTwentyOne.isSoft && !hardTwentyOne.isBust)
        #expect(BlackjackHand().total == 0)
        #expect(BlackjackHand(try cards("KS QH 2D")).isBust)
    }

    @Test("a blackjack is an ace and a ten-value card as the first two cards, not after a split")
    func blackjack() throws {
        #expect(BlackjackHand(try cards("AS KH")).isBlackjack)
        #expect(BlackjackHand(try cards("10D AC")).isBlackjack)
        let splitAceAndTen = BlackjackHand(try cards("AS KH"), isFromSplit: true)
        #expect(splitAceAndTen.total == 21 && !splitAceAndTen.isBlackjack)
        #expect(!BlackjackHand(try cards("7S 7H 7D")).isBlackjack)
        #expect(!BlackjackHand(try cards("5S 6H KD")).isBlackjack)
        #expect(BlackjackHand(try cards("AS KH")).description == "A♠ K♥ (blackjack)")
        #expect(BlackjackHand(try cards("AS 6H")).description == "A♠ 6♥ (soft 17)")
    }

    @Test("pairs: same rank; splittable: same value, so K-Q splits but is not a pair")
    func pairs() throws {
        let eights = BlackjackHand(try cards("8S 8H"))
        #expect(eights.isPair && eights.canSplit)
        let kingQueen = BlackjackHand(try cards("KS QH"))
        #expect(!kingQueen.isPair && kingQueen.canSplit)
        #expect(!BlackjackHand(try cards("5S 6H")).canSplit)
        let threeEights = BlackjackHand(try cards("8S 8H 8D"))
        #expect(!threeEights.isPair && !threeEights.canSplit)
    }
}
