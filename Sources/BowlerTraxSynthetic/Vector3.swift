/// A point or direction in the lane's world frame, in feet: x across the lane toward the image's right (from the lane's
/// centre line), y down the lane from the foul line, z up from the lane's surface.
struct Vector3: Sendable, Equatable {
    var x: Double
    var y: Double
    var z: Double

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    static func * (s: Double, v: Vector3) -> Vector3 { Vector3(x: s * v.x, y: s * v.y, z: s * v.z) }

    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

    func cross(_ other: Vector3) -> Vector3 {
        Vector3(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    var length: Double { dot(self).squareRoot() }
    var normalized: Vector3 { (1 / length) * self }
}
