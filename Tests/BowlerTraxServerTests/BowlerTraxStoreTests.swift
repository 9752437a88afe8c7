import AppServer
import BowlerTrax
import Foundation
import HostTesting
import Testing

@testable import BowlerTraxServer

/// BowlerTrax's store on SQLite: every clause of ``BowlerTraxStoreContract``.
@Suite("BowlerTrax store on SQLite")
struct SQLiteBowlerTraxStoreTests {
    @Test("the BowlerTrax store's contract holds", arguments: BowlerTraxStoreContract.allCases)
    func contract(clause: BowlerTraxStoreContract) async throws {
        try await TestDatabase.sqlite.withBowlerTraxStores(clause.check)
    }
}

/// BowlerTrax's store on the PostgreSQL at `FIRSTRUN_TEST_POSTGRES_URL`: the same clauses, skipped without it.
@Suite("BowlerTrax store on PostgreSQL", TestDatabase.postgresConfigured)
struct PostgresBowlerTraxStoreTests {
    @Test("the BowlerTrax store's contract holds", arguments: BowlerTraxStoreContract.allCases)
    func contract(clause: BowlerTraxStoreContract) async throws {
        try await TestDatabase.postgres.withBowlerTraxStores(clause.check)
    }
}

/// BowlerTrax's store's contract, clause by clause: the same calls give the same answers whatever the database, and
/// two processes writing at once never break a rule that one process keeps.
enum BowlerTraxStoreContract: CaseIterable, CustomTestStringConvertible {
    case settings, balls, calibrations, shotNumbering, games, figures, scoping, missingReferences, retriedShots, quotas
    case corruptRows
    case concurrentShots, concurrentBallLimit, concurrentRolls

    var testDescription: String {
        switch self {
        case .settings: "settings start as the defaults, are saved, replaced and kept apart per player"
        case .balls:
            "balls are added up to the limit, listed by id, renamed and deleted; a deleted one frees its place"
        case .calibrations:
            "calibrations keep every field, list newest first, are renamed and deleted; a session forgets a deleted calibration and ball"
        case .shotNumbering:
            "shots are numbered 1, 2, 3 per session, keep every field, give the latest encouragement, and go with their session"
        case .games: "games list newest first; rolls are saved only over the rolls they replace (a stale save loses)"
        case .figures:
            "quick stats, session summaries and the CSV export give the known figures of a small data set"
        case .scoping:
            "another player's ball, calibration, session, shot and game answer as missing: never read, changed or deleted"
        case .missingReferences:
            "a session on a ball or calibration deleted meanwhile, or a shot in a deleted session, is refused as missing and stores nothing"
        case .retriedShots:
            "a shot, a session, a game or a calibration sent again with the key it was first sent with is stored once: the retry gets the first back"
        case .quotas:
            "a player keeps at most 100 calibrations and 300 shots a session: the next is refused, the others kept"
        case .corruptRows:
            "a stored hand, language or shot source the code does not know fails the read, never read as a default"
        case .concurrentShots: "two processes adding shots to one session at once give each a distinct number, 1 to 16"
        case .concurrentBallLimit: "two processes adding balls at once never pass the limit"
        case .concurrentRolls: "of two processes saving over the same rolls at once, exactly one wins"
        }
    }

    /// Checks this clause on `stores`, fresh and migrated, and `anotherProcess`'s stores on the same database.
    func check(_ stores: BowlerTraxStores, anotherProcess: BowlerTraxStores) async throws {
        switch self {
        case .settings: try await Self.settings(stores)
        case .balls: try await Self.balls(stores)
        case .calibrations: try await Self.calibrations(stores)
        case .shotNumbering: try await Self.shotNumbering(stores)
        case .games: try await Self.games(stores)
        case .figures: try await Self.figures(stores)
        case .scoping: try await Self.scoping(stores)
        case .missingReferences: try await Self.missingReferences(stores)
        case .retriedShots: try await Self.retriedShots(stores)
        case .quotas: try await Self.quotas(stores)
        case .corruptRows: try await Self.corruptRows(stores)
        case .concurrentShots: try await Self.concurrentShots(stores, anotherProcess)
        case .concurrentBallLimit: try await Self.concurrentBallLimit(stores, anotherProcess)
        case .concurrentRolls: try await Self.concurrentRolls(stores, anotherProcess)
        }
    }

    private static func corruptRows(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let session = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        _ = try await store.addShot(StoreSamples.shot(in: session))
        try await store.saveSettings(BowlerSettings(hand: .left, language: .picked(.vietnamese), music: true), of: lan)
        try await stores.execute("UPDATE bowler_session SET hand = 'sideways'")
        // A failed read that names the row, a logged 500 to the page.
        await #expect(throws: CorruptRow.self) { try await store.session(session, of: lan) }
        await #expect(throws: CorruptRow.self) { try await store.sessionSummaries(of: lan, .one(session)) }
        try await stores.execute("UPDATE bowler_settings SET language = 'klingon'")
        await #expect(throws: CorruptRow.self) { try await store.settings(of: lan) }
        // Another player's rows read as before.
        #expect(try await store.settings(of: minh) == BowlerSettings())
    }

    private static func settings(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        #expect(try await store.settings(of: lan) == BowlerSettings(hand: nil, language: .browser, music: true))
        try await store.saveSettings(BowlerSettings(hand: .left, language: .picked(.vietnamese), music: false), of: lan)
        #expect(
            try await store.settings(of: lan)
                == BowlerSettings(hand: .left, language: .picked(.vietnamese), music: false))
        #expect(try await store.settings(of: minh) == BowlerSettings(hand: nil, language: .browser, music: true))
        try await store.saveSettings(BowlerSettings(hand: nil, language: .picked(.english), music: true), of: lan)
        #expect(
            try await store.settings(of: lan) == BowlerSettings(hand: nil, language: .picked(.english), music: true))
    }

    /// What a request racing a delete meets: the route read the ball, calibration or session, then it was deleted.
    private static func missingReferences(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let ball = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Phantom"), limit: 3))
        let ballID = try #require(ball.id)
        #expect(try await store.deleteBall(ballID, of: lan))
        await #expect(throws: MissingReference("ball", ballID)) {
            try await store.addSession(StoreSamples.session(of: lan, ball: ball))
        }
        let calibrationID = try #require(
            try await store.addCalibration(StoreSamples.calibration(of: lan, centerName: nil, lanes: nil)).id)
        #expect(try await store.deleteCalibration(calibrationID, of: lan))
        await #expect(throws: MissingReference("calibration", calibrationID)) {
            try await store.addSession(StoreSamples.session(of: lan, calibrationID: calibrationID))
        }
        // Another player's ball is as missing as a deleted one.
        let minhsBall = try #require(try await store.addBall(StoreSamples.ball(of: minh, "Minh's"), limit: 3))
        await #expect(throws: MissingReference("ball", try #require(minhsBall.id))) {
            try await store.addSession(StoreSamples.session(of: lan, ball: minhsBall))
        }
        #expect(try await store.sessionSummaries(of: lan, .page(before: nil, limit: 100)).isEmpty)

        let sessionID = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        #expect(try await store.deleteSession(sessionID, of: lan))
        await #expect(throws: MissingReference("session", sessionID)) {
            try await store.addShot(StoreSamples.shot(in: sessionID))
        }
        #expect(try await store.shots(in: sessionID).isEmpty)
    }

    private static func retriedShots(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let session = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        let other = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        var first = StoreSamples.shot(in: session, speed: 17)
        first.requestKey = "8c5f2b6e-shot-1"
        let stored = try await store.addShot(first)
        var retry = StoreSamples.shot(in: session, speed: 99)  // whatever the retry carries, the key decides
        retry.requestKey = "8c5f2b6e-shot-1"
        let again = try await store.addShot(retry)
        #expect(again.id == stored.id && again.number == 1 && again.averageSpeedMph == 17)
        #expect(again.requestKey == "8c5f2b6e-shot-1")
        var next = StoreSamples.shot(in: session)
        next.requestKey = "8c5f2b6e-shot-2"
        #expect(try await store.addShot(next).number == 2)
        #expect(try await store.addShot(StoreSamples.shot(in: session)).number == 3)  // no key: always a new shot
        #expect(try await store.addShot(StoreSamples.shot(in: session)).number == 4)
        // A key is the session's: the same key in another session is another shot.
        var elsewhere = StoreSamples.shot(in: other)
        elsewhere.requestKey = "8c5f2b6e-shot-1"
        #expect(try await store.addShot(elsewhere).sessionID == other)
        #expect(try await store.shots(in: session).map(\.number) == [1, 2, 3, 4])
        #expect(try await store.shots(in: other).count == 1)

        // Sessions and games: one per key and player; another player's same key is theirs.
        var started = StoreSamples.session(of: lan)
        started.requestKey = "session-1"
        let firstSession = try #require(try await store.addSession(started).id)
        #expect(try await store.addSession(started).id == firstSession)
        var minhs = StoreSamples.session(of: minh)
        minhs.requestKey = "session-1"
        #expect(try await store.addSession(minhs).id != firstSession)
        #expect(try await store.sessionSummaries(of: lan, .page(before: nil, limit: 100)).count == 3)
        var game = StoreSamples.game(of: lan)
        game.requestKey = "game-1"
        let firstGame = try #require(try await store.addGame(game).id)
        #expect(try await store.addGame(game).id == firstGame)
        #expect(try await store.addGame(StoreSamples.game(of: lan)).id != firstGame)
        #expect(try await store.games(of: lan).count == 2)
        var calibration = StoreSamples.calibration(of: lan, centerName: "Diamond", lanes: "1-2")
        calibration.requestKey = "calibration-1"
        let firstCalibration = try #require(try await store.addCalibration(calibration).id)
        #expect(try await store.addCalibration(calibration).id == firstCalibration)
        #expect(try await store.calibrations(of: lan).count == 1)
    }

    private static func quotas(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        for _ in 0..<BowlerTraxQuota.calibrationsPerPlayer {
            _ = try await store.addCalibration(StoreSamples.calibration(of: lan, centerName: nil, lanes: nil))
        }
        await #expect(throws: QuotaReached(what: "calibrations", limit: 100)) {
            try await store.addCalibration(StoreSamples.calibration(of: lan, centerName: nil, lanes: nil))
        }
        #expect(try await store.calibrations(of: lan).count == 100)
        _ = try await store.addCalibration(StoreSamples.calibration(of: minh, centerName: nil, lanes: nil))

        let session = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        for _ in 0..<BowlerTraxQuota.shotsPerSession { _ = try await store.addShot(StoreSamples.shot(in: session)) }
        await #expect(throws: QuotaReached(what: "shots in this session", limit: 300)) {
            try await store.addShot(StoreSamples.shot(in: session))
        }
        #expect(try await store.shots(in: session).count == 300)
        let next = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        #expect(try await store.addShot(StoreSamples.shot(in: next)).number == 1)
    }

    private static func balls(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let phantom = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Phantom"), limit: 3))
        let phantomID = try #require(phantom.id)
        #expect(phantom.playerID == lan && phantom.name == "Phantom" && phantom.color == "#112233")
        #expect(phantom.createdAt == StoreSamples.monday)
        let hammer = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Hammer"), limit: 3))
        _ = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Storm", color: "blue"), limit: 3))
        #expect(try await store.addBall(StoreSamples.ball(of: lan, "Fourth"), limit: 3) == nil)
        #expect(try await store.balls(of: lan).map(\.name) == ["Phantom", "Hammer", "Storm"])
        #expect(try await store.balls(of: minh).isEmpty)
        #expect(try await store.addBall(StoreSamples.ball(of: minh, "Minh's"), limit: 3) != nil)

        let renamed = try #require(
            try await store.updateBall(phantomID, name: "Phantom II", color: "purple", of: lan))
        #expect(renamed.id == phantomID && renamed.name == "Phantom II" && renamed.color == "purple")
        #expect(try await store.ball(phantomID, of: lan)?.name == "Phantom II")
        let hammerID = try #require(hammer.id)
        #expect(try await store.deleteBall(hammerID, of: lan))
        #expect(try await store.deleteBall(hammerID, of: lan) == false)
        #expect(try await store.ball(hammerID, of: lan) == nil)
        #expect(try await store.balls(of: lan).map(\.name) == ["Phantom II", "Storm"])
        #expect(try await store.addBall(StoreSamples.ball(of: lan, "Fourth"), limit: 3)?.name == "Fourth")
    }

    private static func calibrations(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, _) = try await stores.twoPlayers()
        let later = StoreSamples.monday.addingTimeInterval(60)
        let older = try await store.addCalibration(
            StoreSamples.calibration(of: lan, centerName: "Lucky Strike", lanes: "7-8"))
        _ = try await store.addCalibration(
            StoreSamples.calibration(of: lan, centerName: "Diamond", lanes: "1-2", savedAt: later))
        _ = try await store.addCalibration(
            StoreSamples.calibration(of: lan, centerName: "Diamond", lanes: "3-4", savedAt: later))
        #expect(try await store.calibrations(of: lan).map(\.lanes) == ["3-4", "1-2", "7-8"])

        let olderID = try #require(older.id)
        let stored = try #require(try await store.calibration(olderID, of: lan))
        #expect(stored.playerID == lan && stored.centerName == "Lucky Strike" && stored.lanes == "7-8")
        #expect(stored.imageWidth == 540 && stored.imageHeight == 960)
        #expect(stored.taps == #"{"centerArrow":{"x":270,"y":700}}"# && stored.savedAt == StoreSamples.monday)
        let renamed = try #require(try await store.renameCalibration(olderID, centerName: nil, lanes: "9-10", of: lan))
        #expect(renamed.centerName == nil && renamed.lanes == "9-10" && renamed.taps == stored.taps)
        #expect(try await store.calibration(olderID, of: lan)?.lanes == "9-10")

        // A session copies what it measures with: deleting its calibration and ball only clears the links.
        let ball = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Phantom"), limit: 3))
        let ballID = try #require(ball.id)
        let session = try await store.addSession(StoreSamples.session(of: lan, ball: ball, calibrationID: olderID))
        let sessionID = try #require(session.id)
        #expect(session.calibrationID == olderID && session.ballID == ballID)
        #expect(try await store.deleteCalibration(olderID, of: lan))
        #expect(try await store.deleteCalibration(olderID, of: lan) == false)
        #expect(try await store.deleteBall(ballID, of: lan))
        let unlinked = try #require(try await store.session(sessionID, of: lan))
        #expect(unlinked.calibrationID == nil && unlinked.ballID == nil)
        #expect(unlinked.ballName == "Phantom" && unlinked.ballColor == "#112233" && unlinked.taps == session.taps)
        #expect(try await store.calibrations(of: lan).map(\.lanes) == ["3-4", "1-2"])
    }

    private static func shotNumbering(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, _) = try await stores.twoPlayers()
        let first = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        let second = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        var numbers: [Int] = []
        for line in ["shot.encouragement.1", "shot.encouragement.2", "shot.encouragement.3"] {
            numbers.append(try await store.addShot(StoreSamples.shot(in: first, encouragement: line)).number)
        }
        #expect(numbers == [1, 2, 3])
        #expect(try await store.latestEncouragement(of: lan) == "shot.encouragement.3")
        let other = try await store.addShot(
            StoreSamples.shot(in: second, speed: 18.5, encouragement: "shot.encouragement.4"))
        #expect(other.number == 1)
        #expect(try await store.latestEncouragement(of: lan) == "shot.encouragement.4")
        let shots = try await store.shots(in: first)
        #expect(shots.map(\.number) == [1, 2, 3])
        #expect(shots.map(\.encouragement) == ["shot.encouragement.1", "shot.encouragement.2", "shot.encouragement.3"])

        let otherID = try #require(other.id)
        let stored = try #require(try await store.shot(otherID, in: second))
        #expect(stored.sessionID == second && stored.number == 1 && stored.recordedAt == StoreSamples.monday)
        #expect(stored.source == "live" && stored.framesPerSecond == 60 && stored.averageSpeedMph == 18.5)
        #expect(stored.entryAngleDegrees == 6 && stored.strikeProbability == 0.5)
        #expect(stored.metrics == #"{"breakpointBoard":8.0,"entryBoard":17.5,"revRateRpm":300.0}"#)
        #expect(try await store.shot(otherID, in: first) == nil)

        #expect(try await store.deleteSession(first, of: lan))
        #expect(try await store.deleteSession(first, of: lan) == false)
        #expect(try await store.session(first, of: lan) == nil)
        #expect(try await store.shots(in: first).isEmpty)
        #expect(try await store.shots(in: second).map(\.number) == [1])
    }

    private static func games(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, _) = try await stores.twoPlayers()
        let morning = try #require(try await store.addGame(StoreSamples.game(of: lan)).id)
        let evening = try #require(
            try await store.addGame(StoreSamples.game(of: lan, startedAt: StoreSamples.monday.addingTimeInterval(3600)))
                .id)
        #expect(try await store.games(of: lan).map(\.id) == [evening, morning])
        let monday = StoreSamples.monday
        func save(_ rolls: String, over previous: String, key: String? = nil, at moment: Date = monday) async throws
            -> BowlerTraxStore.RollsSave
        {
            try await store.saveRolls(
                rolls, replacing: previous, ofGame: morning, of: lan, requestKey: key, at: moment)
        }
        #expect(try await save("[10]", over: "[]", key: "strike") == .saved)
        #expect(try await save("[7,2]", over: "[]") == .changedMeanwhile)
        #expect(try await store.game(morning, of: lan)?.rolls == "[10]")
        #expect(try await store.editMade("strike", ofGame: morning))
        #expect(try await store.editMade("strike", ofGame: evening) == false)
        // The same key again, over the rolls as they are now: refused whole, the rolls as they were.
        #expect(try await save("[10,10]", over: "[10]", key: "strike") == .madeAlready)
        #expect(try await store.game(morning, of: lan)?.rolls == "[10]")
        // A key is kept an hour: the next edit after that forgets it.
        #expect(try await save("[10,9]", over: "[10]", key: "nine", at: monday.addingTimeInterval(3601)) == .saved)
        #expect(try await store.editMade("strike", ofGame: morning) == false)
        #expect(try await store.editMade("nine", ofGame: morning))
        let stored = try #require(try await store.game(morning, of: lan))
        #expect(stored.rolls == "[10,9]" && stored.startedAt == StoreSamples.monday && stored.playerID == lan)
        #expect(try await store.game(evening, of: lan)?.rolls == "[]")
        #expect(try await store.deleteGame(evening, of: lan))
        #expect(try await store.deleteGame(evening, of: lan) == false)
        #expect(try await store.games(of: lan).map(\.id) == [morning])
    }

    /// Lan: a left-handed session with two shots (Phantom, calibrated), an empty one a day later, a session with
    /// one shot two days later; Minh: a session with one shot of his own, which no figure of Lan's may count.
    private static func figures(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let day: TimeInterval = 86_400
        let phantom = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Phantom"), limit: 3))
        let calibration = try #require(
            try await store.addCalibration(StoreSamples.calibration(of: lan, centerName: "Lucky Strike", lanes: "7-8"))
                .id)
        let first = try #require(
            try await store.addSession(
                StoreSamples.session(of: lan, ball: phantom, hand: .left, calibrationID: calibration)
            ).id)
        _ = try await store.addShot(
            StoreSamples.shot(in: first, speed: 16, angle: 5, strike: 0.25, entryBoard: 17.5, breakpointBoard: 8))
        _ = try await store.addShot(
            StoreSamples.shot(
                in: first, speed: 18, angle: 6, strike: 0.75, entryBoard: 15.5, breakpointBoard: 9, revRate: nil))
        let empty = try #require(
            try await store.addSession(
                StoreSamples.session(
                    of: lan, startedAt: StoreSamples.monday.addingTimeInterval(day), centerName: nil, lane: nil)
            ).id)
        let third = try #require(
            try await store.addSession(
                StoreSamples.session(of: lan, startedAt: StoreSamples.monday.addingTimeInterval(2 * day), lane: "12")
            ).id)
        _ = try await store.addShot(
            StoreSamples.shot(
                in: third, speed: 20, angle: 4, strike: 0.5, entryBoard: 20, breakpointBoard: 10, revRate: 250,
                recordedAt: StoreSamples.monday.addingTimeInterval(2 * day)))
        let minhSession = try #require(try await store.addSession(StoreSamples.session(of: minh)).id)
        _ = try await store.addShot(StoreSamples.shot(in: minhSession, speed: 30, strike: 1))

        #expect(
            try await store.stats(of: lan) == QuickStats(sessions: 3, shots: 3, averageSpeedMph: 18, strikePercent: 50))
        #expect(
            try await store.stats(of: minh)
                == QuickStats(sessions: 1, shots: 1, averageSpeedMph: 30, strikePercent: 100))

        let summaries = try await store.sessionSummaries(of: lan, .page(before: nil, limit: 100))
        #expect(summaries.map(\.id) == [third, empty, first])
        #expect(summaries.map(\.shotCount) == [1, 0, 2])
        #expect(summaries.map(\.averageSpeedMph) == [20, nil, 17])
        #expect(summaries.map(\.averageEntryAngleDegrees) == [4, nil, 5.5])
        #expect(summaries.map(\.strikePercent) == [50, nil, 50])
        #expect(summaries.map(\.startedAt) == [2 * day, day, 0].map(StoreSamples.monday.addingTimeInterval))
        #expect(summaries.map(\.centerName) == ["Lucky Strike", nil, "Lucky Strike"])
        #expect(summaries.map(\.lane) == ["12", nil, "7"])
        #expect(summaries.map(\.hand) == [.right, .right, .left])
        #expect(summaries.map(\.calibrationID) == [nil, nil, calibration])
        #expect(summaries.map(\.ball?.id) == [nil, nil, phantom.id])
        #expect(summaries.map(\.ball?.name) == [nil, nil, "Phantom"])
        #expect(
            summaries.map(\.ball?.color) == [BallView.Color("red"), BallView.Color("red"), BallView.Color("#112233")])
        let only = try await store.sessionSummaries(of: lan, .one(first))
        #expect(only.map(\.id) == [first] && only.map(\.shotCount) == [2])
        // Pages, newest first, each older than the last session of the page before.
        let firstPage = try await store.sessionSummaries(of: lan, .page(before: nil, limit: 2))
        #expect(firstPage.map(\.id) == [third, empty] && firstPage.map(\.shotCount) == [1, 0])
        let secondPage = try await store.sessionSummaries(of: lan, .page(before: empty, limit: 2))
        #expect(secondPage.map(\.id) == [first] && secondPage.map(\.averageSpeedMph) == [17])
        #expect(try await store.sessionSummaries(of: lan, .page(before: first, limit: 2)).isEmpty)
        #expect(try await store.sessionSummaries(of: lan, .page(before: minhSession, limit: 2)).isEmpty)
        #expect(try await store.sessionSummaries(of: lan, .latestWithShots(10)).map(\.id) == [third, first])
        #expect(try await store.sessionSummaries(of: lan, .latestWithShots(1)).map(\.id) == [third])

        let ids = try await store.sessionIDs(of: lan)
        #expect(ids == [first, empty, third])
        #expect(try await store.exportedShots(of: lan, sessions: [third]).map(\.sessionID) == [third])
        let exported = try await store.exportedShots(of: lan, sessions: ids)
        #expect(exported.map(\.sessionID) == [first, first, third])
        #expect(exported.map(\.number) == [1, 2, 1])
        #expect(exported.map(\.recordedAt) == [0, 0, 2 * day].map(StoreSamples.monday.addingTimeInterval))
        #expect(exported.map(\.centerName) == ["Lucky Strike", "Lucky Strike", "Lucky Strike"])
        #expect(exported.map(\.lane) == ["7", "7", "12"])
        #expect(exported.map(\.ballName) == ["Phantom", "Phantom", nil])
        #expect(exported.map(\.averageSpeedMph) == [16, 18, 20])
        #expect(exported.map(\.entryAngleDegrees) == [5, 6, 4])
        #expect(exported.map(\.entryBoard) == [17.5, 15.5, 20])
        #expect(exported.map(\.breakpointBoard) == [8, 9, 10])
        #expect(exported.map(\.revRateRpm) == [300, nil, 250])
        #expect(exported.map(\.strikeProbability) == [0.25, 0.75, 0.5])
    }

    /// Lan owns one of each row; Minh, asking for them by id, finds none and changes none.
    private static func scoping(_ stores: BowlerTraxStores) async throws {
        let store = stores.bowlerTrax
        let (lan, minh) = try await stores.twoPlayers()
        let ball = try #require(try await store.addBall(StoreSamples.ball(of: lan, "Phantom"), limit: 3)?.id)
        let calibration = try #require(
            try await store.addCalibration(StoreSamples.calibration(of: lan, centerName: "Lucky Strike", lanes: "7-8"))
                .id)
        let session = try #require(try await store.addSession(StoreSamples.session(of: lan)).id)
        let shot = try #require(try await store.addShot(StoreSamples.shot(in: session)).id)
        let game = try #require(try await store.addGame(StoreSamples.game(of: lan, rolls: "[10]")).id)
        let minhSession = try #require(try await store.addSession(StoreSamples.session(of: minh)).id)

        #expect(try await store.ball(ball, of: minh) == nil)
        #expect(try await store.updateBall(ball, name: "Taken", color: "red", of: minh) == nil)
        #expect(try await store.deleteBall(ball, of: minh) == false)
        #expect(try await store.calibration(calibration, of: minh) == nil)
        #expect(try await store.renameCalibration(calibration, centerName: "Taken", lanes: nil, of: minh) == nil)
        #expect(try await store.deleteCalibration(calibration, of: minh) == false)
        #expect(try await store.session(session, of: minh) == nil)
        #expect(try await store.sessionSummaries(of: minh, .one(session)).isEmpty)
        #expect(try await store.deleteSession(session, of: minh) == false)
        #expect(try await store.shot(shot, in: minhSession) == nil)
        #expect(try await store.game(game, of: minh) == nil)
        #expect(
            try await store.saveRolls(
                "[0]", replacing: "[10]", ofGame: game, of: minh, requestKey: "theirs", at: StoreSamples.monday)
                == .changedMeanwhile)
        #expect(try await store.editMade("theirs", ofGame: game) == false)
        #expect(try await store.deleteGame(game, of: minh) == false)
        #expect(try await store.balls(of: minh).isEmpty)
        #expect(try await store.calibrations(of: minh).isEmpty)
        #expect(try await store.games(of: minh).isEmpty)
        #expect(try await store.exportedShots(of: minh, sessions: [session]).isEmpty)
        #expect(try await store.sessionIDs(of: minh) == [minhSession])
        #expect(try await store.latestEncouragement(of: minh) == nil)
        #expect(
            try await store.stats(of: minh)
                == QuickStats(sessions: 1, shots: 0, averageSpeedMph: nil, strikePercent: nil))

        #expect(try await store.ball(ball, of: lan)?.name == "Phantom")
        #expect(try await store.calibration(calibration, of: lan)?.centerName == "Lucky Strike")
        #expect(try await store.session(session, of: lan)?.id == session)
        #expect(try await store.shot(shot, in: session)?.number == 1)
        #expect(try await store.game(game, of: lan)?.rolls == "[10]")
    }

    private static func concurrentShots(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores) async throws {
        let (lan, _) = try await stores.twoPlayers()
        let session = try #require(try await stores.bowlerTrax.addSession(StoreSamples.session(of: lan)).id)
        let numbers = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                let store = index.isMultiple(of: 2) ? stores.bowlerTrax : anotherProcess.bowlerTrax
                group.addTask { try await store.addShot(StoreSamples.shot(in: session)).number }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(numbers.sorted() == Array(1...16))
        #expect(try await stores.bowlerTrax.shots(in: session).map(\.number) == Array(1...16))
    }

    private static func concurrentBallLimit(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores)
        async throws
    {
        let (lan, _) = try await stores.twoPlayers()
        let added = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<12 {
                let store = index.isMultiple(of: 2) ? stores.bowlerTrax : anotherProcess.bowlerTrax
                group.addTask { try await store.addBall(StoreSamples.ball(of: lan, "Ball \(index)"), limit: 4) != nil }
            }
            return try await group.reduce(into: 0) { count, added in count += added ? 1 : 0 }
        }
        #expect(added == 4)
        #expect(try await stores.bowlerTrax.balls(of: lan).count == 4)
    }

    private static func concurrentRolls(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores) async throws {
        let (lan, _) = try await stores.twoPlayers()
        let game = try #require(try await stores.bowlerTrax.addGame(StoreSamples.game(of: lan, rolls: "[10]")).id)
        let winners = try await withThrowingTaskGroup(of: String?.self) { group in
            for pins in 0..<8 {
                let store = pins.isMultiple(of: 2) ? stores.bowlerTrax : anotherProcess.bowlerTrax
                group.addTask {
                    // Every other one under the same key: a request sent twice at once is saved once at most.
                    try await store.saveRolls(
                        "[10,\(pins)]", replacing: "[10]", ofGame: game, of: lan,
                        requestKey: pins.isMultiple(of: 3) ? "same" : "key-\(pins)", at: StoreSamples.monday)
                        == .saved ? "[10,\(pins)]" : nil
                }
            }
            return try await group.reduce(into: [String]()) { winners, won in if let won { winners.append(won) } }
        }
        #expect(winners.count == 1)
        #expect(try await stores.bowlerTrax.game(game, of: lan)?.rolls == winners.first)
    }
}
