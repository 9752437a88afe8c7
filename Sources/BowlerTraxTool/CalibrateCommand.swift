import ArgumentParser
import BowlerTrax
import Foundation

/// `bowlertrax calibrate --taps ... --image-size WxH [--frame IMAGE]`: validates taps and draws the lane grid.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Check calibration taps and print the lane grid they imply.",
        discussion: """
            --taps lists image points "x,y" (pixels, top-left origin) in the spec's order: centre arrow (board 20), \
            foul line right end, foul line left end, head pin (the calibration asks for it when it is missing), separated by spaces or semicolons. With \
            --frame, an SVG of the grid drawn over that image is written beside it (IMAGE.grid.svg) or to --svg.
            """)

    @Option(help: "The taps: \"ax,ay rx,ry lx,ly [px,py]\" (centre arrow, foul line right, foul line left, head pin).")
    var taps: String

    @Option(help: "The frame's size, WxH pixels.")
    var imageSize: ImageSize

    @Option(help: "A PNG or JPEG of the frame, to draw the grid over.")
    var frame: String?

    @Option(help: "Where to write the SVG (default: the frame's path + .grid.svg).")
    var svg: String?

    @Option(help: "The bowler's hand, for the board numbers: right or left.")
    var hand: Hand = .right

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let points = try Self.parseTaps(taps)
        let calibrationTaps = CalibrationTaps(
            centerArrow: points[0], foulLineRight: points.count > 1 ? points[1] : nil,
            foulLineLeft: points.count > 2 ? points[2] : nil, headPin: points.count > 3 ? points[3] : nil)
        let calibration: LaneCalibration
        do {
            calibration = try LaneCalibration(
                taps: calibrationTaps, imageWidth: imageSize.width,
                imageHeight: imageSize.height)
        } catch {
            let reason = error.retryReason.map { " (\($0.rawValue))" } ?? ""
            if json {
                let object: [String: Any] = [
                    "valid": false, "problem": error.code, "message": error.description,
                    "retryReason": error.retryReason?.rawValue ?? NSNull(),
                ]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
                print(String(decoding: data, as: UTF8.self))
                throw ExitCode(1)
            }
            throw ToolFailure(description: "Calibration doesn't look right\(reason): \(error)")
        }
        let grid = calibration.gridOverlay(hand: hand)
        if let frame {
            let output = svg ?? frame + ".grid.svg"
            try Self.svgDocument(frame: frame, width: imageSize.width, height: imageSize.height, grid: grid)
                .write(toFile: output, atomically: true, encoding: .utf8)
            if !json { print("Grid drawn over \(frame): \(output)") }
        }
        let camera = calibration.camera
        let fieldOfView = camera.fieldOfViewDegrees(longerSide: max(imageSize.width, imageSize.height))
        if json {
            let segments = grid.map { segment -> [String: Any] in
                [
                    "label": segment.label, "start": [segment.start.x, segment.start.y],
                    "end": [segment.end.x, segment.end.y],
                ]
            }
            let window = calibration.trackingWindow
            let object: [String: Any] = [
                "valid": true,
                "trackingWindow": ["x": window.x, "y": window.y, "width": window.width, "height": window.height],
                "camera": [
                    "focalLengthPixels": camera.focalLengthPixels, "fieldOfViewDegrees": fieldOfView,
                    "heightFeet": camera.position.z, "behindFoulLineFeet": -camera.position.y,
                    "sidewaysFeet": camera.position.x,
                ],
                "grid": segments,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("Calibration Complete: Lane grid looks accurate!")
            print(
                String(
                    format:
                        "Camera: %.1f ft high, %.1f ft behind the foul line, %.1f ft to the side; %.0f° field of view",
                    camera.position.z, -camera.position.y, camera.position.x, fieldOfView))
            for segment in grid {
                print(
                    String(
                        format: "%-10@ (%.1f, %.1f) - (%.1f, %.1f)", segment.label, segment.start.x, segment.start.y,
                        segment.end.x, segment.end.y))
            }
        }
    }

    static func parseTaps(_ text: String) throws -> [ImagePoint] {
        let items = text.split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init)
        guard (3...4).contains(items.count) else {
            throw ToolFailure(description: "--taps needs 3 or 4 points \"x,y\"; got \(items.count).")
        }
        return try items.map { item in
            let numbers = item.split(separator: ",").map { Double($0) }
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
                throw ToolFailure(description: "'\(item)' is not a tap; write x,y in pixels, e.g. 540,1130.")
            }
            return ImagePoint(x: x, y: y)
        }
    }

    static func svgDocument(frame: String, width: Int, height: Int, grid: [ImageSegment]) throws -> String {
        guard let data = FileManager.default.contents(atPath: frame) else {
            throw ToolFailure(description: "No image at \(frame).")
        }
        let type = frame.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
            "<image href=\"data:\(type);base64,\(data.base64EncodedString())\" width=\"\(width)\" height=\"\(height)\"/>",
        ]
        for segment in grid {
            let colour = segment.label.hasPrefix("board") ? "#00e5ff" : "#ffea00"
            lines.append(
                String(
                    format:
                        "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"%@\" stroke-width=\"2\"><title>%@</title></line>",
                    segment.start.x, segment.start.y, segment.end.x, segment.end.y, colour, segment.label))
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }
}
