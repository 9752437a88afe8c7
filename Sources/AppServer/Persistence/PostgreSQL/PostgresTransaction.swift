import Logging
import PostgresNIO

extension PostgresClient {
    /// Runs `body` in one transaction (committed when it returns, rolled back when it throws) and rethrows what
    /// `body` threw as it is, not wrapped in a `PostgresTransactionError`, so that a store's own refusal (a stale
    /// version, a missing row) reaches the route as itself.
    public func transaction<Result: Sendable>(
        logger: Logger, _ body: (PostgresConnection) async throws -> sending Result
    ) async throws -> sending Result {
        do {
            return try await withTransaction(logger: logger, body)
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error
        }
    }
}
