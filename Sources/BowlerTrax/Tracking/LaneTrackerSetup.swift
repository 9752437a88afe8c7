import BowlerTraxVision

extension LaneCalibration {
    /// Nearest lane distance searched (the approach just before the foul line), feet.
    public static let searchStartFeet = -4.0
    /// Furthest lane distance searched (past the head pin, so the path's end can be fitted at 60 ft), feet.
    public static let searchEndFeet = 63.0
    /// The ball is first acquired only nearer than this, feet: detection starts near the foul line.
    public static let acquisitionDistanceFeet = 20.0
    /// Tracking ends when the contact point passes this distance, feet.
    public static let finishDistanceFeet = 62.0

    /// The per-frame tracker's view of this lane: for each image row, the columns of the lane plus a ball's radius on
    /// either side, and the ball's expected diameter when it touches the lane on that row.
    public func trackerSetup(bytesPerPixel: Int, framesPerSecond: Double) -> TrackerSetup {
        let height = imageHeight, width = imageWidth
        var first = [Int32](repeating: 1, count: height)
        var last = [Int32](repeating: 0, count: height)
        var diameters = [Float](repeating: 0, count: height)
        let margin = Lane.ballRadiusFeet + 2.0 / 12
        let half = Lane.widthFeet / 2 + margin
        let corners = [
            LanePoint(lateralFeet: -half, distanceFeet: Self.searchStartFeet),
            LanePoint(lateralFeet: half, distanceFeet: Self.searchStartFeet),
            LanePoint(lateralFeet: half, distanceFeet: Self.searchEndFeet),
            LanePoint(lateralFeet: -half, distanceFeet: Self.searchEndFeet),
        ].compactMap { imagePoint(of: $0) }
        if corners.count == 4 {
            for row in 0..<height {
                let y = Double(row) + 0.5
                var low = Double.infinity, high = -Double.infinity
                for index in 0..<4 {
                    let a = corners[index], b = corners[(index + 1) % 4]
                    guard (a.y - y) * (b.y - y) <= 0, a.y != b.y else { continue }
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    low = min(low, x)
                    high = max(high, x)
                }
                guard low <= high else { continue }
                first[row] = Int32(max(0, min(Double(width - 1), low.rounded(.down))))
                last[row] = Int32(max(0, min(Double(width - 1), high.rounded(.up))))
                if let point = lanePoint(at: ImagePoint(x: (low + high) / 2, y: y)) {
                    diameters[row] = Float(camera.ballDiameterPixels(at: point))
                }
            }
        }
        // The ball's centre and top stand above its contact point: beyond the lane's far end the rows keep the far
        // end's columns and ball size for a few ball diameters.
        if let top = diameters.firstIndex(where: { $0 > 0 }) {
            let extra = Int(4 * diameters[top]) + 2
            for row in max(0, top - extra)..<top {
                first[row] = first[top]
                last[row] = last[top]
                diameters[row] = diameters[top]
            }
        }
        func row(at distance: Double) -> Int {
            guard let point = imagePoint(of: LanePoint(lateralFeet: 0, distanceFeet: distance)) else { return 0 }
            return Int(point.y.rounded(.down))
        }
        return TrackerSetup(
            width: width, height: height, bytesPerPixel: bytesPerPixel, firstColumn: first, lastColumn: last,
            ballDiameter: diameters, acquisitionRow: row(at: Self.acquisitionDistanceFeet),
            finishRow: row(at: Self.finishDistanceFeet),
            maximumMissedFrames: max(3, Int((framesPerSecond * 0.15).rounded())))
    }
}
