import BowlerTrax
import Foundation
import Testing

/// The entry board and angle when the last points stray: from a low camera the ball overlaps the pins and the deck in
/// the image as it reaches them.
@Suite("Entry fit")
struct EntryFitTests {
    /// Straight on board 10 to 40 ft, then hooking: board 10 + 0.01 (d − 40)², so at 60 ft board 14 and a slope of
    /// 0.4 board a foot. Rolling at 25 ft/s, 60 frames a second, with a small scatter (±0.05 board).
    static func board(at distance: Double) -> Double {
        distance <= 40 ? 10 : 10 + 0.01 * (distance - 40) * (distance - 40)
    }

    static let entryAngleDegrees = atan(0.4 * 41.5 / 39 / 12) * 180 / .pi

    static func track(strayFrom strayFeet: Double, by offsets: [Double]) -> [TrackedPoint] {
        let scatter = [0.03, -0.05, 0.01, 0.04, -0.02, -0.04, 0.05, 0.0, -0.01, 0.02]
        var points: [TrackedPoint] = []
        var index = 0
        var strays = 0
        var distance = 0.0
        while distance < 62 {
            var board = board(at: distance) + scatter[index % scatter.count]
            if distance >= strayFeet {
                board += offsets[strays % offsets.count]
                strays += 1
            }
            points.append(TrackedPoint(timeSeconds: Double(index) / 60, board: board, distanceFeet: distance))
            index += 1
            distance = Double(index) * 25 / 60
        }
        return points
    }

    @Test func theEntryIsMeasuredPastAFewStrayPointsAtThePins() throws {
        // The last five points (from 58 ft on) off by a board or more, to either side.
        let metrics = try ShotMetrics(
            path: Self.track(strayFrom: 58, by: [1.2, -0.9, 1.5, 1.0, -1.3]), revRateRpm: nil)
        #expect(abs(metrics.entryBoard - 14) < 0.1)
        #expect(abs(metrics.entryAngleDegrees - Self.entryAngleDegrees) < 0.1)
    }

    @Test func pointsAmongThePinsDoNotMoveTheEntry() throws {
        // Past where the ball first touches the head pin, every point a board and a half toward the pin (the ball
        // merged with it in the image, or deflected): consistent, so no stray to trim.
        let strayFeet = Lane.headPinContactFeet + 0.01
        let metrics = try ShotMetrics(path: Self.track(strayFrom: strayFeet, by: [1.5]), revRateRpm: nil)
        #expect(abs(metrics.entryBoard - 14) < 0.1)
        #expect(abs(metrics.entryAngleDegrees - Self.entryAngleDegrees) < 0.1)
    }

    @Test func theBallFirstTouchesTheHeadPinHalfAFootShort() {
        // A pocket hit (2.5 boards from the head pin's centre): the ball's radius and the pin's belly apart, 6.1 in
        // short of the pin spot (research notes, lane geometry: "≈59.5 ft").
        #expect(abs(Lane.headPinContactFeet - (60 - 6.1 / 12)) < 0.01)
    }

    @Test func aCleanTrackKeepsEveryPoint() throws {
        let metrics = try ShotMetrics(path: Self.track(strayFrom: 100, by: [0]), revRateRpm: nil)
        #expect(abs(metrics.entryBoard - 14) < 0.05)
        #expect(abs(metrics.entryAngleDegrees - Self.entryAngleDegrees) < 0.05)
    }
}
