import AppServer
import Basics
import CasinoKit
import Foundation
import GRDB
import HostTesting
import Hummingbird
import HummingbirdTesting
import Logging
import OnboardingKit
import PostgresNIO
import Testing

@testable import CasinoServer

/// One player's requests reaching several server processes on one database: each process is a store and a table
/// service of its own (its own cache and group committer) over one migrated database. PostgreSQL is the server at
/// `FIRSTRUN_TEST_POSTGRES_URL` (`scripts/test` starts one); without it the PostgreSQL tests are skipped.
@Suite("Casino across processes")
struct CrossProcessTests {
    /// A process: its store and its table service.
    struct Process: Sendable {
        let store: any CasinoStore
        let tables: TableService
    }

    @Test("a write over a version another process raised is refused whole (SQLite)")
    func staleWriteRefusedOnSQLite() async throws {
        try await TestDatabase.withSQLite(migrations: [CasinoMigrations.migrations]) { database in
            try await TestDatabase.withAnotherProcess(on: database) { (other: AppDatabase) in
                let stores = [database, other].map { database in
                    DatabaseCasinoStore(
                        database: .sqlite(database),
                        committer: GroupCommitter(database: .sqlite(database), metrics: HostMetrics()))
                }
                let player = try await DatabasePlatformStore(database: .sqlite(database)).createPlayer(token: "t")
                try await expectStaleWriteRefusedWhole(stores[0], stores[1], player: player)
                #expect(
                    try HostTesting.count(database, "SELECT COUNT(*) FROM bankroll_refill") == 1,
                    "only the first's refill")
            }
        }
    }

    @Test(
        "a write over a version another process raised is refused whole (PostgreSQL)", TestDatabase.postgresConfigured)
    func staleWriteRefusedOnPostgres() async throws {
        try await withPostgresProcesses { databases in
            let stores = databases.map(Self.process).map(\.store)
            let player = try await Self.newPlayer(databases[0])
            try await expectStaleWriteRefusedWhole(stores[0], stores[1], player: player)
            #expect(try await Self.count("bankroll_refill", databases[0]) == 1, "only the first process's refill")
        }
    }

    /// Both processes write the player's first change over version 0: the first lands, the second is refused with
    /// nothing of it written, and the version is 1.
    private func expectStaleWriteRefusedWhole(_ first: any CasinoStore, _ second: any CasinoStore, player: Int64)
        async throws
    {
        let refill = CasinoWrite.refill(playerID: player, amountCents: 500, at: Date())
        try await first.write([
            .account(playerID: player, balanceCents: 100_500, settings: PlayerSettings(), expectedVersion: 0), refill,
        ])
        await #expect(throws: StaleCasinoWrite.self) {
            try await second.write([
                .account(playerID: player, balanceCents: 100_700, settings: PlayerSettings(), expectedVersion: 0),
                .refill(playerID: player, amountCents: 700, at: Date()),
            ])
        }
        #expect(try await second.version(of: player) == 1)
        #expect(try await second.account(of: player).balance == Money(cents: 100_500))
    }

    @Test(
        "one player's coup, its bet on one process and its deal on the other, settles once",
        TestDatabase.postgresConfigured)
    func alternatingProcesses() async throws {
        try await withPostgresProcesses { databases in
            let processes = databases.map(Self.process)
            let player = try await Self.newPlayer(databases[0])
            let (a, b) = (processes[0].tables, processes[1].tables)
            _ = try await a.table(of: player, game: .baccarat)
            _ = try await b.apply(.baccarat(.bet(.player, .dollars(20))), by: player, game: .baccarat)
            // Process A's cached table has no bet: it must see B's, or the deal would be refused (`no-bet`).
            let dealt = try await a.apply(.baccarat(.deal), by: player, game: .baccarat)
            #expect(dealt.events.contains(.roundCompleted))
            _ = try await b.apply(.baccarat(.nextRound), by: player, game: .baccarat)
            _ = try await a.apply(.baccarat(.bet(.banker, .dollars(10))), by: player, game: .baccarat)
            let rows = try await Self.settledNets(databases[0], player: player)
            #expect(rows.count == 1, "one coup, settled once")
            let balance = try await processes[1].store.account(of: player).balance
            #expect(balance == Money(cents: 100_000 + (rows.first ?? 0)))
            #expect(try await processes[0].store.version(of: player) == 5, "five changes, each raising the version")
        }
    }

    @Test(
        "two processes racing one player's coups keep the ledger: every acknowledged coup settled once, nothing else",
        TestDatabase.postgresConfigured)
    func racingProcesses() async throws {
        try await withPostgresProcesses { databases in
            let processes = databases.map(Self.process)
            let player = try await Self.newPlayer(databases[0])
            let acknowledged = try await withThrowingTaskGroup(of: Int.self) { group in
                for process in processes {
                    group.addTask {
                        var settled = 0
                        for _ in 0..<12 {
                            // Each intent may be refused by what the other process did meanwhile (its bet dealt,
                            // its coup cleared); only an answered deal that completed a round is a settlement.
                            let coup: [GameIntent] = [
                                .baccarat(.bet(.banker, .dollars(10))), .baccarat(.deal), .baccarat(.nextRound),
                            ]
                            for intent in coup {
                                do {
                                    let reply = try await process.tables.apply(intent, by: player, game: .baccarat)
                                    if reply.events.contains(.roundCompleted) { settled += 1 }
                                } catch let error as any APIErrorConvertible
                                    where error.apiError.status == .conflict
                                {
                                }
                            }
                        }
                        return settled
                    }
                }
                return try await group.reduce(0, +)
            }
            let nets = try await Self.settledNets(databases[0], player: player)
            #expect(nets.count == acknowledged)
            #expect(nets.count > 0)
            let balance = try await processes[0].store.account(of: player).balance
            #expect(balance == Money(cents: 100_000 + nets.reduce(0, +)), "balance = start + settled nets")
        }
    }

    @Test(
        "two servers on one PostgreSQL: a visitor's game and onboarding session carry on whichever server answers",
        TestDatabase.postgresConfigured)
    func twoServers() async throws {
        try await TestDatabase.withPostgresDatabase { url in
            var logger = Logger(label: "firstrun.test")
            logger.logLevel = .error
            let configuration = HostConfiguration(database: .postgres(url), operatorToken: testOperatorToken)
            let hosts = [
                try await AppHost.open(apps: [CasinoApp()], configuration: configuration, logger: logger),
                try await AppHost.open(apps: [CasinoApp()], configuration: configuration, logger: logger),
            ]
            try await Application(router: try hosts[0].router()).test(.router) { clientA in
                try await Application(router: try hosts[1].router()).test(.router) { clientB in
                    let a = Visitor(clientA)
                    let bet = try await a.request(
                        .post, "/casino/api/games/baccarat/actions",
                        body: #"{"action": "bet", "zone": "player", "amountCents": 2000}"#)
                    #expect(bet.status == .ok)
                    let b = Visitor(clientB, cookie: a.cookie)
                    let session =
                        try await a.request(.post, "/casino/api/onboarding/sessions").json["session"] as? String
                    a.headers[.onboardingSession] = session
                    b.headers[.onboardingSession] = session

                    // Server B knows neither the player's table nor the session: both come from the database.
                    let deal = try await b.request(
                        .post, "/casino/api/games/baccarat/actions", body: #"{"action": "deal"}"#)
                    #expect(deal.status == .ok)
                    #expect(deal.json["phase"] as? String == "settled")
                    let welcome = try await b.request(.post, "/casino/api/onboarding/baccarat/next")
                    #expect((welcome.json["presentation"] as? [String: Any])?["kind"] as? String == "welcome")
                    let answer = try await b.request(
                        .post, "/casino/api/onboarding/baccarat/answer", body: #"{"choice": "startPlaying"}"#)
                    #expect(answer.status == .ok)

                    // Server A, which served the bet and started the session, sees B's deal and B's answer.
                    let table = try await a.request(.get, "/casino/api/games/baccarat")
                    #expect(table.json["phase"] as? String == "settled")
                    let status = try await a.request(.get, "/casino/api/onboarding")
                    let baccarat = (status.json["surfaces"] as? [[String: Any]])?.first {
                        $0["surface"] as? String == "baccarat"
                    }
                    #expect(baccarat?["choice"] as? String == "startPlaying")
                    let next = try await a.request(
                        .post, "/casino/api/games/baccarat/actions", body: #"{"action": "next-round"}"#)
                    #expect(next.status == .ok)

                    // A session id no server started is still unknown to another player.
                    let stranger = Visitor(clientB)
                    _ = try await stranger.request(.get, "/casino/api/games/baccarat")
                    stranger.headers[.onboardingSession] = session
                    #expect(try await stranger.request(.get, "/casino/api/onboarding").status == .notFound)
                }
            }
            for host in hosts { try await host.database.close() }
        }
    }

    // MARK: PostgreSQL processes

    private static func process(_ database: PostgresAppDatabase) -> Process {
        let metrics = HostMetrics()
        let store = DatabaseCasinoStore(
            database: .postgres(database),
            committer: GroupCommitter(database: .postgres(database), metrics: metrics, lanes: 3))
        return Process(
            store: store, tables: TableService(store: store, clock: SystemClock(), dealer: .shuffled, metrics: metrics))
    }

    private static func newPlayer(_ database: PostgresAppDatabase) async throws -> Int64 {
        try await DatabasePlatformStore(database: .postgres(database)).createPlayer(token: UUID().uuidString)
    }

    private static func count(_ table: String, _ database: PostgresAppDatabase) async throws -> Int {
        let rows = try await database.client.query("SELECT COUNT(*) FROM \(unescaped: table)")
        for try await count in rows.decode(Int.self) { return count }
        return -1
    }

    private static func settledNets(_ database: PostgresAppDatabase, player: Int64) async throws -> [Int] {
        let rows = try await database.client.query(
            "SELECT net_cents FROM settled_round WHERE player_id = \(player) ORDER BY id")
        var nets: [Int] = []
        for try await net in rows.decode(Int.self) { nets.append(net) }
        return nets
    }

    /// Runs `body` with two running databases ("processes", each its own connection pool) on one new schema,
    /// migrated with the casino's tables and dropped afterwards.
    private func withPostgresProcesses(_ body: ([PostgresAppDatabase]) async throws -> Void) async throws {
        try await TestDatabase.withPostgres { database in
            try await database.migrate([CasinoMigrations.migrations])
            try await TestDatabase.withAnotherProcess(on: database) { other in try await body([database, other]) }
        }
    }
}
