import BowlerTrax

/// Export to CSV (Pro) on the server: the player's shots read a few sessions at a time and written by the core's
/// ``ShotsCSV`` (as the phone writes them without backup).
enum ShotsExport {
    static let filename = "bowlertrax-shots.csv"

    /// How many sessions' shots are read and written at a time (at most 15,000 rows: 300 shots a session).
    static let sessionsPerPart = 50

    /// The file's lines for `shots`, one per shot: the header line followed by these, part after part, is the file.
    static func lines(_ shots: [ExportedShot]) -> String {
        ShotsCSV.lines(
            shots.map { shot in
                ShotsCSV.Row(
                    sessionID: "\(shot.sessionID)", recordedAt: shot.recordedAt.timeIntervalSince1970,
                    centerName: shot.centerName, lane: shot.lane, ballName: shot.ballName, number: shot.number,
                    speedMph: shot.averageSpeedMph, entryAngleDegrees: shot.entryAngleDegrees,
                    entryBoard: shot.entryBoard, breakpointBoard: shot.breakpointBoard, revRateRpm: shot.revRateRpm,
                    strikeProbability: shot.strikeProbability)
            })
    }
}
