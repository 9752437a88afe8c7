import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Testing

/// The fits take only the observations whose silhouette is the ball's size (`ShotAnalyzer`): near the pins a ball
/// merged with the white pins behind it is larger than the calibration expects and its centre sits too high, a foot
/// too far down the lane. Checked on a rendered shot's exact image track, with such frames put in.
@Suite("Observations of the ball's size")
struct BallSizedObservationTests {
    static let shot = Result { try SyntheticShot(ShotUncertaintyTests.renderedScenarios[0]) }

    /// `observations` with every other frame past 52 ft changed by `change`.
    static func nearThePins(
        _ observations: [BallObservation], _ truth: ShotTruth, _ change: (inout BallObservation) -> Void
    ) -> [BallObservation] {
        var distances: [Int: Double] = [:]
        for frame in truth.frames { distances[frame.index] = frame.lanePosition.distanceFeet }
        return observations.map { observation in
            guard (distances[observation.frameIndex] ?? 0) > 52, observation.frameIndex % 2 == 0 else {
                return observation
            }
            var changed = observation
            change(&changed)
            return changed
        }
    }

    /// How far up the image a silhouette merged with the pins puts its centre, pixels.
    static let mergedShift = 1.5

    /// Merged with the pins: a quarter larger, its centre and contact point up the image.
    static func merged(_ observation: inout BallObservation) {
        observation.radius *= 1.25
        observation.centerY -= mergedShift
        observation.contactY -= mergedShift
    }

    @Test(
        "a silhouette merged with the pins is left out, as if unseen; the same centres at the ball's size move the entry"
    )
    func mergedSilhouettesAreLeftOut() throws {
        let shot = try Self.shot.get()
        // A tracker's scatter, half a pixel.
        let exact = ShotUncertaintyTests.exactObservations(shot.truth, noise: 0.5, seed: 3)
        let merged = Self.nearThePins(exact, shot.truth, Self.merged)
        let unseen = zip(exact, merged).filter { $0.0 == $0.1 }.map(\.0)
        #expect(unseen.count < exact.count)
        let measured = try ShotUncertaintyTests.measure(shot, merged)
        let withoutThem = try ShotUncertaintyTests.measure(shot, unseen)
        #expect(measured.path == withoutThem.path)
        #expect(measured.entryAngleDegrees == withoutThem.entryAngleDegrees)
        #expect(measured.entryBoard == withoutThem.entryBoard)
        let believed = try ShotUncertaintyTests.measure(
            shot,
            Self.nearThePins(exact, shot.truth) {
                $0.centerY -= Self.mergedShift
                $0.contactY -= Self.mergedShift
            })
        let truth = shot.truth
        #expect(
            abs(believed.entryAngleDegrees - truth.entryAngleDegrees)
                > abs(measured.entryAngleDegrees - truth.entryAngleDegrees) + 0.1,
            "\(believed.entryAngleDegrees)° and \(measured.entryAngleDegrees)° for \(truth.entryAngleDegrees)°")
    }

    @Test("when more than a quarter of the silhouettes are off-size, none is left out")
    func aTrackMostlyOffSizeIsKeptWhole() throws {
        let shot = try Self.shot.get()
        let exact = ShotUncertaintyTests.exactObservations(shot.truth)
        let clean = try ShotUncertaintyTests.measure(shot, exact)
        // Every other silhouette a fifth small (a ball its colour finds only part of): the centres are the same.
        let halfFound = exact.enumerated().map { offset, observation in
            var found = observation
            if offset % 2 == 0 { found.radius *= 0.8 }
            return found
        }
        let measured = try ShotUncertaintyTests.measure(shot, halfFound)
        #expect(measured.path == clean.path)
        #expect(measured.entryAngleDegrees == clean.entryAngleDegrees && measured.entryBoard == clean.entryBoard)
    }
}
