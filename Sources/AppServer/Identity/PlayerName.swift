import Foundation

/// A name a player types: a display name or a saved match's name.
///
/// Trimmed and normalised to NFC, it must have 1 to 24 Unicode scalars and at most 64 UTF-8 bytes, and no control
/// or format characters (so no NUL, no line breaks, no right-to-left overrides or invisible marks), except the
/// zero-width joiner and non-joiner that emoji sequences and some scripts need.
public enum PlayerName {
    public static let lengths = 1...24
    public static let maximumBytes = 64

    /// `text` trimmed and in NFC, or a 400 naming `what` the name is for.
    public static func validated(_ text: String?, for what: String) throws(APIError) -> String {
        let name = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        guard lengths.contains(name.unicodeScalars.count), name.utf8.count <= maximumBytes else {
            throw .badRequest(
                "A \(what) has \(lengths.lowerBound) to \(lengths.upperBound) characters (at most \(maximumBytes) bytes).",
                code: "invalid-name")
        }
        guard name.unicodeScalars.allSatisfy(isAllowed) else {
            throw .badRequest("A \(what) cannot hold control or formatting characters.", code: "invalid-name")
        }
        return name
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: false
        case .format: scalar == "\u{200C}" || scalar == "\u{200D}"
        default: true
        }
    }
}
