import Foundation

/// One SQL statement with its values bound, written once for both databases: `\(value)` binds a value (rendered as
/// `?` for SQLite, `$n` for PostgreSQL), `\(unescaped: text)` pastes trusted text (a column list, a dialect's clause),
/// `\(list: values)` binds each of a non-empty list, separated by commas (for `IN (…)`).
///
/// ```swift
/// let sql: SQL = "SELECT id FROM bowler_ball WHERE player_id = \(player) AND id IN (\(list: ids))"
/// ```
public struct SQL: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text in pieces: literal text, and the places of bound values.
    fileprivate enum Piece: Sendable {
        case text(String)
        case value(SQLValue)
    }

    fileprivate var pieces: [Piece] = []

    public init(stringLiteral text: String) {
        pieces = [.text(text)]
    }

    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            pieces.append(.text(literal))
        }

        /// Binds `value` (NULL when nil).
        public mutating func appendInterpolation(_ value: (some SQLBindable)?) {
            pieces.append(.value(value?.sqlValue ?? .null))
        }

        /// Pastes `text` as it is: never a value that came from a request.
        public mutating func appendInterpolation(unescaped text: String) {
            pieces.append(.text(text))
        }

        /// Binds each of `values`, separated by commas.
        public mutating func appendInterpolation(list values: [some SQLBindable]) {
            precondition(!values.isEmpty, "IN () is not SQL: ask for no rows without a query.")
            for (index, value) in values.enumerated() {
                if index > 0 { pieces.append(.text(", ")) }
                pieces.append(.value(value.sqlValue))
            }
        }

        /// Pastes another statement with its values.
        public mutating func appendInterpolation(_ sql: SQL) {
            pieces += sql.pieces
        }
    }

    /// The statement followed by `other`.
    public static func + (statement: SQL, other: SQL) -> SQL {
        var joined = statement
        joined.pieces += other.pieces
        return joined
    }

    /// The text as `dialect` writes it, and the values in the order of their placeholders.
    public func rendered(for dialect: SQLDialect) -> (text: String, values: [SQLValue]) {
        // Sized once: appended piece by piece, the text grew (and was copied) about ten times a statement.
        var length = 0
        var valueCount = 0
        for piece in pieces {
            switch piece {
            case .text(let literal): length += literal.utf8.count
            case .value: valueCount += 1
            }
        }
        var text = ""
        text.reserveCapacity(length + valueCount * (dialect == .sqlite ? 1 : 4))
        var values: [SQLValue] = []
        values.reserveCapacity(valueCount)
        for piece in pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .value(let value):
                values.append(value)
                text += dialect == .sqlite ? "?" : "$\(values.count)"
            }
        }
        return (text, values)
    }

    /// The statement as SQLite would run it, for logs and errors (values as placeholders).
    public var description: String { rendered(for: .sqlite).text }
}

/// The two databases the stores run on, for what their SQL writes differently.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// A number inside a JSON text column: `column`'s `key` as a double (NULL when absent).
    public func jsonNumber(_ column: String, _ key: String) -> SQL {
        switch self {
        case .sqlite: "json_extract(\(unescaped: column), '$.\(unescaped: key)')"
        case .postgres: "(\(unescaped: column)::jsonb ->> '\(unescaped: key)')::double precision"
        }
    }

    /// A text inside a JSON column: `column`'s `key` as text (NULL when absent).
    public func jsonString(_ column: String, _ key: String) -> SQL {
        switch self {
        case .sqlite: "json_extract(\(unescaped: column), '$.\(unescaped: key)')"
        case .postgres: "(\(unescaped: column)::jsonb ->> '\(unescaped: key)')"
        }
    }

    /// `json` bound as a JSON document: text on SQLite, `jsonb` on PostgreSQL.
    public func json(_ json: String) -> SQL {
        switch self {
        case .sqlite: "\(json)"
        case .postgres: "\(json)::jsonb"
        }
    }

    /// The row lock a `SELECT` takes until its transaction ends, so conditional writes run one at a time in every
    /// process sharing PostgreSQL (`NO KEY UPDATE` leaves inserts referencing the row free; `KEY SHARE` only keeps it
    /// from being deleted). SQLite's one writer needs none.
    public func lock(_ strength: SQLRowLock) -> SQL {
        switch (self, strength) {
        case (.sqlite, _): ""
        case (.postgres, .noKeyUpdate): " FOR NO KEY UPDATE"
        case (.postgres, .keyShare): " FOR KEY SHARE"
        }
    }
}

/// How strongly a `SELECT` locks the rows it reads (PostgreSQL; nothing on SQLite).
public enum SQLRowLock: Sendable {
    /// Other writers of the row wait; rows referencing it can still be inserted.
    case noKeyUpdate
    /// The row cannot be deleted (or its key changed) until the transaction ends.
    case keyShare
}

/// A value bound into a statement, in the types both databases store.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)
    case date(Date)
    case blob(Data)
}

/// A Swift value that binds as an ``SQLValue``.
public protocol SQLBindable: Sendable {
    var sqlValue: SQLValue { get }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Double: SQLBindable {
    public var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .boolean(self) }
}

extension Date: SQLBindable {
    public var sqlValue: SQLValue { .date(self) }
}

extension Data: SQLBindable {
    public var sqlValue: SQLValue { .blob(self) }
}
