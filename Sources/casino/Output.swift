import Foundation

/// Prints `value` as pretty, key-sorted JSON on standard output.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Formats rows as a plain text table with aligned columns.
func table(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in
        ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }
    return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line))
        .joined(separator: "\n")
}

/// `0.458597423` as `45.8597%`.
func percent(_ fraction: Double, digits: Int = 4) -> String {
    String(format: "%.\(digits)f%%", fraction * 100)
}
