/// Finds the ball frame by frame: a colour test (or, for a ball its chosen colour does not find, what changed from the
/// empty lane), a blob search inside the lane with the expected ball size, and a motion model that searches only near
/// the predicted position once the ball is found.
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
    /// This frame's exposure relative to the background's, in 256ths: mains flicker and the camera's auto-exposure
    /// are divided out before a pixel is compared with the background.
    private var exposure = 256
    /// Frames seen, for the background's rotating row update.
    private var framesSeen = 0
    /// Which colours are the ball's (6 bits a channel, as `BallColorModel`): the chosen colour's, then also the
    /// colours learned from the ball itself (`learnColors`).
    private var colorTable: [UInt8]
    /// How often each colour (5 bits a channel) appears on the empty lane, and inside the ball's first observations.
    private var laneHistogram: [UInt32] = []
    private var ballHistogram: [UInt32] = []
    private var laneSamples = 0
    private var ballSamples = 0
    /// Of `ballSamples`, those the chosen colour already matches.
    private var matchedSamples = 0
    private var observationsLearned = 0
    /// Whether pixels are told by how they differ from the empty lane instead of by colour: set only while the lane is
    /// searched for a ball its chosen colour does not find (`searchLaneByChange`).
    private var matchingChange = false
    /// Whether the track was found by what changed rather than by its colour.
    private var foundByChange = false
    /// Consecutive frames in which the lane held a candidate by what changed and none of the chosen colour.
    private var framesFoundOnlyByChange = 0

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
        let framesPerSecond = setup.framesPerSecond >= 1 ? setup.framesPerSecond : 1
        logarithmOfLargestShrinkPerFrame = min(
            Elementary.logarithm(Self.largestShrinkIn30thOfASecond) * 30 / framesPerSecond,
            Elementary.logarithm(Self.largestShrinkAnyFrame))
        colorTable = color.table
        stamps = [UInt32](repeating: 0, count: setup.width * setup.height)
    }

    /// Looks for the ball in one frame (`width * height * bytesPerPixel` bytes); true when it was found.
    public mutating func process(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> Bool {
        guard setup.isConsistent, frame.count >= setup.width * setup.height * setup.bytesPerPixel else { return false }
        if background.isEmpty {
            takeBackground(frame)
            countLaneColors(frame)
            firstFrameIndex = frameIndex
        }
        framesSeen += 1
        measureExposure(frame)
        defer { followBackground(frame) }
        switch state {
        case .finished, .lost:
            return false
        case .searching:
            if let found = searchLane(frame: frame, frameIndex: frameIndex) {
                record(found)
                if isPartlyCovered(frame, found) { _ = learnColorsAtOnce(frame, from: found) }
                learnColors(frame, from: found)
                return true
            }
            guard let found = searchLaneByChange(frame: frame, frameIndex: frameIndex) else { return false }
            foundByChange = true
            record(found)
            return true
        case .tracking:
            if let found = searchNearPrediction(frame: frame, frameIndex: frameIndex) {
                let reach = Int(found.radius) + 2
                repaintStaleBox(
                    frame, ballLeft: Int(found.centerX) - reach, ballTop: Int(found.centerY) - reach,
                    ballRight: Int(found.centerX) + reach, ballBottom: Int(found.centerY) + reach)
                record(found)
                learnColors(frame, from: found)
                return true
            }
            missedFrames += 1
            // A track on probation that misses frames was not the ball: start again at once.
            let allowed =
                isEstablished ? setup.maximumMissedFrames : min(2, setup.maximumMissedFrames)
            if missedFrames > allowed { lose() }
            return false
        }
    }

    /// Observations a track needs before losing it ends the shot; a shorter one was not the ball (the ball still in
    /// the bowler's hand, a shoe) and the search starts again, forgetting what it learned from it.
    static let establishedTrack = 8

    /// Whether the track is the ball's beyond doubt: `establishedTrack` observations, and for a ball found by what
    /// changed rather than by its colour, seen rolling away down the lane (the size the calibration expects where it is
    /// has shrunk by a sixth or more since it was found): a bowler's swinging hand or a shoe is not.
    private var isEstablished: Bool {
        guard track.count >= Self.establishedTrack else { return false }
        guard foundByChange, let first = track.first, let last = track.last else { return true }
        return last.expectedRadius * 6 <= first.expectedRadius * 5
    }

    private mutating func lose() {
        guard !isEstablished else {
            state = .lost
            return
        }
        track.removeAll()
        missedFrames = 0
        staleBox = nil
        state = .searching
        colorTable = color.table
        if !ballHistogram.isEmpty { ballHistogram = [UInt32](repeating: 0, count: 1 << 15) }
        ballSamples = 0
        matchedSamples = 0
        observationsLearned = 0
        foundByChange = false
        framesFoundOnlyByChange = 0
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
        let dr = Int(frame[offset]) - (Int(background[base]) * exposure) >> 8
        let dg = Int(frame[offset + 1]) - (Int(background[base + 1]) * exposure) >> 8
        let db = Int(frame[offset + 2]) - (Int(background[base + 2]) * exposure) >> 8
        return abs(dr) + abs(dg) + abs(db)
    }

    /// The background's colour at `pixel`, channel `channel`, at this frame's exposure.
    @inline(__always)
    private func backgroundValue(_ pixel: Int, _ channel: Int) -> Int {
        (Int(background[pixel * 3 + channel]) * exposure) >> 8
    }

    /// The ratio of this frame's brightness to the background's over a sparse grid of the lane (every 8th row and
    /// column), leaving out the ball's neighbourhood and any grid point that changed by more than a quarter from the
    /// last frame's ratio (a bowler, a ball).
    private mutating func measureExposure(_ frame: UnsafeBufferPointer<UInt8>) {
        let skip = ballNeighbourhood()
        var frameSum = 0
        var backgroundSum = 0
        var row = 4
        while row < setup.height {
            let first = Int(setup.firstColumn[row])
            let last = Int(setup.lastColumn[row])
            var column = first + 4
            while column <= last {
                if !(column >= skip.0 && column <= skip.2 && row >= skip.1 && row <= skip.3) {
                    let pixel = row * setup.width + column
                    let offset = pixel * setup.bytesPerPixel
                    let seen = Int(frame[offset]) + Int(frame[offset + 1]) + Int(frame[offset + 2])
                    let base = pixel * 3
                    let known = Int(background[base]) + Int(background[base + 1]) + Int(background[base + 2])
                    let expected = (known * exposure) >> 8
                    if abs(seen - expected) * 4 <= expected + 12 {
                        frameSum += seen
                        backgroundSum += known
                    }
                }
                column += 8
            }
            row += 8
        }
        guard backgroundSum > 0 else { return }
        let ratio = frameSum * 256 / backgroundSum
        exposure = ratio < 128 ? 128 : (ratio > 512 ? 512 : ratio)
    }

    /// The box around the ball's last position (with room for its reflection below it) that the background keeps
    /// out of its updates and the exposure out of its sample: (left, top, right, bottom); empty before the ball is found.
    private func ballNeighbourhood() -> (Int, Int, Int, Int) {
        guard let last = track.last, state == .tracking || state == .finished else { return (1, 1, 0, 0) }
        let reach = Int(2.5 * last.expectedRadius) + 4
        return (
            Int(last.centerX) - reach, Int(last.centerY) - reach, Int(last.centerX) + reach,
            Int(last.centerY) + reach + Int(2 * last.expectedRadius)
        )
    }

    /// Lets the background follow the scene: a sixteenth of the rows each frame (in turn), over the lane and a ball's
    /// width beside it, away from the ball. A pixel close to the background moves half way to this frame's colour (at
    /// the background's exposure); one that differs more (a bowler who stopped, a light that changed) moves a quarter,
    /// so a bowler standing at the foul line becomes background within about 64 frames while a rolling ball, which
    /// covers any pixel only briefly, leaves no trace.
    private mutating func followBackground(_ frame: UnsafeBufferPointer<UInt8>) {
        guard exposure > 0 else { return }
        let inverse = (1 << 24) / exposure
        let skip = ballNeighbourhood()
        let stale = staleBox ?? (1, 1, 0, 0)
        let spans = (framesSeen & 15, setup.height)
        // The pixels are written through a buffer of the array moved out of `self` (one uniqueness check a frame).
        var known = background
        background = []
        known.withUnsafeMutableBufferPointer { known in
            var row = spans.0
            while row < spans.1 {
                if let (left, right) = laneSpan(row) {
                    let skipRow = row >= skip.1 && row <= skip.3
                    let staleRow = row >= stale.1 && row <= stale.3
                    for column in left...right {
                        if skipRow && column >= skip.0 && column <= skip.2 { continue }
                        if staleRow && column >= stale.0 && column <= stale.2 { continue }
                        let pixel = row * setup.width + column
                        let offset = pixel * setup.bytesPerPixel
                        let base = pixel * 3
                        // This frame's colour at the background's exposure: times 256 / exposure, in fixed point.
                        let d0 = (Int(frame[offset]) * inverse) >> 16 - Int(known[base])
                        let d1 = (Int(frame[offset + 1]) * inverse) >> 16 - Int(known[base + 1])
                        let d2 = (Int(frame[offset + 2]) * inverse) >> 16 - Int(known[base + 2])
                        let shift = abs(d0) + abs(d1) + abs(d2) < Self.noiseFloor * 2 ? 1 : 2
                        known[base] = Self.clampedByte(Int(known[base]) + d0 / (1 << shift))
                        known[base + 1] = Self.clampedByte(Int(known[base + 1]) + d1 / (1 << shift))
                        known[base + 2] = Self.clampedByte(Int(known[base + 2]) + d2 / (1 << shift))
                    }
                }
                row += 16
            }
        }
        background = known
    }

    /// Row `row`'s columns of the lane and a ball's width beside it; nil where the lane does not reach the row.
    @inline(__always)
    private func laneSpan(_ row: Int) -> (Int, Int)? {
        let first = Int(setup.firstColumn[row])
        let last = Int(setup.lastColumn[row])
        guard first <= last else { return nil }
        let reach = Int(setup.ballDiameter[row]) + 2
        return (max(0, first - reach), min(setup.width - 1, last + reach))
    }

    @inline(__always)
    private static func clampedByte(_ value: Int) -> UInt8 { UInt8(value < 0 ? 0 : (value > 255 ? 255 : value)) }

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
                        candidate.contactY >= Double(setup.acquisitionRow),
                        Self.acquisitionSizeRange.contains(candidate.radius / candidate.expectedRadius),
                        isIsolated(frame, candidate)
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

    /// The lane searched by what changed from the empty lane instead of by colour, for a ball its chosen colour does
    /// not find (a preset that is none of a swirled ball's colours, the default colour of a user who skipped the ball
    /// profile): the same size, shape and isolation tests, after `framesBeforeFindingByChange`. The candidate teaches
    /// the tracker its colours at once (`learnColorsAtOnce`), and is refused when they cannot tell it from the lane.
    private mutating func searchLaneByChange(frame: UnsafeBufferPointer<UInt8>, frameIndex: Int) -> BallObservation? {
        guard !laneHistogram.isEmpty else { return nil }
        matchingChange = true
        let found = searchLane(frame: frame, frameIndex: frameIndex)
        matchingChange = false
        guard let found else {
            framesFoundOnlyByChange = 0
            return nil
        }
        framesFoundOnlyByChange += 1
        guard framesFoundOnlyByChange >= Self.framesBeforeFindingByChange, learnColorsAtOnce(frame, from: found)
        else { return nil }
        return found
    }

    /// A candidate by what changed is taken only in the third consecutive frame in which the chosen colour finds
    /// nothing: a ball its colour finds is found by it.
    static let framesBeforeFindingByChange = 3

    /// Whether a candidate can be the ball's next position: a rolling ball never comes back toward the camera (its
    /// contact point does not move down the image by more than a third of its radius), nor gets further down the
    /// lane than its speed allows (`largestShrinkIn30thOfASecond`), and until the track is established it must keep
    /// the size the calibration expects.
    private func isPlausibleNext(_ candidate: BallObservation, after last: BallObservation) -> Bool {
        guard candidate.contactY <= last.contactY + last.expectedRadius / 3 else { return false }
        // Over a second out of sight, the ball can be anywhere down the lane: the limit stops shrinking there.
        let frames = Double(min(Int(setup.framesPerSecond), max(1, candidate.frameIndex - last.frameIndex)))
        let smallest = last.expectedRadius * Elementary.exponential(frames * logarithmOfLargestShrinkPerFrame)
        guard candidate.expectedRadius >= smallest else { return false }
        return isEstablished
            || Self.acquisitionSizeRange.contains(candidate.radius / candidate.expectedRadius)
    }

    /// How much the size the calibration expects of the ball can shrink in a thirtieth of a second as it rolls away:
    /// a 30 mph ball filmed from 8 ft behind the foul line gets 1.5 ft further from the camera, and looks 16 %
    /// smaller. A candidate further down the lane than that since the last observation is something else of the
    /// ball's colour and size there (the bowler's head, seen above the lane, once the legs hid the ball). At a higher
    /// frame rate the limit per frame is the same share of the time (0.8^(30/fps)), but never under a 5 % shrink a
    /// frame: at 240 fps the same ball shrinks 2.2 % a frame, and the size read from the contact row jitters.
    static let largestShrinkIn30thOfASecond = 0.8
    /// The tightest limit a frame, whatever the frame rate (see above).
    static let largestShrinkAnyFrame = 0.95

    /// The logarithm of the largest shrink from one frame to the next at the setup's frame rate.
    let logarithmOfLargestShrinkPerFrame: Double

    /// The ball is first found only where its size is what the calibration expects on the lane: a patch of something
    /// of its colour is smaller, the ball in the bowler's hand (nearer the camera than the lane point behind it) larger.
    static let acquisitionSizeRange: ClosedRange<Double> = 0.8...1.25

    /// Whether a candidate stands alone in its colour: at most a sixth of a ring around it (from 1.3 to 1.8 times
    /// the expected radius, leaving out the quarter below it where its mirror image lies) has the ball's colour. A
    /// patch of a larger thing of that colour (the ball still in the bowler's hand, near the camera, a shirt) does not.
    private func isIsolated(_ frame: UnsafeBufferPointer<UInt8>, _ candidate: BallObservation) -> Bool {
        let inner = candidate.expectedRadius * 1.3
        let outer = max(inner + 2, candidate.expectedRadius * 1.8)
        let centerX = candidate.centerX
        let centerY = candidate.centerY
        var ring = 0
        var colored = 0
        for row in max(0, Int(centerY - outer))...min(setup.height - 1, Int(centerY + outer)) {
            let dy = Double(row) + 0.5 - centerY
            for column in max(0, Int(centerX - outer))...min(setup.width - 1, Int(centerX + outer)) {
                let dx = Double(column) + 0.5 - centerX
                let squared = dx * dx + dy * dy
                guard squared >= inner * inner, squared <= outer * outer, !(dy > 0 && dy > abs(dx)) else { continue }
                ring += 1
                if isCore(frame, row * setup.width + column) { colored += 1 }
            }
        }
        return colored * 6 <= ring
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
                    frame: frame, seedColumn: column, seedRow: row, frameIndex: frameIndex, clip: clip),
                    isPlausibleNext(candidate, after: last)
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

    /// Whether `pixel` has the ball's colour and is not the empty lane's own: a dark ball over a dark stretch of lane
    /// (the pin deck's shadow, a mirrored masking unit) is told from it by what changed. Where the empty lane is not
    /// known yet (the first frame, the box the ball covered in it) the colour alone decides.
    @inline(__always)
    private func isBallHere(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Bool {
        if matchingChange { return isChanged(frame, pixel) }
        guard isBall(frame, pixel) else { return false }
        guard !background.isEmpty else { return true }
        if isInStaleBox(pixel) { return true }
        return backgroundDifference(frame, pixel) >= Self.noiseFloor
    }

    /// Whether `pixel` differs clearly from the empty lane (twice the noise floor), outside the box the ball covered
    /// when the lane was first seen: the pixel test while the lane is searched by what changed.
    @inline(__always)
    private func isChanged(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Bool {
        !isInStaleBox(pixel) && backgroundDifference(frame, pixel) >= Self.noiseFloor * 2
    }

    /// Whether `pixel` lies in the box the ball covered when the lane was first seen, until it is repainted.
    @inline(__always)
    private func isInStaleBox(_ pixel: Int) -> Bool {
        guard let box = staleBox else { return false }
        let row = pixel / setup.width
        let column = pixel - row * setup.width
        return column >= box.0 && column <= box.2 && row >= box.1 && row <= box.3
    }

    /// The ball's test for `pixel` by itself: its colour, or while the lane is searched by what changed, that.
    @inline(__always)
    private func isCore(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Bool {
        matchingChange ? isChanged(frame, pixel) : isBall(frame, pixel)
    }

    @inline(__always)
    private func isBall(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Bool {
        let offset = pixel * setup.bytesPerPixel
        let index = (Int(frame[offset] >> 2) << 12) | (Int(frame[offset + 1] >> 2) << 6) | Int(frame[offset + 2] >> 2)
        return colorTable[index] != 0
    }

    // MARK: Colours learned from the ball

    /// The ball's first observations of at least this radius teach the tracker its colours.
    static let learningObservations = 6
    static let learningMinimumRadius = 4.0
    /// A colour is learned when at least 1/50 of the ball's samples have it and at most 1/2000 of the lane's.
    static let learnedBallShare = 50
    static let learnedLaneShare = 2000

    @inline(__always)
    private static func bin(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        (Int(red >> 3) << 10) | (Int(green >> 3) << 5) | Int(blue >> 3)
    }

    /// The empty lane's colours, every other pixel of every other row over the lane and a ball's width beside it.
    private mutating func countLaneColors(_ frame: UnsafeBufferPointer<UInt8>) {
        laneHistogram = [UInt32](repeating: 0, count: 1 << 15)
        ballHistogram = [UInt32](repeating: 0, count: 1 << 15)
        var row = 0
        while row < setup.height {
            if let (left, right) = laneSpan(row) {
                var column = left
                while column <= right {
                    let offset = (row * setup.width + column) * setup.bytesPerPixel
                    laneHistogram[Self.bin(frame[offset], frame[offset + 1], frame[offset + 2])] &+= 1
                    laneSamples += 1
                    column += 2
                }
            }
            row += 2
        }
    }

    /// Adds the colours inside 80 % of an observed ball's radius that stand out from the lane under it; after
    /// `learningObservations` of them, every colour common on the ball and nearly absent from the lane becomes a
    /// ball colour too, unless the chosen colour already covers most of the ball: a ball of two or three swirled
    /// colours, lit by the centre's lights as it really looks, is found whole, whichever of its colours was chosen.
    private mutating func learnColors(_ frame: UnsafeBufferPointer<UInt8>, from observation: BallObservation) {
        // From the third observation on: the first two may still be something else (see `lose`).
        guard observationsLearned < Self.learningObservations, !laneHistogram.isEmpty, track.count >= 3,
            observation.radius >= Self.learningMinimumRadius, staleBox == nil
        else { return }
        observationsLearned += 1
        let inner = observation.radius * 0.8
        let firstRow = max(0, Int(observation.centerY - inner))
        let lastRow = min(setup.height - 1, Int(observation.centerY + inner))
        let firstColumn = max(0, Int(observation.centerX - inner))
        let lastColumn = min(setup.width - 1, Int(observation.centerX + inner))
        if firstRow <= lastRow && firstColumn <= lastColumn {
            for row in firstRow...lastRow {
                let dy = Double(row) + 0.5 - observation.centerY
                for column in firstColumn...lastColumn {
                    let dx = Double(column) + 0.5 - observation.centerX
                    guard dx * dx + dy * dy <= inner * inner else { continue }
                    let pixel = row * setup.width + column
                    guard backgroundDifference(frame, pixel) >= Self.noiseFloor * 2 else { continue }
                    let offset = pixel * setup.bytesPerPixel
                    ballHistogram[Self.bin(frame[offset], frame[offset + 1], frame[offset + 2])] &+= 1
                    ballSamples += 1
                    if color.matches(red: frame[offset], green: frame[offset + 1], blue: frame[offset + 2]) {
                        matchedSamples += 1
                    }
                }
            }
        }
        // A ball the chosen colour already covers (three in five of its pixels or more) needs nothing learned: a
        // one-colour ball is not widened toward the lane's and the pins' colours.
        guard observationsLearned == Self.learningObservations, ballSamples > 0, laneSamples > 0,
            matchedSamples * 5 < ballSamples * 3
        else { return }
        for bin in 0..<(1 << 15) {
            let onBall = Int(ballHistogram[bin])
            guard onBall * Self.learnedBallShare >= ballSamples,
                Int(laneHistogram[bin]) * Self.learnedLaneShare <= laneSamples
            else { continue }
            learn(bin: bin, bits: 5)
        }
    }

    /// Whether the chosen colour finds only part of a ball just found: its pixels cover less of the disc the
    /// calibration expects than a disc of nine tenths of its radius would, and less than three in five of the pixels
    /// inside 80 % of the silhouette's radius that differ from the lane (a marbled ball whose tapped colour averaged
    /// its colours away, a preset that is one colour of a swirl).
    private func isPartlyCovered(_ frame: UnsafeBufferPointer<UInt8>, _ observation: BallObservation) -> Bool {
        let outer = observation.expectedRadius
        let inner = observation.radius * 0.8
        var colored = 0
        var samples = 0
        var matched = 0
        for row in max(0, Int(observation.centerY - outer))...min(setup.height - 1, Int(observation.centerY + outer)) {
            let dy = Double(row) + 0.5 - observation.centerY
            for column in max(
                0, Int(observation.centerX - outer))...min(
                    setup.width - 1, Int(observation.centerX + outer))
            {
                let dx = Double(column) + 0.5 - observation.centerX
                let distanceSquared = dx * dx + dy * dy
                guard distanceSquared <= outer * outer else { continue }
                let pixel = row * setup.width + column
                let offset = pixel * setup.bytesPerPixel
                let matches = color.matches(red: frame[offset], green: frame[offset + 1], blue: frame[offset + 2])
                if matches { colored += 1 }
                guard distanceSquared <= inner * inner, isChanged(frame, pixel) else { continue }
                samples += 1
                if matches { matched += 1 }
            }
        }
        return Double(colored) < 0.81 * Double.pi * outer * outer && matched * 5 < samples * 3
    }

    /// Makes a ball's colours ball colours at once, from its first observation: for a ball found by what changed, and
    /// for one its chosen colour finds only part of (`isPartlyCovered`), whose blob of that colour alone is too small
    /// for the track to hold. In coarse bins of 4 bits a channel, as a marbled ball spreads its colours thin: those at
    /// least eight times as common inside 80 % of its radius (where it differs from the lane) as on the empty lane, and
    /// on at least 1/200 of the ball. False, with nothing learned, when they would cover less than half of it.
    private mutating func learnColorsAtOnce(
        _ frame: UnsafeBufferPointer<UInt8>, from observation: BallObservation
    ) -> Bool {
        let inner = observation.radius * 0.8
        let firstRow = max(0, Int(observation.centerY - inner))
        let lastRow = min(setup.height - 1, Int(observation.centerY + inner))
        let firstColumn = max(0, Int(observation.centerX - inner))
        let lastColumn = min(setup.width - 1, Int(observation.centerX + inner))
        guard firstRow <= lastRow, firstColumn <= lastColumn, laneSamples > 0 else { return false }
        var onBall = [UInt32](repeating: 0, count: 1 << 12)
        var samples = 0
        for row in firstRow...lastRow {
            let dy = Double(row) + 0.5 - observation.centerY
            for column in firstColumn...lastColumn {
                let dx = Double(column) + 0.5 - observation.centerX
                let pixel = row * setup.width + column
                guard dx * dx + dy * dy <= inner * inner, isChanged(frame, pixel) else { continue }
                let offset = pixel * setup.bytesPerPixel
                onBall[Self.coarseBin(frame[offset], frame[offset + 1], frame[offset + 2])] &+= 1
                samples += 1
            }
        }
        guard samples > 0 else { return false }
        var onLane = [UInt32](repeating: 0, count: 1 << 12)
        for bin in 0..<(1 << 15) {
            onLane[((bin >> 11) << 8) | (((bin >> 6) & 15) << 4) | ((bin >> 1) & 15)] &+= laneHistogram[bin]
        }
        var covered = 0
        for bin in 0..<(1 << 12) {
            let ball = Int(onBall[bin])
            guard ball * Self.coarseBallShare >= samples,
                ball * laneSamples > Self.coarseLikelihoodRatio * Int(onLane[bin]) * samples
            else {
                onBall[bin] = 0
                continue
            }
            covered += ball
        }
        guard covered * 2 >= samples else { return false }
        for bin in 0..<(1 << 12) where onBall[bin] != 0 { learn(bin: bin, bits: 4) }
        return true
    }

    /// A colour learned at once is on at least 1/200 of the ball and eight times as common there as on the lane.
    static let coarseBallShare = 200
    static let coarseLikelihoodRatio = 8

    @inline(__always)
    private static func coarseBin(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        (Int(red >> 4) << 8) | (Int(green >> 4) << 4) | Int(blue >> 4)
    }

    /// Marks a colour bin of `bits` bits a channel (5 or 4) as the ball's: every one of the table's 6-bit colours
    /// inside it (2x2x2 or 4x4x4).
    private mutating func learn(bin: Int, bits: Int) {
        let span = 1 << (6 - bits)
        let mask = (1 << bits) - 1
        let red = (bin >> (2 * bits)) * span
        let green = ((bin >> bits) & mask) * span
        let blue = (bin & mask) * span
        for r in red..<(red + span) {
            for g in green..<(green + span) {
                for b in blue..<(blue + span) { colorTable[(r << 12) | (g << 6) | b] = 1 }
            }
        }
    }

    /// The ball-coloured blob grown from a seed pixel, if it is the size and shape of the ball there.
    private mutating func blob(
        frame: UnsafeBufferPointer<UInt8>, seedColumn: Int, seedRow: Int,
        frameIndex: Int, clip: (left: Int, top: Int, right: Int, bottom: Int)? = nil
    ) -> BallObservation? {
        let width = setup.width
        let seed = seedRow * width + seedColumn
        guard stamps[seed] != stamp, isBallHere(frame, seed) else { return nil }
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
            if column == left || column == right || row == top || row == bottom {
                touchesBox = true
                // Searching by what changed, a blob that reaches its box is refused at once: the bowler's whole
                // figure is not flooded a box at a time in every frame.
                if matchingChange && clip == nil { return nil }
            }
            if column > left { push(frame, pixel - 1) }
            if column < right { push(frame, pixel + 1) }
            if row > top { push(frame, pixel - width) }
            if row < bottom { push(frame, pixel + width) }
        }
        guard !touchesBox || clip != nil else { return nil }
        // A ball grown into its own mirror image in the oil (a dark ball over its dark reflection) is taller than
        // wide: the ball is as tall as it is wide, so the rows below that are the reflection's.
        let spanWidth = maxColumn - minColumn + 1
        if 5 * (maxRow - minRow + 1) > 6 * spanWidth { maxRow = minRow + spanWidth - 1 }
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
        var surface = (centerX: centerX, centerY: centerY, radius: radius)
        if let silhouette = silhouette(
            frame: frame, coreLeft: minColumn, coreTop: minRow, coreRight: maxColumn,
            coreBottom: maxRow, coreArea: area, coreCenterX: centerX, coreCenterY: centerY,
            expectedRadius: coreExpectedRadius)
        {
            centerX = silhouette.whole.centerX
            centerY = silhouette.whole.centerY
            radius = silhouette.whole.radius
            surface = silhouette.surface
        }
        let expectedRadius = setup.diameter(atRow: centerY + radius) / 2
        let pattern = patternInside(
            frame: frame, centerX: surface.centerX, centerY: surface.centerY, radius: surface.radius)
        return BallObservation(
            frameIndex: frameIndex, centerX: centerX, centerY: centerY, radius: radius, expectedRadius: expectedRadius,
            contactX: centerX, contactY: centerY + expectedRadius, patternContrast: pattern.share,
            patternOffsetX: pattern.offsetX, patternOffsetY: pattern.offsetY,
            patternImage: patternImage(
                frame: frame, centerX: surface.centerX, centerY: surface.centerY, radius: surface.radius))
    }

    /// The ball's whole silhouette around its colour core: each pixel's coverage by the ball, matted against the
    /// empty lane (anti-aliased and motion-blurred edges count by how much of the pixel the ball covers; the marker,
    /// finger holes and highlights count too). Only pixels inside the disc the calibration expects around the
    /// current centre count (a bowler's leg or a pin beside the ball does not), and none below the ball's contact
    /// point, where its mirror image in the lane's oil begins. Two results: the `whole` ball (its centre and size)
    /// and the `surface` on the ball's side of the lane's colour (where the pattern is read). Nil while the
    /// background under the ball is not known yet, or when the result does not look like the core.
    private func silhouette(
        frame: UnsafeBufferPointer<UInt8>, coreLeft: Int, coreTop: Int, coreRight: Int,
        coreBottom: Int, coreArea: Double, coreCenterX: Double, coreCenterY: Double,
        expectedRadius: Double
    ) -> (
        whole: (centerX: Double, centerY: Double, radius: Double),
        surface: (centerX: Double, centerY: Double, radius: Double)
    )? {
        let margin = max(3, Int(expectedRadius * 0.6) + 1)
        guard
            !overlapsStaleBox(
                left: coreLeft - margin, top: coreTop - margin, right: coreRight + margin,
                bottom: coreBottom + margin)
        else { return nil }
        // The core's typical difference from the lane: the mean over its colour-matched pixels.
        var coreSum = 0
        var coreCount = 0
        for row in coreTop...coreBottom {
            for column in coreLeft...coreRight {
                let pixel = row * setup.width + column
                if stamps[pixel] == stamp && isCore(frame, pixel) {
                    coreSum += backgroundDifference(frame, pixel)
                    coreCount += 1
                }
            }
        }
        guard coreCount > 0 else { return nil }
        let threshold = max(24, coreSum / coreCount / 2)
        // Along the lane the ball moves mostly up the image; blur stretches the disc that way by up to half the
        // movement of a frame on either side.
        let stretch = track.last.map { min(expectedRadius, abs(coreCenterY - $0.centerY) / 2) } ?? 0
        // The disc's radius: the calibration's, or the core's half width where that is more (taps a pixel off).
        let discRadius = max(expectedRadius, Double(coreRight - coreLeft + 1) / 2)
        let centerX = coreCenterX
        let centerY = coreCenterY
        // Off the image's centre the silhouette is an ellipse a few per cent longer than the disc: room for it across;
        // below, the mirror image starts where the ball touches the lane, so only the anti-aliased edge is kept.
        let across = discRadius * 1.08 + 2.5
        let along = across + stretch
        let contactLine = centerY + discRadius + 1 + stretch / 2
        let left = max(0, Int(centerX - across))
        let right = min(setup.width - 1, Int(centerX + across))
        let top = max(0, Int(centerY - along))
        let bottom = min(setup.height - 1, Int(contactLine))
        guard left <= right, top <= bottom else { return nil }
        // Each pixel counts by its colour's share of the way from the lane's colour to the ball's nearby: what the
        // user's colour sees of the ball (`surface`, about which the pattern turning with the ball is read; the lit
        // rim and the shadow stay with the lights, not with the ball's turn). The whole ball (its centre and size)
        // counts too, inside the disc, the pixels as far on the other side of the lane's colour: a dark ball's rim
        // lit brighter than the maple, a light ball's lower part in its own shadow, darker than it.
        let inside = discRadius + 0.5
        var whole = (weight: 0.0, sumX: 0.0, sumY: 0.0)
        var surface = (weight: 0.0, sumX: 0.0, sumY: 0.0)
        var solid = 0.0
        for row in top...bottom {
            let y = Double(row) + 0.5
            guard y <= contactLine else { continue }
            let dy = (y - centerY) / along
            for column in left...right {
                let x = Double(column) + 0.5
                let dx = (x - centerX) / across
                guard dx * dx + dy * dy <= 1 else { continue }
                let pixel = row * setup.width + column
                let difference = backgroundDifference(frame, pixel)
                guard difference >= Self.noiseFloor else { continue }
                if difference >= threshold { solid += 1 }
                let share = coverage(
                    frame, pixel: pixel, column: column, row: row, towardX: centerX, towardY: centerY,
                    solid: difference >= threshold)
                let ballSide = share < 0 ? 0 : (share > 1 ? 1 : share)
                surface.weight += ballSide
                surface.sumX += ballSide * x
                surface.sumY += ballSide * y
                let isInside = (x - centerX) * (x - centerX) + (y - centerY) * (y - centerY) <= inside * inside
                let alpha = isInside ? (abs(share) > 1 ? 1 : abs(share)) : ballSide
                whole.weight += alpha
                whole.sumX += alpha * x
                whole.sumY += alpha * y
            }
        }
        guard solid >= coreArea * 0.8, solid <= coreArea * 2.5, surface.weight > 0 else { return nil }
        return (
            (whole.sumX / whole.weight, whole.sumY / whole.weight, (whole.weight / Double.pi).squareRoot()),
            (surface.sumX / surface.weight, surface.sumY / surface.weight, (surface.weight / Double.pi).squareRoot())
        )
    }

    /// The nearest integer, halves away from zero (without libm's `round`, which Embedded Swift for wasm lacks).
    @inline(__always)
    static func nearest(_ value: Double) -> Int { value >= 0 ? Int(value + 0.5) : -Int(-value + 0.5) }

    /// Differences from the empty lane below this (sum over R, G, B) are sensor noise.
    static let noiseFloor = 24

    /// How much of a pixel the ball covers: the pixel's colour projected on the line from the lane's colour to the
    /// ball's colour nearby (1 at the ball's, 0 at the lane's, negative past the lane's colour away from the ball's);
    /// `solid` (a clear difference) as 1 or 0 when that colour cannot tell.
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
        var along = 0.0
        var span = 0.0
        for channel in 0..<3 {
            let g = Double(backgroundValue(pixel, channel))
            let ball = Double(frame[there + channel]) - g
            along += (Double(frame[here + channel]) - g) * ball
            span += ball * ball
        }
        guard span > 900 else { return solid ? 1 : 0 }
        return along / span
    }

    @inline(__always)
    private mutating func push(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) {
        if stamps[pixel] != stamp && isBallHere(frame, pixel) {
            stamps[pixel] = stamp
            stack.append(Int32(pixel))
        }
    }

    /// The ball's surface pattern inside 75 % of its radius, which turns with the ball: a marker, the finger holes, a
    /// swirl of colours. `share` is its contrast (the mean absolute deviation of brightness from the disc's mean, over
    /// the mean); the offset is the brightness dipole (each pixel's deviation times its offset from the centre, over the
    /// total absolute deviation, in radii): it points at a bright marker and away from dark holes, and goes round once
    /// per revolution.
    private func patternInside(
        frame: UnsafeBufferPointer<UInt8>, centerX: Double, centerY: Double,
        radius: Double
    ) -> (share: Double, offsetX: Double, offsetY: Double) {
        let inner = radius * 0.75
        let firstRow = max(0, Int(centerY - inner))
        let lastRow = min(setup.height - 1, Int(centerY + inner))
        let firstColumn = max(0, Int(centerX - inner))
        let lastColumn = min(setup.width - 1, Int(centerX + inner))
        guard firstRow <= lastRow, firstColumn <= lastColumn, inner > 0 else { return (0, 0, 0) }
        var total = 0
        var brightnessSum = 0
        for row in firstRow...lastRow {
            let dy = Double(row) + 0.5 - centerY
            for column in firstColumn...lastColumn {
                let dx = Double(column) + 0.5 - centerX
                guard dx * dx + dy * dy <= inner * inner else { continue }
                total += 1
                brightnessSum += brightness(frame, row * setup.width + column)
            }
        }
        guard total > 0, brightnessSum > 0 else { return (0, 0, 0) }
        let mean = Double(brightnessSum) / Double(total)
        var deviationSum = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for row in firstRow...lastRow {
            let dy = Double(row) + 0.5 - centerY
            for column in firstColumn...lastColumn {
                let dx = Double(column) + 0.5 - centerX
                guard dx * dx + dy * dy <= inner * inner else { continue }
                let deviation = Double(brightness(frame, row * setup.width + column)) - mean
                deviationSum += abs(deviation)
                sumX += deviation * dx
                sumY += deviation * dy
            }
        }
        guard deviationSum > 0 else { return (0, 0, 0) }
        return (deviationSum / Double(total) / mean, sumX / deviationSum / radius, sumY / deviationSum / radius)
    }

    /// Samples a side of the pattern image's grid (12 x 12 over the square around 75 % of the radius, those inside
    /// the circle kept: 112 samples).
    static let patternImageSide = 12

    /// Whether sample `index` (row-major in the grid) counts positively in projection `projection` (0...3): a fixed
    /// pseudo-random pattern (a 32-bit integer hash of the two), the same on every platform.
    @inline(__always)
    static func patternImageSign(projection: Int, index: Int) -> Bool {
        var hash = UInt32(truncatingIfNeeded: index &* 4 &+ projection) &* 0x9E37_79B1
        hash ^= hash >> 15
        hash = hash &* 0x2C1B_3C6D
        hash ^= hash >> 12
        hash = hash &* 0x297A_2D39
        hash ^= hash >> 15
        return hash & 1 == 1
    }

    /// The disc's brightness as an image, reduced to four numbers (see `BallObservation.patternImage`): the grid's
    /// samples at fixed fractions of the radius (bilinear between pixel centres, so a centre a fraction of a pixel off
    /// reads the same), each relative to their mean (a flicker or exposure change scales them all), projected on
    /// the four sign patterns and divided by the square root of the samples' count.
    private func patternImage(
        frame: UnsafeBufferPointer<UInt8>, centerX: Double, centerY: Double, radius: Double
    ) -> SIMD4<Double> {
        // Two passes over the grid (its mean, then the projections) rather than a buffer of samples: nothing is
        // allocated per frame.
        let side = Self.patternImageSide
        let step = 1.5 / Double(side)
        var sum = 0.0
        var count = 0
        var projections = SIMD4<Double>.zero
        for pass in 0..<2 {
            let mean = pass == 0 ? 0 : sum / Double(count)
            for row in 0..<side {
                let fy = -0.75 + (Double(row) + 0.5) * step
                for column in 0..<side {
                    let fx = -0.75 + (Double(column) + 0.5) * step
                    guard fx * fx + fy * fy <= 0.75 * 0.75 else { continue }
                    let value = bilinearBrightness(frame, x: centerX + fx * radius, y: centerY + fy * radius)
                    if pass == 0 {
                        sum += value
                        count += 1
                        continue
                    }
                    let relative = value / mean - 1
                    for projection in 0..<4 {
                        let positive = Self.patternImageSign(projection: projection, index: row * side + column)
                        projections[projection] += positive ? relative : -relative
                    }
                }
            }
            if pass == 0 && (count == 0 || sum <= 0) { return .zero }
        }
        return projections / Double(count).squareRoot()
    }

    /// The brightness (R + 2G + B) at a point between pixel centres, weighted by nearness; the window's edge pixels
    /// stand for what lies beyond them.
    @inline(__always)
    private func bilinearBrightness(_ frame: UnsafeBufferPointer<UInt8>, x: Double, y: Double) -> Double {
        let maximumX = Double(setup.width - 1)
        let maximumY = Double(setup.height - 1)
        var px = x - 0.5
        var py = y - 0.5
        px = px < 0 ? 0 : (px > maximumX ? maximumX : px)
        py = py < 0 ? 0 : (py > maximumY ? maximumY : py)
        let left = Int(px)
        let top = Int(py)
        let right = left < setup.width - 1 ? left + 1 : left
        let bottom = top < setup.height - 1 ? top + 1 : top
        let wx = px - Double(left)
        let wy = py - Double(top)
        let upper =
            Double(brightness(frame, top * setup.width + left)) * (1 - wx)
            + Double(brightness(frame, top * setup.width + right)) * wx
        let lower =
            Double(brightness(frame, bottom * setup.width + left)) * (1 - wx)
            + Double(brightness(frame, bottom * setup.width + right)) * wx
        return upper * (1 - wy) + lower * wy
    }

    /// A pixel's brightness: R + 2G + B.
    @inline(__always)
    private func brightness(_ frame: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Int {
        let offset = pixel * setup.bytesPerPixel
        return Int(frame[offset]) + 2 * Int(frame[offset + 1]) + Int(frame[offset + 2])
    }
}
