import Foundation
import Hummingbird

/// A refused request as the client sees it: an HTTP status with `{"error": code, "message": sentence}` and any
/// ``details``. Nothing was changed.
///
/// Lower layers throw their own errors; ``APIErrorMapping`` maps them here once, at the edge, through
/// ``APIErrorConvertible``:
/// ```swift
/// throw APIError(.conflict, "not-showing", "The hint 'bet' is not showing.")
/// ```
public struct APIError: Error, HTTPResponseError, CustomStringConvertible, Equatable {
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code, e.g. `illegal-action`.
    public let code: String
    /// A sentence a person can act on.
    public let message: String
    /// Extra headers, e.g. `Allow` on a 405 or `Retry-After` on a 429.
    public var headers = HTTPFields()
    /// Extra fields of the body beside `error` and `message`, e.g. why a calibration was refused.
    public var details: [String: String] = [:]

    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// A 400: the request cannot be read or asks for something that is not allowed.
    public static func badRequest(_ message: String, code: String = "bad-request") -> APIError {
        APIError(.badRequest, code, message)
    }

    /// A 409: the request is well formed but not possible now.
    public static func conflict(_ message: String, code: String = "not-now") -> APIError {
        APIError(.conflict, code, message)
    }

    /// A 404.
    public static func notFound(_ message: String, code: String = "not-found") -> APIError {
        APIError(.notFound, code, message)
    }

    /// What an unexpected failure tells the client: nothing of its cause, which goes to the log.
    public static let internalError = APIError(
        .internalServerError, "internal", "Something went wrong on the server's side; nothing was changed. Try again.")

    public var description: String { "\(status.code) \(code): \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let fields = details.merging(["error": code, "message": message]) { _, own in own }
        // Keys sorted: the same error always reads the same (a dictionary's own order differs between instances).
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try encoder.encode(fields)
        var headers = self.headers
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// A domain error that knows what the client should be told: the edge (``APIErrorMapping``) maps it once.
/// Apps make their engines' errors conform, e.g. `extension TableRefusal: APIErrorConvertible`.
public protocol APIErrorConvertible: Error {
    /// The error as the client sees it.
    var apiError: APIError { get }
}
