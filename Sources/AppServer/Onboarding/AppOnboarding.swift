import Basics
import Foundation
import OnboardingKit
import Synchronization

/// An app's own onboarding within a page's session: the session's store (for OnboardingKit's reminders, What's New
/// and welcome back; changes are written with the session's), its analytics, and its flows' progress.
///
/// ```swift
/// let due = try await platform.onboarding.withSession(reference) { onboarding in
///     try BowlerTraxPrompts.ballProfileReminder(store: onboarding.store, clock: onboarding.clock).shouldShow()
/// }
/// ```
public struct AppOnboarding: Sendable {
    let session: OnboardingSession
    let flows: [FlowDefinition]
    public let clock: any AppClock

    /// The session's id: one per page load.
    public var sessionID: String { session.id }

    /// The session's store: reads what the player's onboarding has stored, and every write is saved with the session.
    public var store: any KeyValueStore { session.recordingStore }

    /// The app's analytics (written with the session).
    public var tracker: AnalyticsTracker { session.tracker }

    /// Records an analytics event of the app (written with the session).
    public func track(_ event: AnalyticsEvent) {
        tracker.track(event)
    }

    /// The runner of the app's flow `id` for this player, to move it on something the server saw; nil for a flow the
    /// app does not serve.
    public func runner(of flowID: String) throws -> FlowRunner? {
        guard let flow = flows.first(where: { $0.id == flowID }) else { return nil }
        return try session.runner(for: flow)
    }

    /// Where the player is in the app's flow `id`; nil before they started it.
    public func progress(of flowID: String) throws -> FlowProgress? {
        try runner(of: flowID)?.progress
    }
}

/// A step of an app's flow was answered (advanced, submitted or skipped): what the app may act on, such as saving
/// the hand the visitor chose.
public struct FlowStepAnswered: Sendable {
    public let playerID: Int64
    public let flow: String
    public let step: String
    /// The flow's progress after the answer (its `answers`, `permissions`, `skippedSteps`).
    public let progress: FlowProgress
}

/// What an app does when a step of one of its flows is answered; registered with
/// ``OnboardingService/observeFlowSteps(_:)`` when the app mounts.
public typealias FlowStepObserver = @Sendable (FlowStepAnswered) async throws -> Void

/// The observers of one app's flow steps.
final class FlowStepObservers: Sendable {
    private let observers = Mutex<[FlowStepObserver]>([])

    func add(_ observer: @escaping FlowStepObserver) {
        observers.withLock { $0.append(observer) }
    }

    func notify(_ answered: FlowStepAnswered) async throws {
        for observer in observers.withLock({ $0 }) { try await observer(answered) }
    }
}

extension OnboardingService {
    /// Runs `body` with the app's onboarding in the request's session, then saves what it changed.
    public func withSession<Value: Sendable>(
        _ reference: OnboardingSessionReference, _ body: (AppOnboarding) throws -> Value
    ) async throws -> Value {
        let value = try body(AppOnboarding(session: reference.session, flows: flows, clock: clock))
        try await reference.session.flush(to: store)
        return value
    }

    /// Calls `observer` after each answered step of the app's flows, once the answer is saved.
    public func observeFlowSteps(_ observer: @escaping FlowStepObserver) {
        stepObservers.add(observer)
    }
}
