import Basics
import Foundation
import Hummingbird
import NIOCore

/// Reads a request body as JSON for `request.decode(as:context:)`: a body that is not JSON is a 415, malformed JSON
/// a 400 saying what is wrong, and a value a type refuses (a `DecodingError` whose underlying error is
/// ``APIErrorConvertible``, such as an intent with an unknown action) that error's own code.
public struct JSONRequestDecoder: RequestDecoder {
    /// The largest body read by default: 64 KB.
    public static let maximumBodyBytes = 64 * 1024

    /// The largest body this decoder reads; a larger one is refused with a 413.
    public let bodyLimit: Int

    /// A decoder reading at most `bodyLimit` bytes (a route taking a larger body, such as a shot's track, makes its
    /// own: `JSONRequestDecoder(bodyLimit: 1 << 20).decode(T.self, from: request, context: context)`).
    public init(bodyLimit: Int = Self.maximumBodyBytes) {
        self.bodyLimit = bodyLimit
    }

    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws
        -> T
    {
        try requireJSON(request)
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: bodyLimit)
        } catch is NIOTooManyBytesError {
            throw APIError(
                .contentTooLarge, "too-large",
                "The request body is too large; this route reads at most \(bodyLimit / 1024) KB.")
        } catch {
            // The body could not be read: a malformed chunked encoding, or the client went away mid-body.
            throw APIError.badRequest("The request body could not be read.", code: "unreadable-body")
        }
        let decoder = JSONDecoder()
        // RFC 3339, read strictly (Foundation's `.iso8601` rolls a minute 99 over into the next hour).
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = DateText.internetDate(try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "An RFC 3339 date-time, e.g. 2026-11-28T18:30:00Z, is expected.")
            }
            return date
        }
        do {
            return try decoder.decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw Self.apiError(for: error)
        } catch {
            throw APIError.badRequest("The body is not valid JSON.", code: "malformed-json")
        }
    }

    /// What a decoding failure tells the client.
    static func apiError(for error: DecodingError) -> APIError {
        switch error {
        case .keyNotFound(let key, _):
            return .badRequest("The JSON body needs '\(key.stringValue)'.", code: "malformed-json")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .badRequest("'\(path(context))' has the wrong type.", code: "malformed-json")
        case .dataCorrupted(let context):
            if let refusal = context.underlyingError as? any APIErrorConvertible { return refusal.apiError }
            if context.codingPath.isEmpty { return .badRequest("The body is not valid JSON.", code: "malformed-json") }
            return .badRequest("'\(path(context))' has a value that is not allowed.", code: "malformed-json")
        @unknown default:
            return .badRequest("The body is not valid JSON.", code: "malformed-json")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}

/// Refuses (415) a body whose `Content-Type` is not JSON.
public func requireJSON(_ request: Request) throws(APIError) {
    // Several fields are read joined, as `HTTPFields`' subscript joins them; one is read without that generic walk.
    let values = request.headers[values: .contentType]
    guard !values.isEmpty, isJSONMediaType(values.count == 1 ? values[0] : values.joined(separator: ", ")) else {
        throw APIError(
            .unsupportedMediaType, "unsupported-media-type",
            "Send the body as JSON, with Content-Type: application/json.")
    }
}

/// Whether a `Content-Type` value is `application/json` (in any case, with blanks around it and any parameters
/// after a `;`, e.g. `application/json; charset=utf-8`), read byte by byte: every request with a body asks.
func isJSONMediaType(_ value: String) -> Bool {
    var value = value
    return value.withUTF8 { bytes in
        var index = 0
        while index < bytes.count, HeaderBytes.isBlank(bytes[index]) { index += 1 }
        for expected in "application/json".utf8 {
            guard index < bytes.count, HeaderBytes.lowercased(bytes[index]) == expected else { return false }
            index += 1
        }
        while index < bytes.count, HeaderBytes.isBlank(bytes[index]) { index += 1 }
        return index == bytes.count || bytes[index] == UInt8(ascii: ";")
    }
}
