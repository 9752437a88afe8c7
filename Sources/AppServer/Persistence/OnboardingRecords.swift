import Foundation
import GRDB
import OnboardingKit

/// One OnboardingKit value of a player in an app, as JSON.
struct OnboardingValueRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "onboardingValue"

    var playerID: Int64
    var app: String
    var key: String
    var value: Data
}

/// One onboarding analytics event: who, in which app and on which surface (a casino game, a flow), its name, what
/// it names (for the funnel), its properties as JSON, and when.
struct OnboardingEventRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "onboardingEvent"

    var id: Int64?
    var playerID: Int64
    var app: String
    var surface: String
    var name: String
    var detail: String?
    var properties: String
    var recordedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
