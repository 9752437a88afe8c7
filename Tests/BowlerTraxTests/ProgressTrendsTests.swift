import BowlerTrax
import Foundation
import Testing

/// "Track Your Progress": the per-session means and spreads against figures worked out by hand, which sessions are
/// charted, and in what order.
@Suite("Progress trends")
struct ProgressTrendsTests {
    /// A shot with the given figures (through `ShotMetrics`' public Codable form; the rest of its metrics do not
    /// enter the trends).
    static func shot(
        speed: Double, angle: Double, arrows: Double, entry: Double, strike: Double
    ) throws -> ShotMetrics {
        let figures: [String: Any] = [
            "averageSpeedMph": speed, "releaseSpeedMph": speed + 1, "entrySpeedMph": speed - 1,
            "arrowsBoard": arrows, "breakpointBoard": 7, "breakpointDistanceFeet": 42, "entryBoard": entry,
            "entryAngleDegrees": angle, "strikeProbability": strike, "pocket": "pocket", "path": [Any](),
        ]
        return try JSONDecoder().decode(ShotMetrics.self, from: JSONSerialization.data(withJSONObject: figures))
    }

    static func day(_ number: Double) -> Date {
        Date(timeIntervalSince1970: 1_790_000_000 + number * 86_400)
    }

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-12
    }

    @Test("each session's means and sample standard deviations are the hand-worked figures")
    func figures() throws {
        let three = ProgressTrends.Session(
            id: 1, startedAt: Self.day(1),
            shots: [
                try Self.shot(speed: 16, angle: 4, arrows: 10, entry: 16, strike: 0.5),
                try Self.shot(speed: 17, angle: 5, arrows: 12, entry: 17.5, strike: 0.75),
                try Self.shot(speed: 18, angle: 6, arrows: 14, entry: 19, strike: 1),
            ])
        let two = ProgressTrends.Session(
            id: 2, startedAt: Self.day(2),
            shots: [
                try Self.shot(speed: 17.25, angle: 5.5, arrows: 8, entry: 18, strike: 0.6),
                try Self.shot(speed: 17.75, angle: 6.5, arrows: 11, entry: 18, strike: 0.8),
            ])
        let one = ProgressTrends.Session(
            id: 3, startedAt: Self.day(3),
            shots: [try Self.shot(speed: 15.5, angle: 3, arrows: 9, entry: 20, strike: 0.25)])
        let trends = ProgressTrends(sessions: [one, three, two])
        #expect(trends.sessions.map(\.id) == [1, 2, 3])
        #expect(trends.sessions.map(\.shotCount) == [3, 2, 1])
        #expect(trends.sessions.map(\.startedAt) == [Self.day(1), Self.day(2), Self.day(3)])

        // Three shots: arrows 10, 12, 14 (mean 12, deviations ∓2: √(8 / 2) = 2); entry 16, 17.5, 19 (mean 17.5,
        // deviations ∓1.5: √(4.5 / 2) = 1.5).
        let first = trends.sessions[0]
        #expect(Self.close(first.meanSpeedMph, 17))
        #expect(Self.close(first.meanEntryAngleDegrees, 5))
        #expect(Self.close(first.meanArrowsBoard, 12))
        #expect(Self.close(first.meanStrikeProbability, 0.75))
        #expect(Self.close(first.arrowsBoardStandardDeviation, 2))
        #expect(Self.close(first.entryBoardStandardDeviation, 1.5))

        // Two shots: arrows 8 and 11 (mean 9.5, deviations ∓1.5: √(4.5 / 1) = 3 / √2); the same entry board twice
        // is a spread of exactly 0.
        let second = trends.sessions[1]
        #expect(Self.close(second.meanSpeedMph, 17.5))
        #expect(Self.close(second.meanEntryAngleDegrees, 6))
        #expect(Self.close(second.meanArrowsBoard, 9.5))
        #expect(Self.close(second.meanStrikeProbability, 0.7))
        #expect(Self.close(second.arrowsBoardStandardDeviation, 3 / 2.0.squareRoot()))
        #expect(second.entryBoardStandardDeviation == 0)

        // One shot: its own figures, and no spread at all.
        let third = trends.sessions[2]
        #expect(third.meanSpeedMph == 15.5)
        #expect(third.meanEntryAngleDegrees == 3)
        #expect(third.meanArrowsBoard == 9)
        #expect(third.meanStrikeProbability == 0.25)
        #expect(third.arrowsBoardStandardDeviation == nil)
        #expect(third.entryBoardStandardDeviation == nil)
    }

    @Test("the latest ten sessions with shots are charted, oldest first; a session without shots takes no place")
    func chartedSessions() throws {
        // Sessions 1...12 on days 1...12, one shot each at `id` mph, given newest first; session 13, the latest, has
        // no shot.
        var sessions = try (1...12).reversed().map { id in
            ProgressTrends.Session(
                id: Int64(id), startedAt: Self.day(Double(id)),
                shots: [try Self.shot(speed: Double(id), angle: 6, arrows: 12, entry: 17.5, strike: 0.85)])
        }
        sessions.insert(ProgressTrends.Session(id: 13, startedAt: Self.day(13), shots: []), at: 0)
        let trends = ProgressTrends(sessions: sessions)
        #expect(ProgressTrends.sessionLimit == 10)
        #expect(trends.sessions.map(\.id) == Array(3...12))
        #expect(trends.sessions.map(\.meanSpeedMph) == (3...12).map(Double.init))

        // Two sessions started at the same moment: the larger id is the later.
        let ids = ProgressTrends.chartedSessionIDs(among: [
            (id: 9, startedAt: Self.day(1), shotCount: 2), (id: 4, startedAt: Self.day(1), shotCount: 1),
            (id: 7, startedAt: Self.day(0), shotCount: 0), (id: 5, startedAt: Self.day(0), shotCount: 3),
        ])
        #expect(ids == [5, 4, 9])
    }

    @Test("no session with a shot charts nothing")
    func empty() {
        #expect(ProgressTrends(sessions: []).sessions.isEmpty)
        #expect(ProgressTrends(sessions: [.init(id: 1, startedAt: Self.day(1), shots: [])]).sessions.isEmpty)
    }
}
