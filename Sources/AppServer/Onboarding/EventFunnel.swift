import Basics
import OnboardingKit

/// A funnel an app declares over its own analytics events (those it records with ``AppOnboarding/track(_:)``), shown
/// on the operator's statistics beside the surfaces and flows: the distinct players who recorded each stage's event,
/// in order, the players of other outcomes beside them, and the conversion from the first stage to the last.
///
/// ```swift
/// EventFunnel(
///     id: "paywall", title: "ui.stats.paywall.title",
///     stages: [.init(id: "shown", event: "paywall_shown", label: "ui.stats.paywall.shown"),
///              .init(id: "completed", event: "purchase_completed", label: "ui.stats.paywall.completed")],
///     outcomes: [.init(id: "skipped", event: "paywall_skipped", label: "ui.stats.paywall.skipped")])
/// ```
public struct EventFunnel: Sendable {
    /// One counted event: the players who recorded `event` at least once.
    public struct Stage: Sendable {
        /// The stage's id in the funnel's JSON, e.g. `shown`.
        public let id: String
        /// The analytics event's name, e.g. `paywall_shown`.
        public let event: String
        /// The copy key of the stage's label.
        public let label: CopyKey

        public init(id: String, event: String, label: CopyKey) {
            self.id = id
            self.event = event
            self.label = label
        }
    }

    /// The funnel's key in the funnel's JSON (not `surfaces`, `flows` or `eventFunnels`).
    public let id: String
    /// The copy key of its heading.
    public let title: CopyKey
    /// The stages in order; the conversion is the last stage's players over the first's.
    public let stages: [Stage]
    /// Other ends counted beside the stages (a failure, a skip).
    public let outcomes: [Stage]

    public init(id: String, title: CopyKey, stages: [Stage], outcomes: [Stage] = []) {
        self.id = id
        self.title = title
        self.stages = stages
        self.outcomes = outcomes
    }
}
