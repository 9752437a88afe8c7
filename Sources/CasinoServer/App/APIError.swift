import Foundation
import Hummingbird

/// A refused request: an HTTP status with `{"error": code, "message": sentence}`. Nothing was changed.
public struct APIError: Error, HTTPResponseError, CustomStringConvertible {
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code, e.g. `illegal-action`.
    public let code: String
    /// A sentence a person can act on.
    public let message: String
    /// Extra headers, e.g. `Allow` on a 405 or `Retry-After` on a 429.
    public var headers = HTTPFields()

    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    static func badRequest(_ message: String, code: String = "bad-request") -> APIError {
        APIError(.badRequest, code, message)
    }

    static func conflict(_ message: String, code: String = "not-now") -> APIError {
        APIError(.conflict, code, message)
    }

    static func notFound(_ message: String) -> APIError {
        APIError(.notFound, "not-found", message)
    }

    /// What an unexpected failure tells the client: nothing of its cause, which goes to the log.
    static let internalError = APIError(
        .internalServerError, "internal", "Something went wrong on the casino's side; nothing was changed. Try again.")

    public var description: String { "\(status.code) \(code): \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try JSONEncoder().encode(["error": code, "message": message])
        var headers = self.headers
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
