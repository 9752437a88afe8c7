import Basics
import Foundation
import Hummingbird

/// Writes what a handler returns as JSON (``SortedJSONEncoder``: keys sorted, dates as ISO 8601 text, e.g.
/// `2026-11-23T22:15:06Z`), with `Cache-Control: no-store` (API answers are the player's own and change with every
/// move).
public struct JSONResponseEncoder: ResponseEncoder {
    public init() {}

    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response
    {
        Self.response(ByteBuffer(bytes: try Self.encoder.encode(value)))
    }

    /// The answer ``encode(_:from:context:)`` gives for `json`, JSON text written before: a constant answer is
    /// written once, not encoded for every request.
    public static func response(_ json: ByteBuffer) -> Response {
        Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: json))
    }

    private static let headers: HTTPFields = [
        .contentType: "application/json; charset=utf-8", .cacheControl: "no-store",
    ]
    private static let encoder = SortedJSONEncoder(dateFormat: .iso8601)
}
