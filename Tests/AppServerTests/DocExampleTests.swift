import AppServer
import CasinoServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// The host's doc examples, with the setup they assume. (APIError's and BoundedCache's examples are what
/// HardeningTests and BoundedCacheTests do.)
@Suite("AppServer doc examples")
struct DocExampleTests {
    @Test("ServedApp: a host of the casino, and its application serving the home and the casino")
    func servedApp() async throws {
        let token = "doc-example-operator-token"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logger = Logger(label: "doc")
        let host = try AppHost(
            apps: [CasinoApp()], configuration: HostConfiguration(databasePath: path, operatorToken: token))
        let application = try host.application(logger: logger)  // the home at /, the casino at /casino/
        try await application.test(.router) { client async throws in
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/casino/", method: .get).status == .ok)
        }
    }
}
