import Foundation
import HTTPTypes
import Hummingbird

/// The headers every response carries: a Content-Security-Policy that allows only the site's own scripts,
/// styles and images and no framing, `nosniff`, and no referrer.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        return response
    }

    /// Whether the visitor reached the site over HTTPS (directly, or through a proxy that says so), so the
    /// identity cookie can be marked `Secure`.
    static func isHTTPS(_ request: Request) -> Bool {
        if request.head.scheme == "https" { return true }
        return request.headers[.xForwardedProto]?.lowercased() == "https"
    }
}

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

/// Refuses (415) a body whose `Content-Type` is not JSON.
public func requireJSON(_ request: Request) throws(APIError) {
    let mediaType = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        .lowercased()
    guard mediaType == "application/json" else {
        throw APIError(
            .unsupportedMediaType, "unsupported-media-type",
            "Send the body as JSON, with Content-Type: application/json.")
    }
}

extension HTTPField.Name {
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// `Host`, which HTTP/1 requests carry as a field when the server has not made it the request's authority.
    static let hostField = HTTPField.Name("Host")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
