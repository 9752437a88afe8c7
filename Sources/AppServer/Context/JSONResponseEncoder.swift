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
        let data = try Self.encoder.encode(value)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static let encoder = SortedJSONEncoder(dateFormat: .iso8601)
}
