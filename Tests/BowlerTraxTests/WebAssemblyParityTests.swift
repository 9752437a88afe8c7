import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation
import Testing

/// The committed WebAssembly tracker is current, and it finds exactly the track the native tracker finds.
@Suite("WebAssembly tracker", .serialized)
struct WebAssemblyParityTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Runs `node scripts/wasm/<script>` on the page's module with `cases` (written to a JSON file of its own `name`)
    /// and returns what it printed; a run that fails is a failed requirement.
    static func runModule(_ node: String, _ script: String, cases: Any, name: String) throws -> Data {
        let casesURL = FileManager.default.temporaryDirectory.appendingPathComponent("bowlertrax-\(name)-\(getpid()).json")
        try JSONSerialization.data(withJSONObject: cases).write(to: casesURL)
        defer { try? FileManager.default.removeItem(at: casesURL) }
        let result = try run(
            node,
            ["scripts/wasm/\(script)", "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", casesURL.path])
        try #require(result.status == 0, "node scripts/wasm/\(script) failed")
        return result.output
    }

    @Test func committedWasmIsBuiltFromTheCurrentSources() throws {
        let result = try Self.run("/bin/bash", ["scripts/build-wasm", "--check"])
        #expect(
            result.status == 0, "run scripts/build-wasm and commit Sources/BowlerTraxServer/Public/bowlertrax/tracker")
    }

    /// node, found on the PATH (scripts/test needs it too); the parity test fails without it rather than skip.
    static let node = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func nativeAndWasmFindTheSameTrack() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        let scenario = ShotScenario(
            speedMph: 19, entryAngleDegrees: 6, entryBoard: 17.5, hand: .left, framesPerSecond: 60,
            width: 360, height: 640, noiseSeed: 5)
        let shot = try SyntheticShot(scenario)
        let calibration = try LaneCalibration(taps: RenderedShots.taps(shot.truth), imageWidth: 360, imageHeight: 640)
        let window = calibration.trackingWindow
        let setup = calibration.trackerSetup(bytesPerPixel: 3, framesPerSecond: 60, window: window)
        let color = RenderedShots.colorChoice(scenario.ballColor).trackingModel
        var native = BallTracker(setup: setup, color: color)
        var input = Data()
        func append<T>(_ value: T) { withUnsafeBytes(of: value) { input.append(contentsOf: $0) } }
        for value in [
            setup.width, setup.height, setup.originX, setup.originY, setup.bytesPerPixel, setup.acquisitionRow,
            setup.finishRow,
            setup.maximumMissedFrames, Int(color.red), Int(color.green), Int(color.blue), shot.frameCount,
        ] {
            append(Int32(value).littleEndian)
        }
        append(color.tolerance.bitPattern.littleEndian)
        append(setup.framesPerSecond.bitPattern.littleEndian)
        for value in setup.firstColumn { append(value.littleEndian) }
        for value in setup.lastColumn { append(value.littleEndian) }
        for value in setup.ballDiameter { append(value.bitPattern.littleEndian) }
        for index in 0..<shot.frameCount {
            let frame = window.crop(shot.frame(at: index), imageWidth: 360)
            input.append(contentsOf: frame)
            frame.withUnsafeBufferPointer { _ = native.process(frame: $0, frameIndex: index) }
        }
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bowlertrax-parity-\(getpid()).bin")
        try input.write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let result = try Self.run(
            node,
            [
                "scripts/wasm/track.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", inputURL.path,
            ])
        try #require(result.status == 0)
        struct Output: Decodable {
            let state: Int
            let observations: [[Double]]
        }
        let wasm = try JSONDecoder().decode(Output.self, from: result.output)
        #expect(native.observations.count > 40)
        #expect(wasm.observations.count == native.observations.count)
        for (a, b) in zip(native.observations, wasm.observations) {
            #expect(a.values == b, "frame \(a.frameIndex)")
        }
        let states: [TrackingState] = [.searching, .tracking, .finished, .lost]
        #expect(states[wasm.state] == native.state)
        print(
            "WebAssembly parity: \(native.observations.count) observations identical (bit for bit) over \(shot.frameCount) frames"
        )
    }

    /// The measuring core in the page: the page's own module (tracking/tracker.js's `measureShot`, over the
    /// WebAssembly) measures the observations of a shot at 60 and at 240 fps exactly as the native core does (every
    /// number to the last bit: each is written in its shortest form, which reads back to the same Double), and
    /// answers a shot without a track and input that is no shot as the core does.
    @Test func nativeAndWasmMeasureTheSameShot() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly measuring core")
        struct Answer: Decodable {
            struct Problem: Decodable, Equatable {
                let copyKey: String
                let detail: String
            }
            struct Coaching: Decodable, Equatable {
                struct Tip: Decodable, Equatable {
                    let id: String
                    let titleKey: String
                    let bodyKey: String
                }
                let tips: [Tip]
                let bands: [String: String]
            }
            let metrics: ShotMetrics?
            let coaching: Coaching?
            let problem: Problem?
            let invalid: String?
        }
        struct Output: Decodable {
            let result: Answer
            let milliseconds: Double
        }
        func measuredInPage(
            _ taps: BowlerTrax.CalibrationTaps, hand: BowlerTrax.Hand, framesPerSecond: Double,
            observations rows: [[Double]]
        ) throws -> Output {
            func point(_ tap: ImagePoint?) -> Any { tap.map { [$0.x, $0.y] } ?? NSNull() }
            let input: [String: Any] = [
                "calibration": [
                    "imageWidth": 360, "imageHeight": 640,
                    "taps": [
                        "centerArrow": point(taps.centerArrow), "foulLineRight": point(taps.foulLineRight),
                        "foulLineLeft": point(taps.foulLineLeft), "headPin": point(taps.headPin),
                    ],
                ],
                "hand": hand.rawValue, "framesPerSecond": framesPerSecond,
                "observations": rows,
            ]
            let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
                "bowlertrax-measure-\(getpid()).json")
            try JSONSerialization.data(withJSONObject: input).write(to: inputURL)
            defer { try? FileManager.default.removeItem(at: inputURL) }
            let result = try Self.run(
                node,
                [
                    "scripts/wasm/measure.mjs",
                    "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", inputURL.path, "5",
                ])
            try #require(result.status == 0)
            return try JSONDecoder().decode(Output.self, from: result.output)
        }

        for (framesPerSecond, hand) in [(60.0, BowlerTrax.Hand.right), (240.0, BowlerTrax.Hand.left)] {
            let scenario = ShotScenario(
                speedMph: 16, entryAngleDegrees: framesPerSecond == 240 ? 3 : 5, entryBoard: 17.5,
                hand: hand == .left ? .left : .right,
                framesPerSecond: framesPerSecond,
                width: 360, height: 640, noiseSeed: 3)
            let shot = try SyntheticShot(scenario)
            let taps = RenderedShots.taps(shot.truth)
            let calibration = try LaneCalibration(taps: taps, imageWidth: 360, imageHeight: 640)
            var analyzer = ShotAnalyzer(
                calibration: calibration, ballColor: RenderedShots.colorChoice(scenario.ballColor), hand: hand,
                framesPerSecond: framesPerSecond)
            for index in 0..<shot.frameCount where analyzer.wantsMoreFrames {
                analyzer.process(frame: shot.frame(at: index))
            }
            let observations = analyzer.tracker.observations
            let native = try analyzer.metrics()
            let rows = observations.map(\.values)
            let page = try measuredInPage(taps, hand: hand, framesPerSecond: framesPerSecond, observations: rows)
            #expect(page.result.metrics == native, "\(framesPerSecond) fps")
            // A shot the phone kept before observations carried the pattern image (10 numbers each) is measured as
            // the same track without it.
            let keptRows = observations.map { Array($0.values.prefix(BallObservation.valueCountWithoutImage)) }
            let kept = try measuredInPage(
                taps, hand: hand, framesPerSecond: framesPerSecond, observations: keptRows)
            let withoutImage = observations.map { observation -> BallObservation in
                var plain = observation
                plain.patternImage = .zero
                return plain
            }
            #expect(
                kept.result.metrics
                    == (try ShotAnalyzer.metrics(
                        of: withoutImage, calibration: calibration, framesPerSecond: framesPerSecond, hand: hand)))
            // Rows of another length, or of mixed lengths, are refused, not read across each other.
            let twelve = try measuredInPage(
                taps, hand: hand, framesPerSecond: framesPerSecond, observations: keptRows.map { $0 + [0, 0] })
            #expect(twelve.result.metrics == nil && twelve.result.invalid?.contains("12 numbers") == true)
            let mixed = try measuredInPage(
                taps, hand: hand, framesPerSecond: framesPerSecond,
                observations: [rows[0]] + keptRows.dropFirst())
            #expect(mixed.result.metrics == nil && mixed.result.invalid == "observations of different lengths")
            let bands = [
                "speed": MetricBand.speed(native.averageSpeedMph),
                "entryAngle": MetricBand.entryAngle(native.entryAngleDegrees),
                "strikeProbability": MetricBand.strikeProbability(native.strikeProbability),
            ].merging(native.revRateRpm.map { ["revRate": MetricBand.revRate($0)] } ?? [:]) { $1 }
            #expect(
                page.result.coaching
                    == Answer.Coaching(
                        tips: CoachingTip.tips(for: native).map {
                            .init(id: $0.rawValue, titleKey: $0.titleKey, bodyKey: $0.bodyKey(hand: hand))
                        }, bands: bands))
            #expect(native.path.count > 40 && native.uncertainty != nil)
            // The 3° shot earns the low-angle tip, in the left-hander's words.
            #expect(
                page.result.coaching?.tips.map(\.bodyKey)
                    == (framesPerSecond == 240 ? ["bowlertrax.tip.lowAngle.body.left"] : []))
            print(
                "WebAssembly measuring: \(observations.count) observations at \(Int(framesPerSecond)) fps measured "
                    + "as natively (bit for bit) in \(page.milliseconds) ms")

            let none = try measuredInPage(taps, hand: hand, framesPerSecond: framesPerSecond, observations: [])
            #expect(
                none.result.problem
                    == Answer.Problem(
                        copyKey: MetricsProblem.ballNotDetected.copyKey,
                        detail: MetricsProblem.ballNotDetected.description))
            var noArrow = taps
            noArrow.centerArrow = nil
            let refused = try measuredInPage(
                noArrow, hand: hand, framesPerSecond: framesPerSecond, observations: rows)
            #expect(refused.result.invalid == "taps that make no calibration (missingTap)")
            #expect(refused.result.metrics == nil && refused.result.problem == nil)
        }
    }

    /// The page's Calibration Check and tracker setup (tracker.js's checkCalibration and trackerSetup over the
    /// WebAssembly) answer as the server's core does: the same grid, camera height and field of view for taps it
    /// accepts (each hand's boards), the same problem and retry reason for taps it refuses, and the same
    /// `PageTrackerSetup` for a session's colour (a preset in any case, a hex colour, or one not understood: purple).
    @Test func nativeAndWasmCheckCalibrationsAndSetTrackersUpAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly module")
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 60, width: 360, height: 640, noiseSeed: 4))
        let taps = RenderedShots.taps(shot.truth)
        var noHeadPin = taps
        noHeadPin.headPin = nil
        var swapped = taps
        (swapped.foulLineLeft, swapped.foulLineRight) = (taps.foulLineRight, taps.foulLineLeft)
        var offMiddle = taps
        offMiddle.centerArrow = offMiddle.centerArrow.map { ImagePoint(x: $0.x + 14, y: $0.y) }
        var moved = taps
        moved.headPin = moved.headPin.map { ImagePoint(x: $0.x, y: $0.y - 150) }
        let checks: [(BowlerTrax.CalibrationTaps, BowlerTrax.Hand)] = [
            (taps, .right), (taps, .left), (noHeadPin, .right), (swapped, .right), (offMiddle, .left), (moved, .right),
        ]
        let setups: [(BowlerTrax.Hand, Double, String, BallColorChoice)] = [
            (.right, 60, "Orange", .preset(.orange)), (.left, 240, "#1a2B3c", BallColorChoice(red: 26, green: 43, blue: 60)),
            (.right, 29.97, "teal", .preset(.purple)),
        ]
        func point(_ tap: ImagePoint?) -> Any { tap.map { [$0.x, $0.y] } ?? NSNull() }
        func calibration(_ taps: BowlerTrax.CalibrationTaps) -> [String: Any] {
            [
                "imageWidth": 360, "imageHeight": 640,
                "taps": [
                    "centerArrow": point(taps.centerArrow), "foulLineRight": point(taps.foulLineRight),
                    "foulLineLeft": point(taps.foulLineLeft), "headPin": point(taps.headPin),
                ],
            ]
        }
        let cases: [[String: Any]] =
            checks.map { ["calibration": calibration($0.0), "hand": $0.1.rawValue] }
            + setups.map {
                ["calibration": calibration(taps), "hand": $0.0.rawValue, "framesPerSecond": $0.1, "ballColor": $0.2]
            } + [["calibration": calibration(taps), "hand": "right", "framesPerSecond": 0, "ballColor": "red"]]
        let output = try Self.runModule(node, "calibrate.mjs", cases: cases, name: "calibrations")
        struct Answer: Decodable {
            struct Problem: Decodable, Equatable {
                let code: String
                let detail: String
                let retryReason: String?
            }
            let grid: [ImageSegment]?
            let cameraHeightFeet: Double?
            let fieldOfViewDegrees: Double?
            let problem: Problem?
            let invalid: String?
        }
        let answers = try JSONDecoder().decode([Answer].self, from: output)
        let setupAnswers = try JSONDecoder().decode(
            [PageTrackerSetup?].self,
            from: JSONSerialization.data(
                withJSONObject: try #require(JSONSerialization.jsonObject(with: output) as? [[String: Any]])
                    .map { $0["window"] == nil ? NSNull() : $0 as Any }))
        try #require(answers.count == checks.count + setups.count + 1)
        var refusals: [String] = []
        for (index, (taps, hand)) in checks.enumerated() {
            let answer = answers[index]
            do {
                let native = try LaneCalibration(taps: taps, imageWidth: 360, imageHeight: 640)
                #expect(answer.grid == native.gridOverlay(hand: hand), "case \(index)")
                #expect(answer.cameraHeightFeet == native.camera.position.z)
                #expect(answer.fieldOfViewDegrees == native.camera.fieldOfViewDegrees(longerSide: 640))
                #expect(answer.problem == nil)
            } catch {
                #expect(
                    answer.problem
                        == Answer.Problem(
                            code: error.code, detail: error.description, retryReason: error.retryReason?.name),
                    "case \(index)")
                #expect(answer.grid == nil)
                refusals.append("\(error.code):\(error.retryReason?.name ?? "-")")
            }
        }
        // Both hands accepted (their boards numbered apart); each refusal seen, with and without a retry reason.
        #expect(answers[0].grid != answers[1].grid)
        #expect(
            refusals == ["headPinRequired:-", "tapsOutOfOrder:tapOffTarget", "centerLineOffMiddle:tapOffTarget",
                "implausibleCamera:cameraMoved"])
        let calibrated = try LaneCalibration(taps: taps, imageWidth: 360, imageHeight: 640)
        for (offset, (hand, framesPerSecond, _, color)) in setups.enumerated() {
            let native = PageTrackerSetup(
                calibration: calibrated, framesPerSecond: framesPerSecond, color: color, measuringFor: hand)
            #expect(setupAnswers[checks.count + offset] == native, "setup \(offset)")
        }
        #expect(answers.last?.invalid == "a frame rate that is not a positive number")
    }

    @Test func nativeAndWasmFingerprintTheCameraPositionAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 30, width: 360, height: 640, noiseSeed: 9))
        let frame = shot.frame(at: 0)
        let native = try #require(CameraPositionHash(frame: frame, width: 360, height: 640))
        let frameURL = FileManager.default.temporaryDirectory.appendingPathComponent("bowlertrax-frame-\(getpid()).rgb")
        try Data(frame).write(to: frameURL)
        defer { try? FileManager.default.removeItem(at: frameURL) }
        let result = try Self.run(
            node,
            [
                "scripts/wasm/position-hash.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", frameURL.path, "360",
                "640",
            ])
        try #require(result.status == 0)
        let text = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(text == native.hexString)
        #expect(text.hasPrefix("16:28:"))
    }

    /// The Calibration Check runs on the phone: the page compares the fingerprint it kept with the frame's in
    /// WebAssembly; the verdicts are the native rule's (`CameraPositionHash`, tested on moved cameras above).
    @Test func nativeAndWasmTellAMovedCameraAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        let saved = try CameraPositionHashTests.emptyLane(seed: 1, width: 360, height: 640)
        let later = try CameraPositionHashTests.emptyLane(seed: 99, width: 360, height: 640)
        let sideways = try CameraPositionHashTests.emptyLane(offset: 0.5, seed: 2, width: 360, height: 640)
        let panned = try CameraPositionHashTests.emptyLane(pan: 2, seed: 3, width: 360, height: 640)
        let landscape = try CameraPositionHashTests.emptyLane(seed: 4, width: 640, height: 360)
        let pairs = [
            (saved, later), (saved, sideways), (saved, panned), (later, panned), (saved, saved), (saved, landscape),
        ].map { [$0.0.hexString, $0.1.hexString] }
        let native =
            [
                (saved, later), (saved, sideways), (saved, panned), (later, panned), (saved, saved),
            ].map { $0.0.cameraMoved(comparedWith: $0.1) ? "1" : "0" } + ["-1"]
        // Not fingerprints: a bad digit, a short text, a size that would overflow, uppercase digits read alike.
        let cells = String(repeating: "4A", count: 16 * 28)
        let broken = [
            ["16:28:zz" + cells.dropFirst(2), saved.hexString], [saved.hexString, "16:28:40"],
            ["99999:99999:ab", saved.hexString], ["16:28:" + cells, "16:28:" + cells.lowercased()],
        ]
        let pairsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bowlertrax-pairs-\(getpid()).json")
        try JSONEncoder().encode(pairs + broken).write(to: pairsURL)
        defer { try? FileManager.default.removeItem(at: pairsURL) }
        let result = try Self.run(
            node,
            [
                "scripts/wasm/position-moved.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", pairsURL.path,
            ])
        try #require(result.status == 0)
        let wasm = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(wasm == native + ["-1", "-1", "-1", "0"])
        #expect(native[0] == "0" && native[1] == "1" && native[2] == "1", "the rule itself: noise is not a move")
    }

    @Test func nativeAndWasmSampleATappedColourAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 30, width: 360, height: 640, noiseSeed: 9))
        let frame = shot.frame(at: shot.frameCount / 3)
        let frameURL = FileManager.default.temporaryDirectory.appendingPathComponent("bowlertrax-tap-\(getpid()).rgb")
        try Data(frame).write(to: frameURL)
        defer { try? FileManager.default.removeItem(at: frameURL) }
        // The middle, the corners (a patch cut at the edges) and two taps off the frame.
        let taps = [(180, 320), (0, 0), (359, 639), (17, 401), (360, 10), (-1, 5)]
        let result = try Self.run(
            node,
            [
                "scripts/wasm/sample-color.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", frameURL.path, "360",
                "640",
            ] + taps.map { "\($0.0),\($0.1)" })
        try #require(result.status == 0)
        let wasm = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map { Int($0) }
        let native = taps.map { tap in
            frame.withUnsafeBufferPointer { pixels in
                SampledColor(
                    frame: pixels, width: 360, height: 640, bytesPerPixel: 3, column: tap.0, row: tap.1)
            }.map { Int($0.red) << 16 | Int($0.green) << 8 | Int($0.blue) } ?? -1
        }
        #expect(wasm == native.map { Optional($0) })
        #expect(native.suffix(2) == [-1, -1])
    }

    @Test func nativeAndWasmMeasureTheSameFrameRate() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly module")
        // Clips at every common rate and a few others, each seen whole, with frames missed, and out of order.
        var cases: [[Double]] = [[], [2.5], [1, 1]]
        for (index, rate) in (FrameRate.commonRates + [37.5, 75.3, 144, 1_000]).enumerated() {
            let frames = Array(0..<(6 + index % 9))
            cases.append(frames.map { Double($0) / rate })
            cases.append(frames.filter { $0 % 3 != 1 }.map { 0.25 + Double($0) / rate })
            cases.append(frames.reversed().map { Double($0) / rate })
        }
        let timesURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bowlertrax-frame-rates-\(getpid()).json")
        try JSONEncoder().encode(cases).write(to: timesURL)
        defer { try? FileManager.default.removeItem(at: timesURL) }
        let result = try Self.run(
            node,
            [
                "scripts/wasm/frame-rate.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", timesURL.path,
            ])
        try #require(result.status == 0)
        let wasm = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map { Double($0) }
        let native = cases.map { FrameRate.measured(fromTimes: $0) ?? 0 }
        #expect(wasm == native.map { Optional($0) })
        #expect(native.prefix(3) == [0, 0, 0])
    }

    @Test func nativeAndWasmFindTheSameNearbyPlace() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly module")
        struct Case: Codable {
            let here: [Double]
            let places: [[Double]]
        }
        struct Input: Codable {
            let distances: [[Double]]
            let cases: [Case]
        }
        struct Output: Decodable {
            let distances: [String]
            let nearest: [Int]
            let near: [[Int]]
        }
        // Centres on both hemispheres, beside the antimeridian and near the poles; around each, places at offsets
        // either side of the radius (0.0045° of latitude is 500.4 m), beyond it, and across the antimeridian.
        let centres: [(Double, Double)] = [
            (10.7769, 106.7009), (-33.8688, 151.2093), (51.5074, -0.1278), (64.1466, -21.9426), (0, 0),
            (-17.7134, 179.9998), (65.5, -179.9999), (89.99, 45), (-89.999, -120), (0, 180),
        ]
        let offsets: [(Double, Double)] = [
            (0, 0), (0.0001, -0.0001), (0.004496, 0), (0.0045, 0), (-0.004497, 0), (0, 0.0045), (0.003, -0.003),
            (0.01, 0.01), (-0.2, 0.3), (0, 359.9999), (0, -0.0004), (12, -40),
        ]
        var random: UInt64 = 0x5eed
        func uniform() -> Double {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(random >> 11) / Double(UInt64(1) << 53)
        }
        func clamped(_ latitude: Double) -> Double { min(90, max(-90, latitude)) }
        func wrapped(_ longitude: Double) -> Double {
            longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
        }
        var cases = [
            Case(here: [10.7769, 106.7009], places: []),
            Case(here: [10.7769, 106.7009], places: [[10.79, 106.7009], [10.7769, -73.2991]]),
        ]
        for (latitude, longitude) in centres {
            let around = offsets.map { [clamped(latitude + $0.0), wrapped(longitude + $0.1)] }
            cases.append(Case(here: [latitude, longitude], places: around))
            cases.append(Case(here: [latitude, longitude], places: around.reversed()))
            // Fifty places (the page keeps at most 50) scattered within about 1 km.
            let scattered = (0..<50).map { _ in
                [clamped(latitude + (uniform() - 0.5) * 0.018), wrapped(longitude + (uniform() - 0.5) * 0.018)]
            }
            cases.append(Case(here: [latitude, longitude], places: scattered))
        }
        var distances = cases.flatMap { item in item.places.map { item.here + $0 } }
        distances.append([51.5074, -0.1278, -33.8688, 151.2093])
        distances.append([90, 0, -90, 0])
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bowlertrax-nearby-places-\(getpid()).json")
        try JSONEncoder().encode(Input(distances: distances, cases: cases)).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let result = try Self.run(
            node,
            [
                "scripts/wasm/nearby-place.mjs",
                "Sources/BowlerTraxServer/Public/bowlertrax/tracker/bowlertrax.wasm", inputURL.path,
            ])
        try #require(result.status == 0)
        let wasm = try JSONDecoder().decode(Output.self, from: result.output)
        func coordinate(_ pair: ArraySlice<Double>) -> NearbyPlace.Coordinate {
            NearbyPlace.Coordinate(latitude: pair[pair.startIndex], longitude: pair[pair.startIndex + 1])
        }
        let nativeDistances = distances.map {
            NearbyPlace.meters(from: coordinate($0[0..<2]), to: coordinate($0[2..<4])).bitPattern
        }
        let hex = nativeDistances.map {
            String(repeating: "0", count: 16 - String($0, radix: 16).count) + String($0, radix: 16)
        }
        #expect(wasm.distances == hex)
        for (index, item) in cases.enumerated() {
            let here = coordinate(item.here[...])
            let places = item.places.map { coordinate($0[...]) }
            #expect(wasm.nearest[index] == NearbyPlace.nearest(to: here, among: places) ?? -1, "case \(index)")
            #expect(wasm.near[index] == places.map { NearbyPlace.isNear($0, to: here) ? 1 : 0 }, "case \(index)")
        }
        // The cases decide both ways: some near, some not, some with no place near.
        let nearest = cases.map {
            NearbyPlace.nearest(to: coordinate($0.here[...]), among: $0.places.map { coordinate($0[...]) })
        }
        #expect(nearest.contains(nil) && nearest.contains { ($0 ?? 0) > 0 })
        #expect(wasm.near.joined().contains(0) && wasm.near.joined().contains(1))
        print(
            "WebAssembly parity: \(distances.count) place distances identical (bit for bit), \(cases.count) nearest places alike"
        )
    }
    @Test func nativeAndWasmFigureCompareAndExportSessionsAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        // Fourteen sessions: one of three shots (a rev rate unseen), one of one shot, one without shots, and eleven
        // of two shots started earlier than them, in no order; so the charts take the latest ten with shots.
        func shot(_ seed: Double, revRate: Double?) -> RecordedShot {
            RecordedShot(
                speedMph: 15 + seed / 7, entryAngleDegrees: 3 + seed / 11, entryBoard: 14 + seed / 3,
                arrowsBoard: 9 + seed / 5, strikeProbability: min(1, 0.2 + seed / 40), revRateRpm: revRate)
        }
        var sessions: [(startedAt: Double, shots: [RecordedShot])] = [
            (9_000, [shot(1, revRate: 310), shot(2, revRate: nil), shot(3.5, revRate: 352.5)]),
            (9_500, [shot(7, revRate: nil)]),
            (10_000, []),
        ]
        for index in 0..<11 {
            sessions.append((Double((index * 7) % 11) * 100, [shot(Double(index), revRate: 280), shot(Double(index) / 2, revRate: nil)]))
        }
        func metrics(_ shot: RecordedShot) -> [String: Any] {
            [
                "averageSpeedMph": shot.speedMph, "entryAngleDegrees": shot.entryAngleDegrees,
                "entryBoard": shot.entryBoard, "arrowsBoard": shot.arrowsBoard,
                "strikeProbability": shot.strikeProbability, "revRateRpm": shot.revRateRpm ?? NSNull(),
            ]
        }
        let given = sessions.map { ["startedAt": $0.startedAt, "shots": $0.shots.map(metrics)] as [String: Any] }
        let compared = [sessions[1], sessions[0], sessions[2]].map {
            ["startedAt": $0.startedAt, "shots": $0.shots.map(metrics)] as [String: Any]
        }
        // The export: names a spreadsheet would run or that need quoting, accents, no ball; a rev rate unseen.
        let places: [(center: String?, lane: String?, ball: String?)] = [
            ("Sân Bowling \"Hà Nội\", Tầng 3", "12", "Storm"), ("=SUM(A1)", "-7", nil), (nil, nil, "@Hammer"),
        ]
        let exported: [[String: Any]] = places.enumerated().map { index, place in
            [
                "number": index + 1, "centerName": place.center ?? NSNull(), "lane": place.lane ?? NSNull(),
                "ballName": place.ball ?? NSNull(),
                "shots": sessions[index].shots.enumerated().map { number, shot in
                    var shotMetrics = metrics(shot)
                    shotMetrics["breakpointBoard"] = 6 + Double(number) / 8
                    return ["recordedAt": 1_795_000_000_123.5 + Double(number) * 61_000, "number": number + 1,
                        "metrics": shotMetrics] as [String: Any]
                },
            ]
        }
        let cases: [[String: Any]] = [
            ["compare": false, "sessions": given], ["compare": true, "sessions": compared],
            ["compare": false, "sessions": [["startedAt": 1, "shots": [["averageSpeedMph": "fast"]]]]],
            ["csv": true, "sessions": exported],
        ]
        let output = try Self.runModule(node, "records.mjs", cases: cases, name: "records")
        let read = try #require(JSONSerialization.jsonObject(with: output) as? [Any])
        try #require(read.count == 4)
        let answers = try #require(read.prefix(3).map { $0 as? [String: Any] } as? [[String: Any]])

        func same(_ answer: Any?, _ native: Double?, _ what: String) {
            let number = answer as? Double
            #expect(
                (number == nil && native == nil) || (number != nil && native != nil && abs(number! - native!) <= 1e-12),
                "\(what): \(String(describing: number)) for \(String(describing: native))")
        }
        func sameFigures(_ answer: [String: Any]?, _ native: SessionFigures, _ what: String) {
            #expect(answer?["shotCount"] as? Int == native.shotCount, "\(what)")
            same(answer?["speedMph"], native.speedMph, "\(what) speed")
            same(answer?["entryAngleDegrees"], native.entryAngleDegrees, "\(what) angle")
            same(answer?["entryBoard"], native.entryBoard, "\(what) board")
            same(answer?["revRateRpm"], native.revRateRpm, "\(what) rev rate")
            same(answer?["strikePercent"], native.strikePercent, "\(what) strike")
        }

        // History's and Compare's averages, session by session.
        let figured = try #require(answers[0]["sessions"] as? [[String: Any]])
        try #require(figured.count == sessions.count)
        for (index, session) in sessions.enumerated() {
            sameFigures(figured[index], SessionFigures(shots: session.shots), "session \(index)")
        }
        // Home's totals.
        let totals = try #require(answers[0]["totals"] as? [String: Any])
        let nativeTotals = RecordTotals(sessions: sessions.map(\.shots))
        #expect(totals["sessions"] as? Int == 14)
        #expect(totals["shots"] as? Int == nativeTotals.shots)
        same(totals["averageSpeedMph"], nativeTotals.averageSpeedMph, "total speed")
        same(totals["strikePercent"], nativeTotals.strikePercent, "total strike")
        // Progress: the latest ten with shots, oldest first, each its trend.
        let progress = try #require(answers[0]["progress"] as? [String: Any])
        #expect(progress["sessionLimit"] as? Int == 10)
        let charted = try #require(progress["sessions"] as? [[String: Any]])
        let nativeCharted = SessionTrend.chartedIDs(
            among: sessions.indices.map { (id: Int64($0), startedAt: sessions[$0].startedAt, shotCount: sessions[$0].shots.count) })
        #expect(charted.map { $0["index"] as? Int } == nativeCharted.map { Int($0) })
        #expect(nativeCharted.count == 10 && nativeCharted.suffix(2) == [0, 1] && !nativeCharted.contains(2))
        for (point, id) in zip(charted, nativeCharted) {
            let trend = try #require(SessionTrend(shots: sessions[Int(id)].shots))
            #expect(point["shotCount"] as? Int == trend.shotCount)
            same(point["averageSpeedMph"], trend.meanSpeedMph, "trend \(id) speed")
            same(point["averageEntryAngleDegrees"], trend.meanEntryAngleDegrees, "trend \(id) angle")
            same(point["averageArrowsBoard"], trend.meanArrowsBoard, "trend \(id) arrows")
            same(point["strikePercent"], trend.meanStrikeProbability * 100, "trend \(id) strike")
            same(point["arrowsBoardStandardDeviation"], trend.arrowsBoardStandardDeviation, "trend \(id) arrows spread")
            same(point["entryBoardStandardDeviation"], trend.entryBoardStandardDeviation, "trend \(id) entry spread")
        }
        // Compare: each session's figures and its difference to the first given.
        let comparison = try #require(answers[1]["sessions"] as? [[String: Any]])
        let order = [sessions[1], sessions[0], sessions[2]].map { SessionFigures(shots: $0.shots) }
        try #require(comparison.count == 3)
        for (index, figures) in order.enumerated() {
            sameFigures(comparison[index]["figures"] as? [String: Any], figures, "compared \(index)")
            sameFigures(comparison[index]["difference"] as? [String: Any], figures.difference(to: order[0]), "difference \(index)")
        }
        // A shot that is no numbers is refused, not figured.
        #expect(answers[2]["invalid"] as? String == "shot 0 of session 0 is malformed")
        // Export to CSV: the server's bytes for the same shots.
        let rows = places.enumerated().flatMap { index, place in
            sessions[index].shots.enumerated().map { number, shot in
                ShotsCSV.Row(
                    sessionID: "\(index + 1)", recordedAt: (1_795_000_000_123.5 + Double(number) * 61_000) / 1000,
                    centerName: place.center, lane: place.lane, ballName: place.ball, number: number + 1,
                    speedMph: shot.speedMph, entryAngleDegrees: shot.entryAngleDegrees, entryBoard: shot.entryBoard,
                    breakpointBoard: 6 + Double(number) / 8, revRateRpm: shot.revRateRpm,
                    strikeProbability: shot.strikeProbability)
            }
        }
        #expect(rows.count == 4)
        #expect(read[3] as? String == ShotsCSV.headerLine + ShotsCSV.lines(rows))
    }

    /// A manual game scored on the phone: the published totals (a perfect game 300, all 5-spares 150, the classic
    /// sheet X 7/ 9- X -8 8/ -6 X X X81 at 167), games in progress (a strike's bonus still to come), and the same
    /// refusals as the server's, by the module and by the native BowlingGame alike.
    @Test func nativeAndWasmScoreGamesAlike() throws {
        let node = try #require(Self.node, "node is needed to run the WebAssembly tracker")
        let games: [[Int]] = [
            Array(repeating: 10, count: 12), Array(repeating: 5, count: 21), Array(repeating: 0, count: 20),
            [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1], [], [10], [10, 10], [7, 2, 10, 5],
            Array(repeating: 0, count: 18) + [7, 3, 10], Array(repeating: 0, count: 18) + [10, 3, 7],
        ]
        let refused: [[Int]] = [[7, 5], [11], [-1], Array(repeating: 0, count: 21)]
        let output = try Self.runModule(
            node, "records.mjs", cases: (games + refused).map { ["game": $0] }, name: "games")
        let answers = try #require(JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        try #require(answers.count == games.count + refused.count)

        for (rolls, answer) in zip(games, answers) {
            let native = try BowlingGame(rolls: rolls)
            #expect(answer["rolls"] as? [Int] == rolls)
            #expect(answer["score"] as? Int == native.score, "\(rolls)")
            #expect(answer["isComplete"] as? Bool == native.isComplete, "\(rolls)")
            #expect(answer["pinsStanding"] as? Int == native.pinsStanding, "\(rolls)")
            let frames = try #require(answer["frames"] as? [[String: Any]])
            #expect(frames.count == native.frames.count, "\(rolls)")
            for (frame, nativeFrame) in zip(frames, native.frames) {
                #expect(frame["number"] as? Int == nativeFrame.number)
                #expect(frame["rolls"] as? [Int] == nativeFrame.rolls)
                #expect(frame["marks"] as? [String] == nativeFrame.marks)
                #expect(frame["score"] as? Int == nativeFrame.score, "\(rolls) frame \(nativeFrame.number)")
            }
        }
        // The published totals, whoever scored them.
        #expect(answers[0]["score"] as? Int == 300 && answers[1]["score"] as? Int == 150)
        #expect(answers[2]["score"] as? Int == 0 && answers[3]["score"] as? Int == 167)
        let classic = try #require(answers[3]["frames"] as? [[String: Any]])
        #expect(classic.map { $0["score"] as? Int } == [20, 39, 48, 66, 74, 84, 90, 120, 148, 167])
        #expect(classic.map { ($0["marks"] as? [String])?.joined() } == ["X", "7/", "9-", "X", "-8", "8/", "-6", "X", "X", "X81"])
        // A strike waits for its two bonus balls: no score yet, 10 pins standing.
        let waiting = try #require(answers[5]["frames"] as? [[String: Any]])
        #expect(waiting.first?["score"] == nil && answers[5]["score"] as? Int == 0 && answers[5]["pinsStanding"] as? Int == 10)
        #expect(answers[7]["pinsStanding"] as? Int == 5)
        #expect(((answers[8]["frames"] as? [[String: Any]])?.last?["marks"] as? [String]) == ["7", "/", "X"])
        #expect(((answers[9]["frames"] as? [[String: Any]])?.last?["marks"] as? [String]) == ["X", "3", "/"])
        // Refused as the server refuses them, in its words.
        for (rolls, answer) in zip(refused, answers.suffix(refused.count)) {
            var game = BowlingGame()
            var nativeRefusal: String?
            do {
                for pins in rolls { try game.roll(pins) }
            } catch {
                nativeRefusal = error.description
            }
            #expect(answer["invalid"] as? String == nativeRefusal, "\(rolls)")
            #expect(answer["invalid"] != nil, "\(rolls)")
        }
    }
}
