/// The rules of Xì Dách (Vietnamese blackjack), as configuration with two presets.
///
/// - ``document``: the report's game. An ace counts 1 or 10; Xì Bàn (two aces) beats Xì Dách (an ace with a
///   jack, queen or king), which beats Ngũ Linh (five cards totalling at most 21), which beats points; over 21
///   is Quắc and loses. Special hands stand at once; at most five cards; the computer draws until its total is
///   between 15 and 21.
/// - ``folk``: the game as played at home. An ace is 10 or 11 in a two-card hand, 1 or 10 with three cards,
///   1 with four or five; Xì Dách is an ace with any ten-value card; a player needs 16 to stand, the dealer 15.
public struct XiDachRules: Sendable, Hashable, Codable {
    /// How an ace may count.
    public enum AceValuation: String, Sendable, Hashable, Codable {
        /// 1 or 10, whatever the hand size (the report).
        case oneOrTen = "one-or-ten"
        /// 10 or 11 with two cards, 1 or 10 with three, 1 with four or five (folk).
        case byHandSize = "by-hand-size"
    }

    /// Which cards make Xì Dách with an ace.
    public enum XiDachPartners: String, Sendable, Hashable, Codable {
        /// Jack, queen or king (the report).
        case faceCards = "face-cards"
        /// Any ten-value card: 10, jack, queen, king (folk).
        case tenValueCards = "ten-value-cards"
    }

    /// How equal hands settle.
    public enum TieRule: String, Sendable, Hashable, Codable {
        /// A push: no one wins.
        case push
        /// The dealer (the computer) wins ties.
        case dealerWins = "dealer-wins"
    }

    /// A stable name, e.g. `document`; `custom` once changed.
    public var name: String
    public var aceValuation: AceValuation
    public var xiDachPartners: XiDachPartners
    /// The total a player needs before standing (0 for no minimum).
    public var playerMinimumToStand: Int
    /// The computer draws until its total reaches this.
    public var dealerMinimumToStand: Int
    /// The computer stops drawing at or above this total (21 in the report's 15-21 band).
    public var dealerMaximumTarget: Int
    /// Whether a dealer's special hand (Xì Bàn, Xì Dách) is revealed and settled at once.
    public var dealerRevealsSpecialsAtOnce: Bool
    public var tieRule: TieRule
    /// Whether both busting (Quắc) is a push rather than a loss for the player.
    public var doubleBustIsPush: Bool
    /// Multipliers of the stake paid for winning with a special hand.
    public var xiBanMultiplier: Int
    public var xiDachMultiplier: Int
    public var nguLinhMultiplier: Int
    /// The most cards in a hand.
    public var maximumCards: Int

    public init(
        name: String = "custom", aceValuation: AceValuation, xiDachPartners: XiDachPartners,
        playerMinimumToStand: Int, dealerMinimumToStand: Int, dealerMaximumTarget: Int = 21,
        dealerRevealsSpecialsAtOnce: Bool, tieRule: TieRule = .push, doubleBustIsPush: Bool = false,
        xiBanMultiplier: Int = 1, xiDachMultiplier: Int = 1, nguLinhMultiplier: Int = 1, maximumCards: Int = 5
    ) {
        self.name = name
        self.aceValuation = aceValuation
        self.xiDachPartners = xiDachPartners
        self.playerMinimumToStand = playerMinimumToStand
        self.dealerMinimumToStand = dealerMinimumToStand
        self.dealerMaximumTarget = dealerMaximumTarget
        self.dealerRevealsSpecialsAtOnce = dealerRevealsSpecialsAtOnce
        self.tieRule = tieRule
        self.doubleBustIsPush = doubleBustIsPush
        self.xiBanMultiplier = xiBanMultiplier
        self.xiDachMultiplier = xiDachMultiplier
        self.nguLinhMultiplier = nguLinhMultiplier
        self.maximumCards = maximumCards
    }

    /// Exactly the report's rules.
    public static let document = XiDachRules(
        name: "document", aceValuation: .oneOrTen, xiDachPartners: .faceCards, playerMinimumToStand: 0,
        dealerMinimumToStand: 15, dealerRevealsSpecialsAtOnce: true)

    /// The rules as played at home, with even-money payouts and pushes on ties; change the options for
    /// house variants (dealer wins ties, double bust, multipliers for specials).
    public static let folk = XiDachRules(
        name: "folk", aceValuation: .byHandSize, xiDachPartners: .tenValueCards, playerMinimumToStand: 16,
        dealerMinimumToStand: 15, dealerRevealsSpecialsAtOnce: true)

    /// The preset's name as shown to players.
    public var title: String {
        switch name {
        case "document": "Document (the report's rules)"
        case "folk": "Folk (as played at home)"
        default: "Custom"
        }
    }

    /// Both presets, the default first.
    public static let presets: [XiDachRules] = [.document, .folk]

    /// The preset called `name`.
    public static func preset(named name: String) throws(XiDachError) -> XiDachRules {
        guard let preset = presets.first(where: { $0.name == name }) else { throw .unknownPreset(name) }
        return preset
    }
}
