/// The colour a tap on the ball picks: the mean of the 5x5 pixels around the tapped pixel, cut at the frame's edges
/// (each channel's sum divided by the pixel count, rounded down). Ball Profiles' "Tap ball on the camera frame" and the
/// first-shot tutorial's "Tap Your Ball" use it, natively and in the page's WebAssembly.
public struct SampledColor: Sendable, Equatable {
    public let red: UInt8, green: UInt8, blue: UInt8

    /// How far from the tapped pixel the patch reaches: 2, a 5x5 patch.
    public static let patchRadius = 2

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The mean colour around pixel (`column`, `row`) of a frame of `bytesPerPixel` bytes a pixel (RGB or RGBA,
    /// red first); nil when the pixel is outside the frame or the frame is shorter than its size says.
    public init?(
        frame: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int, column: Int, row: Int
    ) {
        guard width > 0, height > 0, bytesPerPixel >= 3, column >= 0, row >= 0, column < width, row < height,
            width <= Int.max / height / bytesPerPixel, frame.count >= width * height * bytesPerPixel
        else { return nil }
        let radius = Self.patchRadius
        var sums = (0, 0, 0)
        var count = 0
        for y in max(0, row - radius)...min(height - 1, row + radius) {
            for x in max(0, column - radius)...min(width - 1, column + radius) {
                let offset = (y * width + x) * bytesPerPixel
                sums = (sums.0 + Int(frame[offset]), sums.1 + Int(frame[offset + 1]), sums.2 + Int(frame[offset + 2]))
                count += 1
            }
        }
        self.init(red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
    }
}
