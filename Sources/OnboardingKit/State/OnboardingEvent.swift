/// Something that happened in the app and may make hints eligible, e.g. "entered betting phase".
///
/// Apps define their own with a stable name; the common ones of the casino games are provided.
public struct OnboardingEvent: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The event's stable name.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(rawValue: String) {
        name = rawValue
    }

    public init(stringLiteral value: String) {
        name = value
    }

    public var rawValue: String { name }

    public var description: String { name }

    /// The table is waiting for bets.
    public static let enteredBettingPhase: OnboardingEvent = "enteredBettingPhase"
    /// The player placed a bet.
    public static let placedBet: OnboardingEvent = "placedBet"
    /// The player has a decision to make (hit, stand, ...).
    public static let playerTurnStarted: OnboardingEvent = "playerTurnStarted"
    /// A round was settled; its count is the number of hands played.
    public static let roundCompleted: OnboardingEvent = "roundCompleted"
}
