import BowlerTrax
import BowlerTraxSynthetic
import Foundation
import Testing

@Suite("Calibration validation")
struct CalibrationValidationTests {
    struct Placement: CustomTestStringConvertible, Sendable {
        let back: Double, height: Double, offset: Double, pan: Double, width: Int, imageHeight: Int
        var testDescription: String {
            "\(back) ft back, \(height) ft high, \(offset) ft aside, pan \(pan)°, \(width)x\(imageHeight)"
        }
    }

    static let placements: [Placement] = [
        Placement(back: 10, height: 4, offset: 0, pan: 0, width: 720, imageHeight: 1280),
        Placement(back: 12, height: 5, offset: 0, pan: 0, width: 1080, imageHeight: 1920),
        Placement(back: 15, height: 6, offset: 1.5, pan: 0, width: 1080, imageHeight: 1920),
        Placement(back: 20, height: 4.5, offset: -1, pan: 0, width: 720, imageHeight: 1280),
        Placement(back: 14, height: 5.5, offset: 0, pan: 3, width: 1080, imageHeight: 1920),
        Placement(back: 16, height: 5, offset: 0, pan: 0, width: 1920, imageHeight: 1080),
    ]

    static func shot(_ p: Placement) throws -> SyntheticShot {
        try SyntheticShot(
            ShotScenario(
                width: p.width, height: p.imageHeight, cameraDistanceBehindFoulLineFeet: p.back,
                cameraHeightFeet: p.height, cameraSidewaysOffsetFeet: p.offset,
                cameraPanDegrees: p.pan, noiseLevel: 0))
    }

    @Test(arguments: placements)
    func acceptsGoodTapsAndFindsTheCamera(_ placement: Placement) throws {
        let truth = try Self.shot(placement).truth
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(truth), imageWidth: placement.width,
            imageHeight: placement.imageHeight)
        #expect(abs(calibration.camera.position.z - placement.height) < 0.01)
        #expect(abs(calibration.camera.position.y + placement.back) < 0.01)
        #expect(abs(calibration.camera.position.x - placement.offset) < 0.01)
        #expect(
            abs(calibration.camera.focalLengthPixels - truth.camera.focalLengthPixels) < 0.01
                * truth.camera.focalLengthPixels)
        // Lane points land where the truth camera projects them.
        let camera = TruthCamera(camera: truth.camera)
        for (board, distance) in [(5.0, 10.0), (35.0, 40.0), (17.5, 59.5)] {
            let lateral = Lane.lateralFeet(board: board, hand: .right)
            let expected = camera.project(lateralFeet: lateral, distanceFeet: distance)
            let mapped = try #require(
                calibration.imagePoint(of: LanePoint(lateralFeet: lateral, distanceFeet: distance)))
            #expect(abs(mapped.x - expected.x) < 1e-6 && abs(mapped.y - expected.y) < 1e-6)
        }
        // ...and taps perturbed by a pixel are still accepted.
        #expect(throws: Never.self) {
            try LaneCalibration(
                taps: RenderedShots.taps(truth, perturbation: [(1, 1), (-1, 1), (1, -1), (-1, -1)]),
                imageWidth: placement.width, imageHeight: placement.imageHeight)
        }
    }

    /// A phone rolled by a couple of degrees leaves the level camera pixels off the taps, so its roll is fitted: lane
    /// points land where the rolled truth camera projects them.
    @Test(arguments: [2.0, -3.0])
    func fitsARolledCamera(rollDegrees: Double) throws {
        let placement = Self.placements[1]
        let truth = try Self.shot(placement).truth
        let camera = TruthCamera(camera: truth.camera, rollDegrees: rollDegrees)
        func tap(_ lateral: Double, _ distance: Double) -> ImagePoint {
            camera.project(lateralFeet: lateral, distanceFeet: distance)
        }
        let taps = BowlerTrax.CalibrationTaps(
            centerArrow: tap(0, 15), foulLineRight: tap(Lane.widthFeet / 2, 0),
            foulLineLeft: tap(-Lane.widthFeet / 2, 0), headPin: tap(0, 60))
        let calibration = try LaneCalibration(
            taps: taps, imageWidth: placement.width, imageHeight: placement.imageHeight)
        #expect(abs(calibration.camera.position.z - placement.height) < 0.01)
        for (board, distance) in [(5.0, 10.0), (35.0, 40.0), (17.5, 59.5)] {
            let lateral = Lane.lateralFeet(board: board, hand: .right)
            let expected = camera.project(lateralFeet: lateral, distanceFeet: distance)
            let mapped = try #require(
                calibration.imagePoint(of: LanePoint(lateralFeet: lateral, distanceFeet: distance)))
            #expect(abs(mapped.x - expected.x) < 1e-3 && abs(mapped.y - expected.y) < 1e-3)
        }
    }

    @Test func referencePointsAreALeastSquaresFit() throws {
        let truth = try Self.shot(Self.placements[1]).truth
        let camera = TruthCamera(camera: truth.camera)
        let references = [10.0, 30.0].map { board -> ReferencePoint in
            let lateral = Lane.lateralFeet(board: board, hand: .right)
            let point = LanePoint(lateralFeet: lateral, distanceFeet: 15)
            return ReferencePoint(lane: point, image: camera.project(lateralFeet: lateral, distanceFeet: 15))
        }
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(truth), imageWidth: 1080, imageHeight: 1920,
            referencePoints: references)
        let mapped = try #require(calibration.imagePoint(of: LanePoint(lateralFeet: 1, distanceFeet: 45)))
        let expected = camera.project(lateralFeet: 1, distanceFeet: 45)
        #expect(abs(mapped.x - expected.x) < 1e-6 && abs(mapped.y - expected.y) < 1e-6)
        var wrong = references
        wrong[0].image.x += 60
        #expect(throws: CalibrationProblem.self) {
            try LaneCalibration(
                taps: RenderedShots.taps(truth), imageWidth: 1080, imageHeight: 1920, referencePoints: wrong)
        }
    }

    /// Each rule with a bad case; the problem and the spec's retry reason are checked.
    @Test func everyRuleRefusesItsBadCase() throws {
        let truth = try Self.shot(Self.placements[1]).truth
        let good = RenderedShots.taps(truth)
        func problem(_ taps: BowlerTrax.CalibrationTaps, width: Int = 1080, height: Int = 1920) -> CalibrationProblem? {
            do {
                _ = try LaneCalibration(taps: taps, imageWidth: width, imageHeight: height)
                return nil
            } catch { return error }
        }
        var taps = good
        taps.centerArrow = nil
        #expect(problem(taps) == .missingTap(.centerArrow))
        taps = good
        taps.headPin = nil
        #expect(problem(taps) == .headPinRequired)
        taps = good
        taps.foulLineRight = ImagePoint(x: 1200, y: good.foulLineRight!.y)
        #expect(problem(taps) == .tapOutsideImage(.foulLineRight))
        #expect(problem(taps)?.retryReason == .tapOffTarget)
        taps = good
        taps.headPin = ImagePoint(x: .nan, y: 10)
        #expect(problem(taps) == .tapOutsideImage(.headPin))
        #expect(problem(good, width: 0) == .invalidImageSize(width: 0, height: 1920))
        taps = good
        (taps.foulLineLeft, taps.foulLineRight) = (good.foulLineRight, good.foulLineLeft)
        #expect(problem(taps)?.code == "tapsOutOfOrder")
        taps = good
        taps.centerArrow = ImagePoint(x: good.centerArrow!.x, y: good.foulLineLeft!.y + 20)
        #expect(problem(taps)?.code == "tapsOutOfOrder")
        taps = good
        taps.headPin = ImagePoint(x: good.headPin!.x, y: good.centerArrow!.y + 10)
        #expect(problem(taps)?.code == "tapsOutOfOrder")
        // The arrow far to the side, outside the foul line / head pin triangle.
        taps = good
        taps.centerArrow = ImagePoint(x: good.foulLineRight!.x, y: good.centerArrow!.y)
        #expect(problem(taps) == .arrowOutsideLane)
        // The board 10 arrow tapped instead of the centre arrow (board 20).
        taps = good
        let camera = TruthCamera(camera: truth.camera)
        taps.centerArrow = camera.project(lateralFeet: Lane.lateralFeet(board: 10, hand: .right), distanceFeet: 15)
        #expect(problem(taps)?.code == "centerLineOffMiddle")
        #expect(problem(taps)?.retryReason == .tapOffTarget)
        // The head pin tapped at the arrows' height of the image (the camera moved between taps): no camera fits.
        taps = good
        taps.headPin = ImagePoint(x: good.headPin!.x, y: good.centerArrow!.y - 12)
        let moved = problem(taps)
        #expect(moved?.retryReason == .cameraMoved, "\(String(describing: moved))")
    }

    @Test func problemsSayWhatToDo() {
        #expect(CalibrationProblem.headPinRequired.description.contains("tap the head pin"))
        #expect(
            CalibrationProblem.RetryReason.allCases.map(\.rawValue)
                == ["Camera moved between taps", "Tap was off-target", "Glare is affecting visibility"])
    }

    @Test func gridOverlayMirrorsBetweenHands() throws {
        let truth = try Self.shot(Self.placements[1]).truth
        let calibration = try LaneCalibration(taps: RenderedShots.taps(truth), imageWidth: 1080, imageHeight: 1920)
        let right = calibration.gridOverlay(hand: .right)
        let left = calibration.gridOverlay(hand: .left)
        #expect(right.count == 10)
        for segment in right where segment.label.hasPrefix("board ") {
            let board = Int(segment.label.dropFirst(6))!
            let mirror = try #require(left.first { $0.label == "board \(40 - board)" })
            #expect(abs(mirror.start.x - segment.start.x) < 1e-9 && abs(mirror.end.y - segment.end.y) < 1e-9)
        }
        // Board 5 for a right-hander is near the image's right edge of the lane.
        let board5 = try #require(right.first { $0.label == "board 5" })
        #expect(board5.start.x > 540)
    }
}
