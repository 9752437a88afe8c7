import OnboardingKit

/// The onboarding funnel's numbers of one app, counted by the database over the events' index rather than by
/// reading every event: per surface (a casino game), the distinct players who saw the welcome, answered it and saw
/// each hint, and the split of the players' latest answers. The same definitions as OnboardingKit's ``HintFunnel``.
public struct FunnelCounts: Sendable {
    /// Distinct players per surface and stage key: `welcome_shown`, `welcome_answered`, or `hint_shown:<hint>`.
    private(set) var players: [String: [String: Int]] = [:]
    /// Players per surface and latest welcome answer.
    private(set) var latestChoices: [String: [WelcomeChoice: Int]] = [:]
    /// Distinct players per flow and stage key: `onboarding_started`, `onboarding_completed`, `onboarding_abandoned`,
    /// or `onboarding_step_completed:<step>` / `onboarding_step_skipped:<step>`.
    private(set) var flowPlayers: [String: [String: Int]] = [:]
    /// Distinct players per event name, whatever its surface (for the app's ``EventFunnel``s).
    private(set) var eventPlayers: [String: Int] = [:]

    /// The counts of `app`, read by four queries (inside one snapshot: ``PlatformDatabase/snapshot(_:)``).
    static func fetch(_ db: any SQLConnection, app: String) throws -> FunnelCounts {
        var counts = FunnelCounts()
        let stages = try db.rows(
            """
            SELECT surface, name, detail, COUNT(DISTINCT player_id) AS players FROM onboarding_event
            WHERE app = \(app) AND name IN ('welcome_shown', 'hint_shown') GROUP BY surface, name, detail
            UNION ALL
            SELECT surface, name, NULL, COUNT(DISTINCT player_id) FROM onboarding_event
            WHERE app = \(app) AND name = 'welcome_answered' GROUP BY surface, name
            """)
        for row in stages {
            counts.addStage(
                surface: try row.value("surface"), name: try row.value("name"), detail: try row.optional("detail"),
                players: try row.value("players"))
        }
        let choices = try db.rows(
            """
            SELECT surface, detail, COUNT(*) AS players FROM (
                SELECT surface, detail,
                       ROW_NUMBER() OVER (PARTITION BY surface, player_id ORDER BY recorded_at DESC, id DESC) AS newest
                FROM onboarding_event WHERE app = \(app) AND name = 'welcome_answered') AS answers
            WHERE newest = 1 GROUP BY surface, detail
            """)
        for row in choices {
            counts.addLatestChoice(
                surface: try row.value("surface"), detail: try row.optional("detail"), players: try row.value("players")
            )
        }
        let flows = try db.rows(
            """
            SELECT \(db.dialect.jsonString("properties", "flow")) AS flow, name, detail,
                   COUNT(DISTINCT player_id) AS players
            FROM onboarding_event
            WHERE app = \(app) AND name IN ('onboarding_started', 'onboarding_step_completed', 'onboarding_step_skipped',
                                            'onboarding_completed', 'onboarding_abandoned')
            GROUP BY 1, name, detail
            """)
        for row in flows {
            counts.addFlowStage(
                flow: try row.optional("flow"), name: try row.value("name"), detail: try row.optional("detail"),
                players: try row.value("players"))
        }
        let events = try db.rows(
            "SELECT name, COUNT(DISTINCT player_id) AS players FROM onboarding_event WHERE app = \(app) GROUP BY name")
        for row in events {
            counts.addEvent(name: try row.value("name"), players: try row.value("players"))
        }
        return counts
    }

    /// Counts `players` at a surface's stage: `welcome_shown`, `welcome_answered`, or `hint_shown` with the hint as
    /// `detail`. Every store's query reads its rows through these, so the keys are the same whatever the database.
    mutating func addStage(surface: String, name: String, detail: String?, players: Int) {
        self.players[surface, default: [:]][Self.stageKey(name, detail)] = players
    }

    /// Counts `players` of `surface` whose latest welcome answer is `detail`; an unknown answer is not counted.
    mutating func addLatestChoice(surface: String, detail: String?, players: Int) {
        guard let choice = detail.flatMap(WelcomeChoice.init(rawValue:)) else { return }
        latestChoices[surface, default: [:]][choice] = players
    }

    /// Counts `players` at a flow's stage (an event without a flow is not counted).
    mutating func addFlowStage(flow: String?, name: String, detail: String?, players: Int) {
        guard let flow else { return }
        flowPlayers[flow, default: [:]][Self.stageKey(name, detail)] = players
    }

    /// Counts `players` who recorded the event `name`.
    mutating func addEvent(name: String, players: Int) {
        eventPlayers[name] = players
    }

    private static func stageKey(_ name: String, _ detail: String?) -> String {
        detail.map { "\(name):\($0)" } ?? name
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

    /// Players who reached `stage` of `flow`: `started`, `completed`, `abandoned`, or (with `step`) `stepCompleted`,
    /// `stepSkipped`.
    public func flowPlayers(_ flow: String, _ stage: FlowStage, step: String? = nil) -> Int {
        let name =
            switch stage {
            case .started: "onboarding_started"
            case .completed: "onboarding_completed"
            case .abandoned: "onboarding_abandoned"
            case .stepCompleted: "onboarding_step_completed"
            case .stepSkipped: "onboarding_step_skipped"
            }
        return flowPlayers[flow]?[step.map { "\(name):\($0)" } ?? name] ?? 0
    }

    /// Players who recorded the event `name` at least once.
    public func players(recording name: String) -> Int { eventPlayers[name] ?? 0 }

    /// A stage of a flow's funnel.
    public enum FlowStage: Sendable {
        case started, completed, abandoned, stepCompleted, stepSkipped
    }

    /// Players of `surface` whose latest answer was `choice`.
    public func choice(_ choice: WelcomeChoice, _ surface: AppIdentifier) -> Int {
        latestChoices[surface.rawValue]?[choice] ?? 0
    }
}
