import Foundation

/// The answer a user gave at a step.
///
/// Stored as `{"choice": "left"}` or `{"form": {"name": "Storm Hyroad Pearl", "color": "purple"}}`.
public enum FlowAnswer: Sendable, Hashable, Codable {
    /// The id of the option picked at a single-choice step.
    case choice(String)
    /// The values submitted at a form step, by field id (trimmed; blank optional fields left out).
    case form([String: String])

    private enum CodingKeys: String, CodingKey {
        case choice, form
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let option = try container.decodeIfPresent(String.self, forKey: .choice) {
            self = .choice(option)
        } else {
            self = .form(try container.decode([String: String].self, forKey: .form))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .choice(let option): try container.encode(option, forKey: .choice)
        case .form(let values): try container.encode(values, forKey: .form)
        }
    }
}

/// One user's progress through one flow, as ``FlowRunner`` stores it under `onboarding.{app}.flow.{flowID}`.
///
/// Stored as one value, so every change is written whole or not at all. Dates are kept to the second.
public struct FlowProgress: Sendable, Equatable, Codable {
    /// The stored format's version.
    public static let currentSchema = 1

    public var schema: Int
    public var flowID: String
    /// The step the user is on; a terminal step once the flow is completed.
    public var currentStep: String
    /// The steps ``FlowRunner/back(at:)`` returns to, most recent last.
    public var history: [String]
    /// Steps completed on the current path, in order.
    public var completedSteps: [String]
    /// Steps skipped on the current path, in order.
    public var skippedSteps: [String]
    /// The last answer given at each step, by step id (kept when going back, so a screen can show it again).
    public var answers: [String: FlowAnswer]
    /// The latest result of each permission asked for, by permission type (`"camera"`).
    public var permissions: [String: PermissionStatus]
    public var startedAt: Date
    /// When a terminal step was reached.
    public var completedAt: Date?
    /// The result of the terminal step reached, e.g. `"dashboard"`.
    public var result: String?
    /// When the flow was last abandoned, if the user has not moved since.
    public var abandonedAt: Date?

    public init(
        flowID: String, currentStep: String, startedAt: Date, history: [String] = [],
        completedSteps: [String] = [], skippedSteps: [String] = [], answers: [String: FlowAnswer] = [:],
        permissions: [String: PermissionStatus] = [:], completedAt: Date? = nil, result: String? = nil,
        abandonedAt: Date? = nil
    ) {
        self.schema = Self.currentSchema
        self.flowID = flowID
        self.currentStep = currentStep
        self.history = history
        self.completedSteps = completedSteps
        self.skippedSteps = skippedSteps
        self.answers = answers
        self.permissions = permissions
        self.startedAt = startedAt
        self.completedAt = completedAt
        self.result = result
        self.abandonedAt = abandonedAt
    }

    /// Whether a terminal step was reached.
    public var isCompleted: Bool { completedAt != nil }

    /// Seconds from start to completion (whole seconds), once completed.
    public var durationSeconds: Int? {
        completedAt.map { max(0, Int($0.timeIntervalSince(startedAt).rounded(.down))) }
    }
}
