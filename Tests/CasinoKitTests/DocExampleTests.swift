import CasinoKit
import Testing

/// The ```swift examples of CasinoKit's doc comments, as test code so they keep compiling. Each test sets up what
/// its example takes for granted, then runs the example as written; a result the comment names is checked with
/// `#expect`. Only the public API is imported, as a user of the module sees it.
@Suite("Doc examples")
struct DocExampleTests {
    // MARK: - Cards

    @Test func shoe() throws {
        var generator = SystemRandomNumberGenerator()
        var shoe = try Shoe(decks: 6, penetration: 0.75, using: &generator)
        let card = shoe.draw(using: &generator)
        #expect(Card.deck.contains(card))
        #expect(shoe.dealt == 1 && shoe.remaining == 6 * 52 - 1)
        #expect(shoe.cutCardPosition == 234 && !shoe.isPastCutCard)
    }

    @Test func stackedShoeWithCutCard() {
        let cards =
            [Card(.ten, .spades), Card(.nine, .hearts), Card(.eight, .clubs), Card(.seven, .diamonds)]
            + Card.deck
        let shoe = Shoe(stacked: cards, cutCardPosition: 4)  // past the cut card after the first deal of 4 cards
        var generator = SystemRandomNumberGenerator()
        var dealt = shoe
        #expect(dealt.cutCardPosition == 4)
        for expected in cards.prefix(3) {
            #expect(dealt.draw(using: &generator) == expected)
            #expect(!dealt.isPastCutCard)
        }
        #expect(dealt.draw(using: &generator) == cards[3])
        #expect(dealt.isPastCutCard)
    }

    // MARK: - Money

    @Test func bankroll() throws {
        var bankroll = try Bankroll()  // $1,000
        #expect(bankroll.balance == .dollars(1_000) && bankroll.balance.description == "$1,000")
        try bankroll.debit(.dollars(25), reason: "bet")
        try bankroll.credit(.dollars(50), reason: "win")
        #expect(bankroll.balance == .dollars(1_025))
        #expect(bankroll.ledger.map(\.amount) == [.dollars(-25), .dollars(50)])
    }

    @Test func money() {
        let bet: Money = .dollars(25)
        #expect(bet.description == "$25")
        #expect(Money(cents: 1_050).description == "$10.50")
    }

    // MARK: - Random

    @Test func xoshiro256() throws {
        var generator = Xoshiro256(seed: 42)
        var shoe = try Shoe(decks: 6, using: &generator)
        // The same seed deals the same shoe.
        var again = Xoshiro256(seed: 42)
        var same = try Shoe(decks: 6, using: &again)
        #expect(shoe == same)
        #expect(shoe.draw(using: &generator) == same.draw(using: &again))
    }

    // MARK: - Table

    @Test func tableRefusal() {
        func placeBet() throws(TableRefusal) {
            throw TableRefusal.notNow(code: "bets-closed", message: "Bets are closed until this round is over.")
        }
        let refusal = #expect(throws: TableRefusal.self) { try placeBet() }
        #expect(refusal?.code == "bets-closed")
        #expect(refusal?.description == "Bets are closed until this round is over.")
    }

    @Test func acceptedAmount() throws {
        let amount = try Money.accepted(cents: 2_500)  // $25
        #expect(amount == .dollars(25))
        let refusal = #expect(throws: TableRefusal.self) {
            try Money.accepted(cents: Int.max)  // throws TableRefusal.badInput(code: "invalid-amount", …)
        }
        guard case .badInput(let code, _) = refusal else {
            Issue.record("expected a bad input, got \(String(describing: refusal))")
            return
        }
        #expect(code == "invalid-amount")
    }
}
