import Logging
import PostgresNIO

/// ``FunnelCounts`` counted by PostgreSQL over `onboarding_event_by_stage`: the same four queries as SQLite's
/// (stages per surface, latest welcome answers, flow stages, players per event), in PostgreSQL's SQL.
enum PostgresFunnelQueries {
    static func fetch(_ connection: PostgresConnection, app: String, logger: Logger) async throws -> FunnelCounts {
        var counts = FunnelCounts()
        let stages = try await connection.query(
            """
            SELECT surface, name, detail, COUNT(DISTINCT player_id) FROM onboarding_event
            WHERE app = \(app) AND name IN ('welcome_shown', 'hint_shown') GROUP BY surface, name, detail
            UNION ALL
            SELECT surface, name, NULL, COUNT(DISTINCT player_id) FROM onboarding_event
            WHERE app = \(app) AND name = 'welcome_answered' GROUP BY surface, name
            """, logger: logger)
        for try await (surface, name, detail, players) in stages.decode((String, String, String?, Int).self) {
            counts.addStage(surface: surface, name: name, detail: detail, players: players)
        }
        let choices = try await connection.query(
            """
            SELECT surface, detail, COUNT(*) FROM (
                SELECT surface, detail,
                       ROW_NUMBER() OVER (PARTITION BY surface, player_id ORDER BY recorded_at DESC, id DESC) AS newest
                FROM onboarding_event WHERE app = \(app) AND name = 'welcome_answered') AS answers
            WHERE newest = 1 GROUP BY surface, detail
            """, logger: logger)
        for try await (surface, detail, players) in choices.decode((String, String?, Int).self) {
            counts.addLatestChoice(surface: surface, detail: detail, players: players)
        }
        let flows = try await connection.query(
            """
            SELECT properties ->> 'flow' AS flow, name, detail, COUNT(DISTINCT player_id) FROM onboarding_event
            WHERE app = \(app) AND name IN ('onboarding_started', 'onboarding_step_completed', 'onboarding_step_skipped',
                                            'onboarding_completed', 'onboarding_abandoned')
            GROUP BY flow, name, detail
            """, logger: logger)
        for try await (flow, name, detail, players) in flows.decode((String?, String, String?, Int).self) {
            counts.addFlowStage(flow: flow, name: name, detail: detail, players: players)
        }
        let events = try await connection.query(
            "SELECT name, COUNT(DISTINCT player_id) FROM onboarding_event WHERE app = \(app) GROUP BY name",
            logger: logger)
        for try await (name, players) in events.decode((String, Int).self) {
            counts.addEvent(name: name, players: players)
        }
        return counts
    }
}
