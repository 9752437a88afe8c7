import Foundation
import Testing

@testable import BowlerTraxServer

@Suite("Shots CSV")
struct ShotsCSVTests {
    @Test("numbers are written exactly as C's printf %.Nf writes them, with a point whatever the locale")
    func numbersAsPrintfWritesThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.125, 2.675, 1.005, 0.5, 1.5, 2.5, -0.004, -0.005, -17.255, 17.5, 99.995, 123_456.789, 1e-9,
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
}
