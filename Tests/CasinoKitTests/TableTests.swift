import Foundation
import Testing

@testable import CasinoKit

@Suite("Table refusals, outcomes and intents")
struct TableTests {
    @Test("a refusal's code and message")
    func refusals() {
        #expect(TableRefusal.badInput(code: "unknown-zone", message: "Bet on one of: a, b.").code == "unknown-zone")
        #expect(TableRefusal.notNow(code: "bets-closed", message: "Closed.").description == "Closed.")
        #expect(TableRefusal.insufficientFunds(message: "Too much.").code == "insufficient-funds")
        let wait = TableRefusal.tooSoon(code: "too-many-saves", message: "Wait 3 s.", retryAfterSeconds: 3)
        #expect(wait.code == "too-many-saves" && "\(wait)" == "Wait 3 s.")
        let limits = TableLimitError.outsideLimits(bet: .dollars(3), limits: .casual)
        #expect(TableRefusal.refused(limits, badInput: true) == .badInput(code: "refused", message: limits.description))
        #expect(TableRefusal.refused(limits) == .notNow(code: "illegal-action", message: limits.description))
        #expect(
            TableRefusal.unknownAction("fly", game: "blackjack")
                == .badInput(code: "unknown-action", message: "'fly' is not an action of blackjack."))
    }

    @Test("an accepted amount lies between one cent and $1 billion")
    func acceptedAmounts() throws {
        #expect(try Money.accepted(cents: 1) == Money(cents: 1))
        #expect(try Money.accepted(cents: 100_000_000_000) == .largestAccepted)
        for cents in [0, -1, 100_000_000_001, Int.max, Int.min] {
            #expect(
                throws: TableRefusal.badInput(
                    code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not \(cents).")
            ) { try Money.accepted(cents: cents) }
        }
    }

    @Test("adding to a zone stays within the table maximum, even for amounts that would overflow")
    func addingWithinLimits() throws {
        #expect(try TableLimits.casual.adding(.dollars(100), to: .dollars(400), what: "bet") == .dollars(500))
        #expect(
            throws: TableRefusal.badInput(
                code: "outside-limits",
                message: "$101 more on the bet is above the Casual table's maximum of $500 ($400 is already down).")
        ) { try TableLimits.casual.adding(.dollars(101), to: .dollars(400), what: "bet") }
        #expect(throws: TableRefusal.self) {
            try TableLimits.casual.adding(Money(cents: Int.max), to: .dollars(400), what: "side bet")
        }
    }

    @Test("a settled round returns its stake plus its net; an outcome settling it pays that back")
    func settledRounds() {
        let lost = SettledRound(stake: .dollars(20), net: .dollars(-20), detail: "lost")
        #expect(lost.returned == .zero)
        let won = SettledRound(stake: .dollars(10), net: Money(cents: 950), detail: "banker $10 win $9.50")
        #expect(won.returned == Money(cents: 1_950))
        #expect(
            TableOutcome.settling(won, debit: .dollars(10))
                == TableOutcome(debit: .dollars(10), credit: Money(cents: 1_950), settled: won))
        #expect(TableOutcome() == TableOutcome(debit: .zero, credit: .zero, settled: nil))
    }

    @Test("a bankroll applies an outcome's debit then credit, or refuses it changing nothing")
    func bankrollApply() throws {
        var bankroll = try Bankroll(balance: .dollars(100))
        try bankroll.apply(TableOutcome(debit: .dollars(30), credit: .dollars(45)), table: "baccarat")
        #expect(bankroll.balance == .dollars(115))
        #expect(bankroll.ledger.map(\.reason) == ["stakes on the baccarat table", "returned from the baccarat table"])
        let before = bankroll
        #expect(throws: TableRefusal.insufficientFunds(message: "That needs $116, but the balance is $115.")) {
            try bankroll.apply(TableOutcome(debit: .dollars(116), credit: .dollars(500)), table: "baccarat")
        }
        #expect(bankroll == before)
        #expect(throws: TableRefusal.self) {
            try bankroll.apply(TableOutcome(credit: Money(cents: Int.max)), table: "x")
        }
        #expect(bankroll == before)
    }

    @Test("intent fields: the flat object, with malformed fields refused as bad input")
    func intentFields() throws {
        func refusal(_ json: String) -> TableRefusal? {
            do {
                _ = try JSONDecoder().decode(IntentFields.self, from: Data(json.utf8))
                return nil
            } catch let error as DecodingError {
                return error.tableRefusal
            } catch {
                return nil
            }
        }
        let fields = try JSONDecoder().decode(
            IntentFields.self,
            from: Data(#"{"action":"bet","amountCents":2500,"zone":"tie","name":"Lan","extra":1}"#.utf8))
        #expect(fields == IntentFields(action: "bet", amountCents: 2_500, zone: "tie", name: "Lan"))
        #expect(try fields.amount() == .dollars(25) && (try fields.optionalAmount()) == .dollars(25))
        #expect(try IntentFields(action: "deal").optionalAmount() == nil)
        #expect(throws: TableRefusal.badInput(code: "missing-amount", message: "'deal' needs an amountCents.")) {
            try IntentFields(action: "deal").amount()
        }
        #expect(
            String(decoding: try JSONEncoder().encode(IntentFields(action: "deal")), as: UTF8.self)
                == #"{"action":"deal"}"#)
        #expect(
            refusal(#"{"zone":"tie"}"#) == .badInput(code: "malformed-json", message: "The JSON body needs 'action'."))
        #expect(
            refusal(#"{"action":null}"#) == .badInput(code: "malformed-json", message: "The JSON body needs 'action'."))
        #expect(
            refusal(#"{"action":["bet"]}"#)
                == .badInput(code: "malformed-json", message: "'action' has the wrong type."))
        #expect(
            refusal(#"{"action":"bet","amountCents":true}"#)
                == .badInput(code: "malformed-json", message: "'amountCents' has the wrong type."))
        #expect(
            refusal(#"{"action":"bet","zone":1}"#)
                == .badInput(code: "malformed-json", message: "'zone' has the wrong type."))
    }

    @Test("a stacked shoe's cut card comes out exactly at the chosen position")
    func stackedCutCard() {
        let deck = Card.deck + Card.deck + Card.deck
        for count in [1, 4, 7, 10, 52, 156] {
            for position in Set([0, 1, count / 3, count / 2, count - 1, count]) {
                let shoe = Shoe(stacked: Array(deck.prefix(count)), cutCardPosition: position)
                #expect(shoe.cutCardPosition == position && shoe.remaining == count)
            }
        }
        var generator = Xoshiro256(seed: 4)
        var shoe = Shoe(stacked: Array(Card.deck.prefix(6)), cutCardPosition: 4)
        #expect(shoe.draw(using: &generator) == Card.deck[0])
        for _ in 0..<2 { _ = shoe.draw(using: &generator) }
        #expect(!shoe.isPastCutCard)
        _ = shoe.draw(using: &generator)
        #expect(shoe.isPastCutCard)
        #expect(Shoe(stacked: Array(Card.deck.prefix(6)), cutCardPosition: 99).cutCardPosition == 6)
        #expect(Shoe(stacked: [], cutCardPosition: 3).cutCardPosition == 0)
    }
}
