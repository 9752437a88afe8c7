import Hummingbird

extension HostMetrics {
    /// Counts and times `request` by its route's pattern, method and `status`: called by the edge
    /// (``HostEdgeMiddleware``), which starts the clock before anything else and stops it when the response is
    /// ready, before its body is written.
    func recordRequest(
        _ request: Request, context: AppRequestContext, status: HTTPResponse.Status,
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
        recordRequest(route: route, method: request.method, status: status, duration: ContinuousClock.now - start)
    }
}
