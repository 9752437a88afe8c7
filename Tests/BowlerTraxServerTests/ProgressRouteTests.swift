import Foundation
import HostTesting
import Testing

/// GET progress ("Track Your Progress") through HTTP: each session's averages and spreads are those of the shots the
/// server measured and answered, oldest first, only sessions with shots, and only the player's own.
@Suite struct ProgressRouteTests {
    static let progressPath = "/bowlertrax/api/progress"

    /// The rendered shot's observations with every x (the ball's centre and its contact point) moved `pixels` to the
    /// right: the same shot bowled a little further across the lane.
    static func moved(_ observations: [[Double]], by pixels: Double) -> [[Double]] {
        observations.map { values in
            var moved = values
            moved[1] += pixels
            moved[5] += pixels
            return moved
        }
    }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

    /// The sample standard deviation, written out: √(Σ(x − mean)² / (n − 1)).
    static func sampleDeviation(_ values: [Double]) -> Double {
        let center = mean(values)
        return (values.map { ($0 - center) * ($0 - center) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
    }

    static func number(_ session: [String: Any], _ key: String) -> Double {
        session[key] as? Double ?? (session[key] as? Int).map(Double.init) ?? .nan
    }

    @Test func progressServesEachSessionsAveragesAndSpreadOfItsOwnShotsOnly() async throws {
        try await withBowlerTrax { _, client in
            let stranger = Visitor(client)
            let nothing = try await stranger.request(.get, Self.progressPath)
            #expect(nothing.status == .ok)
            #expect(nothing.json["sessionLimit"] as? Int == 10)
            #expect((nothing.json["sessions"] as? [Any])?.isEmpty == true)

            let bowler = Visitor(client)
            let first = try await startSession(bowler, extra: ["centerName": "Lucky Strike Lanes", "lane": "15"])
            let setup = try await bowler.request(.get, "/bowlertrax/api/sessions/\(first)/tracker?fps=60")
            let observations = try trackAsThePageDoes(renderedShot, setup: setup)
            let second = try await startSession(bowler)
            let empty = try await startSession(bowler, extra: ["lane": "9"])

            // Three shots in the first session, each at another frame rate (another speed) and moved across the lane
            // (other boards); one in the second; none in the third.
            var metrics: [Int: [[String: Any]]] = [:]
            for (session, fps, pixels) in [(first, 60, 0.0), (first, 54, 4.0), (first, 50, -3.0), (second, 57, 2.0)] {
                let reply = try await bowler.request(
                    .post, "/bowlertrax/api/sessions/\(session)/shots",
                    body: json([
                        "framesPerSecond": fps, "source": "camera",
                        "observations": Self.moved(observations, by: pixels),
                    ]))
                #expect(reply.status == .created, "\(reply.text)")
                metrics[session, default: []].append(try #require(reply.json["metrics"] as? [String: Any]))
            }

            let progress = try await bowler.request(.get, Self.progressPath)
            #expect(progress.status == .ok, "\(progress.text)")
            let sessions = try #require(progress.json["sessions"] as? [[String: Any]])
            #expect(sessions.map { $0["id"] as? Int } == [first, second], "oldest first, without the empty \(empty)")
            #expect(sessions[0]["centerName"] as? String == "Lucky Strike Lanes")
            #expect(sessions[0]["lane"] as? String == "15")

            for (served, session) in zip(sessions, [first, second]) {
                let shots = metrics[session] ?? []
                func values(_ key: String) -> [Double] { shots.compactMap { $0[key] as? Double } }
                #expect(served["shotCount"] as? Int == shots.count)
                #expect(abs(Self.number(served, "averageSpeedMph") - Self.mean(values("averageSpeedMph"))) < 1e-9)
                #expect(
                    abs(Self.number(served, "averageEntryAngleDegrees") - Self.mean(values("entryAngleDegrees")))
                        < 1e-9)
                #expect(abs(Self.number(served, "averageArrowsBoard") - Self.mean(values("arrowsBoard"))) < 1e-9)
                #expect(
                    abs(Self.number(served, "strikePercent") - 100 * Self.mean(values("strikeProbability"))) < 1e-7)
            }
            let firstShots = metrics[first] ?? []
            let arrows = firstShots.compactMap { $0["arrowsBoard"] as? Double }
            let entries = firstShots.compactMap { $0["entryBoard"] as? Double }
            // The moved shots really are spread across the lane.
            #expect(Self.sampleDeviation(arrows) > 0.3)
            #expect(
                abs(Self.number(sessions[0], "arrowsBoardStandardDeviation") - Self.sampleDeviation(arrows)) < 1e-9)
            #expect(
                abs(Self.number(sessions[0], "entryBoardStandardDeviation") - Self.sampleDeviation(entries)) < 1e-9)
            // One shot has no spread: the figures are absent, not 0.
            #expect(sessions[1]["arrowsBoardStandardDeviation"] == nil)
            #expect(sessions[1]["entryBoardStandardDeviation"] == nil)

            // Another player sees none of it, and then only their own session.
            let other = Visitor(client)
            let theirs = try await startSession(other)
            #expect((try await other.request(.get, Self.progressPath).json["sessions"] as? [Any])?.isEmpty == true)
            let reply = try await other.request(
                .post, "/bowlertrax/api/sessions/\(theirs)/shots",
                body: json(["framesPerSecond": 60, "source": "camera", "observations": observations]))
            #expect(reply.status == .created)
            let their = try #require(
                try await other.request(.get, Self.progressPath).json["sessions"] as? [[String: Any]])
            #expect(their.map { $0["id"] as? Int } == [theirs])
            #expect(their.first?["shotCount"] as? Int == 1)
            let mine = try #require(
                try await bowler.request(.get, Self.progressPath).json["sessions"] as? [[String: Any]])
            #expect(mine.map { $0["id"] as? Int } == [first, second])
        }
    }
}
