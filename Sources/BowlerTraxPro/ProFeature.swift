/// What BowlerTrax Pro unlocks (the spec's What's New v1.1), enforced by the server: a free player gets a 402.
enum ProFeature: String, Encodable, Sendable, CaseIterable {
    /// `GET pro/compare`: two to four sessions side by side.
    case sessionComparison = "session-comparison"
    /// `GET pro/export.csv`: every shot as a spreadsheet.
    case csvExport = "csv-export"
}
