import Foundation

extension SQLRow {
    /// The row as a `Record`: each stored property read from the column of its name in snake_case (`playerID` from
    /// `player_id`), an optional one nil when NULL, an enum from its raw value. A value outside its type is a
    /// ``CorruptRow`` naming `table` and the row's `id` (when it has one); a column the statement does not return is
    /// ``SQLRowError/noColumn(_:)``.
    public func decode<Record: Decodable>(_ type: Record.Type, table: String) throws -> Record {
        do {
            return try Record(from: SQLRowDecoder(row: self))
        } catch let error as DecodingError {
            let id = (try? optional("id", as: Int64.self)).flatMap { $0 }.map(String.init) ?? "?"
            throw CorruptRow(table: table, column: Self.column(of: error), key: id, reason: "\(error)")
        }
    }

    private static func column(of error: DecodingError) -> String {
        let context: DecodingError.Context? =
            switch error {
            case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
                .keyNotFound(_, let context):
                context
            @unknown default: nil
            }
        return context?.codingPath.first.map { SQLiteRenaming.snakeCase($0.stringValue) } ?? "?"
    }
}

/// A record a statement's rows decode into, by column (``SQLRow/decode(_:table:)``); `table` names it in errors.
public protocol SQLRecord: Decodable, Sendable {
    static var table: String { get }
}

/// A record whose `id` the database assigns: nil until it is inserted, set on every row read back.
public protocol SQLRecordWithID: SQLRecord {
    var id: Int64? { get }
}

extension SQLRecordWithID {
    /// The id of a record read from the database. One without an id (never saved) is a fault: a ``CorruptRow``, a
    /// logged 500, never a made-up id.
    public func savedID() throws(CorruptRow) -> Int64 {
        guard let id else {
            throw CorruptRow(table: Self.table, column: "id", key: "(none)", reason: "the record was never saved")
        }
        return id
    }
}

extension SQLConnection {
    /// Every row of `statement` as a `Record`.
    public func all<Record: SQLRecord>(_ statement: SQL, as type: Record.Type) throws -> [Record] {
        try rows(statement).map { try $0.decode(type, table: Record.table) }
    }

    /// The first row of `statement` as a `Record`; nil when it returns none.
    public func first<Record: SQLRecord>(_ statement: SQL, as type: Record.Type) throws -> Record? {
        try rows(statement).first.map { try $0.decode(type, table: Record.table) }
    }
}

/// Decodes a record from one row: a keyed container whose keys are the record's properties, each read from its
/// column (in snake_case) in the types the databases store.
private struct SQLRowDecoder: Decoder {
    let row: SQLRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Columns<Key>(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "A row is read by column, not as a list."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "A row is read by column, not as one value."))
    }

    private struct Columns<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let row: SQLRow
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func column(_ key: Key) -> String { SQLiteRenaming.snakeCase(key.stringValue) }

        /// Every property is a column of the statement's (a missing one fails its read).
        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) throws -> Bool {
            try ColumnValue(row: row, column: column(key), codingPath: [key]).isNull()
        }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            // A column type itself, or an enum (any single value) from what the column holds.
            try ColumnValue(row: row, column: column(key), codingPath: [key]).decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: [key], debugDescription: "A column holds one value, not a record."))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: [key], debugDescription: "A column holds one value, not a list."))
        }

        func superDecoder() throws -> any Decoder { SQLRowDecoder(row: row) }
        func superDecoder(forKey key: Key) throws -> any Decoder { SQLRowDecoder(row: row) }
    }

    /// One column as a single value: what an enum's synthesized decoding reads its raw value from.
    private struct ColumnValue: Decoder, SingleValueDecodingContainer {
        let row: SQLRow
        let column: String
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "one column"))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "one column"))
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool { (try? isNull()) ?? false }

        /// Whether the column holds NULL; an error when the statement has no such column.
        func isNull() throws -> Bool {
            do {
                return try row.read(.name(column), String.self) == nil
            } catch SQLRowError.unreadable {
                return false  // a value of another type
            }
        }

        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            guard let readable = type as? any SQLReadable.Type else { return try Value(from: self) }
            let value: (any SQLReadable)?
            do {
                value = try row.read(.name(column), readable)
            } catch let error as SQLRowError {
                // A value of another type is the row's fault; a column the statement lacks is the code's (as it is).
                guard case .unreadable = error else { throw error }
                throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "\(error)"))
            }
            guard let value = value as? Value else {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "NULL"))
            }
            return value
        }
    }
}
