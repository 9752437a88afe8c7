import Foundation

/// A connection inside one read or one transaction, as every store operation is written (once, for both databases):
/// synchronous, so SQLite runs it in GRDB's own read or write (its one writer, its group commit) and PostgreSQL on a
/// thread of its own while the connection is leased (``SQLDatabase``).
///
/// ```swift
/// let balls = try db.all("SELECT id, name FROM bowler_ball WHERE player_id = \(player)") { row in
///     (try row.value("id", as: Int64.self), try row.value("name", as: String.self))
/// }
/// ```
public protocol SQLConnection {
    /// What the statements must say differently (a JSON number, a row lock).
    var dialect: SQLDialect { get }

    /// Runs `statement` and returns its rows, read whole.
    func rows(_ statement: SQL) throws -> [SQLRow]

    /// Runs `statement`, whatever it returns (its rows are not read).
    func execute(_ statement: SQL) throws

    /// Whether `statement` returns a row (a `… RETURNING id` that changed one, an existence check).
    func returnsRow(_ statement: SQL) throws -> Bool
}

extension SQLConnection {
    /// Runs `statement` through ``rows(_:)``, for a connection with no cheaper way.
    public func execute(_ statement: SQL) throws {
        _ = try rows(statement)
    }

    /// Every row of `statement`, each made into a value by `make`.
    public func all<Value>(_ statement: SQL, _ make: (SQLRow) throws -> Value) throws -> [Value] {
        try rows(statement).map(make)
    }

    /// The first row of `statement` made into a value by `make`; nil when it returns none.
    public func first<Value>(_ statement: SQL, _ make: (SQLRow) throws -> Value) throws -> Value? {
        try rows(statement).first.map(make)
    }

    /// The first column of the first row of `statement`; nil when it returns no row or NULL.
    public func scalar<Value: SQLReadable>(_ statement: SQL, as type: Value.Type) throws -> Value? {
        guard let row = try rows(statement).first else { return nil }
        return try row.optional(at: 0, as: type)
    }

    /// Whether `statement` returns a row, through ``rows(_:)``.
    public func returnsRow(_ statement: SQL) throws -> Bool {
        try !rows(statement).isEmpty
    }
}

/// A value read from a column, in the types both databases store.
public protocol SQLReadable: Sendable {}

extension Int64: SQLReadable {}
extension Int: SQLReadable {}
extension Double: SQLReadable {}
extension String: SQLReadable {}
extension Bool: SQLReadable {}
extension Date: SQLReadable {}
extension Data: SQLReadable {}

/// One row of a result, read by column name (or place): each database's adapter reads its own types.
public struct SQLRow {
    /// The column's value, or nil when NULL; an error when it is not a `type`.
    let read: (_ column: SQLColumn, _ type: any SQLReadable.Type) throws -> (any SQLReadable)?

    public init(read: @escaping (_ column: SQLColumn, _ type: any SQLReadable.Type) throws -> (any SQLReadable)?) {
        self.read = read
    }

    /// The value of `column`; NULL is an error (``SQLRowError``).
    public func value<Value: SQLReadable>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        guard let value = try optional(column, as: type) else { throw SQLRowError.null(column: column) }
        return value
    }

    /// The value of `column`, or nil when NULL.
    public func optional<Value: SQLReadable>(_ column: String, as type: Value.Type = Value.self) throws -> Value? {
        try read(.name(column), type).map { $0 as! Value }
    }

    /// The value at `index` (from 0), or nil when NULL.
    public func optional<Value: SQLReadable>(at index: Int, as type: Value.Type = Value.self) throws -> Value? {
        try read(.index(index), type).map { $0 as! Value }
    }

    /// `column` read as text and made a `Value` (an enum's raw value), or a ``CorruptRow`` naming `table` and `key`.
    public func value<Value: RawRepresentable>(
        _ column: String, as type: Value.Type, table: String, key: some CustomStringConvertible
    ) throws -> Value where Value.RawValue == String {
        try CorruptRow.decode(type, value(column, as: String.self), table: table, column: column, key: key)
    }
}

/// Where a value is in a row.
public enum SQLColumn: Sendable, CustomStringConvertible {
    case name(String)
    case index(Int)

    public var description: String {
        switch self {
        case .name(let name): name
        case .index(let index): "column \(index)"
        }
    }
}

/// A row that cannot give what was asked.
public enum SQLRowError: Error, CustomStringConvertible {
    case null(column: String)
    case unreadable(column: String, as: String)
    /// The statement returns no such column.
    case noColumn(String)
    /// A statement that always returns a row (an `INSERT … RETURNING`) returned none.
    case noRowReturned(String)

    public var description: String {
        switch self {
        case .null(let column): "\(column) is NULL"
        case .unreadable(let column, let type): "\(column) is not a \(type)"
        case .noColumn(let column): "the statement returns no column \(column)"
        case .noRowReturned(let statement): "no row returned by \(statement)"
        }
    }
}
