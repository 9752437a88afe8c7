import GRDB
import OnboardingKit

/// The onboarding funnel's numbers, counted by SQLite over the `onboardingEvent` index rather than by reading
/// every event: per app, the distinct players who saw the welcome, answered it and saw each hint, and the split
/// of the players' latest answers. The same definitions as OnboardingKit's ``HintFunnel``.
struct FunnelCounts: Sendable {
    /// Distinct players per app and stage key: `welcome_shown`, `welcome_answered`, or `hint_shown:<hint>`.
    private(set) var players: [String: [String: Int]] = [:]
    /// Players per app and latest welcome answer.
    private(set) var latestChoices: [String: [WelcomeChoice: Int]] = [:]

    static func fetch(_ db: Database) throws -> FunnelCounts {
        var counts = FunnelCounts()
        let stages = try Row.fetchAll(db, sql: """
            SELECT app, name, detail, COUNT(DISTINCT playerID) AS players FROM onboardingEvent
            WHERE name IN ('welcome_shown', 'hint_shown') GROUP BY app, name, detail
            UNION ALL
            SELECT app, name, NULL, COUNT(DISTINCT playerID) FROM onboardingEvent
            WHERE name = 'welcome_answered' GROUP BY app
            """)
        for row in stages {
            let name: String = row["name"]
            let key = (row["detail"] as String?).map { "\(name):\($0)" } ?? name
            counts.players[row["app"], default: [:]][key] = row["players"]
        }
        let choices = try Row.fetchAll(db, sql: """
            SELECT app, detail, COUNT(*) AS players FROM (
                SELECT app, detail,
                       ROW_NUMBER() OVER (PARTITION BY app, playerID ORDER BY recordedAt DESC, id DESC) AS newest
                FROM onboardingEvent WHERE name = 'welcome_answered')
            WHERE newest = 1 GROUP BY app, detail
            """)
        for row in choices {
            guard let choice = (row["detail"] as String?).flatMap(WelcomeChoice.init(rawValue:)) else { continue }
            counts.latestChoices[row["app"], default: [:]][choice] = row["players"]
        }
        return counts
    }

    /// Players of `app` who saw the welcome.
    func welcomeShown(_ app: AppIdentifier) -> Int { players[app.rawValue]?["welcome_shown"] ?? 0 }

    /// Players of `app` who answered the welcome.
    func welcomeAnswered(_ app: AppIdentifier) -> Int { players[app.rawValue]?["welcome_answered"] ?? 0 }

    /// Players of `app` who saw the hint `key`.
    func hintSeen(_ key: String, _ app: AppIdentifier) -> Int { players[app.rawValue]?["hint_shown:\(key)"] ?? 0 }

    /// Players of `app` whose latest answer was `choice`.
    func choice(_ choice: WelcomeChoice, _ app: AppIdentifier) -> Int { latestChoices[app.rawValue]?[choice] ?? 0 }
}
