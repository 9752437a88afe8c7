import AppServer
import BowlerTrax
import Foundation
import HostTesting
import PostgresNIO

@testable import BowlerTraxPro
@testable import BowlerTraxServer

/// BowlerTrax's stores on one database as one server process holds them, and the platform's store to make players.
struct BowlerTraxStores {
    let bowlerTrax: BowlerTraxStore
    let pro: any ProStore
    let platform: any PlatformStore
    let database: PlatformDatabase

    init(sqlite database: AppDatabase) {
        self.init(.sqlite(database))
    }

    init(postgres database: PostgresAppDatabase) {
        self.init(.postgres(database))
    }

    private init(_ database: PlatformDatabase) {
        self.database = database
        bowlerTrax = BowlerTraxStore(database: database)
        pro = DatabaseProStore(database: database)
        platform = DatabasePlatformStore(database: database)
    }

    /// Runs `sql` behind the stores' backs (the same on both databases), to store what the code never would.
    func execute(_ sql: SQL) async throws {
        try await database.write { db in try db.execute(sql) }
    }

    /// Two new players: the one a test acts for (Lan), and another whose rows must stay out of reach (Minh).
    func twoPlayers() async throws -> (lan: Int64, minh: Int64) {
        (try await platform.createPlayer(token: "lan"), try await platform.createPlayer(token: "minh"))
    }
}

extension TestDatabase {
    /// Runs `body` with BowlerTrax's stores on a fresh, migrated database of this kind, removed afterwards, and the
    /// stores of a second process on the same database (a connection pool of its own: SQLite's on the same file,
    /// PostgreSQL's another client).
    func withBowlerTraxStores(
        _ body: (BowlerTraxStores, _ anotherProcess: BowlerTraxStores) async throws -> Void
    ) async throws {
        switch self {
        case .sqlite:
            try await Self.withSQLite(migrations: [BowlerTraxMigrations.migrations]) { database in
                try await Self.withAnotherProcess(on: database) { other in
                    try await body(BowlerTraxStores(sqlite: database), BowlerTraxStores(sqlite: other))
                }
            }
        case .postgres:
            try await Self.withPostgres { database in
                try await database.migrate([BowlerTraxMigrations.migrations])
                try await Self.withAnotherProcess(on: database) { other in
                    try await body(BowlerTraxStores(postgres: database), BowlerTraxStores(postgres: other))
                }
            }
        }
    }
}

/// Records for the stores' tests. Their times are whole seconds, which both databases keep exactly.
enum StoreSamples {
    /// Monday 2026-11-23 09:00:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_795_424_400)

    static func ball(of player: Int64, _ name: String, color: String = "#112233") -> BallRecord {
        BallRecord(id: nil, playerID: player, name: name, color: color, createdAt: monday)
    }

    static func calibration(
        of player: Int64, centerName: String?, lanes: String?, savedAt: Date = monday
    ) -> CalibrationRecord {
        CalibrationRecord(
            id: nil, playerID: player, centerName: centerName, lanes: lanes, imageWidth: 540, imageHeight: 960,
            taps: #"{"centerArrow":{"x":270,"y":700}}"#, savedAt: savedAt)
    }

    static func session(
        of player: Int64, startedAt: Date = monday, centerName: String? = "Lucky Strike", lane: String? = "7",
        ball: BallRecord? = nil, hand: Hand = .right, calibrationID: Int64? = nil
    ) -> SessionRecord {
        SessionRecord(
            id: nil, playerID: player, startedAt: startedAt, centerName: centerName, lane: lane, ballID: ball?.id,
            ballName: ball?.name, ballColor: ball?.color ?? "red", hand: hand, calibrationID: calibrationID,
            imageWidth: 540, imageHeight: 960, taps: #"{"centerArrow":{"x":270,"y":700}}"#)
    }

    /// A shot of `session`; its number is the store's to give (0 here).
    static func shot(
        in session: Int64, speed: Double = 17, angle: Double = 6, strike: Double = 0.5, entryBoard: Double = 17.5,
        breakpointBoard: Double = 8, revRate: Double? = 300, encouragement: String = "shot.encouragement.1",
        recordedAt: Date = monday
    ) -> ShotRecord {
        let revRateJSON = revRate.map { "\($0)" } ?? "null"
        return ShotRecord(
            id: nil, sessionID: session, number: 0, recordedAt: recordedAt, source: "live", framesPerSecond: 60,
            averageSpeedMph: speed, entryAngleDegrees: angle, strikeProbability: strike,
            metrics:
                #"{"breakpointBoard":\#(breakpointBoard),"entryBoard":\#(entryBoard),"revRateRpm":\#(revRateJSON)}"#,
            encouragement: encouragement)
    }

    static func game(of player: Int64, startedAt: Date = monday, rolls: String = "[]") -> GameRecord {
        GameRecord(id: nil, playerID: player, startedAt: startedAt, rolls: rolls)
    }
}
