import GRDB

/// The migration step that gave an app's SQLite tables PostgreSQL's names, so each store's statements are written
/// once for both databases.
public enum SQLiteRenaming {
    /// Renames each `table` and its camelCase `columns` to snake_case (`bowlerSession.playerID` becomes
    /// `bowler_session.player_id`). Foreign keys, indexes and triggers follow the new names.
    public static func toSnakeCase(_ tables: [(table: String, columns: [String])], in db: Database) throws {
        for (table, columns) in tables {
            for column in columns {
                try db.execute(sql: "ALTER TABLE \(table) RENAME COLUMN \(column) TO \(snakeCase(column))")
            }
            if snakeCase(table) != table {
                try db.execute(sql: "ALTER TABLE \(table) RENAME TO \(snakeCase(table))")
            }
        }
    }

    /// `playerID` as `player_id`, `averageSpeedMph` as `average_speed_mph`.
    public static func snakeCase(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                result += "_"
            }
            result += character.lowercased()
            previous = character
        }
        return result
    }
}
