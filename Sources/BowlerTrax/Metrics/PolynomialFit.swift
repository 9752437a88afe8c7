/// A least-squares polynomial y(x) = c₀ + c₁(x − x₀) + c₂(x − x₀)² + ..., centred at x₀ for conditioning.
struct PolynomialFit {
    let center: Double
    let coefficients: [Double]

    /// Fits `degree` to the points; nil with too few points or a singular system.
    init?(x: [Double], y: [Double], degree: Int, center: Double) {
        let n = degree + 1
        guard x.count == y.count, x.count >= n + 1 else { return nil }
        var normal = [Double](repeating: 0, count: n * n)
        var right = [Double](repeating: 0, count: n)
        for index in x.indices {
            var powers = [Double](repeating: 1, count: n)
            for k in 1..<n { powers[k] = powers[k - 1] * (x[index] - center) }
            for i in 0..<n {
                right[i] += powers[i] * y[index]
                for j in 0..<n { normal[i * n + j] += powers[i] * powers[j] }
            }
        }
        guard let solution = LinearSystem.solve(normal, right, size: n, singularBelow: 1e-14) else { return nil }
        self.center = center
        coefficients = solution
    }

    func value(at x: Double) -> Double {
        var result = 0.0
        for coefficient in coefficients.reversed() { result = result * (x - center) + coefficient }
        return result
    }

    func slope(at x: Double) -> Double {
        var result = 0.0
        for k in stride(from: coefficients.count - 1, through: 1, by: -1) {
            result = result * (x - center) + Double(k) * coefficients[k]
        }
        return result
    }

    /// Where the polynomial reaches `target`, by Newton's method from `start`; nil when it does not converge.
    func solve(for target: Double, from start: Double) -> Double? {
        var x = start
        for _ in 0..<50 {
            let slope = slope(at: x)
            guard abs(slope) > 1e-12 else { return nil }
            let step = (value(at: x) - target) / slope
            x -= step
            if abs(step) < 1e-12 { return x.isFinite ? x : nil }
        }
        return abs(value(at: x) - target) < 1e-6 ? x : nil
    }
}
