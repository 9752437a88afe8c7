import AppServer
import CasinoServer
import Foundation
import Hummingbird
import Logging
import Testing

/// The host's doc examples, as written, with the setup they assume.
@Suite("AppServer doc examples")
struct DocExampleTests {
    @Test("APIError: a refusal with a status, a code and a sentence")
    func apiError() throws {
        #expect(throws: APIError(.conflict, "not-showing", "The hint 'bet' is not showing.")) {
            throw APIError(.conflict, "not-showing", "The hint 'bet' is not showing.")
        }
    }

    @Test("BoundedCache: insert, then read back")
    func boundedCache() {
        let tokens = BoundedCache<String, Int64>(capacity: 100_000)
        tokens.insert(7, for: "5f0c…")
        #expect(tokens.value(for: "5f0c…") == 7)
    }

    @Test("ServedApp: a host of the casino and its application")
    func servedApp() throws {
        let token = "doc-example-operator-token"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).sqlite").path
        let logger = Logger(label: "doc")
        let host = try AppHost(
            apps: [CasinoApp()], configuration: HostConfiguration(databasePath: path, operatorToken: token))
        let application = try host.application(logger: logger)  // the home at /, the casino at /casino/
        _ = application
        #expect(host.apps.map(\.id) == ["casino"])
    }
}
