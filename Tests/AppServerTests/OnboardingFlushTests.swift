import Basics
import Foundation
import HostTesting
import OnboardingKit
import Testing

@testable import AppServer

/// An onboarding session's changes are not lost when writing them fails, on either database.
@Suite("Onboarding flush")
struct OnboardingFlushTests {
    @Test("a flush whose transaction fails after its body ran keeps the changes for the next flush (SQLite)")
    func failedCommitOnSQLite() async throws {
        try await TestDatabase.sqlite.withPlatformStore(Self.failedCommitKeepsChanges)
    }

    @Test(
        "a flush whose transaction fails after its body ran keeps the changes for the next flush (PostgreSQL)",
        TestDatabase.postgresConfigured)
    func failedCommitOnPostgres() async throws {
        try await TestDatabase.postgres.withPlatformStore(Self.failedCommitKeepsChanges)
    }

    private static func failedCommitKeepsChanges(_ store: any PlatformStore) async throws {
        let player = try await store.createPlayer(token: "lan")
        let session = OnboardingSession(id: "s", playerID: player, app: "casino", values: [:], clock: SystemClock())
        session.track(AnalyticsEvent(name: "paywall_shown"), surface: AppIdentifier("casino"))
        await #expect(throws: CommitFailingStore.CommitFailed.self) {
            try await session.flush(to: CommitFailingStore(base: store))
        }
        #expect(try await store.funnelCounts(app: "casino").players(recording: "paywall_shown") == 0)
        try await session.flush(to: store)
        #expect(try await store.funnelCounts(app: "casino").players(recording: "paywall_shown") == 1)
        try await session.flush(to: store)
        #expect(try await store.funnelCounts(app: "casino").players(recording: "paywall_shown") == 1)
    }
}

/// A store whose onboarding writes run their body and then fail, as a lost connection at commit would.
private struct CommitFailingStore: PlatformStore {
    struct CommitFailed: Error {}
    let base: any PlatformStore

    func player(withToken token: String) async throws -> Int64? { try await base.player(withToken: token) }
    func createPlayer(token: String) async throws -> Int64 { try await base.createPlayer(token: token) }
    func token(of player: Int64) async throws -> String? { try await base.token(of: player) }
    func displayName(of player: Int64) async throws -> String { try await base.displayName(of: player) }
    func rename(_ player: Int64, to name: String) async throws { try await base.rename(player, to: name) }
    func onboardingValues(of player: Int64, app: String) async throws -> [String: StoredValue] {
        try await base.onboardingValues(of: player, app: app)
    }
    func funnelCounts(app: String) async throws -> FunnelCounts { try await base.funnelCounts(app: app) }

    func writeOnboarding(_ body: @escaping @Sendable (any OnboardingWriter) throws -> Void) async throws {
        try await base.writeOnboarding { writer in
            try body(writer)
            throw CommitFailed()
        }
    }
}
