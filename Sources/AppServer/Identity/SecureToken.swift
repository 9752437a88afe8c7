/// Random tokens for identities, sessions and the operator: 128 bits from the system's secure generator.
public enum SecureToken {
    /// A new token as 32 lowercase hex digits.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `token` has the form ``make()`` gives (so it can be looked up without touching the database).
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 32
            && token.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    /// `token` as a person copies it: eight groups of four upper-case hex digits, `1A2B-3C4D-…`.
    public static func grouped(_ token: String) -> String {
        let digits = Array(token.uppercased())
        return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }
            .joined(separator: "-")
    }

    /// The token a person typed as ``grouped(_:)`` shows it, whatever its case, dashes or spaces; nil if it cannot
    /// be one.
    public static func typed(_ text: String) -> String? {
        guard text.utf8.count <= 64 else { return nil }
        let digits = String(text.lowercased().filter { $0 != "-" && !$0.isWhitespace })
        return isWellFormed(digits) ? digits : nil
    }
}
