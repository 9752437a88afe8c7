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
        for pins in rolls {
            reply = try await bowler.request(.post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": pins]))
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
            let tooMany = try await bowler.request(.post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": 2]))
            #expect(tooMany.status == .badRequest && tooMany.errorCode == "invalid-roll")
            let negative = try await bowler.request(
                .post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": -1]))
            #expect(negative.status == .badRequest)
            let undone = try await bowler.request(.post, "/bowlertrax/api/games/\(id)/undo")
            #expect(undone.json["rolls"] as? [Int] == [10, 7, 3])
            #expect(undone.json["pinsStanding"] as? Int == 10)

            let stranger = Visitor(client)
            _ = try await stranger.request(.post, "/bowlertrax/api/games", body: "{}")
            #expect(
                try await stranger.request(.post, "/bowlertrax/api/games/\(id)/rolls", body: json(["pins": 1])).status
                    == .notFound)
            #expect(try await stranger.request(.get, "/bowlertrax/api/games/\(id)").status == .notFound)
            #expect(try await stranger.request(.delete, "/bowlertrax/api/games/\(id)").status == .notFound)
            #expect(
                try await bowler.request(.get, "/bowlertrax/api/games/\(id)").json["rolls"] as? [Int] == [10, 7, 3])

            let fresh = try await bowler.request(.post, "/bowlertrax/api/games", body: "{}")
            let freshID = try #require(fresh.json["id"] as? Int)
            let nothing = try await bowler.request(.post, "/bowlertrax/api/games/\(freshID)/undo")
            #expect(nothing.status == .conflict)
            #expect(try await bowler.request(.get, "/bowlertrax/api/games").array.count == 2)
            #expect(try await bowler.request(.delete, "/bowlertrax/api/games/\(freshID)").status == .noContent)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_game") == 2)
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
                (json(["rolls": [7, 5]]), "invalid-roll"), (json(["rolls": [Int](repeating: 0, count: 21)]), "invalid-roll"),
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
