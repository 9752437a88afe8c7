import BowlerTraxVision

/// A compact fingerprint of the empty lane as the camera sees it, for the command-line tool's saved calibrations: the
/// tracker's ``PositionFingerprint`` (a 16-column grid of mean brightness, 448 bytes for a 9:16 frame), whose
/// comparison is the one rule the page runs in WebAssembly too.
public struct CameraPositionHash: Equatable, Sendable {
    public static let movedThreshold = PositionFingerprint.movedThreshold

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

    /// Rebuilds a hash from `hexString` (``PositionFingerprint``'s text); nil for anything else.
    public init?(hexString: String) {
        guard
            let fingerprint = Array(hexString.utf8).withUnsafeBufferPointer({
                PositionFingerprint(hexText: $0)
            })
        else { return nil }
        columns = fingerprint.columns
        rows = fingerprint.rows
        cells = fingerprint.cells
    }

    /// "columns:rows:hex cells", for a saved calibration (``PositionFingerprint/hexText``).
    public var hexString: String {
        String(decoding: fingerprint?.hexText ?? [], as: UTF8.self)
    }

    /// The tracker's fingerprint of these cells; nil when the sizes disagree (a hash built by hand).
    private var fingerprint: PositionFingerprint? {
        PositionFingerprint(columns: columns, rows: rows, cells: cells)
    }

    /// RMS difference of the cells after removing the mean difference (``PositionFingerprint/distance(to:)``);
    /// infinity for different grids.
    public func distance(to other: CameraPositionHash) -> Double {
        guard let mine = fingerprint, let theirs = other.fingerprint else { return .infinity }
        return mine.distance(to: theirs) ?? .infinity
    }

    /// Whether `other` comes from a camera in a different position ("Calibration Check").
    public func cameraMoved(comparedWith other: CameraPositionHash) -> Bool {
        distance(to: other) > Self.movedThreshold
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension CameraPositionHash: Codable {}
#endif
