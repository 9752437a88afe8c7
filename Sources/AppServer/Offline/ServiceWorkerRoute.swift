import Foundation
import Hummingbird

/// `/<app>/service-worker.js` for an installable app: the worker (`Offline/service-worker.js`) with its first line
/// naming the app's ``AppShell``, so a deploy that changes any file of the shell changes the worker's bytes, which is
/// how the browser learns of a new version.
enum ServiceWorkerRoute {
    static func add(to router: Router<AppRequestContext>, app: String, shell: AppShell) throws {
        guard let template = Bundle.module.url(forResource: "service-worker", withExtension: "js") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Offline/service-worker.js"])
        }
        let declaration = try JSONEncoder().encode(Declaration(app: app, version: shell.version, paths: shell.paths))
        let body =
            "const SHELL = \(String(decoding: declaration, as: UTF8.self));\n"
            + (try String(contentsOf: template, encoding: .utf8))
        router.get(RouterPath("\(app)/service-worker.js")) { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
        }
    }

    private struct Declaration: Encodable {
        var app: String
        var version: String
        var paths: [String]
    }
}
