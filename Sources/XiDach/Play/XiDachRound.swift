import CasinoKit

/// One round of Xì Dách between the player and the computer, as a value a server can store.
///
/// The deal gives two cards each, alternately, the player first. The computer's cards stay face down, except
/// that under ``XiDachRules/dealerRevealsSpecialsAtOnce`` a Xì Bàn or Xì Dách is shown at once. The player then
/// picks more cards ("Pick more", ``XiDachAction/hit``) or stands ("Deal", ``XiDachAction/stand``); the round
/// always waits for the player's "Deal", as in the report ("if either you or computer hit the special case, or
/// Quach, you need to press deal"). After it the computer plays by ``XiDachComputerPolicy`` and the round settles
/// (``XiDachResult``).
///
/// Legal actions, from the rules:
/// - "Pick more" is refused on Xì Bàn, Xì Dách or Quắc, after the computer showed a special, and at the card limit;
/// - "Deal" is refused below ``XiDachRules/playerMinimumToStand`` (16 under folk rules, none in the report)
///   unless the hand is special, Quắc or at the card limit, or the computer showed a special.
///
/// ```swift
/// var round = try XiDachRound(rules: .folk, dealingFrom: &shoe, using: &generator)
/// while !round.isFinished {
///     try round.perform(round.legalActions.contains(.hit) ? .hit : .stand, drawingFrom: &shoe, using: &generator)
/// }
/// ```
public struct XiDachRound: Sendable, Hashable, Codable {
    public let rules: XiDachRules
    /// The money at stake, if the round is played for money.
    public let stake: Money?
    public private(set) var playerHand: XiDachHand
    public private(set) var computerHand: XiDachHand
    /// Whether the computer's first two cards were Xì Bàn or Xì Dách and shown at once.
    public let computerShowedSpecial: Bool
    /// The settlement, once the round is over.
    public private(set) var result: XiDachResult?

    /// Deals a round from `shoe`: two cards each, alternately, the player first.
    ///
    /// Refused, drawing nothing, for invalid rules, a stake that is not positive, or a shoe holding fewer cards
    /// than two full hands could need.
    public init(
        rules: XiDachRules, stake: Money? = nil, dealingFrom shoe: inout Shoe,
        using generator: inout some RandomNumberGenerator
    ) throws(XiDachError) {
        try rules.validate()
        if let stake, stake <= .zero { throw .invalidStake(stake) }
        let needed = 2 * rules.maximumCards
        guard shoe.remaining >= needed else { throw .notEnoughCards(needed: needed, available: shoe.remaining) }
        var player = XiDachHand()
        var computer = XiDachHand()
        for _ in 0..<2 {
            player.add(shoe.draw(using: &generator))
            computer.add(shoe.draw(using: &generator))
        }
        self.rules = rules
        self.stake = stake
        playerHand = player
        computerHand = computer
        computerShowedSpecial = rules.dealerRevealsSpecialsAtOnce && computer.value(under: rules).isSpecial
    }

    /// Whether the round has been settled.
    public var isFinished: Bool { result != nil }

    public var playerValue: XiDachHandValue { playerHand.value(under: rules) }

    public var computerValue: XiDachHandValue { computerHand.value(under: rules) }

    /// The computer's cards the player can see: none during the player's turn unless a special was shown,
    /// all of them once the round is over.
    public var visibleComputerCards: [Card] {
        isFinished || computerShowedSpecial ? computerHand.cards : []
    }

    /// The actions the player may take now, "Pick more" first; none once the round is over.
    public var legalActions: [XiDachAction] {
        guard !isFinished else { return [] }
        return XiDachRound.legalActions(
            player: playerValue, cardCount: playerHand.cards.count, shownComputerSpecial: shownComputerSpecial,
            rules: rules)
    }

    /// The player's money result, once a staked round is over.
    public var playerNet: Money? {
        guard let stake, let result else { return nil }
        return result.playerNet(stake: stake)
    }

    /// Takes the player's `action`: "Pick more" draws a card from `shoe`; "Deal" ends the player's turn, plays
    /// the computer's and settles the round. An illegal action is refused with the reason and changes nothing.
    public mutating func perform(
        _ action: XiDachAction, drawingFrom shoe: inout Shoe, using generator: inout some RandomNumberGenerator
    ) throws(XiDachError) {
        guard !isFinished else { throw .roundFinished }
        if let refusal = refusal(of: action) { throw refusal }
        switch action {
        case .hit:
            playerHand.add(shoe.draw(using: &generator))
        case .stand:
            while XiDachComputerPolicy.shouldDraw(computerHand, rules: rules) {
                computerHand.add(shoe.draw(using: &generator))
            }
            result = XiDachResult(player: playerValue, computer: computerValue, rules: rules)
        }
    }

    private var shownComputerSpecial: XiDachHandValue? { computerShowedSpecial ? computerValue : nil }

    private func refusal(of action: XiDachAction) -> XiDachError? {
        XiDachRound.refusal(
            of: action, player: playerValue, cardCount: playerHand.cards.count,
            shownComputerSpecial: shownComputerSpecial, rules: rules)
    }

    /// Why the player may not take `action` with a hand worth `player` of `cardCount` cards, or nil if allowed.
    static func refusal(
        of action: XiDachAction, player: XiDachHandValue, cardCount: Int, shownComputerSpecial: XiDachHandValue?,
        rules: XiDachRules
    ) -> XiDachError? {
        let mustStand = player.isSpecial || player.isBust
        switch action {
        case .hit:
            if let shownComputerSpecial { return .computerShowedSpecial(shownComputerSpecial) }
            if mustStand { return .mustStand(player) }
            if cardCount >= rules.maximumCards { return .handFull(maximumCards: rules.maximumCards) }
            return nil
        case .stand:
            guard shownComputerSpecial == nil, !mustStand, cardCount < rules.maximumCards,
                case .points(let total) = player, total < rules.playerMinimumToStand
            else { return nil }
            return .belowMinimumToStand(total: total, minimum: rules.playerMinimumToStand)
        }
    }

    /// The legal actions for a hand, shared with the advisor.
    static func legalActions(
        player: XiDachHandValue, cardCount: Int, shownComputerSpecial: XiDachHandValue?, rules: XiDachRules
    ) -> [XiDachAction] {
        XiDachAction.allCases.filter {
            refusal(
                of: $0, player: player, cardCount: cardCount, shownComputerSpecial: shownComputerSpecial,
                rules: rules) == nil
        }
    }
}
