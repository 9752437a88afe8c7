import Blackjack
import CasinoKit
import Testing

@Suite("Hi-Lo count")
struct HiLoCounterTests {
    @Test("the Hi-Lo tags: 2-6 +1, 7-9 0, 10-A -1")
    func tags() {
        #expect(Rank.allCases.map(HiLoCounter.tag(of:)) == [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1])
    }

    @Test("a full deck, and a full six-deck shoe, count 0")
    func balancedCount() throws {
        var oneDeck = try HiLoCounter(decks: 1)
        oneDeck.count(Card.deck)
        #expect(oneDeck.runningCount == 0)
        var shoe = try HiLoCounter(decks: 6)
        for _ in 0..<6 { shoe.count(Card.deck) }
        #expect(shoe.runningCount == 0)
        #expect(shoe.cardsRemaining == 0 && shoe.trueCount == nil)
    }

    @Test("a known sequence: 2 5 K 9 A 3 runs +1 +2 +1 +1 0 +1")
    func knownSequence() throws {
        var counter = try HiLoCounter(decks: 6)
        var runningCounts: [Int] = []
        for card in try cards("2C 5D KS 9H AD 3C") {
            counter.count(card)
            runningCounts.append(counter.runningCount)
        }
        #expect(runningCounts == [1, 2, 1, 1, 0, 1])
        #expect(counter.cardsSeen == 6 && counter.cardsRemaining == 306)
    }

    @Test("true count: running count +6 with three decks left is +2")
    func trueCountThreeDecks() throws {
        var counter = try HiLoCounter(decks: 6)
        counter.count(Card.deck)
        counter.count(Card.deck)
        // The third deck without six of its twenty tens and aces, then six sevens, eights and nines.
        let lowAndNeutral = Card.deck.filter { HiLoCounter.tag(of: $0.rank) >= 0 }
        let high = Card.deck.filter { HiLoCounter.tag(of: $0.rank) < 0 }
        counter.count(lowAndNeutral + high.prefix(14))
        counter.count(try cards("7S 7H 8S 8H 9S 9H"))
        #expect(counter.cardsSeen == 156)
        #expect(counter.decksRemaining == 3)
        #expect(counter.runningCount == 6)
        #expect(counter.trueCount == 2)
    }

    @Test("true count: all twenty low cards out of a single deck with half of it left is +40")
    func trueCountHalfDeck() throws {
        var counter = try HiLoCounter(decks: 1)
        counter.count(Card.deck.filter { HiLoCounter.tag(of: $0.rank) == 1 })
        counter.count(try cards("7S 7H 7D 7C 8S 8H"))
        #expect(counter.decksRemaining == 0.5)
        #expect(counter.trueCount == 40)
        counter.reset()
        #expect(counter.runningCount == 0 && counter.cardsRemaining == 52 && counter.trueCount == 0)
    }

    @Test("a counter holds 1 to 8 decks")
    func invalidDecks() {
        #expect(throws: HiLoCounterError.invalidDeckCount(0)) { try HiLoCounter(decks: 0) }
        #expect(throws: HiLoCounterError.invalidDeckCount(9)) { try HiLoCounter(decks: 9) }
    }
}
