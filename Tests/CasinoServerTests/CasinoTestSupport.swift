import AppServer
import Basics
import HostTesting
import HummingbirdTesting
import OnboardingKit

@testable import CasinoServer

/// Runs `body` against the host serving the casino, on a fresh (or given) database.
func withCasino<Value>(
    databasePath: String = temporaryDatabasePath(), clock: any AppClock = SystemClock(),
    _ body: @Sendable (AppDatabase, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    try await withHost(apps: [CasinoApp()], databasePath: databasePath, clock: clock, body)
}

extension Visitor {
    /// Sends `intent` (JSON) to the table of `game`.
    @discardableResult
    func act(_ game: String, _ intent: String) async throws -> Reply {
        try await request(.post, "/casino/api/games/\(game)/actions", body: intent)
    }

    /// The table of `game`.
    @discardableResult
    func table(_ game: String) async throws -> Reply {
        try await request(.get, "/casino/api/games/\(game)")
    }
}

extension Visitor.Reply {
    var legalActions: [String] { json["legalActions"] as? [String] ?? [] }
    var phase: String { json["phase"] as? String ?? "" }
    var balance: Int { json["balanceCents"] as? Int ?? -1 }
}
