/// The mean brightness (BT.601 luma) of a grid of cells `columns` wide over a whole frame: the fingerprint of the
/// empty lane that tells whether the camera has moved since it was calibrated ("Calibration Check"). The page
/// computes, keeps and compares it on the phone in WebAssembly (it is a small picture of the lane, so it never leaves
/// the phone); the command-line tool does the same natively (`CameraPositionHash` in BowlerTrax).
///
/// Two fingerprints differ by the root-mean-square difference of their cells after removing an overall brightness
/// change (8-bit levels); above ``movedThreshold`` the camera has moved. Sensor noise averages out inside a cell,
/// while a camera moved 6 in sideways or panned 2° shifts the lane's edges, foul line and arrows by a good part of a
/// cell.
public struct PositionFingerprint: Sendable, Equatable {
    public static let columns = 16
    /// The distance above which the camera has moved.
    public static let movedThreshold = 2.5
    /// The most columns or rows a fingerprint read from text may have (a 16-column grid of a frame 256 times as tall
    /// as wide), so a hostile text cannot overflow the size check.
    public static let maximumSide = 4096

    public let columns: Int
    public let rows: Int
    /// Mean luma per cell, row-major from the top-left.
    public let cells: [UInt8]

    /// Fingerprints a frame (interleaved RGB or RGBA, top-left first); nil for an empty or inconsistent frame.
    public init?(frame: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int) {
        guard width >= Self.columns, height >= 2, bytesPerPixel >= 3, frame.count >= width * height * bytesPerPixel
        else { return nil }
        let columns = Self.columns
        // rows = round(columns * height / width), at least one.
        let rows = max(1, (2 * columns * height + width) / (2 * width))
        var sums = [Double](repeating: 0, count: columns * rows)
        var counts = [Double](repeating: 0, count: columns * rows)
        for y in 0..<height {
            let cellRow = y * rows / height
            for x in 0..<width {
                let offset = (y * width + x) * bytesPerPixel
                let luma =
                    0.299 * Double(frame[offset]) + 0.587 * Double(frame[offset + 1]) + 0.114
                    * Double(frame[offset + 2])
                let cell = cellRow * columns + x * columns / width
                sums[cell] += luma
                counts[cell] += 1
            }
        }
        var cells = [UInt8](repeating: 0, count: columns * rows)
        for index in 0..<cells.count {
            let mean = sums[index] / max(1, counts[index])
            cells[index] = UInt8(max(0, min(255, mean + 0.5)))
        }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// A fingerprint of `columns` x `rows` cells (row-major); nil when the sizes disagree or exceed ``maximumSide``.
    public init?(columns: Int, rows: Int, cells: [UInt8]) {
        guard (1...Self.maximumSide).contains(columns), (1...Self.maximumSide).contains(rows),
            cells.count == columns * rows
        else { return nil }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// Reads ``hexText`` back ("16:28:0a1b…", ASCII); nil for anything else.
    public init?(hexText text: UnsafeBufferPointer<UInt8>) {
        var index = 0
        func number() -> Int? {
            var value = 0
            let start = index
            while index < text.count, text[index] >= 48, text[index] <= 57, index - start < 5 {
                value = value * 10 + Int(text[index] - 48)
                index += 1
            }
            guard index > start, index < text.count, text[index] == 58 else { return nil }
            index += 1
            return value
        }
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 48...57: byte - 48
            case 97...102: byte - 87
            case 65...70: byte - 55
            default: nil
            }
        }
        guard let columns = number(), let rows = number(), (1...Self.maximumSide).contains(columns),
            (1...Self.maximumSide).contains(rows), text.count - index == columns * rows * 2
        else { return nil }
        var cells: [UInt8] = []
        cells.reserveCapacity(columns * rows)
        while index < text.count {
            guard let high = digit(text[index]), let low = digit(text[index + 1]) else { return nil }
            cells.append(high << 4 | low)
            index += 2
        }
        self.init(columns: columns, rows: rows, cells: cells)
    }

    /// The root-mean-square difference of the cells after removing their mean difference; nil for different grids.
    public func distance(to other: PositionFingerprint) -> Double? {
        guard columns == other.columns, rows == other.rows, cells.count == other.cells.count, !cells.isEmpty else {
            return nil
        }
        var sum = 0.0
        for index in 0..<cells.count { sum += Double(cells[index]) - Double(other.cells[index]) }
        let mean = sum / Double(cells.count)
        var squares = 0.0
        for index in 0..<cells.count {
            let centred = Double(cells[index]) - Double(other.cells[index]) - mean
            squares += centred * centred
        }
        return (squares / Double(cells.count)).squareRoot()
    }

    /// Whether `other` was taken from a camera in a different position; nil when the grids differ (another frame
    /// shape: nothing can be told).
    public func cameraMoved(comparedWith other: PositionFingerprint) -> Bool? {
        distance(to: other).map { $0 > Self.movedThreshold }
    }

    /// "columns:rows:hex cells" as ASCII bytes: the text a saved calibration keeps.
    public var hexText: [UInt8] {
        let digits: StaticString = "0123456789abcdef"
        var text: [UInt8] = []
        text.reserveCapacity(12 + cells.count * 2)
        Self.appendDecimal(columns, to: &text)
        text.append(58)  // ":"
        Self.appendDecimal(rows, to: &text)
        text.append(58)
        digits.withUTF8Buffer { digits in
            for cell in cells {
                text.append(digits[Int(cell >> 4)])
                text.append(digits[Int(cell & 15)])
            }
        }
        return text
    }

    private static func appendDecimal(_ value: Int, to text: inout [UInt8]) {
        var reversed: [UInt8] = []
        var rest = value
        repeat {
            reversed.append(UInt8(48 + rest % 10))
            rest /= 10
        } while rest > 0
        text.append(contentsOf: reversed.reversed())
    }
}
