import Foundation

/// A stored value the code cannot read: a raw value outside its type, or JSON of another shape. It is a fault,
/// answered as a 500 and logged with the row it came from (``APIErrorMapping`` logs every 500's cause), never read
/// as a default that would hide it (a left-hander turned right-handed, a player's settings reset).
///
/// ```swift
/// let hand = try CorruptRow.decode(Hand.self, record.hand, table: "bowler_session", column: "hand", key: id)
/// ```
public struct CorruptRow: Error, CustomStringConvertible {
    public let table: String
    public let column: String
    /// The row's key (its id, or the player's).
    public let key: String
    public let reason: String

    public var description: String { "unreadable \(table).\(column) of row \(key): \(reason)" }

    /// `raw` as a `Value`, or a ``CorruptRow``.
    public static func decode<Value: RawRepresentable>(
        _ type: Value.Type, _ raw: Value.RawValue, table: String, column: String, key: some CustomStringConvertible
    ) throws(CorruptRow) -> Value {
        guard let value = Value(rawValue: raw) else {
            throw CorruptRow(table: table, column: column, key: key.description, reason: "no \(Value.self) is \(raw)")
        }
        return value
    }

    /// `json` decoded as a `Value`, or a ``CorruptRow`` saying why not.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, json: Data, table: String, column: String, key: some CustomStringConvertible
    ) throws(CorruptRow) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: json)
        } catch {
            throw CorruptRow(table: table, column: column, key: key.description, reason: "\(error)")
        }
    }
}
