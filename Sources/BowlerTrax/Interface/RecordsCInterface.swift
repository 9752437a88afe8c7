/// A bowler's records as History, Home, Progress and Compare show them, for the page's WebAssembly (and any C
/// caller): the same ``SessionFigures``, ``RecordTotals`` and ``SessionTrend`` rules the server answers with, run on
/// the sessions a phone keeps.
///
/// `values` (`count` doubles) holds the sessions one after another, each as its start (any ordered time, the page's
/// milliseconds), its shot count n, then n shots of 6 numbers: average speed (mph), entry angle (degrees), entry
/// board, board at the arrows, strike probability (0...1) and rev rate (rpm; NaN when not seen). A session is named by
/// its index in `values`.
///
/// Returns NUL-terminated UTF-8 JSON, to free with `bowlertrax_free`:
/// `{"sessions": [SessionFigures, in order], "totals": RecordTotals, "progress": {"sessionLimit", "sessions": [{"index",
/// SessionTrend}, oldest first]}}` (the server's keys: `shotCount`, `speedMph`, … for a session; `averageSpeedMph`, …
/// for a trend, with `strikePercent`); an average that is nil is left out; `{"invalid": why}` for values that are not
/// sessions. Nil only when memory runs out.
@_cdecl("bowlertrax_session_records")
public func bowlertraxSessionRecords(_ values: UnsafePointer<Double>?, _ count: Int32) -> UnsafeMutablePointer<UInt8>? {
    switch recordedSessions(values, count: Int(count)) {
    case .failure(let invalid): return cText(CalibrationJSON.invalid(invalid.reason))
    case .success(let sessions): return cText(RecordsJSON.records(of: sessions))
    }
}

/// Session Comparison (Pro) of the sessions in `values` (as `bowlertrax_session_records` reads them), in that order:
/// `{"sessions": [{"figures": SessionFigures, "difference": SessionFigures}]}`, each difference to the first session;
/// `{"invalid": why}` for values that are not sessions. Nil only when memory runs out.
@_cdecl("bowlertrax_compare_sessions")
public func bowlertraxCompareSessions(_ values: UnsafePointer<Double>?, _ count: Int32) -> UnsafeMutablePointer<UInt8>?
{
    switch recordedSessions(values, count: Int(count)) {
    case .failure(let invalid): return cText(CalibrationJSON.invalid(invalid.reason))
    case .success(let sessions): return cText(RecordsJSON.comparison(of: sessions))
    }
}

/// A session as the page passes it: its start and its shots.
struct RecordedSession {
    let startedAt: Double
    let shots: [RecordedShot]
}

/// The sessions in `values`, or why they are none.
func recordedSessions(_ values: UnsafePointer<Double>?, count: Int) -> Result<[RecordedSession], InvalidShotInput> {
    guard count >= 0, count == 0 || values != nil else { return .failure(InvalidShotInput(reason: "no values")) }
    let numbers = UnsafeBufferPointer(start: values, count: count)
    var sessions: [RecordedSession] = []
    var at = 0
    while at < count {
        guard at + 2 <= count, numbers[at].isFinite, let shotCount = Int(exactly: numbers[at + 1]), shotCount >= 0,
            shotCount <= (count - at - 2) / 6
        else { return .failure(InvalidShotInput(reason: "session \(sessions.count) is malformed")) }
        var shots: [RecordedShot] = []
        shots.reserveCapacity(shotCount)
        for index in 0..<shotCount {
            let start = at + 2 + 6 * index
            let figures = Array(numbers[start..<start + 5])
            let revRate = numbers[start + 5]
            guard figures.allSatisfy({ $0.isFinite }), revRate.isNaN || revRate.isFinite else {
                return .failure(InvalidShotInput(reason: "shot \(index) of session \(sessions.count) is malformed"))
            }
            shots.append(
                RecordedShot(
                    speedMph: figures[0], entryAngleDegrees: figures[1], entryBoard: figures[2], arrowsBoard: figures[3],
                    strikeProbability: figures[4], revRateRpm: revRate.isNaN ? nil : revRate))
        }
        sessions.append(RecordedSession(startedAt: numbers[at], shots: shots))
        at += 2 + 6 * shotCount
    }
    return .success(sessions)
}

/// The JSON `bowlertrax_session_records` and `bowlertrax_compare_sessions` answer.
enum RecordsJSON {
    static func records(of sessions: [RecordedSession]) -> String {
        let charted = SessionTrend.chartedIDs(
            among: sessions.indices.map { (id: Int64($0), startedAt: sessions[$0].startedAt, shotCount: sessions[$0].shots.count) })
        var writer = JSONWriter()
        writer.object { json in
            json.key("sessions")
            json.array(sessions) { json, session in figures(SessionFigures(shots: session.shots), into: &json) }
            let totals = RecordTotals(sessions: sessions.map { $0.shots })
            json.key("totals")
            json.object { json in
                json.member("sessions", integer: totals.sessions)
                json.member("shots", integer: totals.shots)
                json.member("averageSpeedMph", ifPresent: totals.averageSpeedMph)
                json.member("strikePercent", ifPresent: totals.strikePercent)
            }
            json.key("progress")
            json.object { json in
                json.member("sessionLimit", integer: SessionTrend.sessionLimit)
                json.key("sessions")
                json.array(charted) { json, id in
                    guard let trend = SessionTrend(shots: sessions[Int(id)].shots) else { return }
                    json.object { json in
                        json.member("index", integer: Int(id))
                        json.member("shotCount", integer: trend.shotCount)
                        json.member("averageSpeedMph", trend.meanSpeedMph)
                        json.member("averageEntryAngleDegrees", trend.meanEntryAngleDegrees)
                        json.member("averageArrowsBoard", trend.meanArrowsBoard)
                        json.member("strikePercent", trend.meanStrikeProbability * 100)
                        json.member("arrowsBoardStandardDeviation", ifPresent: trend.arrowsBoardStandardDeviation)
                        json.member("entryBoardStandardDeviation", ifPresent: trend.entryBoardStandardDeviation)
                    }
                }
            }
        }
        return writer.text
    }

    static func comparison(of sessions: [RecordedSession]) -> String {
        let all = sessions.map { SessionFigures(shots: $0.shots) }
        var writer = JSONWriter()
        writer.object { json in
            json.key("sessions")
            json.array(all) { json, session in
                json.object { json in
                    json.key("figures")
                    figures(session, into: &json)
                    json.key("difference")
                    figures(all.first.map { session.difference(to: $0) } ?? session, into: &json)
                }
            }
        }
        return writer.text
    }

    private static func figures(_ figures: SessionFigures, into json: inout JSONWriter) {
        json.object { json in
            json.member("shotCount", integer: figures.shotCount)
            json.member("speedMph", ifPresent: figures.speedMph)
            json.member("entryAngleDegrees", ifPresent: figures.entryAngleDegrees)
            json.member("entryBoard", ifPresent: figures.entryBoard)
            json.member("revRateRpm", ifPresent: figures.revRateRpm)
            json.member("strikePercent", ifPresent: figures.strikePercent)
        }
    }
}

/// Export to CSV (Pro) of the sessions a phone keeps, for the page's WebAssembly: the same ``ShotsCSV`` bytes the
/// server's export writes.
///
/// - `values` (`count` doubles): the sessions one after another, each as its number (the CSV's session id), its shot
///   count n, then n shots of 8 numbers: when recorded (milliseconds since 1970), its number, average speed (mph),
///   entry angle, entry board, breakpoint board, rev rate (rpm; NaN when not seen) and strike probability (0...1).
/// - `texts` (`textsLength` bytes): for each session three NUL-terminated UTF-8 texts, its centre, lane and ball (empty
///   for none).
///
/// Returns the file (header and one line per shot), NUL-terminated, to free with `bowlertrax_free`; `{"invalid": why}`
/// for input that is not sessions. Nil only when memory runs out.
@_cdecl("bowlertrax_shots_csv")
public func bowlertraxShotsCSV(
    _ values: UnsafePointer<Double>?, _ count: Int32, _ texts: UnsafePointer<UInt8>?, _ textsLength: Int32
) -> UnsafeMutablePointer<UInt8>? {
    guard count >= 0, count == 0 || values != nil, textsLength >= 0, textsLength == 0 || texts != nil else {
        return cText(CalibrationJSON.invalid("no values"))
    }
    let numbers = UnsafeBufferPointer(start: values, count: Int(count))
    var names = UnsafeBufferPointer(start: texts, count: Int(textsLength)).split(
        separator: 0, omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }[...]
    var rows: [ShotsCSV.Row] = []
    var at = 0
    var session = 0
    while at < numbers.count {
        guard at + 2 <= numbers.count, let sessionNumber = Int(exactly: numbers[at]),
            let shotCount = Int(exactly: numbers[at + 1]), shotCount >= 0, shotCount <= (numbers.count - at - 2) / 8,
            names.count >= 3
        else { return cText(CalibrationJSON.invalid("session \(session) is malformed")) }
        let (center, lane, ball) = (names.popFirst()!, names.popFirst()!, names.popFirst()!)
        for index in 0..<shotCount {
            let shot = Array(numbers[(at + 2 + 8 * index)..<(at + 10 + 8 * index)])
            guard let number = Int(exactly: shot[1]), shot.enumerated().allSatisfy({ $0.offset == 6 || $0.element.isFinite })
            else { return cText(CalibrationJSON.invalid("shot \(index) of session \(session) is malformed")) }
            rows.append(
                ShotsCSV.Row(
                    sessionID: "\(sessionNumber)", recordedAt: shot[0] / 1000, centerName: center.isEmpty ? nil : center,
                    lane: lane.isEmpty ? nil : lane, ballName: ball.isEmpty ? nil : ball, number: number,
                    speedMph: shot[2], entryAngleDegrees: shot[3], entryBoard: shot[4], breakpointBoard: shot[5],
                    revRateRpm: shot[6].isNaN ? nil : shot[6], strikeProbability: shot[7]))
        }
        at += 2 + 8 * shotCount
        session += 1
    }
    return cText(ShotsCSV.headerLine + ShotsCSV.lines(rows))
}
