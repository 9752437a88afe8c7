/// What a Xì Dách hand is worth. From strongest to weakest: Xì Bàn, Xì Dách, Ngũ Linh, points, Quắc.
///
/// Between two hands of the same kind only points compare by total: two Ngũ Linh, two Xì Dách or two Xì Bàn
/// are equal (the report ranks kinds, not totals within a kind), and settle as a tie.
public enum XiDachHandValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Two aces: the strongest hand.
    case xiBan
    /// Two cards, an ace with a jack, queen or king (any ten-value card under the folk rules).
    case xiDach
    /// Five cards totalling at most 21.
    case nguLinh(total: Int)
    /// An ordinary hand of at most 21, counted with the best choice of ace values.
    case points(total: Int)
    /// Over 21 however the aces count: a loss. `total` is the smallest count.
    case quac(total: Int)

    /// Whether the hand is Xì Bàn or Xì Dách, which stand at once.
    public var isSpecial: Bool { self == .xiBan || self == .xiDach }

    /// Whether the hand is Quắc (over 21).
    public var isBust: Bool {
        if case .quac = self { true } else { false }
    }

    /// The name with Vietnamese diacritics: "Xì Bàn", "Xì Dách", "Ngũ Linh", "Quắc", or the total, e.g. "18".
    public var vietnameseName: String {
        switch self {
        case .xiBan: "Xì Bàn"
        case .xiDach: "Xì Dách"
        case .nguLinh: "Ngũ Linh"
        case .points(let total): String(total)
        case .quac: "Quắc"
        }
    }

    /// The name in plain ASCII: "Xi Ban", "Xi Dach", "Ngu Linh", "Quach", or the total, e.g. "18".
    public var asciiName: String {
        switch self {
        case .xiBan: "Xi Ban"
        case .xiDach: "Xi Dach"
        case .nguLinh: "Ngu Linh"
        case .points(let total): String(total)
        case .quac: "Quach"
        }
    }

    public var description: String { vietnameseName }

    /// The hand's strength for comparisons.
    var strength: XiDachStrength {
        switch self {
        case .xiBan: XiDachStrength(kind: .xiBan)
        case .xiDach: XiDachStrength(kind: .xiDach)
        case .nguLinh: XiDachStrength(kind: .nguLinh)
        case .points(let total): XiDachStrength(kind: .points, points: total)
        case .quac: XiDachStrength(kind: .quac)
        }
    }
}

/// A hand's rank for settlement: its kind, then its total only between two points hands.
struct XiDachStrength: Hashable, Comparable {
    /// The kinds of hand, weakest first.
    enum Kind: Int, Comparable {
        case quac, points, nguLinh, xiDach, xiBan

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let kind: Kind
    /// The total of a points hand; 0 for the other kinds, whose totals never decide.
    let points: Int

    init(kind: Kind, points: Int = 0) {
        self.kind = kind
        self.points = kind == .points ? points : 0
    }

    static func < (lhs: XiDachStrength, rhs: XiDachStrength) -> Bool {
        (lhs.kind, lhs.points) < (rhs.kind, rhs.points)
    }

    /// The stakes a win with this hand collects under `rules`.
    func multiplier(under rules: XiDachRules) -> Int {
        switch kind {
        case .xiBan: rules.xiBanMultiplier
        case .xiDach: rules.xiDachMultiplier
        case .nguLinh: rules.nguLinhMultiplier
        case .points, .quac: 1
        }
    }
}

extension XiDachHandValue {
    /// The hand's total as shown: 21 for Xì Bàn and Xì Dách, otherwise the counted total (the smallest count
    /// for Quắc).
    public var total: Int {
        switch self {
        case .xiBan, .xiDach: 21
        case .nguLinh(let total), .points(let total), .quac(let total): total
        }
    }

    /// A stable name for the kind of hand, for clients to look up its name in a copy catalog:
    /// `xiBan`, `xiDach`, `nguLinh`, `points` (show ``total``), `quac`.
    public var statusCode: String {
        switch self {
        case .xiBan: "xiBan"
        case .xiDach: "xiDach"
        case .nguLinh: "nguLinh"
        case .points: "points"
        case .quac: "quac"
        }
    }
}
