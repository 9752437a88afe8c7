import Foundation
import GRDB
import Hummingbird

/// A refused request: an HTTP status with `{"error": code, "message": sentence}`. Nothing was changed.
public struct APIError: Error, HTTPResponseError, CustomStringConvertible {
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code, e.g. `illegal-action`.
    public let code: String
    /// A sentence a person can act on.
    public let message: String

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

    public var description: String { "\(status.code) \(code): \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try JSONEncoder().encode(["error": code, "message": message])
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// Reports a database that stayed busy past its timeout as a 503 the page may retry, on every route.
struct BusyDatabaseMiddleware: RouterMiddleware {
    typealias Context = CasinoRequestContext

    func handle(
        _ request: Request, context: CasinoRequestContext,
        next: (Request, CasinoRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw APIError(.serviceUnavailable, "busy", "The casino is busy; try again.")
        }
    }
}
