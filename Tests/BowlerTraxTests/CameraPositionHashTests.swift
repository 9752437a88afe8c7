import BowlerTrax
import BowlerTraxSynthetic
import Testing

@Suite("Camera position hash")
struct CameraPositionHashTests {
    static func emptyLane(offset: Double = 0, pan: Double = 0, seed: UInt64, width: Int = 720, height: Int = 1280)
        throws -> CameraPositionHash
    {
        let shot = try SyntheticShot(
            ShotScenario(
                width: width, height: height, cameraSidewaysOffsetFeet: offset,
                cameraPanDegrees: pan))
        return try #require(
            CameraPositionHash(frame: shot.emptyLaneFrame(noiseSeed: seed), width: width, height: height))
    }

    @Test(arguments: [(720, 1280), (1080, 1920)])
    func sameCameraWithNewNoiseIsTheSame(width: Int, height: Int) throws {
        let saved = try Self.emptyLane(seed: 1, width: width, height: height)
        let later = try Self.emptyLane(seed: 99, width: width, height: height)
        #expect(!saved.cameraMoved(comparedWith: later), "distance \(saved.distance(to: later))")
    }

    @Test(arguments: [(720, 1280), (1080, 1920)])
    func movedCameraIsRecognised(width: Int, height: Int) throws {
        let saved = try Self.emptyLane(seed: 1, width: width, height: height)
        let sideways = try Self.emptyLane(offset: 0.5, seed: 2, width: width, height: height)
        let panned = try Self.emptyLane(pan: 2, seed: 3, width: width, height: height)
        #expect(saved.cameraMoved(comparedWith: sideways), "6 in sideways: distance \(saved.distance(to: sideways))")
        #expect(saved.cameraMoved(comparedWith: panned), "2° pan: distance \(saved.distance(to: panned))")
    }

    @Test func hashRoundTripsAsText() throws {
        let hash = try Self.emptyLane(seed: 1)
        #expect(CameraPositionHash(hexString: hash.hexString) == hash)
        #expect(hash.hexString.count < 1_000, "compact")
        #expect(CameraPositionHash(hexString: "32:2:zz") == nil)
    }
}
