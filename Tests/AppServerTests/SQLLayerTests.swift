import AppServer
import Foundation
import HostTesting
import Testing

/// The SQL layer every store is written on: one statement rendered for each database, and rows read into records by
/// column on both, a value outside its type refused with the row named.
@Suite("SQL written once")
struct SQLLayerTests {
    @Test("values are bound, rendered as ? for SQLite and $n for PostgreSQL; unescaped text is pasted")
    func rendering() {
        let ids: [Int64] = [4, 5]
        let statement: SQL = "SELECT \(unescaped: "id, name") FROM t WHERE a = \("x") AND id IN (\(list: ids))"
        #expect(statement.rendered(for: .sqlite).text == "SELECT id, name FROM t WHERE a = ? AND id IN (?, ?)")
        #expect(statement.rendered(for: .postgres).text == "SELECT id, name FROM t WHERE a = $1 AND id IN ($2, $3)")
        #expect(statement.rendered(for: .postgres).values == [.text("x"), .integer(4), .integer(5)])
        let joined = statement + " AND b = \(true)"
        #expect(joined.rendered(for: .postgres).text.hasSuffix("AND b = $4"))
    }

    enum Kind: String, Codable { case spare, strike }

    struct Sample: SQLRecord {
        static let table = "sample"
        var id: Int64
        var name: String
        var nickname: String?
        var active: Bool
        var seenAt: Date
        var kind: Kind
        var score: Double?
    }

    struct Draft: SQLRecordWithID {
        static let table = "draft"
        var id: Int64?
    }

    @Test("a record read back gives its id; one never saved is a corrupt row, not a made-up id")
    func savedIDs() throws {
        #expect(try Draft(id: 7).savedID() == 7)
        let error = #expect(throws: CorruptRow.self) { try Draft(id: nil).savedID() }
        #expect(error?.table == "draft")
        #expect(error?.column == "id")
    }

    @Test("rows decode into records by column, on each database", arguments: TestDatabase.available)
    func records(_ database: TestDatabase) async throws {
        try await Self.withSamples(on: database) { platform in
            let samples = try await platform.read { db in
                try db.all("SELECT * FROM sample ORDER BY id", as: Sample.self)
            }
            #expect(samples.map(\.name) == ["Lan", "Minh"])
            #expect(samples[0].nickname == nil && samples[1].nickname == "M")
            #expect(samples.map(\.active) == [true, false] && samples.map(\.kind) == [.strike, .spare])
            #expect(samples[0].seenAt == Date(timeIntervalSince1970: 1_795_424_400) && samples[0].score == 0.5)
            #expect(samples[1].score == nil)
            // An enum value no case has: the row and column named, never a default.
            try await platform.write { db in try db.execute("UPDATE sample SET kind = 'gutter' WHERE id = 2") }
            await #expect {
                try await platform.read { db in try db.all("SELECT * FROM sample ORDER BY id", as: Sample.self) }
            } throws: { error in
                let corrupt = error as? CorruptRow
                return corrupt?.table == "sample" && corrupt?.column == "kind" && corrupt?.key == "2"
            }
            // A statement without a column the record needs is the code's fault, and says which column.
            await #expect(throws: SQLRowError.self) {
                try await platform.read { db in try db.first("SELECT id, name FROM sample", as: Sample.self) }
            }
            // A write that throws is rolled back whole.
            struct Refused: Error {}
            await #expect(throws: Refused.self) {
                try await platform.write { db in
                    try db.execute("DELETE FROM sample")
                    throw Refused()
                }
            }
            #expect(try await platform.read { db in try db.scalar("SELECT COUNT(*) FROM sample", as: Int.self) } == 2)
        }
    }

    /// SQLite's writes bind their values themselves (`SQLiteConnection`); a text is kept as GRDB keeps and reads one,
    /// up to its first NUL, so what is stored is what reads back.
    @Test("a text with a NUL is stored as far as it reads back")
    func textWithANul() async throws {
        try await Self.withSamples(on: .sqlite) { platform in
            try await platform.write { db in try db.execute("UPDATE sample SET name = \("Lan\u{0}hidden") WHERE id = 1")
            }
            let bytes = try await platform.read { db in
                try db.scalar("SELECT length(CAST(name AS BLOB)) FROM sample WHERE id = 1", as: Int.self)
            }
            let sample = try await platform.read { db in
                try db.first("SELECT * FROM sample WHERE id = 1", as: Sample.self)
            }
            #expect(sample?.name == "Lan")
            #expect(bytes == 3)
        }
    }

    /// Two samples in a table of `database`'s own types.
    private static func withSamples(on database: TestDatabase, _ body: (PlatformDatabase) async throws -> Void)
        async throws
    {
        let fill = { (platform: PlatformDatabase) async throws in
            let monday = Date(timeIntervalSince1970: 1_795_424_400)
            try await platform.write { db in
                let timestamp = db.dialect == .sqlite ? "datetime" : "timestamptz"
                try db.execute(
                    """
                    CREATE TABLE sample (id bigint PRIMARY KEY, name text NOT NULL, nickname text,
                        active boolean NOT NULL, seen_at \(unescaped: timestamp) NOT NULL, kind text NOT NULL,
                        score double precision)
                    """)
                try db.execute(
                    """
                    INSERT INTO sample (id, name, nickname, active, seen_at, kind, score)
                    VALUES (1, 'Lan', NULL, \(true), \(monday), 'strike', 0.5),
                           (2, 'Minh', 'M', \(false), \(monday), 'spare', NULL)
                    """)
            }
        }
        switch database {
        case .sqlite:
            try await TestDatabase.withSQLite { sqlite in
                try await fill(.sqlite(sqlite))
                try await body(.sqlite(sqlite))
            }
        case .postgres:
            try await TestDatabase.withPostgres { postgres in
                try await fill(.postgres(postgres))
                try await body(.postgres(postgres))
            }
        }
    }
}
