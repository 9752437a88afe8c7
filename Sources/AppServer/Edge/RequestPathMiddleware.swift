import Foundation
import Hummingbird

/// Refuses (400) a path whose percent-decoding holds a control character (`%00`, `%0a`...) or is not UTF-8, before any
/// route or static file sees it: `/casino/index.html%00.js` must not reach the file server as a `.js` name.
struct RequestPathMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        guard Self.isAcceptable(request.uri.path) else {
            throw APIError.badRequest("The path holds a character no page or route has.", code: "invalid-path")
        }
        return try await next(request, context)
    }

    /// Whether `path` decodes to UTF-8 without control characters.
    static func isAcceptable(_ path: String) -> Bool {
        guard path.utf8.contains(UInt8(ascii: "%")) || path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            return true
        }
        guard let decoded = path.removingPercentEncoding else { return false }
        return !decoded.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
