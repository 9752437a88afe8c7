/// The lane landmark a calibration tap names (the C ABI's numbers are the raw values).
public enum TapLandmark: Int32, Sendable, CaseIterable {
    /// The centre arrow (board 20 at 15 ft): a dark triangle on the wood, the point of the arrows' V nearest the
    /// bowler.
    case centerArrow = 0
    /// Where the foul line meets the gutter on the image's right.
    case foulLineRight = 1
    /// Where the foul line meets the gutter on the image's left.
    case foulLineLeft = 2
    /// The head pin's spot: the bottom of the nearest white pin.
    case headPin = 3
}

/// A calibration tap moved onto the image feature it names, found in the frozen frame itself: a fingertip on a phone
/// covers tens of image pixels, the feature is a few pixels across.
///
/// - the foul line's end: the dark foul line's centre line (fitted over the columns around the tap) meets the lane's
///   edge (where the bright, warm wood gives way to the darker gutter, fitted over the rows just beyond the foul line);
/// - the centre arrow: of the dark marks on the wood near the tap, the point of the arrows' V (the marks either side
///   of it lie further down the lane), at the arrow's middle (the lane's 15 ft point, not its apex);
/// - the head pin: the point of the V the pins' bases form (the nearest pin's base is the lowest), at the middle of
///   its base.
///
/// Brightness edges are read in luma, as a camera's colour is often at half resolution. Coordinates are continuous
/// image pixels (pixel (i, j) covers i...i+1, j...j+1). The feature must lie within `searchRadius` of the tap, else
/// the tap is kept as given (`snapped` false).
public struct RefinedTap: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var snapped: Bool

    public init(x: Double, y: Double, snapped: Bool) {
        self.x = x
        self.y = y
        self.snapped = snapped
    }

    /// How far from the tap a feature may be, image pixels: 28 on a 720-pixel-wide frame, scaled with the frame's
    /// shorter side.
    public static func searchRadius(width: Int, height: Int) -> Double {
        max(8, 28 * Double(min(width, height)) / 720)
    }

    /// Refines a tap at (`x`, `y`) on a frame (interleaved RGB or RGBA, red first, top row first); nil when the tap
    /// is off the frame or the frame is shorter than its size says.
    public init?(
        frame: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int, landmark: TapLandmark,
        x: Double, y: Double
    ) {
        guard width > 0, height > 0, bytesPerPixel >= 3, width <= Int.max / height / bytesPerPixel,
            frame.count >= width * height * bytesPerPixel, x >= 0, y >= 0, x <= Double(width), y <= Double(height)
        else { return nil }
        let radius = Self.searchRadius(width: width, height: height)
        let image = FrameView(frame: frame, width: width, height: height, bytesPerPixel: bytesPerPixel)
        let found: (x: Double, y: Double)?
        switch landmark {
        case .foulLineRight: found = FoulLineEnd.find(in: image, x: x, y: y, radius: radius, outward: 1)
        case .foulLineLeft: found = FoulLineEnd.find(in: image, x: x, y: y, radius: radius, outward: -1)
        case .centerArrow: found = CenterArrow.find(in: image, x: x, y: y, radius: radius)
        case .headPin: found = HeadPin.find(in: image, x: x, y: y, radius: radius)
        }
        if let found, (found.x - x) * (found.x - x) + (found.y - y) * (found.y - y) <= radius * radius,
            found.x >= 0, found.y >= 0, found.x <= Double(width), found.y <= Double(height)
        {
            self.init(x: found.x, y: found.y, snapped: true)
        } else {
            self.init(x: x, y: y, snapped: false)
        }
    }
}

/// A frame's pixels, read as the measures the landmarks are found by.
struct FrameView {
    let frame: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int
    let bytesPerPixel: Int

    /// BT.601 luma.
    func luma(_ column: Int, _ row: Int) -> Double {
        let offset = (row * width + column) * bytesPerPixel
        return 0.299 * Double(frame[offset]) + 0.587 * Double(frame[offset + 1]) + 0.114 * Double(frame[offset + 2])
    }

    /// Red minus blue: high on wood, near zero on grey gutters and dark surroundings.
    func warmth(_ column: Int, _ row: Int) -> Double {
        let offset = (row * width + column) * bytesPerPixel
        return Double(frame[offset]) - Double(frame[offset + 2])
    }

    /// Twice the smallest channel minus the largest: high only where a pixel is both bright and colourless (a pin).
    func whiteness(_ column: Int, _ row: Int) -> Double {
        let offset = (row * width + column) * bytesPerPixel
        let red = Int(frame[offset])
        let green = Int(frame[offset + 1])
        let blue = Int(frame[offset + 2])
        return Double(2 * min(red, green, blue) - max(red, green, blue))
    }
}

/// A rectangle of a frame's pixels around a point, clipped to the frame: columns `left...right`, rows `top...bottom`.
struct PixelBox {
    let left: Int
    let top: Int
    let right: Int
    let bottom: Int

    init(around x: Double, _ y: Double, reach: Double, width: Int, height: Int) {
        let halfSize = Int(reach) + 1
        left = max(0, Int(x) - halfSize)
        right = min(width - 1, Int(x) + halfSize)
        top = max(0, Int(y) - halfSize)
        bottom = min(height - 1, Int(y) + halfSize)
    }

    var width: Int { right - left + 1 }
    var height: Int { bottom - top + 1 }
    var isEmpty: Bool { right < left || bottom < top }
}

/// A straight line v = intercept + slope · u fitted by least squares, then again without the points more than
/// `tolerance` off the first fit; nil with fewer than `minimumCount` points left.
struct FittedLine {
    var intercept: Double
    var slope: Double

    init?(u: [Double], v: [Double], tolerance: Double, minimumCount: Int) {
        guard let first = Self.leastSquares(u: u, v: v, keep: { _ in true }, minimumCount: minimumCount) else {
            return nil
        }
        guard
            let second = Self.leastSquares(
                u: u, v: v, keep: { abs(v[$0] - first.intercept - first.slope * u[$0]) <= tolerance },
                minimumCount: minimumCount)
        else { return nil }
        self = second
    }

    private init(intercept: Double, slope: Double) {
        self.intercept = intercept
        self.slope = slope
    }

    private static func leastSquares(u: [Double], v: [Double], keep: (Int) -> Bool, minimumCount: Int)
        -> FittedLine?
    {
        var count = 0.0
        var sumU = 0.0
        var sumV = 0.0
        var sumUU = 0.0
        var sumUV = 0.0
        for index in 0..<u.count where keep(index) {
            count += 1
            sumU += u[index]
            sumV += v[index]
            sumUU += u[index] * u[index]
            sumUV += u[index] * v[index]
        }
        guard count >= Double(max(2, minimumCount)) else { return nil }
        let spread = count * sumUU - sumU * sumU
        guard spread > 1e-9 else { return nil }
        let slope = (count * sumUV - sumU * sumV) / spread
        return FittedLine(intercept: (sumV - slope * sumU) / count, slope: slope)
    }

    func value(at u: Double) -> Double { intercept + slope * u }
}

/// The middle value of some numbers (the upper of the two middle ones for an even count); 0 for none.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return values.sorted()[values.count / 2]
}

/// Where the foul line meets the lane's edge on one side (`outward` +1: the gutter lies toward larger x).
enum FoulLineEnd {
    /// The least contrast (8-bit levels) between the foul line and what lies either side of it, and between the wood
    /// and the gutter.
    static let minimumContrast = 25.0

    static func find(in image: FrameView, x: Double, y: Double, radius: Double, outward: Int)
        -> (x: Double, y: Double)?
    {
        let box = PixelBox(around: x, y, reach: 2 * radius, width: image.width, height: image.height)
        guard !box.isEmpty else { return nil }
        // The foul line is at most a few pixels thick; its sides are read beyond that.
        let bandReach = max(3, Int(radius / 5))
        var columns: [Double] = []
        var centres: [Double] = []
        for column in box.left...box.right {
            if let centre = bandCentre(image, column: column, box: box, reach: bandReach) {
                columns.append(Double(column) + 0.5)
                centres.append(centre)
            }
        }
        guard
            let foulLine = FittedLine(
                u: columns, v: centres, tolerance: 1, minimumCount: max(5, Int(radius / 3)))
        else { return nil }
        // The lane's edge in the rows beyond the foul line (further down the lane, higher in the image).
        let firstRow = Int(foulLine.value(at: x)) - bandReach - 2
        var rows: [Double] = []
        var edges: [Double] = []
        if firstRow >= box.top {
            for row in stride(from: firstRow, through: box.top, by: -1) {
                if let edge = laneEdge(image, row: row, box: box, outward: outward) {
                    rows.append(Double(row) + 0.5)
                    edges.append(edge)
                }
            }
        }
        guard let laneEdge = FittedLine(u: rows, v: edges, tolerance: 1, minimumCount: max(4, Int(radius / 4)))
        else { return nil }
        // y = a + b·x and x = c + d·y meet where x = (c + d·a) / (1 − d·b).
        let denominator = 1 - laneEdge.slope * foulLine.slope
        guard abs(denominator) > 1e-6 else { return nil }
        let meetX = (laneEdge.intercept + laneEdge.slope * foulLine.intercept) / denominator
        return (meetX, foulLine.value(at: meetX))
    }

    /// The centre row (continuous) of the darkest band in a column of the box: each pixel's share of the band is its
    /// darkening against the level beyond the band on its side; nil when the band is faint or too thick.
    static func bandCentre(_ image: FrameView, column: Int, box: PixelBox, reach: Int) -> Double? {
        var darkest = box.top
        var darkestLuma = Double.infinity
        for row in box.top...box.bottom {
            let luma = image.luma(column, row)
            if luma < darkestLuma {
                darkestLuma = luma
                darkest = row
            }
        }
        guard darkest - 3 * reach >= box.top, darkest + 3 * reach <= box.bottom else { return nil }
        let above = median((darkest - 3 * reach..<darkest - reach).map { image.luma(column, $0) })
        let below = median((darkest + reach + 1...darkest + 3 * reach).map { image.luma(column, $0) })
        guard above - darkestLuma >= minimumContrast, below - darkestLuma >= minimumContrast else { return nil }
        var weighted = 0.0
        var total = 0.0
        for row in darkest - reach...darkest + reach {
            let side = row <= darkest ? above : below
            let share = min(1, max(0, (side - image.luma(column, row)) / (side - darkestLuma)))
            // Shares of a tenth or less are the sides' noise.
            guard share > 0.1 else { continue }
            weighted += (Double(row) + 0.5) * share
            total += share
        }
        guard total > 0, total <= Double(reach) else { return nil }
        return weighted / total
    }

    /// The least warmth (red minus blue) of wood: a grey gutter and the dark surroundings have next to none.
    static let woodWarmth = 30.0

    /// Where, in a row of the box, the wood gives way to the darker gutter going outward: the crossing of the luma
    /// halfway between the two (continuous column), the pixels just inside it warm like wood (not a gutter's outer
    /// edge); nil when the row does not start on wood or holds no such change. Luma, as a camera's colour is often at
    /// half resolution.
    static func laneEdge(_ image: FrameView, row: Int, box: PixelBox, outward: Int) -> Double? {
        let luma = (box.left...box.right).map { image.luma($0, row) }
        let sorted = luma.sorted()
        let wood = sorted[sorted.count * 9 / 10]
        let gutter = sorted[sorted.count / 10]
        guard wood - gutter >= minimumContrast else { return nil }
        let middle = (wood + gutter) / 2
        let indices = outward > 0 ? Array(0..<luma.count) : Array((0..<luma.count).reversed())
        guard luma[indices[0]] >= middle else { return nil }
        for step in 1..<indices.count where luma[indices[step]] < middle {
            let inside = box.left + indices[max(0, step - 3)]
            guard image.warmth(inside, row) >= woodWarmth else { return nil }
            let inner = luma[indices[step - 1]]
            let fraction = (inner - middle) / (inner - luma[indices[step]])
            return Double(box.left + indices[step - 1]) + 0.5 + Double(outward) * fraction
        }
        return nil
    }
}

/// A group of pixels found together (8-connected) in a box, in the box's own coordinates (index = row · width + column).
struct PixelGroups {
    /// Each group's pixel indices.
    var groups: [[Int]] = []

    /// The groups of the box's pixels for which `member` holds.
    init(width: Int, height: Int, member: [Bool]) {
        var seen = [Bool](repeating: false, count: width * height)
        var stack: [Int] = []
        for start in 0..<member.count where member[start] && !seen[start] {
            var group: [Int] = []
            seen[start] = true
            stack.append(start)
            while let index = stack.popLast() {
                group.append(index)
                let column = index % width
                let row = index / width
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = column + dx
                        let r = row + dy
                        guard c >= 0, c < width, r >= 0, r < height else { continue }
                        let neighbour = r * width + c
                        if member[neighbour] && !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            groups.append(group)
        }
    }
}

/// The centre arrow: the point of the arrows' V near the tap, the dark mark on the wood with a mark further down the
/// lane (higher in the image) on either side of it; the lowest such mark when there are several.
enum CenterArrow {
    static func find(in image: FrameView, x: Double, y: Double, radius: Double) -> (x: Double, y: Double)? {
        // The neighbouring arrows of a mark near the tap may lie further from the tap than the mark itself.
        let box = PixelBox(around: x, y, reach: 2 * radius + 4, width: image.width, height: image.height)
        guard !box.isEmpty else { return nil }
        let marks = Self.marks(in: image, box: box, largestArea: Int(radius * radius / 16))
        var best: (x: Double, y: Double)?
        for mark in marks {
            guard (mark.x - x) * (mark.x - x) + (mark.y - y) * (mark.y - y) <= radius * radius else { continue }
            // The V's arms rise from its point: a mark beyond on the left and one on the right, each within the
            // radius across and rising less steeply than 45°.
            func arm(_ side: Double) -> Bool {
                marks.contains { other in
                    let across = (other.x - mark.x) * side
                    let rise = mark.y - other.y
                    return across >= 2 && across <= radius && rise >= 0.5 && rise <= across
                }
            }
            guard arm(-1), arm(1) else { continue }
            if best.map({ mark.y > $0.y }) ?? true { best = mark }
        }
        return best
    }

    /// The centroids of the small dark marks on the wood in a box: groups of pixels at least a quarter darker than the
    /// box's typical (median) luma, each weighted by its darkening over the group and the pixels around it (the mark's
    /// blurred edges). Groups over `largestArea` pixels (a ball, a shadow) or with less than one whole pixel of the
    /// mark's darkness are left out.
    static func marks(in image: FrameView, box: PixelBox, largestArea: Int) -> [(x: Double, y: Double)] {
        var lumas = [Double](repeating: 0, count: box.width * box.height)
        for row in 0..<box.height {
            for column in 0..<box.width {
                lumas[row * box.width + column] = image.luma(box.left + column, box.top + row)
            }
        }
        let wood = median(lumas)
        let threshold = wood * 0.75
        let groups = PixelGroups(width: box.width, height: box.height, member: lumas.map { $0 < threshold })
        var marks: [(x: Double, y: Double)] = []
        for group in groups.groups where group.count <= largestArea {
            var included = [Bool](repeating: false, count: lumas.count)
            for index in group {
                let column = index % box.width
                let row = index / box.width
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = column + dx
                        let r = row + dy
                        if c >= 0, c < box.width, r >= 0, r < box.height { included[r * box.width + c] = true }
                    }
                }
            }
            var weighted = (x: 0.0, y: 0.0, yy: 0.0)
            var total = 0.0
            for index in 0..<lumas.count where included[index] {
                let darkening = max(0, wood - lumas[index])
                let y = Double(box.top + index / box.width) + 0.5
                weighted.x += (Double(box.left + index % box.width) + 0.5) * darkening
                weighted.y += y * darkening
                weighted.yy += y * y * darkening
                total += darkening
            }
            guard total >= wood - threshold else { continue }
            // A triangle's centroid lies a third of its length from its base, the arrow's lane point (its middle)
            // a sixth of the length further toward the apex (up the image); a triangle's spread along its axis is
            // length² / 18, less a pixel's own (1 / 12).
            let centroid = weighted.y / total
            let spread = max(0, weighted.yy / total - centroid * centroid - 1.0 / 12)
            marks.append((weighted.x / total, centroid - (18 * spread).squareRoot() / 6))
        }
        return marks
    }
}

/// The head pin: the pins stand on the deck in rows, so their bases, seen from behind the approach, form a V whose
/// point (the lowest base) is the head pin's. Each pin is a group of bright, colourless pixels; its axis is the
/// centroid of its brightness over its lowest rows, its base where the brightness down the axis falls halfway to the
/// pin deck's (luma: a camera's colour is often at half resolution, its brightness never).
enum HeadPin {
    static func find(in image: FrameView, x: Double, y: Double, radius: Double) -> (x: Double, y: Double)? {
        // Wide enough to hold the whole pin set when the head pin is within the radius.
        let box = PixelBox(around: x, y, reach: 2 * radius, width: image.width, height: image.height)
        guard !box.isEmpty else { return nil }
        var values = [Double](repeating: 0, count: box.width * box.height)
        for row in 0..<box.height {
            for column in 0..<box.width {
                values[row * box.width + column] = image.whiteness(box.left + column, box.top + row)
            }
        }
        let brightest = values.max() ?? 0
        let typical = median(values)
        guard brightest - typical >= 40 else { return nil }
        // The pins' bright middles (their shaded sides and the pin deck stay below).
        let threshold = brightest - (brightest - typical) / 4
        let groups = PixelGroups(width: box.width, height: box.height, member: values.map { $0 >= threshold })
        let parts = groups.groups.filter { $0.count >= 3 }.compactMap {
            base(of: $0, image: image, box: box, radius: radius)
        }
        // A pin's head (above its red neck stripes) is a part of its own: the lowest part on an axis is the pin's.
        let sameAxis = max(1.5, radius / 14)
        let pins = parts.filter { part in !parts.contains { abs($0.x - part.x) < sameAxis && $0.y > part.y } }
        let near = pins.filter { ($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y) <= radius * radius }
        guard !near.isEmpty else { return nil }
        guard pins.count >= 4 else { return near.max { $0.y < $1.y } }
        // The V's point: the pin whose bases around it fit y = top − slope·|x − pin's x| best, rising on both sides.
        var best: (x: Double, y: Double, misfit: Double)?
        for candidate in near {
            let offsets = pins.map { abs($0.x - candidate.x) }
            guard let fit = FittedLine(u: offsets, v: pins.map { $0.y }, tolerance: .infinity, minimumCount: 3),
                fit.slope < 0
            else { continue }
            var misfit = 0.0
            for (offset, pin) in zip(offsets, pins) {
                misfit += (pin.y - fit.value(at: offset)) * (pin.y - fit.value(at: offset))
            }
            if best.map({ misfit < $0.misfit }) ?? true { best = (candidate.x, candidate.y, misfit) }
        }
        return best.map { ($0.x, $0.y) }
    }

    /// The middle of a pin's base (see `HeadPin`); nil when the pin is cut by the box or stands on nothing lighter.
    static func base(of group: [Int], image: FrameView, box: PixelBox, radius: Double) -> (x: Double, y: Double)? {
        let lowest = box.top + (group.map { $0 / box.width }.max() ?? 0)
        let rows = max(2, Int(radius / 9))
        let deckRows = max(4, Int(radius / 7))
        guard lowest - rows >= box.top, lowest + deckRows + 1 <= box.bottom else { return nil }
        // The axis: the brightness above the row's darkest pixel, over the group's columns and one more either side.
        var weighted = 0.0
        var total = 0.0
        for row in lowest - rows + 1...lowest {
            let columns = group.filter { box.top + $0 / box.width == row }.map { box.left + $0 % box.width }
            guard let first = columns.min(), let last = columns.max(), first - 1 >= box.left, last + 1 <= box.right
            else { return nil }
            let darkest = (first - 1...last + 1).map { image.luma($0, row) }.min() ?? 0
            for column in first - 1...last + 1 {
                let weight = image.luma(column, row) - darkest
                weighted += (Double(column) + 0.5) * weight
                total += weight
            }
        }
        guard total > 0 else { return nil }
        let axis = weighted / total
        // The luma down the axis, between the two nearest columns.
        let left = Int(axis - 0.5)
        let share = axis - 0.5 - Double(left)
        guard left >= box.left, left + 1 <= box.right else { return nil }
        func luma(_ row: Int) -> Double {
            (1 - share) * image.luma(left, row) + share * image.luma(left + 1, row)
        }
        // The pin deck: the brightest of the typical (median) rows below the pin's bright middle, within half the
        // radius across (the deck's width spans the pins).
        let reach = Int(radius / 2)
        let across = max(box.left, Int(axis) - reach)...min(box.right, Int(axis) + reach)
        var deck = -Double.infinity
        for row in lowest + 1...lowest + deckRows {
            deck = max(deck, median(across.map { image.luma($0, row) }))
        }
        let pin = (luma(lowest - 1) + luma(lowest)) / 2
        guard pin - deck >= 10 else { return nil }
        let middle = (pin + deck) / 2
        for row in lowest...lowest + deckRows where luma(row + 1) < middle {
            let upper = luma(row)
            guard upper >= middle else { return nil }
            return (axis, Double(row) + 0.5 + (upper - middle) / (upper - luma(row + 1)))
        }
        return nil
    }
}
