import AppServer
import Foundation
import HostTesting
import OnboardingKit
import PostgresNIO
import Testing

/// The platform store on SQLite: every clause of ``PlatformStoreContract``.
@Suite("Platform store on SQLite")
struct SQLitePlatformStoreTests {
    @Test("the platform store's contract holds", arguments: PlatformStoreContract.allCases)
    func contract(clause: PlatformStoreContract) async throws {
        try await TestDatabase.sqlite.withPlatformStore(clause.check)
    }
}

/// The platform store on the PostgreSQL at `FIRSTRUN_TEST_POSTGRES_URL`: the same clauses, skipped without it.
@Suite("Platform store on PostgreSQL", TestDatabase.postgresConfigured)
struct PostgresPlatformStoreTests {
    @Test("the platform store's contract holds", arguments: PlatformStoreContract.allCases)
    func contract(clause: PlatformStoreContract) async throws {
        try await TestDatabase.postgres.withPlatformStore(clause.check)
    }
}

/// The platform store's contract, clause by clause: the same calls give the same answers whatever the database.
enum PlatformStoreContract: CaseIterable, CustomTestStringConvertible {
    case players, uniqueToken, onboardingValues, onboardingTransaction, funnel, concurrentWrites

    var testDescription: String {
        switch self {
        case .players:
            "a player is found by its token and their token by them, starts as 'Player' and is renamed; an unknown player is refused"
        case .uniqueToken: "a token belongs to one player: creating a second with it fails"
        case .onboardingValues:
            "onboarding values are set, replaced and removed (nil), apart per player and app, every JSON shape kept"
        case .onboardingTransaction:
            "an onboarding write is one transaction: when its body fails, none of its values or events are kept"
        case .funnel:
            "the funnel counts distinct players per stage, each player's latest welcome answer, flows and events, of one app"
        case .concurrentWrites: "many onboarding writes at once all land, each whole"
        }
    }

    /// Checks this clause on `store`, a fresh and migrated one.
    func check(_ store: any PlatformStore) async throws {
        switch self {
        case .players: try await Self.players(store)
        case .uniqueToken: try await Self.uniqueToken(store)
        case .onboardingValues: try await Self.onboardingValues(store)
        case .onboardingTransaction: try await Self.onboardingTransaction(store)
        case .funnel: try await Self.funnel(store)
        case .concurrentWrites: try await Self.concurrentWrites(store)
        }
    }

    private static func players(_ store: any PlatformStore) async throws {
        #expect(try await store.player(withToken: "token-a") == nil)
        let lan = try await store.createPlayer(token: "token-a")
        let minh = try await store.createPlayer(token: "token-b")
        #expect(lan != minh)
        #expect(try await store.player(withToken: "token-a") == lan)
        #expect(try await store.player(withToken: "token-b") == minh)
        #expect(try await store.token(of: lan) == "token-a")
        #expect(try await store.token(of: minh) == "token-b")
        #expect(try await store.token(of: max(lan, minh) + 1) == nil)
        #expect(try await store.displayName(of: lan) == "Player")
        try await store.rename(lan, to: "Lan Nguyễn")
        #expect(try await store.displayName(of: lan) == "Lan Nguyễn")
        #expect(try await store.displayName(of: minh) == "Player")
        let unknown = max(lan, minh) + 1000
        await #expect(throws: StoreError.self) { try await store.displayName(of: unknown) }
        await #expect(throws: StoreError.self) { try await store.rename(unknown, to: "Nobody") }
    }

    private static func uniqueToken(_ store: any PlatformStore) async throws {
        let first = try await store.createPlayer(token: "same")
        await #expect(throws: (any Error).self) { try await store.createPlayer(token: "same") }
        #expect(try await store.player(withToken: "same") == first)
    }

    private static func onboardingValues(_ store: any PlatformStore) async throws {
        let lan = try await store.createPlayer(token: "lan")
        let minh = try await store.createPlayer(token: "minh")
        let shapes: [String: StoredValue] = [
            "null": .null, "bool": .bool(true), "int": .int(-42), "double": .double(2.5),
            "string": .string("Xì Dách \"quoted\""), "array": .array([.int(1), .string("two"), .null]),
            "object": .object(["nested": .object(["flag": .bool(false)]), "list": .array([])]),
        ]
        try await store.writeOnboarding { writer in
            for (key, value) in shapes { try writer.set(value, key: key, player: lan, app: "casino") }
            try writer.set(.int(1), key: "replaced", player: lan, app: "casino")
            try writer.set(.string("gone"), key: "removed", player: lan, app: "casino")
            try writer.set(.int(7), key: "int", player: minh, app: "casino")
            try writer.set(.int(8), key: "int", player: lan, app: "bowlertrax")
        }
        try await store.writeOnboarding { writer in
            try writer.set(.int(2), key: "replaced", player: lan, app: "casino")
            try writer.set(nil, key: "removed", player: lan, app: "casino")
            try writer.set(nil, key: "never-set", player: lan, app: "casino")
        }
        var expected = shapes
        expected["replaced"] = .int(2)
        #expect(try await store.onboardingValues(of: lan, app: "casino") == expected)
        #expect(try await store.onboardingValues(of: minh, app: "casino") == ["int": .int(7)])
        #expect(try await store.onboardingValues(of: lan, app: "bowlertrax") == ["int": .int(8)])
        #expect(try await store.onboardingValues(of: minh, app: "bowlertrax").isEmpty)
    }

    private static func onboardingTransaction(_ store: any PlatformStore) async throws {
        struct BodyFailed: Error {}
        let lan = try await store.createPlayer(token: "lan")
        await #expect(throws: BodyFailed.self) {
            try await store.writeOnboarding { writer in
                try writer.set(.bool(true), key: "welcomeAnswered", player: lan, app: "casino")
                try writer.append(try event("welcome_shown", surface: "blackjack"), player: lan, app: "casino")
                throw BodyFailed()
            }
        }
        #expect(try await store.onboardingValues(of: lan, app: "casino").isEmpty)
        #expect(try await store.funnelCounts(app: "casino").players(recording: "welcome_shown") == 0)
    }

    private static func funnel(_ store: any PlatformStore) async throws {
        let lan = try await store.createPlayer(token: "lan")
        let minh = try await store.createPlayer(token: "minh")
        let an = try await store.createPlayer(token: "an")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await store.writeOnboarding { writer in
            for player in [lan, minh, an] {
                try writer.append(try event("welcome_shown", surface: "blackjack"), player: player, app: "casino")
            }
            // Lan sees the welcome twice and the first hint twice: each player counts once.
            try writer.append(try event("welcome_shown", surface: "blackjack"), player: lan, app: "casino")
            for _ in 0..<2 {
                try writer.append(
                    try event("hint_shown", surface: "blackjack", ["hint": "bet"]), player: lan, app: "casino")
            }
            try writer.append(
                try event("hint_shown", surface: "blackjack", ["hint": "bet"]), player: minh, app: "casino")
            try writer.append(
                try event("hint_shown", surface: "blackjack", ["hint": "hit"]), player: minh, app: "casino")
            // Lan answers "show me how", then later "start playing": her latest answer counts. Minh answers once.
            try writer.append(
                try event("welcome_answered", surface: "blackjack", ["choice": "startPlaying"], at: start + 60),
                player: lan, app: "casino")
            try writer.append(
                try event("welcome_answered", surface: "blackjack", ["choice": "showMeHow"], at: start),
                player: lan, app: "casino")
            try writer.append(
                try event("welcome_answered", surface: "blackjack", ["choice": "showMeHow"], at: start),
                player: minh, app: "casino")
            // A flow: both start, Lan completes the step and the flow, Minh skips the step.
            for player in [lan, minh] {
                try writer.append(
                    try event("onboarding_started", surface: "casino", ["flow": "tour"]), player: player,
                    app: "casino")
            }
            try writer.append(
                try event("onboarding_step_completed", surface: "casino", ["flow": "tour", "step": "hello"]),
                player: lan, app: "casino")
            try writer.append(
                try event("onboarding_step_skipped", surface: "casino", ["flow": "tour", "step": "hello"]),
                player: minh, app: "casino")
            try writer.append(
                try event("onboarding_completed", surface: "casino", ["flow": "tour"]), player: lan, app: "casino")
            try writer.append(try event("paywall_shown", surface: "casino"), player: an, app: "casino")
            // Another app's events count only there.
            try writer.append(
                try event("welcome_shown", surface: "blackjack"), player: an, app: "bowlertrax")
        }
        let blackjack: AppIdentifier = "blackjack"
        let counts = try await store.funnelCounts(app: "casino")
        #expect(counts.welcomeShown(blackjack) == 3)
        #expect(counts.welcomeAnswered(blackjack) == 2)
        #expect(counts.hintSeen("bet", blackjack) == 2 && counts.hintSeen("hit", blackjack) == 1)
        #expect(counts.hintSeen("stand", blackjack) == 0)
        #expect(counts.choice(.startPlaying, blackjack) == 1 && counts.choice(.showMeHow, blackjack) == 1)
        #expect(counts.flowPlayers("tour", .started) == 2 && counts.flowPlayers("tour", .completed) == 1)
        #expect(counts.flowPlayers("tour", .stepCompleted, step: "hello") == 1)
        #expect(counts.flowPlayers("tour", .stepSkipped, step: "hello") == 1)
        #expect(counts.flowPlayers("tour", .abandoned) == 0)
        #expect(counts.players(recording: "welcome_shown") == 3)
        #expect(counts.players(recording: "paywall_shown") == 1)
        #expect(try await store.funnelCounts(app: "bowlertrax").welcomeShown(blackjack) == 1)
        #expect(try await store.funnelCounts(app: "notebook").players(recording: "welcome_shown") == 0)
    }

    private static func concurrentWrites(_ store: any PlatformStore) async throws {
        let players = try await withThrowingTaskGroup(of: Int64.self) { group in
            for index in 0..<40 { group.addTask { try await store.createPlayer(token: "player-\(index)") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for player in players {
                group.addTask {
                    try await store.writeOnboarding { writer in
                        try writer.set(.int(Int(player)), key: "mine", player: player, app: "casino")
                        try writer.append(
                            try event("welcome_shown", surface: "baccarat"), player: player, app: "casino")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await store.funnelCounts(app: "casino").welcomeShown("baccarat") == 40)
        for player in players {
            #expect(try await store.onboardingValues(of: player, app: "casino") == ["mine": .int(Int(player))])
        }
    }
}

/// An analytics record of `surface` named `name`.
private func event(
    _ name: String, surface: String, _ properties: [String: String] = [:],
    at timestamp: Date = Date(timeIntervalSince1970: 1_800_000_000)
) throws -> AnalyticsRecord {
    AnalyticsRecord(
        event: AnalyticsEvent(name: name, properties: properties), app: try AppIdentifier(surface), userID: "test",
        timestamp: timestamp)
}
