import AppServer
import Basics
import CasinoServer
import Foundation
import GRDB
import HTTPTypes
import HostTesting
import Hummingbird
import HummingbirdTesting
import OnboardingKit
import Testing

/// The host serving two apps side by side: the casino and a minimal notebook. Each keeps its own routes, tables,
/// copy and onboarding; they share one player, one cookie and one database.
@Suite("Platform")
struct PlatformTests {
    func withBoth<Value>(
        _ body: @escaping @Sendable (AppDatabase, any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await withHost(apps: [CasinoApp(), NotebookApp()], body)
    }

    @Test("the home lists every app in the visitor's language, with its path")
    func home() async throws {
        try await withBoth { _, client in
            let visitor = Visitor(client)
            let english = try await visitor.request(.get, "/api/apps")
            let apps = try #require(english.json["apps"] as? [[String: Any]])
            #expect(apps.map { $0["id"] as? String } == ["casino", "notebook"])
            #expect(apps.map { $0["name"] as? String } == ["FirstRun Casino", "Notebook"])
            #expect(apps.map { $0["path"] as? String } == ["/casino/", "/notebook/"])
            visitor.headers[.acceptLanguage] = "vi-VN,vi;q=0.9,en;q=0.5"
            let vietnamese = try await visitor.request(.get, "/api/apps")
            #expect(vietnamese.json["language"] as? String == "vi")
            let names = try #require(vietnamese.json["apps"] as? [[String: Any]]).map { $0["name"] as? String }
            #expect(names == ["Sòng bài FirstRun", "Sổ tay"])
            #expect(try await visitor.request(.get, "/api/copy").json["language"] as? String == "vi")
            // An app's copy in a language asked for (a page whose player chose it offline, its service worker keeping
            // each): that one whatever the browser prefers; "browser" the browser's; another refused.
            let asked = try await visitor.request(.get, "/casino/api/copy?language=en")
            #expect(asked.json["language"] as? String == "en")
            #expect((asked.json["copy"] as? [String: String])?["ui.menu.play"] == "Play")
            // The player picks English: their copy is English, the browser's (asked for) still Vietnamese.
            #expect(
                try await visitor.request(.put, "/casino/api/settings", body: #"{"language":"en"}"#).status == .ok)
            #expect(try await visitor.request(.get, "/casino/api/copy").json["language"] as? String == "en")
            #expect(
                try await visitor.request(.get, "/casino/api/copy?language=browser").json["language"] as? String == "vi"
            )
            let refused = try await visitor.request(.get, "/casino/api/copy?language=fr")
            #expect(refused.status == .badRequest && refused.errorCode == "invalid-language")
        }
    }

    @Test("each app's migrations run once, named by their owner, into one database")
    func migrations() async throws {
        let path = temporaryDatabasePath()
        try await withHost(apps: [CasinoApp(), NotebookApp()], databasePath: path) { database, _ in
            let names = try await database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            }
            #expect(
                names == [
                    "platform.v1", "platform.v2-snake-case", "casino.v1", "casino.v2", "casino.v3-snake-case",
                    "notebook.v1",
                ])
            #expect(
                try count(
                    database, "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('note', 'casino_account', 'player')")
                    == 3)
        }
        // Opening again migrates nothing twice, even with fewer apps.
        try await withHost(apps: [CasinoApp()], databasePath: path) { (database, _) async throws -> Void in
            #expect(try count(database, "SELECT COUNT(*) FROM grdb_migrations") == 6)
        }
    }

    @Test("routes and copy stay apart: neither app answers under the other's prefix")
    func routesAndCopyApart() async throws {
        try await withBoth { _, client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.get, "/notebook/api/games/blackjack").status == .notFound)
            #expect(try await visitor.request(.get, "/casino/api/notes").status == .notFound)
            #expect(try await visitor.request(.get, "/notebook/api/notes").status == .ok)
            let notebookCopy = try #require(
                try await visitor.request(.get, "/notebook/api/copy").json["copy"] as? [String: String])
            #expect(notebookCopy["notebook.name"] == "Notebook" && notebookCopy["ui.common.dismiss"] == "Dismiss")
            #expect(notebookCopy["ui.menu.play"] == nil, "no casino text in the notebook's copy")
            let casinoCopy = try #require(
                try await visitor.request(.get, "/casino/api/copy").json["copy"] as? [String: String])
            #expect(casinoCopy["notebook.name"] == nil && casinoCopy["ui.menu.play"] == "Play")
        }
    }

    @Test("one player across apps: the notebook's first write creates it, the casino and /api/me see the same one")
    func oneIdentity() async throws {
        try await withBoth { database, client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.post, "/notebook/api/notes", body: #"{"text": "hi"}"#).status == .ok)
            let cookie = try #require(visitor.cookie)
            #expect(try await visitor.request(.patch, "/api/me", body: #"{"displayName": "Lan"}"#).status == .ok)
            #expect(try await visitor.request(.get, "/casino/api/player").json["displayName"] as? String == "Lan")
            let bet = try await visitor.request(
                .post, "/casino/api/games/blackjack/actions", body: #"{"action": "bet", "amountCents": 500}"#)
            #expect(bet.status == .ok)
            #expect(visitor.cookie == cookie, "the casino kept the notebook's player")
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 1)
            #expect(try count(database, "SELECT COUNT(*) FROM note") == 1)
            let stranger = Visitor(client)
            #expect(
                try await stranger.request(.get, "/notebook/api/notes").array.isEmpty, "another visitor sees no notes")
        }
    }

    @Test("a cookieless GET of any read-only route creates no player")
    func cookielessReads() async throws {
        try await withBoth { database, client in
            let visitor = Visitor(client)
            for uri in [
                "/health", "/api/me", "/api/apps", "/api/copy", "/notebook/api/notes", "/notebook/api/copy",
                "/casino/api/player", "/casino/api/games", "/casino/api/games/blackjack", "/casino/api/settings",
                "/casino/api/options", "/casino/api/leaderboard", "/casino/api/copy", "/notebook/api/onboarding",
            ] {
                let reply = try await visitor.request(.get, uri)
                #expect(reply.status.code < 500 && reply.headers[.setCookie] == nil, "\(uri)")
            }
            #expect(visitor.cookie == nil)
            #expect(try count(database, "SELECT COUNT(*) FROM player") == 0)
        }
    }

    @Test("onboarding is per app: a session, its surfaces, its state and its events belong to one app")
    func onboardingApart() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        try await withHost(apps: [CasinoApp(), NotebookApp()], clock: clock) { database, client in
            let visitor = Visitor(client)
            let started = try await visitor.request(.post, "/notebook/api/onboarding/sessions")
            #expect(started.status == .created)
            visitor.headers[.onboardingSession] = try #require(started.json["session"] as? String)
            let status = try await visitor.request(.get, "/notebook/api/onboarding")
            let surfaces = try #require(status.json["surfaces"] as? [[String: Any]])
            #expect(surfaces.map { $0["surface"] as? String } == ["page"])
            // The notebook's session is unknown to the casino, and the casino's games to the notebook.
            #expect(try await visitor.request(.get, "/casino/api/onboarding").errorCode == "unknown-session")
            #expect(try await visitor.request(.post, "/notebook/api/onboarding/blackjack/next").status == .notFound)

            // Opening the page asks for the welcome sheet; the page shows it, then its hint.
            _ = try await visitor.request(.get, "/notebook/api/notes")
            let welcome = try await visitor.request(.post, "/notebook/api/onboarding/page/next")
            let presentation = try #require(welcome.json["presentation"] as? [String: Any])
            #expect(
                presentation["kind"] as? String == "welcome"
                    && presentation["title"] as? String == "Welcome to the notebook")
            let answered = try await visitor.request(
                .post, "/notebook/api/onboarding/page/answer", body: #"{"choice": "startPlaying"}"#)
            #expect(
                answered.json["presentation"] == nil && (answered.json["retryAfterMs"] as? Int ?? 0) > 0, "the cooldown"
            )
            clock.advance(by: 2)
            let next = try await visitor.request(.post, "/notebook/api/onboarding/page/next")
            let hint = try #require(next.json["presentation"] as? [String: Any])
            #expect(hint["id"] as? String == "write" && hint["anchor"] as? String == "note-input")

            let apps = try await database.pool.read { db in
                try String.fetchAll(
                    db, sql: "SELECT DISTINCT app FROM onboarding_value UNION SELECT DISTINCT app FROM onboarding_event"
                )
            }
            #expect(apps == ["notebook"])
            #expect(
                try count(
                    database, "SELECT COUNT(*) FROM onboarding_event WHERE surface = 'page' AND name = 'hint_shown'")
                    == 1)

            // The casino's onboarding of the same player starts fresh.
            let casino = try await visitor.request(.post, "/casino/api/onboarding/sessions")
            visitor.headers[.onboardingSession] = try #require(casino.json["session"] as? String)
            let casinoStatus = try await visitor.request(.get, "/casino/api/onboarding")
            let games = try #require(casinoStatus.json["surfaces"] as? [[String: Any]])
            #expect(games.map { $0["surface"] as? String } == ["blackjack", "baccarat", "xidach"])
            #expect(games.allSatisfy { $0["welcomeAnswered"] as? Bool == false })
        }
    }

    @Test("a flow runs on the server: each step's content in the visitor's language, stale and wrong answers refused")
    func flow() async throws {
        try await withBoth { database, client in
            let visitor = Visitor(client)
            visitor.headers[.acceptLanguage] = "vi"
            let started = try await visitor.request(.post, "/notebook/api/onboarding/sessions")
            visitor.headers[.onboardingSession] = try #require(started.json["session"] as? String)
            let path = "/notebook/api/onboarding/flows/tour"

            let before = try await visitor.request(.get, path)
            #expect(before.json["started"] as? Bool == false && before.json["step"] == nil)
            #expect(
                try await visitor.request(.post, path, body: #"{"intent": "advance", "outcome": "next"}"#).errorCode
                    == "flow-not-started")

            let hello = try await visitor.request(.post, path, body: #"{"intent": "start"}"#)
            let helloStep = try #require(hello.json["step"] as? [String: Any])
            #expect(helloStep["id"] as? String == "hello" && helloStep["kind"] as? String == "info")
            #expect((helloStep["content"] as? [String: Any])?["title"] as? String == "Xin chào")

            let pen = try await visitor.request(
                .post, path, body: #"{"intent": "advance", "outcome": "next", "at": "hello"}"#)
            let penStep = try #require(pen.json["step"] as? [String: Any])
            #expect(penStep["kind"] as? String == "single-choice")
            let options = try #require((penStep["content"] as? [String: Any])?["options"] as? [[String: Any]])
            #expect(options.map { $0["label"] as? String } == ["Xanh", "Đỏ"])
            #expect((pen.json["skip"] as? [String: Any])?["label"] as? String == "Bỏ qua")

            // A second click on the old screen, an option the step does not have, a malformed outcome.
            let stale = try await visitor.request(
                .post, path, body: #"{"intent": "advance", "outcome": "next", "at": "hello"}"#)
            #expect(stale.status == .conflict && stale.errorCode == "not-current-step")
            let purple = try await visitor.request(
                .post, path, body: #"{"intent": "advance", "outcome": "choice:purple", "at": "pen"}"#)
            #expect(purple.status == .badRequest && purple.errorCode == "outcome-not-accepted")
            #expect(
                try await visitor.request(.post, path, body: #"{"intent": "advance", "outcome": "maybe"}"#).status
                    == .badRequest)

            let name = try await visitor.request(
                .post, path, body: #"{"intent": "advance", "outcome": "choice:blue", "at": "pen"}"#)
            #expect((name.json["step"] as? [String: Any])?["kind"] as? String == "form")
            #expect(name.json["canGoBack"] as? Bool == true)
            let empty = try await visitor.request(
                .post, path, body: #"{"intent": "submit", "values": {"title": " "}, "at": "name"}"#)
            #expect(empty.status == .badRequest && empty.errorCode == "invalid-answer")
            let done = try await visitor.request(
                .post, path, body: #"{"intent": "submit", "values": {"title": "Ideas"}, "at": "name"}"#)
            #expect(done.json["completed"] as? Bool == true && done.json["result"] as? String == "main")
            #expect((done.json["step"] as? [String: Any])?["kind"] as? String == "terminal")

            // Progress is stored: a new session (a new page load) resumes at the end.
            let again = try await visitor.request(.post, "/notebook/api/onboarding/sessions")
            visitor.headers[.onboardingSession] = try #require(again.json["session"] as? String)
            #expect(try await visitor.request(.get, path).json["completed"] as? Bool == true)
            let events = try await database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM onboarding_event WHERE app = 'notebook' ORDER BY id")
            }
            #expect(events.first == "onboarding_started" && events.last == "onboarding_completed")
            #expect(events.filter { $0 == "onboarding_step_completed" }.count == 3)
        }
    }

    @Test("a database of the single-app casino is refused with a sentence, and left as it was")
    func singleAppDatabase() throws {
        let path = temporaryDatabasePath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v1'), ('v2-onboarding'), ('v3-hardening')")
            try db.execute(sql: "CREATE TABLE player (id INTEGER PRIMARY KEY, token TEXT, balanceCents INTEGER)")
        }
        try old.close()
        #expect(throws: AppDatabaseError.self) { try AppDatabase(path: path, migrations: []) }
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(tables == ["v1", "v2-onboarding", "v3-hardening"])
    }

    @Test("other visitors' page loads pushing a session out of memory make no request of its page fail")
    func aForgottenSessionIsMadeAgain() async throws {
        var configuration = HostConfiguration(databasePath: temporaryDatabasePath(), operatorToken: testOperatorToken)
        configuration.onboardingSessionCapacity = 3
        let host = try AppHost(apps: [NotebookApp()], configuration: configuration)
        try await Application(router: try host.router()).test(.router) { client in
            let lan = Visitor(client)
            let started = try await lan.request(.post, "/notebook/api/onboarding/sessions")
            let id = try #require(started.json["session"] as? String)
            lan.headers[.onboardingSession] = id
            _ = try await lan.request(.get, "/notebook/api/notes")
            let welcome = try await lan.request(.post, "/notebook/api/onboarding/page/next")
            #expect((welcome.json["presentation"] as? [String: Any])?["kind"] as? String == "welcome")
            _ = try await lan.request(
                .post, "/notebook/api/onboarding/page/answer", body: #"{"choice": "startPlaying"}"#)
            // Five cookieless page loads: more sessions than the process keeps.
            for _ in 0..<5 {
                #expect(
                    try await Visitor(client).request(.post, "/notebook/api/onboarding/sessions").status == .created)
            }
            // Lan's page goes on with the same session, over what was stored: the welcome stays answered.
            let status = try await lan.request(.get, "/notebook/api/onboarding")
            #expect(status.status == .ok, "not \(status.errorCode)")
            let again = try await lan.request(.post, "/notebook/api/onboarding/page/next")
            #expect(again.status == .ok)
            #expect((again.json["presentation"] as? [String: Any])?["kind"] as? String != "welcome")
            // Still no one else's: another visitor with Lan's id is told it does not exist.
            let stranger = Visitor(client)
            _ = try await stranger.request(.post, "/notebook/api/onboarding/sessions")
            stranger.headers[.onboardingSession] = id
            #expect(try await stranger.request(.get, "/notebook/api/onboarding").errorCode == "unknown-session")
        }
    }
}
