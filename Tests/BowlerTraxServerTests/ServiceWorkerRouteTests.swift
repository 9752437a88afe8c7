import AppServer
import Foundation
import HostTesting
import Testing

/// BowlerTrax is installable: the host serves its service worker with the shell it precaches.
@Suite("BowlerTrax's service worker")
struct ServiceWorkerRouteTests {
    @Test(
        "served at /bowlertrax/service-worker.js, never cached by HTTP, naming the page, its modules and the WebAssembly"
    )
    func serviceWorker() async throws {
        try await withBowlerTrax { _, client in
            let visitor = Visitor(client)
            let reply = try await visitor.request(.get, "/bowlertrax/service-worker.js")
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(reply.headers[.cacheControl] == "no-cache")
            let firstLine = try #require(reply.text.split(separator: "\n").first)
            #expect(firstLine.hasPrefix("const SHELL = {"))
            let declaration = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(firstLine.dropFirst("const SHELL = ".count).dropLast().utf8)) as? [String: Any])
            #expect(declaration["app"] as? String == "bowlertrax")
            let paths = try #require(declaration["paths"] as? [String])
            #expect(paths.first == "/bowlertrax/")
            for path in [
                "/bowlertrax/main.js", "/bowlertrax/manifest.json", "/bowlertrax/icons/icon-512.png",
                "/bowlertrax/tracker/bowlertrax.wasm", "/shell/offline.js", "/shell/shell.css",
            ] {
                #expect(paths.contains(path), "\(path)")
            }
            #expect(!paths.contains("/bowlertrax/index.html"))
            #expect(reply.text.contains("self.addEventListener('fetch'"))
            // Each precached path is served.
            for path in paths.prefix(5) {
                #expect(try await visitor.request(.get, path).status == .ok, "\(path)")
            }
        }
    }
}
