import Foundation
import Testing

@testable import CasinoKit

@Suite("Cards and shoe")
struct ShoeTests {
    @Test("a deck has 52 distinct cards; codes round-trip")
    func deck() throws {
        #expect(Set(Card.deck).count == 52)
        for card in Card.deck { #expect(try Card(code: card.code) == card) }
        #expect(try Card(code: "10H") == Card(.ten, .hearts))
        #expect(try Card(code: "td") == Card(.ten, .diamonds))
        #expect(Card(.ace, .spades).description == "A♠")
        for bad in ["", "1S", "11H", "AX", "ZZ", "A"] {
            #expect(throws: CardError.invalidCode(bad)) { try Card(code: bad) }
        }
        let json = try JSONEncoder().encode([Card(.queen, .diamonds)])
        #expect(String(decoding: json, as: UTF8.self) == #"["QD"]"#)
    }

    @Test("card values for blackjack and baccarat")
    func values() {
        #expect(Rank.allCases.map(\.pointValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10])
        #expect(Rank.allCases.map(\.baccaratValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0])
    }

    @Test("a six-deck shoe holds 312 cards, six of each card")
    func composition() throws {
        var generator = Xoshiro256(seed: 1)
        var shoe = try Shoe(decks: 6, using: &generator)
        #expect(shoe.remaining == 312)
        var counts: [Card: Int] = [:]
        for _ in 0..<312 { counts[shoe.draw(using: &generator), default: 0] += 1 }
        #expect(counts.count == 52)
        #expect(counts.values.allSatisfy { $0 == 6 })
        #expect(shoe.remaining == 0)
    }

    @Test("the cut card comes out at the penetration; an empty shoe reshuffles")
    func cutCard() throws {
        var generator = Xoshiro256(seed: 2)
        var shoe = try Shoe(decks: 1, penetration: 0.75, using: &generator)
        #expect(shoe.cutCardPosition == 39)
        shoe.burn(38, using: &generator)
        #expect(!shoe.isPastCutCard)
        _ = shoe.draw(using: &generator)
        #expect(shoe.isPastCutCard)
        shoe.burn(13, using: &generator)
        #expect(shoe.remaining == 0)
        _ = shoe.draw(using: &generator)
        #expect(shoe.remaining == 51)
    }

    @Test("the same seed deals the same shoe; different seeds do not")
    func seeded() throws {
        func firstCards(seed: UInt64) throws -> [Card] {
            var generator = Xoshiro256(seed: seed)
            var shoe = try Shoe(decks: 6, using: &generator)
            return (0..<20).map { _ in shoe.draw(using: &generator) }
        }
        #expect(try firstCards(seed: 9) == firstCards(seed: 9))
        #expect(try firstCards(seed: 9) != firstCards(seed: 10))
    }

    @Test("a shoe refuses 0 or 9 decks and a silly penetration")
    func invalidShoes() {
        var generator = Xoshiro256(seed: 3)
        #expect(throws: ShoeError.invalidDeckCount(0)) { try Shoe(decks: 0, using: &generator) }
        #expect(throws: ShoeError.invalidDeckCount(9)) { try Shoe(decks: 9, using: &generator) }
        #expect(throws: ShoeError.invalidPenetration(1.0)) { try Shoe(decks: 6, penetration: 1.0, using: &generator) }
    }

    @Test("xoshiro256** is uniform enough for dealing: each rank within 1% of 1/13 over 1.3M draws")
    func uniformity() {
        var generator = Xoshiro256(seed: 4)
        var counts = [Int](repeating: 0, count: 13)
        for _ in 0..<1_300_000 { counts[Int.random(in: 0..<13, using: &generator)] += 1 }
        #expect(counts.allSatisfy { abs($0 - 100_000) < 1_000 })
    }
}

@Suite("Money, bankroll and table limits")
struct MoneyTests {
    @Test("money prints as dollars and scales in whole cents")
    func money() {
        #expect(Money.dollars(1_000).description == "$1,000")
        #expect(Money(cents: 1_050).description == "$10.50")
        #expect(Money(cents: -505).description == "-$5.05")
        #expect(Money(cents: 1_234_567_89).description == "$1,234,567.89")
        #expect(Money.dollars(5).scaled(by: 3, over: 2) == Money(cents: 750))
        #expect(Money(cents: 125).scaled(by: 95, over: 100) == Money(cents: 118))
    }

    @Test("the bankroll starts at $1,000 and never goes negative")
    func bankroll() throws {
        var bankroll = try Bankroll()
        #expect(bankroll.balance == .dollars(1_000))
        try bankroll.debit(.dollars(400), reason: "bet")
        #expect(throws: BankrollError.insufficientFunds(needed: .dollars(700), available: .dollars(600))) {
            try bankroll.debit(.dollars(700), reason: "bet")
        }
        #expect(bankroll.balance == .dollars(600))
        try bankroll.credit(.dollars(800), reason: "win")
        #expect(bankroll.balance == .dollars(1_400))
        #expect(bankroll.ledger.map(\.amount) == [.dollars(-400), .dollars(800)])
        #expect(throws: BankrollError.negativeAmount(.dollars(-1))) { try bankroll.credit(.dollars(-1), reason: "x") }
        #expect(throws: BankrollError.negativeAmount(.dollars(-1))) { try Bankroll(balance: .dollars(-1)) }
    }

    @Test("Casual $5-$500 is the default; Low Stakes is $10-$1,000")
    func limits() throws {
        #expect(TableLimits.default == .casual)
        #expect(TableLimits.casual.minimum == .dollars(5) && TableLimits.casual.maximum == .dollars(500))
        #expect(TableLimits.lowStakes.minimum == .dollars(10) && TableLimits.lowStakes.maximum == .dollars(1_000))
        #expect(try TableLimits.preset(id: "low-stakes") == .lowStakes)
        #expect(throws: TableLimitError.unknownPreset("vip")) { try TableLimits.preset(id: "vip") }
    }

    @Test("a bet outside the limits or above the balance is refused")
    func bets() throws {
        let casual = TableLimits.casual
        try casual.validate(bet: .dollars(5), balance: .dollars(1_000))
        try casual.validate(bet: .dollars(500), balance: .dollars(500))
        #expect(throws: TableLimitError.outsideLimits(bet: .dollars(4), limits: casual)) {
            try casual.validate(bet: .dollars(4), balance: .dollars(1_000))
        }
        #expect(throws: TableLimitError.outsideLimits(bet: .dollars(501), limits: casual)) {
            try casual.validate(bet: .dollars(501), balance: .dollars(1_000))
        }
        #expect(throws: TableLimitError.aboveBalance(bet: .dollars(100), balance: .dollars(99))) {
            try casual.validate(bet: .dollars(100), balance: .dollars(99))
        }
        #expect(throws: TableLimitError.invalidLimits(minimum: .dollars(10), maximum: .dollars(5))) {
            try TableLimits(id: "x", name: "X", minimum: .dollars(10), maximum: .dollars(5))
        }
    }
}

@Suite("Shoe persistence")
struct ShoeCodingTests {
    @Test("a shoe round-trips through JSON, mid-shoe, in about a byte per card")
    func roundTrip() throws {
        var generator = Xoshiro256(seed: 12)
        var shoe = try Shoe(decks: 6, using: &generator)
        shoe.burn(40, using: &generator)
        let data = try JSONEncoder().encode(shoe)
        #expect(data.count < 312 * 2)
        var decoded = try JSONDecoder().decode(Shoe.self, from: data)
        #expect(decoded == shoe)
        #expect(decoded.draw(using: &generator) == shoe.draw(using: &generator))
        let corrupt = Data(#"{"decks":1,"penetration":0.75,"nextIndex":0,"cards":"/w=="}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shoe.self, from: corrupt) }
    }
}

@Suite("Money that never traps")
struct MoneyOverflowTests {
    @Test("adding reports an overflow instead of trapping")
    func adding() {
        #expect(Money(cents: 250).adding(Money(cents: 250)) == Money(cents: 500))
        #expect(Money(cents: Int.max).adding(Money(cents: 1)) == nil)
        #expect(Money(cents: Int.min).adding(Money(cents: -1)) == nil)
    }

    @Test("a bankroll refuses a credit it could not hold, and keeps its balance")
    func bankrollCredit() throws {
        var bankroll = try Bankroll(balance: Money(cents: Int.max - 10))
        #expect(throws: BankrollError.tooLarge(Money(cents: 11))) {
            try bankroll.credit(Money(cents: 11), reason: "win")
        }
        #expect(bankroll.balance == Money(cents: Int.max - 10) && bankroll.ledger.isEmpty)
        try bankroll.credit(Money(cents: 10), reason: "win")
        #expect(bankroll.balance == Money(cents: Int.max))
    }
}
