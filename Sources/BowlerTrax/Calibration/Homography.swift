/// A point in the image, continuous coordinates: the top-left corner of the image is (0, 0) and pixel (column i,
/// row j) has its centre at (i + 0.5, j + 0.5); x grows to the right, y downward.
public struct ImagePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A plane-to-plane projective map (3x3, row-major), from lane points in feet to image points in pixels or back.
///
/// Estimated with the normalized direct linear transform (Hartley): both point sets are moved to their centroid and
/// scaled to a mean distance of √2, the 2N x 9 system is solved in the least-squares sense (the eigenvector of AᵀA
/// with the smallest eigenvalue, exact for four points), and the normalization is undone.
public struct Homography: Equatable, Sendable {
    /// Row-major entries, scaled so that the last one is 1 when possible.
    public let matrix: [Double]

    public init(matrix: [Double]) {
        precondition(matrix.count == 9, "a homography has 9 entries")
        let scale = abs(matrix[8]) > 1e-12 ? matrix[8] : 1
        self.matrix = matrix.map { $0 / scale }
    }

    /// The map that takes each `from` point to its `to` point (least squares for more than four pairs);
    /// nil when the points are degenerate (fewer than four, three on a line, not finite).
    public static func estimate(from: [(x: Double, y: Double)], to: [(x: Double, y: Double)]) -> Homography? {
        guard from.count == to.count, from.count >= 4,
            from.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), to.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return nil }
        guard let source = Normalization(from), let target = Normalization(to) else { return nil }
        var normal = [Double](repeating: 0, count: 81)
        for index in from.indices {
            let (x, y) = source.apply(from[index])
            let (u, v) = target.apply(to[index])
            let rows: [[Double]] = [
                [-x, -y, -1, 0, 0, 0, u * x, u * y, u],
                [0, 0, 0, -x, -y, -1, v * x, v * y, v],
            ]
            for row in rows {
                for i in 0..<9 { for j in 0..<9 { normal[i * 9 + j] += row[i] * row[j] } }
            }
        }
        let (values, vectors) = SymmetricEigen.decompose(normal, size: 9)
        let sorted = values.indices.sorted { values[$0] < values[$1] }
        // Degenerate configurations leave two (near-)zero eigenvalues: no unique map.
        guard values[sorted[1]] > 1e-9 * max(1, values[sorted[8]]) else { return nil }
        let smallest = sorted[0]
        let normalized = (0..<9).map { vectors[$0 * 9 + smallest] }
        // H = T_to⁻¹ · Hn · T_from
        let product = Matrix3.multiply(Matrix3.multiply(target.inverse, normalized), source.matrix)
        guard product.allSatisfy({ $0.isFinite }), abs(Matrix3.determinant(product)) > 1e-15 else { return nil }
        return Homography(matrix: product)
    }

    /// Where a point goes; nil at the horizon (the point maps to infinity).
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let m = matrix
        let w = m[6] * x + m[7] * y + m[8]
        guard abs(w) > 1e-12 else { return nil }
        return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The inverse map.
    public var inverse: Homography? {
        guard let inverse = Matrix3.inverse(matrix) else { return nil }
        return Homography(matrix: inverse)
    }
}

/// Hartley's normalization: centroid to the origin, mean distance √2.
private struct Normalization {
    let matrix: [Double]
    let inverse: [Double]
    let centerX: Double, centerY: Double, scale: Double

    init?(_ points: [(x: Double, y: Double)]) {
        let count = Double(points.count)
        centerX = points.reduce(0) { $0 + $1.x } / count
        centerY = points.reduce(0) { $0 + $1.y } / count
        let (meanX, meanY) = (centerX, centerY)
        let meanDistance =
            points.reduce(0) { $0 + (($1.x - meanX) * ($1.x - meanX) + ($1.y - meanY) * ($1.y - meanY)).squareRoot() }
            / count
        guard meanDistance > 1e-12 else { return nil }
        let scale = 2.0.squareRoot() / meanDistance
        self.scale = scale
        matrix = [scale, 0, -scale * meanX, 0, scale, -scale * meanY, 0, 0, 1]
        inverse = [1 / scale, 0, meanX, 0, 1 / scale, meanY, 0, 0, 1]
    }

    func apply(_ point: (x: Double, y: Double)) -> (Double, Double) {
        ((point.x - centerX) * scale, (point.y - centerY) * scale)
    }
}

/// 3x3 row-major matrix helpers.
enum Matrix3 {
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { for k in 0..<3 { result[i * 3 + j] += a[i * 3 + k] * b[k * 3 + j] } } }
        return result
    }

    static func determinant(_ m: [Double]) -> Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    static func inverse(_ m: [Double]) -> [Double]? {
        let det = determinant(m)
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let adjugate = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return adjugate.map { $0 / det }
    }
}

/// Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations.
enum SymmetricEigen {
    /// Eigenvalues, and eigenvectors as the columns of a row-major `size` x `size` matrix.
    static func decompose(_ input: [Double], size n: Int) -> (values: [Double], vectors: [Double]) {
        var a = input
        var v = [Double](repeating: 0, count: n * n)
        for i in 0..<n { v[i * n + i] = 1 }
        for _ in 0..<100 {
            var offDiagonal = 0.0
            for p in 0..<n { for q in (p + 1)..<n { offDiagonal += a[p * n + q] * a[p * n + q] } }
            if offDiagonal < 1e-30 { break }
            for p in 0..<n {
                for q in (p + 1)..<n {
                    let apq = a[p * n + q]
                    guard abs(apq) > 1e-300 else { continue }
                    let theta = (a[q * n + q] - a[p * n + p]) / (2 * apq)
                    let t = (theta >= 0 ? 1.0 : -1.0) / (abs(theta) + (theta * theta + 1).squareRoot())
                    let c = 1 / (t * t + 1).squareRoot()
                    let s = t * c
                    for k in 0..<n {
                        let akp = a[k * n + p]
                        let akq = a[k * n + q]
                        a[k * n + p] = c * akp - s * akq
                        a[k * n + q] = s * akp + c * akq
                    }
                    for k in 0..<n {
                        let apk = a[p * n + k]
                        let aqk = a[q * n + k]
                        a[p * n + k] = c * apk - s * aqk
                        a[q * n + k] = s * apk + c * aqk
                    }
                    for k in 0..<n {
                        let vkp = v[k * n + p]
                        let vkq = v[k * n + q]
                        v[k * n + p] = c * vkp - s * vkq
                        v[k * n + q] = s * vkp + c * vkq
                    }
                }
            }
        }
        return ((0..<n).map { a[$0 * n + $0] }, v)
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension ImagePoint: Codable {}
#endif
