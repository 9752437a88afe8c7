import CasinoKit

/// One round of blackjack for one player, from the bet to the settlement.
///
/// A value type: a server can store it as JSON between requests and resume it. The round goes through
/// these steps, resting (waiting for a call) only at the ``Phase``s:
///
/// 1. **Betting**: ``placeBet(_:balance:)`` (again to change the bet), then ``deal(from:using:)``.
/// 2. **Dealt**: player, dealer up card, player, dealer hole card. In a no-peek (European) game the
///    dealer takes no hole card; the dealer's second card comes after the player's hands.
/// 3. **Insurance offer** (``Phase/insuranceOffer``), when the up card is an ace and the rules offer
///    insurance: ``takeInsurance(_:from:using:)`` or ``declineInsurance(from:using:)``.
/// 4. **Dealer peek**, under an ace or ten in a peek game: a dealer blackjack settles the round at once.
///    Without a peek, a dealer blackjack found later beats every hand but a player's blackjack, with
///    its doubles and splits (and a surrendered hand loses its whole stake).
/// 5. **Player actions** (``Phase/playerTurn``): ``perform(_:from:using:)`` on ``activeHandIndex``, one of
///    ``legalActions``. A hand reaching 21 or more finishes by itself, as do split aces that may take
///    no more cards. After a split the first hand takes its second card at once, each later hand
///    when play reaches it.
/// 6. **Dealer play**: the dealer draws to 17, hitting soft 17 when the rules say so, and does not draw
///    when every hand busted, surrendered or was a blackjack.
/// 7. **Settled** (``Phase/settled``): ``settlement`` gives each hand's result and the net change.
///
/// **Money.** The round moves no money. It takes the player's balance with the bet and keeps track of
/// every stake put down (bet, doubles, splits, insurance), refusing a stake above what is left
/// (``availableBalance``). When the round is settled, apply ``BlackjackSettlement/netChange`` to the
/// balance (`Bankroll.apply(_:reason:)`). The bankroll must not be spent elsewhere meanwhile.
///
/// **Cards.** The round draws from a ``CasinoKit/Shoe`` passed in with its generator; tests stack the
/// shoe with ``CasinoKit/Shoe/init(stacked:penetration:)``. Reshuffling at the cut card between rounds
/// is the table's business.
///
/// **Refusals.** Every refused call throws a ``BlackjackError`` and changes neither the round nor the shoe.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var shoe = try Shoe(decks: 6, using: &generator)
/// var bankroll = try Bankroll()
/// var round = try BlackjackRound(rules: .vegas, limits: .casual)
/// try round.placeBet(.dollars(10), balance: bankroll.balance)
/// try round.deal(from: &shoe, using: &generator)
/// if round.phase == .insuranceOffer { try round.declineInsurance(from: &shoe, using: &generator) }
/// while let hand = round.activeHand {
///     try round.perform(hand.total < 17 ? .hit : .stand, from: &shoe, using: &generator)
/// }
/// if let settlement = round.settlement { try bankroll.apply(settlement) }
/// ```
public struct BlackjackRound: Sendable, Equatable, Codable {
    /// Where the round waits.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// Waiting for a bet and the deal.
        case betting
        /// The dealer shows an ace: waiting for the player to take or decline insurance.
        case insuranceOffer
        /// Waiting for an action on ``BlackjackRound/activeHand``.
        case playerTurn
        /// Over: see ``BlackjackRound/settlement``.
        case settled
    }

    public let rules: BlackjackRules
    public let limits: TableLimits
    public private(set) var phase = Phase.betting
    /// The main bet, once placed.
    public private(set) var bet: Money?
    /// The player's balance when the bet was placed.
    public private(set) var startingBalance = Money.zero
    /// The player's hands, in table order; empty before the deal.
    public private(set) var playerHands: [PlayerHand] = []
    /// Every card the dealer holds, the hole card included: show players ``visibleDealerCards``.
    public private(set) var dealerHand = BlackjackHand()
    /// The insurance bet, if taken.
    public private(set) var insurance: Money?

    /// A round in the betting phase; refused if the rules cannot be played.
    public init(rules: BlackjackRules = .vegas, limits: TableLimits = .casual) throws(BlackjackError) {
        do {
            try rules.validate()
        } catch {
            throw .invalidRules(error)
        }
        self.rules = rules
        self.limits = limits
    }

    // MARK: - Reading the round

    /// Every stake down: the bet (or the hands' stakes once dealt) and the insurance.
    public var totalStaked: Money {
        let handStakes = playerHands.isEmpty ? bet ?? .zero : playerHands.reduce(Money.zero) { $0 + $1.stake }
        return handStakes + (insurance ?? .zero)
    }

    /// The part of ``startingBalance`` not staked yet: what a double, split or insurance can draw on.
    public var availableBalance: Money { startingBalance - totalStaked }

    /// The index in ``playerHands`` of the hand to act on, during the player's turn.
    public var activeHandIndex: Int? {
        phase == .playerTurn ? playerHands.firstIndex { !$0.isFinished } : nil
    }

    /// The hand to act on, during the player's turn.
    public var activeHand: PlayerHand? { activeHandIndex.map { playerHands[$0] } }

    /// The dealer's face-up card, once dealt.
    public var dealerUpCard: Card? { dealerHand.cards.first }

    /// The dealer's cards a player may see: the up card until the dealer plays, then all of them.
    public var visibleDealerCards: [Card] {
        switch phase {
        case .betting: []
        case .insuranceOffer, .playerTurn: Array(dealerHand.cards.prefix(1))
        case .settled: dealerHand.cards
        }
    }

    /// The most insurance the player may take, while insurance is offered: half the bet, rounded down
    /// to the cent.
    public var maximumInsurance: Money? {
        guard phase == .insuranceOffer, let bet else { return nil }
        return bet.scaled(by: 1, over: 2)
    }

    /// The actions ``perform(_:from:using:)`` accepts now, in ``BlackjackAction`` order; empty outside
    /// the player's turn.
    public var legalActions: [BlackjackAction] {
        guard let index = activeHandIndex else { return [] }
        return BlackjackAction.allCases.filter { refusal(of: $0, onHand: index) == nil }
    }

    // MARK: - Betting and dealing

    /// Places the main bet, or replaces it, before the deal. `balance` is the player's whole balance; the
    /// bet must be within the table limits and at most the balance.
    public mutating func placeBet(_ amount: Money, balance: Money) throws(BlackjackError) {
        guard phase == .betting, playerHands.isEmpty else { throw .betsClosed }
        do {
            try limits.validate(bet: amount, balance: balance)
        } catch {
            throw .betRefused(error)
        }
        bet = amount
        startingBalance = balance
    }

    /// Deals the first two cards to the player and the dealer's up card (and hole card in a peek game),
    /// then offers insurance or goes on to the peek and the player's turn.
    public mutating func deal(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator)
        throws(BlackjackError)
    {
        guard phase == .betting, playerHands.isEmpty else { throw .betsClosed }
        guard let bet else { throw .noBet }
        var hand = BlackjackHand()
        hand.add(shoe.draw(using: &generator))
        dealerHand.add(shoe.draw(using: &generator))
        hand.add(shoe.draw(using: &generator))
        if rules.dealerPeeks { dealerHand.add(shoe.draw(using: &generator)) }
        playerHands = [PlayerHand(hand: hand, stake: bet)]
        if rules.insuranceOffered && dealerUpCard?.rank == .ace {
            phase = .insuranceOffer
        } else {
            peekAndPlay(from: &shoe, using: &generator)
        }
    }

    // MARK: - Insurance

    /// Takes insurance of `amount` (more than zero, at most ``maximumInsurance``, within
    /// ``availableBalance``); it pays 2:1 if the dealer has blackjack. Play then goes on.
    public mutating func takeInsurance(
        _ amount: Money, from shoe: inout Shoe, using generator: inout some RandomNumberGenerator
    ) throws(BlackjackError) {
        guard let maximum = maximumInsurance else { throw .noInsuranceOffered }
        guard amount > .zero, amount <= maximum else { throw .invalidInsurance(offered: amount, maximum: maximum) }
        guard amount <= availableBalance else { throw .insufficientFunds(needed: amount, available: availableBalance) }
        insurance = amount
        peekAndPlay(from: &shoe, using: &generator)
    }

    /// Declines insurance. Play then goes on.
    public mutating func declineInsurance(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator)
        throws(BlackjackError)
    {
        guard phase == .insuranceOffer else { throw .noInsuranceOffered }
        peekAndPlay(from: &shoe, using: &generator)
    }

    // MARK: - Player actions

    /// Performs `action` on ``activeHand``; refused unless it is one of ``legalActions``.
    public mutating func perform(
        _ action: BlackjackAction, from shoe: inout Shoe, using generator: inout some RandomNumberGenerator
    ) throws(BlackjackError) {
        guard let index = activeHandIndex else { throw .notPlayersTurn(phase) }
        if let refusal = refusal(of: action, onHand: index) { throw refusal }
        switch action {
        case .hit:
            playerHands[index].hand.add(shoe.draw(using: &generator))
        case .stand:
            playerHands[index].isFinished = true
        case .double:
            playerHands[index].stake = playerHands[index].stake + playerHands[index].stake
            playerHands[index].hand.add(shoe.draw(using: &generator))
            playerHands[index].isDoubled = true
            playerHands[index].isFinished = true
        case .split:
            let pair = playerHands[index]
            let stake = pair.stake
            playerHands[index] = PlayerHand(hand: BlackjackHand([pair.cards[0]], isFromSplit: true), stake: stake)
            playerHands.insert(
                PlayerHand(hand: BlackjackHand([pair.cards[1]], isFromSplit: true), stake: stake), at: index + 1)
        case .surrender:
            playerHands[index].isSurrendered = true
            playerHands[index].isFinished = true
        }
        moveToNextHand(from: &shoe, using: &generator)
    }

    /// Why `action` is not legal on the hand at `index` now, or `nil` if it is.
    private func refusal(of action: BlackjackAction, onHand index: Int) -> BlackjackError? {
        let hand = playerHands[index]
        let takesOneCardOnly = hand.isSplitAce && !rules.hitSplitAces
        switch action {
        case .hit:
            return takesOneCardOnly ? .splitAcesTakeOneCard : nil
        case .stand:
            return nil
        case .double:
            if takesOneCardOnly { return .splitAcesTakeOneCard }
            if hand.cards.count != 2 { return .doubleOnlyOnFirstTwoCards }
            if hand.isFromSplit && !rules.doubleAfterSplit { return .doubleAfterSplitNotAllowed }
            if !rules.doubleRule.allows(total: hand.total) {
                return .doubleNotAllowedOnTotal(hand.total, rule: rules.doubleRule)
            }
            return fundsRefusal(for: hand.stake)
        case .split:
            if !hand.canSplit { return .splitNeedsPair }
            if playerHands.count >= rules.maxSplitHands { return .splitLimitReached(maxHands: rules.maxSplitHands) }
            if hand.isSplitAce && !rules.resplitAces { return .resplitAcesNotAllowed }
            return fundsRefusal(for: hand.stake)
        case .surrender:
            if rules.surrender == .none { return .surrenderNotOffered }
            if playerHands.count != 1 || hand.cards.count != 2 { return .surrenderOnlyOnFirstTwoCards }
            return nil
        }
    }

    private func fundsRefusal(for stake: Money) -> BlackjackError? {
        stake <= availableBalance ? nil : .insufficientFunds(needed: stake, available: availableBalance)
    }

    // MARK: - Dealer

    /// After the deal or the insurance decision: a peeking dealer with blackjack ends the round at once;
    /// otherwise the player's turn begins.
    private mutating func peekAndPlay(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator) {
        if rules.dealerPeeks && dealerHand.isBlackjack {
            for index in playerHands.indices { playerHands[index].isFinished = true }
            phase = .settled
            return
        }
        phase = .playerTurn
        moveToNextHand(from: &shoe, using: &generator)
    }

    /// Moves play to the first hand that needs a decision, dealing a split hand its second card when play
    /// reaches it and finishing hands that need no decision; with none left, the dealer plays and the
    /// round settles.
    private mutating func moveToNextHand(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator) {
        while let index = playerHands.firstIndex(where: { !$0.isFinished }) {
            if playerHands[index].cards.count == 1 { playerHands[index].hand.add(shoe.draw(using: &generator)) }
            if !needsNoDecision(onHand: index) { return }
            playerHands[index].isFinished = true
        }
        playDealer(from: &shoe, using: &generator)
        phase = .settled
    }

    /// Whether the hand at `index` is done: 21 or more, or standing is all it may do.
    private func needsNoDecision(onHand index: Int) -> Bool {
        playerHands[index].total >= 21
            || BlackjackAction.allCases.allSatisfy { $0 == .stand || refusal(of: $0, onHand: index) != nil }
    }

    /// The dealer's play once the player's hands are finished. Without a hole card the dealer first takes
    /// a second card whenever a hand or the insurance can still depend on a dealer blackjack; the dealer
    /// then draws only if a hand still stands against the dealer's total.
    private mutating func playDealer(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator) {
        if dealerHand.cards.count < 2 {
            let dealerBlackjackMatters = insurance != nil || playerHands.contains { !$0.isBust }
            guard dealerBlackjackMatters else { return }
            dealerHand.add(shoe.draw(using: &generator))
            if dealerHand.isBlackjack { return }
        }
        let handStandsAgainstDealer = playerHands.contains { !$0.isBust && !$0.isSurrendered && !$0.isBlackjack }
        guard handStandsAgainstDealer else { return }
        while dealerHand.total < 17 || (dealerHand.total == 17 && dealerHand.isSoft && rules.dealerHitsSoft17) {
            dealerHand.add(shoe.draw(using: &generator))
        }
    }

    // MARK: - Settlement

    /// Each hand's result, the insurance and the net change, once the round is settled.
    public var settlement: BlackjackSettlement? {
        guard phase == .settled else { return nil }
        let dealerHasBlackjack = dealerHand.isBlackjack
        let insuranceNet = insurance.map { dealerHasBlackjack ? $0.scaled(by: 2, over: 1) : -$0 } ?? .zero
        return BlackjackSettlement(
            hands: playerHands.map { result(of: $0, dealerHasBlackjack: dealerHasBlackjack) },
            insuranceStake: insurance, insuranceNet: insuranceNet)
    }

    private func result(of hand: PlayerHand, dealerHasBlackjack: Bool) -> BlackjackSettlement.HandResult {
        let stake = hand.stake
        func result(_ outcome: BlackjackSettlement.Outcome, _ net: Money) -> BlackjackSettlement.HandResult {
            BlackjackSettlement.HandResult(outcome: outcome, stake: stake, net: net)
        }
        if hand.isBust { return result(.bust, -stake) }
        if dealerHasBlackjack { return hand.isBlackjack ? result(.push, .zero) : result(.loss, -stake) }
        if hand.isSurrendered { return result(.surrender, -(stake - stake.scaled(by: 1, over: 2))) }
        if hand.isBlackjack {
            let payout = rules.blackjackPayout.ratio
            return result(.blackjack, stake.scaled(by: payout.numerator, over: payout.denominator))
        }
        if dealerHand.isBust || hand.total > dealerHand.total { return result(.win, stake) }
        return hand.total == dealerHand.total ? result(.push, .zero) : result(.loss, -stake)
    }
}

extension BlackjackRules.DoubleRule {
    /// Whether a first-two-card total may be doubled. Two-card soft totals are 12 or more, so 9-11 are
    /// always hard.
    fileprivate func allows(total: Int) -> Bool {
        switch self {
        case .anyTwo: true
        case .nineToEleven: (9...11).contains(total)
        case .tenToEleven: (10...11).contains(total)
        }
    }
}
