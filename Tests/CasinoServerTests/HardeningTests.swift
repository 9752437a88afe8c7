import Basics
import CasinoKit
import Foundation
import GRDB
import HTTPTypes
import HostTesting
import Hummingbird
import OnboardingKit
import Testing

@testable import AppServer
@testable import CasinoServer

/// Issue 9: what an attacker or a careless client tried, each refused without harm.
@Suite("Hardening")
struct HardeningTests {
    // MARK: Money never traps

    @Test("a huge amount after a small one is a 400 at every place money is added, and the server lives on")
    func moneyOverflow() async throws {
        let path = temporaryDatabasePath()
        let cookie = try await withCasino(databasePath: path) { (database, client) async throws -> String? in
            let visitor = Visitor(client)
            let huge = [Int.max, Int.max - 400, Money.largestAccepted.cents, Money.largestAccepted.cents + 1]
            for amount in huge {
                try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
                let main = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": \#(amount)}"#)
                #expect(main.status == .badRequest, "blackjack bet of \(amount)")
                try await visitor.act("blackjack", #"{"action": "side-bet", "zone": "21+3", "amountCents": 500}"#)
                let side = try await visitor.act(
                    "blackjack", #"{"action": "side-bet", "zone": "21+3", "amountCents": \#(amount)}"#)
                #expect(side.status == .badRequest, "side bet of \(amount)")
                try await visitor.act("baccarat", #"{"action": "bet", "zone": "tie", "amountCents": 500}"#)
                let baccarat = try await visitor.act(
                    "baccarat", #"{"action": "bet", "zone": "tie", "amountCents": \#(amount)}"#)
                #expect(baccarat.status == .badRequest, "baccarat bet of \(amount)")
                let xidach = try await visitor.act("xidach", #"{"action": "deal", "amountCents": \#(amount)}"#)
                #expect(xidach.status == .badRequest, "xi dach stake of \(amount)")
                let insurance = try await visitor.act(
                    "blackjack", #"{"action": "insurance", "amountCents": \#(amount)}"#)
                #expect(insurance.status.code / 100 == 4, "insurance of \(amount)")
                try await visitor.act("blackjack", #"{"action": "clear-bet"}"#)
                try await visitor.act("baccarat", #"{"action": "clear-bets"}"#)
            }
            for amount in [0, -1, Int.min] {
                let reply = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": \#(amount)}"#)
                #expect(reply.status == .badRequest && reply.errorCode == "invalid-amount")
            }
            let beyond = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 9223372036854775808}"#)
            #expect(beyond.status == .badRequest, "a number past Int64 is malformed")
            // The chips already down stay as they were.
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            let table = try await visitor.act(
                "blackjack", #"{"action": "bet", "amountCents": \#(Money.largestAccepted.cents)}"#)
            #expect(table.status == .badRequest && table.errorCode == "outside-limits")
            #expect(try await visitor.table("blackjack").json["pendingBetCents"] as? Int == 500)
            return visitor.cookie
        }
        // A restart on the same database reads the stored bets without trouble.
        try await withCasino(databasePath: path) { (_, client) async throws -> Void in
            let visitor = Visitor(client, cookie: cookie)
            #expect(try await visitor.table("blackjack").json["pendingBetCents"] as? Int == 500)
            #expect(
                try await visitor.act("blackjack", #"{"action": "bet", "amountCents": \#(Int.max)}"#).status
                    == .badRequest)
        }
    }

    // MARK: The ledger adds up

    /// The id of the database's one player.
    func onlyPlayer(_ database: AppDatabase) throws -> Int64 {
        try #require(try database.pool.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM player") })
    }

    /// Balance = starting balance + settled nets + refills - stakes in play, for `playerID`, read from the database.
    func ledgerDifference(_ database: AppDatabase, playerID: Int64) throws -> Int {
        try database.pool.read { db in
            // A player whose balance never changed has no account row yet: the starting balance.
            let balance =
                try Int.fetchOne(
                    db, sql: "SELECT balance_cents FROM casino_account WHERE player_id = ?", arguments: [playerID])
                ?? Bankroll.defaultStartingBalance.cents
            let nets =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(net_cents), 0) FROM settled_round WHERE player_id = ?",
                    arguments: [playerID]) ?? 0
            let refills =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(amount_cents), 0) FROM bankroll_refill WHERE player_id = ?",
                    arguments: [playerID]) ?? 0
            var inPlay = 0
            for row in try Row.fetchAll(
                db, sql: "SELECT game, state FROM game_table WHERE player_id = ?", arguments: [playerID])
            {
                let game = try #require(Game(rawValue: row["game"]))
                inPlay += try JSONDecoder().decode(game.tableType, from: row["state"] as Data).stakesInPlay.cents
            }
            return balance - (Bankroll.defaultStartingBalance.cents + nets + refills - inPlay)
        }
    }

    @Test("a write that fails leaves memory and database as they were; requests behind it never build on it")
    func failedWrite() async throws {
        try await withCasino { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            try await visitor.act("baccarat", #"{"action": "bet", "zone": "banker", "amountCents": 500}"#)
            let playerID = try onlyPlayer(database)
            // The first deal's record cannot be written (as if the disk refused it); later ones can.
            try await database.pool.write { db in
                try db.execute(
                    sql: """
                        CREATE TRIGGER failFirstDeal BEFORE INSERT ON settled_round WHEN NEW.stake_cents = 500
                        BEGIN SELECT RAISE(ABORT, 'injected write failure'); END
                        """)
            }
            // The database's writer is held while the deal and three more requests arrive, so all four are waiting
            // for their writes at once (the old server answered the later ones from the unwritten deal).
            let held = Task { try await database.pool.write { _ in Thread.sleep(forTimeInterval: 0.6) } }
            try await Task.sleep(for: .milliseconds(50))
            let requests = [
                #"{"action": "deal"}"#, #"{"action": "next-round"}"#,
                #"{"action": "bet", "zone": "banker", "amountCents": 1000}"#, #"{"action": "deal"}"#,
            ]
            var replies: [Task<(status: Int, body: String), any Error>] = []
            for intent in requests {
                replies.append(
                    Task {
                        let reply = try await visitor.act("baccarat", intent)
                        return (Int(reply.status.code), reply.text)
                    })
                try await Task.sleep(for: .milliseconds(40))
            }
            try await held.value
            var statuses: [Int] = []
            for reply in replies { statuses.append(try await reply.value.status) }
            // The failed deal, then requests on the state before it: the bet and the deal succeed; "next-round" is
            // refused when it comes before them (no round was settled) and taken when a loaded machine starts its task
            // after them (the second deal settled one). Either way nothing builds on the failed deal (below).
            #expect(statuses[0] == 500 && Array(statuses[2...]) == [200, 200], "\(statuses)")
            #expect([409, 200].contains(statuses[1]), "\(statuses)")
            let failed = try await replies[0].value.body
            #expect(!failed.contains("injected") && failed.contains(#""error":"internal""#), "no internal text leaks")
            #expect(try count(database, "SELECT COUNT(*) FROM settled_round") == 1)
            #expect(try count(database, "SELECT stake_cents FROM settled_round") == 1_500)
            #expect(try ledgerDifference(database, playerID: playerID) == 0)
            let table = try await visitor.table("baccarat")
            #expect(table.balance == 100_000 + (try count(database, "SELECT net_cents FROM settled_round")))
        }
    }

    @Test("the ledger adds up for players who refill, bet on the side and leave rounds in progress")
    func ledgerInvariant() async throws {
        try await withCasino { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            for round in 0..<6 {
                try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 1000}"#)
                try await visitor.act(
                    "blackjack", #"{"action": "side-bet", "zone": "perfect-pairs", "amountCents": 500}"#)
                let dealt = try await visitor.act("blackjack", #"{"action": "deal"}"#)
                try await visitor.act("xidach", #"{"action": "deal", "amountCents": 700}"#)
                try await visitor.act("baccarat", #"{"action": "bet", "zone": "player", "amountCents": 500}"#)
                try await visitor.act("baccarat", #"{"action": "deal"}"#)
                try await visitor.act("baccarat", #"{"action": "next-round"}"#)
                let playerID = try onlyPlayer(database)
                #expect(try ledgerDifference(database, playerID: playerID) == 0, "round \(round), mid-round")
                if dealt.phase != "settled" { try await visitor.act("blackjack", #"{"action": "stand"}"#) }
                try await visitor.act("blackjack", #"{"action": "decline-insurance"}"#)
                try await visitor.act("blackjack", #"{"action": "stand"}"#)
                try await visitor.act("xidach", #"{"action": "stand"}"#)
                if round == 3 { try await visitor.request(.post, "/casino/api/bankroll/reset") }
                #expect(try ledgerDifference(database, playerID: playerID) == 0, "round \(round), after")
                try await visitor.act("blackjack", #"{"action": "next-round"}"#)
            }
            #expect(try count(database, "SELECT COUNT(*) FROM bankroll_refill") == 1)
        }
    }

    @Test(
        "new rules chosen mid-round take over when the next round opens, between rounds at once; views offer what will happen"
    )
    func settingsChangedMidRound() async throws {
        try await withCasino { (_, client) async throws -> Void in
            let visitor = Visitor(client)
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 1000}"#)
            var table = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            while table.phase == "settled" {
                try await visitor.act("blackjack", #"{"action": "next-round"}"#)
                table = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            }
            #expect(
                try await visitor.request(.put, "/casino/api/settings", body: #"{"blackjackRules": "european"}"#).status
                    == .ok)
            #expect(
                (try await visitor.table("blackjack").json["rules"] as? [String: Any])?["id"] as? String == "vegas",
                "the round in progress keeps its rules")
            for _ in 0..<3 where table.phase != "settled" {
                let action = table.legalActions.contains("decline-insurance") ? "decline-insurance" : "stand"
                table = try await visitor.act("blackjack", #"{"action": "\#(action)"}"#)
            }
            #expect(
                table.phase == "settled" && table.legalActions.contains("deal")
                    && table.json["pendingBetCents"] as? Int == 1000)
            let next = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            #expect(next.status == .ok, "deal, as the settled view offered: \(next.text)")
            #expect((next.json["rules"] as? [String: Any])?["id"] as? String == "european")

            // A settled table whose settings change between rounds takes them at once: the next view opens the new
            // table, and offers only what it can do.
            for (game, settings, check, expected) in [
                ("baccarat", #"{"tableLimits": "high-roller"}"#, "limits", "high-roller"),
                ("blackjack", #"{"blackjackRules": "vegas"}"#, "rules", "vegas"),
            ] {
                if game == "baccarat" {
                    try await visitor.act(game, #"{"action": "bet", "zone": "player", "amountCents": 10000}"#)
                    try await visitor.act(game, #"{"action": "deal"}"#)
                } else {
                    var round = try await visitor.table(game)
                    // A round that ended at once (a natural) took the new high-roller limits between rounds: its $10
                    // bet is under their minimum and was dropped, so the next round needs a bet of its own.
                    if round.legalActions.contains("bet"), round.json["pendingBetCents"] as? Int == 0 {
                        let minimum = (round.json["limits"] as? [String: Any])?["minimumCents"] as? Int ?? 10000
                        round = try await visitor.act(
                            game, #"{"action": "bet", "amountCents": \#(minimum)}"#)
                    }
                    for _ in 0..<8 where round.phase != "settled" {
                        let action =
                            round.legalActions.contains("decline-insurance")
                            ? "decline-insurance"
                            : round.legalActions.contains("stand") ? "stand" : "deal"
                        round = try await visitor.act(game, #"{"action": "\#(action)"}"#)
                    }
                }
                let settled = try await visitor.table(game)
                #expect(
                    settled.phase == "settled" && settled.legalActions.contains("next-round"),
                    "\(game): \(settled.text)")
                #expect(try await visitor.request(.put, "/casino/api/settings", body: settings).status == .ok)
                let opened = try await visitor.table(game)
                #expect(
                    opened.phase == "betting" && !opened.legalActions.contains("next-round"), "\(game): \(opened.text)")
                #expect((opened.json[check] as? [String: Any])?["id"] as? String == expected, "\(game)")
                #expect(try await visitor.act(game, #"{"action": "next-round"}"#).status == .conflict)
            }
            let limits = try await visitor.table("baccarat").json["limits"] as? [String: Any]
            #expect(limits?["id"] as? String == "high-roller")
        }
    }

    // MARK: Bounded growth

    @Test("requests that change nothing create no player: reads, 404s, refused bodies")
    func noPlayerFromReads() async throws {
        try await withCasino { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            for uri in [
                "/api/me", "/api/apps", "/api/copy", "/casino/api/player", "/casino/api/games", "/casino/api/settings",
                "/casino/api/copy", "/casino/api/options", "/casino/api/leaderboard", "/casino/api/games/blackjack",
                "/casino/api/games/baccarat", "/casino/api/games/xidach", "/api/nothing", "/casino/api/nothing",
                "/casino/api/games/poker", "/casino/api/onboarding", "/casino/api/onboarding/flows/none",
            ] {
                #expect(try await visitor.request(.get, uri).status.code < 500, "\(uri)")
            }
            #expect(try await visitor.request(.get, "/casino/api/games/xidach").json["phase"] as? String == "idle")
            #expect(try await visitor.request(.post, "/api/nothing", body: "{}").status == .notFound)
            #expect(
                try await visitor.request(.post, "/casino/api/games/blackjack/actions", body: "{").status == .badRequest
            )
            for intent in [#"{"action": "fly"}"#, #"{"action": "bet", "amountCents": 0}"#, #"{"action": "hit"}"#] {
                #expect(try await visitor.act("blackjack", intent).status.code / 100 == 4, "\(intent)")
                #expect(try await visitor.act("baccarat", intent).status.code / 100 == 4, "\(intent)")
            }
            let moon = try await visitor.act("baccarat", #"{"action": "bet", "zone": "moon", "amountCents": 500}"#)
            #expect(moon.status == .badRequest)
            #expect(try await visitor.act("xidach", #"{"action": "save-match", "name": ""}"#).status == .badRequest)
            #expect(try await visitor.request(.patch, "/api/me", body: #"{"displayName": ""}"#).status == .badRequest)
            #expect(
                try await visitor.request(.put, "/casino/api/settings", body: #"{"theme": "pink"}"#).status
                    == .badRequest)
            #expect(try await visitor.request(.delete, "/casino/api/leaderboard/1").status == .notFound)
            #expect(visitor.cookie == nil)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }

    @Test("a session records at most its bound of analytics events; a player's ninth session pushes out no page")
    func onboardingBounds() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            var sessions: [String] = []
            for _ in 0..<10 {
                clock.advance(by: 1)
                let started = try await visitor.request(.post, "/casino/api/onboarding/sessions")
                sessions.append(try #require(started.json["session"] as? String))
            }
            let header = HTTPField.Name("X-Onboarding-Session")!
            visitor.headers[header] = sessions[0]
            // The oldest is out of memory (a player keeps at most 8 there), and made again from what is stored when
            // its page comes back: a page left open in another tab goes on.
            #expect(try await visitor.request(.get, "/casino/api/onboarding").status == .ok, "the oldest is made again")
            visitor.headers[header] = sessions[9]
            for _ in 0..<150 {
                #expect(try await visitor.request(.post, "/casino/api/onboarding/blackjack/replay").status == .ok)
                #expect(try await visitor.request(.post, "/casino/api/onboarding/blackjack/reset").status == .ok)
            }
            #expect(
                try count(database, "SELECT COUNT(*) FROM onboarding_event") == OnboardingSession.maximumTrackedEvents)
        }
    }

    @Test("the funnel counted in SQL agrees with OnboardingKit's HintFunnel over the same events")
    func funnelInSQL() async throws {
        try await withCasino { (database, _) async throws -> Void in
            var generator = Xoshiro256(seed: 9)
            let hints = ["bettingZone", "dealButton", "playerActions", "nope"]
            var records: [AnalyticsRecord] = []
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            for player in 1...40 {
                for step in 0..<Int.random(in: 0...12, using: &generator) {
                    let event: AnalyticsEvent =
                        switch Int.random(in: 0..<4, using: &generator) {
                        case 0: .welcomeShown
                        case 1: .welcomeAnswered(choice: Bool.random(using: &generator) ? .showMeHow : .startPlaying)
                        case 2: .hintShown(hint: hints.randomElement(using: &generator) ?? "")
                        default: .tutorialReplayed
                        }
                    let app: AppIdentifier = Bool.random(using: &generator) ? "blackjack" : "baccarat"
                    // Some answers share a timestamp: the later one counts.
                    records.append(
                        AnalyticsRecord(
                            event: event, app: app, userID: String(player),
                            timestamp: start.addingTimeInterval(Double(step / 2))))
                }
            }
            try await database.pool.write { [records] db in
                for player in 1...40 {
                    try db.execute(
                        sql: "INSERT INTO player (id, token, display_name, created_at) VALUES (?, ?, 'P', ?)",
                        arguments: [player, String(format: "%032x", player), start])
                }
                for record in records {
                    try db.execute(
                        sql: """
                            INSERT INTO onboarding_event (player_id, app, surface, name, detail, properties, recorded_at)
                            VALUES (?, 'casino', ?, ?, ?, '{}', ?)
                            """,
                        arguments: [
                            Int(record.userID), record.app.rawValue, record.event.name,
                            FunnelCounts.detail(of: record.event),
                            record.timestamp,
                        ])
                }
            }
            let counts = try await DatabasePlatformStore(database: .sqlite(database)).funnelCounts(app: "casino")
            for app: AppIdentifier in ["blackjack", "baccarat"] {
                let report = HintFunnel(app: app, hints: hints).report(from: records)
                let sql =
                    [counts.welcomeShown(app), counts.welcomeAnswered(app)] + hints.map { counts.hintSeen($0, app) }
                #expect(sql == report.stages.map(\.users), "\(app)")
                #expect(counts.choice(.showMeHow, app) == report.choices[.showMeHow] ?? 0)
                #expect(counts.choice(.startPlaying, app) == report.choices[.startPlaying] ?? 0)
            }
        }
    }

    @Test("a match keeps one leaderboard entry, saved at most every 10 s; the board shows each player's best")
    func leaderboardEntries() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            for _ in 0..<3 {
                var table = try await visitor.act("xidach", #"{"action": "deal"}"#)
                for _ in 0..<6 where table.phase == "player-turn" {
                    let action = table.legalActions.contains("stand") ? "stand" : "hit"
                    table = try await visitor.act("xidach", #"{"action": "\#(action)"}"#)
                }
                #expect(table.phase == "finished")
            }
            #expect(try await visitor.act("xidach", #"{"action": "save-match", "name": "First"}"#).status == .ok)
            let again = try await visitor.act("xidach", #"{"action": "save-match", "name": "Second"}"#)
            #expect(again.status == .tooManyRequests && again.errorCode == "too-many-saves")
            #expect(again.headers[.retryAfter] == "10")
            clock.advance(by: 10)
            #expect(try await visitor.act("xidach", #"{"action": "save-match", "name": "Second"}"#).status == .ok)
            #expect(try count(database, "SELECT COUNT(*) FROM saved_match") == 1)
            let board = try await visitor.request(.get, "/casino/api/leaderboard").array
            #expect(board.map { $0["name"] as? String } == ["Second"])
            #expect(
                board.first?["stakedDecided"] as? Int == 0 && board.first?["rating"] == nil, "free rounds are not rated"
            )

            // Rated entries rank first, by rating; stake-free wins never outrank staked ones; one entry per player.
            try await database.pool.write { db in
                for (player, name, userWins, stakedWins, stakedDecided, rating) in [
                    (90, "Farmer", 500, 0, 0, nil), (91, "Lucky", 3, 3, 3, nil), (92, "Steady", 80, 80, 100, 0.711),
                    (92, "Steady again", 8, 8, 10, 0.490), (93, "Good run", 8, 8, 10, 0.490),
                ] as [(Int, String, Int, Int, Int, Double?)] {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO player (id, token, display_name, created_at) VALUES (?, ?, 'P', ?)",
                        arguments: [player, String(format: "%032x", player), Date()])
                    try db.execute(
                        sql: """
                            INSERT INTO saved_match (player_id, match_id, name, user_wins, computer_wins, staked_wins, staked_decided, rating, saved_at)
                            VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)
                            """,
                        arguments: [player, name, name, userWins, stakedWins, stakedDecided, rating, Date()])
                }
            }
            let ranked = try await visitor.request(.get, "/casino/api/leaderboard").array.map { $0["name"] as? String }
            // Farmer's 500 stake-free wins count for nothing: it ties with Second on staked wins, the newer first.
            #expect(ranked == ["Steady", "Good run", "Lucky", "Farmer", "Second"])
        }
    }

    // MARK: Names

    @Test("names: at most 24 Unicode scalars and 64 bytes, no control or format characters, stored in NFC")
    func names() async throws {
        try await withCasino { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            func rename(_ name: String) async throws -> Visitor.Reply {
                let body = String(decoding: try JSONEncoder().encode(["displayName": name]), as: UTF8.self)
                return try await visitor.request(.patch, "/api/me", body: body)
            }
            let refused = [
                "a" + String(repeating: "\u{0301}", count: 30_000),  // one letter, 30,000 combining marks
                "Du\u{0}ong", "\u{202E}gnouD", "Du\u{200B}ong", "line\nbreak", "tab\there",
                String(repeating: "a", count: 25), String(repeating: "😀", count: 17),  // 17 scalars but 68 bytes
                "   ",
                // A control or separator at either end is refused too, not trimmed as if it were a space (the API
                // fuzz sent "\u{85}" before a name, and the OpenAPI pattern forbids it).
                "\u{85}\u{22C1A}", "Lan\n", "\u{2028}Lan",
            ]
            for name in refused {
                let reply = try await rename(name)
                #expect(
                    reply.status == .badRequest && reply.errorCode == "invalid-name",
                    "\(name.unicodeScalars.prefix(8).map(\.value)): \(reply.text)")
            }
            #expect(try await rename(String(repeating: "a", count: 24)).status == .ok)
            #expect(try await rename("  Lan  ").json["displayName"] as? String == "Lan", "spaces around are trimmed")
            #expect(try await rename("👨‍👩‍👧 Family").status == .ok, "the zero-width joiner of emoji is allowed")
            let composed = try await rename("Nguye\u{0302}\u{0303}n Thi\u{0323}")
            #expect(composed.json["displayName"] as? String == "Nguyễn Thị")
            let stored = try await database.pool.read { db in
                try String.fetchOne(db, sql: "SELECT display_name FROM player")
            }
            #expect(stored?.unicodeScalars.count == 10, "stored in NFC")
            let dealt = try await visitor.act("xidach", #"{"action": "save-match", "name": "\u0000"}"#)
            #expect(dealt.status == .badRequest && dealt.errorCode == "invalid-name")
        }
    }

    // MARK: Cross-site requests

    @Test("state-changing requests from another site, or with a body that is not JSON, are refused and change nothing")
    func crossSite() async throws {
        try await withCasino { (database, client) async throws -> Void in
            let visitor = Visitor(client)
            let bet = #"{"action": "bet", "amountCents": 500}"#
            visitor.headers[.origin] = "https://evil.example"
            let foreign = try await visitor.act("blackjack", bet)
            #expect(foreign.status == .forbidden && foreign.errorCode == "cross-site")
            visitor.headers[.origin] = nil
            visitor.headers[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            #expect(try await visitor.act("blackjack", bet).status == .forbidden)
            #expect(try await visitor.request(.post, "/casino/api/bankroll/reset").status == .forbidden)
            visitor.headers[HTTPField.Name("Sec-Fetch-Site")!] = nil
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)

            var headers = HTTPFields()
            headers[.contentType] = "text/plain"
            let plain = try await client.execute(
                uri: "/casino/api/games/blackjack/actions", method: .post, headers: headers,
                body: ByteBuffer(string: bet))
            #expect(plain.status == .unsupportedMediaType)
            let untyped = try await client.execute(
                uri: "/casino/api/games/blackjack/actions", method: .post, headers: HTTPFields(),
                body: ByteBuffer(string: bet))
            #expect(untyped.status == .unsupportedMediaType)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)

            // The casino's own page: same origin, or a same-origin fetch.
            visitor.headers[.origin] = "http://localhost"  // the test server's authority
            visitor.headers[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            let own = try await visitor.act("blackjack", bet)
            #expect(own.status == .ok, "\(own.text)")
        }
    }

    // MARK: Durability, headers, leaks

    @Test("every commit is synced to disk, and the database is readable by its owner only")
    func durabilityAndPermissions() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casino-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("casino.sqlite").path
        try await withCasino(databasePath: path) { (database, client) async throws -> Void in
            try await Visitor(client).act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            #expect(
                try await database.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2, "FULL")
            for file in [path, path + "-wal"] {
                let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(file)")
            }
            let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
            #expect(folderMode == 0o700)
        }
    }

    @Test("every response carries the security headers; the cookie is Secure over HTTPS")
    func headers() async throws {
        try await withCasino { (_, client) async throws -> Void in
            let visitor = Visitor(client)
            for uri in ["/", "/casino/", "/api/me", "/api/nothing", "/casino/api/nothing"] {
                let reply = try await visitor.request(.get, uri)
                let policy = try #require(reply.headers[.contentSecurityPolicy], "\(uri)")
                #expect(policy.contains("frame-ancestors 'none'") && policy.contains("script-src 'self'"))
                #expect(reply.headers[.xContentTypeOptions] == "nosniff")
            }
            visitor.headers[HTTPField.Name("X-Forwarded-Proto")!] = "https"
            let created = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            #expect(created.headers[.setCookie]?.contains("Secure") == true)
        }
    }

    @Test("unexpected failures are a JSON 500 with no internal text")
    func internalErrors() async throws {
        try await withCasino { (database, client) async throws -> Void in
            try await database.pool.write { db in
                try db.execute(
                    sql:
                        "CREATE TRIGGER noPlayers BEFORE INSERT ON player BEGIN SELECT RAISE(ABORT, 'secret detail'); END"
                )
            }
            let reply = try await Visitor(client).act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            #expect(reply.status == .internalServerError && reply.errorCode == "internal")
            #expect(!reply.text.contains("secret") && !reply.text.contains("SQL"))
        }
    }

    @Test("a player created by a request that then fails keeps its cookie: its retry creates no second player")
    func cookieKeptOnFailure() async throws {
        try await withCasino { (database, client) async throws -> Void in
            try await database.pool.write { db in
                try db.execute(
                    sql: "CREATE TRIGGER noTables BEFORE INSERT ON game_table BEGIN SELECT RAISE(ABORT, 'disk'); END")
            }
            let visitor = Visitor(client)
            let failed = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            #expect(failed.status == .internalServerError && failed.headers[.setCookie] != nil)
            try await database.pool.write { db in try db.execute(sql: "DROP TRIGGER noTables") }
            #expect(try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 500}"#).status == .ok)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 1)
        }
    }

    // MARK: The API as described

    @Test("every error is JSON: unknown paths, other methods (405 with Allow), bad paths, large bodies")
    func errorsAreJSON() async throws {
        try await withCasino { (_, client) async throws -> Void in
            let visitor = Visitor(client)
            let put = try await visitor.request(.put, "/api/me", body: "{}")
            #expect(put.status == .methodNotAllowed && put.errorCode == "method-not-allowed")
            #expect(put.headers[.allow] == "GET, PATCH")
            let deleteGame = try await visitor.request(.delete, "/casino/api/games/blackjack")
            #expect(deleteGame.status == .methodNotAllowed && deleteGame.headers[.allow] == "GET")
            for uri in [
                "/nothing-here", "/casino/../Package.swift", "/%FF%FE", "/api/nothing", "/casino/api/nothing",
                "/casino/api/games/blackjack/%FF",
            ] {
                let reply = try await visitor.request(.get, uri)
                #expect(reply.status.code / 100 == 4, "\(uri)")
                #expect(
                    reply.headers[.contentType]?.hasPrefix("application/json") == true && !reply.errorCode.isEmpty,
                    "\(uri)")
            }
            for method in [HTTPRequest.Method.trace, .options, .query] {
                let reply = try await visitor.request(method, "/api/me")
                #expect(reply.status == .methodNotAllowed && reply.headers[.allow] == "GET, PATCH", "\(method)")
            }
            for uri in ["/health", "/api/me", "/", "/casino/", "/casino/api/player"] {
                let head = try await visitor.request(.head, uri)
                #expect(head.status == .ok && head.text.isEmpty, "HEAD \(uri)")
            }
            let large = try await visitor.act(
                "blackjack", #"{"action": "bet", "zone": "\#(String(repeating: "x", count: 70_000))"}"#)
            #expect(large.status == .contentTooLarge && large.errorCode == "too-large")
        }
    }
}
