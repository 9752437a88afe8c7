/// The host's first step on PostgreSQL: the same players, onboarding values and onboarding events as SQLite's v1, in
/// PostgreSQL's types and snake_case names.
extension PlatformMigrations {
    static let postgresV1 = [
        """
        CREATE TABLE player (
            id bigserial PRIMARY KEY,
            token text NOT NULL UNIQUE,
            display_name text NOT NULL,
            created_at timestamptz NOT NULL)
        """,
        // OnboardingKit's key-value state of each player in each app (`onboarding.{surface}.{property}`): the
        // StoredValue's JSON, byte for byte as SQLite keeps it.
        """
        CREATE TABLE onboarding_value (
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            app text NOT NULL,
            key text NOT NULL,
            value bytea NOT NULL,
            PRIMARY KEY (player_id, app, key))
        """,
        // Onboarding analytics: one row per event. The funnel is counted in SQL over `detail` (what the event
        // names: the hint shown, the welcome's answer, the flow step) and the properties' `flow`.
        """
        CREATE TABLE onboarding_event (
            id bigserial PRIMARY KEY,
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            app text NOT NULL,
            surface text NOT NULL,
            name text NOT NULL,
            detail text,
            properties jsonb NOT NULL,
            recorded_at timestamptz NOT NULL)
        """,
        """
        CREATE INDEX onboarding_event_by_stage ON onboarding_event (app, surface, name, detail, player_id)
        """,
    ]
}
