import BowlerTraxVision

/// A rectangle of whole pixels in an image: top-left corner and size.
public struct PixelWindow: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static func whole(_ width: Int, _ height: Int) -> PixelWindow {
        PixelWindow(x: 0, y: 0, width: width, height: height)
    }

    /// This window's pixels of an RGB frame of `imageWidth` pixels a row.
    public func crop(_ frame: [UInt8], imageWidth: Int, bytesPerPixel: Int = 3) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(width * height * bytesPerPixel)
        for row in y..<(y + height) {
            let start = (row * imageWidth + x) * bytesPerPixel
            result.append(contentsOf: frame[start..<(start + width * bytesPerPixel)])
        }
        return result
    }
}

extension LaneCalibration {
    /// Nearest lane distance searched (the approach just before the foul line), feet.
    public static let searchStartFeet = -2.5
    /// Furthest lane distance searched (past the head pin, so the path's end can be fitted at 60 ft), feet.
    public static let searchEndFeet = 63.0
    /// The ball is first acquired only nearer than this, feet: detection starts near the foul line.
    public static let acquisitionDistanceFeet = 20.0
    /// Tracking ends when the contact point passes this distance, feet.
    public static let finishDistanceFeet = 62.0

    /// The part of the image the tracker needs: the rows and columns it searches, each with room for a ball of the
    /// size expected on that row (above the far end, beside the lane), rounded out to even pixels (a decoder can crop
    /// it). The far end's small ball needs fewer rows above it than the near end's large one needs at the sides.
    public var trackingWindow: PixelWindow {
        let full = trackerSetup(
            bytesPerPixel: 3, framesPerSecond: 60, window: PixelWindow.whole(imageWidth, imageHeight))
        var left = Int.max
        var right = Int.min
        var top = Int.max
        var bottom = Int.min
        for row in 0..<imageHeight where full.firstColumn[row] <= full.lastColumn[row] {
            let reach = Int(full.ballDiameter[row]) + 4
            left = min(left, Int(full.firstColumn[row]) - reach)
            right = max(right, Int(full.lastColumn[row]) + reach)
            top = min(top, row - reach)
            bottom = max(bottom, row + reach)
        }
        guard left <= right, top <= bottom else { return .whole(imageWidth, imageHeight) }
        let x = max(0, left & ~1)
        let y = max(0, top & ~1)
        let endX = min(imageWidth, (right + 2) & ~1)
        let endY = min(imageHeight, (bottom + 2) & ~1)
        return PixelWindow(x: x, y: y, width: endX - x, height: endY - y)
    }

    /// The per-frame tracker's view of this lane: for each row of `window` (the whole image by default), the
    /// columns of the lane plus a ball's radius on either side, and the ball's expected diameter when it touches the
    /// lane on that row.
    public func trackerSetup(bytesPerPixel: Int, framesPerSecond: Double, window: PixelWindow? = nil) -> TrackerSetup {
        let window = window ?? .whole(imageWidth, imageHeight)
        let height = imageHeight
        let width = imageWidth
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
                var low = Double.infinity
                var high = -Double.infinity
                for index in 0..<4 {
                    let a = corners[index]
                    let b = corners[(index + 1) % 4]
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
        let rows = window.y..<(window.y + window.height)
        let shift = Int32(window.x)
        let lastColumnInWindow = Int32(window.width - 1)
        return TrackerSetup(
            width: window.width, height: window.height, originX: window.x, originY: window.y,
            bytesPerPixel: bytesPerPixel,
            firstColumn: rows.map { max(0, first[$0] - shift) },
            lastColumn: rows.map { first[$0] > last[$0] ? -1 : min(lastColumnInWindow, last[$0] - shift) },
            ballDiameter: rows.map { diameters[$0] },
            acquisitionRow: row(at: Self.acquisitionDistanceFeet) - window.y,
            finishRow: row(at: Self.finishDistanceFeet) - window.y,
            maximumMissedFrames: max(3, Int(Elementary.rounded(framesPerSecond * 0.15))),
            framesPerSecond: framesPerSecond)
    }
}
