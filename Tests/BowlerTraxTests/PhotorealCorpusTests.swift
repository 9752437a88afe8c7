import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVideo
import BowlerTraxVision
import Foundation
import Testing

/// The tracker on path-traced footage (`scripts/render-corpus`, Blender Cycles): a bowling centre with oiled maple that
/// mirrors the ball and the lights, a bowler, reactive balls of swirled colours with finger holes, motion blur, mains
/// flicker, neighbour balls, sensor noise and phone-bitrate H.264, each with its exact truth. The committed quick
/// clips run here; `scripts/corpus-accuracy` points `FIRSTRUN_CORPUS` at the whole rendered matrix.
@Suite("Photoreal corpus", .serialized)
struct PhotorealCorpusTests {
    /// The issue's bounds on every shot.
    static let speedBoundMph = 0.3
    static let angleBoundDegrees = 0.75
    static let entryBoardBound = 1.0
    static let arrowsBoardBound = 0.75
    static let breakpointBoardBound = 1.5
    static let breakpointDistanceBoundFeet = 4.0
    static let revRateBoundShare = 0.10
    /// The rev rate is asked for where the holes are in view (the issue: "where the holes are visible at >= 120
    /// fps"): in at least this share of the first 35 ft's frames. A ball rolling about a tilted axis shows its grip
    /// about half of each turn (0.42-0.49 over the corpus); a grip on the far side of the ball, never.
    static let holesInViewShareForRevRate = 0.2

    /// The committed quick clips beside this file, or the folder `FIRSTRUN_CORPUS` names.
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["FIRSTRUN_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    }()

    /// Every shot in the folder (and its subfolders): the names of its `.truth.json` files.
    static let shots: [String] = {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.map(\.path).filter { $0.hasSuffix(".truth.json") }.sorted()
    }()

    /// What the corpus adds to `ShotTruth`: the shot's conditions.
    struct Scene: Decodable {
        struct Description: Decodable {
            var name: String
            var fps: Double
            var ballColorHex: String
            var ball: Ball
        }
        struct Ball: Decodable {
            var holes: Bool?
            /// `swirl` (colours swirled: a pattern that turns wherever the holes are) or `plain`.
            var style: String?
        }
        struct Frame: Decodable {
            /// Written only for shots with a bowler, the one thing that can stand in front of the ball.
            var visibleFraction: Double?
            var lanePosition: LanePosition
        }
        var scene: Description
        var frames: [Frame]
        /// The share of the frames on the lane's first 35 ft (where the rev rate is read) with a finger hole's centre
        /// within the inner 75 % of the ball's disc as the camera sees it (`scripts/corpus/grip.py`).
        var holesInViewShare: Double?

        /// The longest stretch of the lane (0-60 ft), feet, over which less than a third of the ball can be seen
        /// (the bowler's follow-through hides it from a camera straight behind him).
        var longestHiddenFeet: Double {
            var longest = 0.0
            var hiddenFrom: Double?
            for frame in frames where (0...60).contains(frame.lanePosition.distanceFeet) {
                if (frame.visibleFraction ?? 1) < 1.0 / 3 {
                    if hiddenFrom == nil { hiddenFrom = frame.lanePosition.distanceFeet }
                    longest = max(longest, frame.lanePosition.distanceFeet - (hiddenFrom ?? 0))
                } else {
                    hiddenFrom = nil
                }
            }
            return longest
        }
    }

    /// A shot whose ball is hidden for longer than this cannot be measured: it must be refused with the spec's text.
    static let longestMeasurableHiddenFeet = 10.0

    @Test("The corpus's quick clips are here") func quickClipsArePresent() {
        #expect(!Self.shots.isEmpty, "no rendered shots in \(Self.folder.path): run scripts/render-corpus --quick")
    }

    @Test(arguments: shots)
    func measuresWithinTheBounds(_ truthPath: String) throws {
        let truthData = try Data(contentsOf: URL(fileURLWithPath: truthPath))
        let truth = try JSONDecoder().decode(ShotTruth.self, from: truthData)
        let corpus = try JSONDecoder().decode(Scene.self, from: truthData)
        let scene = corpus.scene
        let base = String(truthPath.dropLast(".truth.json".count))
        let clip = URL(fileURLWithPath: base + ".mp4")
        let color = try Self.tappedColor(clip: clip, truth: truth)
        if corpus.longestHiddenFeet > Self.longestMeasurableHiddenFeet {
            print("| \(scene.name) | hidden for \(Int(corpus.longestHiddenFeet)) ft: refused |")
            let problem = try #require(throws: MetricsProblem.self) {
                try Self.measure(clip: clip, truth: truth, color: color)
            }
            #expect(problem.copyKey == "bowlertrax.tracking.lost", "a hidden ball is refused with the spec's text")
            return
        }
        let metrics = try Self.measure(clip: clip, truth: truth, color: color)
        let errors = MetricErrors(metrics, truth)
        print(errors.row(scene.name))
        #expect(abs(errors.averageSpeedMph) <= Self.speedBoundMph, "average speed")
        #expect(abs(errors.entryAngleDegrees) <= Self.angleBoundDegrees, "entry angle")
        #expect(abs(errors.entryBoard) <= Self.entryBoardBound, "entry board")
        #expect(abs(errors.arrowsBoard) <= Self.arrowsBoardBound, "arrows board")
        #expect(abs(errors.breakpointBoard) <= Self.breakpointBoardBound, "breakpoint board")
        #expect(abs(errors.breakpointDistanceFeet) <= Self.breakpointDistanceBoundFeet, "breakpoint distance")
        let holesInView = (corpus.holesInViewShare ?? 0) >= Self.holesInViewShareForRevRate
        if holesInView, scene.fps >= 120 {
            #expect(abs(errors.revRateShare ?? 1) <= Self.revRateBoundShare, "rev rate from the finger holes")
        }
        if !holesInView, scene.ball.style == "plain" {
            #expect(errors.revRateShare == nil, "a plain ball whose holes stay out of view shows nothing turning")
        }
    }

    /// Where the user taps the ball to pick its colour ("Tap Your Ball"): its centre in the first frame with the ball
    /// rolling 6 ft or more down the lane.
    static let tapDistanceFeet = 6.0

    /// The colour the app picks from that tap (`SampledColor`, the 5x5 mean), as "#rrggbb".
    static func tappedColor(clip: URL, truth: ShotTruth) throws -> String {
        let target = try #require(truth.frames.first { $0.lanePosition.distanceFeet >= tapDistanceFeet })
        let reader = try VideoReader(url: clip)
        defer { reader.close() }
        var frame: [UInt8] = []
        for _ in 0...target.index { _ = try reader.read(into: &frame) }
        let width = truth.camera.imageWidth
        let sampled = try #require(
            frame.withUnsafeBufferPointer {
                SampledColor(
                    frame: $0, width: width, height: truth.camera.imageHeight, bytesPerPixel: 3,
                    column: Int(target.ballCenter.x), row: Int(target.ballCenter.y))
            })
        func hex(_ value: UInt8) -> String {
            String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        return "#" + hex(sampled.red) + hex(sampled.green) + hex(sampled.blue)
    }

    /// The clip measured as `bowlertrax analyze` does: the lane's window, the exact taps, the ball's colour as given.
    static func measure(clip: URL, truth: ShotTruth, color: String) throws -> ShotMetrics {
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(truth), imageWidth: truth.camera.imageWidth,
            imageHeight: truth.camera.imageHeight)
        let window = calibration.trackingWindow
        let reader = try VideoReader(
            url: clip, crop: (window.x, window.y, window.width, window.height), skipDeblocking: true)
        defer { reader.close() }
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: try BallColorChoice.parse(color),
            hand: RenderedShots.hand(truth.hand), framesPerSecond: reader.info.framesPerSecond, window: window)
        var frame: [UInt8] = []
        while analyzer.wantsMoreFrames, try reader.read(into: &frame) { analyzer.process(frame: frame) }
        return try analyzer.metrics()
    }
}
