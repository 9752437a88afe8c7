/// An identifier that is safe inside storage keys: 1-64 lowercase letters, digits, `-` or `_`, so keys
/// built from two different identifiers never overlap (``AppIdentifier``, ``ReminderID``).
///
/// Conforming types validate in `init(_:)` with ``isKeySafe(_:)``; the protocol supplies the string-literal
/// form (a malformed literal is a programming error and traps), `RawRepresentable`'s failable initializer,
/// Codable as a plain string (decoding a malformed value fails), and the description.
public protocol KeySafeIdentifier: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
where RawValue == String {
    associatedtype ValidationError: Error, CustomStringConvertible

    /// Validates `rawValue`.
    init(_ rawValue: String) throws(ValidationError)
}

extension KeySafeIdentifier {
    /// Whether `rawValue` is 1-64 lowercase letters, digits, `-` or `_`.
    public static func isKeySafe(_ rawValue: String) -> Bool {
        !rawValue.isEmpty && rawValue.count <= 64
            && rawValue.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            }
    }

    public init?(rawValue: String) {
        guard let identifier = try? Self(rawValue) else { return nil }
        self = identifier
    }

    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure(error.description)
        }
    }

    public var description: String { rawValue }
}
