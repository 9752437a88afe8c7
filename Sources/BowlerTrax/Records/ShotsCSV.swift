/// Export to CSV (Pro): one row per shot, as RFC 4180 text (CRLF line ends; a cell with a comma, a quote or a line
/// break quoted, its quotes doubled). A text cell (centre, lane, ball) that a spreadsheet would read as a formula
/// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`; the numbers are written
/// plainly. The server's export and the phone's (its WebAssembly) write the same bytes for the same shots.
///
/// ```swift
/// ShotsCSV.cell("=1+1", text: true)  // "'=1+1"
/// ShotsCSV.cell("A, B", text: true)  // "\"A, B\""
/// ```
public enum ShotsCSV {
    public static let header = [
        "session id", "date", "centre", "lane", "ball", "shot number", "speed mph", "entry angle", "entry board",
        "breakpoint board", "rev rpm", "strike %",
    ]

    /// One shot's row: its session, when, where and with which ball, and its figures.
    public struct Row: Sendable {
        public var sessionID: String
        /// Seconds since 1970-01-01 UTC.
        public var recordedAt: Double
        public var centerName: String?
        public var lane: String?
        public var ballName: String?
        public var number: Int
        public var speedMph: Double
        public var entryAngleDegrees: Double
        public var entryBoard: Double
        public var breakpointBoard: Double
        public var revRateRpm: Double?
        /// 0...1.
        public var strikeProbability: Double

        public init(
            sessionID: String, recordedAt: Double, centerName: String?, lane: String?, ballName: String?, number: Int,
            speedMph: Double, entryAngleDegrees: Double, entryBoard: Double, breakpointBoard: Double,
            revRateRpm: Double?, strikeProbability: Double
        ) {
            self.sessionID = sessionID
            self.recordedAt = recordedAt
            self.centerName = centerName
            self.lane = lane
            self.ballName = ballName
            self.number = number
            self.speedMph = speedMph
            self.entryAngleDegrees = entryAngleDegrees
            self.entryBoard = entryBoard
            self.breakpointBoard = breakpointBoard
            self.revRateRpm = revRateRpm
            self.strikeProbability = strikeProbability
        }
    }

    /// The header line.
    public static var headerLine: String {
        var line = ""
        for (index, name) in header.enumerated() { line += (index == 0 ? "" : ",") + cell(name, text: false) }
        return line + "\r\n"
    }

    /// The lines of `rows`, one per shot: the header line followed by these is the file.
    public static func lines(_ rows: [Row]) -> String {
        var text = ""
        for row in rows {
            let cells = [
                cell(row.sessionID, text: false),
                cell(timestamp(row.recordedAt), text: false),
                cell(row.centerName ?? "", text: true),
                cell(row.lane ?? "", text: true),
                cell(row.ballName ?? "", text: true),
                cell("\(row.number)", text: false),
                cell(number(row.speedMph, decimals: 2), text: false),
                cell(number(row.entryAngleDegrees, decimals: 2), text: false),
                cell(number(row.entryBoard, decimals: 2), text: false),
                cell(number(row.breakpointBoard, decimals: 2), text: false),
                cell(row.revRateRpm.map { number($0, decimals: 0) } ?? "", text: false),
                cell(number(row.strikeProbability * 100, decimals: 1), text: false),
            ]
            for (index, value) in cells.enumerated() { text += (index == 0 ? "" : ",") + value }
            text += "\r\n"
        }
        return text
    }

    /// One cell: a `text` cell made inert for spreadsheets, then quoted where RFC 4180 requires.
    public static func cell(_ value: String, text: Bool) -> String {
        var scalars = Array(value.unicodeScalars)
        if text, let first = scalars.first, "=+-@\t\r".unicodeScalars.contains(first) { scalars.insert("'", at: 0) }
        guard scalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else {
            var plain = ""
            plain.unicodeScalars.append(contentsOf: scalars)
            return plain
        }
        var quoted = "\""
        for scalar in scalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }

    /// `value` with `decimals` digits after the point and a `.`: its shortest decimal form rounded half to even, as
    /// C's `printf("%.Nf")` writes it on this platform; "" for a value that is not finite.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "" }
        var (digits, pointAt) = shortestDigits(value.magnitude)
        // Zeros before the first digit when the point is left of it (1.5e-7: digits 15, point at -6).
        if pointAt < 0 {
            digits = Array(repeating: UInt8(ascii: "0"), count: -pointAt) + digits
            pointAt = 0
        }
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
        var integerDigits = Array(result[..<(result.count - decimals)])
        if integerDigits.isEmpty { integerDigits = [UInt8(ascii: "0")] }
        var text = String(decoding: integerDigits, as: UTF8.self)
        if decimals > 0 { text += "." + String(decoding: result[(result.count - decimals)...], as: UTF8.self) }
        return (value.sign == .minus ? "-" : "") + text
    }

    /// The digits of `value`'s shortest decimal form (Swift's description) without the point, and how many of them are
    /// before the point (negative or past the digits for a form with an exponent).
    static func shortestDigits(_ value: Double) -> (digits: [UInt8], pointAt: Int) {
        let text = Array("\(value)".utf8)
        let exponentAt = text.firstIndex(of: UInt8(ascii: "e"))
        let mantissa = exponentAt.map { Array(text[..<$0]) } ?? text
        var exponent = 0
        if let exponentAt {
            var sign = 1
            for byte in text[(exponentAt + 1)...] {
                if byte == UInt8(ascii: "-") { sign = -1 } else if byte != UInt8(ascii: "+") {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            exponent *= sign
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.count
        var digits = mantissa.filter { $0 != UInt8(ascii: ".") }
        var pointAt = point + exponent
        // A leading zero ("0.5") carries no digit.
        while digits.count > 1 && digits[0] == UInt8(ascii: "0") && pointAt > 0 {
            digits.removeFirst()
            pointAt -= 1
        }
        return (digits, pointAt)
    }

    /// `seconds` since 1970 as ISO 8601 in UTC to the second ("2026-11-27T23:24:17Z"), the fraction dropped.
    public static func timestamp(_ seconds: Double) -> String {
        let whole = Int64((seconds.isFinite ? seconds : 0).rounded(.down))
        let days = floorDivide(whole, 86_400)
        let secondOfDay = whole - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { (value < 10 ? "0" : "") + "\(value)" }
        let yearText = "\(year)"
        return String(repeating: "0", count: max(0, 4 - yearText.utf8.count)) + yearText + "-" + two(month) + "-"
            + two(day) + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60)
            + "Z"
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
