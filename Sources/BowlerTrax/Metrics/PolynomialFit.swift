/// A least-squares polynomial y(x) = c₀ + c₁(x − x₀) + c₂(x − x₀)² + ..., centred at x₀ for conditioning, with what
/// its standard errors need: the residuals' variance and AᵀA of its design matrix A (rows 1, x − x₀, ...), inverted
/// only when a standard error is asked for (most fits, the breakpoint's running ones, never are).
struct PolynomialFit {
    let center: Double
    let coefficients: [Double]
    /// σ² = RSS / (n − p): the scatter of a point about the fit, from its residuals (n points, p coefficients).
    let residualVariance: Double
    /// AᵀA, row-major: σ² times its inverse is the coefficients' covariance.
    let normalMatrix: [Double]

    /// Fits `degree` to the points; nil with too few points (at least one more than the coefficients, so that the
    /// residuals say something) or a singular system.
    init?(x: [Double], y: [Double], degree: Int, center: Double) {
        let n = degree + 1
        guard x.count == y.count, x.count >= n + 1 else { return nil }
        // AᵀA's entry (i, j) is Σ uⁱ⁺ʲ and Aᵀy's entry i is Σ uⁱ y (u = x − x₀): the power sums, with no row of A made.
        var powerSums = [Double](repeating: 0, count: 2 * n - 1)
        var right = [Double](repeating: 0, count: n)
        for index in x.indices {
            let u = x[index] - center
            var power = 1.0
            for k in 0..<(2 * n - 1) {
                powerSums[k] += power
                if k < n { right[k] += power * y[index] }
                power *= u
            }
        }
        var normal = [Double](repeating: 0, count: n * n)
        for i in 0..<n {
            for j in 0..<n { normal[i * n + j] = powerSums[i + j] }
        }
        guard let solution = LinearSystem.solve(normal, right, size: n, singularBelow: 1e-14) else { return nil }
        self.center = center
        coefficients = solution
        normalMatrix = normal
        var residualSquares = 0.0
        for index in x.indices {
            let u = x[index] - center
            var fitted = 0.0
            for coefficient in solution.reversed() { fitted = fitted * u + coefficient }
            let residual = y[index] - fitted
            residualSquares += residual * residual
        }
        residualVariance = residualSquares / Double(x.count - n)
    }

    /// 1, u, u², ... (`count` terms).
    private static func powers(of u: Double, count: Int) -> [Double] {
        var powers = [Double](repeating: 1, count: count)
        for k in 1..<count { powers[k] = powers[k - 1] * u }
        return powers
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

    /// The standard error of gᵀc, a linear function of the coefficients with gradient g (to first order, any smooth
    /// function of them): sqrt(σ² gᵀ(AᵀA)⁻¹g); infinite when AᵀA cannot be inverted (it could be solved, so only at
    /// the edge of the singularity threshold).
    func standardError(of gradient: [Double]) -> Double {
        let n = coefficients.count
        guard let covariance = LinearSystem.inverse(normalMatrix, size: n, singularBelow: 1e-14) else {
            return .infinity
        }
        var variance = 0.0
        for i in 0..<n {
            for j in 0..<n { variance += gradient[i] * covariance[i * n + j] * gradient[j] }
        }
        return (max(0, variance) * residualVariance).squareRoot()
    }

    /// The standard error of the fitted value at `x` (of the path's position there, not of one more point).
    func valueStandardError(at x: Double) -> Double {
        standardError(of: Self.powers(of: x - center, count: coefficients.count))
    }

    /// The standard error of the fitted slope at `x`.
    func slopeStandardError(at x: Double) -> Double {
        let powers = Self.powers(of: x - center, count: coefficients.count)
        return standardError(of: powers.indices.map { k in k == 0 ? 0 : Double(k) * powers[k - 1] })
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

    /// The standard error of where the polynomial reaches a level at `x` (from `solve`): the value's standard error
    /// over the slope's size there (to first order, a fitted value off by e crosses the level e / slope away).
    func crossingStandardError(at x: Double) -> Double {
        valueStandardError(at: x) / abs(slope(at: x))
    }
}
