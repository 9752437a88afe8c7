import Hummingbird

/// Everything the host does around every request, in one layer (each rule lives in its own file; one layer rather
/// than one per rule, since every layer costs every request an async frame), in this order:
/// 1. the request is timed and counted by its route and status (``HostMetrics``), errors included;
/// 2. every response, a refusal included, carries the ``SecurityHeaders``;
/// 3. every failure becomes a JSON error, once (``APIErrorMapping``), and a conflict is counted by its code;
/// 4. the request is logged at debug level;
/// 5. a cross-site write or a body that is not JSON is refused (``CrossSiteRequests``), then a path with a control
///    character (``RequestPaths``);
/// 6. a `GET` or `HEAD` no route answers (404) is looked up among the page files, the last folder first.
struct HostEdgeMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let metrics: HostMetrics
    /// The file servers of the host's and the apps' `Public` folders, the one asked first first.
    let files: [FileMiddleware<AppRequestContext, LocalFileSystem>]

    init(metrics: HostMetrics, folders: [String]) {
        self.metrics = metrics
        files = folders.reversed().map { FileMiddleware($0, searchForIndexHtml: true) }
    }

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await answer(request, context: context, next: next)
        } catch let refusal as any HTTPResponseError {
            do {
                response = try refusal.response(from: request, context: context)
            } catch {
                metrics.recordRequest(request, context: context, status: refusal.status, since: start)
                throw error
            }
        } catch {
            metrics.recordRequest(request, context: context, status: .internalServerError, since: start)
            throw error
        }
        SecurityHeaders.apply(to: &response)
        metrics.recordRequest(request, context: context, status: response.status, since: start)
        return response
    }

    /// The route's or the file's response, or the JSON error that replaces any failure.
    private func answer(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            context.logger.debug(
                "Request",
                metadata: [
                    "hb.request.path": .stringConvertible(request.uri),
                    "hb.request.method": .string(request.method.rawValue),
                ])
            try CrossSiteRequests.check(request)
            try RequestPaths.check(request)
            do {
                return try await next(request, context)
            } catch let notFound as any HTTPResponseError
                where notFound.status == .notFound && (request.method == .get || request.method == .head)
            {
                return try await file(for: request, context: context, else: notFound)
            }
        } catch {
            let refusal = APIErrorMapping.apiError(for: error, request: request, logger: context.logger)
            if refusal.status == .conflict { metrics.recordConflict(code: refusal.code) }
            throw refusal
        }
    }

    /// The page file at the request's path, from the first folder that has it; `notFound` when none does.
    private func file(
        for request: Request, context: AppRequestContext, else notFound: any HTTPResponseError
    ) async throws -> Response {
        var failure: any Error = notFound
        for folder in files {
            do {
                return try await folder.handle(request, context: context) { [failure] _, _ in throw failure }
            } catch let missing as any HTTPResponseError where missing.status == .notFound {
                failure = missing
            }
        }
        throw failure
    }
}
