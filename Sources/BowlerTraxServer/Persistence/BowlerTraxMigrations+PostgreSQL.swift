import AppServer

extension BowlerTraxMigrations {
    /// BowlerTrax's steps v1-v4 on PostgreSQL: the same tables as SQLite's in PostgreSQL's types and snake_case names.
    /// (Its v1 already made `bowler_shot` unique by `session_id` and `number`, which SQLite's v3 added.)
    enum Postgres {
        static let v1 = [
            """
            CREATE TABLE bowler_settings (
                player_id bigint PRIMARY KEY REFERENCES player ON DELETE CASCADE,
                hand text,
                language text NOT NULL)
            """,
            """
            CREATE TABLE bowler_ball (
                id bigserial PRIMARY KEY,
                player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
                name text NOT NULL,
                color text NOT NULL,
                created_at timestamptz NOT NULL)
            """,
            "CREATE INDEX bowler_ball_on_player_id ON bowler_ball (player_id)",
            """
            CREATE TABLE bowler_calibration (
                id bigserial PRIMARY KEY,
                player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
                center_name text,
                lanes text,
                image_width integer NOT NULL,
                image_height integer NOT NULL,
                taps text NOT NULL,
                position_hash text,
                saved_at timestamptz NOT NULL)
            """,
            "CREATE INDEX bowler_calibration_on_player_id ON bowler_calibration (player_id)",
            """
            CREATE TABLE bowler_session (
                id bigserial PRIMARY KEY,
                player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
                started_at timestamptz NOT NULL,
                center_name text,
                lane text,
                ball_id bigint REFERENCES bowler_ball ON DELETE SET NULL,
                ball_name text,
                ball_color text NOT NULL,
                hand text NOT NULL,
                calibration_id bigint REFERENCES bowler_calibration ON DELETE SET NULL,
                image_width integer NOT NULL,
                image_height integer NOT NULL,
                taps text NOT NULL)
            """,
            "CREATE INDEX bowler_session_on_player_id ON bowler_session (player_id)",
            // The unique (session_id, number) index also serves the lookups by session.
            """
            CREATE TABLE bowler_shot (
                id bigserial PRIMARY KEY,
                session_id bigint NOT NULL REFERENCES bowler_session ON DELETE CASCADE,
                number integer NOT NULL,
                recorded_at timestamptz NOT NULL,
                source text NOT NULL,
                frames_per_second double precision NOT NULL,
                average_speed_mph double precision NOT NULL,
                entry_angle_degrees double precision NOT NULL,
                strike_probability double precision NOT NULL,
                metrics text NOT NULL,
                encouragement text NOT NULL,
                UNIQUE (session_id, number))
            """,
            """
            CREATE TABLE bowler_game (
                id bigserial PRIMARY KEY,
                player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
                started_at timestamptz NOT NULL,
                rolls text NOT NULL)
            """,
            "CREATE INDEX bowler_game_on_player_id ON bowler_game (player_id)",
        ]

        /// BowlerTrax Pro: the local store's accounts, each player's linked account and paywall answers, the store-wide
        /// test controls (one row), and the "Music" setting.
        static let v2 = [
            "ALTER TABLE bowler_settings ADD COLUMN music boolean NOT NULL DEFAULT true",
            """
            CREATE TABLE bowler_store_account (
                id text PRIMARY KEY,
                state text NOT NULL,
                revision bigint NOT NULL)
            """,
            """
            CREATE TABLE bowler_pro_player (
                player_id bigint PRIMARY KEY REFERENCES player ON DELETE CASCADE,
                account_id text REFERENCES bowler_store_account,
                paywall_shown boolean NOT NULL,
                paywall_skipped boolean NOT NULL)
            """,
            "CREATE INDEX bowler_pro_player_on_account_id ON bowler_pro_player (account_id)",
            """
            CREATE TABLE bowler_store_control (
                id bigint PRIMARY KEY CHECK (id = 1),
                next_purchase_outcome text,
                renewal_billing_succeeds boolean)
            """,
        ]

        /// Retried writes: the key a shot, a session, a game or a calibration was sent with, one per key (a shot's in its
        /// session, the others' in the player's).
        static let v3 = [
            "ALTER TABLE bowler_shot ADD COLUMN request_key text",
            "CREATE UNIQUE INDEX bowler_shot_on_session_id_request_key ON bowler_shot (session_id, request_key)",
            "ALTER TABLE bowler_session ADD COLUMN request_key text",
            "CREATE UNIQUE INDEX bowler_session_on_player_id_request_key ON bowler_session (player_id, request_key)",
            "ALTER TABLE bowler_game ADD COLUMN request_key text",
            "CREATE UNIQUE INDEX bowler_game_on_player_id_request_key ON bowler_game (player_id, request_key)",
            "ALTER TABLE bowler_calibration ADD COLUMN request_key text",
            """
            CREATE UNIQUE INDEX bowler_calibration_on_player_id_request_key ON bowler_calibration (player_id, request_key)
            """,
        ]

        /// Pro: whether a player's account was linked with its restore code from another browser (and that link's id and
        /// date); the key and answer of their last purchase.
        static let v4 = [
            "ALTER TABLE bowler_pro_player ADD COLUMN linked_by_code boolean NOT NULL DEFAULT false",
            "ALTER TABLE bowler_pro_player ADD COLUMN purchase_key text",
            "ALTER TABLE bowler_pro_player ADD COLUMN purchase_result text",
            "ALTER TABLE bowler_pro_player ADD COLUMN link_id text",
            "ALTER TABLE bowler_pro_player ADD COLUMN linked_at timestamptz",
        ]
    }
}
