import GRDB
import PostgresNIO
import _ConnectionPoolModule

/// Whether a database error is passing trouble the request may be sent again after (a 503 with Retry-After), not a
/// fault: SQLite busy past its timeout; PostgreSQL unreachable, its connection lost, the server shutting down or out
/// of connections, a serialization failure or a deadlock. What was in flight was rolled back.
enum TransientDatabaseFailure {
    /// PostgreSQL's error classes and codes that pass: 08 connection exception, 40001 serialization failure, 40P01
    /// deadlock, 53300 too many connections, 57P01-57P03 the server shutting down, restarting or starting.
    static let postgresStates: Set<String> = ["40001", "40P01", "53300", "57P01", "57P02", "57P03"]

    static func matches(_ error: any Error) -> Bool {
        switch error {
        case let error as DatabaseError:
            return error.resultCode == .SQLITE_BUSY
        case is ConnectionPoolError:
            return true
        case let error as PSQLError:
            switch error.code {
            case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
                return true
            case .server:
                guard let state = error.serverInfo?[.sqlState] else { return false }
                return state.hasPrefix("08") || postgresStates.contains(state)
            default:
                return false
            }
        default:
            return false
        }
    }
}
