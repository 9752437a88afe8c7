import Foundation
import HTTPTypes
import HostTesting
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AppServer

@Suite("The edge: paths with control characters, the operator token")
struct EdgeTests {
    @Test("The player's cookie is read from the Cookie headers as a browser sends them, and no other cookie")
    func playerCookie() {
        func request(_ cookies: [String]) -> Request {
            var head = HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/api/me")
            for cookie in cookies { head.headerFields.append(HTTPField(name: .cookie, value: cookie)) }
            return Request(head: head, body: .init(buffer: .init()))
        }
        let name = IdentityMiddleware.cookieName
        #expect(IdentityMiddleware.cookie(named: name, in: request(["\(name)=abc"])) == "abc")
        #expect(IdentityMiddleware.cookie(named: name, in: request(["theme=dark; \(name)=abc; x=1"])) == "abc")
        #expect(IdentityMiddleware.cookie(named: name, in: request(["theme=dark", "\(name)=second"])) == "second")
        #expect(IdentityMiddleware.cookie(named: name, in: request(["\(name)=first;\(name)=second"])) == "first")
        #expect(IdentityMiddleware.cookie(named: name, in: request(["x\(name)=abc; \(name)x=abc"])) == nil)
        #expect(IdentityMiddleware.cookie(named: name, in: request([])) == nil)
        #expect(IdentityMiddleware.cookie(named: name, in: request(["\(name)="])) == "")
    }

    @Test("A request's Origin is this site's when it names the host it was sent to, in any case, and nothing more")
    func sameOrigin() {
        let same: [(String, String)] = [
            ("http://127.0.0.1:8080", "127.0.0.1:8080"), ("https://Example.COM", "example.com"),
            ("http://[::1]:8080", "[::1]:8080"), ("http://localhost", "localhost"),
        ]
        for (origin, host) in same {
            #expect(CrossSiteRequests.isSameOrigin(origin, authority: host), "\(origin)")
        }
        let other: [(String, String?)] = [
            ("http://127.0.0.1:8081", "127.0.0.1:8080"), ("http://evil.example", "example"), ("null", "example.com"),
            ("http://example.com/", "example.com"), ("example.com", "example.com"), ("://example.com", "example.com"),
            ("http://", ""), ("http://example.com", nil), ("http://example.com.evil", "example.com"),
        ]
        for (origin, host) in other {
            #expect(!CrossSiteRequests.isSameOrigin(origin, authority: host), "\(origin)")
        }
    }

    @Test("A body is JSON when its Content-Type says application/json, in any case, with blanks and parameters")
    func jsonMediaType() {
        for value in [
            "application/json", "Application/JSON", " application/json ", "application/json; charset=utf-8",
            "\tapplication/json\t;charset=UTF-8", "application/json;",
        ] {
            #expect(isJSONMediaType(value), "\(value)")
        }
        for value in [
            "", "application/jso", "application/jsonx", "application/json-patch+json", "text/json", "application /json",
            "application/json charset", "x application/json", "application/javascript", "application\u{0F}json",
        ] {
            #expect(!isJSONMediaType(value), "\(value)")
        }
    }

    @Test("A body's Content-Type fields are read joined: one JSON field is JSON, the same sent twice is not")
    func contentTypeFields() {
        func request(_ values: [String]) -> Request {
            var head = HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/")
            for value in values { head.headerFields.append(HTTPField(name: .contentType, value: value)) }
            return Request(head: head, body: .init(buffer: ByteBuffer()))
        }
        #expect(throws: Never.self) { try requireJSON(request(["application/json; charset=utf-8"])) }
        #expect(throws: APIError.self) { try requireJSON(request([])) }
        #expect(throws: APIError.self) { try requireJSON(request(["application/json", "application/json"])) }
        #expect(throws: Never.self) { try requireJSON(request(["application/json; a=b", "c"])) }
    }

    @Test("A path whose decoding holds a NUL or a line feed is a 400 in JSON, never a page served under another type")
    func controlCharactersInThePathAreRefused() async throws {
        try await withHost(apps: [LedgerApp()]) { _, client in
            for path in ["/index.html%00.js", "/index.html%0a", "/%7F", "/ledger/api/entries%00"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .badRequest, "\(path)")
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true, "\(path)")
                #expect(String(buffer: response.body).contains("invalid-path"), "\(path)")
            }
            let page = try await client.execute(uri: "/index.html", method: .get)
            #expect(page.status == .ok && page.headers[.contentType]?.hasPrefix("text/html") == true)
            // Percent-encoded characters that are not control characters stay allowed.
            #expect(try await client.execute(uri: "/index%2Ehtml", method: .get).status != .badRequest)
        }
    }

    @Test("An error's JSON always reads the same: its keys sorted, whichever request made it")
    func errorKeysAreSorted() async throws {
        try await withHost(apps: [LedgerApp()]) { _, client in
            for path in ["/nothing-here", "/ledger/api/nothing-here", "/a/b/c"] {
                let text = String(buffer: try await client.execute(uri: path, method: .get).body)
                #expect(text.hasPrefix(#"{"error":"not-found","message":"#), "\(text)")
            }
            let refused = String(buffer: try await client.execute(uri: "/index.html%00.js", method: .get).body)
            #expect(refused.hasPrefix(#"{"error":"invalid-path","message":"#), "\(refused)")
        }
    }

    @Test("The operator token is compared whole: equal only when every byte and the length agree")
    func tokenComparison() {
        #expect(constantTimeEqual("Bearer abc", "Bearer abc"))
        #expect(!constantTimeEqual("Bearer abd", "Bearer abc"))
        #expect(!constantTimeEqual("Bearer ab", "Bearer abc"))
        #expect(!constantTimeEqual("Bearer abc\u{0}", "Bearer abc"))
        #expect(!constantTimeEqual("", "x"))
        #expect(constantTimeEqual("", ""))
    }
}
