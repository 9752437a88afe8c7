import BowlerTrax
import BowlerTraxSynthetic
import Foundation

/// Projects lane points with the renderer's camera as its truth describes it (pinhole, principal point at the image
/// centre, pan then pitch, no roll): the hand computation the calibration tests check against.
struct TruthCamera {
    let camera: CameraTruth

    func project(lateralFeet x: Double, distanceFeet y: Double, heightFeet z: Double = 0) -> ImagePoint {
        let pan = camera.panDegrees * .pi / 180, pitch = camera.pitchDegrees * .pi / 180
        let forward = (sin(pan) * cos(pitch), cos(pan) * cos(pitch), -sin(pitch))
        let right = (cos(pan), -sin(pan), 0.0)
        // down = forward × right
        let down = (forward.1 * right.2 - forward.2 * right.1, forward.2 * right.0 - forward.0 * right.2,
                    forward.0 * right.1 - forward.1 * right.0)
        let p = (x - camera.lateralFeet, y - camera.distanceFeet, z - camera.heightFeet)
        let depth = p.0 * forward.0 + p.1 * forward.1 + p.2 * forward.2
        return ImagePoint(x: camera.principalPoint.x + camera.focalLengthPixels * (p.0 * right.0 + p.1 * right.1 + p.2 * right.2) / depth,
                          y: camera.principalPoint.y + camera.focalLengthPixels * (p.0 * down.0 + p.1 * down.1 + p.2 * down.2) / depth)
    }
}
