import GRDB

/// One owner's migrations, in order, for both databases: the host's (`platform`) or an app's (its id). Each step is
/// recorded as `owner.name` in the database it ran on, so it runs once per database. A new step is written once, in
/// SQL both databases accept (``Step/both(_:_:)``); the history is kept as it ran on each
/// (``Step/each(_:sqlite:postgres:)``, and ``Step/sqliteOnly(_:_:)`` for SQLite's renames).
///
/// ```swift
/// let notes = AppMigrations(owner: "notebook", steps: [
///     .both("v1", ["CREATE TABLE note (id bigint PRIMARY KEY REFERENCES player ON DELETE CASCADE, text text NOT NULL)"]),
/// ])
/// ```
public struct AppMigrations: Sendable {
    /// GRDB's form of a SQLite step.
    public typealias SQLiteStep = @Sendable (Database) throws -> Void

    /// One step: what it does on SQLite and on PostgreSQL (nothing, on a database it does not concern).
    public struct Step: Sendable {
        public let name: String
        let sqlite: SQLiteStep?
        /// One SQL statement each, run in order.
        let postgres: [String]?

        /// The same statements on both databases.
        public static func both(_ name: String, _ statements: [String]) -> Step {
            Step(
                name: name, sqlite: { db in for statement in statements { try db.execute(sql: statement) } },
                postgres: statements)
        }

        /// A step written for each database (their types differ: `bigserial` and `timestamptz` against SQLite's).
        public static func each(_ name: String, sqlite: @escaping SQLiteStep, postgres: [String]) -> Step {
            Step(name: name, sqlite: sqlite, postgres: postgres)
        }

        /// A step only SQLite needs (its tables renamed to PostgreSQL's names, say).
        public static func sqliteOnly(_ name: String, _ migrate: @escaping SQLiteStep) -> Step {
            Step(name: name, sqlite: migrate, postgres: nil)
        }
    }

    /// The host's or the app's id.
    public let owner: String
    public let steps: [Step]

    public init(owner: String, steps: [Step]) {
        self.owner = owner
        self.steps = steps
    }

    /// The steps SQLite runs, by name.
    var sqliteSteps: [(name: String, migrate: SQLiteStep)] {
        steps.compactMap { step in step.sqlite.map { (step.name, $0) } }
    }

    /// The steps PostgreSQL runs, by name.
    var postgresSteps: [(name: String, statements: [String])] {
        steps.compactMap { step in step.postgres.map { (step.name, $0) } }
    }

    /// The migrations up to and including the step `name` (a database as an older version left it).
    public func through(_ name: String) -> AppMigrations {
        guard let last = steps.firstIndex(where: { $0.name == name }) else { return self }
        return AppMigrations(owner: owner, steps: Array(steps[...last]))
    }
}
