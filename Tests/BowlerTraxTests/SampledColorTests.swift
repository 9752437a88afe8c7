import BowlerTrax
import BowlerTraxVision
import Testing

/// The colour a tap on the ball picks: the mean of the 5x5 patch around the tapped pixel, checked on frames whose
/// pixels are known.
@Suite("Tapped colour")
struct SampledColorTests {
    /// A 20x12 RGBA frame: grey, with a 5x5 square of (200, 40, 90) centred on (10, 6) and one white pixel inside it.
    func frame(bytesPerPixel: Int = 4) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: 20 * 12 * bytesPerPixel)
        for y in 0..<12 {
            for x in 0..<20 {
                let inSquare = abs(x - 10) <= 2 && abs(y - 6) <= 2
                let color: [UInt8] = x == 11 && y == 7 ? [255, 255, 255] : inSquare ? [200, 40, 90] : [100, 100, 100]
                let offset = (y * 20 + x) * bytesPerPixel
                for channel in 0..<3 { pixels[offset + channel] = color[channel] }
                if bytesPerPixel == 4 { pixels[offset + 3] = 255 }
            }
        }
        return pixels
    }

    func sample(_ frame: [UInt8], _ column: Int, _ row: Int, bytesPerPixel: Int = 4) -> SampledColor? {
        frame.withUnsafeBufferPointer {
            SampledColor(frame: $0, width: 20, height: 12, bytesPerPixel: bytesPerPixel, column: column, row: row)
        }
    }

    @Test func theMeanOfTheFiveByFivePatchRoundedDown() {
        // 24 square pixels and one white: red (24*200 + 255)/25 = 202.2, green (24*40 + 255)/25 = 48.6,
        // blue (24*90 + 255)/25 = 96.6.
        #expect(sample(frame(), 10, 6) == SampledColor(red: 202, green: 48, blue: 96))
        #expect(sample(frame(bytesPerPixel: 3), 10, 6, bytesPerPixel: 3) == SampledColor(red: 202, green: 48, blue: 96))
    }

    @Test func aPatchAtTheEdgeIsCutToTheFrame() {
        // Pixel (0, 0): a 3x3 patch, all grey.
        #expect(sample(frame(), 0, 0) == SampledColor(red: 100, green: 100, blue: 100))
        // Pixel (12, 8): columns 10-14 and rows 6-10; square pixels are columns 10-12 and rows 6-8 (9, one of them
        // white), the other 16 grey: red (8*200 + 255 + 16*100)/25 = 138.2.
        #expect(sample(frame(), 12, 8) == SampledColor(red: 138, green: 87, blue: 103))
    }

    @Test func aTapOffTheFrameOrAShortFramePicksNothing() throws {
        #expect(sample(frame(), 20, 0) == nil)
        #expect(sample(frame(), 0, -1) == nil)
        #expect(sample(Array(frame().prefix(100)), 1, 1) == nil)
        #expect(throws: BallColorProblem.tapOutsideFrame) {
            try BallColorChoice.sampled(
                frame: frame(bytesPerPixel: 3), width: 20, height: 12, at: ImagePoint(x: 25, y: 1))
        }
        let model = try BallColorChoice.sampled(
            frame: frame(bytesPerPixel: 3), width: 20, height: 12, at: ImagePoint(x: 10.7, y: 6.2))
        #expect((model.red, model.green, model.blue) == (202, 48, 96))
    }
}
