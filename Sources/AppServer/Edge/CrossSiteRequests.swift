import Foundation
import HTTPTypes
import Hummingbird

/// Refuses a state-changing request another site made (its `Origin` or `Sec-Fetch-Site` says so) with a 403, and a
/// body that is not JSON with a 415, before anything reads it: a cross-site form or `text/plain` fetch cannot act
/// for a player.
enum CrossSiteRequests {
    /// Throws the refusal (403 or 415) for `request`, or nothing when it may go on.
    static func check(_ request: Request) throws {
        guard ![.get, .head, .options].contains(request.method) else { return }
        if let site = request.headers[.secFetchSite], site != "same-origin", site != "none" {
            throw Self.refusal
        }
        if let origin = request.headers[.origin],
            !Self.isSameOrigin(origin, authority: request.head.authority ?? request.headers[.hostField])
        {
            throw Self.refusal
        }
        let length = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        if request.headers[.transferEncoding] != nil || length > 0 { try requireJSON(request) }
    }

    private static let refusal = APIError(
        .forbidden, "cross-site", "Another site cannot act for a player; use this site's own pages.")

    /// Whether `origin` (e.g. `http://127.0.0.1:8080`: a scheme, `://` and an authority, nothing after) names the
    /// host the request was sent to, compared without regard to case (read as text: every browser's write sends it).
    static func isSameOrigin(_ origin: String, authority host: String?) -> Bool {
        guard let host, let separator = origin.utf8.firstRange(of: "://".utf8) else { return false }
        let scheme = origin.utf8[..<separator.lowerBound]
        let authority = origin.utf8[separator.upperBound...]
        guard !scheme.isEmpty, scheme.allSatisfy(Self.isSchemeByte), !authority.isEmpty,
            !authority.contains(UInt8(ascii: "/"))
        else { return false }
        return authority.elementsEqual(host.utf8) { HeaderBytes.lowercased($0) == HeaderBytes.lowercased($1) }
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
