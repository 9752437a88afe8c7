import Foundation

/// A colour with 8-bit-scale components, before rounding.
struct Shade: Sendable {
    var red: Double
    var green: Double
    var blue: Double

    static func * (shade: Shade, factor: Double) -> Shade {
        Shade(red: shade.red * factor, green: shade.green * factor, blue: shade.blue * factor)
    }

    static func + (a: Shade, b: Shade) -> Shade {
        Shade(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue)
    }
}

/// The static scene as the camera sees it without the ball: approach, foul line, lane boards with seams, lane dots,
/// arrows, pin deck, ten pins, gutters, pit and dark surroundings. Every colour depends on the distance from the lane's
/// centre line, never its side, so the scene is its own mirror image (a left-handed shot mirrors a right-handed one).
enum LaneBackdrop {
    private static let approach = Shade(red: 214, green: 178, blue: 128)
    private static let laneWood = Shade(red: 198, green: 152, blue: 100)
    private static let pinDeck = Shade(red: 224, green: 206, blue: 172)
    private static let marking = Shade(red: 72, green: 46, blue: 36)
    private static let foulLine = Shade(red: 22, green: 22, blue: 24)
    private static let gutter = Shade(red: 82, green: 82, blue: 88)
    private static let surroundings = Shade(red: 40, green: 37, blue: 43)
    private static let pit = Shade(red: 12, green: 12, blue: 14)
    private static let masking = Shade(red: 26, green: 26, blue: 34)
    private static let pinWhite = Shade(red: 240, green: 238, blue: 232)
    private static let pinStripe = Shade(red: 200, green: 30, blue: 36)

    /// Half the width of the lane plus both gutters, inches (the approach is as wide).
    private static let outerHalfWidthInches = LaneDimensions.widthInches / 2 + LaneDimensions.gutterWidthInches
    private static let pinDeckStartFeet = LaneDimensions.foulLineToHeadPinFeet - 1.5
    /// A pin's radius (inches) at heights (inches) from its base, joined linearly.
    private static let pinProfile: [(height: Double, radius: Double)] = [
        (0, 1.0), (1, 1.5), (2.5, 2.1), (4.5, 2.383), (6.5, 2.2), (8.5, 1.5), (10, 0.9), (11.5, 1.0), (13, 1.25),
        (14.2, 1.05), (15, 0),
    ]

    /// Renders the scene with 2×2 samples per pixel as RGB24 rows, top row first; `shade` darkens the lane's last
    /// stretch before the pin deck.
    static func render(camera: PinholeCamera, shade: LaneShade? = nil) -> [UInt8] {
        let width = camera.width
        let height = camera.height
        let pins = PinSet(camera: camera)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let halfWidth = Double(width) / 2
        let halfHeight = Double(height) / 2
        pixels.withUnsafeMutableBufferPointer { output in
            for row in 0..<height {
                let centreY = Double(row) + 0.5 - halfHeight
                for column in 0..<width {
                    let centreX = Double(column) + 0.5 - halfWidth
                    let checkPins = pins.bounds.contains(column: column, row: row)
                    // Mirror-image pixels sum mirror-image samples in the same order: left + right, then top + bottom.
                    let top =
                        sample(camera, centreX - 0.25, centreY - 0.25, pins, checkPins, shade)
                        + sample(camera, centreX + 0.25, centreY - 0.25, pins, checkPins, shade)
                    let bottom =
                        sample(camera, centreX - 0.25, centreY + 0.25, pins, checkPins, shade)
                        + sample(camera, centreX + 0.25, centreY + 0.25, pins, checkPins, shade)
                    let colour = (top + bottom) * 0.25
                    let offset = (row * width + column) * 3
                    output[offset] = byte(colour.red)
                    output[offset + 1] = byte(colour.green)
                    output[offset + 2] = byte(colour.blue)
                }
            }
        }
        return pixels
    }

    static func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }

    private static func sample(
        _ camera: PinholeCamera, _ offsetX: Double, _ offsetY: Double, _ pins: PinSet,
        _ checkPins: Bool, _ shade: LaneShade?
    ) -> Shade {
        let direction = camera.rayDirection(offsetX: offsetX, offsetY: offsetY)
        if checkPins, let pinShade = pins.shade(along: direction) { return pinShade }
        guard direction.z < 0 else { return masking }
        let along = -camera.position.z / direction.z
        let lateralInches = abs(camera.position.x + along * direction.x) * 12
        let distanceFeet = camera.position.y + along * direction.y
        // Neighbouring pixels' rays are along/focal feet apart across the view where they meet the floor.
        let footprintInches = along * 12 / camera.focalLengthPixels
        let floor = floorShade(
            lateralInches: lateralInches, distanceFeet: distanceFeet,
            rangeFeet: along * direction.length, footprintInches: footprintInches)
        guard let shade, distanceFeet >= shade.fromFeet, distanceFeet < pinDeckStartFeet,
            lateralInches <= LaneDimensions.widthInches / 2
        else { return floor }
        return floor * shade.brightness
    }

    /// The floor's colour at a distance from the lane's centre line (inches) and down the lane (feet), seen from
    /// `rangeFeet` away with pixels `footprintInches` wide.
    private static func floorShade(
        lateralInches: Double, distanceFeet: Double, rangeFeet: Double,
        footprintInches: Double
    ) -> Shade {
        let laneHalfWidth = LaneDimensions.widthInches / 2
        if distanceFeet > LaneDimensions.foulLineToPitFeet + 8 { return masking }
        if lateralInches > outerHalfWidthInches { return surroundings }
        if abs(distanceFeet * 12) <= LaneDimensions.foulLineWidthInches / 2 { return foulLine }
        if distanceFeet < 0 {
            return wood(
                approach, lateralInches: lateralInches, distanceFeet: distanceFeet, rangeFeet: rangeFeet,
                footprintInches: footprintInches)
        }
        if distanceFeet > LaneDimensions.foulLineToPitFeet { return pit }
        let lighting = 1 - 0.15 * min(1, distanceFeet / LaneDimensions.foulLineToHeadPinFeet)
        if lateralInches > laneHalfWidth {
            let across = (lateralInches - laneHalfWidth) / LaneDimensions.gutterWidthInches
            return gutter * ((0.65 + 0.35 * abs(2 * across - 1)) * lighting)
        }
        if distanceFeet >= pinDeckStartFeet { return pinDeck }
        if isMarking(lateralInches: lateralInches, distanceFeet: distanceFeet) { return marking * lighting }
        return wood(
            laneWood, lateralInches: lateralInches, distanceFeet: distanceFeet, rangeFeet: rangeFeet,
            footprintInches: footprintInches) * lighting
    }

    /// Boards with a per-board tone, a faint grain along the board (faded out where it would alias), and dark seams
    /// between boards (box-filtered over the pixel's footprint, so distant seams blend instead of flickering).
    private static func wood(
        _ base: Shade, lateralInches: Double, distanceFeet: Double, rangeFeet: Double,
        footprintInches: Double
    ) -> Shade {
        let boardWidth = LaneDimensions.boardWidthInches
        // Boards counted outward from the centre board (0), whose seams are at ±boardWidth / 2.
        let fromCentre = (lateralInches + boardWidth / 2) / boardWidth
        let boardIndex = fromCentre.rounded(.down)
        let withinBoard = fromCentre - boardIndex
        let seamDistance = min(withinBoard, 1 - withinBoard) * boardWidth
        let seamHalfWidth = 0.04
        let filter = max(footprintInches, 2 * seamHalfWidth)
        let seam = min(1, max(0, (seamHalfWidth + filter / 2 - seamDistance) / filter)) * 2 * seamHalfWidth / filter
        let tone = 0.94 + 0.12 * hashUnit(Int(boardIndex))
        let grainAmplitude = 0.035 * max(0, 1 - rangeFeet / 35)
        let grain = 1 + grainAmplitude * sin(distanceFeet * (2.1 + 0.37 * boardIndex) + 1.7 * boardIndex)
        return base * (tone * grain * (1 - 0.26 * seam))
    }

    /// The arrows (triangles pointing at the pins, 5 boards apart, staggered in a V) and the lane dots.
    private static func isMarking(lateralInches: Double, distanceFeet: Double) -> Bool {
        let boardWidth = LaneDimensions.boardWidthInches
        let distanceInches = distanceFeet * 12
        for board in LaneDimensions.arrowBoards where board <= 20 {
            let stepsOut = Double(20 - board) / 5
            let centreInches =
                12
                * (LaneDimensions.centreArrowDistanceFeet
                    + stepsOut / 3 * (LaneDimensions.outerArrowDistanceFeet - LaneDimensions.centreArrowDistanceFeet))
            let along = (distanceInches - centreInches) / LaneDimensions.arrowLengthInches + 0.5
            guard along >= 0, along <= 1 else { continue }
            if abs(lateralInches - Double(20 - board) * boardWidth) <= 0.6 * (1 - along) { return true }
        }
        let dotRadiusInches = 0.5
        if abs(distanceInches - LaneDimensions.laneDotDistanceFeet * 12) <= dotRadiusInches {
            for board in LaneDimensions.laneDotBoards where board < 20 {
                let across = lateralInches - Double(20 - board) * boardWidth
                let along = distanceInches - LaneDimensions.laneDotDistanceFeet * 12
                if across * across + along * along <= dotRadiusInches * dotRadiusInches { return true }
            }
        }
        return false
    }

    /// A fixed pseudo-random value in [0, 1) for an integer.
    private static func hashUnit(_ value: Int) -> Double {
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(value)) &+ 0x5EED)
        return generator.nextUnit()
    }

    /// A pin's radius at a height above the lane, inches; nil above its top.
    fileprivate static func pinRadius(atHeightInches height: Double) -> Double? {
        guard height >= 0, height <= LaneDimensions.pinHeightInches else { return nil }
        for index in 1..<pinProfile.count where height <= pinProfile[index].height {
            let lower = pinProfile[index - 1]
            let upper = pinProfile[index]
            let fraction = (height - lower.height) / (upper.height - lower.height)
            return lower.radius + fraction * (upper.radius - lower.radius)
        }
        return nil
    }

    /// A rectangle of pixels (inclusive bounds).
    struct PixelBounds: Sendable {
        var minColumn = Int.max, maxColumn = Int.min, minRow = Int.max, maxRow = Int.min

        mutating func include(x: Double, y: Double) {
            minColumn = min(minColumn, Int(x.rounded(.down)) - 1)
            maxColumn = max(maxColumn, Int(x.rounded(.down)) + 1)
            minRow = min(minRow, Int(y.rounded(.down)) - 1)
            maxRow = max(maxRow, Int(y.rounded(.down)) + 1)
        }

        func contains(column: Int, row: Int) -> Bool {
            column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow
        }
    }

    /// The ten pins, each drawn as its silhouette on the vertical plane through its axis facing the camera, shaded as a
    /// solid of revolution, with two red neck stripes.
    struct PinSet: Sendable {
        let camera: PinholeCamera
        /// Pin axes' foot points, nearest the camera first.
        let spots: [Vector3]
        var bounds = PixelBounds()

        init(camera: PinholeCamera) {
            self.camera = camera
            spots = LaneDimensions.pinSpots
                .map { Vector3(x: $0.lateral, y: $0.distance, z: 0) }
                .sorted { ($0 - camera.position).length < ($1 - camera.position).length }
            let reach = 2.4 / 12
            for spot in spots {
                for dx in [-reach, reach] {
                    for dy in [-reach, reach] {
                        for dz in [0.0, LaneDimensions.pinHeightInches / 12] {
                            if let pixel = camera.project(spot + Vector3(x: dx, y: dy, z: dz)) {
                                bounds.include(x: pixel.x, y: pixel.y)
                            }
                        }
                    }
                }
            }
        }

        func shade(along direction: Vector3) -> Shade? {
            for spot in spots {
                let toPin = spot - camera.position
                let horizontal = Vector3(x: toPin.x, y: toPin.y, z: 0).normalized
                let denominator = direction.dot(horizontal)
                guard denominator > 0 else { continue }
                let hit = camera.position + (toPin.dot(horizontal) / denominator) * direction
                let lateralInches = abs((hit.x - spot.x) * horizontal.y - (hit.y - spot.y) * horizontal.x) * 12
                guard let radius = LaneBackdrop.pinRadius(atHeightInches: hit.z * 12), lateralInches <= radius else {
                    continue
                }
                let heightInches = hit.z * 12
                let isStripe = (9.2...9.7).contains(heightInches) || (10.2...10.7).contains(heightInches)
                let facing = (1 - (lateralInches / radius) * (lateralInches / radius)).squareRoot()
                return (isStripe ? LaneBackdrop.pinStripe : LaneBackdrop.pinWhite) * (0.62 + 0.38 * facing)
            }
            return nil
        }
    }
}
