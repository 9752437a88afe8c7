/// A C ABI over the tracker for WebAssembly hosts (the browser app) and any C caller: create a tracker from the
/// lane's rows, feed frames from linear memory, read the track. A tracker is a heap object behind an opaque pointer;
/// nothing is global.
///
/// Observations are read as 14 doubles: frameIndex, centerX, centerY, radius, expectedRadius, contactX, contactY,
/// patternContrast, patternOffsetX, patternOffsetY, and the four of patternImage.

/// Allocates `byteCount` bytes (16-byte aligned) for frames and row tables; free with `bowlertrax_free`.
@_cdecl("bowlertrax_allocate")
public func bowlertraxAllocate(_ byteCount: Int32) -> UnsafeMutableRawPointer? {
    guard byteCount > 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(byteCount), alignment: 16)
}

@_cdecl("bowlertrax_free")
public func bowlertraxFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// A tracker for frames of `width` x `height` pixels of `bytesPerPixel` (3 RGB, 4 RGBA) bytes, a window whose
/// top-left corner is (`originX`, `originY`) in the camera's image; `firstColumn`, `lastColumn` (Int32) and
/// `ballDiameter` (Float32) hold one entry per row (see `TrackerSetup`). Nil when the setup is inconsistent.
@_cdecl("bowlertrax_tracker_create")
public func bowlertraxTrackerCreate(
    _ width: Int32, _ height: Int32, _ originX: Int32, _ originY: Int32, _ bytesPerPixel: Int32,
    _ firstColumn: UnsafePointer<Int32>?, _ lastColumn: UnsafePointer<Int32>?, _ ballDiameter: UnsafePointer<Float>?,
    _ acquisitionRow: Int32, _ finishRow: Int32, _ maximumMissedFrames: Int32, _ framesPerSecond: Double,
    _ red: Int32, _ green: Int32, _ blue: Int32, _ tolerance: Double
) -> UnsafeMutableRawPointer? {
    guard width > 0, height > 0, let firstColumn, let lastColumn, let ballDiameter,
        (0...255).contains(red), (0...255).contains(green), (0...255).contains(blue)
    else { return nil }
    let rows = Int(height)
    let setup = TrackerSetup(
        width: Int(width), height: rows, originX: Int(originX), originY: Int(originY),
        bytesPerPixel: Int(bytesPerPixel),
        firstColumn: Array(UnsafeBufferPointer(start: firstColumn, count: rows)),
        lastColumn: Array(UnsafeBufferPointer(start: lastColumn, count: rows)),
        ballDiameter: Array(UnsafeBufferPointer(start: ballDiameter, count: rows)),
        acquisitionRow: Int(acquisitionRow), finishRow: Int(finishRow), maximumMissedFrames: Int(maximumMissedFrames),
        framesPerSecond: framesPerSecond)
    guard setup.isConsistent else { return nil }
    let color = BallColorModel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), tolerance: tolerance)
    let tracker = UnsafeMutablePointer<BallTracker>.allocate(capacity: 1)
    tracker.initialize(to: BallTracker(setup: setup, color: color))
    return UnsafeMutableRawPointer(tracker)
}

@_cdecl("bowlertrax_tracker_destroy")
public func bowlertraxTrackerDestroy(_ tracker: UnsafeMutableRawPointer?) {
    guard let tracker else { return }
    let typed = tracker.assumingMemoryBound(to: BallTracker.self)
    typed.deinitialize(count: 1)
    typed.deallocate()
}

/// Feeds one frame of `byteCount` bytes; 1 when the ball was found in it, 0 otherwise.
@_cdecl("bowlertrax_tracker_process")
public func bowlertraxTrackerProcess(
    _ tracker: UnsafeMutableRawPointer?, _ frame: UnsafePointer<UInt8>?,
    _ byteCount: Int32, _ frameIndex: Int32
) -> Int32 {
    guard let tracker, let frame, byteCount > 0 else { return 0 }
    let typed = tracker.assumingMemoryBound(to: BallTracker.self)
    let found = typed.pointee.process(
        frame: UnsafeBufferPointer(start: frame, count: Int(byteCount)),
        frameIndex: Int(frameIndex))
    return found ? 1 : 0
}

/// 0 searching, 1 tracking, 2 finished (the ball reached the pins), 3 lost.
@_cdecl("bowlertrax_tracker_state")
public func bowlertraxTrackerState(_ tracker: UnsafeMutableRawPointer?) -> Int32 {
    guard let tracker else { return -1 }
    switch tracker.assumingMemoryBound(to: BallTracker.self).pointee.state {
    case .searching: return 0
    case .tracking: return 1
    case .finished: return 2
    case .lost: return 3
    }
}

@_cdecl("bowlertrax_tracker_observation_count")
public func bowlertraxTrackerObservationCount(_ tracker: UnsafeMutableRawPointer?) -> Int32 {
    guard let tracker else { return 0 }
    return Int32(tracker.assumingMemoryBound(to: BallTracker.self).pointee.observationCount)
}

/// Writes observation `index` as 14 doubles to `output`; 0 when there is no such observation.
@_cdecl("bowlertrax_tracker_observation")
public func bowlertraxTrackerObservation(
    _ tracker: UnsafeMutableRawPointer?, _ index: Int32,
    _ output: UnsafeMutablePointer<Double>?
) -> Int32 {
    guard let tracker, let output else { return 0 }
    let typed = tracker.assumingMemoryBound(to: BallTracker.self)
    guard index >= 0, Int(index) < typed.pointee.observationCount else { return 0 }
    let o = typed.pointee.observation(at: Int(index))
    output[0] = Double(o.frameIndex)
    output[1] = o.centerX
    output[2] = o.centerY
    output[3] = o.radius
    output[4] = o.expectedRadius
    output[5] = o.contactX
    output[6] = o.contactY
    output[7] = o.patternContrast
    output[8] = o.patternOffsetX
    output[9] = o.patternOffsetY
    for projection in 0..<4 { output[10 + projection] = o.patternImage[projection] }
    return 1
}

/// Writes the camera-position fingerprint of a whole frame (see `PositionFingerprint`) as ASCII text
/// ("16:28:0a1b...") to `output`; returns its length, or 0 when the frame is inconsistent or `capacity` too small.
@_cdecl("bowlertrax_position_hash")
public func bowlertraxPositionHash(
    _ frame: UnsafePointer<UInt8>?, _ width: Int32, _ height: Int32, _ bytesPerPixel: Int32,
    _ output: UnsafeMutablePointer<UInt8>?, _ capacity: Int32
) -> Int32 {
    guard let frame, let output, width > 0, height > 0, bytesPerPixel > 0 else { return 0 }
    let byteCount = Int(width) * Int(height) * Int(bytesPerPixel)
    guard
        let fingerprint = PositionFingerprint(
            frame: UnsafeBufferPointer(start: frame, count: byteCount), width: Int(width), height: Int(height),
            bytesPerPixel: Int(bytesPerPixel))
    else { return 0 }
    let text = fingerprint.hexText
    guard text.count <= Int(capacity) else { return 0 }
    for index in 0..<text.count { output[index] = text[index] }
    return Int32(text.count)
}

/// Whether the camera moved between the fingerprints `saved` and `now` (``PositionFingerprint/hexText``, ASCII, of
/// `savedLength` and `nowLength` bytes): 1 moved, 0 not, -1 when either text is not a fingerprint or their grids
/// differ.
@_cdecl("bowlertrax_position_moved")
public func bowlertraxPositionMoved(
    _ saved: UnsafePointer<UInt8>?, _ savedLength: Int32, _ now: UnsafePointer<UInt8>?, _ nowLength: Int32
) -> Int32 {
    guard let saved, let now, savedLength > 0, nowLength > 0,
        let then = PositionFingerprint(hexText: UnsafeBufferPointer(start: saved, count: Int(savedLength))),
        let current = PositionFingerprint(hexText: UnsafeBufferPointer(start: now, count: Int(nowLength))),
        let moved = then.cameraMoved(comparedWith: current)
    else { return -1 }
    return moved ? 1 : 0
}

/// The frame rate of a clip whose frames were seen at the `count` media times (seconds) at `times` (see
/// `FrameRate`); 0 when fewer than two distinct times were seen.
@_cdecl("bowlertrax_frame_rate")
public func bowlertraxFrameRate(_ times: UnsafePointer<Double>?, _ count: Int32) -> Double {
    guard let times, count > 0 else { return 0 }
    return FrameRate.measured(fromTimes: Array(UnsafeBufferPointer(start: times, count: Int(count)))) ?? 0
}

/// The distance in metres between (`latitudeA`, `longitudeA`) and (`latitudeB`, `longitudeB`) (degrees; see
/// `NearbyPlace.meters(from:to:)`).
@_cdecl("bowlertrax_place_distance")
public func bowlertraxPlaceDistance(
    _ latitudeA: Double, _ longitudeA: Double, _ latitudeB: Double, _ longitudeB: Double
) -> Double {
    NearbyPlace.meters(
        from: NearbyPlace.Coordinate(latitude: latitudeA, longitude: longitudeA),
        to: NearbyPlace.Coordinate(latitude: latitudeB, longitude: longitudeB))
}

/// The `count` places at `places`, 2 doubles each: latitude, longitude (degrees).
private func nearbyPlaces(_ places: UnsafePointer<Double>, _ count: Int32) -> [NearbyPlace.Coordinate] {
    var coordinates: [NearbyPlace.Coordinate] = []
    coordinates.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
        coordinates.append(NearbyPlace.Coordinate(latitude: places[2 * index], longitude: places[2 * index + 1]))
    }
    return coordinates
}

/// The index of the place nearest (`latitude`, `longitude`) (degrees) within `NearbyPlace.radiusMeters` among the
/// `count` places at `places` (2 doubles each: latitude, longitude; see `NearbyPlace.nearest(to:among:)`); -1 when
/// none is.
@_cdecl("bowlertrax_nearest_place")
public func bowlertraxNearestPlace(
    _ latitude: Double, _ longitude: Double, _ places: UnsafePointer<Double>?, _ count: Int32
) -> Int32 {
    guard let places, count > 0 else { return -1 }
    let here = NearbyPlace.Coordinate(latitude: latitude, longitude: longitude)
    return NearbyPlace.nearest(to: here, among: nearbyPlaces(places, count)).map { Int32($0) } ?? -1
}

/// Writes to `near` (`count` bytes) whether each of the `count` places at `places` (2 doubles each: latitude,
/// longitude) is within `NearbyPlace.radiusMeters` of (`latitude`, `longitude`) (degrees): 1 near, 0 not (see
/// `NearbyPlace.isNear(_:to:)`). Returns how many are near, or -1 when a pointer is missing (nothing written).
@_cdecl("bowlertrax_places_near")
public func bowlertraxPlacesNear(
    _ latitude: Double, _ longitude: Double, _ places: UnsafePointer<Double>?, _ count: Int32,
    _ near: UnsafeMutablePointer<UInt8>?
) -> Int32 {
    guard count > 0 else { return 0 }
    guard let places, let near else { return -1 }
    let here = NearbyPlace.Coordinate(latitude: latitude, longitude: longitude)
    var nearCount: Int32 = 0
    for (index, place) in nearbyPlaces(places, count).enumerated() {
        let isNear = NearbyPlace.isNear(place, to: here)
        near[index] = isNear ? 1 : 0
        if isNear { nearCount += 1 }
    }
    return nearCount
}

/// The colour a tap on the ball picks (see `SampledColor`) at pixel (`column`, `row`) of a frame: 0xRRGGBB, or -1
/// when the tap is outside the frame or the frame is inconsistent.
@_cdecl("bowlertrax_sample_color")
public func bowlertraxSampleColor(
    _ frame: UnsafePointer<UInt8>?, _ width: Int32, _ height: Int32, _ bytesPerPixel: Int32, _ column: Int32,
    _ row: Int32
) -> Int32 {
    guard let frame, width > 0, height > 0, bytesPerPixel > 0 else { return -1 }
    let byteCount = Int(width) * Int(height) * Int(bytesPerPixel)
    guard
        let color = SampledColor(
            frame: UnsafeBufferPointer(start: frame, count: byteCount), width: Int(width), height: Int(height),
            bytesPerPixel: Int(bytesPerPixel), column: Int(column), row: Int(row))
    else { return -1 }
    return Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
}

/// Refines a calibration tap at (`x`, `y`) (continuous image pixels) on a whole frame to the landmark it names (0 the
/// centre arrow, 1 the foul line's right end, 2 its left end, 3 the head pin; see `RefinedTap`) and writes the point
/// as 2 doubles to `output`: 1 when it snapped to the landmark, 0 when the tap is kept as given, -1 when the frame,
/// landmark or tap is inconsistent (nothing written).
@_cdecl("bowlertrax_refine_tap")
public func bowlertraxRefineTap(
    _ frame: UnsafePointer<UInt8>?, _ width: Int32, _ height: Int32, _ bytesPerPixel: Int32, _ landmark: Int32,
    _ x: Double, _ y: Double, _ output: UnsafeMutablePointer<Double>?
) -> Int32 {
    guard let frame, let output, width > 0, height > 0, bytesPerPixel > 0,
        let landmark = TapLandmark(rawValue: landmark)
    else { return -1 }
    let byteCount = Int(width) * Int(height) * Int(bytesPerPixel)
    guard
        let refined = RefinedTap(
            frame: UnsafeBufferPointer(start: frame, count: byteCount), width: Int(width), height: Int(height),
            bytesPerPixel: Int(bytesPerPixel), landmark: landmark, x: x, y: y)
    else { return -1 }
    output[0] = refined.x
    output[1] = refined.y
    return refined.snapped ? 1 : 0
}
