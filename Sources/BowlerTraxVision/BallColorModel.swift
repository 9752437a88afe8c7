/// Which pixel colours belong to the ball: a tolerance in CIE L*a*b* around the ball's colour under any shading.
///
/// A ball lit from one side shows its colour at many brightnesses, so a pixel is compared with the ball's colour
/// scaled in linear light to the pixel's own brightness (between `darkestShade` and `brightestShade` of it): ΔE*ab
/// to that shaded colour at most `tolerance`. The answer for every colour is precomputed into a table of 64 levels per
/// channel (256 KiB), so the per-pixel test is one lookup.
public struct BallColorModel: Sendable {
    /// The ball's colour, 8-bit sRGB.
    public let red: UInt8, green: UInt8, blue: UInt8
    /// The largest ΔE*ab a ball pixel may differ from the shaded ball colour.
    public let tolerance: Double
    /// Shading range in linear light: 0.2 (the shadowed underside) to 1.3 (a sheen).
    public static let darkestShade = 0.2
    public static let brightestShade = 1.3
    /// A ΔE*ab that separates the spec's colours from lane wood, pins, gutters and each other in lane light.
    public static let defaultTolerance = 16.0

    /// One flag per colour at 6 bits a channel (index r << 12 | g << 6 | b): 1 for the ball's colour.
    let table: [UInt8]

    public init(red: UInt8, green: UInt8, blue: UInt8, tolerance: Double = BallColorModel.defaultTolerance) {
        self.red = red
        self.green = green
        self.blue = blue
        self.tolerance = tolerance
        let baseR = SRGB.linear(Double(red) / 255)
        let baseG = SRGB.linear(Double(green) / 255)
        let baseB = SRGB.linear(Double(blue) / 255)
        let baseSquared = baseR * baseR + baseG * baseG + baseB * baseB
        var levels = [Double](repeating: 0, count: 64)
        for level in 0..<64 { levels[level] = SRGB.linear((Double(level) * 4 + 1.5) / 255) }
        var table = [UInt8](repeating: 0, count: 64 * 64 * 64)
        for r in 0..<64 {
            for g in 0..<64 {
                for b in 0..<64 {
                    let pr = levels[r]
                    let pg = levels[g]
                    let pb = levels[b]
                    var shade = baseSquared > 0 ? (pr * baseR + pg * baseG + pb * baseB) / baseSquared : 0
                    if shade < Self.darkestShade { shade = Self.darkestShade }
                    if shade > Self.brightestShade { shade = Self.brightestShade }
                    let pixel = LabColor(linearRed: pr, linearGreen: pg, linearBlue: pb)
                    let shaded = LabColor(
                        linearRed: min(1, baseR * shade), linearGreen: min(1, baseG * shade),
                        linearBlue: min(1, baseB * shade))
                    if pixel.distance(to: shaded) <= tolerance { table[(r << 12) | (g << 6) | b] = 1 }
                }
            }
        }
        self.table = table
    }

    /// Whether an 8-bit sRGB colour is the ball's.
    @inline(__always)
    public func matches(red r: UInt8, green g: UInt8, blue b: UInt8) -> Bool {
        table[(Int(r >> 2) << 12) | (Int(g >> 2) << 6) | Int(b >> 2)] != 0
    }
}
