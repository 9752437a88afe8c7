import BowlerTrax
import Testing

/// A session's averages (History, Compare) and a bowler's totals (Home's Quick Stats) against figures worked out by
/// hand.
@Suite("Session figures")
struct SessionFiguresTests {
    static func shot(speed: Double, angle: Double, entry: Double, strike: Double, rev: Double?) -> RecordedShot {
        RecordedShot(
            speedMph: speed, entryAngleDegrees: angle, entryBoard: entry, arrowsBoard: 10, strikeProbability: strike,
            revRateRpm: rev)
    }

    @Test("a session's means; the rev rate's only over the shots whose rev rate was seen")
    func averages() {
        let figures = SessionFigures(shots: [
            Self.shot(speed: 16, angle: 4, entry: 16, strike: 0.5, rev: 300),
            Self.shot(speed: 17, angle: 5, entry: 17.5, strike: 0.75, rev: nil),
            Self.shot(speed: 18.5, angle: 6.5, entry: 19, strike: 1, rev: 350),
        ])
        #expect(figures.shotCount == 3)
        #expect(figures.speedMph == 17.166666666666668)  // 51.5 / 3
        #expect(figures.entryAngleDegrees == 5.166666666666667)  // 15.5 / 3
        #expect(figures.entryBoard == 17.5)
        #expect(figures.revRateRpm == 325)  // (300 + 350) / 2: the unseen one does not count as 0
        #expect(figures.strikePercent == 75)
        let none = SessionFigures(shots: [Self.shot(speed: 15, angle: 3, entry: 20, strike: 0.25, rev: nil)])
        #expect(none.revRateRpm == nil)
        let empty = SessionFigures(shots: [])
        #expect(empty.shotCount == 0 && empty.speedMph == nil && empty.strikePercent == nil)
    }

    @Test("a difference is the session's figure minus the first's, nil where either is nil")
    func difference() {
        let first = SessionFigures(shots: [Self.shot(speed: 16, angle: 4, entry: 16, strike: 0.5, rev: 300)])
        let second = SessionFigures(shots: [
            Self.shot(speed: 17, angle: 5, entry: 18, strike: 0.75, rev: nil),
            Self.shot(speed: 18, angle: 6, entry: 20, strike: 0.25, rev: nil),
        ])
        let difference = second.difference(to: first)
        #expect(difference.shotCount == 1)
        #expect(difference.speedMph == 1.5)
        #expect(difference.entryAngleDegrees == 1.5)
        #expect(difference.entryBoard == 3)
        #expect(difference.revRateRpm == nil)
        #expect(difference.strikePercent == 0)
        #expect(first.difference(to: first).speedMph == 0)
    }

    @Test("totals count every session and weigh every shot once, whatever its session's size")
    func totals() {
        let totals = RecordTotals(sessions: [
            [Self.shot(speed: 15, angle: 3, entry: 20, strike: 0, rev: nil)],
            [
                Self.shot(speed: 18, angle: 6, entry: 17, strike: 1, rev: nil),
                Self.shot(speed: 18, angle: 6, entry: 17, strike: 1, rev: nil),
                Self.shot(speed: 18, angle: 6, entry: 17, strike: 0.5, rev: nil),
            ],
            [],
        ])
        #expect(totals.sessions == 3)
        #expect(totals.shots == 4)
        #expect(totals.averageSpeedMph == 17.25)  // 69 / 4, not the mean of the sessions' means (16.5)
        #expect(totals.strikePercent == 62.5)
        let none = RecordTotals(sessions: [[]])
        #expect(none.sessions == 1 && none.shots == 0 && none.averageSpeedMph == nil && none.strikePercent == nil)
    }
}
