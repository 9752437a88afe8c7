import AppServer
import Foundation
import HTTPTypes
import HostTesting
import Testing

/// Manual logging for limited mode: games scored frame by frame by the core, checked against known score sheets.
@Suite struct GameRouteTests {
    /// Rolls every pin count of `rolls` into a new game and returns its last view.
    func play(_ rolls: [Int], as bowler: Visitor) async throws -> Visitor.Reply {
        let game = try await bowler.request(.post, "/bowlertrax/api/games", body: "{}")
        let id = try #require(game.json["id"] as? Int)
        var reply = game
        for (count, pins) in rolls.enumerated() {
            reply = try await bowler.request(
                .post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": pins, "rollCount": count]))
            #expect(reply.status == .ok, "\(reply.text)")
        }
        return reply
    }

    @Test(arguments: [
        // A perfect game, all spares with 5 pins, a gutter game, and two real sheets.
        ([Int](repeating: 10, count: 12), 300),
        ([Int](repeating: 5, count: 21), 150),
        ([Int](repeating: 0, count: 20), 0),
        // A 9-pin-and-miss game: 90.
        ([Int](repeating: 0, count: 20).enumerated().map { $0.offset % 2 == 0 ? 9 : 0 }, 90),
        // The textbook sheet: X, 7/, 9-, X, -8, 8/, -6, X, X, X81 = 167.
        ([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1], 167),
    ])
    func knownGamesScoreAsTheirSheets(rolls: [Int], score: Int) async throws {
        try await withBowlerTrax { _, client in
            let reply = try await play(rolls, as: Visitor(client))
            #expect(reply.json["score"] as? Int == score)
            #expect(reply.json["isComplete"] as? Bool == true)
            #expect(reply.json["pinsStanding"] as? Int == 0)
            #expect((reply.json["frames"] as? [Any])?.count == 10)
        }
    }

    @Test func theSheetShowsMarksAndRunningScoresAndRefusesImpossibleRolls() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let reply = try await play([10, 7, 3, 9], as: bowler)
            let frames = try #require(reply.json["frames"] as? [[String: Any]])
            #expect(frames[0]["marks"] as? [String] == ["X"])
            #expect(frames[1]["marks"] as? [String] == ["7", "/"])
            #expect(frames[0]["score"] as? Int == 20)
            #expect(frames[1]["score"] as? Int == 39)
            #expect(reply.json["pinsStanding"] as? Int == 1)
            let id = try #require(reply.json["id"] as? Int)
            let tooMany = try await bowler.request(
                .post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": 2, "rollCount": 4]))
            #expect(tooMany.status == .badRequest && tooMany.errorCode == "invalid-roll")
            let negative = try await bowler.request(
                .post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": -1, "rollCount": 4]))
            #expect(negative.status == .badRequest)
            let undone = try await bowler.request(
                .post, "/bowlertrax/api/games/\(id)/undo", body: json(["rollCount": 4]))
            #expect(undone.json["rolls"] as? [Int] == [10, 7, 3])
            #expect(undone.json["pinsStanding"] as? Int == 10)

            let stranger = Visitor(client)
            _ = try await stranger.request(.post, "/bowlertrax/api/games", body: "{}")
            #expect(
                try await stranger.request(
                    .post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": 1, "rollCount": 3])
                ).status
                    == .notFound)
            #expect(try await stranger.request(.get, "/bowlertrax/api/games/\(id)").status == .notFound)
            #expect(try await stranger.request(.delete, "/bowlertrax/api/games/\(id)").status == .notFound)
            #expect(
                try await bowler.request(.get, "/bowlertrax/api/games/\(id)").json["rolls"] as? [Int] == [10, 7, 3])

            let fresh = try await bowler.request(.post, "/bowlertrax/api/games", body: "{}")
            let freshID = try #require(fresh.json["id"] as? Int)
            let nothing = try await bowler.request(
                .post, "/bowlertrax/api/games/\(freshID)/undo", body: json(["rollCount": 0]))
            #expect(nothing.status == .conflict && nothing.errorCode == "nothing-to-undo")
            #expect(try await bowler.request(.get, "/bowlertrax/api/games").array.count == 2)
            #expect(try await bowler.request(.delete, "/bowlertrax/api/games/\(freshID)").status == .noContent)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_game") == 2)
        }
    }

    @Test func aBallOrAnUndoSentTwiceIsMadeOnceAndOneAskedOfAStaleGameIsRefused() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let id = try #require(try await play([10, 7], as: bowler).json["id"] as? Int)
            let rolls = "/bowlertrax/api/games/\(id)/rolls"
            let spare = json(["pins": 3, "rollCount": 2])
            // The spare sent twice (a retry after a lost answer, a second tab): one ball, the same game both times.
            let first = try await bowler.request(.post, rolls, body: spare)
            let again = try await bowler.request(.post, rolls, body: spare)
            #expect(first.status == .ok && again.status == .ok)
            #expect(first.json["rolls"] as? [Int] == [10, 7, 3] && again.json["rolls"] as? [Int] == [10, 7, 3])
            // Another ball where the game has the spare, or a ball past its end: 409, nothing logged.
            for body in [json(["pins": 1, "rollCount": 2]), json(["pins": 1, "rollCount": 5])] {
                let stale = try await bowler.request(.post, rolls, body: body)
                #expect(stale.status == .conflict && stale.errorCode == "game-changed", "\(stale.text)")
            }
            let badCount = try await bowler.request(.post, rolls, body: json(["pins": 1, "rollCount": -1]))
            #expect(badCount.status == .badRequest && badCount.errorCode == "invalid-roll-count")
            #expect(try await bowler.request(.post, rolls, body: json(["pins": 1])).status == .badRequest)

            // An undo sent twice takes one ball back; one asked of a game with other rolls is refused.
            let undo = "/bowlertrax/api/games/\(id)/undo"
            for _ in 0..<2 {
                let undone = try await bowler.request(.post, undo, body: json(["rollCount": 3]))
                #expect(undone.status == .ok && undone.json["rolls"] as? [Int] == [10, 7], "\(undone.text)")
            }
            let stale = try await bowler.request(.post, undo, body: json(["rollCount": 5]))
            #expect(stale.status == .conflict && stale.errorCode == "game-changed")
            #expect(try await bowler.request(.post, undo, body: "{}").status == .badRequest)

            // The same ball from two tabs at once: logged once.
            async let one = bowler.request(.post, rolls, body: json(["pins": 2, "rollCount": 2]))
            async let two = bowler.request(.post, rolls, body: json(["pins": 2, "rollCount": 2]))
            let (a, b) = try await (one, two)
            #expect(a.status == .ok && b.status == .ok, "\(a.text) \(b.text)")
            #expect(
                try await bowler.request(.get, "/bowlertrax/api/games/\(id)").json["rolls"] as? [Int] == [10, 7, 2])
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_game") == 1)
        }
    }

    @Test func aRetryUnderItsKeyIsNotMadeAgainWhateverWasMadeSince() async throws {
        try await withBowlerTrax { _, client in
            let bowler = Visitor(client)
            let id = try #require(try await play([10, 7, 3], as: bowler).json["id"] as? Int)
            let undo = "/bowlertrax/api/games/\(id)/undo"
            let rolls = "/bowlertrax/api/games/\(id)/rolls"
            // The undo is made, and its answer lost; another tab rolls the spare's 3 again: three balls, as the undo
            // was asked of. Its retry, under its key, takes nothing back.
            bowler.headers[.idempotencyKey] = "undo-1"
            #expect(
                try await bowler.request(.post, undo, body: json(["rollCount": 3])).json["rolls"] as? [Int] == [10, 7])
            bowler.headers[.idempotencyKey] = "roll-1"
            #expect(
                try await bowler.request(.post, rolls, body: json(["pins": 3, "rollCount": 2])).json["rolls"] as? [Int]
                    == [10, 7, 3])
            bowler.headers[.idempotencyKey] = "undo-1"
            let retried = try await bowler.request(.post, undo, body: json(["rollCount": 3]))
            #expect(retried.status == .ok && retried.json["rolls"] as? [Int] == [10, 7, 3], "\(retried.text)")
            // The same the other way: a ball made, undone elsewhere, its retry does not put it back.
            bowler.headers[.idempotencyKey] = "undo-2"
            _ = try await bowler.request(.post, undo, body: json(["rollCount": 3]))
            bowler.headers[.idempotencyKey] = "roll-1"
            let again = try await bowler.request(.post, rolls, body: json(["pins": 3, "rollCount": 2]))
            #expect(again.status == .ok && again.json["rolls"] as? [Int] == [10, 7], "\(again.text)")
            // A key that is not one is refused.
            bowler.headers[.idempotencyKey] = String(repeating: "k", count: 65)
            let bad = try await bowler.request(.post, rolls, body: json(["pins": 3, "rollCount": 2]))
            #expect(bad.status == .badRequest && bad.errorCode == "invalid-idempotency-key")
        }
    }

    @Test func aGameKeptOnAPhoneArrivesWholeOnceAndOnlyIfItIsAGame() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            // No body at all: a new game, as before.
            let fresh = try await bowler.request(.post, "/bowlertrax/api/games")
            #expect(fresh.status == .created && fresh.json["rolls"] as? [Int] == [])
            // The textbook sheet kept on the phone yesterday, sent under its key: scored as the sheet, started when
            // it was, and stored once however often it is sent.
            let sheet = [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]
            let yesterday = "2026-11-27T18:30:00Z"
            bowler.headers[.idempotencyKey] = "6b1f3c0e9a7d4e21b5c8d0f2a4e6c8b0"
            let body = json(["rolls": sheet, "startedAt": yesterday])
            let kept = try await bowler.request(.post, "/bowlertrax/api/games", body: body)
            let again = try await bowler.request(.post, "/bowlertrax/api/games", body: body)
            #expect(kept.status == .created && again.status == .created)
            #expect(kept.json["id"] as? Int == again.json["id"] as? Int)
            #expect(kept.json["score"] as? Int == 167 && kept.json["isComplete"] as? Bool == true)
            #expect(kept.json["startedAt"] as? String == yesterday)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_game") == 2)
            // Refused, storing nothing: a ball the game cannot take, a start in the future or before 2000.
            bowler.headers[.idempotencyKey] = nil
            for (refused, code) in [
                (json(["rolls": [7, 5]]), "invalid-roll"),
                (json(["rolls": [Int](repeating: 0, count: 21)]), "invalid-roll"),
                (json(["rolls": [11]]), "invalid-roll"), (json(["startedAt": "2999-01-01T00:00:00Z"]), "invalid-start"),
                (json(["startedAt": "1999-12-31T00:00:00Z"]), "invalid-start"),
                // A minute 99 is not rolled over into the next hour.
                (json(["startedAt": "2024-01-01T12:99:00Z"]), "malformed-json"),
                (json(["rolls": "strike"]), "malformed-json"),
            ] {
                let reply = try await bowler.request(.post, "/bowlertrax/api/games", body: refused)
                #expect(reply.status == .badRequest && reply.errorCode == code, "\(refused): \(reply.text)")
            }
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_game") == 2)
        }
    }
}
