import Hummingbird
import Logging

/// Turns every failure into a JSON error (``APIError``), once, at the edge (``HostEdgeMiddleware``): a domain error by its
/// ``APIErrorConvertible`` mapping, the router's and the file server's own errors with their status and a sentence
/// of ours, a database in passing trouble (busy, unreachable) as a 503 the page may retry, and anything unexpected as a 500 whose cause
/// is logged, never sent. Every conflict (409) is counted in ``HostMetrics`` by its code.
enum APIErrorMapping {
    /// What `error` tells the client; a 500's cause goes to the log, never to the client.
    static func apiError(for error: any Error, request: Request, logger: Logger) -> APIError {
        let mapped: APIError =
            switch error {
            case let error as APIError: error
            case let error as any APIErrorConvertible: error.apiError
            case let error as any HTTPResponseError: apiError(for: error.status, request: request)
            case let error where TransientDatabaseFailure.matches(error): busy
            default: APIError.internalError
            }
        if mapped.status == .internalServerError {
            logger.error("request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
        } else if mapped.status == .serviceUnavailable, !(error is APIError) {
            logger.warning("database unavailable", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
        }
        return mapped
    }

    /// A database in passing trouble (``TransientDatabaseFailure``): nothing was done; try again in a second.
    static let busy: APIError = {
        var refusal = APIError(.serviceUnavailable, "busy", "The server is busy; try again.")
        refusal.headers[.retryAfter] = "1"
        return refusal
    }()

    /// A JSON error for a status Hummingbird chose (no route, a bad path, a body too large).
    static func apiError(for status: HTTPResponse.Status, request: Request) -> APIError {
        switch status {
        case .notFound:
            APIError.notFound("There is nothing at \(request.method) \(request.uri.path).")
        case .contentTooLarge:
            APIError(
                .contentTooLarge, "too-large",
                "The request body is too large; the server reads at most \(JSONRequestDecoder.maximumBodyBytes / 1024) KB."
            )
        case .badRequest:
            APIError.badRequest("The request's path or body cannot be read.")
        default:
            APIError(status, "http-\(status.code)", status.reasonPhrase)
        }
    }
}
