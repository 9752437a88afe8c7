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
    static let dateStyle = Date.ISO8601FormatStyle()

    static let header = [
        "session id", "date", "centre", "lane", "ball", "shot number", "speed mph", "entry angle", "entry board",
        "breakpoint board", "rev rpm", "strike %",
    ]

    /// How many sessions' shots are read and written at a time (at most 15,000 rows: 300 shots a session).
    static let sessionsPerPart = 50

    /// The header line.
    static var headerLine: String { header.map { cell($0, text: false) }.joined(separator: ",") + "\r\n" }

    /// The file's lines for `shots`, one per shot: the header line followed by these, part after part, is the file.
    static func lines(_ shots: [ExportedShot]) -> String {
        var text = ""
        for shot in shots {
            let cells = [
                cell(String(shot.sessionID), text: false),
                cell(dateStyle.format(shot.recordedAt), text: false),
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
            text += cells.joined(separator: ",") + "\r\n"
        }
        return text
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

    /// `value` with `decimals` digits after the point and a `.` whatever the machine's locale: its shortest decimal
    /// form rounded half to even, as the export always wrote it (`String(format: "%.Nf")` on this platform), without
    /// `String(format:)`, whose 23 µs a number were most of a 20,000-shot export.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "" }
        let shortest = "\(value.magnitude)"
        guard !shortest.contains("e") else {  // below 1e-4 or past 2^53: rare enough for the slow path
            return String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
        }
        let parts = shortest.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Array(parts[0].utf8) + Array((parts.count > 1 ? parts[1] : "").utf8)
        let pointAt = parts[0].utf8.count
        let kept = pointAt + decimals
        if digits.count < kept { digits += Array(repeating: UInt8(ascii: "0"), count: kept - digits.count) }
        let rest = digits[kept...]
        var result = Array(digits[..<kept])
        if let first = rest.first {
            let tail = rest.dropFirst()
            let half = first == UInt8(ascii: "5") && tail.allSatisfy { $0 == UInt8(ascii: "0") }
            let lastIsOdd = (result.last.map { ($0 - UInt8(ascii: "0")) % 2 == 1 }) ?? false
            if first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && !half) || (half && lastIsOdd) {
                var index = result.count - 1
                while index >= 0 && result[index] == UInt8(ascii: "9") {
                    result[index] = UInt8(ascii: "0")
                    index -= 1
                }
                if index >= 0 { result[index] += 1 } else { result.insert(UInt8(ascii: "1"), at: 0) }
            }
        }
        let integerDigits = result.count - decimals
        var text = String(decoding: result[..<integerDigits], as: UTF8.self)
        if decimals > 0 { text += "." + String(decoding: result[integerDigits...], as: UTF8.self) }
        return (value.sign == .minus ? "-" : "") + text
    }
}
