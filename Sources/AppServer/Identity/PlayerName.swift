import Foundation

/// A name a player types, in every app: a display name, a saved match's name, a ball's name, a centre's name, lanes.
///
/// Trimmed of spaces and normalised to NFC, it must have 1 to `scalars.upperBound` Unicode scalars and at most `maximumBytes`
/// UTF-8 bytes, and no control or format characters (so no NUL, no line breaks, no right-to-left overrides or
/// invisible marks), except the zero-width joiner and non-joiner that emoji sequences and some scripts need.
public enum PlayerName {
    /// A display name's and a saved match's limits.
    public static let lengths = 1...24
    public static let maximumBytes = 64

    /// `text` trimmed and in NFC, or a 400 (`code`) naming `what` the name is for.
    public static func validated(
        _ text: String?, for what: String, scalars: ClosedRange<Int> = lengths, maximumBytes: Int = maximumBytes,
        code: String = "invalid-name"
    ) throws(APIError) -> String {
        // Control and format characters are refused wherever they are, at the ends too (a line feed, NEL or a
        // line separator is not a space to trim): the OpenAPI file's pattern holds for the name as sent.
        guard (text ?? "").unicodeScalars.allSatisfy(isAllowed) else {
            throw .badRequest("A \(what) cannot hold control or formatting characters.", code: code)
        }
        let name = (text ?? "").trimmingCharacters(in: .whitespaces).precomposedStringWithCanonicalMapping
        guard scalars.contains(name.unicodeScalars.count), name.utf8.count <= maximumBytes else {
            throw .badRequest(
                "A \(what) has \(scalars.lowerBound) to \(scalars.upperBound) characters (at most \(maximumBytes) bytes).",
                code: code)
        }
        return name
    }

    /// Like ``validated(_:for:scalars:maximumBytes:code:)`` for a name that may be left out: nil when `text` is nil
    /// or only white space.
    public static func validatedIfGiven(
        _ text: String?, for what: String, scalars: Int, maximumBytes: Int, code: String
    ) throws(APIError) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try validated(text, for: what, scalars: 1...scalars, maximumBytes: maximumBytes, code: code)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: false
        case .format: scalar == "\u{200C}" || scalar == "\u{200D}"
        default: true
        }
    }
}
