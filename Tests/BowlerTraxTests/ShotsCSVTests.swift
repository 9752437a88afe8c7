import BowlerTrax
import Foundation
import Testing

/// The export's text (the core writes it for the server and the phone alike) against C's printf, Foundation's ISO 8601
/// dates and RFC 4180.
@Suite("Shots CSV")
struct ShotsCSVTests {
    @Test("numbers are written exactly as C's printf %.Nf writes them, with a point whatever the locale")
    func numbersAsPrintfWritesThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.125, 2.675, 1.005, 0.5, 1.5, 2.5, -0.004, -0.005, -17.255, 17.5, 99.995, 123_456.789, 1e-9,
            -3e-7, 0.000_05, 0.000_15, 1e16, 12_345_678_901_234_567_890, 9.5, 0.7,
        ]
        for _ in 0..<20_000 { values.append(Double.random(in: -100...100, using: &generator)) }
        for _ in 0..<2_000 {
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)  // exact-looking ties
        }
        for value in values {
            for decimals in 0...3 {
                let printf = String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
                #expect(ShotsCSV.number(value, decimals: decimals) == printf, "\(value) with \(decimals) decimals")
            }
        }
        #expect(ShotsCSV.number(.nan, decimals: 2) == "" && ShotsCSV.number(.infinity, decimals: 1) == "")
    }

    @Test("dates are Foundation's ISO 8601 in UTC to the second, the fraction dropped")
    func datesAsFoundationWritesThem() {
        var generator = SystemRandomNumberGenerator()
        var moments: [Double] = [0, 1, 86_399.999, 86_400, 951_782_400, 1_795_000_000.75, 4_102_444_800, -1, -86_401.5]
        for _ in 0..<5_000 { moments.append(Double.random(in: -2_000_000_000...4_000_000_000, using: &generator)) }
        let style = Date.ISO8601FormatStyle()
        for seconds in moments {
            let foundation = style.format(Date(timeIntervalSince1970: seconds.rounded(.down)))
            #expect(ShotsCSV.timestamp(seconds) == foundation, "\(seconds)")
        }
        #expect(ShotsCSV.timestamp(951_782_400) == "2000-02-29T00:00:00Z")
    }

    @Test("cells are quoted where RFC 4180 asks and made inert where a spreadsheet would run them")
    func cells() {
        #expect(ShotsCSV.cell("=1+1", text: true) == "'=1+1")
        #expect(ShotsCSV.cell("-2", text: true) == "'-2")
        #expect(ShotsCSV.cell("-2", text: false) == "-2")
        #expect(ShotsCSV.cell("A, B", text: true) == "\"A, B\"")
        #expect(ShotsCSV.cell("Say \"hi\"", text: true) == "\"Say \"\"hi\"\"\"")
        #expect(ShotsCSV.cell("line\nbreak", text: true) == "\"line\nbreak\"")
        #expect(ShotsCSV.cell("Sân Bowling Hà Nội", text: true) == "Sân Bowling Hà Nội")
        let row = ShotsCSV.Row(
            sessionID: "7", recordedAt: 1_795_000_000.5, centerName: "@Home, Lanes", lane: "12", ballName: nil,
            number: 3, speedMph: 17.125, entryAngleDegrees: 5.5, entryBoard: 17.5, breakpointBoard: 7.25,
            revRateRpm: nil, strikeProbability: 0.8125)
        #expect(ShotsCSV.headerLine.hasPrefix("session id,date,centre,lane,ball,shot number,"))
        #expect(
            ShotsCSV.lines([row])
                == "7,2026-11-18T11:06:40Z,\"'@Home, Lanes\",12,,3,17.12,5.50,17.50,7.25,,81.2\r\n")
    }
}
