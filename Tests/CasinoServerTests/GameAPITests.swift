import Foundation
import HTTPTypes
import HostTesting
import Testing

@testable import AppServer
@testable import CasinoServer

@Suite("Game API")
struct GameAPITests {
    /// Plays a blackjack round to the end by standing (or declining insurance); returns the settled table.
    func finishBlackjack(_ visitor: Visitor) async throws -> Visitor.Reply {
        var table = try await visitor.table("blackjack")
        for _ in 0..<10 where table.phase != "settled" {
            let action = table.legalActions.contains("decline-insurance") ? "decline-insurance" : "stand"
            table = try await visitor.act("blackjack", #"{"action": "\#(action)"}"#)
            #expect(table.status == .ok)
        }
        return table
    }

    @Test("a blackjack round: bet, deal, play, settle; the balance and the round record agree")
    func blackjackRound() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            let bet = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 2500}"#)
            #expect(bet.json["pendingBetCents"] as? Int == 2500 && bet.balance == 100_000)
            let dealt = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            #expect(["player-turn", "insurance", "settled"].contains(dealt.phase))
            if dealt.phase != "settled" {
                #expect(dealt.balance == 97_500, "the stake is on the table")
                let dealer = try #require((dealt.json["dealer"] as? [String: Any])?["cards"] as? [String])
                #expect(dealer.contains("??"), "the hole card stays hidden")
            }
            let settled = try await finishBlackjack(visitor)
            let net = try #require(settled.json["netCents"] as? Int)
            #expect(settled.balance == 100_000 + net)
            #expect(try count(database, "SELECT COUNT(*) FROM settled_round WHERE game = 'blackjack'") == 1)
            #expect(try count(database, "SELECT balance_after_cents FROM settled_round") == 100_000 + net)
            #expect(try count(database, "SELECT balance_cents FROM casino_account") == 100_000 + net)
            let next = try await visitor.act("blackjack", #"{"action": "next-round"}"#)
            #expect(next.phase == "betting" && next.json["pendingBetCents"] as? Int == 2500)
        }
    }

    @Test(
        "blackjack side bets: Perfect Pairs and 21+3 settle at the deal by their pay tables, inside the round's record")
    func sideBets() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 1000}"#)
            try await visitor.act("blackjack", #"{"action": "side-bet", "zone": "perfect-pairs", "amountCents": 500}"#)
            let placed = try await visitor.act(
                "blackjack", #"{"action": "side-bet", "zone": "21+3", "amountCents": 500}"#)
            #expect(placed.legalActions.contains("side-bet"))
            let pending = try #require(placed.json["sideBets"] as? [[String: Any]])
            #expect(pending.map { $0["bet"] as? String } == ["perfect-pairs", "21+3"])
            #expect(pending.map { $0["stakeCents"] as? Int } == [500, 500])
            let options = try #require(placed.json["sideBetOptions"] as? [[String: Any]])
            let pairs = try #require(options.first?["payTable"] as? [[String: Any]])
            #expect(pairs.map { $0["odds"] as? Int } == [6, 12, 25])

            let dealt = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            let results = try #require(dealt.json["sideBets"] as? [[String: Any]])
            let hand = try #require((dealt.json["hands"] as? [[String: Any]])?.first?["cards"] as? [String])
            let dealer = try #require((dealt.json["dealer"] as? [String: Any])?["cards"] as? [String])
            // Perfect Pairs wins exactly when the first two cards share a rank (codes like "QS", "10H").
            let isPair = hand[0].dropLast() == hand[1].dropLast()
            let perfectPairs = results[0]
            #expect((perfectPairs["winningHand"] is String) == isPair)
            let odds = ["mixed-pair": 6, "coloured-pair": 12, "perfect-pair": 25]
            let expectedNet = (perfectPairs["winningHand"] as? String).flatMap { odds[$0] }.map { $0 * 500 } ?? -500
            #expect(perfectPairs["netCents"] as? Int == expectedNet)
            #expect(dealer.first != "??")
            let sideNet = results.compactMap { $0["netCents"] as? Int }.reduce(0, +)
            if dealt.phase != "settled" {
                let returned = results.compactMap { result -> Int? in
                    guard let net = result["netCents"] as? Int, net > 0 else { return nil }
                    return net + 500
                }.reduce(0, +)
                #expect(dealt.balance == 100_000 - 2_000 + returned)
            }
            let settled = try await finishBlackjack(visitor)
            let mainNet = try #require(settled.json["netCents"] as? Int)
            #expect(settled.balance == 100_000 + mainNet + sideNet)
            #expect(try count(database, "SELECT stake_cents FROM settled_round") >= 2_000)
            #expect(try count(database, "SELECT net_cents FROM settled_round") == mainNet + sideNet)
            #expect(try count(database, "SELECT balance_cents FROM casino_account") == 100_000 + mainNet + sideNet)

            let next = try await visitor.act("blackjack", #"{"action": "next-round"}"#)
            #expect((next.json["sideBets"] as? [[String: Any]])?.map { $0["stakeCents"] as? Int } == [500, 500])
            let unknown = try await visitor.act(
                "blackjack", #"{"action": "side-bet", "zone": "lucky-ladies", "amountCents": 500}"#)
            #expect(unknown.status == .badRequest && unknown.errorCode == "unknown-zone")
            let tooBig = try await visitor.act(
                "blackjack", #"{"action": "side-bet", "zone": "21+3", "amountCents": 50000}"#)
            #expect(tooBig.status == .badRequest && tooBig.errorCode == "outside-limits")
            let cleared = try await visitor.act("blackjack", #"{"action": "clear-bet"}"#)
            #expect((cleared.json["sideBets"] as? [Any])?.isEmpty == true)
        }
    }

    @Test(
        "with the count on, the table shows the Hi-Lo count of the cards in view (2-6 +1, 7-9 0, tens and aces -1)",
        arguments: TestDatabase.available)
    func hiLoCount(database: TestDatabase) async throws {
        try await withHost(apps: [CasinoApp()], on: database) { client in
            let visitor = Visitor(client)
            try await visitor.request(.put, "/casino/api/settings", body: #"{"showCount": true}"#)
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            let dealt = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            let hands = try #require(dealt.json["hands"] as? [[String: Any]])
            let dealer = try #require((dealt.json["dealer"] as? [String: Any])?["cards"] as? [String])
            let visible = hands.flatMap { $0["cards"] as? [String] ?? [] } + dealer.filter { $0 != "??" }
            let expected = visible.reduce(0) { total, code in
                let rank = code.dropLast()
                if ["2", "3", "4", "5", "6"].contains(rank) { return total + 1 }
                if ["7", "8", "9"].contains(rank) { return total }
                return total - 1
            }
            let count = try #require(dealt.json["count"] as? [String: Any])
            #expect(count["running"] as? Int == expected)
            #expect(try await visitor.table("baccarat").json["count"] == nil)
        }
    }

    @Test("refused intents are 4xx with a message and change nothing")
    func refusals() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            let before = try await visitor.table("blackjack").text
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"action": "hit"}"#, .conflict, "illegal action now"),
                (#"{"action": "deal"}"#, .conflict, "deal without a bet"),
                (#"{"action": "bet", "amountCents": 60000}"#, .badRequest, "above the Casual maximum"),
                (#"{"action": "bet", "amountCents": -5}"#, .badRequest, "negative amount"),
                (#"{"action": "bet"}"#, .badRequest, "no amount"),
                (#"{"action": "fold"}"#, .badRequest, "unknown action"),
                (#"{"amountCents": 500}"#, .badRequest, "no action"),
                (#"{"action": 3}"#, .badRequest, "wrong type"),
                ("not json", .badRequest, "malformed JSON"),
            ]
            for (body, status, why) in cases {
                let reply = try await visitor.act("blackjack", body)
                #expect(reply.status == status, "\(why)")
                #expect(!reply.errorCode.isEmpty && !(reply.json["message"] as? String ?? "").isEmpty, "\(why)")
            }
            #expect(try await visitor.table("blackjack").text == before)
            #expect(try count(database, "SELECT COUNT(*) FROM settled_round") == 0)

            // A bet below the minimum is refused at the deal, leaving the chips in place.
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 100}"#)
            let low = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            #expect(low.status == .badRequest && low.errorCode == "refused")
            #expect(try await visitor.table("blackjack").phase == "betting")
        }
    }

    @Test(
        "each zone has its own maximum: $400 on the Banker leaves $500 for the Tie (the view says so)",
        arguments: TestDatabase.available)
    func perZoneMaximum(database: TestDatabase) async throws {
        try await withHost(apps: [CasinoApp()], on: database) { client in
            let visitor = Visitor(client)
            let banker = try await visitor.act(
                "baccarat", #"{"action": "bet", "zone": "banker", "amountCents": 40000}"#)
            let maximums = try #require(banker.json["maximumBetCents"] as? [String: Int])
            #expect(maximums["banker"] == 10_000 && maximums["tie"] == 50_000 && maximums["player-pair"] == 50_000)
            #expect(
                try await visitor.act("baccarat", #"{"action": "bet", "zone": "tie", "amountCents": 50000}"#).status
                    == .ok)
            let full = try await visitor.table("baccarat").json["maximumBetCents"] as? [String: Int]
            #expect(full?["player"] == 10_000 && full?["tie"] == 0, "$900 of $1,000 is down")

            let blackjack = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 40000}"#)
            let zones = try #require(blackjack.json["maximumBetCents"] as? [String: Int])
            #expect(zones == ["main": 10_000, "perfect-pairs": 50_000, "21+3": 50_000])
            let xidach = try await visitor.table("xidach")
            #expect(xidach.json["maximumStakeCents"] as? Int == 50_000)
        }
    }

    @Test("a bet above the balance is refused")
    func aboveBalance() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            try await visitor.request(.patch, "/api/me", body: #"{"displayName": "Short"}"#)
            try await database.pool.write { db in
                try db.execute(
                    sql:
                        "INSERT OR REPLACE INTO casino_account (player_id, balance_cents, settings) SELECT id, 1000, '{}' FROM player"
                )
            }
            let reply = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 2500}"#)
            #expect(reply.status == .conflict && reply.errorCode == "insufficient-funds")
            let baccarat = try await visitor.act(
                "baccarat", #"{"action": "bet", "zone": "banker", "amountCents": 2500}"#)
            #expect(baccarat.status.code / 100 == 4)
        }
    }

    @Test("a round in progress survives a server restart and resumes where it stopped")
    func resumeAfterRestart() async throws {
        let path = temporaryDatabasePath()
        let (cookie, before) = try await withCasino(databasePath: path) { _, client in
            let visitor = Visitor(client)
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            var table = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            // Deal again until a round is left in progress (a natural settles at once).
            while table.phase == "settled" {
                try await visitor.act("blackjack", #"{"action": "next-round"}"#)
                table = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            }
            return (visitor.cookie, table.text)
        }
        try await withCasino(databasePath: path) { _, client in
            let visitor = Visitor(client, cookie: cookie)
            let resumed = try await visitor.table("blackjack")
            #expect(resumed.text == before)
            #expect(resumed.headers[.setCookie] == nil, "the same player")
            let settled = try await finishBlackjack(visitor)
            #expect(settled.phase == "settled")
        }
    }

    @Test("concurrent intents of one player never lose an update", arguments: TestDatabase.available)
    func concurrentIntents(database: TestDatabase) async throws {
        try await withHost(apps: [CasinoApp()], on: database) { client in
            let visitor = Visitor(client)
            try await visitor.act("blackjack", #"{"action": "clear-bet"}"#)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        Int(try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#).status.code)
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            let accepted = statuses.filter { $0 == 200 }.count
            #expect(accepted == 12, "one player's requests wait for each other")
            #expect(try await visitor.table("blackjack").json["pendingBetCents"] as? Int == 500 * accepted)
        }
    }

    @Test("many players acting at once: every answered round is in the database, with its balance, exactly once")
    func groupCommit() async throws {
        try await withCasino { database, client in
            let balances = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<32 {
                    group.addTask {
                        let visitor = Visitor(client)
                        try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
                        try await visitor.act("blackjack", #"{"action": "deal"}"#)
                        let settled = try await finishBlackjack(visitor)
                        return settled.balance
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(try count(database, "SELECT COUNT(*) FROM settled_round") == 32)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 32)
            #expect(try count(database, "SELECT SUM(balance_cents) FROM casino_account") == balances.reduce(0, +))
            #expect(
                try count(
                    database,
                    "SELECT COUNT(*) FROM casino_account a JOIN settled_round r ON r.player_id = a.player_id WHERE r.balance_after_cents = a.balance_cents"
                ) == 32)
        }
    }

    @Test("players never see or change each other's tables", arguments: TestDatabase.available)
    func isolation(database: TestDatabase) async throws {
        try await withHost(apps: [CasinoApp()], on: database) { client in
            let alice = Visitor(client)
            let bob = Visitor(client)
            try await alice.act("blackjack", #"{"action": "bet", "amountCents": 2500}"#)
            let aliceTable = try await alice.table("blackjack").text
            let bobTable = try await bob.table("blackjack")
            #expect(bobTable.json["pendingBetCents"] as? Int == 0)
            try await bob.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            try await bob.act("blackjack", #"{"action": "deal"}"#)
            #expect(try await alice.table("blackjack").text == aliceTable)
        }
    }

    @Test("a baccarat coup: bets on zones, one deal, settlement, road maps")
    func baccarat() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            try await visitor.act("baccarat", #"{"action": "bet", "zone": "banker", "amountCents": 1000}"#)
            let bets = try await visitor.act("baccarat", #"{"action": "bet", "zone": "tie", "amountCents": 500}"#)
            #expect(bets.json["bets"] as? [String: Int] == ["banker": 1000, "tie": 500])
            #expect(
                try await visitor.act("baccarat", #"{"action": "bet", "zone": "dragon", "amountCents": 500}"#).status
                    == .badRequest)
            let dealt = try await visitor.act("baccarat", #"{"action": "deal"}"#)
            #expect(dealt.phase == "settled")
            let coup = try #require(dealt.json["coup"] as? [String: Any])
            #expect(["player", "banker", "tie"].contains(coup["outcome"] as? String ?? ""))
            let net = try #require(dealt.json["netCents"] as? Int)
            #expect(dealt.balance == 100_000 + net)
            let roads = try #require(dealt.json["roads"] as? [String: [String: Any]])
            #expect(Set(roads.keys) == ["beadPlate", "bigRoad", "bigEyeBoy", "smallRoad", "cockroachPig"])
            #expect((roads["beadPlate"]?["cells"] as? [Any])?.count == 1)
            #expect(try await visitor.act("baccarat", #"{"action": "deal"}"#).status == .conflict)
            #expect(try count(database, "SELECT COUNT(*) FROM settled_round WHERE game = 'baccarat'") == 1)
        }
    }

    @Test(
        "Xi Dach: a round against the computer, the score line, save, leaderboard, delete only one's own",
        arguments: TestDatabase.available)
    func xiDach(database: TestDatabase) async throws {
        try await withHost(apps: [CasinoApp()], on: database) { client in
            let visitor = Visitor(client)
            var table = try await visitor.act("xidach", #"{"action": "deal"}"#)
            for _ in 0..<6 where table.phase == "player-turn" {
                let action = table.legalActions.contains("stand") ? "stand" : "hit"
                table = try await visitor.act("xidach", #"{"action": "\#(action)"}"#)
            }
            #expect(table.phase == "finished")
            let score = try #require(table.json["score"] as? [String: Int])
            // The score line is the page's, from the copy, in the report's words.
            let line = CasinoCopy.text(
                "ui.xidach.scoreLine", in: .english,
                ["computer": "\(score["computerWins"] ?? -1)", "user": "\(score["userWins"] ?? -1)"])
            #expect(line == "computer win: \(score["computerWins"] ?? -1) user win: \(score["userWins"] ?? -1)")
            #expect(
                table.json["scoreLine"] == nil && table.json["statusVietnamese"] == nil, "no display text in the view")
            let status = try #require((table.json["player"] as? [String: Any])?["status"] as? String)
            #expect(["xiBan", "xiDach", "nguLinh", "points", "quac"].contains(status))
            #expect(try await visitor.act("xidach", #"{"action": "save-match", "name": ""}"#).status == .badRequest)
            #expect(try await visitor.act("xidach", #"{"action": "save-match", "name": "Duong"}"#).status == .ok)
            let board = try await visitor.request(.get, "/casino/api/leaderboard").array
            #expect(
                board.count == 1 && board.first?["name"] as? String == "Duong" && board.first?["mine"] as? Bool == true)
            let savedAt = try #require(board.first?["savedAt"] as? String, "a date as ISO 8601 text")
            #expect(ISO8601DateFormatter().date(from: savedAt).map { abs($0.timeIntervalSinceNow) < 60 } == true)
            let id = try #require(board.first?["id"] as? Int)

            let stranger = Visitor(client)
            #expect(try await stranger.request(.get, "/casino/api/leaderboard").array.first?["mine"] as? Bool == false)
            #expect(try await stranger.request(.delete, "/casino/api/leaderboard/\(id)").status == .notFound)
            #expect(try await visitor.request(.get, "/casino/api/leaderboard").array.count == 1)
            #expect(try await visitor.request(.delete, "/casino/api/leaderboard/x").status == .badRequest)
            #expect(try await visitor.request(.delete, "/casino/api/leaderboard/\(id)").status == .noContent)
            #expect(try await visitor.request(.get, "/casino/api/leaderboard").array.isEmpty)

            let reset = try await visitor.act("xidach", #"{"action": "reset-match"}"#)
            #expect(
                reset.phase == "idle" && reset.json["score"] as? [String: Int] == table.json["score"] as? [String: Int])
        }
    }

    @Test("the bankroll can be refilled to $1,000; the refill is in the ledger, and a full bankroll records none")
    func refill() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            try await visitor.request(.patch, "/api/me", body: #"{"displayName": "Broke"}"#)
            try await database.pool.write { db in
                try db.execute(
                    sql:
                        "INSERT OR REPLACE INTO casino_account (player_id, balance_cents, settings) SELECT id, 0, '{}' FROM player"
                )
            }
            #expect(
                try await visitor.request(.post, "/casino/api/bankroll/reset").json["balanceCents"] as? Int == 100_000)
            #expect(try count(database, "SELECT COUNT(*) FROM bankroll_refill") == 1)
            #expect(try count(database, "SELECT amount_cents FROM bankroll_refill") == 100_000)
            #expect(
                try await visitor.request(.post, "/casino/api/bankroll/reset").json["balanceCents"] as? Int == 100_000)
            #expect(
                try count(database, "SELECT COUNT(*) FROM bankroll_refill") == 1, "nothing to refill, nothing recorded")
        }
    }
}
