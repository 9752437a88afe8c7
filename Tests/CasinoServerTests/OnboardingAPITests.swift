import Basics
import Foundation
import HTTPTypes
import HostTesting
import Hummingbird
import HummingbirdTesting
import OnboardingKit
import OnboardingScenarios
import Testing

@testable import AppServer
@testable import CasinoServer

/// The server side of the casino's onboarding (casino-onboarding-summary.md): what each page shows and when.
@Suite("Onboarding API")
struct OnboardingAPITests {
    let sessionHeader = HTTPField.Name("X-Onboarding-Session")!

    /// Starts a page load: a new onboarding session sent with every later request.
    func launch(_ visitor: Visitor) async throws {
        let reply = try await visitor.request(.post, "/casino/api/onboarding/sessions")
        #expect(reply.status == .created)
        visitor.headers[sessionHeader] = try #require(reply.json["session"] as? String)
    }

    func next(_ visitor: Visitor, _ game: String) async throws -> Visitor.Reply {
        try await visitor.request(.post, "/casino/api/onboarding/\(game)/next")
    }

    /// Dismisses hints ("Got it") while the clock moves on, and returns the ids shown, until nothing is due.
    func seeHints(_ visitor: Visitor, _ game: String, clock: ManualClock, first: Visitor.Reply? = nil) async throws
        -> [String]
    {
        var reply = if let first { first } else { try await next(visitor, game) }
        var seen: [String] = []
        for _ in 0..<10 {
            if let presentation = reply.presentation {
                let id = try #require(presentation["id"] as? String)
                #expect(presentation["kind"] as? String == "hint")
                seen.append(id)
                reply = try await visitor.request(
                    .post, "/casino/api/onboarding/\(game)/dismiss", body: #"{"hint":"\#(id)"}"#)
                #expect(reply.status == .ok)
            } else if let wait = reply.json["retryAfterMs"] as? Int {
                clock.advance(by: Double(wait) / 1000)
                reply = try await next(visitor, game)
            } else {
                break
            }
        }
        return seen
    }

    /// Bets and deals blackjack until the player has a turn (a natural ends a round at once); returns the hints.
    func dealToPlayerTurn(_ visitor: Visitor, clock: ManualClock) async throws -> [String] {
        var seen: [String] = []
        for _ in 0..<20 {
            let table = try await visitor.table("blackjack")
            if table.phase == "settled" { try await visitor.act("blackjack", #"{"action":"next-round"}"#) }
            try await visitor.act("blackjack", #"{"action":"bet","amountCents":500}"#)
            seen += try await seeHints(visitor, "blackjack", clock: clock)
            let dealt = try await visitor.act("blackjack", #"{"action":"deal"}"#)
            if dealt.phase == "insurance" { try await visitor.act("blackjack", #"{"action":"decline-insurance"}"#) }
            seen += try await seeHints(visitor, "blackjack", clock: clock)
            if try await visitor.table("blackjack").phase == "player-turn" { return seen }
        }
        Issue.record("twenty deals without a player turn")
        return seen
    }

    @Test("first visit: the welcome 500 ms after the table; Show Me How walks blackjack's three hints, pulsing")
    func showMeHow() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await visitor.table("blackjack")
            let early = try await next(visitor, "blackjack")
            #expect(early.presentation == nil)
            #expect(early.json["retryAfterMs"] as? Int == 500)
            clock.advance(by: 0.5)
            let welcome = try #require(try await next(visitor, "blackjack").presentation)
            #expect(welcome["kind"] as? String == "welcome")
            #expect(welcome["icon"] as? String == "cards")
            #expect(welcome["title"] as? String == "Welcome to Blackjack")
            let features = try #require(welcome["features"] as? [[String: Any]])
            #expect(
                features.map { $0["title"] as? String } == [
                    "Beat the Dealer", "Learn Strategy", "Practice Free", "Customize Rules",
                ])
            #expect(welcome["showMeHow"] as? String == "Show Me How")
            #expect(welcome["startPlaying"] as? String == "Start Playing")

            let answered = try await visitor.request(
                .post, "/casino/api/onboarding/blackjack/answer", body: #"{"choice":"showMeHow"}"#)
            #expect(answered.json["tutorial"] as? Bool == true)
            let bettingZone = try #require(answered.presentation)
            #expect(bettingZone["id"] as? String == "bettingZone")
            #expect(bettingZone["anchor"] as? String == "betting-zone")
            #expect(bettingZone["message"] as? String == "Tap chips, then tap here to bet")
            #expect(bettingZone["button"] as? String == "Got it")
            #expect(bettingZone["pulse"] as? Bool == true)
            var seen = try await seeHints(visitor, "blackjack", clock: clock, first: answered)
            seen += try await dealToPlayerTurn(visitor, clock: clock)
            #expect(seen == ["bettingZone", "dealButton", "playerActions"])
        }
    }

    @Test("Start Playing still shows each hint once at its moment; a second visit shows no welcome and no seen hint")
    func startPlayingThenSecondVisit() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await visitor.table("baccarat")
            clock.advance(by: 0.5)
            #expect(try await next(visitor, "baccarat").presentation?["icon"] as? String == "chip")
            let answered = try await visitor.request(
                .post, "/casino/api/onboarding/baccarat/answer", body: #"{"choice":"startPlaying"}"#)
            #expect(answered.json["tutorial"] as? Bool == false)
            #expect(answered.presentation == nil)  // the cooldown after the welcome
            var seen = try await seeHints(visitor, "baccarat", clock: clock, first: answered)
            try await visitor.act("baccarat", #"{"action":"bet","zone":"banker","amountCents":500}"#)
            seen += try await seeHints(visitor, "baccarat", clock: clock)
            try await visitor.act("baccarat", #"{"action":"deal"}"#)
            let afterRound = try await seeHints(visitor, "baccarat", clock: clock)
            seen += afterRound
            #expect(seen == ["bettingZone", "dealButton", "resultDisplay"])

            try await launch(visitor)  // a reload
            try await visitor.table("baccarat")
            let second = try await next(visitor, "baccarat")
            #expect(second.presentation == nil)
            #expect(second.json["retryAfterMs"] == nil)
            try await visitor.act("baccarat", #"{"action":"bet","zone":"player","amountCents":500}"#)
            try await visitor.act("baccarat", #"{"action":"deal"}"#)
            #expect(try await seeHints(visitor, "baccarat", clock: clock).isEmpty)
        }
    }

    @Test("replay from settings brings the hints back for that session only")
    func replay() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await visitor.table("blackjack")
            clock.advance(by: 0.5)
            _ = try await next(visitor, "blackjack")
            let answered = try await visitor.request(
                .post, "/casino/api/onboarding/blackjack/answer", body: #"{"choice":"startPlaying"}"#)
            #expect(try await seeHints(visitor, "blackjack", clock: clock, first: answered) == ["bettingZone"])

            try await launch(visitor)
            let replay = try await visitor.request(.post, "/casino/api/onboarding/blackjack/replay")
            #expect(replay.json["tutorial"] as? Bool == true)
            try await visitor.table("blackjack")
            #expect(try await seeHints(visitor, "blackjack", clock: clock) == ["bettingZone"])

            try await launch(visitor)
            try await visitor.table("blackjack")
            #expect(try await seeHints(visitor, "blackjack", clock: clock).isEmpty)
            let status = try await visitor.request(.get, "/casino/api/onboarding")
            let games = try #require(status.json["surfaces"] as? [[String: Any]])
            let blackjack = try #require(games.first { $0["surface"] as? String == "blackjack" })
            #expect(blackjack["welcomeAnswered"] as? Bool == true)
            #expect(blackjack["choice"] as? String == "startPlaying")
            #expect(blackjack["tutorial"] as? Bool == false)
            let hints = try #require(blackjack["hints"] as? [[String: Any]])
            #expect(hints.filter { $0["seen"] as? Bool == true }.map { $0["key"] as? String } == ["bettingZone"])
        }
    }

    @Test("reset onboarding starts over for that game only, and the state outlives a restart")
    func resetOneGame() async throws {
        let clock = ManualClock()
        let path = temporaryDatabasePath()
        let cookie = try await withCasino(databasePath: path, clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            for game in ["blackjack", "xidach"] {
                try await visitor.table(game)
                clock.advance(by: 0.5)
                #expect(try await next(visitor, game).presentation?["kind"] as? String == "welcome")
                try await visitor.request(
                    .post, "/casino/api/onboarding/\(game)/answer", body: #"{"choice":"startPlaying"}"#)
            }
            return try #require(visitor.cookie)
        }
        try await withCasino(databasePath: path, clock: clock) { database, client in
            let visitor = Visitor(client, cookie: cookie)
            try await launch(visitor)
            let reset = try await visitor.request(.post, "/casino/api/onboarding/blackjack/reset")
            #expect(reset.status == .ok)
            for game in ["blackjack", "xidach"] {
                try await visitor.table(game)
            }
            clock.advance(by: 0.5)
            #expect(try await next(visitor, "blackjack").presentation?["kind"] as? String == "welcome")
            #expect(try await next(visitor, "xidach").presentation?["kind"] as? String != "welcome")
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_event WHERE name = 'onboarding_reset'") == 1)
        }
    }

    @Test("Xì Dách: its own welcome and its first-round hints")
    func xiDach() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            let visitor = Visitor(client)
            try await launch(visitor)
            try await visitor.table("xidach")
            clock.advance(by: 0.5)
            let welcome = try #require(try await next(visitor, "xidach").presentation)
            #expect(welcome["icon"] as? String == "envelope")
            #expect((welcome["features"] as? [Any])?.count == 4)
            let answered = try await visitor.request(
                .post, "/casino/api/onboarding/xidach/answer", body: #"{"choice":"showMeHow"}"#)
            var seen = try await seeHints(visitor, "xidach", clock: clock, first: answered)
            for _ in 0..<20 where !seen.contains("playerActions") {
                let dealt = try await visitor.act("xidach", #"{"action":"deal"}"#)
                #expect(dealt.status == .ok)
                seen += try await seeHints(visitor, "xidach", clock: clock)
                if try await visitor.table("xidach").legalActions.contains("stand") {
                    try await visitor.act("xidach", #"{"action":"stand"}"#)
                }
                seen += try await seeHints(visitor, "xidach", clock: clock)
            }
            #expect(seen.prefix(2) == ["startRound", "playerActions"])
            #expect(seen.contains("scoreLine"))
        }
    }

    @Test("copy follows the browser's language unless the player chose one")
    func language() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            let visitor = Visitor(client)
            visitor.headers[.acceptLanguage] = "vi-VN,vi;q=0.9,en;q=0.8"
            try await launch(visitor)
            try await visitor.table("blackjack")
            clock.advance(by: 0.5)
            let welcome = try #require(try await next(visitor, "blackjack").presentation)
            #expect(welcome["title"] as? String == "Chào mừng đến với Blackjack")
            #expect(welcome["showMeHow"] as? String == "Hướng dẫn tôi")
            try await visitor.request(.put, "/casino/api/settings", body: #"{"language":"en"}"#)
            #expect(try await next(visitor, "blackjack").presentation?["title"] as? String == "Welcome to Blackjack")
            let refused = try await visitor.request(.put, "/casino/api/settings", body: #"{"language":"fr"}"#)
            #expect(refused.status == .badRequest)
        }
    }

    @Test("bad onboarding requests are 4xx with a message and change nothing")
    func refusals() async throws {
        try await withCasino { database, client in
            let visitor = Visitor(client)
            let noSession = try await next(visitor, "blackjack")
            #expect(noSession.status == .badRequest)
            #expect(noSession.errorCode == "missing-session")
            visitor.headers[sessionHeader] = "0123456789abcdef0123456789abcdef"
            let unknown = try await next(visitor, "blackjack")
            #expect(unknown.status == .notFound && unknown.errorCode == "unknown-session")
            visitor.headers[sessionHeader] = nil
            try await launch(visitor)
            let other = Visitor(client)
            other.headers[sessionHeader] = visitor.headers[sessionHeader]
            let stolen = try await next(other, "blackjack")
            #expect(stolen.status == .notFound)  // another player's session is like a missing one
            #expect(stolen.errorCode == "unknown-session")
            #expect(try await next(visitor, "poker").status == .notFound)
            let notShowing = try await visitor.request(
                .post, "/casino/api/onboarding/blackjack/answer", body: #"{"choice":"showMeHow"}"#)
            #expect(notShowing.status == .conflict)
            #expect(notShowing.errorCode == "not-showing")
            let badChoice = try await visitor.request(
                .post, "/casino/api/onboarding/blackjack/answer", body: #"{"choice":"maybe"}"#)
            #expect(badChoice.status == .badRequest)
            let wrongHint = try await visitor.request(
                .post, "/casino/api/onboarding/blackjack/dismiss", body: #"{"hint":"dealButton"}"#)
            #expect(wrongHint.status == .conflict)
            #expect(try count(database, "SELECT COUNT(*) FROM onboarding_value") == 0)
            // Play goes on without onboarding when the session is unknown.
            other.headers[sessionHeader] = "0123456789abcdef0123456789abcdef"
            #expect(try await other.table("blackjack").status == .ok)
        }
    }

    @Test("the funnel counts welcome shown, answered, each hint seen, and the choice split")
    func funnel() async throws {
        let clock = ManualClock()
        try await withCasino(clock: clock) { _, client in
            for choice in ["showMeHow", "startPlaying", "startPlaying"] {
                let visitor = Visitor(client)
                try await launch(visitor)
                try await visitor.table("blackjack")
                clock.advance(by: 0.5)
                _ = try await next(visitor, "blackjack")
                let answered = try await visitor.request(
                    .post, "/casino/api/onboarding/blackjack/answer", body: #"{"choice":"\#(choice)"}"#)
                _ = try await seeHints(visitor, "blackjack", clock: clock, first: answered)
            }
            let shy = Visitor(client)  // sees the welcome, never answers
            try await launch(shy)
            try await shy.table("blackjack")
            clock.advance(by: 0.5)
            _ = try await next(shy, "blackjack")

            let anonymous = try await Visitor(client).request(.get, "/casino/api/onboarding/funnel")
            #expect(anonymous.status == .unauthorized && anonymous.errorCode == "operator-only")
            let player = try await shy.request(.get, "/casino/api/onboarding/funnel")
            #expect(player.status == .unauthorized, "a player is not the operator")
            let operatorVisit = Visitor(client)
            operatorVisit.headers[.authorization] = "Bearer \(testOperatorToken)"
            let funnel = try await operatorVisit.request(.get, "/casino/api/onboarding/funnel")
            let games = try #require(funnel.json["surfaces"] as? [[String: Any]])
            #expect(games.map { $0["surface"] as? String } == ["blackjack", "baccarat", "xidach"])
            let blackjack = games[0]
            let stages = try #require(blackjack["stages"] as? [[String: Any]])
            #expect(
                stages.prefix(4).map { $0["stage"] as? String } == [
                    "welcome-shown", "welcome-answered", "hint:bettingZone", "hint:dealButton",
                ])
            #expect(stages.prefix(4).map { $0["players"] as? Int } == [4, 3, 3, 0])
            #expect(stages[2]["label"] as? String == "Tap chips, then tap here to bet")
            let choices = try #require(blackjack["choices"] as? [String: Int])
            #expect(choices == ["showMeHow": 1, "startPlaying": 2])
        }
    }
}

extension Visitor.Reply {
    /// The presentation of an onboarding decision, if one is showing.
    var presentation: [String: Any]? { json["presentation"] as? [String: Any] }
}
