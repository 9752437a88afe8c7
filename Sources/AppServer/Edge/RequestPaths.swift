import Foundation
import Hummingbird

/// Refuses (400) a path whose percent-decoding holds a control character (`%00`, `%0a`...) or is not UTF-8, before any
/// route or static file sees it: `/casino/index.html%00.js` must not reach the file server as a `.js` name.
enum RequestPaths {
    /// Throws the 400 for a path ``isAcceptable(_:)`` refuses.
    static func check(_ request: Request) throws {
        guard isAcceptable(request.uri.path) else {
            throw APIError.badRequest("The path holds a character no page or route has.", code: "invalid-path")
        }
    }

    /// Whether `path` decodes to UTF-8 without control characters.
    static func isAcceptable(_ path: String) -> Bool {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 < 0x20 || $0 == 0x7F }) else { return true }
        guard let decoded = path.removingPercentEncoding else { return false }
        return !decoded.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
