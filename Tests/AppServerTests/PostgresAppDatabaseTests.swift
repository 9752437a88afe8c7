import AppServer
import HostTesting
import PostgresNIO
import Synchronization
import Testing

/// What only PostgreSQL has: its connection URL, and migrations that several processes may run at once.
@Suite("PostgreSQL database")
struct PostgresAppDatabaseTests {
    @Test(
        "the migrations run once, recorded as owner.name, however many clients migrate at once",
        TestDatabase.postgresConfigured)
    func migrationsOnce() async throws {
        let notes = AppMigrations(
            owner: "notebook",
            steps: [
                .each(
                    "v1", sqlite: { _ in },
                    postgres: [
                        "CREATE TABLE note (id bigserial PRIMARY KEY, player_id bigint NOT NULL REFERENCES player)"
                    ]),
                .both("v2", ["ALTER TABLE note ADD COLUMN text text NOT NULL DEFAULT ''"]),
                .sqliteOnly("v3-on-sqlite", { _ in }),
            ])
        try await TestDatabase.withPostgres { database in
            // Four migrations at once, as four processes starting together would: the advisory lock lets one apply.
            let applied = try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<4 { group.addTask { try await database.migrate([notes]) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(applied.filter { !$0.isEmpty } == [["platform.v1", "notebook.v1", "notebook.v2"]])
            #expect(try await database.migrate([notes]).isEmpty)
            let rows = try await database.client.query("SELECT identifier FROM schema_migrations ORDER BY applied_at")
            var identifiers: [String] = []
            for try await identifier in rows.decode(String.self) { identifiers.append(identifier) }
            #expect(identifiers == ["platform.v1", "notebook.v1", "notebook.v2"])
        }
    }

    @Test(
        "a failing migration step leaves the database as it was, recorded nothing",
        TestDatabase.postgresConfigured)
    func failingMigration() async throws {
        let broken = AppMigrations(
            owner: "broken", steps: [.both("v1", ["CREATE TABLE half (id bigint)", "CREATE TABLE half (id bigint)"])])
        try await TestDatabase.withPostgres { database in
            await #expect(throws: PostgresTransactionError.self) { try await database.migrate([broken]) }
            let rows = try await database.client.query(
                """
                SELECT COUNT(*) FROM information_schema.tables
                WHERE table_schema = current_schema() AND table_name IN ('half', 'schema_migrations')
                """)
            for try await count in rows.decode(Int.self) { #expect(count == 0) }
            #expect(try await database.migrate() == ["platform.v1"])
        }
    }

    @Test("a query to a server that is not there fails within the lease timeout, its work never run")
    func unreachableServer() async throws {
        // A port nothing listens on: every connection attempt is refused, and postgres-nio alone would keep the
        // query waiting about a minute (until its circuit breaker trips) and then fail it as a 500.
        let url = try PostgresConnectionURL("postgres://nobody@127.0.0.1:9/none?sslmode=disable")
        let database = PostgresAppDatabase(url: url, poolSize: 2, leaseTimeout: .milliseconds(400))
        database.start()
        let ran = Mutex(false)
        let started = ContinuousClock.now
        await #expect(throws: DatabaseUnavailable.self) {
            try await database.pool.withConnection { _ in ran.withLock { $0 = true } }
        }
        let refusal = await #expect(throws: DatabaseUnavailable.self) {
            try await database.pool.query("SELECT 1", logger: database.logger)
        }
        // Each waited its timeout. Without it the error would be postgres-nio's own, a minute later (how long it
        // takes on the clock is scripts/postgres-outage's to show: a busy test run starves the timers here).
        #expect(ContinuousClock.now - started >= .milliseconds(800))
        #expect(ran.withLock { $0 } == false)
        #expect(refusal?.apiError.status == .serviceUnavailable && refusal?.apiError.code == "database-unavailable")
        #expect(refusal?.apiError.headers[.retryAfter] == "1")
        await database.close()
    }

    @Test("a connection URL gives user, password, host, port, database, TLS mode and socket folder")
    func connectionURL() throws {
        let full = try PostgresConnectionURL("postgres://lan:s3cret@db.example:6543/firstrun?sslmode=require")
        #expect(full.user == "lan" && full.password == "s3cret" && full.host == "db.example" && full.port == 6543)
        #expect(full.database == "firstrun" && full.sslMode == .require && full.socketFolder == nil)
        #expect(full.description == "postgres://lan@db.example:6543/firstrun?sslmode=require", "no password")
        #expect(full.configuration(poolSize: 12).options.maximumConnections == 12)

        let short = try PostgresConnectionURL("postgresql://minh@localhost")
        #expect(short.port == 5432 && short.database == "minh" && short.sslMode == .prefer && short.password == nil)

        let socket = try PostgresConnectionURL("postgres://an@/firstrun?host=/tmp/pg&port=5433&sslmode=disable")
        #expect(socket.socketFolder == "/tmp/pg")
        #expect(socket.description == "postgres://an@/firstrun?host=/tmp/pg&port=5433")
        #expect(socket.configuration(poolSize: 2).unixSocketPath == "/tmp/pg/.s.PGSQL.5433")
    }

    @Test(
        "a URL that is not PostgreSQL's, or lacks a user or host, is refused with a sentence that hides the password",
        arguments: [
            "mysql://lan:s3cret@db/firstrun", "postgres://db.example/firstrun", "postgres://lan:s3cret@/firstrun",
            "postgres://lan:s3cret@db/firstrun?sslmode=verify-full",
        ])
    func refusedURL(url: String) {
        #expect(throws: PostgresConnectionURLError.self) { try PostgresConnectionURL(url) }
        do {
            _ = try PostgresConnectionURL(url)
        } catch {
            #expect(!error.description.contains("s3cret"), "\(error)")
        }
    }
}
