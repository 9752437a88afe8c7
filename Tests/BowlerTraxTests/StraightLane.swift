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
