import Basics
import Foundation
import GRDB

/// A GRDB database connection (inside `read` or `write`) as an ``SQLConnection``. Statements are prepared once per
/// connection and reused (GRDB's statement cache).
struct SQLiteConnection: SQLConnection {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    func rows(_ statement: SQL) throws -> [SQLRow] {
        let (text, values) = statement.rendered(for: .sqlite)
        let prepared = try db.cachedStatement(sql: text)
        let arguments = Self.arguments(values)
        let names = prepared.columnNames
        return try Row.fetchAll(prepared, arguments: arguments).map { row in
            let values = Array(row.databaseValues)
            return SQLRow { column, type in try Self.read(column, as: type, names: names, values: values) }
        }
    }

    func execute(_ statement: SQL) throws {
        let (text, values) = statement.rendered(for: .sqlite)
        try db.cachedStatement(sql: text).execute(arguments: Self.arguments(values))
    }

    func returnsRow(_ statement: SQL) throws -> Bool {
        // SQLite makes a statement's changes at its first step, so one row is as good as all of them.
        let (text, values) = statement.rendered(for: .sqlite)
        return try Row.fetchOne(db.cachedStatement(sql: text), arguments: Self.arguments(values)) != nil
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it throws. Its `BEGIN` and
    /// `COMMIT` are prepared once per connection like every statement (GRDB's own transaction prepares them anew each
    /// time: a fifth of a small write's cost).
    func transaction<Result>(_ body: (any SQLConnection) throws -> Result) throws -> Result {
        try db.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
        do {
            let result = try body(self)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return result
        } catch {
            // A failed COMMIT may leave the transaction open: it is rolled back too.
            if db.isInsideTransaction { try? db.cachedStatement(sql: "ROLLBACK TRANSACTION").execute() }
            throw error
        }
    }

    /// The values as GRDB binds them (through its sequence-of-existentials initializer: the generic one maps by key
    /// path, which costs more than the statement's execution).
    private static func arguments(_ values: [SQLValue]) -> StatementArguments {
        var bound: [(any DatabaseValueConvertible)?] = []
        bound.reserveCapacity(values.count)
        for value in values { bound.append(value.databaseValue) }
        return StatementArguments(bound)
    }

    private static func read(
        _ column: SQLColumn, as type: any SQLReadable.Type, names: [String], values: [DatabaseValue]
    ) throws -> (any SQLReadable)? {
        let index: Int
        switch column {
        case .name(let name):
            guard let found = names.firstIndex(of: name) else { throw SQLRowError.noColumn(name) }
            index = found
        case .index(let place):
            index = place
        }
        let stored = values[index]
        if stored.isNull { return nil }
        let value: (any SQLReadable)? =
            switch type {
            case is Int64.Type: Int64.fromDatabaseValue(stored)
            case is Int.Type: Int.fromDatabaseValue(stored)
            case is Double.Type: Double.fromDatabaseValue(stored)
            case is String.Type: String.fromDatabaseValue(stored)
            case is Bool.Type: Bool.fromDatabaseValue(stored)
            case is Date.Type: Date.fromDatabaseValue(stored)
            case is Data.Type: Data.fromDatabaseValue(stored)
            default: nil
            }
        guard let value else { throw SQLRowError.unreadable(column: column.description, as: "\(type)") }
        return value
    }
}

extension SQLValue {
    /// The value as SQLite stores it (a date as GRDB writes one: UTC text to the millisecond, `DateText.database`).
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .boolean(let value): value.databaseValue
        case .date(let value): DateText.database(value).databaseValue
        case .blob(let value): value.databaseValue
        }
    }
}
