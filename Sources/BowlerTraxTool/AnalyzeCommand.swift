import ArgumentParser
import Basics
import BowlerTrax
import BowlerTraxVideo
import BowlerTraxVision
import Foundation

/// `bowlertrax analyze VIDEO --calibration CAL.json`: one shot's metrics from a video file.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Track the ball in a shot's video and print its metrics.",
        discussion: """
            CAL.json is {"imageWidth": W, "imageHeight": H, "taps": {"centerArrow": [x, y], "foulLineRight": [x, y], \
            "foulLineLeft": [x, y], "headPin": [x, y]}} in the video's pixels (top-left origin). Boards are in the \
            bowler's own numbering. The strike probability is an estimate (no published formula exists).
            """)

    @Argument(help: "The shot's video: H.264/HEVC in MP4/MOV or VP8/VP9 in WebM, 30-240 fps.")
    var video: String

    @Option(help: "The lane calibration file (see the discussion).")
    var calibration: String

    @Option(help: "The ball's colour: purple, blue, red, orange, green, black or #rrggbb.")
    var ballColor: String = "purple"

    @Option(help: "The bowler's hand: right or left.")
    var hand: Hand = .right

    @Option(help: "Language of the tips: en or vi.")
    var language: String = "en"

    @Flag(help: "Print JSON instead of a summary.")
    var json = false

    func run() throws {
        let saved = try Self.readCalibration(calibration)
        let lane: LaneCalibration
        do { lane = try saved.calibration() } catch { throw ToolFailure(description: "Calibration: \(error)") }
        let color: BallColorChoice
        do { color = try BallColorChoice.parse(ballColor) } catch { throw ToolFailure(description: "\(error)") }
        guard let language = Language(rawValue: language) else {
            throw ToolFailure(description: "Unknown language '\(self.language)'; use en or vi.")
        }
        let info: VideoInfo
        do { info = try VideoReader.probe(URL(fileURLWithPath: video)) } catch {
            throw ToolFailure(description: "\(error)")
        }
        guard info.width == saved.imageWidth, info.height == saved.imageHeight else {
            throw ToolFailure(
                description: "The video is \(info.width)x\(info.height) but the calibration "
                    + "was made on \(saved.imageWidth)x\(saved.imageHeight); calibrate on a frame of this video.")
        }
        // The saved camera position is compared on the whole first frame; tracking reads only the lane's window.
        var cameraMoved: Bool?
        if saved.cameraPositionHash != nil {
            var first: [UInt8] = []
            do {
                let whole = try VideoReader(url: URL(fileURLWithPath: video), minimumDurationSeconds: 0, probed: info)
                if try whole.read(into: &first) {
                    cameraMoved = saved.cameraMoved(firstFrame: first, width: info.width, height: info.height)
                }
                whole.close()
            } catch { throw ToolFailure(description: "\(error)") }
        }
        let window = lane.trackingWindow
        let reader: VideoReader
        do {
            reader = try VideoReader(
                url: URL(fileURLWithPath: video),
                crop: (window.x, window.y, window.width, window.height), skipDeblocking: true,
                probed: info)
        } catch { throw ToolFailure(description: "\(error)") }
        var analyzer = ShotAnalyzer(
            calibration: lane, ballColor: color, hand: hand,
            framesPerSecond: reader.info.framesPerSecond, window: window)
        var frame: [UInt8] = []
        let progress = ProgressBar(expectedFrames: reader.info.announcedFrameCount, enabled: !json)
        do {
            while analyzer.wantsMoreFrames, try reader.read(into: &frame) {
                analyzer.process(frame: frame)
                progress.update(analyzer.framesProcessed)
            }
        } catch {
            progress.finish()
            throw ToolFailure(description: "\(error)")
        }
        progress.finish()
        reader.close()
        let metrics: ShotMetrics
        do { metrics = try analyzer.metrics() } catch {
            // The spec's message in the chosen language; in English the description already starts with it.
            let message =
                language == .english
                ? nil
                : try? bowlerTraxCoachingCatalog.text(CopyKey(error.copyKey), in: language)
            throw ToolFailure(description: message.map { "\($0) (\(error))" } ?? "\(error)")
        }
        let tips = CoachingTip.tips(for: metrics)
        if json {
            let report = AnalysisReport(
                metrics: metrics, tips: tips, hand: hand, language: language,
                cameraMoved: cameraMoved)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(Self.summary(metrics, tips: tips, hand: hand, language: language, cameraMoved: cameraMoved))
        }
    }

    static func summary(_ m: ShotMetrics, tips: [CoachingTip], hand: Hand, language: Language, cameraMoved: Bool?)
        -> String
    {
        func text(_ key: CopyKey) -> String { (try? bowlerTraxCoachingCatalog.text(key, in: language)) ?? key.rawValue }
        var lines: [String] = []
        if cameraMoved == true {
            lines.append("\(text("bowlertrax.calibration.check.title")): \(text("bowlertrax.calibration.check.body"))")
        }
        // "17.0 ± 0.3": one decimal, the ± (one standard uncertainty) when the metrics carry it.
        func figure(_ value: Double, _ uncertainty: KeyPath<ShotUncertainty, Double>) -> String {
            let plusOrMinus = m.uncertainty.map { String(format: " ± %.1f", $0[keyPath: uncertainty]) } ?? ""
            return String(format: "%.1f", value) + plusOrMinus
        }
        lines.append(
            "Speed        \(figure(m.averageSpeedMph, \.averageSpeedMph)) mph "
                + String(format: "(release %.1f, entry %.1f)  ", m.releaseSpeedMph, m.entrySpeedMph)
                + text(CopyKey(MetricBand.speed(m.averageSpeedMph))))
        lines.append("Arrows       board \(figure(m.arrowsBoard, \.arrowsBoard))")
        lines.append(
            "Breakpoint   board \(figure(m.breakpointBoard, \.breakpointBoard)) "
                + "at \(figure(m.breakpointDistanceFeet, \.breakpointDistanceFeet)) ft")
        lines.append(
            "Entry        board \(figure(m.entryBoard, \.entryBoard)) "
                + "at \(figure(m.entryAngleDegrees, \.entryAngleDegrees))°  "
                + text(CopyKey(MetricBand.entryAngle(m.entryAngleDegrees))))
        if let rpm = m.revRateRpm {
            lines.append(String(format: "Rev rate     %.0f rpm  %@", rpm, text(CopyKey(MetricBand.revRate(rpm)))))
        } else {
            let reason: String
            switch m.revRateUnavailable {
            case .ballTooSmall: reason = "the ball looked too small to see it turn"
            case .plainPattern: reason = "nothing on the ball was seen turning"
            case .noSteadyPeriod: reason = "its turning had no steady rhythm"
            case nil: reason = "not measured"
            }
            lines.append("Rev rate     unavailable (\(reason))")
        }
        lines.append(
            String(
                format: "Strike       %.0f %% (estimate)  %@", m.strikeProbability * 100,
                text(CopyKey(MetricBand.strikeProbability(m.strikeProbability)))))
        lines.append("Pocket       \(m.pocket.rawValue)")
        for tip in tips {
            lines.append("")
            lines.append(tip.title(in: language))
            lines.append(tip.body(hand: hand, in: language))
        }
        return lines.joined(separator: "\n")
    }
}

/// The `--json` output.
struct AnalysisReport: Encodable {
    let averageSpeedMph: Double
    let releaseSpeedMph: Double
    let entrySpeedMph: Double
    let arrowsBoard: Double
    let breakpointBoard: Double
    let breakpointDistanceFeet: Double
    let entryBoard: Double
    let entryAngleDegrees: Double
    let revRateRpm: Double?
    let revRateUnavailable: RevRateUnavailable?
    let strikeProbability: Double
    let strikeProbabilityIsEstimate = true
    let pocket: String
    let hand: String
    let tips: [Tip]
    let path: [TrackedPoint]
    /// Each metric's ± (one standard uncertainty).
    let uncertainty: ShotUncertainty?
    let cameraPositionChanged: Bool?

    struct Tip: Encodable {
        let id: String
        let title: String
        let body: String
    }

    init(metrics m: ShotMetrics, tips: [CoachingTip], hand: Hand, language: Language, cameraMoved: Bool?) {
        averageSpeedMph = m.averageSpeedMph
        releaseSpeedMph = m.releaseSpeedMph
        entrySpeedMph = m.entrySpeedMph
        arrowsBoard = m.arrowsBoard
        breakpointBoard = m.breakpointBoard
        breakpointDistanceFeet = m.breakpointDistanceFeet
        entryBoard = m.entryBoard
        entryAngleDegrees = m.entryAngleDegrees
        revRateRpm = m.revRateRpm
        revRateUnavailable = m.revRateUnavailable
        strikeProbability = m.strikeProbability
        pocket = m.pocket.rawValue
        self.hand = hand.rawValue
        self.tips = tips.map {
            Tip(id: $0.rawValue, title: $0.title(in: language), body: $0.body(hand: hand, in: language))
        }
        path = m.path
        uncertainty = m.uncertainty
        cameraPositionChanged = cameraMoved
    }

    enum CodingKeys: String, CodingKey {
        case averageSpeedMph, releaseSpeedMph, entrySpeedMph, arrowsBoard, breakpointBoard, breakpointDistanceFeet,
            entryBoard, entryAngleDegrees, revRateRpm, revRateUnavailable, strikeProbability,
            strikeProbabilityIsEstimate, pocket, hand,
            tips, path, uncertainty, cameraPositionChanged
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(averageSpeedMph, forKey: .averageSpeedMph)
        try c.encode(releaseSpeedMph, forKey: .releaseSpeedMph)
        try c.encode(entrySpeedMph, forKey: .entrySpeedMph)
        try c.encode(arrowsBoard, forKey: .arrowsBoard)
        try c.encode(breakpointBoard, forKey: .breakpointBoard)
        try c.encode(breakpointDistanceFeet, forKey: .breakpointDistanceFeet)
        try c.encode(entryBoard, forKey: .entryBoard)
        try c.encode(entryAngleDegrees, forKey: .entryAngleDegrees)
        try c.encode(revRateRpm, forKey: .revRateRpm)
        try c.encode(revRateUnavailable, forKey: .revRateUnavailable)
        try c.encode(strikeProbability, forKey: .strikeProbability)
        try c.encode(strikeProbabilityIsEstimate, forKey: .strikeProbabilityIsEstimate)
        try c.encode(pocket, forKey: .pocket)
        try c.encode(hand, forKey: .hand)
        try c.encode(tips, forKey: .tips)
        try c.encode(path, forKey: .path)
        try c.encode(uncertainty, forKey: .uncertainty)
        try c.encode(cameraPositionChanged, forKey: .cameraPositionChanged)
    }
}

/// A one-line progress bar on standard error for clips of more than a few hundred frames.
final class ProgressBar {
    private let expected: Int?
    private let enabled: Bool
    private var lastDrawn = -1

    init(expectedFrames: Int?, enabled: Bool) {
        expected = expectedFrames
        self.enabled = enabled && (expectedFrames ?? 0) > 300 && isatty(STDERR_FILENO) != 0
    }

    func update(_ frames: Int) {
        guard enabled, let expected, expected > 0 else { return }
        let percent = min(100, frames * 100 / expected)
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let filled = percent / 5
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(percent) %".utf8))
    }

    func finish() {
        if enabled && lastDrawn >= 0 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
