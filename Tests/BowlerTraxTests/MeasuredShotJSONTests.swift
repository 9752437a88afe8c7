import BowlerTrax
import Foundation
import Testing

/// The page's JSON of a measured shot (written without Codable) reads back, through Foundation's decoder, as exactly
/// the metrics written, with every optional member present or absent; strings are escaped as JSON requires.
struct MeasuredShotJSONTests {
    struct Measured: Decodable {
        let metrics: ShotMetrics?
        let problem: [String: String]?
        let invalid: String?
    }

    static func decoded(_ text: String) throws -> Measured {
        try JSONDecoder().decode(Measured.self, from: Data(text.utf8))
    }

    @Test func metricsReadBackExactlyWithAndWithoutTheirOptionalMembers() throws {
        var measured = try ShotMetrics(path: BadInputTests.straightRoll(seenFrom: 0.5), revRateRpm: 312.25)
        #expect(measured.uncertainty != nil && measured.path.count > 100)
        #expect(try Self.decoded(MeasuredShotJSON.text(of: .success(measured), hand: .right)).metrics == measured)
        measured.revRateRpm = nil
        measured.revRateUnavailable = .plainPattern
        measured.uncertainty = nil
        let text = MeasuredShotJSON.text(of: .success(measured), hand: .left)
        #expect(try Self.decoded(text).metrics == measured)
        #expect(!text.contains("revRateRpm") && !text.contains("uncertainty"))
    }

    @Test func aProblemAndInvalidInputAreWrittenWithTheirTextEscaped() throws {
        let problem = MetricsProblem.trackIncomplete(firstFeet: 1.25, lastFeet: 30)
        let written = try Self.decoded(MeasuredShotJSON.text(of: .failure(problem), hand: .right))
        #expect(written.problem == ["copyKey": problem.copyKey, "detail": problem.description])
        #expect(written.metrics == nil)
        let awkward = "a \"quote\", a \\ backslash,\na line, a tab\t, a bell \u{7} and café"
        #expect(try Self.decoded(MeasuredShotJSON.text(ofInvalid: awkward)).invalid == awkward)
    }
}
