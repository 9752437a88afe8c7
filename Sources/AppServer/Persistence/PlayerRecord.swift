import Foundation
import GRDB

/// A player as stored by the host: an anonymous token and a display name, shared by every app.
struct PlayerRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "player"

    var id: Int64?
    var token: String
    var displayName: String
    var createdAt: Date

    /// The display name of a new player.
    static let newPlayerName = "Player"

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
