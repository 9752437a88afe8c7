import GRDB
import Hummingbird

/// Turns every failure into a JSON error (``APIError``), once, at the edge: a domain error by its
/// ``APIErrorConvertible`` mapping, the router's and the file server's own errors with their status and a sentence
/// of ours, a database that stayed busy as a 503 the page may retry, and anything unexpected as a 500 whose cause
/// is logged, never sent.
struct APIErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as any APIErrorConvertible {
            let mapped = error.apiError
            if mapped.status == .internalServerError {
                context.logger.error("request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            }
            throw mapped
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw APIError(.serviceUnavailable, "busy", "The server is busy; try again.")
        } catch let error as any HTTPResponseError {
            throw Self.apiError(for: error.status, request: request)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            throw APIError.internalError
        }
    }

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
