import BowlerTraxVision

/// The camera implied by a lane homography, assuming square pixels, the principal point at the image centre and no
/// lens distortion (a phone's video): focal length, position and orientation.
///
/// H = λ·K·[r₁ r₂ t] with K = [[f, 0, cx], [0, f, cy], [0, 0, 1]]; |r₁| = |r₂| gives 1/f², and Gram-Schmidt makes
/// the rotation orthonormal. With four taps the homography fits them exactly whatever they are, so this camera is
/// what validation judges (focal length, height, place) and what corrects the ball's centre for its height. Lane frame: x right (as the camera sees), y down the lane, z up, feet,
/// origin at the foul line's centre.
public struct CameraModel: Equatable, Sendable {
    public let focalLengthPixels: Double
    public let principalX: Double
    public let principalY: Double
    /// Rows: the camera's right, down and forward axes in lane coordinates.
    public let rotation: [Double]
    /// The camera's position in lane coordinates, feet: (lateral, distance from the foul line, height).
    public let position: (x: Double, y: Double, z: Double)
    /// The lane's origin (the foul line's centre) in camera coordinates (x right, y down, z forward), feet.
    public let translation: (Double, Double, Double)
    /// After a fit, the largest distance of a point from its projection, pixels (0 for a decomposed homography).
    public internal(set) var residualPixels = 0.0

    /// A camera from its parts; `rotation` is row-major with the lane's axes as columns.
    init(
        focalLengthPixels: Double, principalX: Double, principalY: Double, rotation: [Double],
        translation t: (Double, Double, Double)
    ) {
        self.focalLengthPixels = focalLengthPixels
        self.principalX = principalX
        self.principalY = principalY
        self.rotation = rotation
        self.translation = t
        let r = rotation
        position = (
            -(r[0] * t.0 + r[3] * t.1 + r[6] * t.2),
            -(r[1] * t.0 + r[4] * t.1 + r[7] * t.2),
            -(r[2] * t.0 + r[5] * t.1 + r[8] * t.2)
        )
    }

    /// The lane-to-image homography of this camera: K·[r₁ r₂ t].
    public var homography: Homography {
        let f = focalLengthPixels
        let r = rotation
        let t = translation
        let columns = [(r[0], r[3], r[6]), (r[1], r[4], r[7]), (t.0, t.1, t.2)]
        var m = [Double](repeating: 0, count: 9)
        for (index, c) in columns.enumerated() {
            m[index] = f * c.0 + principalX * c.2
            m[3 + index] = f * c.1 + principalY * c.2
            m[6 + index] = c.2
        }
        return Homography(matrix: m)
    }

    public static func == (a: CameraModel, b: CameraModel) -> Bool {
        a.focalLengthPixels == b.focalLengthPixels && a.rotation == b.rotation && a.translation == b.translation
    }

    /// The camera behind `homography` (lane feet to pixels) for an image of the given size; nil when no real camera
    /// fits (1/f² not positive).
    public init?(homography: Homography, imageWidth: Int, imageHeight: Int) {
        let h = homography.matrix
        let cx = Double(imageWidth) / 2
        let cy = Double(imageHeight) / 2
        let a1 = h[0] - cx * h[6]
        let a2 = h[1] - cx * h[7]
        let b1 = h[3] - cy * h[6]
        let b2 = h[4] - cy * h[7]
        // |r₁| = |r₂|: (a1² + b1² − a2² − b2²)·u + (h31² − h32²) = 0 with u = 1/f². (r₁ ⟂ r₂ gives a second
        // equation, but for a camera looking straight down the lane both of its terms vanish, so a tap's pixel of
        // error swings it wildly; `init(fitting:initial:)` then settles every parameter against the points.)
        let a = a1 * a1 + b1 * b1 - a2 * a2 - b2 * b2
        let b = h[6] * h[6] - h[7] * h[7]
        guard a != 0 else { return nil }
        let u = -b / a
        guard u > 0, u.isFinite else { return nil }
        let f = 1 / u.squareRoot()
        func backProject(_ column: Int) -> (Double, Double, Double) {
            let x = h[column]
            let y = h[3 + column]
            let w = h[6 + column]
            return ((x - cx * w) / f, (y - cy * w) / f, w)
        }
        var g1 = backProject(0)
        var g2 = backProject(1)
        var g3 = backProject(2)
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
        // Camera coordinates: X_c = R·X_lane + t with R's columns r1, r2, r3.
        self.init(
            focalLengthPixels: f, principalX: cx, principalY: cy,
            rotation: [r1.0, r2.0, r3.0, r1.1, r2.1, r3.1, r1.2, r2.2, r3.2], translation: g3)
    }

    /// The camera's horizontal field of view across the image's longer side, degrees.
    public func fieldOfViewDegrees(longerSide: Int) -> Double {
        2 * atanDegrees(Double(longerSide) / 2 / focalLengthPixels)
    }

    /// The lane point under a ball's centre, given where the ray through the centre's pixel meets the lane (`floor`,
    /// beyond the ball): that ray drops from the camera's height to 0 over the distance from the camera's foot to
    /// `floor`, so it is one ball radius high at the fraction 1 − radius/height of the way.
    public func pointUnderBall(floor: LanePoint) -> LanePoint {
        let share = 1 - Lane.ballRadiusFeet / position.z
        return LanePoint(
            lateralFeet: position.x + (floor.lateralFeet - position.x) * share,
            distanceFeet: position.y + (floor.distanceFeet - position.y) * share)
    }

    /// The apparent diameter in pixels of a ball resting on the lane at `point`.
    public func ballDiameterPixels(at point: LanePoint) -> Double {
        let dx = point.lateralFeet - position.x
        let dy = point.distanceFeet - position.y
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

func atanDegrees(_ value: Double) -> Double { Elementary.arctangent(value) * 180 / .pi }
