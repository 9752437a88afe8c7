/// Small dense linear systems.
enum LinearSystem {
    /// Solves A·x = b (A row-major, `size` x `size`) by Gaussian elimination with partial pivoting; nil when a pivot
    /// is smaller than `singularBelow` or the answer is not finite.
    static func solve(_ matrix: [Double], _ vector: [Double], size n: Int, singularBelow: Double = 1e-300) -> [Double]?
    {
        var a = matrix
        var b = vector
        for column in 0..<n {
            var pivot = column
            for row in column..<n where abs(a[row * n + column]) > abs(a[pivot * n + column]) { pivot = row }
            guard abs(a[pivot * n + column]) > singularBelow else { return nil }
            if pivot != column {
                for k in 0..<n { a.swapAt(column * n + k, pivot * n + k) }
                b.swapAt(column, pivot)
            }
            for row in (column + 1)..<n {
                let factor = a[row * n + column] / a[column * n + column]
                for k in column..<n { a[row * n + k] -= factor * a[column * n + k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row * n + k] * x[k] }
            x[row] = sum / a[row * n + row]
        }
        return x.allSatisfy({ $0.isFinite }) ? x : nil
    }

    /// A⁻¹ (row-major, `size` x `size`), one column per `solve`; nil when A is singular as `solve` judges it.
    static func inverse(_ matrix: [Double], size n: Int, singularBelow: Double = 1e-300) -> [Double]? {
        var inverse = [Double](repeating: 0, count: n * n)
        for column in 0..<n {
            var unit = [Double](repeating: 0, count: n)
            unit[column] = 1
            guard let solution = solve(matrix, unit, size: n, singularBelow: singularBelow) else { return nil }
            for row in 0..<n { inverse[row * n + column] = solution[row] }
        }
        return inverse
    }
}
