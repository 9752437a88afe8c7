import AppServer
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

    func state(of player: Int64) async throws -> PlayerState {
        PlayerState(balance: CasinoAccount.new.balance, settings: PlayerSettings(), tables: [:])
    }

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
    @Test("a baccarat coup writes the table, the balance and one settled round; a refused write changes nothing")
    func coupAgainstADouble() async throws {
        let store = MemoryCasinoStore()
        let service = TableService(store: store, clock: SystemClock(), dealer: .shuffled)
        let bet = GameIntent.baccarat(.bet(.banker, .dollars(10)))
        _ = try await service.apply(bet, by: 1, game: .baccarat)
        #expect(store.written.withLock { $0.count } == 2, "the new table, then the table with the bet")

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
        let balances = writes.compactMap { write -> Int? in
            if case .account(_, let cents, _) = write { return cents }
            return nil
        }
        // A Banker bet wins 0.95 to 1, loses its stake, or pushes on a tie (then the balance does not move).
        #expect(balances.allSatisfy { [100_000 + 950, 100_000 - 1_000].contains($0) })
        #expect(balances.count == (settled.first?.net == .zero ? 0 : 1))
    }
}
