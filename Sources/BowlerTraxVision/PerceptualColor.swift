/// CIE L*a*b* (D65) colour, the perceptual space the ball's colour tolerance is measured in.
///
/// Computed with plain arithmetic (Newton roots instead of `pow`), so the module needs neither Foundation nor libm
/// and gives the same bits natively and in WebAssembly.
public struct LabColor: Equatable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of 8-bit sRGB components.
    public init(red: Double, green: Double, blue: Double) {
        self.init(
            linearRed: SRGB.linear(red / 255), linearGreen: SRGB.linear(green / 255),
            linearBlue: SRGB.linear(blue / 255))
    }

    /// The colour of linear-light RGB components in 0...1.
    public init(linearRed r: Double, linearGreen g: Double, linearBlue b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = LabColor.f(x)
        let fy = LabColor.f(y)
        let fz = LabColor.f(z)
        lightness = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE76 colour difference ΔE*ab.
    public func distance(to other: LabColor) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? Roots.root(t, degree: 3) : (24389.0 / 27.0 * t + 16) / 116
    }
}

/// The sRGB transfer curve.
enum SRGB {
    /// Linear light of an encoded component in 0...1.
    static func linear(_ encoded: Double) -> Double {
        if encoded <= 0.04045 { return encoded / 12.92 }
        let base = (encoded + 0.055) / 1.055
        // base^2.4 = base^2 · (base^2)^(1/5)
        let square = base * base
        return square * Roots.root(square, degree: 5)
    }
}

/// Real n-th roots of numbers in (0, ∞) by Newton's method (deterministic: the same steps on every platform).
enum Roots {
    static func root(_ value: Double, degree: Int) -> Double {
        guard value > 0 else { return 0 }
        let n = Double(degree)
        // Newton's method from above converges for x^n (convex); below 1 the tangent at 1 is a close start. From
        // above every step goes down until rounding stops it: the first step that does not (it may cycle between
        // neighbouring doubles) ends the search.
        var guess = value > 1 ? value : max(value, 1 + (value - 1) / n)
        for _ in 0..<80 {
            var power = 1.0
            for _ in 0..<(degree - 1) { power *= guess }
            let next = guess - (power * guess - value) / (n * power)
            if next >= guess { break }
            guess = next
        }
        return guess
    }
}
