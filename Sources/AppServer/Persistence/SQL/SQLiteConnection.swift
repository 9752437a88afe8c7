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
        let arguments = StatementArguments(values.map(\.databaseValue))
        let names = prepared.columnNames
        return try Row.fetchAll(prepared, arguments: arguments).map { row in
            let values = Array(row.databaseValues)
            return SQLRow { column, type in try Self.read(column, as: type, names: names, values: values) }
        }
    }

    func execute(_ statement: SQL) throws {
        let (text, values) = statement.rendered(for: .sqlite)
        try db.cachedStatement(sql: text).execute(arguments: StatementArguments(values.map(\.databaseValue)))
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
    /// The value as SQLite stores it (a date as GRDB writes one: UTC text to the millisecond).
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .boolean(let value): value.databaseValue
        case .date(let value): value.databaseValue
        case .blob(let value): value.databaseValue
        }
    }
}
