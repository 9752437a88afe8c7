import Baccarat
import CasinoKit
import Testing

@Suite("Punto Banco drawing rules")
struct BaccaratDrawingRulesTests {
    /// The published Banker tableau when the Player drew: rows are the Banker's total (7 down to 0),
    /// columns the Player's third card 0-9; H draws, S stands.
    static let bankerTableau: [Int: String] = [
        7: "SSSSSSSSSS",
        6: "SSSSSSHHSS",
        5: "SSSSHHHHSS",
        4: "SSHHHHHHSS",
        3: "HHHHHHHHSH",
        2: "HHHHHHHHHH",
        1: "HHHHHHHHHH",
        0: "HHHHHHHHHH",
    ]

    @Test("the Banker's table against every Player third card, banker totals 0-7")
    func bankerAfterPlayerDrew() {
        for (bankerTotal, row) in Self.bankerTableau {
            for (third, expected) in row.enumerated() {
                #expect(
                    BaccaratDrawingRules.bankerDraws(bankerTotal: bankerTotal, playerThirdCard: third)
                        == (expected == "H"),
                    "banker \(bankerTotal), player's third card \(third)")
            }
        }
    }

    @Test("when the Player stood, the Banker draws on 0-5 and stands on 6-7")
    func bankerAfterPlayerStood() {
        #expect(
            (0...7).map { BaccaratDrawingRules.bankerDraws(bankerTotal: $0, playerThirdCard: nil) }
                == [true, true, true, true, true, true, false, false])
    }

    @Test("the Player draws on 0-5 and stands on 6-7; 8 and 9 are naturals")
    func player() {
        #expect(
            (0...7).map { BaccaratDrawingRules.playerDraws(playerTotal: $0) }
                == [true, true, true, true, true, true, false, false])
        #expect((0...9).filter(BaccaratDrawingRules.isNatural) == [8, 9])
    }

    @Test("a hand's total is the last digit of its card values; tens and faces count 0")
    func totals() throws {
        func total(_ codes: String...) throws -> Int {
            BaccaratDrawingRules.total(of: try codes.map { try Card(code: $0) })
        }
        #expect(try total("7S", "8H") == 5)
        #expect(try total("KS", "QH", "10D") == 0)
        #expect(try total("9S", "AH") == 0)
        #expect(try total("4S", "5H", "9D") == 8)
    }
}
