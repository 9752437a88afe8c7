import Foundation
import HTTPTypes
import Hummingbird

/// The headers every response carries: a Content-Security-Policy that allows only the site's own scripts,
/// styles and images and no framing, `nosniff`, and no referrer.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; "
        + "media-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"

    /// The headers themselves, checked once rather than on every response (the HTTP parser's own refusals carry
    /// them too: ``ParserRefusalHandler``).
    static let fields = [
        HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
        HTTPField(name: .xContentTypeOptions, value: "nosniff"), HTTPField(name: .referrerPolicy, value: "no-referrer"),
    ]

    /// Adds the headers to `response` (no route sets them: they are the edge's alone).
    static func apply(to response: inout Response) {
        response.headers.append(contentsOf: fields)
    }

    /// Whether the visitor reached the site over HTTPS (directly, or through a proxy that says so), so the
    /// identity cookie can be marked `Secure`.
    static func isHTTPS(_ request: Request) -> Bool {
        if request.head.scheme == "https" { return true }
        return request.headers[.xForwardedProto]?.lowercased() == "https"
    }
}

extension HTTPField.Name {
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// `Host`, which HTTP/1 requests carry as a field when the server has not made it the request's authority.
    static let hostField = HTTPField.Name("Host")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
