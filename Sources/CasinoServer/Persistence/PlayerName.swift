import Foundation

/// A name a player types: a display name or a saved match's name, 1 to 24 characters once trimmed.
enum PlayerName {
    static let lengths = 1...24

    /// `text` trimmed, or a 400 naming `what` the name is for.
    static func validated(_ text: String?, for what: String) throws(APIError) -> String {
        let name = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard lengths.contains(name.count) else {
            throw .badRequest("A \(what) has \(lengths.lowerBound) to \(lengths.upperBound) characters.", code: "invalid-name")
        }
        return name
    }
}
