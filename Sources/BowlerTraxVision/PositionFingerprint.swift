/// The mean brightness (BT.601 luma) of a grid of cells `columns` wide over a whole frame: the fingerprint of the
/// empty lane that tells whether the camera has moved since it was calibrated (`CameraPositionHash` in BowlerTrax).
/// Here so the page computes it in WebAssembly with the same code as the server.
public struct PositionFingerprint: Sendable {
    public static let columns = 16

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
