import Foundation

/// An ideal pinhole camera (square pixels, principal point at the image centre, no distortion, no roll).
///
/// Pixel coordinates are continuous with the image's top-left corner at (0, 0) and pixel (i, j)'s centre at
/// (i + 0.5, j + 0.5).
struct PinholeCamera: Sendable {
    let position: Vector3
    let forward: Vector3
    let right: Vector3
    let down: Vector3
    let focalLengthPixels: Double
    let width: Int
    let height: Int
    let panDegrees: Double
    let pitchDegrees: Double

    var principalX: Double { Double(width) / 2 }
    var principalY: Double { Double(height) / 2 }

    /// A camera at `position` turned right by `panDegrees` and tilted down by `pitchDegrees`, whose field of view spans
    /// `fieldOfViewDegrees` across the image's longer side.
    init(
        position: Vector3, panDegrees: Double, pitchDegrees: Double, fieldOfViewDegrees: Double, width: Int, height: Int
    ) {
        self.position = position
        self.panDegrees = panDegrees
        self.pitchDegrees = pitchDegrees
        self.width = width
        self.height = height
        let pan = panDegrees * .pi / 180
        let pitch = pitchDegrees * .pi / 180
        forward = Vector3(x: sin(pan) * cos(pitch), y: cos(pan) * cos(pitch), z: -sin(pitch))
        right = Vector3(x: cos(pan), y: -sin(pan), z: 0)
        down = forward.cross(right)
        focalLengthPixels = Double(max(width, height)) / 2 / tan(fieldOfViewDegrees * .pi / 360)
    }

    /// The pixel where a world point appears, or nil when it is not in front of the camera.
    func project(_ point: Vector3) -> (x: Double, y: Double)? {
        let relative = point - position
        let depth = relative.dot(forward)
        guard depth > 0 else { return nil }
        return (
            principalX + focalLengthPixels * relative.dot(right) / depth,
            principalY + focalLengthPixels * relative.dot(down) / depth
        )
    }

    /// The direction (not normalized: its component along `forward` is 1) of the ray through a pixel, given as offsets
    /// from the principal point.
    func rayDirection(offsetX: Double, offsetY: Double) -> Vector3 {
        forward + (offsetX / focalLengthPixels) * right + (offsetY / focalLengthPixels) * down
    }

    func contains(_ pixel: (x: Double, y: Double)) -> Bool {
        pixel.x >= 0 && pixel.y >= 0 && pixel.x <= Double(width) && pixel.y <= Double(height)
    }
}
