import AppServer
import Testing

@Suite("SQLite's names put in PostgreSQL's snake_case")
struct SQLiteRenamingTests {
    @Test(
        "camelCase names become snake_case; acronyms stay one word",
        arguments: [
            ("playerID", "player_id"), ("averageSpeedMph", "average_speed_mph"), ("ballID", "ball_id"),
            ("bowlerSettings", "bowler_settings"), ("framesPerSecond", "frames_per_second"), ("lanes", "lanes"),
            ("balanceAfterCents", "balance_after_cents"),
        ])
    func snakeCase(_ name: String, _ expected: String) {
        #expect(SQLiteRenaming.snakeCase(name) == expected)
    }
}
