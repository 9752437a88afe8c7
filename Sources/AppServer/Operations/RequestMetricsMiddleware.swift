import Hummingbird

/// Counts and times every request by its route's pattern, method and status (``HostMetrics``). The first of the
/// router's middleware, so it sees the status a refusal ends with and the time of everything after it; the time
/// stops when the response is ready, before its body is written.
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let metrics: HostMetrics

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(request, context, response.status, since: start)
            return response
        } catch {
            record(request, context, (error as? any HTTPResponseError)?.status ?? .internalServerError, since: start)
            throw error
        }
    }

    private func record(
        _ request: Request, _ context: AppRequestContext, _ status: HTTPResponse.Status,
        since start: ContinuousClock.Instant
    ) {
        // Hummingbird names the endpoint of a request no route matched "NotFound", and that of a page's file
        // "FileMiddleware".
        let route =
            switch context.endpointPath {
            case "NotFound": "(unmatched)"
            case "FileMiddleware", nil: "(static)"
            case let pattern?: pattern
            }
        metrics.recordRequest(
            route: route, method: request.method, status: status, duration: ContinuousClock.now - start)
    }
}
