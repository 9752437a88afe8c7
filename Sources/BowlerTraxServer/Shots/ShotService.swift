import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import OnboardingKit
import OnboardingScenarios

/// Measures a shot from the page's image-space track with the core (the session's calibration, hand and frame rate),
/// keeps it in its session and words the result: tips, bands and an encouragement line in the visitor's language.
struct ShotService: Sendable {
    /// A shot whose strike probability is at least this reads a strike line ("Strike!", "Perfect entry!"): its entry
    /// is in the pocket at a good angle (the estimate peaks at 85 %).
    static let strikeLineProbability = 0.7

    let store: BowlerTraxStore
    let clock: any AppClock
    let randomSource: @Sendable () -> UInt64

    /// The session's calibration as the core has it (its taps were accepted when the session started).
    static func calibration(of session: SessionRecord) throws -> LaneCalibration {
        let taps = try JSONDecoder().decode(CalibrationTaps.self, from: Data(session.taps.utf8))
        return try LaneCalibration(taps: taps, imageWidth: session.imageWidth, imageHeight: session.imageHeight)
    }

    /// Measures and stores the shot; a `ShotRefusal` (422) when the track does not make one, nothing stored then.
    func record(
        _ input: ShotInput, observations: [BallObservation], in session: SessionRecord, language: Language,
        requestKey: String? = nil
    ) async throws -> ShotView {
        let calibration = try Self.calibration(of: session)
        let hand = session.hand
        let metrics: ShotMetrics
        do {
            metrics = try ShotAnalyzer.metrics(
                of: observations, calibration: calibration, framesPerSecond: input.framesPerSecond, hand: hand)
        } catch {
            throw ShotRefusal(problem: error)
        }
        let previous = try await store.latestEncouragement(of: session.playerID)
        let encouragement = nextEncouragement(for: metrics, after: previous)
        let encoded = String(decoding: try SortedJSONEncoder().encode(metrics), as: UTF8.self)
        let record = try await store.addShot(
            ShotRecord(
                id: nil, sessionID: try session.savedID(), number: 0, recordedAt: clock.now,
                source: input.source.rawValue,
                framesPerSecond: input.framesPerSecond, averageSpeedMph: metrics.averageSpeedMph,
                entryAngleDegrees: metrics.entryAngleDegrees, strikeProbability: metrics.strikeProbability,
                metrics: encoded, encouragement: encouragement.rawValue, requestKey: requestKey))
        // A retry under a key already stored answers the shot stored first; a new shot, the metrics in hand.
        return try Self.view(
            of: record, metrics: record.metrics == encoded ? metrics : nil, hand: hand, language: language,
            withPath: true)
    }

    /// A random line for the shot, never the one shown after the previous shot.
    func nextEncouragement(for metrics: ShotMetrics, after previous: String?) -> CopyKey {
        let lines =
            metrics.strikeProbability >= Self.strikeLineProbability
            ? BowlerTraxPrompts.strikeEncouragement : BowlerTraxPrompts.shotEncouragement
        var generator = InjectedGenerator(source: randomSource)
        return lines.filter { $0.rawValue != previous }.randomElement(using: &generator) ?? lines[0]
    }

    /// The injected random source as a generator, so the choice is uniform (no modulo bias).
    private struct InjectedGenerator: RandomNumberGenerator {
        let source: @Sendable () -> UInt64
        mutating func next() -> UInt64 { source() }
    }

    /// A stored shot as the page shows it; without its path in a session's list.
    /// `metrics`, when given, are the record's own (just measured), not read back from its JSON.
    static func view(
        of record: ShotRecord, metrics known: ShotMetrics? = nil, hand: Hand, language: Language, withPath: Bool
    ) throws -> ShotView {
        var metrics = try known ?? record.decodedMetrics()
        if !withPath { metrics.path = [] }
        let text = { (key: CopyKey) in BowlerTraxCopy.text(key, in: language) }
        return ShotView(
            id: try record.savedID(), sessionID: record.sessionID, number: record.number, recordedAt: record.recordedAt,
            source: try CorruptRow.decode(
                ShotInput.Source.self, record.source, table: ShotRecord.table, column: "source",
                key: try record.savedID()), framesPerSecond: record.framesPerSecond,
            metrics: metrics,
            tips: CoachingTip.tips(for: metrics).map {
                ShotView.Tip(id: $0, title: $0.title(in: language), body: $0.body(hand: hand, in: language))
            },
            encouragement: text(CopyKey(record.encouragement)),
            bands: ShotView.Bands(
                speed: text(CopyKey(MetricBand.speed(metrics.averageSpeedMph))),
                entryAngle: text(CopyKey(MetricBand.entryAngle(metrics.entryAngleDegrees))),
                revRate: metrics.revRateRpm.map { text(CopyKey(MetricBand.revRate($0))) },
                strikeProbability: text(CopyKey(MetricBand.strikeProbability(metrics.strikeProbability)))))
    }
}

/// The track does not make a shot: a 422 with the spec's message ("Can't detect your ball…", "Lost track of the
/// ball…") in the visitor's language; nothing was stored.
struct ShotRefusal: Error {
    let problem: MetricsProblem

    func apiError(in language: Language) -> APIError {
        let code =
            switch problem {
            case .ballNotDetected: "ball-not-detected"
            case .trackIncomplete: "tracking-lost"
            case .implausible: "implausible-shot"
            }
        var error = APIError(.unprocessableContent, code, BowlerTraxCopy.text(CopyKey(problem.copyKey), in: language))
        error.details = ["detail": problem.description]
        return error
    }
}
