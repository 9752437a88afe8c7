import Hummingbird
import Logging

/// The operator's and the load balancer's routes:
///
/// - `GET /health`: the process is up (`{"status": "ok"}`), whatever the database does.
/// - `GET /ready`: the database answers a trivial query in time and the process is not shutting down
///   (`{"status": "ready"}`); else 503 with `{"error": "database-unreachable" | "database-timeout" | "shutting-down",
///   "message": …}`.
/// - `GET /metrics`: the Prometheus text format of ``HostMetrics``, for the operator's bearer token only.
enum OperationsRoutes {
    /// `/health`'s answer, the same to every probe: written once (encoding it took a quarter of the probe's cost).
    static let alive = ByteBuffer(string: #"{"status":"ok"}"#)

    static func add(
        to router: Router<AppRequestContext>, readiness: Readiness, metrics: HostMetrics, operatorToken: String
    ) {
        router.get("health") { _, _ in JSONResponseEncoder.response(alive) }
        router.get("ready") { _, context in
            switch await readiness.probe() {
            case .ready:
                return ["status": "ready"]
            case .shuttingDown:
                throw APIError(.serviceUnavailable, "shutting-down", "The server is shutting down.")
            case .databaseFailed(let cause):
                context.logger.warning("not ready: the database failed", metadata: ["error": "\(cause)"])
                throw APIError(
                    .serviceUnavailable, "database-unreachable", "The database does not answer; the log says why.")
            case .databaseTimedOut(let timeout):
                context.logger.warning("not ready: the database timed out", metadata: ["timeout": "\(timeout)"])
                throw APIError(
                    .serviceUnavailable, "database-timeout", "The database did not answer within \(timeout).")
            }
        }
        router.get("metrics") { request, _ in
            try requireOperator(request, token: operatorToken, what: "/metrics")
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.registry.emitToBuffer())))
        }
    }
}
