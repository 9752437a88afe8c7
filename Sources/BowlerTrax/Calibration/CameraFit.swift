import Foundation

extension CameraModel {
    /// The pinhole camera (square pixels, principal point at the image centre) that best reprojects the lane points to
    /// their image points: Levenberg-Marquardt over focal length, rotation (a Rodrigues vector) and translation,
    /// started from `initial`. A lane seen by a real camera is a rectangle in perspective, so a tap that is a pixel
    /// off moves this camera a little instead of shearing the whole lane as an exactly fitted homography would.
    init?(fitting pairs: [(LanePoint, ImagePoint)], initial: CameraModel) {
        let cx = initial.principalX, cy = initial.principalY
        var parameters = [initial.focalLengthPixels] + Self.rodrigues(of: initial.rotation) + [
            initial.translation.0, initial.translation.1, initial.translation.2,
        ]
        func residuals(_ p: [Double]) -> [Double]? {
            let r = Self.rotationMatrix(p[1], p[2], p[3])
            var result: [Double] = []
            for (lane, image) in pairs {
                let x = r[0] * lane.lateralFeet + r[1] * lane.distanceFeet + p[4]
                let y = r[3] * lane.lateralFeet + r[4] * lane.distanceFeet + p[5]
                let z = r[6] * lane.lateralFeet + r[7] * lane.distanceFeet + p[6]
                guard z > 1e-6 else { return nil }
                result.append(cx + p[0] * x / z - image.x)
                result.append(cy + p[0] * y / z - image.y)
            }
            return result
        }
        func cost(_ r: [Double]) -> Double { r.reduce(0) { $0 + $1 * $1 } }
        guard var current = residuals(parameters) else { return nil }
        var damping = 1e-3
        for _ in 0..<100 {
            // Numerical Jacobian (central differences).
            var jacobian = [[Double]](repeating: [], count: parameters.count)
            for k in parameters.indices {
                let step = max(1e-7, abs(parameters[k]) * 1e-6)
                var plus = parameters, minus = parameters
                plus[k] += step
                minus[k] -= step
                guard let up = residuals(plus), let down = residuals(minus) else { return nil }
                jacobian[k] = zip(up, down).map { ($0 - $1) / (2 * step) }
            }
            let n = parameters.count
            var normal = [Double](repeating: 0, count: n * n)
            var gradient = [Double](repeating: 0, count: n)
            for i in 0..<n {
                for j in 0..<n { normal[i * n + j] = zip(jacobian[i], jacobian[j]).reduce(0) { $0 + $1.0 * $1.1 } }
                gradient[i] = zip(jacobian[i], current).reduce(0) { $0 + $1.0 * $1.1 }
            }
            var improved = false
            for _ in 0..<10 {
                var damped = normal
                for i in 0..<n { damped[i * n + i] += damping * max(normal[i * n + i], 1e-12) }
                guard let delta = LinearSystem.solve(damped, gradient.map { -$0 }, size: n) else { damping *= 10; continue }
                let candidate = zip(parameters, delta).map { $0 + $1 }
                if let next = residuals(candidate), cost(next) < cost(current) {
                    let gain = cost(current) - cost(next)
                    parameters = candidate
                    current = next
                    damping = max(1e-9, damping / 10)
                    improved = gain > 1e-14 * max(1, cost(current))
                    break
                }
                damping *= 10
            }
            if !improved { break }
        }
        guard parameters[0] > 0 else { return nil }
        self.init(focalLengthPixels: parameters[0], principalX: cx, principalY: cy,
                  rotation: Self.rotationMatrix(parameters[1], parameters[2], parameters[3]),
                  translation: (parameters[4], parameters[5], parameters[6]))
        var worst = 0.0
        for index in stride(from: 0, to: current.count - 1, by: 2) {
            let dx = current[index], dy = current[index + 1]
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        residualPixels = worst
    }

    /// Row-major rotation from a Rodrigues vector.
    static func rotationMatrix(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
        let angle = (x * x + y * y + z * z).squareRoot()
        guard angle > 1e-15 else { return [1, 0, 0, 0, 1, 0, 0, 0, 1] }
        let kx = x / angle, ky = y / angle, kz = z / angle
        let c = cos(angle), s = sin(angle), v = 1 - c
        return [c + kx * kx * v, kx * ky * v - kz * s, kx * kz * v + ky * s,
                ky * kx * v + kz * s, c + ky * ky * v, ky * kz * v - kx * s,
                kz * kx * v - ky * s, kz * ky * v + kx * s, c + kz * kz * v]
    }

    /// The Rodrigues vector of a row-major rotation.
    static func rodrigues(of r: [Double]) -> [Double] {
        let cosine = max(-1, min(1, (r[0] + r[4] + r[8] - 1) / 2))
        let angle = acos(cosine)
        guard angle > 1e-12 else { return [0, 0, 0] }
        let scale = angle / (2 * sin(angle))
        return [(r[7] - r[5]) * scale, (r[2] - r[6]) * scale, (r[3] - r[1]) * scale]
    }
}
