import CasinoKit

/// The rules of a blackjack table, as configuration.
///
/// ```swift
/// var rules = BlackjackRules.vegas            // the default: 6 decks, S17, DAS, no surrender, 3:2
/// rules.surrender = .late
/// ```
public struct BlackjackRules: Sendable, Hashable, Codable, StoredByPresetName {
    /// Which first two cards may be doubled.
    public enum DoubleRule: String, Sendable, Hashable, Codable, CaseIterable {
        case anyTwo = "any-two"
        case nineToEleven = "9-11"
        case tenToEleven = "10-11"
    }

    /// Whether the player may surrender.
    public enum Surrender: String, Sendable, Hashable, Codable, CaseIterable {
        case none
        /// After the dealer checks for blackjack, on the first two cards only.
        case late
    }

    /// What a natural blackjack pays.
    public enum BlackjackPayout: String, Sendable, Hashable, Codable, CaseIterable {
        case threeToTwo = "3:2"
        case sixToFive = "6:5"

        /// The payout as a fraction of the bet.
        public var ratio: (numerator: Int, denominator: Int) {
            switch self {
            case .threeToTwo: (3, 2)
            case .sixToFive: (6, 5)
            }
        }
    }

    /// A stable name for the rule set, e.g. `vegas`; `custom` once changed.
    public var name: String
    /// Decks in the shoe (1-8).
    public var decks: Int
    /// Whether the dealer hits soft 17 (H17) rather than standing (S17).
    public var dealerHitsSoft17: Bool
    public var doubleRule: DoubleRule
    /// Double after split.
    public var doubleAfterSplit: Bool
    /// The most hands a player may split to (2-4).
    public var maxSplitHands: Int
    public var resplitAces: Bool
    public var hitSplitAces: Bool
    public var surrender: Surrender
    /// Whether the dealer checks for blackjack under an ace or ten (American hole card); `false` is the
    /// European no-hole-card game, where the player loses doubles and splits to a dealer blackjack.
    public var dealerPeeks: Bool
    public var blackjackPayout: BlackjackPayout
    public var insuranceOffered: Bool
    /// The share of the shoe dealt before the cut card.
    public var penetration: Double

    public init(
        name: String = "custom", decks: Int = 6, dealerHitsSoft17: Bool = false, doubleRule: DoubleRule = .anyTwo,
        doubleAfterSplit: Bool = true, maxSplitHands: Int = 4, resplitAces: Bool = false, hitSplitAces: Bool = false,
        surrender: Surrender = .none, dealerPeeks: Bool = true, blackjackPayout: BlackjackPayout = .threeToTwo,
        insuranceOffered: Bool = true, penetration: Double = 0.75
    ) {
        self.name = name
        self.decks = decks
        self.dealerHitsSoft17 = dealerHitsSoft17
        self.doubleRule = doubleRule
        self.doubleAfterSplit = doubleAfterSplit
        self.maxSplitHands = maxSplitHands
        self.resplitAces = resplitAces
        self.hitSplitAces = hitSplitAces
        self.surrender = surrender
        self.dealerPeeks = dealerPeeks
        self.blackjackPayout = blackjackPayout
        self.insuranceOffered = insuranceOffered
        self.penetration = penetration
    }

    /// The default table: 6 decks, dealer stands on soft 17, double any two, double after split, split to 4
    /// hands, no resplitting aces, late surrender off, 3:2.
    public static let vegas = BlackjackRules(name: "vegas")

    /// Las Vegas Strip with late surrender: 6 decks, S17, DAS, late surrender.
    public static let vegasSurrender = BlackjackRules(name: "vegas-surrender", surrender: .late)

    /// Downtown Las Vegas: 2 decks, dealer hits soft 17, DAS.
    public static let downtown = BlackjackRules(name: "downtown", decks: 2, dealerHitsSoft17: true)

    /// Atlantic City: 8 decks, S17, DAS, late surrender.
    public static let atlanticCity = BlackjackRules(name: "atlantic-city", decks: 8, surrender: .late)

    /// European: 6 decks, S17, double on 9-11 only, no hole card (no peek), no surrender.
    public static let european = BlackjackRules(
        name: "european", doubleRule: .nineToEleven, maxSplitHands: 2, dealerPeeks: false)

    /// A 6:5 single-deck game: dealer hits soft 17, no double after split.
    public static let singleDeckSixToFive = BlackjackRules(
        name: "single-deck-6-5", decks: 1, dealerHitsSoft17: true, doubleAfterSplit: false,
        blackjackPayout: .sixToFive)

    /// Every preset, the default first.
    public static let presets: [BlackjackRules] = [
        .vegas, .vegasSurrender, .downtown, .atlanticCity, .european, .singleDeckSixToFive,
    ]

    /// A preset is stored by its name.
    public var presetName: String { name }

    public static func preset(storedAs name: String) throws -> BlackjackRules { try preset(named: name) }

    /// The preset named `name`.
    public static func preset(named name: String) throws(BlackjackRulesError) -> BlackjackRules {
        guard let preset = presets.first(where: { $0.name == name }) else { throw .unknownPreset(name) }
        return preset
    }

    private enum CodingKeys: String, CodingKey {
        case name, decks, dealerHitsSoft17, doubleRule, doubleAfterSplit, maxSplitHands, resplitAces, hitSplitAces
        case surrender, dealerPeeks, blackjackPayout, insuranceOffered, penetration
    }

    /// Reads rules written by ``encode(to:)``: a preset's name, or every rule.
    public init(from decoder: any Decoder) throws {
        if let preset = try Self.storedPreset(from: decoder) {
            self = preset
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name), decks: try container.decode(Int.self, forKey: .decks),
            dealerHitsSoft17: try container.decode(Bool.self, forKey: .dealerHitsSoft17),
            doubleRule: try container.decode(DoubleRule.self, forKey: .doubleRule),
            doubleAfterSplit: try container.decode(Bool.self, forKey: .doubleAfterSplit),
            maxSplitHands: try container.decode(Int.self, forKey: .maxSplitHands),
            resplitAces: try container.decode(Bool.self, forKey: .resplitAces),
            hitSplitAces: try container.decode(Bool.self, forKey: .hitSplitAces),
            surrender: try container.decode(Surrender.self, forKey: .surrender),
            dealerPeeks: try container.decode(Bool.self, forKey: .dealerPeeks),
            blackjackPayout: try container.decode(BlackjackPayout.self, forKey: .blackjackPayout),
            insuranceOffered: try container.decode(Bool.self, forKey: .insuranceOffered),
            penetration: try container.decode(Double.self, forKey: .penetration))
    }

    /// Written as the preset's name when the rules are exactly a preset (a server stores a table's rules with every
    /// action), and rule by rule otherwise.
    public func encode(to encoder: any Encoder) throws {
        if try encodeAsPreset(to: encoder) { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(decks, forKey: .decks)
        try container.encode(dealerHitsSoft17, forKey: .dealerHitsSoft17)
        try container.encode(doubleRule, forKey: .doubleRule)
        try container.encode(doubleAfterSplit, forKey: .doubleAfterSplit)
        try container.encode(maxSplitHands, forKey: .maxSplitHands)
        try container.encode(resplitAces, forKey: .resplitAces)
        try container.encode(hitSplitAces, forKey: .hitSplitAces)
        try container.encode(surrender, forKey: .surrender)
        try container.encode(dealerPeeks, forKey: .dealerPeeks)
        try container.encode(blackjackPayout, forKey: .blackjackPayout)
        try container.encode(insuranceOffered, forKey: .insuranceOffered)
        try container.encode(penetration, forKey: .penetration)
    }

    /// The preset's name as shown to players, e.g. "Atlantic City"; "Custom" for changed rules.
    public var title: String {
        switch name {
        case "vegas": "Vegas"
        case "vegas-surrender": "Vegas with surrender"
        case "downtown": "Downtown"
        case "atlantic-city": "Atlantic City"
        case "european": "European"
        case "single-deck-6-5": "Single deck 6:5"
        default: "Custom"
        }
    }

    /// The rules as a player reads them, e.g. "6 decks, dealer stands on soft 17, double after split, no surrender,
    /// blackjack pays 3:2".
    public var summary: String {
        [
            "\(decks) deck\(decks == 1 ? "" : "s")",
            dealerHitsSoft17 ? "dealer hits soft 17" : "dealer stands on soft 17",
            doubleRule == .anyTwo ? nil : "double on \(doubleRule.rawValue) only",
            doubleAfterSplit ? "double after split" : "no double after split",
            surrender == .late ? "late surrender" : "no surrender",
            dealerPeeks ? nil : "no hole card",
            "blackjack pays \(blackjackPayout.rawValue)",
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// Checks that the configuration is playable.
    public func validate() throws(BlackjackRulesError) {
        guard Shoe.deckRange.contains(decks) else { throw .invalid("decks must be 1 to 8, not \(decks)") }
        guard (2...4).contains(maxSplitHands) else {
            throw .invalid("a player may split to 2, 3 or 4 hands, not \(maxSplitHands)")
        }
        guard Shoe.penetrationRange.contains(penetration) else {
            throw .invalid("penetration must be between 25% and 95%, not \(penetration * 100)%")
        }
    }
}

/// A rule set that cannot be used.
public enum BlackjackRulesError: Error, Equatable, CustomStringConvertible {
    case unknownPreset(String)
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownPreset(let name):
            "There is no blackjack preset '\(name)'; use one of: \(BlackjackRules.presets.map(\.name).joined(separator: ", "))."
        case .invalid(let reason): "These blackjack rules cannot be played: \(reason)."
        }
    }
}
