import AppServer
import BowlerTrax
import Foundation
import GRDB
import HostTesting
import Subscriptions
import Testing

@testable import BowlerTraxPro
@testable import BowlerTraxServer

/// A SQLite database written before the tables were renamed (camelCase, migrations v1-v4) opens with every row
/// readable by today's store, under PostgreSQL's names.
@Suite("BowlerTrax's SQLite tables renamed")
struct BowlerTraxMigrationTests {
    /// Rows as the code before the rename wrote them (GRDB's dates: UTC text to the millisecond).
    static let rowsBefore = [
        "INSERT INTO bowlerSettings (playerID, hand, language, music) VALUES (7, 'left', 'vi', 0)",
        """
        INSERT INTO bowlerBall (id, playerID, name, color, createdAt)
        VALUES (3, 7, 'Phaze', '#5522aa', '2026-11-23 09:00:00.000')
        """,
        """
        INSERT INTO bowlerCalibration (id, playerID, centerName, lanes, imageWidth, imageHeight, taps, positionHash,
            savedAt, requestKey)
        VALUES (4, 7, 'Lucky Strike', '7-8', 720, 1280, '{}', 'abc', '2026-11-23 09:00:00.000', 'k1')
        """,
        """
        INSERT INTO bowlerSession (id, playerID, startedAt, centerName, lane, ballID, ballName, ballColor, hand,
            calibrationID, imageWidth, imageHeight, taps, requestKey)
        VALUES (5, 7, '2026-11-23 09:00:00.000', 'Lucky Strike', '7', 3, 'Phaze', '#5522aa', 'left', 4, 720, 1280,
            '{}', 'k2')
        """,
        """
        INSERT INTO bowlerShot (id, sessionID, number, recordedAt, source, framesPerSecond, averageSpeedMph,
            entryAngleDegrees, strikeProbability, metrics, encouragement, requestKey)
        VALUES (6, 5, 1, '2026-11-23 09:01:00.000', 'camera', 60, 16.5, 5.5, 0.6,
            '{"entryBoard": 17.5, "breakpointBoard": 8}', 'copy.key', 'k3')
        """,
        "INSERT INTO bowlerGame (id, playerID, startedAt, rolls) VALUES (8, 7, '2026-11-23 09:00:00.000', '[10]')",
        "INSERT INTO bowlerStoreAccount (id, state, revision) VALUES ('ACCOUNT', '{}', 3)",
        """
        INSERT INTO bowlerProPlayer (playerID, accountID, paywallShown, paywallSkipped, linkedByCode, purchaseKey,
            linkID, linkedAt)
        VALUES (7, 'ACCOUNT', 1, 0, 1, 'p1', 'link', '2026-11-23 09:00:00.000')
        """,
        "INSERT INTO bowlerStoreControl (id, nextPurchaseOutcome) VALUES (1, 'cancelled')",
    ]

    @Test("a database made before the rename keeps every row, read under the new names")
    func aDatabaseMadeBeforeTheRenameKeepsEveryRow() async throws {
        try await TestDatabase.withSQLiteUpgraded(
            from: BowlerTraxMigrations.migrations.through("v4"), rows: Self.rowsBefore,
            to: BowlerTraxMigrations.migrations
        ) { database in
            let store = BowlerTraxStore(database: .sqlite(database))
            let monday = Date(timeIntervalSince1970: 1_795_424_400)
            #expect(
                try await store.settings(of: 7)
                    == BowlerSettings(hand: .left, language: .picked(.vietnamese), music: false))
            let ball = try #require(try await store.ball(3, of: 7))
            #expect(ball.name == "Phaze" && ball.color == "#5522aa" && ball.createdAt == monday)
            let calibration = try #require(try await store.calibration(4, of: 7))
            #expect(calibration.centerName == "Lucky Strike" && calibration.requestKey == "k1")
            // v6: the server forgot the camera-position fingerprint it kept (a small picture of the lane).
            let columns = try await database.pool.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('bowler_calibration')")
            }
            #expect(columns.contains("taps") && !columns.contains("position_hash"))
            let session = try #require(try await store.session(5, of: 7))
            #expect(
                session.hand == .left && session.ballID == 3 && session.calibrationID == 4
                    && session.startedAt == monday)
            let shot = try #require(try await store.shot(6, in: 5))
            #expect(shot.number == 1 && shot.averageSpeedMph == 16.5 && shot.requestKey == "k3")
            let exported = try await store.exportedShots(of: 7, sessions: [5])
            #expect(exported.map(\.entryBoard) == [17.5] && exported.map(\.breakpointBoard) == [8])
            #expect(try await store.game(8, of: 7)?.rolls == "[10]")
            let pro = DatabaseProStore(database: .sqlite(database))
            let linked = try await pro.player(7)
            #expect(
                linked.accountID == "ACCOUNT" && linked.paywallShown && !linked.paywallSkipped && linked.linkedByCode)
            #expect(linked.purchaseKey == "p1" && linked.linkID == "link" && linked.linkedAt == monday)
            #expect(try await pro.codeLinks(of: StoreAccountID("ACCOUNT")).map(\.playerID) == [7])
            #expect(try await pro.controls().nextPurchaseOutcome == "cancelled")
            // The foreign keys follow the renamed tables: deleting the session deletes its shot.
            #expect(try await store.deleteSession(5, of: 7))
            #expect(try await store.shot(6, in: 5) == nil)
            let tables = try await database.pool.read { db in
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'bowler%'")
            }
            #expect(
                Set(tables).isSuperset(of: [
                    "bowler_settings", "bowler_ball", "bowler_calibration", "bowler_session", "bowler_shot",
                    "bowler_game",
                    "bowler_store_account", "bowler_pro_player", "bowler_store_control",
                ]))
            #expect(!tables.contains { $0.hasPrefix("bowler") && !$0.contains("_") })
        }
    }
}
