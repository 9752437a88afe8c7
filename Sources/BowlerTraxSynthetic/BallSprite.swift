import Foundation

/// Draws the ball: an exact ray–sphere intersection per pixel of its bounding box, Lambert and specular shading under a
/// light above and behind the camera, an anti-aliased edge, and an optional white marker fixed on the ball's surface.
struct BallSprite: Sendable {
    let colour: Shade
    /// The rotation axis (unit, world frame) and the marker's direction at rotation 0, perpendicular to it; nil: no marker.
    let marker: (axis: Vector3, start: Vector3)?

    private static let markerColour = Shade(red: 242, green: 242, blue: 236)
    /// The marker's angular radius on the ball (0.42 rad: a disc about 1.8 in across on an 8.5 in ball).
    private static let markerCosine = cos(0.42)
    private static let light = Vector3(x: 0, y: -0.35, z: 1).normalized

    /// The marker's direction from the ball's centre after the ball has turned `rotation` radians about its axis.
    func markerDirection(rotation: Double) -> Vector3? {
        guard let marker else { return nil }
        return cos(rotation) * marker.start + sin(rotation) * marker.axis.cross(marker.start)
    }

    /// The pixels a ball centred at `centre` may cover, clipped to the image; nil when none.
    static func bounds(camera: PinholeCamera, centre: Vector3) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let radius = LaneDimensions.ballRadiusFeet
        let relative = centre - camera.position
        let distance = relative.length
        let depth = relative.dot(camera.forward)
        guard depth > radius, let pixel = camera.project(centre) else { return nil }
        // The silhouette is an ellipse stretched away from the image centre by at most 1/cos² of the off-axis angle.
        let cosine = depth / distance
        let reach =
            camera.focalLengthPixels * radius / (distance * distance - radius * radius).squareRoot()
            / (cosine * cosine) + 2
        let firstColumn = max(0, Int((pixel.x - reach).rounded(.down)))
        let lastColumn = min(camera.width - 1, Int((pixel.x + reach).rounded(.up)))
        let firstRow = max(0, Int((pixel.y - reach).rounded(.down)))
        let lastRow = min(camera.height - 1, Int((pixel.y + reach).rounded(.up)))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }

    /// The ball at one instant: where its centre is and how far it has turned (radians).
    struct Pose: Sendable {
        var centre: Vector3
        var rotation: Double
    }

    /// Draws the ball over the pixels, averaged over `poses` (one pose: a sharp ball; several spread over the exposure:
    /// motion blur).
    func draw(into pixels: inout [UInt8], camera: PinholeCamera, poses: [Pose]) {
        let areas = poses.compactMap { Self.bounds(camera: camera, centre: $0.centre) }
        guard let firstArea = areas.first else { return }
        let columns = areas.map(\.columns).reduce(firstArea.columns) {
            min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound)
        }
        let rows = areas.map(\.rows).reduce(firstArea.rows) {
            min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound)
        }
        let radius = LaneDimensions.ballRadiusFeet
        let instants = poses.map { pose in
            let toCamera = camera.position - pose.centre
            return (
                toCamera: toCamera, squaredDistance: toCamera.dot(toCamera),
                marker: markerDirection(rotation: pose.rotation)
            )
        }
        let share = 1 / Double(poses.count)
        let width = camera.width
        pixels.withUnsafeMutableBufferPointer { output in
            for row in rows {
                let offsetY = Double(row) + 0.5 - camera.principalY
                for column in columns {
                    let direction = camera.rayDirection(
                        offsetX: Double(column) + 0.5 - camera.principalX, offsetY: offsetY)
                    let a = direction.dot(direction)
                    var coverage = 0.0
                    var covered = Shade(red: 0, green: 0, blue: 0)
                    for instant in instants {
                        let b = instant.toCamera.dot(direction)
                        let closest = -b / a
                        guard closest > 0 else { continue }
                        let missDistance = max(0, instant.squaredDistance - b * b / a).squareRoot()
                        // The edge's distance in pixels: neighbouring rays are closest/focal apart at the ball's distance.
                        let edge = min(1, max(0, 0.5 - (missDistance - radius) * camera.focalLengthPixels / closest))
                        guard edge > 0 else { continue }
                        let discriminant = max(0, b * b - a * (instant.squaredDistance - radius * radius))
                        let along = (-b - discriminant.squareRoot()) / a
                        let normal = (1 / radius) * (instant.toCamera + along * direction)
                        var base = colour
                        if let marker = instant.marker, normal.dot(marker) >= Self.markerCosine {
                            base = Self.markerColour
                        }
                        let diffuse = max(0, normal.dot(Self.light))
                        let halfway = (Self.light + (-1 / a.squareRoot()) * direction).normalized
                        let specular = pow(max(0, normal.dot(halfway)), 48) * 150
                        let lit = base * (0.3 + 0.7 * diffuse) + Shade(red: specular, green: specular, blue: specular)
                        coverage += edge * share
                        covered = covered + lit * (edge * share)
                    }
                    guard coverage > 0 else { continue }
                    let offset = (row * width + column) * 3
                    output[offset] = LaneBackdrop.byte(Double(output[offset]) * (1 - coverage) + covered.red)
                    output[offset + 1] = LaneBackdrop.byte(Double(output[offset + 1]) * (1 - coverage) + covered.green)
                    output[offset + 2] = LaneBackdrop.byte(Double(output[offset + 2]) * (1 - coverage) + covered.blue)
                }
            }
        }
    }
}
