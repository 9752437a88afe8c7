import BowlerTraxVision

/// The spec's ball colours (Purple, Blue, Red, Orange, Green, Black) and custom colours, as tracking models.
public enum BallColorPreset: String, Sendable, CaseIterable {
    case purple, blue, red, orange, green, black

    /// The preset's sRGB colour: purple #6e28aa; the others the prototype's HSV presets (blue 220°/80/80,
    /// red 0°/85/75, orange 30°/90/85, green 120°/75/70, black 0/0/15) in RGB.
    public var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .purple: (0x6E, 0x28, 0xAA)
        case .blue: (41, 95, 204)
        case .red: (191, 29, 29)
        case .orange: (217, 119, 22)
        case .green: (45, 179, 45)
        case .black: (38, 38, 38)
        }
    }
}

/// Why a ball colour was not understood.
public enum BallColorProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(String)
    case tapOutsideFrame

    public var description: String {
        switch self {
        case .unknown(let text):
            "'\(text)' is not a ball colour; use purple, blue, red, orange, green, black or a hex colour like #6e28aa."
        case .tapOutsideFrame:
            "The colour tap is outside the frame; tap the ball."
        }
    }
}

/// A ball's colour as the user chose it: a preset, a hex colour or a tap on the ball. Cheap to parse, compare and print;
/// the tracking model (a colour table of 262,144 entries) is built only when a shot is tracked.
///
/// ```swift
/// try BallColorChoice.parse("Orange").hex            // "#d97716"
/// try BallColorChoice.parse("#6E28AA") == .preset(.purple)   // true
/// ```
public struct BallColorChoice: Sendable, Equatable {
    /// The colour, 8-bit sRGB.
    public let red: UInt8, green: UInt8, blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A preset's colour.
    public static func preset(_ preset: BallColorPreset) -> BallColorChoice {
        let rgb = preset.rgb
        return BallColorChoice(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }

    /// A preset's name (any case) or a hex colour (#rrggbb or rrggbb). Read as ASCII bytes (no Unicode tables, which
    /// the page's WebAssembly does without).
    public static func parse(_ text: String) throws(BallColorProblem) -> BallColorChoice {
        let lowered = text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        if let preset = BallColorPreset.allCases.first(where: { $0.rawValue.utf8.elementsEqual(lowered) }) {
            return .preset(preset)
        }
        var hex = lowered[...]
        if hex.first == UInt8(ascii: "#") { hex = hex.dropFirst() }
        guard hex.count == 6, hex.allSatisfy({ $0.isHexDigit }) else { throw .unknown(text) }
        let value = hex.reduce(UInt32(0)) { $0 << 4 | UInt32($1 <= UInt8(ascii: "9") ? $1 - 48 : $1 - 87) }
        return BallColorChoice(
            red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The colour tapped on a frame (``SampledColor``: the mean of the 5x5 pixels around the tap).
    public static func sampled(
        frame: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 3,
        at tap: ImagePoint
    ) throws(BallColorProblem) -> BallColorChoice {
        guard tap.isFinite, tap.x >= 0, tap.y >= 0, tap.x < Double(width), tap.y < Double(height) else {
            throw .tapOutsideFrame
        }
        let color = frame.withUnsafeBufferPointer { pixels in
            SampledColor(
                frame: pixels, width: width, height: height, bytesPerPixel: bytesPerPixel, column: Int(tap.x),
                row: Int(tap.y))
        }
        guard let color else { throw .tapOutsideFrame }
        return BallColorChoice(red: color.red, green: color.green, blue: color.blue)
    }

    /// "#rrggbb", lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tracker's model of this colour (builds its colour table: a few milliseconds).
    public var trackingModel: BallColorModel {
        BallColorModel(red: red, green: green, blue: blue)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension BallColorPreset: Codable {}
#endif
