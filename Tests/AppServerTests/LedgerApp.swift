import AppServer
import Basics
import Foundation
import Hummingbird
import OnboardingKit

/// A minimal app for the operations tests: `POST /ledger/api/entries?delay=MS` writes one row through the host's
/// group committer after waiting `delay` milliseconds (a slow request to be in flight at shutdown), and
/// `POST /ledger/api/stale` refuses as a write over a changed state would (409 `entry-changed`). `arrivals` hears of
/// each entry request as it starts.
struct LedgerApp: ServedApp {
    let arrivals: AsyncStream<Void>.Continuation?

    init(arrivals: AsyncStream<Void>.Continuation? = nil) {
        self.arrivals = arrivals
    }

    var id: String { "ledger" }
    var listing: AppListing { AppListing(icon: "ledger", name: "ledger.name", summary: "ledger.summary") }
    var copy: CopyCatalog {
        CopyCatalog([
            "ledger.name": [.english: "Ledger", .vietnamese: "Sổ cái"],
            "ledger.summary": [.english: "Entries.", .vietnamese: "Các mục."],
        ])
    }
    var staticFolder: URL? { nil }
    var hintSurfaces: [HintSurface] { [] }
    var flows: [FlowDefinition] { [] }

    var migrations: AppMigrations {
        AppMigrations(
            owner: id,
            steps: [
                .each(
                    "v1",
                    sqlite: { db in
                        try db.execute(
                            sql:
                                "CREATE TABLE ledger_entry (id INTEGER PRIMARY KEY AUTOINCREMENT, written_at TEXT NOT NULL)"
                        )
                    },
                    postgres: ["CREATE TABLE ledger_entry (id bigserial PRIMARY KEY, written_at timestamptz NOT NULL)"])
            ])
    }

    func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference {
        let arrivals = self.arrivals
        api.post("entries") { request, _ -> [String: String] in
            arrivals?.yield()
            let delay = request.uri.queryParameters.get("delay", as: Int.self) ?? 0
            try await Task.sleep(for: .milliseconds(delay))
            try await platform.committer.waitUntilCommitted(platform.committer.submit([LedgerEntry()]))
            return ["status": "written"]
        }
        api.post("stale") { _, _ -> [String: String] in
            throw APIError.conflict("The entry changed meanwhile; reload it.", code: "entry-changed")
        }
        return Platform.browserLanguage
    }
}

/// One row of the ledger, written in the group's transaction.
struct LedgerEntry: PendingWrite {
    func write(_ db: any SQLConnection) throws {
        try db.execute("INSERT INTO ledger_entry (written_at) VALUES (\(Date()))")
    }
}
