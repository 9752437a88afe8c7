import AppServer
import Basics
import BowlerTrax
import BowlerTraxServer
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation
import HostTesting
import HummingbirdTesting
import OnboardingKit
import Synchronization

/// Runs `body` against a host serving BowlerTrax on a fresh database, with a seeded source for the encouragement.
func withBowlerTrax<Value>(
    clock: any AppClock = SystemClock(), version: SemanticVersion = BowlerTraxApp.currentVersion,
    databasePath: String = temporaryDatabasePath(),
    _ body: @Sendable (AppDatabase, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let state = Mutex<UInt64>(7)
    let app = BowlerTraxApp(
        version: version,
        randomSource: {
            state.withLock { value in
                value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return value >> 33
            }
        })
    return try await withHost(apps: [app], databasePath: databasePath, clock: clock, body)
}

/// A JSON body from a dictionary or array.
func json(_ value: Any) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: value), as: UTF8.self)
}

/// A rendered shot at 60 fps on a 540x960 portrait frame (camera 12 ft behind the foul line, 5 ft up): its exact
/// truth and frames.
let renderedShot: SyntheticShot = {
    do {
        return try SyntheticShot(
            ShotScenario(
                speedMph: 17, entryAngleDegrees: 6, entryBoard: 17.5, revRateRpm: 300, framesPerSecond: 60, width: 540,
                height: 960, noiseSeed: 3, noiseLevel: 2))
    } catch {
        preconditionFailure("the renderer refused its own scenario: \(error)")
    }
}()

/// The renderer's exact taps as JSON, each optionally moved by (dx, dy) pixels.
func tapsJSON(_ truth: ShotTruth, moving nudges: [String: (Double, Double)] = [:]) -> [String: Any] {
    func point(_ name: String, _ p: PixelPoint) -> [String: Double] {
        let (dx, dy) = nudges[name] ?? (0, 0)
        return ["x": p.x + dx, "y": p.y + dy]
    }
    return [
        "centerArrow": point("centerArrow", truth.taps.centerArrow),
        "foulLineRight": point("foulLineRight", truth.taps.foulLineRight),
        "foulLineLeft": point("foulLineLeft", truth.taps.foulLineLeft),
        "headPin": point("headPin", truth.taps.headPin),
    ]
}

/// A calibration body for the rendered shot's frame.
func calibrationBody(_ taps: [String: Any] = tapsJSON(renderedShot.truth)) -> [String: Any] {
    [
        "imageWidth": renderedShot.truth.camera.imageWidth, "imageHeight": renderedShot.truth.camera.imageHeight,
        "taps": taps,
    ]
}

/// Creates a session on the rendered shot's calibration and returns its id.
func startSession(_ visitor: Visitor, extra: [String: Any] = [:]) async throws -> Int {
    var body: [String: Any] = ["calibration": calibrationBody()]
    body.merge(extra) { _, new in new }
    let reply = try await visitor.request(.post, "/bowlertrax/api/sessions", body: json(body))
    guard reply.status == .created, let id = reply.json["id"] as? Int else {
        throw TestFailure("session not created: \(reply.status) \(reply.text)")
    }
    return id
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What the page does with the server's tracker setup: crop each frame to the window as RGBA and feed the tracker;
/// the observations as the page sends them.
func trackAsThePageDoes(_ shot: SyntheticShot, setup reply: Visitor.Reply) throws -> [[Double]] {
    let setup = try JSONDecoder().decode(PageTrackerSetup.self, from: Data(reply.text.utf8))
    let window = setup.window
    var tracker = BallTracker(setup: setup.trackerSetup, color: setup.colorModel)
    let imageWidth = shot.scenario.width
    var rgba = [UInt8](repeating: 255, count: window.width * window.height * 4)
    for index in 0..<shot.frameCount where tracker.state == .searching || tracker.state == .tracking {
        let rgb = shot.frame(at: index)
        for row in 0..<window.height {
            for column in 0..<window.width {
                let source = ((row + window.y) * imageWidth + column + window.x) * 3
                let target = (row * window.width + column) * 4
                rgba[target] = rgb[source]
                rgba[target + 1] = rgb[source + 1]
                rgba[target + 2] = rgb[source + 2]
            }
        }
        rgba.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
    }
    return tracker.observations.map(\.values)
}
