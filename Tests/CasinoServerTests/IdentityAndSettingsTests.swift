import Foundation
import HTTPTypes
import HostTesting
import Testing

@testable import AppServer
@testable import CasinoServer

@Suite("Identity, player and settings API")
struct IdentityAndSettingsTests {
    @Test("health answers without creating a player")
    func health() async throws {
        try await withCasino { database, client in
            let reply = try await Visitor(client).request(.get, "/health")
            #expect(reply.status == .ok && reply.json["status"] as? String == "ok")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }

    @Test("a first visit reads $1,000 without a player; the first change creates it with an HttpOnly, SameSite cookie")
    func identity() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            let me = try await visitor.request(.get, "/casino/api/player")
            #expect(me.headers[.setCookie] == nil, "reading creates no player")
            #expect(me.json["balanceCents"] as? Int == 100_000 && me.json["displayName"] as? String == "Player")
            #expect(try await visitor.request(.get, "/api/me").json["displayName"] as? String == "Player")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
            let renamed = try await visitor.request(.patch, "/api/me", body: #"{"displayName": "Duong"}"#)
            let setCookie = try #require(renamed.headers[.setCookie])
            #expect(
                setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax") && !setCookie.contains("Secure"))
            #expect(renamed.json["displayName"] as? String == "Duong")
            #expect(try await visitor.request(.get, "/api/me").headers[.setCookie] == nil, "the cookie is kept")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 1)
            for bad in [
                #"{"displayName": ""}"#, #"{"displayName": "aaaaaaaaaaaaaaaaaaaaaaaaa"}"#, #"{"name": "x"}"#, "{",
            ] {
                #expect(try await visitor.request(.patch, "/api/me", body: bad).status == .badRequest)
            }
            #expect(try await visitor.request(.get, "/api/me").json["displayName"] as? String == "Duong")
        }
    }

    @Test("an unknown or forged cookie gets a new identity, never someone else's")
    func forgedCookie() async throws {
        try await withCasino { database, client in
            let first = Visitor(client)
            try await first.request(.patch, "/api/me", body: #"{"displayName": "First"}"#)
            let forged = Visitor(client, cookie: "0123456789abcdef0123456789abcdef")
            #expect(try await forged.request(.get, "/api/me").json["displayName"] as? String == "Player")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 1)
            try await forged.act("blackjack", #"{"action": "bet", "amountCents": 500}"#)
            #expect(forged.cookie != "0123456789abcdef0123456789abcdef")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 2)
        }
    }

    @Test("settings have the beginner defaults, change field by field, and refuse unknown presets")
    func settings() async throws {
        try await withCasino { _, client in
            let visitor = Visitor(client)
            let defaults = try await visitor.request(.get, "/casino/api/settings")
            #expect(defaults.json["tableLimits"] as? String == "casual")
            #expect(defaults.json["blackjackRules"] as? String == "vegas")
            #expect(defaults.json["theme"] as? String == "system")
            let dark = try await visitor.request(
                .put, "/casino/api/settings", body: #"{"theme": "dark", "showCount": true}"#)
            #expect(dark.json["theme"] as? String == "dark" && dark.json["showCount"] as? Bool == true)
            for bad in [
                #"{"tableLimits": "vip"}"#, #"{"blackjackRules": "macau"}"#, #"{"xiDachRules": "x"}"#,
                #"{"theme": "pink"}"#,
            ] {
                let reply = try await visitor.request(.put, "/casino/api/settings", body: bad)
                #expect(reply.status == .badRequest, "\(bad)")
                #expect(!(reply.json["message"] as? String ?? "").isEmpty)
            }
            let after = try await visitor.request(.get, "/casino/api/settings")
            #expect(after.json["theme"] as? String == "dark" && after.json["tableLimits"] as? String == "casual")
        }
    }

    @Test("settings or a table the server cannot read fail as a 500 and are kept, never reset to the defaults")
    func unreadableRows() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            let dark = try await visitor.request(.put, "/casino/api/settings", body: #"{"theme": "dark"}"#)
            #expect(dark.status == .ok)
            let stored = #"{"theme": "sepia"}"#
            try await database.pool.write {
                try $0.execute(sql: "UPDATE casino_account SET settings = ?", arguments: [stored])
            }
            let unreadable = try await visitor.request(.get, "/casino/api/settings")
            #expect(unreadable.status == .internalServerError && unreadable.errorCode == "internal")
            let kept = try await database.pool.read {
                try String.fetchOne($0, sql: "SELECT settings FROM casino_account")
            }
            #expect(kept == stored)

        }
        // A table read from the database (by a new process: the running one keeps what it last wrote in memory).
        let path = temporaryDatabasePath()
        let cookie = try await withCasino(databasePath: path) { database, client in
            let visitor = Visitor(client)
            let bet = try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 1000}"#)
            #expect(bet.status == .ok, "\(bet.text)")
            try await database.pool.write { try $0.execute(sql: "UPDATE game_table SET state = x'7b7d'") }
            return visitor.cookie
        }
        try await withCasino(databasePath: path) { database, client in
            let visitor = Visitor(client)
            visitor.headers[.cookie] = "firstrun_player=\(cookie ?? "")"
            // The stake on the table is not lost to a new, empty table: the read fails, the row is kept.
            #expect(try await visitor.table("blackjack").status == .internalServerError)
            let state = try await database.pool.read { try Data.fetchOne($0, sql: "SELECT state FROM game_table") }
            #expect(state == Data("{}".utf8))
        }
    }

    @Test("the settings' choices are the engines' presets, and each is accepted by PUT /api/settings")
    func options() async throws {
        try await withCasino { _, client in
            let visitor = Visitor(client)
            let options = try await visitor.request(.get, "/casino/api/options").json
            func ids(_ key: String) -> [String] {
                (options[key] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            }
            #expect(ids("theme") == ["system", "light", "dark"])
            #expect(ids("tableLimits") == ["casual", "low-stakes", "medium-stakes", "high-roller"])
            #expect(ids("xiDachRules") == ["document", "folk"])
            #expect(ids("blackjackRules").first == "vegas" && ids("blackjackRules").count == 6)
            let casual = (options["tableLimits"] as? [[String: Any]])?.first?["name"] as? String
            #expect(casual == "Casual, $5 to $500")
            // The limits the page shows: names of 1 to 24 characters (a 25th is refused), a $1,000 refill.
            #expect(options["nameMaxLength"] as? Int == 24 && options["startingBalanceCents"] as? Int == 100_000)
            let tooLong = try await visitor.request(
                .patch, "/api/me", body: #"{"displayName":"\#(String(repeating: "a", count: 25))"}"#)
            #expect(tooLong.status == .badRequest)
            for (key, values) in [("blackjackRules", ids("blackjackRules")), ("tableLimits", ids("tableLimits"))] {
                for value in values {
                    let reply = try await visitor.request(
                        .put, "/casino/api/settings", body: #"{"\#(key)": "\#(value)"}"#)
                    #expect(reply.status == .ok, "\(key) \(value)")
                }
            }
        }
    }

    @Test("unknown API routes and games are JSON 404s")
    func notFound() async throws {
        try await withCasino { _, client in
            let visitor = Visitor(client)
            let route = try await visitor.request(.get, "/api/nothing")
            #expect(route.status == .notFound && route.errorCode == "not-found")
            #expect(try await visitor.table("poker").status == .notFound)
            #expect(try await visitor.act("poker", #"{"action": "deal"}"#).status == .notFound)
        }
    }

    @Test("the browser UI is served at /")
    func staticUI() async throws {
        try await withCasino { _, client in
            let page = try await Visitor(client).request(.get, "/")
            #expect(page.status == .ok)
            #expect(page.text.lowercased().contains("<!doctype html>"))
        }
    }
}
