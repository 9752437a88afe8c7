import AppServer
import Basics
import Blackjack
import CasinoKit
import Foundation
import Testing

@testable import CasinoServer

/// The server writes its answers and stores its tables with `SortedJSONEncoder`: for a scripted game of each kind,
/// every answer and every stored table is byte for byte what Foundation's `JSONEncoder` (sorted keys, ISO 8601
/// dates) wrote before it.
@Suite("Answer bytes")
struct AnswerBytesTests {
    static func foundationAnswer(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    /// Applies `intents` in turn (refusals included, as a player's taps would be) and compares each answer.
    static func play(_ intents: [GameIntent], game: Game, dealer: CasinoDealer, showAll: Bool) async throws -> Int {
        let store = MemoryCasinoStore()
        let service = TableService(store: store, clock: SystemClock(), dealer: dealer, metrics: HostMetrics())
        if showAll {
            let changes = try JSONDecoder().decode(
                PlayerSettings.Changes.self, from: Data(#"{"showHints": true, "showCount": true}"#.utf8))
            let settings = try await service.updateSettings(of: 1, with: changes)
            #expect(try SortedJSONEncoder(dateFormat: .iso8601).encode(settings) == foundationAnswer(settings))
        }
        var compared = 0
        let opened = try await service.table(of: 1, game: game)
        #expect(try SortedJSONEncoder(dateFormat: .iso8601).encode(opened.view) == foundationAnswer(opened.view))
        for intent in intents {
            guard let reply = try? await service.apply(intent, by: 1, game: game) else { continue }
            #expect(try SortedJSONEncoder(dateFormat: .iso8601).encode(reply.view) == foundationAnswer(reply.view))
            compared += 1
        }
        // The stored tables: what Foundation writes of the table read back from them.
        for case .table(_, _, let state, _) in store.written.withLock({ $0 }) {
            let table = try JSONDecoder().decode(game.tableType, from: state)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            #expect(state == (try encoder.encode(table)), "a stored \(game) table")
        }
        return compared
    }

    @Test("blackjack with hints and the count shown: bets, a side bet, insurance offered, a split, a settled round")
    func blackjack() async throws {
        // Player 8♠ 8♥, dealer A♣ up: insurance, then a split of the eights.
        let codes = ["8S", "AC", "8H", "9D", "3C", "10S", "2D", "10H", "KC", "5S", "7H", "QD", "4C", "6S"]
        let shoe = Shoe(stacked: try codes.map { try Card(code: $0) }, cutCardPosition: 12)
        let intents: [GameIntent] = [
            .blackjack(.bet(.dollars(25))), .blackjack(.clearBet), .blackjack(.bet(.dollars(10))),
            .blackjack(.sideBet(.perfectPairs, .dollars(5))), .blackjack(.deal), .blackjack(.declineInsurance),
            .blackjack(.play(.split)), .blackjack(.play(.hit)), .blackjack(.play(.stand)), .blackjack(.play(.stand)),
            .blackjack(.nextRound), .blackjack(.bet(.dollars(10))), .blackjack(.deal), .blackjack(.play(.stand)),
        ]
        let compared = try await Self.play(
            intents, game: .blackjack, dealer: .stacked([.blackjack: shoe]), showAll: true)
        #expect(compared >= 10)
    }

    /// The table is stored by `BlackjackTable.storedState()`, written straight into its bytes; its `Codable`
    /// conformance reads it back. A table under rules and limits no preset has (stored in full, not by name), with
    /// both side bets down and insurance taken, is stored as Foundation writes it, step by step.
    @Test(
        "a blackjack table under made-up rules and limits, with side bets and insurance, is stored as Codable writes it"
    )
    func storedBlackjackTableWithoutPresets() throws {
        var rules = try BlackjackRules.preset(named: "vegas")
        rules.decks = 1
        rules.dealerHitsSoft17.toggle()
        let limits = try TableLimits(id: "club", name: "Club", minimum: .dollars(5), maximum: .dollars(300))
        let codes = ["8S", "AC", "8H", "9D", "3C", "10S", "2D", "10H", "KC", "5S", "7H", "QD", "4C", "6S"]
        var table = try BlackjackTable(
            rules: rules, limits: limits, shoe: Shoe(stacked: try codes.map { try Card(code: $0) }))
        var generator = SystemRandomNumberGenerator()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try table.storedState() == encoder.encode(table), "a new table")
        let intents: [BlackjackIntent] = [
            .bet(.dollars(20)), .sideBet(.perfectPairs, .dollars(5)), .sideBet(.twentyOnePlusThree, .dollars(5)),
            .deal, .insurance(.dollars(10)), .play(.split),
        ]
        for intent in intents {
            _ = try table.apply(intent, balance: .dollars(1_000), using: &generator)
            #expect(try table.storedState() == encoder.encode(table), "after \(intent)")
        }
        #expect(table.round.insurance == .dollars(10))
        #expect(String(decoding: try table.storedState(), as: UTF8.self).contains(#""rules":{"#))
    }

    @Test("baccarat: bets on every spot, a coup, the next round")
    func baccarat() async throws {
        let intents: [GameIntent] = [
            .baccarat(.bet(.banker, .dollars(10))), .baccarat(.bet(.tie, .dollars(5))),
            .baccarat(.bet(.playerPair, .dollars(5))), .baccarat(.deal), .baccarat(.nextRound),
            .baccarat(.bet(.player, .dollars(20))), .baccarat(.clearBets), .baccarat(.bet(.player, .dollars(20))),
            .baccarat(.deal),
        ]
        #expect(try await Self.play(intents, game: .baccarat, dealer: .shuffled, showAll: false) == intents.count)
    }

    @Test("Xì Dách: a staked round, hits and a stand, a saved match")
    func xiDach() async throws {
        let intents: [GameIntent] = [
            .xidach(.deal(stake: .dollars(10))), .xidach(.hit), .xidach(.stand), .xidach(.deal(stake: nil)),
            .xidach(.stand), .xidach(.saveMatch(name: "Lan \"Ace\" / 7")),
        ]
        #expect(try await Self.play(intents, game: .xidach, dealer: .shuffled, showAll: false) >= 3)
    }
}
