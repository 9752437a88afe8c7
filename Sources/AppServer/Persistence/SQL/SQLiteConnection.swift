import Basics
import Foundation
import GRDB
import GRDBSQLite

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
        _ = try run(statement, untilFirstRow: false)
    }

    func returnsRow(_ statement: SQL) throws -> Bool {
        // SQLite makes a statement's changes at its first step, so one row is as good as all of them.
        try run(statement, untilFirstRow: true)
    }

    /// Runs a write (prepared once per connection) with its values bound straight to SQLite, and answers whether it
    /// gave a row: at its first row when `untilFirstRow`, else after all its steps. GRDB's own execution first turns
    /// the values into `StatementArguments` and checks them against the statement, which cost more than SQLite's
    /// work for a game's small write; the values here come from ``SQL``'s interpolation, one per placeholder. The
    /// writes run inside ``transaction(_:)``, whose BEGIN, COMMIT and ROLLBACK GRDB executes (its transaction state
    /// stays right); this connection has no transaction observers for the bypass to skip.
    private func run(_ statement: SQL, untilFirstRow: Bool) throws -> Bool {
        let (text, values) = statement.rendered(for: .sqlite)
        let handle = try db.cachedStatement(sql: text).sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        assert(sqlite3_bind_parameter_count(handle) == CInt(values.count), "one value a placeholder: \(text)")
        for (offset, value) in values.enumerated() {
            let code = Self.bind(value, to: handle, at: CInt(offset + 1))
            guard code == SQLITE_OK else { throw Self.failure(code, of: handle, sql: text) }
        }
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW:
                if untilFirstRow { return true }
            case SQLITE_DONE:
                return false
            case let code:
                throw Self.failure(code, of: handle, sql: text)
            }
        }
    }

    /// Binds `value` as GRDB binds it (a date as `DateText.database`'s text, a Boolean as 0 or 1).
    private static func bind(_ value: SQLValue, to handle: OpaquePointer, at index: CInt) -> CInt {
        switch value {
        case .null: return sqlite3_bind_null(handle, index)
        case .integer(let number): return sqlite3_bind_int64(handle, index, number)
        case .real(let number): return sqlite3_bind_double(handle, index, number)
        case .boolean(let flag): return sqlite3_bind_int64(handle, index, flag ? 1 : 0)
        case .text(let text): return bindText(text, to: handle, at: index)
        case .date(let date): return bindText(DateText.database(date), to: handle, at: index)
        case .blob(let data):
            return data.withUnsafeBytes { bytes in
                // An empty blob is bound as one, not as NULL (which a null pointer would bind).
                guard let start = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob(handle, index, start, CInt(bytes.count), transient)
            }
        }
    }

    /// Binds `text` up to its first NUL, as GRDB binds a string and reads one back: a text stored whole past a NUL
    /// would read back cut there.
    private static func bindText(_ text: String, to handle: OpaquePointer, at index: CInt) -> CInt {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                guard let start = chars.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, transient) }
                let length = chars.firstIndex(of: 0) ?? chars.count
                return sqlite3_bind_text(handle, index, start, CInt(length), transient)
            }
        }
    }

    /// SQLite copies what is bound with it (`SQLITE_TRANSIENT`, a macro Swift does not import).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    /// SQLite's failure as GRDB reports one (`DatabaseError`, with the extended code and SQLite's message).
    private static func failure(_ code: CInt, of handle: OpaquePointer, sql: String) -> DatabaseError {
        let connection = sqlite3_db_handle(handle)
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
        return DatabaseError(resultCode: ResultCode(rawValue: extended), message: message, sql: sql)
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
