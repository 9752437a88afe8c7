import BowlerTraxVision
import Foundation
import Testing

/// The project's elementary functions against the C library's (glibc's, correctly rounded or nearly so), argument by
/// argument over the ranges the core uses and well beyond, in units in the last place of the C library's result.
struct ElementaryTests {
    /// How many units in the last place `value` is from `reference` (the reference's unit; the smallest normal's
    /// unit near zero, where a relative error means nothing).
    static func ulps(_ value: Double, from reference: Double) -> Double {
        if value == reference { return 0 }
        if value.isNaN || reference.isNaN || value.isInfinite || reference.isInfinite { return .infinity }
        return (value - reference).magnitude / max(reference.ulp, Double.leastNormalMagnitude.ulp)
    }

    /// The worst distance over `count` + 1 arguments spread evenly over `range`, and the argument where it is.
    static func worst(
        over range: ClosedRange<Double>, count: Int = 100_000, _ ours: (Double) -> Double,
        _ reference: (Double) -> Double
    ) -> (ulps: Double, at: Double) {
        var result = (ulps: 0.0, at: range.lowerBound)
        for step in 0...count {
            let x = range.lowerBound + (range.upperBound - range.lowerBound) * Double(step) / Double(count)
            let distance = ulps(ours(x), from: reference(x))
            if distance > result.ulps { result = (distance, x) }
        }
        return result
    }

    @Test func sineAndCosineAreTheCLibrarysWithinTwoUnitsInTheLastPlace() {
        for range in [-Double.pi...Double.pi, -1_000.0...1_000.0, -1e-3...1e-3] {
            let sine = Self.worst(over: range, Elementary.sine, sin)
            let cosine = Self.worst(over: range, Elementary.cosine, cos)
            #expect(sine.ulps <= 2, "sine over \(range): \(sine)")
            #expect(cosine.ulps <= 2, "cosine over \(range): \(cosine)")
        }
        #expect(Elementary.sine(0) == 0)
        #expect(Elementary.cosine(0) == 1)
        #expect(Elementary.sine(-0.0).sign == .minus)
        #expect(Elementary.sine(.infinity).isNaN && Elementary.cosine(.nan).isNaN)
    }

    @Test func theArcTangentsAndArcSineAreTheCLibrarysWithinTwoUnitsInTheLastPlace() {
        for range in [-1.0...1.0, -50.0...50.0, -1e6...1e6] {
            let found = Self.worst(over: range, Elementary.arctangent, atan)
            #expect(found.ulps <= 2, "arctangent over \(range): \(found)")
        }
        let arcsine = Self.worst(over: -1...1, Elementary.arcsine, asin)
        #expect(arcsine.ulps <= 2, "arcsine: \(arcsine)")
        #expect(Elementary.arcsine(1) == Double.pi / 2 && Elementary.arcsine(-1) == -Double.pi / 2)
        #expect(Elementary.arcsine(1.000_000_1).isNaN)
        // Every quadrant, the axes and the signed zeros: 201 × 201 points on a grid and its edges.
        var worst = 0.0
        for i in -100...100 {
            for j in -100...100 {
                let (y, x) = (Double(i) * 0.37, Double(j) * 0.29)
                worst = max(worst, Self.ulps(Elementary.arctangent2(y, x), from: atan2(y, x)))
            }
        }
        #expect(worst <= 2, "arctangent2 on the grid: \(worst) ulps")
        for (y, x) in [
            (0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1, 0), (-1, 0), (0, -1), (-0.0, -1),
            (.infinity, 1), (1, .infinity), (1, -.infinity), (-1, -.infinity), (.infinity, .infinity),
            (-.infinity, -.infinity), (.infinity, -.infinity),
        ] {
            let ours = Elementary.arctangent2(y, x)
            let theirs = atan2(y, x)
            #expect(ours == theirs && ours.sign == theirs.sign, "atan2(\(y), \(x)): \(ours) for \(theirs)")
        }
    }

    @Test func theExponentialAndLogarithmAreTheCLibrarysWithinTwoUnitsInTheLastPlace() {
        for range in [-1.0...1.0, -700.0...700.0, -1e-6...1e-6] {
            let found = Self.worst(over: range, Elementary.exponential, exp)
            #expect(found.ulps <= 2, "exponential over \(range): \(found)")
        }
        #expect(Elementary.exponential(0) == 1)
        #expect(Elementary.exponential(710) == .infinity && Elementary.exponential(-746) == 0)
        // The logarithm near 1, over ordinary sizes, and over the whole range by powers (subnormals included).
        for range in [0.5...2.0, 1e-3...1e3] {
            let found = Self.worst(over: range, Elementary.logarithm, log)
            #expect(found.ulps <= 2, "logarithm over \(range): \(found)")
        }
        let powers = Self.worst(
            over: -1070...1020, count: 20_000, { Elementary.logarithm(pow(2, $0) * 1.37) },
            { log(pow(2, $0) * 1.37) })
        #expect(powers.ulps <= 2, "logarithm over 2^-1070...2^1020: \(powers)")
        #expect(Elementary.logarithm(1) == 0)
        #expect(Elementary.logarithm(0) == -.infinity && Elementary.logarithm(-1).isNaN)
        #expect(Elementary.logarithm(.infinity) == .infinity)
    }

    @Test func roundingIsDoubleRoundedHalvesAwayFromZero() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.499_999_999_999_999_94, 4.5, 1e300, -1e-300]
        values += [0x1p52 + 1, 0x1p53 - 1, .infinity, -.infinity]
        for step in -20_000...20_000 { values.append(Double(step) * 0.25 + Double(step) * 1e-7) }
        for step in -2_000...2_000 { values.append(Double(step) / 2) }
        for value in values {
            let ours = Elementary.rounded(value)
            #expect(ours == value.rounded() && ours.sign == value.rounded().sign, "\(value): \(ours)")
        }
        #expect(Elementary.rounded(.nan).isNaN)
    }
}
