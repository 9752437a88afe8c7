import BowlerTrax
import BowlerTraxSynthetic
import Foundation

/// Projects lane points with the renderer's camera as its truth describes it (pinhole, principal point at the image
/// centre, pan then pitch, then `rollDegrees` clockwise as the camera sees, none by default, as rendered): the hand
/// computation the calibration tests check against.
struct TruthCamera {
    let camera: CameraTruth
    var rollDegrees = 0.0

    func project(lateralFeet x: Double, distanceFeet y: Double, heightFeet z: Double = 0) -> ImagePoint {
        let pan = camera.panDegrees * .pi / 180
        let pitch = camera.pitchDegrees * .pi / 180
        let forward = (sin(pan) * cos(pitch), cos(pan) * cos(pitch), -sin(pitch))
        let levelRight = (cos(pan), -sin(pan), 0.0)
        // down = forward × right (level)
        let levelDown = (
            forward.1 * levelRight.2 - forward.2 * levelRight.1,
            forward.2 * levelRight.0 - forward.0 * levelRight.2,
            forward.0 * levelRight.1 - forward.1 * levelRight.0
        )
        let roll = rollDegrees * .pi / 180
        // Rolled clockwise: the image's right axis dips toward its down axis.
        let right = (
            cos(roll) * levelRight.0 + sin(roll) * levelDown.0, cos(roll) * levelRight.1 + sin(roll) * levelDown.1,
            cos(roll) * levelRight.2 + sin(roll) * levelDown.2
        )
        let down = (
            cos(roll) * levelDown.0 - sin(roll) * levelRight.0, cos(roll) * levelDown.1 - sin(roll) * levelRight.1,
            cos(roll) * levelDown.2 - sin(roll) * levelRight.2
        )
        let p = (x - camera.lateralFeet, y - camera.distanceFeet, z - camera.heightFeet)
        let depth = p.0 * forward.0 + p.1 * forward.1 + p.2 * forward.2
        let across = p.0 * right.0 + p.1 * right.1 + p.2 * right.2
        let below = p.0 * down.0 + p.1 * down.1 + p.2 * down.2
        return ImagePoint(
            x: camera.principalPoint.x + camera.focalLengthPixels * across / depth,
            y: camera.principalPoint.y + camera.focalLengthPixels * below / depth)
    }
}
