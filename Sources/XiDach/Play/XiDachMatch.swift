import CasinoKit

/// A match of Xì Dách against the computer: the master deck, the round being played and the running score.
///
/// Rounds are dealt on from the deck; the cards of finished rounds are kept aside (``discards``) until the deck
/// runs short of two full hands, when every card is gathered and reshuffled. Resetting the match, as in the
/// report, returns all the cards to the deck and reshuffles it; the score carries on, as the report's
/// leaderboard keeps win counts across games.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var match = XiDachMatch(rules: .document, using: &generator)
/// try match.startRound(using: &generator)
/// try match.perform(.stand, using: &generator)
/// match.score.description              // e.g. "computer win: 0 user win: 1"
/// ```
public struct XiDachMatch: Sendable, Hashable, Codable {
    public let rules: XiDachRules
    /// The master deck.
    public private(set) var shoe: Shoe
    /// The current round, or the last one once it is over; nil before the first deal and after a reset.
    public private(set) var round: XiDachRound?
    public private(set) var score = XiDachScore()
    /// The cards of finished rounds since the last shuffle, not counting ``round``'s.
    public private(set) var discards: [Card] = []

    /// A match with one freshly shuffled deck.
    public init(rules: XiDachRules = .document, using generator: inout some RandomNumberGenerator) {
        var shoe = Shoe(stacked: Card.deck)
        shoe.shuffle(using: &generator)
        self.init(rules: rules, shoe: shoe)
    }

    /// A match dealt from `shoe`, e.g. a stacked shoe for a test or a replay.
    public init(rules: XiDachRules = .document, shoe: Shoe) {
        self.rules = rules
        self.shoe = shoe
    }

    /// Whether a round is dealt and not yet settled.
    public var isRoundInProgress: Bool { round.map { !$0.isFinished } ?? false }

    /// The player's legal actions in the current round; none between rounds.
    public var legalActions: [XiDachAction] { round?.legalActions ?? [] }

    /// Deals a new round, first reshuffling every card if fewer are left than two full hands could need.
    /// Refused while a round is in progress, or for an invalid stake or rules.
    public mutating func startRound(stake: Money? = nil, using generator: inout some RandomNumberGenerator)
        throws(XiDachError)
    {
        guard !isRoundInProgress else { throw .roundInProgress }
        var shoe = self.shoe
        var discards = self.discards + (round.map { $0.playerHand.cards + $0.computerHand.cards } ?? [])
        if shoe.remaining < 2 * rules.maximumCards {
            shoe.shuffle(using: &generator)
            discards = []
        }
        let round = try XiDachRound(rules: rules, stake: stake, dealingFrom: &shoe, using: &generator)
        self.shoe = shoe
        self.discards = discards
        self.round = round
    }

    /// Takes the player's action in the current round and, when the round settles, records it in the score.
    /// Refused, changing nothing, when no round is in progress or the action is illegal.
    public mutating func perform(_ action: XiDachAction, using generator: inout some RandomNumberGenerator)
        throws(XiDachError)
    {
        guard var round, !round.isFinished else { throw .noRoundInProgress }
        try round.perform(action, drawingFrom: &shoe, using: &generator)
        if let result = round.result { score.record(result, stake: round.stake) }
        self.round = round
    }

    /// Returns every card to the deck and reshuffles it; the score is kept. Refused while a round is in progress.
    public mutating func resetMatch(using generator: inout some RandomNumberGenerator) throws(XiDachError) {
        guard !isRoundInProgress else { throw .roundInProgress }
        shoe.shuffle(using: &generator)
        discards = []
        round = nil
    }

    /// The cards the player has not seen since the last shuffle: the full decks less the discards, the player's
    /// cards and the computer's visible cards. It assumes the shoe holds whole decks, as it does unless stacked.
    public func unseenComposition() throws(XiDachError) -> XiDachDeckComposition {
        let seen = discards + (round.map { $0.playerHand.cards + $0.visibleComputerCards } ?? [])
        return try XiDachDeckComposition(decks: shoe.decks).removing(seen)
    }

    /// The better action in the current round by expected value (``XiDachAdvisor``).
    public func hint() throws(XiDachError) -> XiDachAdvice {
        guard let round, !round.isFinished else { throw .noRoundInProgress }
        return try XiDachAdvisor.advise(
            playerCards: round.playerHand.cards, computerCards: round.visibleComputerCards,
            unseen: unseenComposition(), rules: rules)
    }
}
