import Blackjack
import Testing

@Suite("Blackjack rules")
struct BlackjackRulesTests {
    @Test("the default Vegas preset has late surrender off (casino-onboarding-summary.md's bug fix)")
    func vegasDefault() throws {
        let vegas = try BlackjackRules.preset(named: "vegas")
        #expect(vegas == .vegas)
        #expect(vegas.surrender == .none)
        #expect(vegas.decks == 6 && !vegas.dealerHitsSoft17 && vegas.doubleAfterSplit)
        #expect(vegas.blackjackPayout == .threeToTwo)
    }

    @Test("unknown presets and unplayable rules are refused")
    func invalid() {
        #expect(throws: BlackjackRulesError.unknownPreset("macau")) { try BlackjackRules.preset(named: "macau") }
        var rules = BlackjackRules.vegas
        rules.decks = 0
        #expect(throws: BlackjackRulesError.self) { try rules.validate() }
        rules.decks = 6
        rules.maxSplitHands = 5
        #expect(throws: BlackjackRulesError.self) { try rules.validate() }
    }
}
