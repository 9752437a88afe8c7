import CasinoKit
import Foundation
import Testing
import XiDach

private let thousand = Money.dollars(1_000)
private let start = Date(timeIntervalSince1970: 1_000_000)

/// A table under the report's rules whose first round deals the player `player` and the computer `computer`.
private func stackedTable(player: String = "10S 8H", computer: String = "10C 7D") throws -> XiDachTable {
    XiDachTable(
        match: XiDachMatch(rules: .document, shoe: try stackedShoe(player: player, computer: computer)), matchID: "m1")
}

@Suite("Xi Dach table")
struct XiDachTableTests {
    var generator = Xoshiro256(seed: 5)

    @Test("the phases, their legal intents and the outcome codes")
    mutating func phasesAndLegalIntents() throws {
        var table = try stackedTable()
        #expect(table.phase == .idle && table.outcome == nil && table.isBetweenRounds && !table.isPlayerTurn)
        #expect(table.legalIntents == ["deal", "reset-match", "save-match"])
        #expect(table.largestStake(balance: thousand, limits: .casual) == .dollars(500))
        #expect(table.largestStake(balance: .dollars(40), limits: .casual) == .dollars(40))
        _ = try table.apply(
            .deal(stake: .dollars(10)), balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(table.phase == .playerTurn && table.isPlayerTurn && table.legalIntents == ["hit", "stand"])
        #expect(table.stakesInPlay == .dollars(10) && table.largestStake(balance: thousand, limits: .casual) == .zero)
        _ = try table.apply(.stand, balance: .dollars(990), limits: .casual, now: start, using: &generator)
        #expect(table.phase == .finished && table.outcome == .player && table.stakesInPlay == .zero)
        #expect(table.legalIntents == ["deal", "reset-match", "save-match"])
        _ = try table.apply(.resetMatch, balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(table.phase == .idle && table.match.score.userWins == 1)
        #expect(XiDachTable.Phase.allCases.map(\.rawValue) == ["idle", "player-turn", "finished"])
        #expect(XiDachTable.RoundOutcome.allCases.map(\.rawValue) == ["player", "computer", "push"])
    }

    @Test("a staked round takes the stake at the deal and returns stake and win when it settles")
    mutating func stakedRound() throws {
        // 18 against 17: the computer stands from 15 on, and the player wins one stake.
        var table = try stackedTable()
        let dealt = try table.apply(
            .deal(stake: .dollars(10)), balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(dealt == XiDachTableOutcome(table: TableOutcome(debit: .dollars(10))))
        let settled = try table.apply(.stand, balance: .dollars(990), limits: .casual, now: start, using: &generator)
        #expect(
            settled.table
                == TableOutcome(
                    credit: .dollars(20),
                    settled: SettledRound(
                        stake: .dollars(10), net: .dollars(10), detail: "player 10S 8H; computer 10C 7D; player-wins")))
        #expect(settled.savedMatch == nil)

        // Unstaked rounds settle with nothing to move, and are still recorded.
        var free = try stackedTable(player: "10S 6H", computer: "10C 9D")
        _ = try free.apply(.deal(stake: nil), balance: thousand, limits: .casual, now: start, using: &generator)
        let lost = try free.apply(.stand, balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(
            lost.table
                == TableOutcome(
                    settled: SettledRound(
                        stake: .zero, net: .zero, detail: "player 10S 6H; computer 10C 9D; computer-wins")))
        #expect(free.outcome == .computer)
    }

    @Test("stakes outside the limits or the balance, and intents not legal now, are refused changing nothing")
    mutating func refusals() throws {
        var table = try stackedTable()
        let fresh = table
        #expect(
            throws: TableRefusal.badInput(
                code: "refused", message: "A bet of $3 is outside the Casual table's limits of $5 to $500.")
        ) {
            try table.apply(
                .deal(stake: .dollars(3)), balance: thousand, limits: .casual, now: start, using: &generator)
        }
        #expect(
            throws: TableRefusal.notNow(
                code: "illegal-action", message: "A bet of $100 is more than the balance of $50.")
        ) {
            try table.apply(
                .deal(stake: .dollars(100)), balance: .dollars(50), limits: .casual, now: start, using: &generator)
        }
        #expect(
            throws: TableRefusal.badInput(
                code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not \(Int.max).")
        ) {
            try table.apply(
                .deal(stake: Money(cents: Int.max)), balance: Money(cents: Int.max), limits: .casual, now: start,
                using: &generator)
        }
        #expect(throws: TableRefusal.notNow(code: "illegal-action", message: XiDachError.noRoundInProgress.description))
        {
            try table.apply(.hit, balance: thousand, limits: .casual, now: start, using: &generator)
        }
        #expect(table == fresh)
        _ = try table.apply(.deal(stake: nil), balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(throws: TableRefusal.notNow(code: "illegal-action", message: XiDachError.roundInProgress.description)) {
            try table.apply(.deal(stake: nil), balance: thousand, limits: .casual, now: start, using: &generator)
        }
        #expect(
            throws: TableRefusal.notNow(code: "round-in-progress", message: "Finish the round before saving the match.")
        ) {
            try table.apply(.saveMatch(name: "Lan"), balance: thousand, limits: .casual, now: start, using: &generator)
        }
    }

    @Test("a match is saved at most once every ten seconds")
    mutating func saveRateLimit() throws {
        var table = try stackedTable()
        let saved = try table.apply(
            .saveMatch(name: "Lan"), balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(
            saved == XiDachTableOutcome(savedMatch: XiDachSavedMatch(matchID: "m1", name: "Lan", score: XiDachScore())))
        #expect(table.lastSavedAt == start)
        for (elapsed, wait) in [(3.0, 7), (9.5, 1)] {
            #expect(
                throws: TableRefusal.tooSoon(
                    code: "too-many-saves", message: "The match was just saved; save it again in \(wait) s.",
                    retryAfterSeconds: wait)
            ) {
                try table.apply(
                    .saveMatch(name: "Lan"), balance: thousand, limits: .casual, now: start + elapsed, using: &generator
                )
            }
        }
        let again = try table.apply(
            .saveMatch(name: "Lan"), balance: thousand, limits: .casual, now: start + 10, using: &generator)
        #expect(again.savedMatch?.matchID == "m1" && table.lastSavedAt == start + 10)
    }

    @Test("between rounds, a deal or a reset under other rules starts a new match under them")
    mutating func adoption() throws {
        var table = try stackedTable()
        #expect(table.matches(rules: .document) && !table.matches(rules: .folk))
        #expect(throws: TableRefusal.self) {
            try table.apply(.hit, balance: thousand, rules: .folk, limits: .casual, now: start, using: &generator)
        }
        #expect(table.rulesName == "document")
        _ = try table.apply(
            .deal(stake: nil), balance: thousand, rules: .document, limits: .casual, now: start, using: &generator)
        // A round in progress finishes under its own rules.
        _ = try table.apply(.stand, balance: thousand, rules: .folk, limits: .casual, now: start, using: &generator)
        #expect(table.rulesName == "document" && table.matchID == "m1" && table.match.score.userWins == 1)
        _ = try table.apply(
            .resetMatch, balance: thousand, rules: .folk, limits: .casual, now: start, using: &generator)
        #expect(table.rulesName == "folk" && table.match.rules == .folk && table.matchID != "m1")
        #expect(table.match.score == XiDachScore() && table.phase == .idle)
    }

    @Test("a hand value's total and status code")
    func handValues() {
        let values: [(XiDachHandValue, Int, String)] = [
            (.xiBan, 21, "xiBan"), (.xiDach, 21, "xiDach"), (.nguLinh(total: 19), 19, "nguLinh"),
            (.points(total: 18), 18, "points"), (.quac(total: 25), 25, "quac"),
        ]
        for (value, total, code) in values {
            #expect(value.total == total && value.statusCode == code)
        }
    }

    @Test("a stored table with today's field names loads; one stored before match ids is a match of its own")
    func storedTablesLoad() throws {
        var table = try stackedTable()
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(table)) as? [String: Any])
        #expect(Set(object.keys) == ["match", "rulesName", "matchID"])
        var generator = Xoshiro256(seed: 2)
        _ = try table.apply(.saveMatch(name: "Lan"), balance: thousand, limits: .casual, now: start, using: &generator)
        #expect(try JSONDecoder().decode(XiDachTable.self, from: JSONEncoder().encode(table)) == table)
        let old =
            #"{"rulesName": "document", "match": \#(String(decoding: try JSONEncoder().encode(table.match), as: UTF8.self))}"#
        let loaded = try JSONDecoder().decode(XiDachTable.self, from: Data(old.utf8))
        #expect(loaded.matchID == "before-ids" && loaded.lastSavedAt == nil && loaded.match == table.match)
    }
}

@Suite("Xi Dach intents")
struct XiDachIntentTests {
    private func decode(_ json: String) throws -> XiDachIntent {
        try JSONDecoder().decode(XiDachIntent.self, from: Data(json.utf8))
    }

    private func refusal(_ json: String) -> TableRefusal? {
        do {
            _ = try decode(json)
            return nil
        } catch let error as DecodingError {
            return error.tableRefusal
        } catch {
            return nil
        }
    }

    @Test("every action decodes from today's flat JSON and encodes back to it")
    func everyAction() throws {
        let cases: [(String, XiDachIntent)] = [
            (#"{"action":"deal"}"#, .deal(stake: nil)),
            (#"{"action":"deal","amountCents":2500}"#, .deal(stake: .dollars(25))),
            (#"{"action":"hit"}"#, .hit),
            (#"{"action":"stand"}"#, .stand),
            (#"{"action":"reset-match"}"#, .resetMatch),
            (#"{"action":"save-match","name":"Lan Anh"}"#, .saveMatch(name: "Lan Anh")),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (json, intent) in cases {
            #expect(try decode(json) == intent)
            #expect(String(decoding: try encoder.encode(intent), as: UTF8.self) == json)
            #expect(intent.code == json.split(separator: "\"")[3])
        }
        #expect(cases.filter(\.1.placesBet).map(\.0) == [#"{"action":"deal","amountCents":2500}"#])
        #expect(cases.filter(\.1.opensRound).map(\.1.code) == ["deal", "deal", "reset-match"])
    }

    @Test("malformed intents carry stable codes")
    func errors() {
        #expect(
            refusal(#"{"action":"deal","amountCents":0}"#)
                == .badInput(code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not 0."))
        #expect(
            refusal(#"{"action":"save-match"}"#)
                == .badInput(code: "invalid-name", message: "'save-match' needs a name."))
        #expect(
            refusal(#"{"action":"double"}"#)
                == .badInput(code: "unknown-action", message: "'double' is not an action of xidach."))
        #expect(
            refusal(#"{"action":"save-match","name":5}"#)
                == .badInput(code: "malformed-json", message: "'name' has the wrong type."))
    }
}
