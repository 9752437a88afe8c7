import Blackjack
import CasinoKit
import Foundation
import Testing

@Suite("Blackjack round: persistence")
struct BlackjackRoundPersistenceTests {
    @Test("a round stored as JSON mid-play resumes identically")
    func resumeFromJSON() throws {
        var table = try StackedTable("8S 6H 8D 10C 5C 10H 10D KS")
        try table.perform(.split)
        let json = try JSONEncoder().encode(table.round)
        var resumed = table
        resumed.round = try JSONDecoder().decode(BlackjackRound.self, from: json)
        #expect(resumed == table)

        try table.perform(.hit, .stand)
        try resumed.perform(.hit, .stand)
        #expect(resumed == table)
        #expect(try resumed.settlement() == table.settlement())
    }

    @Test("every phase survives the round trip: betting, insurance offer, settled")
    func everyPhase() throws {
        func roundTrip(_ round: BlackjackRound) throws -> BlackjackRound {
            try JSONDecoder().decode(BlackjackRound.self, from: JSONEncoder().encode(round))
        }
        var betting = try BlackjackRound(rules: .european, limits: .highRoller)
        try betting.placeBet(.dollars(150), balance: .dollars(2_000))
        #expect(try roundTrip(betting) == betting)
        var insurance = try StackedTable("10S AH 9D 7C")
        #expect(try roundTrip(insurance.round) == insurance.round)
        try insurance.takeInsurance(.dollars(5))
        try insurance.perform(.stand)
        #expect(try roundTrip(insurance.round) == insurance.round)
        #expect(try roundTrip(insurance.round).settlement?.netChange == .dollars(5))
    }
}

@Suite("Blackjack rules and limits: stored by preset")
struct StoredPresetTests {
    static func sortedJSON(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("a preset is written as its name, changed rules and made-up limits in full, and each reads back")
    func presetsByName() throws {
        #expect(try Self.sortedJSON(BlackjackRules.european) == #""european""#)
        #expect(try Self.sortedJSON(TableLimits.highRoller) == #""high-roller""#)
        var changed = BlackjackRules.european
        changed.name = "custom"
        changed.decks = 2
        let written = try Self.sortedJSON(changed)
        #expect(written.contains(#""decks":2"#) && written.contains(#""name":"custom""#))
        #expect(try JSONDecoder().decode(BlackjackRules.self, from: Data(written.utf8)) == changed)
        let madeUp = try TableLimits(id: "club", name: "Club", minimum: .dollars(2), maximum: .dollars(50))
        #expect(try Self.sortedJSON(madeUp) == #"{"id":"club","maximum":5000,"minimum":200,"name":"Club"}"#)
        #expect(try JSONDecoder().decode(TableLimits.self, from: Data(try Self.sortedJSON(madeUp).utf8)) == madeUp)
        for preset in BlackjackRules.presets {
            #expect(try JSONDecoder().decode(BlackjackRules.self, from: Data(Self.sortedJSON(preset).utf8)) == preset)
        }
        let unknown = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TableLimits.self, from: Data(#""vip""#.utf8))
        }
        guard case .dataCorrupted(let context)? = unknown else { Issue.record("not a corrupt value"); return }
        #expect(context.debugDescription.contains("There is no table preset 'vip'; use one of: casual, low-stakes"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BlackjackRules.self, from: Data(#""vegas-7""#.utf8)) }
    }

    @Test("a round stored with its rules and limits in full (before presets were written by name) reads the same")
    func roundStoredInFull() throws {
        var round = try BlackjackRound(rules: .european, limits: .highRoller)
        try round.placeBet(.dollars(150), balance: .dollars(2_000))
        let stored = try Self.sortedJSON(round)
        #expect(stored.contains(#""limits":"high-roller""#) && stored.contains(#""rules":"european""#))
        let inFull = stored
            .replacingOccurrences(
                of: #""limits":"high-roller""#,
                with: #""limits":{"id":"high-roller","maximum":1000000,"minimum":10000,"name":"High Roller"}"#)
            .replacingOccurrences(
                of: #""rules":"european""#,
                with: #""rules":{"blackjackPayout":"3:2","dealerHitsSoft17":false,"dealerPeeks":false,"decks":6,"#
                    + #""doubleAfterSplit":true,"doubleRule":"9-11","hitSplitAces":false,"insuranceOffered":true,"#
                    + #""maxSplitHands":2,"name":"european","penetration":0.75,"resplitAces":false,"surrender":"none"}"#)
        #expect(inFull != stored)
        #expect(try JSONDecoder().decode(BlackjackRound.self, from: Data(inFull.utf8)) == round)
    }
}
