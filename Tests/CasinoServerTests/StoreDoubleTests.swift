import AppServer
import Basics
import CasinoKit
import Foundation
import OnboardingKit
import Synchronization
import Testing

@testable import CasinoServer

/// A casino store in memory: what the table service would have written, and a switch that makes writes fail.
final class MemoryCasinoStore: CasinoStore {
    let written = Mutex<[CasinoWrite]>([])
    let failing = Mutex(false)

    struct WriteRefused: Error {}

    var isSharedByProcesses: Bool { false }

    func state(of player: Int64) async throws -> PlayerState {
        PlayerState(balance: CasinoAccount.new.balance, settings: PlayerSettings(), tables: [:], version: 0)
    }

    func version(of player: Int64) async throws -> Int64 { 0 }

    func account(of player: Int64) async throws -> CasinoAccount { .new }

    func write(_ writes: [CasinoWrite]) async throws {
        if failing.withLock({ $0 }) { throw WriteRefused() }
        written.withLock { $0 += writes }
    }

    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry] { [] }

    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool { false }
}

/// The table service against a store double: no database, the same rules.
@Suite("Casino store double")
struct StoreDoubleTests {
    @Test(
        "a baccarat coup writes the account over its version, the table and one settled round; a refused write changes nothing"
    )
    func coupAgainstADouble() async throws {
        let store = MemoryCasinoStore()
        let service = TableService(store: store, clock: SystemClock(), dealer: .shuffled, metrics: HostMetrics())
        let bet = GameIntent.baccarat(.bet(.banker, .dollars(10)))
        _ = try await service.apply(bet, by: 1, game: .baccarat)
        #expect(store.written.withLock { $0.count } == 3, "the account, the new table, then the table with the bet")

        store.failing.withLock { $0 = true }
        await #expect(throws: MemoryCasinoStore.WriteRefused.self) {
            try await service.apply(.baccarat(.deal), by: 1, game: .baccarat)
        }
        store.failing.withLock { $0 = false }
        _ = try await service.apply(.baccarat(.deal), by: 1, game: .baccarat)
        let writes = store.written.withLock { $0 }
        let settled = writes.compactMap { write -> SettledRound? in
            if case .settledRound(_, _, let round, _, _) = write { return round }
            return nil
        }
        #expect(settled.count == 1, "the refused deal left no trace; the second settled once")
        #expect(settled.first?.stake == .dollars(10))
        let accounts = writes.compactMap { write -> (cents: Int, expectedVersion: Int64)? in
            if case .account(_, let cents, _, let version) = write { return (cents, version) }
            return nil
        }
        // Baccarat takes the stake at the deal: the bet leaves the balance at $1,000. A Banker bet then wins 0.95 to
        // 1, loses its stake, or pushes on a tie; the refused deal did not raise the version.
        #expect(accounts.map(\.expectedVersion) == [0, 1])
        #expect(accounts.first?.cents == 100_000)
        #expect([100_000 + 950, 100_000 - 1_000, 100_000].contains(accounts.last?.cents ?? -1))
        #expect(accounts.last?.cents == 100_000 + (settled.first?.net.cents ?? 0))
    }
}
