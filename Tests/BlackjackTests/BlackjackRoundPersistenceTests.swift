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
