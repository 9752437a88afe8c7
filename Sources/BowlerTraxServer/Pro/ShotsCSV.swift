import Foundation

/// Export to CSV (Pro): one row per shot of the player, as RFC 4180 text (CRLF line ends; a cell with a comma, a
/// quote or a line break quoted, its quotes doubled). A text cell (centre, lane, ball) that a spreadsheet would read
/// as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`; the numbers are
/// the server's own and written plainly.
///
/// ```swift
/// ShotsCSV.cell("=1+1", text: true)  // "'=1+1"
/// ShotsCSV.cell("A, B", text: true)  // "\"A, B\""
/// ```
enum ShotsCSV {
    static let filename = "bowlertrax-shots.csv"

    static let header = [
        "session id", "date", "centre", "lane", "ball", "shot number", "speed mph", "entry angle", "entry board",
        "breakpoint board", "rev rpm", "strike %",
    ]

    /// The file: the header, then one row per shot.
    static func document(_ shots: [ExportedShot]) -> String {
        var lines = [header.map { cell($0, text: false) }.joined(separator: ",")]
        for shot in shots {
            let cells = [
                cell(String(shot.sessionID), text: false),
                cell(shot.recordedAt.formatted(.iso8601), text: false),
                cell(shot.centerName ?? "", text: true),
                cell(shot.lane ?? "", text: true),
                cell(shot.ballName ?? "", text: true),
                cell(String(shot.number), text: false),
                cell(number(shot.averageSpeedMph, decimals: 2), text: false),
                cell(number(shot.entryAngleDegrees, decimals: 2), text: false),
                cell(number(shot.entryBoard, decimals: 2), text: false),
                cell(number(shot.breakpointBoard, decimals: 2), text: false),
                cell(shot.revRateRpm.map { number($0, decimals: 0) } ?? "", text: false),
                cell(number(shot.strikeProbability * 100, decimals: 1), text: false),
            ]
            lines.append(cells.joined(separator: ","))
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// One cell: a `text` cell made inert for spreadsheets, then quoted where RFC 4180 requires.
    static func cell(_ value: String, text: Bool) -> String {
        var value = value
        if text, let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
            value = "'" + value
        }
        guard value.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `value` with `decimals` digits after the point, whatever the machine's locale.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "" }
        return String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}
