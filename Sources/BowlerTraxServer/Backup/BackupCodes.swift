import AppServer

/// The backup codes: one per player who asked for one, the secret that brings the sessions they backed up to this
/// server onto a new browser (``BackupRoutes``). A code is a ``SecureToken`` (128 random bits); making a new one
/// replaces the old, which then restores nothing.
extension BowlerTraxStore {
    /// The player's backup code (32 hex digits), if they made one.
    func backupCode(of player: Int64) async throws -> String? {
        try await database.read { db in
            try db.scalar("SELECT code FROM bowler_backup_code WHERE player_id = \(player)", as: String.self)
        }
    }

    /// Gives the player the backup code `code` in place of any they had.
    func setBackupCode(_ code: String, of player: Int64) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_backup_code (player_id, code) VALUES (\(player), \(code))
                ON CONFLICT (player_id) DO UPDATE SET code = excluded.code
                """)
        }
    }

    /// Whether the player keeps records here: a session, a manual game or a saved calibration.
    func keepsRecords(of player: Int64) async throws -> Bool {
        try await database.read { db in
            try db.scalar(
                """
                SELECT EXISTS (SELECT 1 FROM bowler_session WHERE player_id = \(player))
                    OR EXISTS (SELECT 1 FROM bowler_game WHERE player_id = \(player))
                    OR EXISTS (SELECT 1 FROM bowler_calibration WHERE player_id = \(player))
                """, as: Bool.self) ?? false
        }
    }

    /// The player whose backup code is `code`, if any.
    func player(withBackupCode code: String) async throws -> Int64? {
        try await database.read { db in
            try db.scalar("SELECT player_id FROM bowler_backup_code WHERE code = \(code)", as: Int64.self)
        }
    }
}
