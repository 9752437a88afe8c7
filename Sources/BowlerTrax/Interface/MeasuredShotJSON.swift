/// A measured shot as JSON text without Codable (the page's WebAssembly has none): the metrics exactly as their
/// `Codable` form writes them (the same keys; nil values left out; each number in Swift's shortest form, which reads
/// back to the same `Double`) with the coaching the result screen shows (the tips and the metric bands, as copy
/// keys), or the reason the shot was refused.
///
/// ```swift
/// MeasuredShotJSON.text(of: .success(metrics), hand: .right)
/// // {"metrics":{"averageSpeedMph":16.98,...},"coaching":{"tips":[...],"bands":{"speed":"bowlertrax.band.speed.pro",...}}}
/// MeasuredShotJSON.text(of: .failure(.ballNotDetected), hand: .right)
/// // {"problem":{"copyKey":"bowlertrax.tracking.ballNotDetected","detail":"Can't detect your ball. ..."}}
/// ```
public enum MeasuredShotJSON {
    /// `{"metrics": {...}, "coaching": {...}}` or `{"problem": {"copyKey": ..., "detail": ...}}`; tips for `hand`.
    public static func text(of result: Result<ShotMetrics, MetricsProblem>, hand: Hand) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            switch result {
            case .success(let metrics):
                writer.key("metrics")
                write(metrics, to: &writer)
                writer.key("coaching")
                writeCoaching(of: metrics, hand: hand, to: &writer)
            case .failure(let problem):
                writer.key("problem")
                writer.object { writer in
                    writer.member("copyKey", string: problem.copyKey)
                    writer.member("detail", string: problem.description)
                }
            }
        }
        return writer.text
    }

    /// `{"invalid": reason}`: input that is no shot to measure.
    public static func text(ofInvalid reason: String) -> String {
        var writer = JSONWriter()
        writer.object { writer in writer.member("invalid", string: reason) }
        return writer.text
    }

    /// The tips the shot earns (`CoachingTip.tips(for:)`: id, title and body keys for the hand) and the bands of its
    /// headline metrics (`MetricBand`; no rev rate band without a rev rate).
    static func writeCoaching(of metrics: ShotMetrics, hand: Hand, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("tips")
            writer.array(CoachingTip.tips(for: metrics)) { writer, tip in
                writer.object { writer in
                    writer.member("id", string: tip.rawValue)
                    writer.member("titleKey", string: tip.titleKey)
                    writer.member("bodyKey", string: tip.bodyKey(hand: hand))
                }
            }
            writer.key("bands")
            writer.object { writer in
                writer.member("speed", string: MetricBand.speed(metrics.averageSpeedMph))
                writer.member("entryAngle", string: MetricBand.entryAngle(metrics.entryAngleDegrees))
                if let rpm = metrics.revRateRpm { writer.member("revRate", string: MetricBand.revRate(rpm)) }
                writer.member("strikeProbability", string: MetricBand.strikeProbability(metrics.strikeProbability))
            }
        }
    }

    static func write(_ metrics: ShotMetrics, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("averageSpeedMph", metrics.averageSpeedMph)
            writer.member("releaseSpeedMph", metrics.releaseSpeedMph)
            writer.member("entrySpeedMph", metrics.entrySpeedMph)
            writer.member("arrowsBoard", metrics.arrowsBoard)
            writer.member("breakpointBoard", metrics.breakpointBoard)
            writer.member("breakpointDistanceFeet", metrics.breakpointDistanceFeet)
            writer.member("entryBoard", metrics.entryBoard)
            writer.member("entryAngleDegrees", metrics.entryAngleDegrees)
            if let rpm = metrics.revRateRpm { writer.member("revRateRpm", rpm) }
            if let reason = metrics.revRateUnavailable { writer.member("revRateUnavailable", string: reason.rawValue) }
            writer.member("strikeProbability", metrics.strikeProbability)
            writer.member("pocket", string: metrics.pocket.rawValue)
            writer.key("path")
            writer.array(metrics.path) { writer, point in
                writer.object { writer in
                    writer.member("timeSeconds", point.timeSeconds)
                    writer.member("board", point.board)
                    writer.member("distanceFeet", point.distanceFeet)
                }
            }
            if let uncertainty = metrics.uncertainty {
                writer.key("uncertainty")
                writer.object { writer in
                    writer.member("averageSpeedMph", uncertainty.averageSpeedMph)
                    writer.member("entryAngleDegrees", uncertainty.entryAngleDegrees)
                    writer.member("entryBoard", uncertainty.entryBoard)
                    writer.member("arrowsBoard", uncertainty.arrowsBoard)
                    writer.member("breakpointBoard", uncertainty.breakpointBoard)
                    writer.member("breakpointDistanceFeet", uncertainty.breakpointDistanceFeet)
                }
            }
        }
    }
}
