import BowlerTraxSynthetic
import Foundation
import Testing

/// The synthetic shot's truth checked against hand computation, and its frames against its truth.
@Suite struct SyntheticShotTests {
    /// 60 ft per second-of-flight in mph: 1 ft/s = 3600/5280 mph.
    static let mphPerFootPerSecond = 3600.0 / 5280
    static let boardWidthInches = 41.5 / 39

    /// A small, noise-free, centred camera: quick to render in debug builds.
    static func smallScenario(hand: Hand = .right, markerVisible: Bool = true) -> ShotScenario {
        ShotScenario(
            hand: hand, framesPerSecond: 120, width: 216, height: 384, markerVisible: markerVisible,
            noiseLevel: 0)
    }

    /// The time at which the ball reaches `distance`, by bisection on the truth's own motion.
    static func time(reaching distance: Double, in shot: SyntheticShot) -> Double {
        var (early, late) = (0.0, 10.0)
        for _ in 0..<100 {
            let middle = (early + late) / 2
            if shot.lanePosition(atTime: middle).distanceFeet < distance { early = middle } else { late = middle }
        }
        return (early + late) / 2
    }

    @Test func tapsAreThePinholeProjectionsOfTheLaneLandmarks() throws {
        let shot = try SyntheticShot(
            ShotScenario(
                width: 1080, height: 1920, cameraDistanceBehindFoulLineFeet: 12,
                cameraHeightFeet: 5, fieldOfViewDegrees: 69, noiseLevel: 0))
        let (behind, height) = (12.0, 5.0)
        let focal = 960 / tan(34.5 * Double.pi / 180)
        let pitEdgeFeet = 62 + (10 + 3.0 / 16) / 12
        let pitch = (atan(height / behind) + atan(height / (behind + pitEdgeFeet))) / 2
        // A floor point `lateral` ft to the image's right of the centre line and `distance` ft past the foul line, seen
        // from a camera on the centre line, tilted down by `pitch`, with square pixels and the principal point centred.
        func project(lateral: Double, distance: Double) -> (x: Double, y: Double) {
            let ahead = distance + behind
            let depth = ahead * cos(pitch) + height * sin(pitch)
            return (540 + focal * lateral / depth, 960 + focal * (height * cos(pitch) - ahead * sin(pitch)) / depth)
        }
        let halfLane = 41.5 / 24
        let expected = [
            (shot.truth.taps.centerArrow, project(lateral: 0, distance: 15)),
            (shot.truth.taps.foulLineRight, project(lateral: halfLane, distance: 0)),
            (shot.truth.taps.foulLineLeft, project(lateral: -halfLane, distance: 0)),
            (shot.truth.taps.headPin, project(lateral: 0, distance: 60)),
        ]
        for (tap, hand) in expected {
            #expect(abs(tap.x - hand.x) < 1e-9 && abs(tap.y - hand.y) < 1e-9, "\(tap) vs \(hand)")
        }
        #expect(abs(shot.truth.camera.focalLengthPixels - focal) < 1e-9)
        #expect(abs(shot.truth.camera.pitchDegrees - pitch * 180 / .pi) < 1e-9)
    }

    @Test(arguments: [
        (speed: 13.0, angle: 2.0, board: 17.5, hand: Hand.right),
        (speed: 17.0, angle: 6.0, board: 17.5, hand: Hand.left),
        (speed: 21.0, angle: 9.0, board: 25.0, hand: Hand.right),
        (speed: 15.0, angle: 4.0, board: 10.0, hand: Hand.left),
    ])
    func pathReachesTheRequestedEntryAtTheRequestedAverageSpeed(speed: Double, angle: Double, board: Double, hand: Hand)
        throws
    {
        let shot = try SyntheticShot(
            ShotScenario(
                speedMph: speed, entryAngleDegrees: angle, entryBoard: board,
                hand: hand, width: 216, height: 384, noiseLevel: 0))
        let truth = shot.truth
        let entryTime = Self.time(reaching: 60, in: shot)
        #expect(abs(entryTime - truth.entryTimeSeconds) < 1e-9)
        #expect(abs(shot.lanePosition(atTime: 0).distanceFeet) < 1e-12)
        #expect(abs(60 / entryTime * Self.mphPerFootPerSecond - speed) < 1e-6)
        #expect(abs(truth.averageSpeedMph - speed) < 1e-9)

        let entry = shot.lanePosition(atTime: entryTime)
        #expect(abs(entry.board - board) < 1e-6 && abs(truth.entryBoard - board) < 1e-9)
        // The angle from the path itself: boards per foot over a short chord centred on 60 ft.
        let before = shot.lanePosition(atTime: Self.time(reaching: 59.999, in: shot))
        let after = shot.lanePosition(atTime: Self.time(reaching: 60.001, in: shot))
        let slope = (after.board - before.board) / (after.distanceFeet - before.distanceFeet)
        #expect(abs(atan(slope * Self.boardWidthInches / 12) * 180 / .pi - angle) < 1e-4)
        #expect(abs(truth.entryAngleDegrees - angle) < 1e-9)

        let arrows = shot.lanePosition(atTime: Self.time(reaching: 15, in: shot))
        #expect(abs(arrows.board - truth.arrowsBoard) < 1e-6)
        // The breakpoint is the path's minimum board: no sampled point is further out, and it lies on the path.
        let samples = stride(from: 0.0, through: entryTime, by: entryTime / 2000).map { shot.lanePosition(atTime: $0) }
        #expect(samples.allSatisfy { $0.board >= truth.breakpointBoard - 1e-9 })
        let atBreakpoint = shot.lanePosition(atTime: Self.time(reaching: truth.breakpointDistanceFeet, in: shot))
        #expect(abs(atBreakpoint.board - truth.breakpointBoard) < 1e-6)
        // A hook: out toward the hand-side gutter, back to the entry board, slowing down on the way.
        #expect(truth.breakpointBoard < truth.releaseBoard && truth.breakpointBoard < truth.entryBoard)
        #expect(truth.breakpointDistanceFeet > 15 && truth.breakpointDistanceFeet < 60)
        #expect(truth.releaseSpeedMph > speed && truth.entrySpeedMph < speed)
        #expect(samples.allSatisfy { $0.board > 0.5 && $0.board < 39.5 })
    }

    /// The homography that maps the four taps' pixels onto their lane points, solved by Gaussian elimination; returns
    /// the map from a pixel to (feet toward the image's right of the centre line, feet down the lane).
    static func laneMapping(from taps: CalibrationTaps) -> (PixelPoint) -> (lateral: Double, distance: Double) {
        let halfLane = 41.5 / 24
        let pairs: [(PixelPoint, (Double, Double))] = [
            (taps.centerArrow, (0, 15)), (taps.foulLineRight, (halfLane, 0)), (taps.foulLineLeft, (-halfLane, 0)),
            (taps.headPin, (0, 60)),
        ]
        // Unknowns h11...h32 (h33 = 1): X = (h11 u + h12 v + h13) / (h31 u + h32 v + 1), Y likewise with h21...h23.
        var rows: [[Double]] = []
        for (pixel, lane) in pairs {
            let (u, v) = (pixel.x, pixel.y)
            rows.append([u, v, 1, 0, 0, 0, -lane.0 * u, -lane.0 * v, lane.0])
            rows.append([0, 0, 0, u, v, 1, -lane.1 * u, -lane.1 * v, lane.1])
        }
        for column in 0..<8 {
            let pivot = (column..<8).max { abs(rows[$0][column]) < abs(rows[$1][column]) } ?? column
            rows.swapAt(column, pivot)
            for row in 0..<8 where row != column {
                let factor = rows[row][column] / rows[column][column]
                for k in column..<9 { rows[row][k] -= factor * rows[column][k] }
            }
        }
        let h = (0..<8).map { rows[$0][8] / rows[$0][$0] }
        return { pixel in
            let w = h[6] * pixel.x + h[7] * pixel.y + 1
            return ((h[0] * pixel.x + h[1] * pixel.y + h[2]) / w, (h[3] * pixel.x + h[4] * pixel.y + h[5]) / w)
        }
    }

    @Test(arguments: [
        (width: 1280, height: 720, offset: 2.0, pan: -5.0, hand: Hand.left),
        (width: 720, height: 1280, offset: -1.5, pan: 3.0, hand: Hand.right),
    ])
    func contactPointsMapThroughTheTapsToTheirLanePositions(
        width: Int, height: Int, offset: Double, pan: Double,
        hand: Hand
    ) throws {
        // The taps and the contact points are projections of one lane plane: the homography the four taps determine
        // takes every frame's contact point back to its board and distance.
        let shot = try SyntheticShot(
            ShotScenario(
                hand: hand, framesPerSecond: 60, width: width, height: height, cameraDistanceBehindFoulLineFeet: 16,
                cameraHeightFeet: 4.5, cameraSidewaysOffsetFeet: offset, cameraPanDegrees: pan, noiseLevel: 0))
        let toLane = Self.laneMapping(from: shot.truth.taps)
        for frame in shot.truth.frames {
            let lane = toLane(frame.contactPoint)
            let inchesFromRightEdge = 41.5 / 2 - lane.lateral * 12
            let board =
                (hand == .right ? inchesFromRightEdge : 41.5 - inchesFromRightEdge) / Self.boardWidthInches + 0.5
            #expect(abs(board - frame.lanePosition.board) < 1e-6, "frame \(frame.index)")
            #expect(abs(lane.distance - frame.lanePosition.distanceFeet) < 1e-6, "frame \(frame.index)")
        }
    }

    @Test func leftHandedShotIsTheMirrorImageOfTheRightHandedOne() throws {
        let right = try SyntheticShot(Self.smallScenario(hand: .right))
        let left = try SyntheticShot(Self.smallScenario(hand: .left))
        #expect(right.frameCount == left.frameCount)
        let width = 216
        for index in stride(from: 0, to: right.frameCount, by: 37) {
            let a = right.truth.frames[index]
            let b = left.truth.frames[index]
            #expect(abs(a.contactPoint.x - (Double(width) - b.contactPoint.x)) < 1e-9)
            #expect(abs(a.contactPoint.y - b.contactPoint.y) < 1e-9)
            #expect(a.lanePosition == b.lanePosition)

            let rightPixels = right.frame(at: index)
            let leftPixels = left.frame(at: index)
            var mismatches = 0
            for row in 0..<384 {
                for column in 0..<width {
                    let mirrored = (row * width + width - 1 - column) * 3
                    let original = (row * width + column) * 3
                    for channel in 0..<3 where rightPixels[original + channel] != leftPixels[mirrored + channel] {
                        mismatches += 1
                    }
                }
            }
            #expect(mismatches == 0, "frame \(index): \(mismatches) bytes differ from the mirror image")
        }
        // A right-hander's ball starts right of the centre line (low boards), a left-hander's left of it.
        let early = right.truth.frames[right.truth.frames.firstIndex { $0.isOnLane } ?? 0]
        #expect(early.contactPoint.x > 108)
    }

    @Test func ballPixelsAreWhereTheTruthSaysTheBallIs() throws {
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 60, width: 720, height: 1280, noiseLevel: 0))
        let empty = shot.emptyLaneFrame(noiseSeed: 0)
        let width = 720
        // Every eighth frame in which the ball is inside the image, from the approach to past the head pin.
        let checked = shot.truth.frames.filter(\.isVisible).enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
        #expect(checked.count > 15 && checked.contains { $0.lanePosition.distanceFeet > 57 })
        for truth in checked {
            let pixels = shot.frame(at: truth.index)
            var (count, sumX, sumY) = (0, 0.0, 0.0)
            var (farthest, bottom) = (0.0, 0.0)
            for row in 0..<1280 {
                for column in 0..<width {
                    let offset = (row * width + column) * 3
                    guard
                        pixels[offset] != empty[offset] || pixels[offset + 1] != empty[offset + 1]
                            || pixels[offset + 2] != empty[offset + 2]
                    else { continue }
                    let (x, y) = (Double(column) + 0.5, Double(row) + 0.5)
                    count += 1
                    sumX += x
                    sumY += y
                    bottom = max(bottom, y + 0.5)
                    farthest = max(
                        farthest,
                        ((x - truth.ballCenter.x) * (x - truth.ballCenter.x)
                            + (y - truth.ballCenter.y) * (y - truth.ballCenter.y)).squareRoot())
                }
            }
            let radius = truth.projectedRadiusPixels
            // Off the image's centre the silhouette stretches away from it, by at most 1 + tan² of the off-axis angle.
            let (offAxisX, offAxisY) = (truth.ballCenter.x - 360, truth.ballCenter.y - 640)
            let stretch = 1 + (offAxisX * offAxisX + offAxisY * offAxisY) / pow(shot.truth.camera.focalLengthPixels, 2)
            let area = Double.pi * radius * radius
            #expect(Double(count) > 0.8 * area && Double(count) < 1.25 * area + 4 * radius, "frame \(truth.index)")
            #expect(abs(sumX / Double(count) - truth.ballCenter.x) < 0.5, "frame \(truth.index)")
            #expect(abs(sumY / Double(count) - truth.ballCenter.y) < 0.5, "frame \(truth.index)")
            #expect(farthest < radius * stretch + 1.5, "frame \(truth.index)")
            // The contact point is on the ball's image, just above the silhouette's bottom.
            #expect(
                truth.contactPoint.y < bottom && truth.contactPoint.y > bottom - 0.15 * radius - 1,
                "frame \(truth.index)")
            #expect(abs(truth.contactPoint.x - truth.ballCenter.x) < 0.5)
        }
    }

    @Test func exposureBlursTheBallAlongItsMotionAroundTheTruth() throws {
        var scenario = ShotScenario(framesPerSecond: 60, width: 720, height: 1280, noiseLevel: 0)
        let sharp = try SyntheticShot(scenario)
        scenario.exposureSeconds = 1.0 / 60
        let blurred = try SyntheticShot(scenario)
        #expect(sharp.truth == blurred.truth)
        let empty = sharp.emptyLaneFrame(noiseSeed: 0)
        let index = 6
        let truth = sharp.truth.frames[index]
        // The ball's image moves this far during one frame interval, here the whole exposure.
        let (before, after) = (sharp.truth.frames[index - 1].ballCenter, sharp.truth.frames[index + 1].ballCenter)
        let travel =
            ((after.x - before.x) * (after.x - before.x) + (after.y - before.y) * (after.y - before.y))
            .squareRoot() / 2
        #expect(travel > 5)
        func footprint(_ pixels: [UInt8]) -> (count: Int, centre: PixelPoint, rows: ClosedRange<Int>) {
            var (count, sumX, sumY, top, bottom) = (0, 0.0, 0.0, Int.max, Int.min)
            for offset in stride(from: 0, to: pixels.count, by: 3)
            where pixels[offset] != empty[offset] || pixels[offset + 1] != empty[offset + 1]
                || pixels[offset + 2] != empty[offset + 2]
            {
                let (row, column) = ((offset / 3) / 720, (offset / 3) % 720)
                count += 1
                sumX += Double(column) + 0.5
                sumY += Double(row) + 0.5
                (top, bottom) = (min(top, row), max(bottom, row))
            }
            return (count, PixelPoint(x: sumX / Double(count), y: sumY / Double(count)), top...bottom)
        }
        let still = footprint(sharp.frame(at: index))
        let streak = footprint(blurred.frame(at: index))
        #expect(streak.count > still.count)
        #expect(Double(streak.rows.count - still.rows.count) > 0.8 * travel)
        for centre in [still.centre, streak.centre] {
            #expect(abs(centre.x - truth.ballCenter.x) < 1.5 && abs(centre.y - truth.ballCenter.y) < 1.5, "\(centre)")
        }
    }

    @Test func markerTurnsOncePerRevolution() throws {
        // 300 rpm at 120 fps: one revolution every 24 frames.
        let shot = try SyntheticShot(Self.smallScenario())
        let width = 216
        let counts = (0..<72).map { index -> Double in
            let pixels = shot.frame(at: index)
            let truth = shot.truth.frames[index]
            var white = 0
            for row in 0..<384 {
                for column in 0..<width {
                    let (dx, dy) = (Double(column) + 0.5 - truth.ballCenter.x, Double(row) + 0.5 - truth.ballCenter.y)
                    guard dx * dx + dy * dy < truth.projectedRadiusPixels * truth.projectedRadiusPixels else {
                        continue
                    }
                    let offset = (row * width + column) * 3
                    if pixels[offset] > 150 && pixels[offset + 1] > 150 && pixels[offset + 2] > 150 { white += 1 }
                }
            }
            return Double(white)
        }
        let mean = counts.reduce(0, +) / Double(counts.count)
        func correlation(_ lag: Int) -> Double {
            (0..<(counts.count - lag)).map { (counts[$0] - mean) * (counts[$0 + lag] - mean) }.reduce(0, +)
                / Double(counts.count - lag)
        }
        let bestLag = (12...36).max { correlation($0) < correlation($1) }
        #expect(bestLag == 24, "marker pixel counts \(counts)")

        let plain = try SyntheticShot(Self.smallScenario(markerVisible: false))
        #expect(plain.frame(at: 10) != shot.frame(at: 10))
    }

    @Test func newNoiseSeedChangesOnlyTheNoise() throws {
        let scenario = ShotScenario(width: 216, height: 384, noiseSeed: 1, noiseLevel: 3)
        var reseeded = scenario
        reseeded.noiseSeed = 2
        var clean = scenario
        clean.noiseLevel = 0
        let first = try SyntheticShot(scenario)
        let second = try SyntheticShot(reseeded)
        let noiseless = try SyntheticShot(clean)
        #expect(first.truth == second.truth)
        let a = first.frame(at: 30)
        let b = second.frame(at: 30)
        let reference = noiseless.frame(at: 30)
        #expect(a != b)
        // Each byte is the noiseless byte plus at most 2·sqrt(3)·σ of noise; on average about σ·sqrt(2/π) away from it.
        let deviations = zip(a, reference).map { abs(Int($0) - Int($1)) }
        #expect(deviations.allSatisfy { $0 <= 11 })
        let meanDeviation = Double(deviations.reduce(0, +)) / Double(deviations.count)
        #expect(meanDeviation > 1.5 && meanDeviation < 3.5)
        #expect(first.emptyLaneFrame(noiseSeed: 7) == second.emptyLaneFrame(noiseSeed: 7))
        #expect(first.emptyLaneFrame(noiseSeed: 7) != first.emptyLaneFrame(noiseSeed: 8))
    }

    @Test func impossibleScenariosAreRefusedWithAReason() {
        #expect(throws: SyntheticShotError.self) {
            try SyntheticShot(ShotScenario(entryAngleDegrees: 9, entryBoard: 10, width: 216, height: 384))
        }
        #expect(
            throws: SyntheticShotError.outOfRange(parameter: "entryBoard", value: 45, allowed: "1.5...38.5 (boards)")
        ) {
            try SyntheticShot(ShotScenario(entryBoard: 45, width: 216, height: 384))
        }
        #expect(throws: SyntheticShotError.self) {
            try SyntheticShot(ShotScenario(width: 216, height: 384, cameraSidewaysOffsetFeet: 8))
        }
        #expect(throws: SyntheticShotError.self) {
            try SyntheticShot(ShotScenario(speedMph: .nan, width: 216, height: 384))
        }
        #expect(throws: SyntheticShotError.self) {
            try SyntheticShot(ShotScenario(framesPerSecond: 120, width: 216, height: 384, exposureSeconds: 1.0 / 60))
        }
    }
}
