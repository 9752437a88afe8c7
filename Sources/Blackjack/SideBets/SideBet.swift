import CasinoKit

/// A blackjack side bet, settled as soon as the first cards are dealt.
///
/// ```swift
/// let result = try SideBet.perfectPairs.settle(
///     stake: .dollars(5), playerCards: (Card(.eight, .hearts), Card(.eight, .diamonds)),
///     dealerUpCard: Card(.king, .spades))
/// result.winningHand   // .colouredPair
/// result.net           // $60: 12 to 1
/// ```
public enum SideBet: String, Sendable, Hashable, Codable, CaseIterable {
    /// The player's first two cards are a pair: mixed 6:1, coloured 12:1, perfect 25:1.
    case perfectPairs = "perfect-pairs"
    /// The player's first two cards and the dealer's up card as a three-card poker hand: flush 5:1,
    /// straight 10:1, three of a kind 30:1, straight flush 40:1, suited trips 100:1.
    case twentyOnePlusThree = "21+3"

    /// The winning hands, from the lowest payout.
    public var payTable: [SideBetHand] {
        switch self {
        case .perfectPairs: [.mixedPair, .colouredPair, .perfectPair]
        case .twentyOnePlusThree: [.flush, .straight, .threeOfAKind, .straightFlush, .suitedTrips]
        }
    }

    /// The best winning hand the cards make for this bet, or `nil` if the bet loses.
    public func winningHand(playerCards: (Card, Card), dealerUpCard: Card) -> SideBetHand? {
        switch self {
        case .perfectPairs: SideBetHand.perfectPairs(playerCards.0, playerCards.1)
        case .twentyOnePlusThree: SideBetHand.twentyOnePlusThree([playerCards.0, playerCards.1, dealerUpCard])
        }
    }

    /// Settles a stake (more than zero) on the cards: a win pays the hand's odds, a loss takes the stake.
    public func settle(stake: Money, playerCards: (Card, Card), dealerUpCard: Card) throws(SideBetError)
        -> SideBetResult
    {
        guard stake > .zero else { throw .stakeNotPositive(stake) }
        let hand = winningHand(playerCards: playerCards, dealerUpCard: dealerUpCard)
        let net = hand.map { stake.scaled(by: $0.odds, over: 1) } ?? -stake
        return SideBetResult(bet: self, stake: stake, winningHand: hand, net: net)
    }
}

/// A side bet's winning hand.
public enum SideBetHand: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Perfect Pairs: a pair of different colours.
    case mixedPair = "mixed-pair"
    /// Perfect Pairs: a pair of the same colour, different suits.
    case colouredPair = "coloured-pair"
    /// Perfect Pairs: a pair of the same suit.
    case perfectPair = "perfect-pair"
    /// 21+3: three cards of one suit.
    case flush
    /// 21+3: three consecutive ranks; the ace plays high (Q-K-A) or low (A-2-3), not both (K-A-2).
    case straight
    /// 21+3: three cards of one rank, of different suits.
    case threeOfAKind = "three-of-a-kind"
    /// 21+3: a straight in one suit.
    case straightFlush = "straight-flush"
    /// 21+3: three cards of one rank and one suit.
    case suitedTrips = "suited-trips"

    /// What the hand pays, n to 1.
    public var odds: Int {
        switch self {
        case .mixedPair: 6
        case .colouredPair: 12
        case .perfectPair: 25
        case .flush: 5
        case .straight: 10
        case .threeOfAKind: 30
        case .straightFlush: 40
        case .suitedTrips: 100
        }
    }

    /// E.g. `coloured pair 12:1`.
    public var description: String { "\(rawValue.replacingHyphens) \(odds):1" }

    static func perfectPairs(_ first: Card, _ second: Card) -> SideBetHand? {
        guard first.rank == second.rank else { return nil }
        if first.suit == second.suit { return .perfectPair }
        return first.suit.isRed == second.suit.isRed ? .colouredPair : .mixedPair
    }

    static func twentyOnePlusThree(_ cards: [Card]) -> SideBetHand? {
        let isFlush = Set(cards.map(\.suit)).count == 1
        let ranks = cards.map(\.rank.rawValue).sorted()
        if Set(ranks).count == 1 { return isFlush ? .suitedTrips : .threeOfAKind }
        let isStraight = Set(ranks).count == 3 && (ranks[2] - ranks[0] == 2 || ranks == [1, 12, 13])
        switch (isStraight, isFlush) {
        case (true, true): return .straightFlush
        case (true, false): return .straight
        case (false, true): return .flush
        case (false, false): return nil
        }
    }
}

/// A settled side bet.
public struct SideBetResult: Sendable, Hashable, Codable {
    public let bet: SideBet
    public let stake: Money
    /// The winning hand, or `nil` if the bet lost.
    public let winningHand: SideBetHand?
    /// What the player gains (stake × odds) or loses (the stake).
    public let net: Money
}

/// A side bet that cannot be settled.
public enum SideBetError: Error, Equatable, CustomStringConvertible {
    case stakeNotPositive(Money)

    public var description: String {
        switch self {
        case .stakeNotPositive(let stake): "A side bet must be more than $0, not \(stake)."
        }
    }
}

extension String {
    fileprivate var replacingHyphens: String { String(map { $0 == "-" ? " " : $0 }) }
}
