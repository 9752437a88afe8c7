import AppServer
import BowlerTrax
import BowlerTraxVision
import Foundation
import GRDB
import HTTPTypes
import HostTesting
import Testing

/// A shot measured through the API as the page measures it: the server's tracker setup, the windowed RGBA frames,
/// the observations posted; the metrics against the renderer's exact truth.
@Suite struct ShotRouteTests {
    @Test func aRenderedShotTrackedAsThePageDoesMeasuresItsTruth() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=60")
            #expect(setup.status == .ok)
            let observations = try trackAsThePageDoes(renderedShot, setup: setup)
            let reply = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(reply.status == .created, "\(reply.text)")
            let metrics = try #require(reply.json["metrics"] as? [String: Any])
            let truth = renderedShot.truth
            // The tolerances of the core's accuracy table for a 60 fps 540x960 clip (speed to 0.2 mph, angle to
            // 0.6°, boards to 0.75).
            #expect(abs((metrics["averageSpeedMph"] as? Double ?? 0) - truth.averageSpeedMph) <= 0.2)
            #expect(abs((metrics["entryAngleDegrees"] as? Double ?? 0) - truth.entryAngleDegrees) <= 0.6)
            #expect(abs((metrics["entryBoard"] as? Double ?? 0) - truth.entryBoard) <= 0.75)
            #expect(abs((metrics["arrowsBoard"] as? Double ?? 0) - truth.arrowsBoard) <= 0.75)
            #expect((metrics["path"] as? [Any])?.count ?? 0 >= 8)
            #expect(reply.json["number"] as? Int == 1)
            // The render's entry (board 17.5 at 6°) is a likely strike: a strike line, and the next shot another one.
            let strikeLines = ["Strike!", "X marks the spot!", "Crushed it!", "Perfect entry!"]
            let encouragement = reply.json["encouragement"] as? String ?? ""
            #expect((metrics["strikeProbability"] as? Double ?? 0) >= 0.7)
            #expect(strikeLines.contains(encouragement), "\(encouragement)")
            let again = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(strikeLines.contains(again.json["encouragement"] as? String ?? ""))
            #expect(again.json["encouragement"] as? String != encouragement, "never the same line twice in a row")
            #expect(again.json["number"] as? Int == 2)
            // A 6° entry in the pocket earns no tip (the spec's under 4° and over 8°).
            #expect((reply.json["tips"] as? [Any])?.isEmpty == true)

            // The history and the dashboard come from the database.
            let stats = try await bowler.request(.get, "/bowlertrax/api/stats")
            #expect(stats.json["sessions"] as? Int == 1)
            #expect(stats.json["shots"] as? Int == 2)
            #expect(abs((stats.json["averageSpeedMph"] as? Double ?? 0) - truth.averageSpeedMph) <= 0.2)
            let history = try await bowler.request(.get, "/bowlertrax/api/sessions")
            #expect(history.array.first?["shotCount"] as? Int == 2)
            let detail = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)")
            let listed = try #require((detail.json["shots"] as? [[String: Any]])?.first)
            #expect(
                (listed["metrics"] as? [String: Any])?["path"] as? [Any] == nil
                    || ((listed["metrics"] as? [String: Any])?["path"] as? [Any])?.isEmpty == true)
            let shotID = try #require(listed["id"] as? Int)
            let reopened = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/shots/\(shotID)")
            #expect(((reopened.json["metrics"] as? [String: Any])?["path"] as? [Any])?.count ?? 0 >= 8)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_shot") == 2)
            // A shot retried with its Idempotency-Key (the answer was lost, or a 503) is stored once: the retry gets
            // the first shot back. A key that is not one is refused before anything is measured.
            let body = json(["framesPerSecond": 60, "source": "camera", "observations": observations])
            bowler.headers[.idempotencyKey] = "0f8fad5b-d9cb-469f-a165-70867728950e"
            let keyed = try await bowler.request(.post, "/bowlertrax/api/sessions/\(session)/shots", body: body)
            let retried = try await bowler.request(.post, "/bowlertrax/api/sessions/\(session)/shots", body: body)
            #expect(keyed.status == .created && retried.status == .created)
            #expect(keyed.json["number"] as? Int == 3 && retried.json["id"] as? Int == keyed.json["id"] as? Int)
            #expect(retried.json["number"] as? Int == 3)
            for bad in ["", String(repeating: "k", count: 65), "two words"] {
                bowler.headers[.idempotencyKey] = bad
                let refused = try await bowler.request(.post, "/bowlertrax/api/sessions/\(session)/shots", body: body)
                #expect(refused.status == .badRequest && refused.errorCode == "invalid-idempotency-key", "\(bad)")
            }
            bowler.headers[.idempotencyKey] = nil
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_shot") == 3)
        }
    }

    @Test func aTrackThatDoesNotMakeAShotIsRefusedWithTheSpecsMessagesAndNothingIsStored() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            let none = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": [[Double]]()]))
            #expect(none.status == .unprocessableContent)
            #expect(none.errorCode == "ball-not-detected")
            #expect(none.json["message"] as? String == "Can't detect your ball. Make sure it's visible and well-lit.")

            // Three points near the foul line: the ball was lost long before the pins.
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=60")
            let observations = Array(try trackAsThePageDoes(renderedShot, setup: setup).prefix(3))
            let short = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(short.status == .unprocessableContent)
            #expect(short.errorCode == "tracking-lost")
            #expect(short.json["message"] as? String == "Lost track of the ball. Try adjusting camera position.")

            bowler.headers[.acceptLanguage] = "vi"
            let vietnamese = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(vietnamese.errorCode == "tracking-lost")
            #expect(vietnamese.json["message"] as? String != short.json["message"] as? String)
            // The same track played backwards (the ball rolling from the pins to the foul line) is no shot.
            let whole = try trackAsThePageDoes(renderedShot, setup: setup)
            let backwards = zip(whole, whole.reversed()).map { forward, reversed in [forward[0]] + reversed.dropFirst()
            }
            let reversed = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": backwards]))
            #expect(reversed.status == .unprocessableContent && reversed.errorCode == "tracking-lost")
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_shot") == 0)
        }
    }

    @Test func pointsOffTheLaneAreNotTakenForTheBall() async throws {
        try await withBowlerTrax { _, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=60")
            var observations = try trackAsThePageDoes(renderedShot, setup: setup)
            for index in [20, 21] {
                observations[index][1] = 9.9e6
                observations[index][5] = 9.9e6
            }
            let reply = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(reply.status == .created)
            let metrics = try #require(reply.json["metrics"] as? [String: Any])
            #expect(abs((metrics["arrowsBoard"] as? Double ?? 0) - renderedShot.truth.arrowsBoard) <= 0.75)
        }
    }

    @Test func malformedTracksAreRefusedBeforeAnythingIsMeasured() async throws {
        try await withBowlerTrax { _, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            let path = "/bowlertrax/api/sessions/\(session)/shots"
            let good: [Double] = [0, 270, 900, 20, 20, 270, 920, 0.1, 0, 0]
            let cases: [(Any, String)] = [
                (["framesPerSecond": 60, "source": "camera", "observations": [[1, 2, 3]]], "invalid-observations"),
                (["framesPerSecond": 60, "source": "camera", "observations": [good, good]], "invalid-observations"),
                (
                    ["framesPerSecond": 60, "source": "camera", "observations": [[0.5] + good.dropFirst()]],
                    "invalid-observations"
                ),
                (["framesPerSecond": 0, "source": "camera", "observations": [good]], "invalid-frame-rate"),
                (["framesPerSecond": 5000, "source": "camera", "observations": [good]], "invalid-frame-rate"),
                (["framesPerSecond": 60, "source": "drone", "observations": [good]], "malformed-json"),
                (["framesPerSecond": 60, "source": "camera"], "malformed-json"),
            ]
            for (body, code) in cases {
                let reply = try await bowler.request(.post, path, body: json(body))
                #expect(reply.status == .badRequest, "\(body)")
                #expect(reply.errorCode == code, "\(body): \(reply.text)")
            }
            let tooMany = Array(repeating: good, count: 20_001).enumerated().map { index, values in
                [Double(index)] + values.dropFirst()
            }
            let many = try await bowler.request(
                .post, path, body: json(["framesPerSecond": 60, "source": "camera", "observations": tooMany]))
            #expect(many.status == .badRequest || many.status == .contentTooLarge)
            let huge =
                "{\"framesPerSecond\": 60, \"source\": \"camera\", \"observations\": ["
                + String(repeating: "[0,0,0,0,0,0,0,0,0,0],", count: 120_000) + "[0,0,0,0,0,0,0,0,0,0]]}"
            let hugeReply = try await bowler.request(.post, path, body: huge)
            #expect(hugeReply.status == .contentTooLarge)
            #expect((hugeReply.json["message"] as? String ?? "").contains("2048 KB"))
            let text = try await bowler.request(.post, path, body: "not json")
            #expect(text.status == .badRequest)
        }
    }

    @Test func anotherPlayersSessionAnswersLikeAMissingOne() async throws {
        try await withBowlerTrax { database, client in
            let owner = Visitor(client)
            let session = try await startSession(owner)
            let stranger = Visitor(client)
            _ = try await startSession(stranger)
            let missing = try await stranger.request(.get, "/bowlertrax/api/sessions/999999")
            for (method, path, body) in [
                (HTTPRequest.Method.get, "/bowlertrax/api/sessions/\(session)", nil as String?),
                (.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=60", nil),
                (
                    .post, "/bowlertrax/api/sessions/\(session)/shots",
                    json(["framesPerSecond": 60, "source": "camera", "observations": [[Double]]()])
                ),
                (.delete, "/bowlertrax/api/sessions/\(session)", nil),
            ] {
                let reply = try await stranger.request(method, path, body: body)
                #expect(reply.status == .notFound, "\(method) \(path)")
                #expect(reply.errorCode == missing.errorCode)
            }
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_session") == 2)
            let gone = try await owner.request(.delete, "/bowlertrax/api/sessions/\(session)")
            #expect(gone.status == .noContent)
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_session") == 1)
        }
    }

    @Test func theTrackerSetupNeedsAFrameRateAndCarriesTheSessionsBallColour() async throws {
        try await withBowlerTrax { _, client in
            let bowler = Visitor(client)
            let ball = try await bowler.request(
                .post, "/bowlertrax/api/balls", body: json(["name": "Storm Hyroad Pearl", "color": "#2b5fcc"]))
            let session = try await startSession(bowler, extra: ["ballID": ball.json["id"] as? Int ?? 0])
            for query in ["", "?fps=", "?fps=abc", "?fps=0", "?fps=2000", "?fps=0x10", "?fps=1e2", "?fps=-60"] {
                let reply = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/tracker\(query)")
                #expect(reply.status == .badRequest, "\(query)")
            }
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)/tracker?fps=240")
            let color = try #require(setup.json["color"] as? [String: Any])
            #expect(color["red"] as? Int == 0x2B && color["green"] as? Int == 0x5F && color["blue"] as? Int == 0xCC)
            let window = try #require(setup.json["window"] as? [String: Int])
            #expect((setup.json["firstColumn"] as? [Any])?.count == window["height"])
            // 0.15 s of frames at 240 fps may pass without the ball before it counts as lost.
            #expect(setup.json["maximumMissedFrames"] as? Int == 36)
        }
    }
}

/// Each metric's ± through the API: served with the shot, absent (and nothing broken) on a shot stored before it was
/// measured, and a track too noisy to trust refused with the spec's message.
@Suite struct ShotUncertaintyRouteTests {
    /// The rendered shot's ball as a perfect tracker sees it (the projection of its centre in every frame it is in),
    /// each coordinate moved by normal noise of `pixels` standard deviation (SplitMix64, Box–Muller: the same on
    /// every run); the observations as the page posts them.
    static func observations(noise pixels: Double = 0) -> [[Double]] {
        var state: UInt64 = 11
        func uniform() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (Double((z ^ (z >> 31)) >> 11) + 0.5) / Double(1 << 53)
        }
        func normal() -> Double { pixels * (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform()) }
        return renderedShot.truth.frames.filter(\.isVisible).map { frame in
            let (dx, dy) = (normal(), normal())
            return BallObservation(
                frameIndex: frame.index, centerX: frame.ballCenter.x + dx, centerY: frame.ballCenter.y + dy,
                radius: frame.projectedRadiusPixels, expectedRadius: frame.projectedRadiusPixels,
                contactX: frame.contactPoint.x + dx, contactY: frame.contactPoint.y + dy, patternContrast: 0,
                patternOffsetX: 0, patternOffsetY: 0
            ).values
        }
    }

    @Test func theShotCarriesEachMetricsPlusOrMinusAndAnOldShotWithoutItStillLoads() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            let reply = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": Self.observations()]))
            #expect(reply.status == .created, "\(reply.text)")
            let metrics = try #require(reply.json["metrics"] as? [String: Any])
            let uncertainty = try #require(metrics["uncertainty"] as? [String: Double])
            let truth = renderedShot.truth
            for (key, trueValue) in [
                ("averageSpeedMph", truth.averageSpeedMph), ("entryAngleDegrees", truth.entryAngleDegrees),
                ("entryBoard", truth.entryBoard), ("arrowsBoard", truth.arrowsBoard),
                ("breakpointBoard", truth.breakpointBoard), ("breakpointDistanceFeet", truth.breakpointDistanceFeet),
            ] {
                let plusOrMinus = try #require(uncertainty[key], "\(key)")
                let measured = try #require(metrics[key] as? Double, "\(key)")
                #expect(plusOrMinus > 0, "\(key)")
                #expect(
                    abs(measured - trueValue) <= 3 * plusOrMinus,
                    "\(key): \(measured) ± \(plusOrMinus), truth \(trueValue)")
            }
            let shotID = try #require(reply.json["id"] as? Int)
            let path = "/bowlertrax/api/sessions/\(session)/shots/\(shotID)"
            let reopened = try await bowler.request(.get, path)
            #expect((reopened.json["metrics"] as? [String: Any])?["uncertainty"] as? [String: Double] == uncertainty)

            // A shot stored before the ± was measured: its metrics' JSON has none.
            try await database.pool.write { db in
                try db.execute(sql: "UPDATE bowler_shot SET metrics = json_remove(metrics, '$.uncertainty')")
            }
            let old = try await bowler.request(.get, path)
            #expect(old.status == .ok, "\(old.text)")
            let oldMetrics = try #require(old.json["metrics"] as? [String: Any])
            #expect(oldMetrics["uncertainty"] == nil)
            #expect(oldMetrics["entryBoard"] as? Double == metrics["entryBoard"] as? Double)
            let list = try await bowler.request(.get, "/bowlertrax/api/sessions/\(session)")
            #expect(list.status == .ok && (list.json["shots"] as? [Any])?.count == 1, "\(list.text)")
        }
    }

    @Test func aTrackTooNoisyToTrustIsRefusedWithTheSpecsMessage() async throws {
        try await withBowlerTrax { database, client in
            let bowler = Visitor(client)
            let session = try await startSession(bowler)
            // Every point 4 px off at random on the 540 px frame (5 ft of lane at the pins).
            let reply = try await bowler.request(
                .post, "/bowlertrax/api/sessions/\(session)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": Self.observations(noise: 4)]))
            #expect(reply.status == .unprocessableContent, "\(reply.text)")
            #expect(reply.errorCode == "implausible-shot")
            #expect(reply.json["message"] as? String == "Lost track of the ball. Try adjusting camera position.")
            let detail = reply.json["detail"] as? String ?? ""
            #expect(detail.contains("too uncertain to show"), "\(detail)")
            #expect(try count(database, "SELECT COUNT(*) FROM bowler_shot") == 0)
        }
    }
}
