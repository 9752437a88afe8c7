/// A table's minimum and maximum bet.
///
/// The casino documents' default is the beginner-friendly Casual table, $5-$500.
public struct TableLimits: Sendable, Hashable, Codable, CustomStringConvertible, StoredByPresetName {
    /// A stable identifier, e.g. `casual`.
    public let id: String
    /// The name shown to players, e.g. "Casual".
    public let name: String
    public let minimum: Money
    public let maximum: Money

    /// Limits named `name`; the minimum must be positive and at most the maximum.
    public init(id: String, name: String, minimum: Money, maximum: Money) throws(TableLimitError) {
        guard minimum > .zero, minimum <= maximum else { throw .invalidLimits(minimum: minimum, maximum: maximum) }
        self.id = id
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
    }

    private init(preset id: String, _ name: String, _ minimum: Int, _ maximum: Int) {
        self.id = id
        self.name = name
        self.minimum = .dollars(minimum)
        self.maximum = .dollars(maximum)
    }

    /// $5-$500, the default.
    public static let casual = TableLimits(preset: "casual", "Casual", 5, 500)
    /// $10-$1,000, the former default.
    public static let lowStakes = TableLimits(preset: "low-stakes", "Low Stakes", 10, 1_000)
    /// $25-$2,500.
    public static let mediumStakes = TableLimits(preset: "medium-stakes", "Medium Stakes", 25, 2_500)
    /// $100-$10,000.
    public static let highRoller = TableLimits(preset: "high-roller", "High Roller", 100, 10_000)

    /// Every preset, from the smallest.
    public static let presets: [TableLimits] = [.casual, .lowStakes, .mediumStakes, .highRoller]
    /// The default table: Casual.
    public static let `default` = TableLimits.casual

    /// A preset is stored by its id.
    public var presetName: String { id }

    public static func preset(storedAs id: String) throws -> TableLimits { try preset(id: id) }

    /// The preset with `id`.
    public static func preset(id: String) throws(TableLimitError) -> TableLimits {
        guard let preset = presets.first(where: { $0.id == id }) else { throw .unknownPreset(id) }
        return preset
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, minimum, maximum
    }

    /// Reads limits written by ``encode(to:)``: a preset's id, or the limits in full.
    public init(from decoder: any Decoder) throws {
        if let preset = try Self.storedPreset(from: decoder) {
            self = preset
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        minimum = try container.decode(Money.self, forKey: .minimum)
        maximum = try container.decode(Money.self, forKey: .maximum)
    }

    /// Written as the preset's id when the limits are exactly a preset (a server stores a table's limits with every
    /// action), and in full otherwise.
    public func encode(to encoder: any Encoder) throws {
        if try encodeAsPreset(to: encoder) { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(minimum, forKey: .minimum)
        try container.encode(maximum, forKey: .maximum)
    }

    /// Checks a bet against the limits and the player's balance.
    public func validate(bet: Money, balance: Money) throws(TableLimitError) {
        guard bet >= minimum, bet <= maximum else { throw .outsideLimits(bet: bet, limits: self) }
        guard bet <= balance else { throw .aboveBalance(bet: bet, balance: balance) }
    }

    public var description: String { "\(name) \(minimum)-\(maximum)" }
}

/// A bet or table the limits refuse.
public enum TableLimitError: Error, Equatable, CustomStringConvertible {
    case outsideLimits(bet: Money, limits: TableLimits)
    case aboveBalance(bet: Money, balance: Money)
    case invalidLimits(minimum: Money, maximum: Money)
    case unknownPreset(String)

    public var description: String {
        switch self {
        case .outsideLimits(let bet, let limits):
            "A bet of \(bet) is outside the \(limits.name) table's limits of \(limits.minimum) to \(limits.maximum)."
        case .aboveBalance(let bet, let balance):
            "A bet of \(bet) is more than the balance of \(balance)."
        case .invalidLimits(let minimum, let maximum):
            "Table limits need a positive minimum no larger than the maximum, not \(minimum)-\(maximum)."
        case .unknownPreset(let id):
            "There is no table preset '\(id)'; use one of: \(TableLimits.presets.map(\.id).joined(separator: ", "))."
        }
    }
}

extension TableLimits {
    /// `amount` added to `placed`, the chips already in a zone; refused (code `outside-limits`) above the maximum.
    /// The maximum is checked before adding, so no amount can overflow the sum. `what` names the zone in the
    /// message, e.g. `side bet`.
    public func adding(_ amount: Money, to placed: Money, what: String) throws(TableRefusal) -> Money {
        guard amount <= maximum - placed else {
            throw .badInput(
                code: "outside-limits",
                message: "\(amount) more on the \(what) is above the \(name) table's maximum of \(maximum) "
                    + "(\(placed) is already down).")
        }
        return placed + amount
    }
}
