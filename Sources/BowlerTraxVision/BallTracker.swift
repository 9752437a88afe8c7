/// Finds the ball frame by frame: a colour test, a blob search inside the lane with the expected ball size, and a
/// motion model that searches only near the predicted position once the ball is found.
///
/// ```swift
/// var tracker = BallTracker(setup: setup, color: BallColorModel(red: 0x6e, green: 0x28, blue: 0xaa))
/// for (index, frame) in frames.enumerated() {
///     frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
///     if tracker.state == .finished || tracker.state == .lost { break }
/// }
/// let track = tracker.observations
/// ```
public struct BallTracker {
    public let setup: TrackerSetup
    public let color: BallColorModel
    public private(set) var state: TrackingState = .searching
    /// One observation per frame the ball was found in, in frame order.
    public private(set) var observations: [BallObservation] = []
    private var missedFrames = 0
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0
    private var stack: [Int32] = []
    private var rowFirst: [Int32] = []
    private var rowLast: [Int32] = []

    /// The blob's filled area over the expected disc's area must lie in this range.
    static let areaRatioRange: ClosedRange<Double> = 0.35...1.9
    /// Longest side over shortest side of the blob's bounding box.
    static let maximumElongation = 1.8
    /// Filled area over bounding-box area (a disc has π/4).
    static let minimumFill = 0.5
    /// The smallest ball the tracker looks for, pixels across.
    static let minimumDiameter = 3.0

    public init(setup: TrackerSetup, color: BallColorModel) {
        self.setup = setup
        self.color = color
        stamps = [UInt32](repeating: 0, count: setup.width * setup.height)
    }

    /// Looks for the ball in one frame (`width * height * bytesPerPixel` bytes); true when it was found.
    public mutating func process(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> Bool {
        guard setup.isConsistent, frame.count >= setup.width * setup.height * setup.bytesPerPixel else { return false }
        switch state {
        case .finished, .lost:
            return false
        case .searching:
            guard let found = searchLane(frame: frame, frameIndex: frameIndex) else { return false }
            record(found)
            return true
        case .tracking:
            if let found = searchNearPrediction(frame: frame, frameIndex: frameIndex) {
                record(found)
                return true
            }
            missedFrames += 1
            if missedFrames > setup.maximumMissedFrames { state = .lost }
            return false
        }
    }

    private mutating func record(_ observation: BallObservation) {
        observations.append(observation)
        missedFrames = 0
        state = observation.contactY < Double(setup.finishRow) ? .finished : .tracking
    }

    // MARK: Search

    private mutating func searchLane(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> BallObservation? {
        nextStamp()
        var best: BallObservation?
        var bestScore = Double.infinity
        var row = max(0, min(setup.height - 1, setup.acquisitionRow) - 1)
        // From the acquisition row down to the bottom of the lane region: the ball's centre sits above its contact
        // point, so rows up to one diameter above the acquisition row are searched too.
        let top = max(0, setup.acquisitionRow - Int(setup.diameter(atRow: Double(setup.acquisitionRow))) - 1)
        row = top
        while row < setup.height {
            let diameter = setup.diameter(atRow: Double(row))
            let step = max(1, Int(diameter / 3))
            if diameter >= Self.minimumDiameter {
                let first = Int(setup.firstColumn[row]), last = Int(setup.lastColumn[row])
                var column = max(0, first)
                while column <= min(setup.width - 1, last) {
                    if let candidate = blob(frame: frame, seedColumn: column, seedRow: row, frameIndex: frameIndex),
                       candidate.contactY >= Double(setup.acquisitionRow) {
                        let score = abs(candidate.radius / candidate.expectedRadius - 1)
                        if score < bestScore {
                            bestScore = score
                            best = candidate
                        }
                    }
                    column += step
                }
            }
            row += step
        }
        return best
    }

    private mutating func searchNearPrediction(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> BallObservation? {
        guard let last = observations.last else { return nil }
        var predictedX = last.centerX, predictedY = last.centerY
        if observations.count >= 2 {
            let previous = observations[observations.count - 2]
            let gap = Double(last.frameIndex - previous.frameIndex)
            let ahead = Double(frameIndex - last.frameIndex)
            predictedX += (last.centerX - previous.centerX) / gap * ahead
            predictedY += (last.centerY - previous.centerY) / gap * ahead
        }
        let diameter = max(Self.minimumDiameter, last.expectedRadius * 2)
        let movement = observations.count >= 2
            ? abs(predictedX - last.centerX) + abs(predictedY - last.centerY) : diameter * 2
        let reach = 1.5 * diameter + 0.5 * movement + Double(missedFrames) * diameter
        nextStamp()
        let step = max(1, Int(diameter / 3))
        var best: BallObservation?
        var bestScore = Double.infinity
        var row = max(0, Int(predictedY - reach))
        let bottom = min(setup.height - 1, Int(predictedY + reach))
        while row <= bottom {
            var column = max(0, Int(predictedX - reach), Int(setup.firstColumn[row]))
            let right = min(setup.width - 1, Int(predictedX + reach), Int(setup.lastColumn[row]))
            while column <= right {
                if let candidate = blob(frame: frame, seedColumn: column, seedRow: row, frameIndex: frameIndex) {
                    let dx = candidate.centerX - predictedX, dy = candidate.centerY - predictedY
                    let score = (dx * dx + dy * dy).squareRoot() / diameter
                        + abs(candidate.radius / candidate.expectedRadius - 1)
                    if score < bestScore {
                        bestScore = score
                        best = candidate
                    }
                }
                column += step
            }
            row += step
        }
        return best
    }

    private mutating func nextStamp() {
        if stamp == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            stamp = 0
        }
        stamp += 1
    }

    // MARK: Blob

    @inline(__always)
    private func isBall(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Bool {
        let offset = pixel * setup.bytesPerPixel
        return color.matches(red: frame[offset], green: frame[offset + 1], blue: frame[offset + 2])
    }

    /// The ball-coloured blob grown from a seed pixel, if it is the size and shape of the ball there.
    private mutating func blob(frame: UnsafeBufferPointer<UInt8>, seedColumn: Int, seedRow: Int,
                               frameIndex: Int) -> BallObservation? {
        let width = setup.width
        let seed = seedRow * width + seedColumn
        guard stamps[seed] != stamp, isBall(frame, seed) else { return nil }
        let seedDiameter = setup.diameter(atRow: Double(seedRow))
        guard seedDiameter >= Self.minimumDiameter else { return nil }
        // The blob may grow two expected diameters from the seed; touching that box means it is too big.
        let reach = Int(2 * seedDiameter) + 2
        let left = max(0, seedColumn - reach), right = min(width - 1, seedColumn + reach)
        let top = max(0, seedRow - reach), bottom = min(setup.height - 1, seedRow + reach)
        let rows = bottom - top + 1
        if rowFirst.count < rows {
            rowFirst = [Int32](repeating: 0, count: rows)
            rowLast = [Int32](repeating: 0, count: rows)
        }
        for index in 0..<rows {
            rowFirst[index] = Int32.max
            rowLast[index] = Int32.min
        }
        stack.removeAll(keepingCapacity: true)
        stack.append(Int32(seed))
        stamps[seed] = stamp
        var touchesBox = false
        var count = 0
        var minColumn = seedColumn, maxColumn = seedColumn, minRow = seedRow, maxRow = seedRow
        while let next = stack.popLast() {
            let pixel = Int(next)
            let row = pixel / width, column = pixel - row * width
            count += 1
            let slot = row - top
            if Int32(column) < rowFirst[slot] { rowFirst[slot] = Int32(column) }
            if Int32(column) > rowLast[slot] { rowLast[slot] = Int32(column) }
            if column < minColumn { minColumn = column }
            if column > maxColumn { maxColumn = column }
            if row < minRow { minRow = row }
            if row > maxRow { maxRow = row }
            if column == left || column == right || row == top || row == bottom { touchesBox = true }
            if column > left { push(frame, pixel - 1) }
            if column < right { push(frame, pixel + 1) }
            if row > top { push(frame, pixel - width) }
            if row < bottom { push(frame, pixel + width) }
        }
        guard !touchesBox else { return nil }
        // Row spans with holes filled: the marker and highlights do not move the centre.
        var area = 0.0, sumX = 0.0, sumY = 0.0
        for row in minRow...maxRow {
            let slot = row - top
            guard rowFirst[slot] <= rowLast[slot] else { continue }
            let length = Double(rowLast[slot] - rowFirst[slot] + 1)
            area += length
            sumX += (Double(rowFirst[slot]) + Double(rowLast[slot]) + 1) / 2 * length
            sumY += (Double(row) + 0.5) * length
        }
        let centerX = sumX / area, centerY = sumY / area
        let radius = (area / Double.pi).squareRoot()
        let expectedRadius = setup.diameter(atRow: centerY + radius) / 2
        guard expectedRadius * 2 >= Self.minimumDiameter else { return nil }
        let expectedArea = Double.pi * expectedRadius * expectedRadius
        let boxWidth = Double(maxColumn - minColumn + 1), boxHeight = Double(maxRow - minRow + 1)
        guard Self.areaRatioRange.contains(area / expectedArea),
              max(boxWidth, boxHeight) / min(boxWidth, boxHeight) <= Self.maximumElongation,
              area / (boxWidth * boxHeight) >= Self.minimumFill
        else { return nil }
        let marker = markerInside(frame: frame, centerX: centerX, centerY: centerY, radius: radius)
        return BallObservation(
            frameIndex: frameIndex, centerX: centerX, centerY: centerY, radius: radius, expectedRadius: expectedRadius,
            contactX: centerX, contactY: centerY + expectedRadius, markerShare: marker.share,
            markerOffsetX: marker.offsetX, markerOffsetY: marker.offsetY)
    }

    @inline(__always)
    private mutating func push(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) {
        if stamps[pixel] != stamp && isBall(frame, pixel) {
            stamps[pixel] = stamp
            stack.append(Int32(pixel))
        }
    }

    /// The pixels inside 80 % of the ball's radius that are not its colour: how many, and where on average.
    private func markerInside(frame: UnsafeBufferPointer<UInt8>, centerX: Double, centerY: Double,
                              radius: Double) -> (share: Double, offsetX: Double, offsetY: Double) {
        let inner = radius * 0.8
        let firstRow = max(0, Int(centerY - inner)), lastRow = min(setup.height - 1, Int(centerY + inner))
        let firstColumn = max(0, Int(centerX - inner)), lastColumn = min(setup.width - 1, Int(centerX + inner))
        guard firstRow <= lastRow, firstColumn <= lastColumn, inner > 0 else { return (0, 0, 0) }
        var total = 0, other = 0
        var sumX = 0.0, sumY = 0.0
        for row in firstRow...lastRow {
            let dy = Double(row) + 0.5 - centerY
            for column in firstColumn...lastColumn {
                let dx = Double(column) + 0.5 - centerX
                guard dx * dx + dy * dy <= inner * inner else { continue }
                total += 1
                if !isBall(frame, row * setup.width + column) {
                    other += 1
                    sumX += dx
                    sumY += dy
                }
            }
        }
        guard total > 0, other > 0 else { return (0, 0, 0) }
        return (Double(other) / Double(total), sumX / Double(other) / radius, sumY / Double(other) / radius)
    }
}
