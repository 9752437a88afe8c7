/// A card suit.
public enum Suit: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case clubs, diamonds, hearts, spades

    /// The suit's symbol: ♣ ♦ ♥ ♠.
    public var symbol: String {
        switch self {
        case .clubs: "♣"
        case .diamonds: "♦"
        case .hearts: "♥"
        case .spades: "♠"
        }
    }

    /// The suit's letter in card codes: C, D, H, S.
    public var letter: Character {
        switch self {
        case .clubs: "C"
        case .diamonds: "D"
        case .hearts: "H"
        case .spades: "S"
        }
    }

    /// Whether the suit is red (diamonds, hearts).
    public var isRed: Bool { self == .diamonds || self == .hearts }

    public var description: String { symbol }
}

/// A card rank, ace low (1) to king (13).
public enum Rank: Int, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case ace = 1
    case two, three, four, five, six, seven, eight, nine, ten, jack, queen, king

    /// Blackjack's count: ace 1 (soft 11 is the hand's business), faces 10.
    public var pointValue: Int { min(rawValue, 10) }

    /// Baccarat's count: tens and faces 0, ace 1.
    public var baccaratValue: Int { rawValue >= 10 ? 0 : rawValue }

    /// Whether the rank is a jack, queen or king.
    public var isFace: Bool { rawValue > 10 }

    /// The rank as printed on the card: A, 2 ... 10, J, Q, K.
    public var symbol: String {
        switch self {
        case .ace: "A"
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        default: String(rawValue)
        }
    }

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { symbol }
}

/// A playing card. Encoded as its code, e.g. `"AS"`, `"10H"`, `"QD"`.
public struct Card: Sendable, Hashable, Codable, CustomStringConvertible {
    public let rank: Rank
    public let suit: Suit

    public init(_ rank: Rank, _ suit: Suit) {
        self.rank = rank
        self.suit = suit
    }

    /// Parses a code such as `"AS"`, `"10H"`, `"TD"` or `"qc"`.
    public init(code: String) throws(CardError) {
        let text = code.uppercased()
        guard let suitLetter = text.last, let suit = Suit.allCases.first(where: { $0.letter == suitLetter }) else {
            throw .invalidCode(code)
        }
        let rankText = String(text.dropLast())
        let rank: Rank? =
            switch rankText {
            case "A": .ace
            case "J": .jack
            case "Q": .queen
            case "K": .king
            case "T": .ten
            default:
                Int(rankText).flatMap(Rank.init(rawValue:)).flatMap { $0.rawValue >= 2 && $0.rawValue <= 10 ? $0 : nil }
            }
        guard let rank else { throw .invalidCode(code) }
        self.init(rank, suit)
    }

    /// The card's code, e.g. `"AS"`.
    public var code: String { rank.symbol + String(suit.letter) }

    /// The card as a person reads it, e.g. `"A♠"`.
    public var description: String { rank.symbol + suit.symbol }

    public init(from decoder: any Decoder) throws {
        try self.init(code: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    /// The 52 cards of one deck, in new-deck order.
    public static let deck: [Card] = Suit.allCases.flatMap { suit in Rank.allCases.map { Card($0, suit) } }
}

/// A malformed card.
public enum CardError: Error, Equatable, CustomStringConvertible {
    case invalidCode(String)

    public var description: String {
        switch self {
        case .invalidCode(let code):
            "'\(code)' is not a card: use a rank (A, 2-10, J, Q, K) and a suit (C, D, H, S), e.g. AS or 10H."
        }
    }
}
