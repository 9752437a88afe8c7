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
    /// The observations in the window's own coordinates.
    private var track: [BallObservation] = []
    private var missedFrames = 0
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0
    private var stack: [Int32] = []
    private var rowFirst: [Int32] = []
    private var rowLast: [Int32] = []
    /// The lane without the ball (RGB): the first frame, with the ball's first box repainted once it has moved on.
    private var background: [UInt8] = []
    /// The box the ball covered when the background was taken, until it is repainted: (left, top, right, bottom).
    private var staleBox: (Int, Int, Int, Int)?

    /// The blob's filled area over the expected disc's area must lie in this range.
    static let areaRatioRange: ClosedRange<Double> = 0.35...1.9
    /// Longest side over shortest side of the blob's bounding box.
    static let maximumElongation = 1.8
    /// Filled area over bounding-box area (a disc has π/4).
    static let minimumFill = 0.5
    /// The smallest ball the tracker looks for, pixels across.
    static let minimumDiameter = 3.0

    /// One observation per frame the ball was found in, in frame order, in the full image's coordinates.
    public var observations: [BallObservation] { track.map(inImage) }

    /// The number of observations so far.
    public var observationCount: Int { track.count }

    /// Observation `index` (0..<observationCount), in the full image's coordinates.
    public func observation(at index: Int) -> BallObservation { inImage(track[index]) }

    private func inImage(_ observation: BallObservation) -> BallObservation {
        var shifted = observation
        let dx = Double(setup.originX)
        let dy = Double(setup.originY)
        shifted.centerX += dx
        shifted.centerY += dy
        shifted.contactX += dx
        shifted.contactY += dy
        return shifted
    }

    public init(setup: TrackerSetup, color: BallColorModel) {
        self.setup = setup
        self.color = color
        stamps = [UInt32](repeating: 0, count: setup.width * setup.height)
    }

    /// Looks for the ball in one frame (`width * height * bytesPerPixel` bytes); true when it was found.
    public mutating func process(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> Bool {
        guard setup.isConsistent, frame.count >= setup.width * setup.height * setup.bytesPerPixel else { return false }
        if background.isEmpty {
            takeBackground(frame)
            firstFrameIndex = frameIndex
        }
        switch state {
        case .finished, .lost:
            return false
        case .searching:
            guard let found = searchLane(frame: frame, frameIndex: frameIndex) else { return false }
            record(found)
            return true
        case .tracking:
            if let found = searchNearPrediction(frame: frame, frameIndex: frameIndex) {
                let reach = Int(found.radius) + 2
                repaintStaleBox(
                    frame, ballLeft: Int(found.centerX) - reach, ballTop: Int(found.centerY) - reach,
                    ballRight: Int(found.centerX) + reach, ballBottom: Int(found.centerY) + reach)
                record(found)
                return true
            }
            missedFrames += 1
            if missedFrames > setup.maximumMissedFrames { state = .lost }
            return false
        }
    }

    private mutating func record(_ observation: BallObservation) {
        if track.isEmpty && observation.frameIndex == firstFrameIndex {
            let reach = Int(observation.expectedRadius * 1.5) + 2
            staleBox = (
                Int(observation.centerX) - reach, Int(observation.centerY) - reach,
                Int(observation.centerX) + reach, Int(observation.centerY) + reach
            )
        }
        track.append(observation)
        missedFrames = 0
        state = observation.contactY < Double(setup.finishRow) ? .finished : .tracking
    }

    // MARK: Background

    private var firstFrameIndex = 0

    private mutating func takeBackground(_ frame: UnsafeBufferPointer<UInt8>) {
        let pixels = setup.width * setup.height
        background = [UInt8](repeating: 0, count: pixels * 3)
        for pixel in 0..<pixels {
            let source = pixel * setup.bytesPerPixel
            background[pixel * 3] = frame[source]
            background[pixel * 3 + 1] = frame[source + 1]
            background[pixel * 3 + 2] = frame[source + 2]
        }
    }

    /// Once the ball has left the box it covered in the background frame, that box is copied from this frame.
    private mutating func repaintStaleBox(
        _ frame: UnsafeBufferPointer<UInt8>, ballLeft: Int, ballTop: Int,
        ballRight: Int, ballBottom: Int
    ) {
        guard let box = staleBox else { return }
        guard ballRight < box.0 || ballLeft > box.2 || ballBottom < box.1 || ballTop > box.3 else { return }
        for row in max(0, box.1)...min(setup.height - 1, box.3) {
            for column in max(0, box.0)...min(setup.width - 1, box.2) {
                let pixel = row * setup.width + column
                let source = pixel * setup.bytesPerPixel
                background[pixel * 3] = frame[source]
                background[pixel * 3 + 1] = frame[source + 1]
                background[pixel * 3 + 2] = frame[source + 2]
            }
        }
        staleBox = nil
    }

    private func overlapsStaleBox(left: Int, top: Int, right: Int, bottom: Int) -> Bool {
        guard let box = staleBox else { return false }
        return !(right < box.0 || left > box.2 || bottom < box.1 || top > box.3)
    }

    @inline(__always)
    private func backgroundDifference(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Int {
        let offset = pixel * setup.bytesPerPixel
        let base = pixel * 3
        let dr = Int(frame[offset]) - Int(background[base])
        let dg = Int(frame[offset + 1]) - Int(background[base + 1])
        let db = Int(frame[offset + 2]) - Int(background[base + 2])
        return abs(dr) + abs(dg) + abs(db)
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
                let first = Int(setup.firstColumn[row])
                let last = Int(setup.lastColumn[row])
                var column = max(0, first)
                while column <= min(setup.width - 1, last) {
                    if let candidate = blob(frame: frame, seedColumn: column, seedRow: row, frameIndex: frameIndex),
                        candidate.contactY >= Double(setup.acquisitionRow)
                    {
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
        if let found = searchNearPrediction(frame: frame, frameIndex: frameIndex, clipped: false) { return found }
        return searchNearPrediction(frame: frame, frameIndex: frameIndex, clipped: true)
    }

    /// Searches around the predicted position; `clipped` cuts every blob at a box of the ball's size around the
    /// prediction (for a ball touching something of its colour).
    private mutating func searchNearPrediction(
        frame: UnsafeBufferPointer<UInt8>, frameIndex: Int,
        clipped: Bool
    ) -> BallObservation? {
        guard let last = track.last else { return nil }
        var predictedX = last.centerX
        var predictedY = last.centerY
        if track.count >= 2 {
            let previous = track[track.count - 2]
            let gap = Double(last.frameIndex - previous.frameIndex)
            let ahead = Double(frameIndex - last.frameIndex)
            predictedX += (last.centerX - previous.centerX) / gap * ahead
            predictedY += (last.centerY - previous.centerY) / gap * ahead
        }
        let diameter = max(Self.minimumDiameter, last.expectedRadius * 2)
        let movement =
            track.count >= 2
            ? abs(predictedX - last.centerX) + abs(predictedY - last.centerY) : diameter * 2
        let reach = 1.5 * diameter + 0.5 * movement + Double(missedFrames) * diameter
        nextStamp()
        let clipReach = Int(0.8 * diameter) + 2
        let clip =
            clipped
            ? (
                left: Int(predictedX) - clipReach, top: Int(predictedY) - clipReach, right: Int(predictedX) + clipReach,
                bottom: Int(predictedY) + clipReach
            )
            : nil
        let step = max(1, Int(diameter / 3))
        var best: BallObservation?
        var bestScore = Double.infinity
        var row = max(0, Int(predictedY - reach))
        let bottom = min(setup.height - 1, Int(predictedY + reach))
        while row <= bottom {
            var column = max(0, Int(predictedX - reach))
            let right = min(setup.width - 1, Int(predictedX + reach))
            while column <= right {
                if let candidate = blob(
                    frame: frame, seedColumn: column, seedRow: row, frameIndex: frameIndex, clip: clip)
                {
                    let dx = candidate.centerX - predictedX
                    let dy = candidate.centerY - predictedY
                    let score =
                        (dx * dx + dy * dy).squareRoot() / diameter
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
    private mutating func blob(
        frame: UnsafeBufferPointer<UInt8>, seedColumn: Int, seedRow: Int,
        frameIndex: Int, clip: (left: Int, top: Int, right: Int, bottom: Int)? = nil
    ) -> BallObservation? {
        let width = setup.width
        let seed = seedRow * width + seedColumn
        guard stamps[seed] != stamp, isBall(frame, seed) else { return nil }
        let seedDiameter = setup.diameter(atRow: Double(seedRow))
        guard seedDiameter >= Self.minimumDiameter else { return nil }
        // The blob may grow two expected diameters from the seed; touching that box means it is too big. With a
        // clip box (the ball merged with something of its colour), the blob is cut at the box instead.
        let reach = Int(2 * seedDiameter) + 2
        let left = max(0, clip?.left ?? seedColumn - reach)
        let right = min(width - 1, clip?.right ?? seedColumn + reach)
        let top = max(0, clip?.top ?? seedRow - reach)
        let bottom = min(setup.height - 1, clip?.bottom ?? seedRow + reach)
        guard left <= seedColumn, seedColumn <= right, top <= seedRow, seedRow <= bottom else { return nil }
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
        var minColumn = seedColumn
        var maxColumn = seedColumn
        var minRow = seedRow
        var maxRow = seedRow
        while let next = stack.popLast() {
            let pixel = Int(next)
            let row = pixel / width
            let column = pixel - row * width
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
        guard !touchesBox || clip != nil else { return nil }
        // Row spans with holes filled: the marker and highlights do not move the centre.
        var area = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for row in minRow...maxRow {
            let slot = row - top
            guard rowFirst[slot] <= rowLast[slot] else { continue }
            let length = Double(rowLast[slot] - rowFirst[slot] + 1)
            area += length
            sumX += (Double(rowFirst[slot]) + Double(rowLast[slot]) + 1) / 2 * length
            sumY += (Double(row) + 0.5) * length
        }
        var centerX = sumX / area
        var centerY = sumY / area
        var radius = (area / Double.pi).squareRoot()
        let coreExpectedRadius = setup.diameter(atRow: centerY + radius) / 2
        guard coreExpectedRadius * 2 >= Self.minimumDiameter else { return nil }
        let expectedArea = Double.pi * coreExpectedRadius * coreExpectedRadius
        let boxWidth = Double(maxColumn - minColumn + 1)
        let boxHeight = Double(maxRow - minRow + 1)
        guard Self.areaRatioRange.contains(area / expectedArea),
            max(boxWidth, boxHeight) / min(boxWidth, boxHeight) <= Self.maximumElongation,
            area / (boxWidth * boxHeight) >= Self.minimumFill
        else { return nil }
        if let silhouette = silhouette(
            frame: frame, coreLeft: minColumn, coreTop: minRow, coreRight: maxColumn,
            coreBottom: maxRow, coreArea: area, expectedRadius: coreExpectedRadius)
        {
            centerX = silhouette.centerX
            centerY = silhouette.centerY
            radius = silhouette.radius
        }
        let expectedRadius = setup.diameter(atRow: centerY + radius) / 2
        let marker = markerInside(frame: frame, centerX: centerX, centerY: centerY, radius: radius)
        return BallObservation(
            frameIndex: frameIndex, centerX: centerX, centerY: centerY, radius: radius, expectedRadius: expectedRadius,
            contactX: centerX, contactY: centerY + expectedRadius, markerShare: marker.share,
            markerOffsetX: marker.offsetX, markerOffsetY: marker.offsetY)
    }

    /// The ball's whole silhouette around its colour core: pixels that differ from the empty lane by at least half
    /// the core's typical difference (anti-aliased edges count when half covered; the marker and highlights count
    /// too). Nil while the background under the ball is not known yet, or when the result does not look like the core.
    private func silhouette(
        frame: UnsafeBufferPointer<UInt8>, coreLeft: Int, coreTop: Int, coreRight: Int,
        coreBottom: Int, coreArea: Double,
        expectedRadius: Double
    ) -> (centerX: Double, centerY: Double, radius: Double)? {
        let margin = max(3, Int(expectedRadius * 0.6) + 1)
        let left = max(0, coreLeft - margin)
        let right = min(setup.width - 1, coreRight + margin)
        let top = max(0, coreTop - margin)
        let bottom = min(setup.height - 1, coreBottom + margin)
        guard !overlapsStaleBox(left: left, top: top, right: right, bottom: bottom) else { return nil }
        // The core's typical difference from the lane: the mean over its colour-matched pixels.
        var coreSum = 0
        var coreCount = 0
        for row in coreTop...coreBottom {
            for column in coreLeft...coreRight {
                let pixel = row * setup.width + column
                if stamps[pixel] == stamp && isBall(frame, pixel) {
                    coreSum += backgroundDifference(frame, pixel)
                    coreCount += 1
                }
            }
        }
        guard coreCount > 0 else { return nil }
        // Each pixel's coverage by the ball (alpha matting against the known empty lane): the pixel is a blend of
        // the lane under it and the ball's colour just inside the silhouette (two pixels toward the centre).
        let threshold = max(24, coreSum / coreCount / 2)
        let centerX = Double(coreLeft + coreRight + 1) / 2
        let centerY = Double(coreTop + coreBottom + 1) / 2
        var weight = 0.0
        var sumX = 0.0
        var sumY = 0.0
        var solid = 0.0
        for row in top...bottom {
            for column in left...right {
                let pixel = row * setup.width + column
                let difference = backgroundDifference(frame, pixel)
                guard difference >= Self.noiseFloor else { continue }
                if difference >= threshold { solid += 1 }
                let alpha = coverage(
                    frame, pixel: pixel, column: column, row: row, towardX: centerX, towardY: centerY,
                    solid: difference >= threshold)
                weight += alpha
                sumX += alpha * (Double(column) + 0.5)
                sumY += alpha * (Double(row) + 0.5)
            }
        }
        guard solid >= coreArea * 0.8, solid <= coreArea * 2.5, weight > 0 else { return nil }
        return (sumX / weight, sumY / weight, (weight / Double.pi).squareRoot())
    }

    /// The nearest integer, halves away from zero (without libm's `round`, which Embedded Swift for wasm lacks).
    @inline(__always)
    static func nearest(_ value: Double) -> Int { value >= 0 ? Int(value + 0.5) : -Int(-value + 0.5) }

    /// Differences from the empty lane below this (sum over R, G, B) are sensor noise.
    static let noiseFloor = 24

    /// How much of a pixel the ball covers, 0...1: the pixel's colour projected on the line from the lane's colour to
    /// the ball's colour nearby; `solid` (a clear difference) when that colour cannot tell.
    @inline(__always)
    private func coverage(
        _ frame: UnsafeBufferPointer<UInt8>, pixel: Int, column: Int, row: Int, towardX: Double,
        towardY: Double, solid: Bool
    ) -> Double {
        let dx = towardX - (Double(column) + 0.5)
        let dy = towardY - (Double(row) + 0.5)
        let length = (dx * dx + dy * dy).squareRoot()
        var innerColumn = column
        var innerRow = row
        if length > 2 {
            innerColumn = column + Self.nearest(2 * dx / length)
            innerRow = row + Self.nearest(2 * dy / length)
        }
        let inner = innerRow * setup.width + innerColumn
        let here = pixel * setup.bytesPerPixel
        let there = inner * setup.bytesPerPixel
        let lane = pixel * 3
        var along = 0.0
        var span = 0.0
        for channel in 0..<3 {
            let g = Double(background[lane + channel])
            let ball = Double(frame[there + channel]) - g
            along += (Double(frame[here + channel]) - g) * ball
            span += ball * ball
        }
        guard span > 900 else { return solid ? 1 : 0 }
        let alpha = along / span
        return alpha < 0 ? 0 : (alpha > 1 ? 1 : alpha)
    }

    @inline(__always)
    private mutating func push(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) {
        if stamps[pixel] != stamp && isBall(frame, pixel) {
            stamps[pixel] = stamp
            stack.append(Int32(pixel))
        }
    }

    /// The pixels inside 80 % of the ball's radius that are not its colour: how many, and where on average.
    private func markerInside(
        frame: UnsafeBufferPointer<UInt8>, centerX: Double, centerY: Double,
        radius: Double
    ) -> (share: Double, offsetX: Double, offsetY: Double) {
        let inner = radius * 0.8
        let firstRow = max(0, Int(centerY - inner))
        let lastRow = min(setup.height - 1, Int(centerY + inner))
        let firstColumn = max(0, Int(centerX - inner))
        let lastColumn = min(setup.width - 1, Int(centerX + inner))
        guard firstRow <= lastRow, firstColumn <= lastColumn, inner > 0 else { return (0, 0, 0) }
        var total = 0
        var other = 0
        var sumX = 0.0
        var sumY = 0.0
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
