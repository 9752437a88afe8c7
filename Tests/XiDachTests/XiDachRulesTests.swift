import Testing
import XiDach

@Suite("Xi Dach rules")
struct XiDachRulesTests {
    @Test("presets are found by name; an unknown name is refused with the names there are")
    func presetByName() throws {
        #expect(try XiDachRules.preset(named: "folk") == .folk)
        #expect(throws: XiDachError.unknownPreset("vegas")) { try XiDachRules.preset(named: "vegas") }
        #expect(XiDachError.unknownPreset("vegas").description.contains("document, folk"))
    }

    @Test("the document preset follows the report; folk follows the home game")
    func presets() {
        #expect(XiDachRules.document.aceValuation == .oneOrTen)
        #expect(XiDachRules.document.xiDachPartners == .faceCards)
        #expect(XiDachRules.document.dealerMinimumToStand == 15 && XiDachRules.document.dealerMaximumTarget == 21)
        #expect(XiDachRules.folk.aceValuation == .byHandSize)
        #expect(XiDachRules.folk.xiDachPartners == .tenValueCards)
        #expect(XiDachRules.folk.playerMinimumToStand == 16 && XiDachRules.folk.dealerMinimumToStand == 15)
        #expect(XiDachRules.presets.map(\.maximumCards) == [5, 5])
    }
}
