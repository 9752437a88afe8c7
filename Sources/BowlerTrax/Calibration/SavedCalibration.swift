import Foundation

/// A calibration as saved and as the command-line tool reads it:
/// `{"imageWidth": W, "imageHeight": H, "taps": {"centerArrow": [x, y], "foulLineRight": [x, y],
/// "foulLineLeft": [x, y], "headPin": [x, y]}}` (headPin optional), plus, once saved, the centre's name, the lanes
/// and the camera position hash.
public struct SavedCalibration: Equatable, Sendable, Codable {
    public var imageWidth: Int
    public var imageHeight: Int
    public var taps: CalibrationTaps
    public var centerName: String?
    public var lanes: [Int]?
    /// `CameraPositionHash.hexString` of the empty lane when the calibration was saved.
    public var cameraPositionHash: String?

    public init(
        imageWidth: Int, imageHeight: Int, taps: CalibrationTaps, centerName: String? = nil, lanes: [Int]? = nil,
        cameraPositionHash: String? = nil
    ) {
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.taps = taps
        self.centerName = centerName
        self.lanes = lanes
        self.cameraPositionHash = cameraPositionHash
    }

    enum CodingKeys: String, CodingKey { case imageWidth, imageHeight, taps, centerName, lanes, cameraPositionHash }

    private struct TapKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageWidth = try container.decode(Int.self, forKey: .imageWidth)
        imageHeight = try container.decode(Int.self, forKey: .imageHeight)
        let tapContainer = try container.nestedContainer(keyedBy: TapKey.self, forKey: .taps)
        func point(_ name: CalibrationTaps.Name) throws -> ImagePoint? {
            guard let pair = try tapContainer.decodeIfPresent([Double].self, forKey: TapKey(stringValue: name.rawValue))
            else { return nil }
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: TapKey(stringValue: name.rawValue), in: tapContainer,
                    debugDescription: "\(name.rawValue) must be [x, y]")
            }
            return ImagePoint(x: pair[0], y: pair[1])
        }
        taps = CalibrationTaps(
            centerArrow: try point(.centerArrow), foulLineRight: try point(.foulLineRight),
            foulLineLeft: try point(.foulLineLeft), headPin: try point(.headPin))
        centerName = try container.decodeIfPresent(String.self, forKey: .centerName)
        lanes = try container.decodeIfPresent([Int].self, forKey: .lanes)
        cameraPositionHash = try container.decodeIfPresent(String.self, forKey: .cameraPositionHash)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(imageWidth, forKey: .imageWidth)
        try container.encode(imageHeight, forKey: .imageHeight)
        var tapContainer = container.nestedContainer(keyedBy: TapKey.self, forKey: .taps)
        for name in CalibrationTaps.Name.allCases {
            if let point = taps[name] {
                try tapContainer.encode([point.x, point.y], forKey: TapKey(stringValue: name.rawValue))
            }
        }
        try container.encodeIfPresent(centerName, forKey: .centerName)
        try container.encodeIfPresent(lanes, forKey: .lanes)
        try container.encodeIfPresent(cameraPositionHash, forKey: .cameraPositionHash)
    }

    /// Validates the taps into a calibration.
    public func calibration() throws(CalibrationProblem) -> LaneCalibration {
        try LaneCalibration(taps: taps, imageWidth: imageWidth, imageHeight: imageHeight)
    }

    /// Whether a frame from a new clip was taken from a different camera position than this calibration's; nil when
    /// no hash was saved or the frame cannot be fingerprinted.
    public func cameraMoved(firstFrame: [UInt8], width: Int, height: Int) -> Bool? {
        guard let saved = cameraPositionHash.flatMap(CameraPositionHash.init(hexString:)),
            let now = CameraPositionHash(frame: firstFrame, width: width, height: height)
        else { return nil }
        return saved.cameraMoved(comparedWith: now)
    }
}
