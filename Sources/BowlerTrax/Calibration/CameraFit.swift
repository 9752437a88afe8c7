import BowlerTraxVision

extension CameraModel {
    /// The pinhole camera (square pixels, principal point at the image centre) that best reprojects the lane points
    /// to their image points: Levenberg-Marquardt over focal length, pan, pitch, the camera's position and, when
    /// `fitsRoll`, its roll (level otherwise), started from `initial`. A level camera has six parameters for four
    /// taps' eight coordinates: a tap that is a pixel off is averaged against the others instead of rolling or
    /// shearing the whole lane as an exactly fitted homography would.
    init?(fitting pairs: [(LanePoint, ImagePoint)], initial: CameraModel, fitsRoll: Bool) {
        let cx = initial.principalX
        let cy = initial.principalY
        let r0 = initial.rotation
        let pan = Elementary.arctangent2(r0[6], r0[7])
        let pitch = Elementary.arcsine(max(-1, min(1, -r0[8])))
        let level = Self.rotation(panRadians: pan, pitchRadians: pitch, rollRadians: 0)
        let roll = Elementary.arctangent2(
            r0[0] * level[3] + r0[1] * level[4] + r0[2] * level[5],
            r0[0] * level[0] + r0[1] * level[1] + r0[2] * level[2])
        var parameters =
            [
                initial.focalLengthPixels, pan, pitch, initial.position.x, initial.position.y,
                initial.position.z,
            ] + (fitsRoll ? [roll] : [])
        func residuals(_ p: [Double]) -> [Double]? {
            let r = Self.rotation(panRadians: p[1], pitchRadians: p[2], rollRadians: fitsRoll ? p[6] : 0)
            var result: [Double] = []
            for (lane, image) in pairs {
                let dx = lane.lateralFeet - p[3]
                let dy = lane.distanceFeet - p[4]
                let dz = -p[5]
                let x = r[0] * dx + r[1] * dy + r[2] * dz
                let y = r[3] * dx + r[4] * dy + r[5] * dz
                let z = r[6] * dx + r[7] * dy + r[8] * dz
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
                var plus = parameters
                var minus = parameters
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
                guard let delta = LinearSystem.solve(damped, gradient.map { -$0 }, size: n) else {
                    damping *= 10
                    continue
                }
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
        let rotation = Self.rotation(
            panRadians: parameters[1], pitchRadians: parameters[2],
            rollRadians: fitsRoll ? parameters[6] : 0)
        let position = (parameters[3], parameters[4], parameters[5])
        self.init(
            focalLengthPixels: parameters[0], principalX: cx, principalY: cy, rotation: rotation,
            translation: (
                -(rotation[0] * position.0 + rotation[1] * position.1 + rotation[2] * position.2),
                -(rotation[3] * position.0 + rotation[4] * position.1 + rotation[5] * position.2),
                -(rotation[6] * position.0 + rotation[7] * position.1 + rotation[8] * position.2)
            ))
        var worst = 0.0
        for index in stride(from: 0, to: current.count - 1, by: 2) {
            let dx = current[index]
            let dy = current[index + 1]
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        residualPixels = worst
    }

    /// The rotation of a camera turned right by `pan`, tilted down by `pitch` and rolled clockwise (as it sees) by
    /// `roll`: rows are its right, down and forward axes in lane coordinates.
    static func rotation(panRadians pan: Double, pitchRadians pitch: Double, rollRadians roll: Double) -> [Double] {
        let forward = (
            Elementary.sine(pan) * Elementary.cosine(pitch), Elementary.cosine(pan) * Elementary.cosine(pitch),
            -Elementary.sine(pitch)
        )
        let levelRight = (Elementary.cosine(pan), -Elementary.sine(pan), 0.0)
        let levelDown = (
            forward.1 * levelRight.2 - forward.2 * levelRight.1,
            forward.2 * levelRight.0 - forward.0 * levelRight.2,
            forward.0 * levelRight.1 - forward.1 * levelRight.0
        )
        let c = Elementary.cosine(roll)
        let s = Elementary.sine(roll)
        let right = (
            c * levelRight.0 + s * levelDown.0, c * levelRight.1 + s * levelDown.1, c * levelRight.2 + s * levelDown.2
        )
        let down = (
            c * levelDown.0 - s * levelRight.0, c * levelDown.1 - s * levelRight.1, c * levelDown.2 - s * levelRight.2
        )
        return [right.0, right.1, right.2, down.0, down.1, down.2, forward.0, forward.1, forward.2]
    }
}
