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

    @Test("the summary reads the rules out")
    func summary() {
        #expect(
            BlackjackRules.vegas.summary
                == "6 decks, dealer stands on soft 17, double after split, no surrender, blackjack pays 3:2")
        #expect(
            BlackjackRules.european.summary
                == "6 decks, dealer stands on soft 17, double on 9-11 only, double after split, no surrender, "
                + "no hole card, blackjack pays 3:2")
        #expect(BlackjackRules.singleDeckSixToFive.summary.hasPrefix("1 deck, dealer hits soft 17"))
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
