import Foundation
import HTTPTypes
import Hummingbird

/// Refuses a state-changing request another site made (its `Origin` or `Sec-Fetch-Site` says so) with a 403, and a
/// body that is not JSON with a 415, before anything reads it: a cross-site form or `text/plain` fetch cannot act
/// for a player.
struct CrossSiteRequestMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else { return try await next(request, context) }
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
        return try await next(request, context)
    }

    private static let refusal = APIError(
        .forbidden, "cross-site", "Another site cannot act for a player; use this site's own pages.")

    /// Whether `origin` (e.g. `http://127.0.0.1:8080`) is the host the request was sent to.
    static func isSameOrigin(_ origin: String, authority host: String?) -> Bool {
        guard let host, let components = URLComponents(string: origin), let originHost = components.host else {
            return false
        }
        let originAuthority = components.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority.lowercased() == host.lowercased()
    }
}
