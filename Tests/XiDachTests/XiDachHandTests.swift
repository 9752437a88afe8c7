import CasinoKit
import Testing
import XiDach

@Suite("Xi Dach hand evaluation")
struct XiDachHandTests {
    /// A hand and its value under the report's rules and under the folk rules, worked out from the rules.
    struct Case: Sendable, CustomStringConvertible {
        let codes: String
        let document: XiDachHandValue
        let folk: XiDachHandValue
        var description: String { codes }
    }

    static let table: [Case] = [
        // Xì Bàn: two aces.
        Case(codes: "AS AH", document: .xiBan, folk: .xiBan),
        // Xì Dách: an ace with J/Q/K in either order; with a 10 only under folk (document: 10 + 10 = 20).
        Case(codes: "AS KD", document: .xiDach, folk: .xiDach),
        Case(codes: "AH QC", document: .xiDach, folk: .xiDach),
        Case(codes: "JS AD", document: .xiDach, folk: .xiDach),
        Case(codes: "AS 10D", document: .points(total: 20), folk: .xiDach),
        Case(codes: "10D AS", document: .points(total: 20), folk: .xiDach),
        // Two cards with an ace: 1 or 10 (document), 10 or 11 (folk).
        Case(codes: "AS 9D", document: .points(total: 19), folk: .points(total: 20)),
        Case(codes: "AS 5D", document: .points(total: 15), folk: .points(total: 16)),
        Case(codes: "AS 4D", document: .points(total: 14), folk: .points(total: 15)),
        Case(codes: "KS QH", document: .points(total: 20), folk: .points(total: 20)),
        // Three cards: an ace is 1 or 10 under both; an ace with a face is no longer Xì Dách.
        Case(codes: "AS 5D 5H", document: .points(total: 20), folk: .points(total: 20)),
        Case(codes: "AS 6D 6H", document: .points(total: 13), folk: .points(total: 13)),
        Case(codes: "AS 9D 2H", document: .points(total: 21), folk: .points(total: 21)),
        Case(codes: "AS KD 5C", document: .points(total: 16), folk: .points(total: 16)),
        Case(codes: "AS AH 9C", document: .points(total: 20), folk: .points(total: 20)),
        Case(codes: "AS AH AD", document: .points(total: 21), folk: .points(total: 21)),
        Case(codes: "10S 5H 6D", document: .points(total: 21), folk: .points(total: 21)),
        // Four cards: an ace is still 1 or 10 in the report, only 1 under folk.
        Case(codes: "AS 2D 3H 4C", document: .points(total: 19), folk: .points(total: 10)),
        Case(codes: "AS AH 2D 3C", document: .points(total: 16), folk: .points(total: 7)),
        // Ngũ Linh: five cards at most 21, exactly 21 included.
        Case(codes: "2S 3H 4D 5C 6S", document: .nguLinh(total: 20), folk: .nguLinh(total: 20)),
        Case(codes: "2S 3H 4D 5C 7S", document: .nguLinh(total: 21), folk: .nguLinh(total: 21)),
        Case(codes: "AS 2D 2H 3C 3S", document: .nguLinh(total: 20), folk: .nguLinh(total: 11)),
        Case(codes: "AS 2D 3H 4C 5S", document: .nguLinh(total: 15), folk: .nguLinh(total: 15)),
        // Quắc: over 21 however the aces count, five cards included.
        Case(codes: "2S 3H 4D 5C 8S", document: .quac(total: 22), folk: .quac(total: 22)),
        Case(codes: "2S 3H 4D 5C KS", document: .quac(total: 24), folk: .quac(total: 24)),
        Case(codes: "KS QH 2D", document: .quac(total: 22), folk: .quac(total: 22)),
        Case(codes: "KS 5H 6D AC", document: .quac(total: 22), folk: .quac(total: 22)),
    ]

    @Test("hands evaluate per the report and per the folk rules", arguments: table)
    func evaluation(_ testCase: Case) throws {
        let hand = try hand(testCase.codes)
        #expect(hand.value(under: .document) == testCase.document)
        #expect(hand.value(under: .folk) == testCase.folk)
    }

    @Test("folk aces: 10 or 11 with two cards, 1 or 10 with three, 1 with four or five")
    func folkAcesByHandSize() throws {
        #expect(try hand("AS 8D").bestTotal(under: .folk) == 19)
        #expect(try hand("AS 8D AH").bestTotal(under: .folk) == 19)
        #expect(try hand("AS 8D AH 2C").bestTotal(under: .folk) == 12)
        #expect(try hand("AS 2D AH 2C 3C").bestTotal(under: .folk) == 9)
        // The report keeps 1 or 10 whatever the size.
        #expect(try hand("AS 8D").bestTotal(under: .document) == 18)
        #expect(try hand("AS 8D AH 2C").bestTotal(under: .document) == 21)
        #expect(try hand("AS 2D AH 2C 3C").bestTotal(under: .document) == 18)
        // Specials count too: 10 + 10 in the report, 11 + 10 under folk.
        #expect(try hand("AS KD").bestTotal(under: .document) == 20)
        #expect(try hand("AS KD").bestTotal(under: .folk) == 21)
    }

    @Test("names in Vietnamese with diacritics and in ASCII")
    func names() {
        let values: [XiDachHandValue] = [.xiBan, .xiDach, .nguLinh(total: 18), .points(total: 18), .quac(total: 25)]
        #expect(values.map(\.vietnameseName) == ["Xì Bàn", "Xì Dách", "Ngũ Linh", "18", "Quắc"])
        #expect(values.map(\.asciiName) == ["Xi Ban", "Xi Dach", "Ngu Linh", "18", "Quach"])
        #expect(values.map(\.isSpecial) == [true, true, false, false, false])
        #expect(values.map(\.isBust) == [false, false, false, false, true])
    }

    @Test("a hand adds cards in order and prints them")
    func building() throws {
        var hand = XiDachHand()
        hand.add(Card(.ace, .spades))
        hand.add(Card(.king, .hearts))
        #expect(hand.cards == (try cards("AS KH")))
        #expect(hand.description == "A♠ K♥")
    }
}
