import CasinoKit

/// A refused request in Xì Dách. A refused request changes nothing.
public enum XiDachError: Error, Hashable, CustomStringConvertible {
    /// A round is under way; finish it first.
    case roundInProgress
    /// There is no round to act in: start one first.
    case noRoundInProgress
    /// The round is over.
    case roundFinished
    /// The player's hand is Xì Bàn, Xì Dách or Quắc and must stand.
    case mustStand(XiDachHandValue)
    /// The computer showed Xì Bàn or Xì Dách at the deal; the player can only stand.
    case computerShowedSpecial(XiDachHandValue)
    /// The hand already holds the most cards allowed.
    case handFull(maximumCards: Int)
    /// The hand's total is below the minimum needed to stand.
    case belowMinimumToStand(total: Int, minimum: Int)
    /// A stake must be positive.
    case invalidStake(Money)
    /// Hands may hold 2 to 5 cards.
    case invalidMaximumCards(Int)
    /// Multipliers must be at least 1.
    case invalidMultiplier(Int)
    /// A hand of this many cards cannot be evaluated here.
    case invalidHandSize(cards: Int, allowed: ClosedRange<Int>)
    /// Too few cards are left to play a round out.
    case notEnoughCards(needed: Int, available: Int)
    /// A card to take out of a deck composition is not in it.
    case cardNotInDeck(Card)
    /// A deck composition holds 1 to 8 decks.
    case invalidDeckCount(Int)
    /// No arrangement of the unseen cards leaves the computer without the special hand it would have shown.
    case noConsistentDeal
    /// A simulation needs at least one round.
    case invalidRoundCount(Int)
    /// There is no preset of this name.
    case unknownPreset(String)

    public var description: String {
        switch self {
        case .roundInProgress: "A round is under way; finish it before dealing again or resetting the match."
        case .noRoundInProgress: "There is no round in progress; deal one first."
        case .roundFinished: "This round is over; deal a new one."
        case .mustStand(let value): "\(value.vietnameseName) must stand: press Deal."
        case .computerShowedSpecial(let value):
            "The computer has \(value.vietnameseName); you can only press Deal."
        case .handFull(let maximumCards): "A hand holds at most \(maximumCards) cards."
        case .belowMinimumToStand(let total, let minimum): "You need \(minimum) to stand, and have \(total)."
        case .invalidStake(let stake): "A stake must be positive, not \(stake)."
        case .invalidMaximumCards(let cards): "A hand may hold 2 to 5 cards at most, not \(cards)."
        case .invalidMultiplier(let multiplier): "A payout multiplier must be at least 1, not \(multiplier)."
        case .invalidHandSize(let cards, let allowed):
            "A hand of \(cards) cards cannot be used here; it needs \(allowed.lowerBound) to \(allowed.upperBound)."
        case .notEnoughCards(let needed, let available):
            "Playing on needs \(needed) cards, but only \(available) are left."
        case .cardNotInDeck(let card): "\(card) is not among the cards left."
        case .invalidDeckCount(let decks):
            "A deck composition holds \(Shoe.deckRange.lowerBound) to \(Shoe.deckRange.upperBound) decks, not \(decks)."
        case .noConsistentDeal:
            "The unseen cards always give the computer a special hand, which it would have shown."
        case .invalidRoundCount(let rounds): "A simulation needs at least one round, not \(rounds)."
        case .unknownPreset(let name):
            "There are no Xi Dach rules '\(name)'; use one of: \(XiDachRules.presets.map(\.name).joined(separator: ", "))."
        }
    }
}
