import Foundation
import Logging
import NIOCore
import PostgresNIO

/// A leased PostgreSQL connection as an ``SQLConnection``: each statement is sent from the thread the store
/// operation runs on (one of ``SQLDatabase``'s, never an event loop or a task's), which waits for its rows.
struct PostgresBlockingConnection: SQLConnection {
    let connection: PostgresConnection
    let logger: Logger

    var dialect: SQLDialect { .postgres }

    func rows(_ statement: SQL) throws -> [SQLRow] {
        // postgres-nio's future interface: the rows are read on the connection's event loop, this thread waits.
        let result: PostgresQueryResult = try connection.query(try Self.query(statement), logger: logger).wait()
        return result.rows.map { row in
            let cells = row.makeRandomAccess()
            return SQLRow { column, type in try Self.read(column, as: type, from: cells) }
        }
    }

    /// Runs `body` between `begin` and `COMMIT`; rolls back and rethrows what `body` threw.
    func transaction<Result>(_ begin: SQL, _ body: (any SQLConnection) throws -> Result) throws -> Result {
        try execute(begin)
        do {
            let result = try body(self)
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// `statement` with `$n` placeholders and its values bound in PostgreSQL's types.
    static func query(_ statement: SQL) throws -> PostgresQuery {
        let (text, values) = statement.rendered(for: .postgres)
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let value): bindings.append(value)
            case .real(let value): bindings.append(value)
            case .text(let value): bindings.append(value)
            case .boolean(let value): bindings.append(value)
            case .date(let value): bindings.append(value)
            case .blob(let value): bindings.append(ByteBuffer(bytes: value))
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: bindings)
    }

    private static func read(_ column: SQLColumn, as type: any SQLReadable.Type, from row: PostgresRandomAccessRow)
        throws -> (any SQLReadable)?
    {
        let cell: PostgresCell
        switch column {
        case .name(let name):
            guard row.contains(name) else { throw SQLRowError.noColumn(name) }
            cell = row[name]
        case .index(let place):
            cell = row[place]
        }
        if cell.bytes == nil { return nil }
        do {
            switch type {
            case is Int64.Type: return try cell.decode(Int64.self)
            case is Int.Type: return try cell.decode(Int.self)
            case is Double.Type: return try cell.decode(Double.self)
            case is String.Type: return try cell.decode(String.self)
            case is Bool.Type: return try cell.decode(Bool.self)
            case is Date.Type: return try cell.decode(Date.self)
            case is Data.Type: return Data(buffer: try cell.decode(ByteBuffer.self))
            default: break
            }
        } catch {}
        throw SQLRowError.unreadable(column: column.description, as: "\(type)")
    }
}
