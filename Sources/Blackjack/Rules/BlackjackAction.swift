/// A player's decision on a blackjack hand.
public enum BlackjackAction: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case hit
    case stand
    case double
    case split
    case surrender

    public var description: String { rawValue }
}
