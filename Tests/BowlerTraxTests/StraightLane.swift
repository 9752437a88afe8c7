import BowlerTraxVision

/// A synthetic lane seen straight from behind, for the tracker's own tests: every column searched on every row, the
/// ball's diameter growing evenly from the top row (far) to the bottom one (near).
struct StraightLane {
    var width: Int
    var height: Int
    /// The ball's diameter in pixels with its contact point on the top row and on the bottom row.
    var farDiameter: Double
    var nearDiameter: Double

    /// The ball's diameter with its contact point on `row`.
    func diameter(atRow row: Int) -> Double {
        farDiameter + (nearDiameter - farDiameter) * Double(row) / Double(height - 1)
    }

    /// A colour, 0...255 a channel.
    typealias Color = (red: Double, green: Double, blue: Double)

    /// An RGB frame of this lane, all of it `lane`, with a ball's disc over it (centre and radius in pixels; none when
    /// nil) painted `ball(x, y)` at each point inside: every pixel within a pixel of the disc sampled 4 x 4 times, so
    /// the disc's edge and whatever `ball` paints inside it are anti-aliased.
    func frame(
        lane: Color, disc: (x: Double, y: Double, radius: Double)?, ball: (_ x: Double, _ y: Double) -> Color
    ) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                var color: Color = (0, 0, 0)
                let near = disc.map {
                    abs(Double(row) + 0.5 - $0.y) < $0.radius + 1 && abs(Double(column) + 0.5 - $0.x) < $0.radius + 1
                }
                let samples = near == true ? 4 : 1
                for sampleY in 0..<samples {
                    for sampleX in 0..<samples {
                        let x = Double(column) + (Double(sampleX) + 0.5) / Double(samples)
                        let y = Double(row) + (Double(sampleY) + 0.5) / Double(samples)
                        var shade = lane
                        if let disc,
                            (x - disc.x) * (x - disc.x) + (y - disc.y) * (y - disc.y) <= disc.radius * disc.radius
                        {
                            shade = ball(x, y)
                        }
                        color.red += shade.red
                        color.green += shade.green
                        color.blue += shade.blue
                    }
                }
                let count = Double(samples * samples)
                let offset = (row * width + column) * 3
                pixels[offset] = UInt8(color.red / count)
                pixels[offset + 1] = UInt8(color.green / count)
                pixels[offset + 2] = UInt8(color.blue / count)
            }
        }
        return pixels
    }

    /// The tracker's setup for RGB frames of this lane.
    func setup(acquisitionRow: Int, finishRow: Int, maximumMissedFrames: Int, framesPerSecond: Double) -> TrackerSetup {
        TrackerSetup(
            width: width, height: height, bytesPerPixel: 3,
            firstColumn: [Int32](repeating: 0, count: height),
            lastColumn: [Int32](repeating: Int32(width - 1), count: height),
            ballDiameter: (0..<height).map { Float(diameter(atRow: $0)) }, acquisitionRow: acquisitionRow,
            finishRow: finishRow, maximumMissedFrames: maximumMissedFrames, framesPerSecond: framesPerSecond)
    }
}
