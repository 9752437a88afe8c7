import Foundation
import GRDB
import Hummingbird

// What one blackjack `bet` / `clear-bet` costs at the least on the same stack: decode a small JSON body with
// Hummingbird's decoder, update one row (a balance and a ~2 KB JSON state) in SQLite (WAL, synchronous = FULL)
// through a simple group commit, answer ~1 KB of JSON. No identity, no metrics, no middleware.
//
//   MinimalServer DATABASE PORT
//   POST /players                  -> {"id": N}          (a player with a table)
//   POST /players/N/actions        {"action": "bet", "amountCents": 500} | {"action": "clear-bet"}
//   GET  /health                   -> {"status": "ok"}

/// A player's table as stored: the balance, the bet and a shoe's worth of state (about 2 KB of JSON).
struct TableState: Codable, Sendable {
    var balanceCents: Int
    var betCents: Int
    var shoe: [Int]
    var rules: [String: Int]
}

struct ActionInput: Decodable {
    var action: String
    var amountCents: Int?
}

/// About 1 KB of JSON: the table as the page would draw it.
struct TableAnswer: ResponseEncodable {
    var balanceCents: Int
    var betCents: Int
    var canDeal: Bool
    var chips: [Int]
    var rules: [String: Int]
    var upcoming: [Int]
}

struct Health: ResponseEncodable {
    var status = "ok"
}

struct Created: ResponseEncodable {
    var id: Int64
}

struct Refused: Error {}

/// Writes run in batches, one transaction each: whoever arrives while a batch commits waits for the next.
actor GroupCommit {
    typealias Work = @Sendable (Database) throws -> Void
    private let pool: DatabasePool
    private var pending: [(Work, CheckedContinuation<Void, Error>)] = []
    private var writing = false

    init(pool: DatabasePool) { self.pool = pool }

    func write(_ work: @escaping Work) async throws {
        try await withCheckedThrowingContinuation { continuation in
            pending.append((work, continuation))
            if !writing {
                writing = true
                Task { await drain() }
            }
        }
    }

    private func drain() async {
        while !pending.isEmpty {
            let batch = pending
            pending = []
            do {
                try await pool.write { db in for (work, _) in batch { try work(db) } }
                for (_, continuation) in batch { continuation.resume() }
            } catch {
                for (_, continuation) in batch { continuation.resume(throwing: error) }
            }
        }
        writing = false
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: MinimalServer DATABASE PORT\n".utf8))
    exit(2)
}
var configuration = Configuration()
configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
let pool = try DatabasePool(path: arguments[1], configuration: configuration)
try await pool.write { db in
    try db.execute(
        sql: "CREATE TABLE IF NOT EXISTS player (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL, state TEXT NOT NULL)")
}
let commits = GroupCommit(pool: pool)
let freshState = TableState(
    balanceCents: 100_000, betCents: 0, shoe: Array(0..<312).map { ($0 * 7) % 52 },
    rules: ["decks": 6, "minimumBetCents": 500, "maximumBetCents": 50_000, "blackjackPaysNumerator": 3])

let shoeJSON = String(decoding: try JSONEncoder().encode(freshState.shoe), as: UTF8.self)
let rulesJSON = String(decoding: try JSONEncoder().encode(freshState.rules), as: UTF8.self)

let router = Router()
router.get("health") { _, _ in Health() }
router.post("players") { _, _ in
    let json = String(decoding: try JSONEncoder().encode(freshState), as: UTF8.self)
    let id = try await pool.write { db in
        try db.execute(sql: "INSERT INTO player (balance, state) VALUES (?, ?)", arguments: [100_000, json])
        return db.lastInsertedRowID
    }
    return Created(id: id)
}
router.post("players/:id/actions") { request, context in
    let input = try await request.decode(as: ActionInput.self, context: context)
    let id = try context.parameters.require("id", as: Int64.self)
    let bet: Int
    switch input.action {
    case "bet": bet = input.amountCents ?? 0
    case "clear-bet": bet = 0
    default: throw Refused()
    }
    // The table's ~2 KB JSON as the write stores it: the bet, the shoe's next cards and the rules.
    let state = "{\"betCents\":\(bet),\"shoe\":\(shoeJSON),\"rules\":\(rulesJSON)}"
    try await commits.write { db in
        try db.execute(
            sql: "UPDATE player SET balance = 100000 - ?, state = ? WHERE id = ?", arguments: [bet, state, id])
        guard db.changesCount == 1 else { throw Refused() }
    }
    return TableAnswer(
        balanceCents: 100_000 - bet, betCents: bet, canDeal: bet > 0, chips: [100, 500, 2_500, 10_000, 50_000],
        rules: freshState.rules, upcoming: Array(freshState.shoe.prefix(96)))
}

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
