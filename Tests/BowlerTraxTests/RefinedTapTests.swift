import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation
import Testing

/// A calibration tap refined from the frozen frame itself: taps a finger's width off the landmark land on it, checked
/// against the renderer's exact landmark points.
@Suite("Refined calibration taps")
struct RefinedTapTests {
    /// The cameras: the browser tests' 720x1280 frame, the renderer's default 1080x1920, a camera further back and
    /// lower, one beside the lane's centre line.
    static let scenarios: [ShotScenario] = [
        ShotScenario(framesPerSecond: 30, width: 720, height: 1280, noiseSeed: 21),
        ShotScenario(hand: .left, framesPerSecond: 30, noiseSeed: 22),
        ShotScenario(
            framesPerSecond: 30, width: 720, height: 1280, cameraDistanceBehindFoulLineFeet: 16, cameraHeightFeet: 4.5,
            noiseSeed: 23),
        ShotScenario(
            framesPerSecond: 30, width: 1080, height: 1920, cameraDistanceBehindFoulLineFeet: 15, cameraHeightFeet: 5.5,
            cameraSidewaysOffsetFeet: 1, noiseSeed: 24),
    ]

    /// The renderer's exact point of a landmark.
    static func truth(_ landmark: TapLandmark, _ taps: BowlerTraxSynthetic.CalibrationTaps) -> PixelPoint {
        switch landmark {
        case .centerArrow: taps.centerArrow
        case .foulLineRight: taps.foulLineRight
        case .foulLineLeft: taps.foulLineLeft
        case .headPin: taps.headPin
        }
    }

    /// The eight directions, each a unit step.
    static let directions: [(Double, Double)] = (0..<8).map { index in
        let angle = Double(index) * .pi / 4
        return (cos(angle), sin(angle))
    }

    static func refine(_ frame: [UInt8], _ scenario: ShotScenario, _ landmark: TapLandmark, x: Double, y: Double)
        -> RefinedTap?
    {
        frame.withUnsafeBufferPointer {
            RefinedTap(
                frame: $0, width: scenario.width, height: scenario.height, bytesPerPixel: 3, landmark: landmark, x: x,
                y: y)
        }
    }

    @Test(arguments: scenarios)
    func tapsUpTo24PixelsOffSnapToTheLandmark(_ scenario: ShotScenario) throws {
        let shot = try SyntheticShot(scenario)
        let frame = shot.emptyLaneFrame(noiseSeed: scenario.noiseSeed)
        // 24 pixels on a 720-pixel-wide frame: a fingertip's half width at 390 CSS px.
        let reach = 24 * Double(min(scenario.width, scenario.height)) / 720
        for landmark in TapLandmark.allCases {
            let truth = Self.truth(landmark, shot.truth.taps)
            var worst = 0.0
            for distance in [0, reach / 2, reach] {
                for (dx, dy) in distance == 0 ? [(0.0, 0.0)] : Self.directions {
                    let tap = (x: truth.x + dx * distance, y: truth.y + dy * distance)
                    let refined = try #require(Self.refine(frame, scenario, landmark, x: tap.x, y: tap.y))
                    let error =
                        ((refined.x - truth.x) * (refined.x - truth.x)
                        + (refined.y - truth.y) * (refined.y - truth.y)).squareRoot()
                    worst = max(worst, error)
                    #expect(refined.snapped, "\(landmark) tapped at \(tap)")
                    #expect(
                        error <= 1,
                        "\(landmark) tapped at \(tap): snapped to (\(refined.x), \(refined.y)), truth \(truth)")
                }
            }
            print("\(scenario.width)x\(scenario.height) \(landmark): worst \(worst) px")
        }
    }
}

extension RefinedTapTests {
    @Test func aTapWithNoFeatureNearIsKept() throws {
        let scenario = Self.scenarios[0]
        let shot = try SyntheticShot(scenario)
        let frame = shot.emptyLaneFrame(noiseSeed: 3)
        // Plain wood halfway down the lane, far from the arrows, the foul line and the pins.
        let camera = TruthCamera(camera: shot.truth.camera)
        let wood = camera.project(lateralFeet: 0.7, distanceFeet: 35)
        for landmark in TapLandmark.allCases {
            let refined = try #require(Self.refine(frame, scenario, landmark, x: wood.x, y: wood.y))
            #expect(refined == RefinedTap(x: wood.x, y: wood.y, snapped: false), "\(landmark)")
        }
        // A grey frame holds nothing to snap to.
        let grey = [UInt8](repeating: 128, count: scenario.width * scenario.height * 3)
        for landmark in TapLandmark.allCases {
            #expect(Self.refine(grey, scenario, landmark, x: 300, y: 700)?.snapped == false)
        }
    }

    @Test func aTapOffTheFrameOrAShortFrameIsRefused() {
        let scenario = Self.scenarios[0]
        let grey = [UInt8](repeating: 128, count: scenario.width * scenario.height * 3)
        #expect(Self.refine(grey, scenario, .headPin, x: -1, y: 10) == nil)
        #expect(Self.refine(grey, scenario, .headPin, x: 10, y: Double(scenario.height) + 1) == nil)
        let short = [UInt8](repeating: 128, count: 100)
        #expect(Self.refine(short, scenario, .headPin, x: 10, y: 10) == nil)
    }

    @Test func nativeAndWasmRefineAlike() throws {
        let node = try #require(WebAssemblyParityTests.node, "node is needed to run the WebAssembly tracker")
        let scenario = Self.scenarios[0]
        let shot = try SyntheticShot(scenario)
        let frame = shot.emptyLaneFrame(noiseSeed: 5)
        let frameURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bowlertrax-refine-\(getpid()).rgb")
        try Data(frame).write(to: frameURL)
        defer { try? FileManager.default.removeItem(at: frameURL) }
        // Each landmark tapped about 20 px off, one tap on plain wood (kept) and one off the frame (refused).
        var taps = TapLandmark.allCases.map { landmark in
            let truth = Self.truth(landmark, shot.truth.taps)
            return (landmark, truth.x + 14, truth.y - 14)
        }
        taps += [(.centerArrow, 300, 400), (.headPin, -5, 10)]
        let result = try WebAssemblyParityTests.run(
            node,
            [
                "scripts/wasm/refine-tap.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", frameURL.path,
                "\(scenario.width)", "\(scenario.height)",
            ] + taps.map { "\($0.0.rawValue),\($0.1),\($0.2)" })
        try #require(result.status == 0)
        // Each line: 1 snapped, 0 kept, -1 refused, then x and y (null when refused).
        let wasm = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map { line in
            line.split(separator: " ").map { Double($0) }
        }
        let native = taps.map { tap -> [Double?] in
            guard let refined = Self.refine(frame, scenario, tap.0, x: tap.1, y: tap.2) else { return [-1, nil, nil] }
            return [refined.snapped ? 1 : 0, refined.x, refined.y]
        }
        #expect(wasm == native)
        #expect(native.map { $0[0] } == [1, 1, 1, 1, 0, -1])
    }
}
