import BowlerTraxVision

/// A compact fingerprint of the empty lane as the camera sees it, for the command-line tool's saved calibrations: the
/// tracker's ``PositionFingerprint`` (a 16-column grid of mean brightness, 448 bytes for a 9:16 frame), whose
/// comparison is the one rule the page runs in WebAssembly too.
public struct CameraPositionHash: Equatable, Sendable, Codable {
    public static let columns = PositionFingerprint.columns
    public static let movedThreshold = PositionFingerprint.movedThreshold
    public static let maximumSide = PositionFingerprint.maximumSide

    public let columns: Int
    public let rows: Int
    /// Mean luma (BT.601) per cell, row-major from the top-left.
    public let cells: [UInt8]

    /// Fingerprints a frame (interleaved RGB or RGBA, top-left first) with the tracker's ``PositionFingerprint``
    /// (the page computes the same in WebAssembly); nil for an empty or inconsistent frame.
    public init?(frame: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 3) {
        guard
            let fingerprint = frame.withUnsafeBufferPointer({
                PositionFingerprint(frame: $0, width: width, height: height, bytesPerPixel: bytesPerPixel)
            })
        else { return nil }
        columns = fingerprint.columns
        rows = fingerprint.rows
        cells = fingerprint.cells
    }

    /// Rebuilds a hash from `hexString`.
    public init?(hexString: String) {
        let parts = hexString.split(separator: ":")
        guard parts.count == 3, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...Self.maximumSide).contains(columns), (1...Self.maximumSide).contains(rows),
            parts[2].count == columns * rows * 2
        else { return nil }
        var cells: [UInt8] = []
        var index = parts[2].startIndex
        while index < parts[2].endIndex {
            let next = parts[2].index(index, offsetBy: 2)
            guard let value = UInt8(parts[2][index..<next], radix: 16) else { return nil }
            cells.append(value)
            index = next
        }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// "columns:rows:hex cells", for a saved calibration.
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        var text = "\(columns):\(rows):"
        for cell in cells {
            text.append(digits[Int(cell >> 4)])
            text.append(digits[Int(cell & 15)])
        }
        return text
    }

    /// RMS difference of the cells after removing the mean difference (``PositionFingerprint/distance(to:)``);
    /// infinity for different grids.
    public func distance(to other: CameraPositionHash) -> Double {
        guard let mine = PositionFingerprint(columns: columns, rows: rows, cells: cells),
            let theirs = PositionFingerprint(columns: other.columns, rows: other.rows, cells: other.cells)
        else { return .infinity }
        return mine.distance(to: theirs) ?? .infinity
    }

    /// Whether `other` comes from a camera in a different position ("Calibration Check").
    public func cameraMoved(comparedWith other: CameraPositionHash) -> Bool {
        distance(to: other) > Self.movedThreshold
    }
}
