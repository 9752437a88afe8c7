import GRDB
import OnboardingKit

/// The onboarding funnel's numbers of one app, counted by SQLite over the `onboardingEvent` index rather than by
/// reading every event: per surface (a casino game), the distinct players who saw the welcome, answered it and saw
/// each hint, and the split of the players' latest answers. The same definitions as OnboardingKit's ``HintFunnel``.
public struct FunnelCounts: Sendable {
    /// Distinct players per surface and stage key: `welcome_shown`, `welcome_answered`, or `hint_shown:<hint>`.
    private(set) var players: [String: [String: Int]] = [:]
    /// Players per surface and latest welcome answer.
    private(set) var latestChoices: [String: [WelcomeChoice: Int]] = [:]

    static func fetch(_ db: Database, app: String) throws -> FunnelCounts {
        var counts = FunnelCounts()
        let stages = try Row.fetchAll(
            db,
            sql: """
                SELECT surface, name, detail, COUNT(DISTINCT playerID) AS players FROM onboardingEvent
                WHERE app = ? AND name IN ('welcome_shown', 'hint_shown') GROUP BY surface, name, detail
                UNION ALL
                SELECT surface, name, NULL, COUNT(DISTINCT playerID) FROM onboardingEvent
                WHERE app = ? AND name = 'welcome_answered' GROUP BY surface
                """, arguments: [app, app])
        for row in stages {
            let name: String = row["name"]
            let key = (row["detail"] as String?).map { "\(name):\($0)" } ?? name
            counts.players[row["surface"], default: [:]][key] = row["players"]
        }
        let choices = try Row.fetchAll(
            db,
            sql: """
                SELECT surface, detail, COUNT(*) AS players FROM (
                    SELECT surface, detail,
                           ROW_NUMBER() OVER (PARTITION BY surface, playerID ORDER BY recordedAt DESC, id DESC) AS newest
                    FROM onboardingEvent WHERE app = ? AND name = 'welcome_answered')
                WHERE newest = 1 GROUP BY surface, detail
                """, arguments: [app])
        for row in choices {
            guard let choice = (row["detail"] as String?).flatMap(WelcomeChoice.init(rawValue:)) else { continue }
            counts.latestChoices[row["surface"], default: [:]][choice] = row["players"]
        }
        return counts
    }

    /// What the funnel counts an event by, beside its name: the hint shown, the welcome's answer, the flow step.
    static func detail(of event: AnalyticsEvent) -> String? {
        event.properties["hint"] ?? event.properties["choice"] ?? event.properties["step"]
    }

    /// Players of `surface` who saw the welcome.
    public func welcomeShown(_ surface: AppIdentifier) -> Int { players[surface.rawValue]?["welcome_shown"] ?? 0 }

    /// Players of `surface` who answered the welcome.
    public func welcomeAnswered(_ surface: AppIdentifier) -> Int { players[surface.rawValue]?["welcome_answered"] ?? 0 }

    /// Players of `surface` who saw the hint `key`.
    public func hintSeen(_ key: String, _ surface: AppIdentifier) -> Int {
        players[surface.rawValue]?["hint_shown:\(key)"] ?? 0
    }

    /// Players of `surface` whose latest answer was `choice`.
    public func choice(_ choice: WelcomeChoice, _ surface: AppIdentifier) -> Int {
        latestChoices[surface.rawValue]?[choice] ?? 0
    }
}
