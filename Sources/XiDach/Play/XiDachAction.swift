/// The player's two choices in a round of Xì Dách.
public enum XiDachAction: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Draw one more card.
    case hit
    /// Stop drawing and end the turn.
    case stand

    /// The button as the report's game labels it: "Pick more" or "Deal".
    public var title: String {
        switch self {
        case .hit: "Pick more"
        case .stand: "Deal"
        }
    }

    public var description: String { rawValue }
}
