/// The elementary functions the measuring core needs, in Swift alone: the page's WebAssembly has no C library, and
/// the same code natively makes the two bit-identical. Each is within a few units in the last place of the C
/// library's (checked on tens of thousands of arguments in `ElementaryTests`).
///
/// The methods are the classic ones (as in fdlibm): the argument brought into a small interval by an exact or nearly
/// exact reduction (multiples of ln 2 or π/2 split into parts whose products are exact, the addition formula for the
/// arc tangent about a few points whose arc tangent is known in two parts), then a Taylor series summed by Horner's rule from its smallest term, whose remainder is below 1e-17 of
/// the result on that interval.
///
/// ```swift
/// Elementary.sine(.pi / 6)          // 0.49999999999999994 (the C library's value)
/// Elementary.arctangent2(1, -1)     // 3π/4
/// Elementary.exponential(1)         // e
/// ```
public enum Elementary {
    /// π/2 in three parts of 33 bits each and the rest (fdlibm's): k · part is exact for |k| < 2²⁰, so x − k·π/2
    /// keeps its bits.
    private static let halfPiParts = (
        1.570_796_326_734_125_614_17e+00, 6.077_100_506_303_965_976_60e-11, 2.022_266_248_711_166_455_80e-21,
        8.478_427_660_368_899_569_97e-32
    )
    /// ln 2 in two parts (fdlibm's): k · high is exact for |k| < 2¹¹.
    private static let ln2High = 6.931_471_803_691_238_164_90e-01
    private static let ln2Low = 1.908_214_929_270_587_700_02e-10

    // MARK: Sine and cosine

    /// sin(`radians`).
    public static func sine(_ radians: Double) -> Double {
        guard radians.isFinite else { return .nan }
        if radians.magnitude < 0x1p-27 { return radians }  // sin x = x to the last bit (and −0 stays −0)
        let (quadrant, reduced) = reducedByHalfPi(radians)
        switch quadrant {
        case 0: return sineSeries(reduced)
        case 1: return cosineSeries(reduced)
        case 2: return -sineSeries(reduced)
        default: return -cosineSeries(reduced)
        }
    }

    /// cos(`radians`).
    public static func cosine(_ radians: Double) -> Double {
        guard radians.isFinite else { return .nan }
        let (quadrant, reduced) = reducedByHalfPi(radians)
        switch quadrant {
        case 0: return cosineSeries(reduced)
        case 1: return -sineSeries(reduced)
        case 2: return -cosineSeries(reduced)
        default: return sineSeries(reduced)
        }
    }

    /// `radians` = k·π/2 + r with |r| ≤ π/4: (k mod 4, r). Exact to the last bits for |radians| below about 10⁶,
    /// far beyond any angle the core meets.
    private static func reducedByHalfPi(_ radians: Double) -> (quadrant: Int, reduced: Double) {
        let multiple = (radians * (2 / Double.pi)).rounded(.toNearestOrEven)
        let reduced =
            radians - multiple * halfPiParts.0 - multiple * halfPiParts.1 - multiple * halfPiParts.2
            - multiple * halfPiParts.3
        let quadrant = Int(multiple.truncatingRemainder(dividingBy: 4))
        return (quadrant < 0 ? quadrant + 4 : quadrant, reduced)
    }

    /// x − x³/3! + … to the x¹⁷ term, for |x| ≤ π/4 (remainder below 1e-19).
    private static func sineSeries(_ x: Double) -> Double {
        let square = x * x
        var sum = 1.0
        for n in stride(from: 16, through: 2, by: -2) { sum = 1 - square / Double(n * (n + 1)) * sum }
        return x * sum
    }

    /// 1 − x²/2! + … to the x¹⁸ term, for |x| ≤ π/4 (remainder below 1e-20).
    private static func cosineSeries(_ x: Double) -> Double {
        let square = x * x
        var sum = 1.0
        for n in stride(from: 18, through: 2, by: -2) { sum = 1 - square / Double(n * (n - 1)) * sum }
        return sum
    }

    // MARK: Arc tangent and arc sine

    /// atan(`value`), in (−π/2, π/2).
    public static func arctangent(_ value: Double) -> Double {
        guard !value.isNaN else { return value }
        let x = value.magnitude
        // atan x = atan c + atan((x − c)/(1 + c·x)) about the nearest of c = 0, ½, 1, 3/2 and ∞ (there: −1/x), which
        // leaves an argument of at most 7/16; atan c in two parts, so that adding it loses nothing.
        let angle: Double
        if x < 7.0 / 16 {
            angle = x + x * arctangentTail(x * x)
        } else {
            let (high, low, reduced): (Double, Double, Double)
            if x < 11.0 / 16 {
                (high, low, reduced) = (
                    4.636_476_090_008_060_935_15e-01, 2.269_877_745_296_168_709_24e-17, (2 * x - 1) / (2 + x)
                )
            } else if x < 19.0 / 16 {
                (high, low, reduced) = (
                    7.853_981_633_974_482_789_99e-01, 3.061_616_997_868_383_017_93e-17, (x - 1) / (x + 1)
                )
            } else if x < 39.0 / 16 {
                (high, low, reduced) = (
                    9.827_937_232_473_290_540_82e-01, 1.390_331_103_123_099_845_16e-17, (x - 1.5) / (1 + 1.5 * x)
                )
            } else {
                (high, low, reduced) = (1.570_796_326_794_896_558_00e+00, 6.123_233_995_736_766_035_87e-17, -1 / x)
            }
            angle = high - ((-reduced * arctangentTail(reduced * reduced) - low) - reduced)
        }
        return value.sign == .minus ? -angle : angle
    }

    /// atan(`y` / `x`) in the quadrant of (x, y), in [−π, π]: the angle of the point (x, y) from the positive x axis.
    public static func arctangent2(_ y: Double, _ x: Double) -> Double {
        guard !x.isNaN, !y.isNaN else { return .nan }
        if x.isInfinite || y.isInfinite {
            // Both infinite: the diagonal of their quadrant; one infinite: its axis.
            let across = x.isInfinite ? (y.isInfinite ? Double.pi / 4 : 0) : Double.pi / 2
            let angle = x < 0 && x.isInfinite ? Double.pi - across : across
            return y.sign == .minus ? -angle : angle
        }
        if x == 0 {
            if y == 0 { return x.sign == .minus ? (y.sign == .minus ? -.pi : .pi) : y }
            return y < 0 ? -.pi / 2 : .pi / 2
        }
        let angle = arctangent(y / x)
        if x > 0 { return angle }
        return y.sign == .minus ? angle - .pi : angle + .pi
    }

    /// asin(`value`) for |value| ≤ 1 (NaN beyond), in [−π/2, π/2].
    public static func arcsine(_ value: Double) -> Double {
        guard value.magnitude <= 1 else { return .nan }
        // 1 − x² as (1 − x)(1 + x): exact factors near ±1, where 1 − x² would lose the bits that matter.
        return arctangent2(value, ((1 - value) * (1 + value)).squareRoot())
    }

    /// (atan t − t)/t as a series in z = t²: −z/3 + z²/5 − … to the z²³ term, for |t| ≤ 7/16 (remainder below 1e-18).
    private static func arctangentTail(_ square: Double) -> Double {
        var sum = 0.0
        for n in stride(from: 47, through: 3, by: -2) { sum = 1 / Double(n) - square * sum }
        return -square * sum
    }

    // MARK: Rounding

    /// `value` rounded to the nearest whole number, halves away from zero: `Double.rounded()`, whose C library `round`
    /// the page's module has not. The distance to the floor is exact, so no half is misjudged (0.499999999999999944
    /// stays 0, where adding ½ first would give 1).
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let magnitude = value.magnitude
        let floor = magnitude.rounded(.down)
        let result = magnitude - floor >= 0.5 ? floor + 1 : floor
        return value.sign == .minus ? -result : result
    }

    // MARK: Exponential and logarithm

    /// eˣ.
    public static func exponential(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_2 { return 0 }
        // x = k·ln 2 + r, |r| ≤ ln 2 / 2: eˣ = 2ᵏ · eʳ.
        let multiple = (x * 1.442_695_040_888_963_4).rounded(.toNearestOrEven)
        let reduced = (x - multiple * ln2High) - multiple * ln2Low
        // eʳ = 1 + r(1 + r/2(1 + r/3(…))) to the r¹³ term (remainder below 1e-17).
        var sum = 1.0
        for n in stride(from: 13, through: 1, by: -1) { sum = 1 + reduced / Double(n) * sum }
        return timesPowerOfTwo(sum, Int(multiple))
    }

    /// ln x (natural logarithm): NaN below 0, −∞ at 0.
    public static func logarithm(_ x: Double) -> Double {
        guard !x.isNaN, x >= 0 else { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        // x = 2ᵏ · m with m in [√½, √2).
        var value = x
        var exponent = 0
        if value < 0x1p-1022 {
            value *= 0x1p54
            exponent = -54
        }
        let bits = value.bitPattern
        exponent += Int((bits >> 52) & 0x7ff) - 1023
        var mantissa = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
        if mantissa > 1.414_213_562_373_095_1 {
            mantissa /= 2
            exponent += 1
        }
        // ln(1 + f) = 2·atanh s with s = f/(2 + f), |s| ≤ 0.172: f − (f²/2 − s(f²/2 + R)), R = 2s²/3 + 2s⁴/5 + …
        // to the s²² term (fdlibm's arrangement, which keeps f's bits).
        let f = mantissa - 1
        let s = f / (2 + f)
        let square = s * s
        var series = 0.0
        for n in stride(from: 23, through: 3, by: -2) { series = 2 / Double(n) + square * series }
        let rest = square * series
        let halfSquare = 0.5 * f * f
        let k = Double(exponent)
        return k * ln2High - ((halfSquare - (s * (halfSquare + rest) + k * ln2Low)) - f)
    }

    /// `value` · 2^`exponent`, in steps that never overflow or underflow on the way.
    private static func timesPowerOfTwo(_ value: Double, _ exponent: Int) -> Double {
        var value = value
        var exponent = exponent
        while exponent > 1023 {
            value *= 0x1p1023
            exponent -= 1023
        }
        while exponent < -1022 {
            value *= 0x1p-1022
            exponent += 1022
        }
        return value * Double(bitPattern: UInt64(exponent + 1023) << 52)
    }
}
