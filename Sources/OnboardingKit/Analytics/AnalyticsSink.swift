import Basics
import Foundation
import Synchronization

/// Receives analytics records. Apps forward them to their backend or database.
public protocol AnalyticsSink: Sendable {
    func record(_ record: AnalyticsRecord)
}

/// Keeps every record in memory, in order: for tests, simulations and funnels.
public final class AnalyticsJournal: AnalyticsSink {
    private let storage = Mutex<[AnalyticsRecord]>([])

    public init() {}

    public func record(_ record: AnalyticsRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Every record so far, oldest first.
    public var records: [AnalyticsRecord] { storage.withLock { $0 } }
}

/// Stamps events with the app, the user and the time before handing them to a sink.
public struct AnalyticsTracker: Sendable {
    public let sink: any AnalyticsSink
    public let app: AppIdentifier
    public let userID: String
    public let clock: any AppClock

    public init(sink: any AnalyticsSink, app: AppIdentifier, userID: String, clock: any AppClock) {
        self.sink = sink
        self.app = app
        self.userID = userID
        self.clock = clock
    }

    /// Records `event` now.
    public func track(_ event: AnalyticsEvent) {
        sink.record(AnalyticsRecord(event: event, app: app, userID: userID, timestamp: clock.now))
    }
}
