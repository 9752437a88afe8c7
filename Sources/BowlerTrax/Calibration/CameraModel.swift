/// The camera implied by a lane homography, assuming square pixels, the principal point at the image centre and no
/// lens distortion (a phone's video): focal length, position and orientation.
///
/// H = λ·K·[r₁ r₂ t] with K = [[f, 0, cx], [0, f, cy], [0, 0, 1]]; r₁ ⟂ r₂ and |r₁| = |r₂| give two linear
/// equations in 1/f², solved by least squares. Lane frame: x right (as the camera sees), y down the lane, z up, feet,
/// origin at the foul line's centre.
public struct CameraModel: Equatable, Sendable {
    public let focalLengthPixels: Double
    public let principalX: Double
    public let principalY: Double
    /// Rows: the camera's right, down and forward axes in lane coordinates.
    public let rotation: [Double]
    /// The camera's position in lane coordinates, feet: (lateral, distance from the foul line, height).
    public let position: (x: Double, y: Double, z: Double)
    /// How far the four lane points land from their taps when projected through this idealized camera, pixels.
    public let reprojectionError: Double

    public static func == (a: CameraModel, b: CameraModel) -> Bool {
        a.focalLengthPixels == b.focalLengthPixels && a.rotation == b.rotation && a.position == b.position
    }

    /// The camera behind `homography` (lane feet to pixels) for an image of the given size; nil when no real camera
    /// fits (1/f² not positive).
    public init?(homography: Homography, imageWidth: Int, imageHeight: Int, checkPoints: [(LanePoint, ImagePoint)]) {
        let h = homography.matrix
        let cx = Double(imageWidth) / 2, cy = Double(imageHeight) / 2
        let a1 = h[0] - cx * h[6], a2 = h[1] - cx * h[7]
        let b1 = h[3] - cy * h[6], b2 = h[4] - cy * h[7]
        // (a1·a2 + b1·b2)·u + h31·h32 = 0 and (a1² + b1² − a2² − b2²)·u + (h31² − h32²) = 0, u = 1/f².
        let e1 = (a: a1 * a2 + b1 * b2, b: h[6] * h[7])
        let e2 = (a: a1 * a1 + b1 * b1 - a2 * a2 - b2 * b2, b: h[6] * h[6] - h[7] * h[7])
        let denominator = e1.a * e1.a + e2.a * e2.a
        guard denominator > 0 else { return nil }
        let u = -(e1.a * e1.b + e2.a * e2.b) / denominator
        guard u > 0, u.isFinite else { return nil }
        let f = 1 / u.squareRoot()
        func backProject(_ column: Int) -> (Double, Double, Double) {
            let x = h[column], y = h[3 + column], w = h[6 + column]
            return ((x - cx * w) / f, (y - cy * w) / f, w)
        }
        var g1 = backProject(0), g2 = backProject(1), g3 = backProject(2)
        let norm1 = (g1.0 * g1.0 + g1.1 * g1.1 + g1.2 * g1.2).squareRoot()
        let norm2 = (g2.0 * g2.0 + g2.1 * g2.1 + g2.2 * g2.2).squareRoot()
        var lambda = 2 / (norm1 + norm2)
        // The lane's origin must be in front of the camera.
        if g3.2 * lambda < 0 { lambda = -lambda }
        g1 = (g1.0 * lambda, g1.1 * lambda, g1.2 * lambda)
        g2 = (g2.0 * lambda, g2.1 * lambda, g2.2 * lambda)
        g3 = (g3.0 * lambda, g3.1 * lambda, g3.2 * lambda)
        // Orthonormalize r1, r2 (Gram-Schmidt) and complete with r3 = r1 × r2.
        let r1 = Self.normalized(g1)
        let dot = r1.0 * g2.0 + r1.1 * g2.1 + r1.2 * g2.2
        let r2 = Self.normalized((g2.0 - dot * r1.0, g2.1 - dot * r1.1, g2.2 - dot * r1.2))
        let r3 = (r1.1 * r2.2 - r1.2 * r2.1, r1.2 * r2.0 - r1.0 * r2.2, r1.0 * r2.1 - r1.1 * r2.0)
        // Camera coordinates: X_c = R·X_lane + t with R's columns r1, r2, r3; its rows are the camera axes in lane
        // coordinates once transposed.
        let t = g3
        rotation = [r1.0, r2.0, r3.0, r1.1, r2.1, r3.1, r1.2, r2.2, r3.2]
        let r = rotation
        // C = −Rᵀ·t
        position = (-(r[0] * t.0 + r[3] * t.1 + r[6] * t.2),
                    -(r[1] * t.0 + r[4] * t.1 + r[7] * t.2),
                    -(r[2] * t.0 + r[5] * t.1 + r[8] * t.2))
        focalLengthPixels = f
        principalX = cx
        principalY = cy
        var worst = 0.0
        let translation = t
        for (lane, image) in checkPoints {
            let x = r[0] * lane.lateralFeet + r[1] * lane.distanceFeet + translation.0
            let y = r[3] * lane.lateralFeet + r[4] * lane.distanceFeet + translation.1
            let z = r[6] * lane.lateralFeet + r[7] * lane.distanceFeet + translation.2
            guard z > 0 else { worst = .infinity; continue }
            let dx = cx + f * x / z - image.x, dy = cy + f * y / z - image.y
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        reprojectionError = worst
    }

    /// The camera's horizontal field of view across the image's longer side, degrees.
    public func fieldOfViewDegrees(longerSide: Int) -> Double {
        2 * atanDegrees(Double(longerSide) / 2 / focalLengthPixels)
    }

    /// The lane point under a ball whose centre is seen at `center`: the ray through the pixel meets the plane one
    /// ball radius above the lane there.
    public func contactPoint(ofBallCenteredAt center: ImagePoint) -> LanePoint? {
        let cameraRay = ((center.x - principalX) / focalLengthPixels, (center.y - principalY) / focalLengthPixels, 1.0)
        let r = rotation
        // Lane direction = Rᵀ · camera direction.
        let dx = r[0] * cameraRay.0 + r[3] * cameraRay.1 + r[6] * cameraRay.2
        let dy = r[1] * cameraRay.0 + r[4] * cameraRay.1 + r[7] * cameraRay.2
        let dz = r[2] * cameraRay.0 + r[5] * cameraRay.1 + r[8] * cameraRay.2
        guard dz < -1e-9 else { return nil }
        let s = (Lane.ballRadiusFeet - position.z) / dz
        guard s > 0 else { return nil }
        return LanePoint(lateralFeet: position.x + s * dx, distanceFeet: position.y + s * dy)
    }

    /// The apparent diameter in pixels of a ball resting on the lane at `point`.
    public func ballDiameterPixels(at point: LanePoint) -> Double {
        let dx = point.lateralFeet - position.x, dy = point.distanceFeet - position.y
        let dz = Lane.ballRadiusFeet - position.z
        let distanceSquared = dx * dx + dy * dy + dz * dz
        let radius = Lane.ballRadiusFeet
        guard distanceSquared > radius * radius else { return 0 }
        return 2 * focalLengthPixels * radius / (distanceSquared - radius * radius).squareRoot()
    }

    private static func normalized(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        let length = (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
        return (v.0 / length, v.1 / length, v.2 / length)
    }
}

import Foundation

func atanDegrees(_ value: Double) -> Double { atan(value) * 180 / .pi }
