import CasinoKit

/// A call a ``BlackjackRound`` refuses. A refused call changes neither the round nor the shoe.
public enum BlackjackError: Error, Equatable, CustomStringConvertible {
    /// The rules given to the round cannot be played.
    case invalidRules(BlackjackRulesError)
    /// The bet is outside the table limits or above the balance.
    case betRefused(TableLimitError)
    /// A double, split or insurance needs more than the balance has left after the stakes already down.
    case insufficientFunds(needed: Money, available: Money)
    /// A bet or deal after the cards are out.
    case betsClosed
    /// A deal before any bet.
    case noBet
    /// An insurance decision when none is offered.
    case noInsuranceOffered
    /// An insurance bet of zero, less, or more than half the bet.
    case invalidInsurance(offered: Money, maximum: Money)
    /// A player action while the round waits for something else (a bet, an insurance decision) or is over.
    case notPlayersTurn(BlackjackRound.Phase)
    /// A hit or double on a split ace, which takes one card only under these rules.
    case splitAcesTakeOneCard
    /// A double on a hand of more than two cards.
    case doubleOnlyOnFirstTwoCards
    /// A double on a total the table's double rule excludes.
    case doubleNotAllowedOnTotal(Int, rule: BlackjackRules.DoubleRule)
    /// A double on a split hand where the table does not allow doubling after a split.
    case doubleAfterSplitNotAllowed
    /// A split of two cards of different values, or of more than two cards.
    case splitNeedsPair
    /// A split beyond the table's maximum number of hands.
    case splitLimitReached(maxHands: Int)
    /// A second split of aces where the table does not allow it.
    case resplitAcesNotAllowed
    /// A surrender at a table that does not offer it.
    case surrenderNotOffered
    /// A surrender after the first decision (a hit or a split).
    case surrenderOnlyOnFirstTwoCards

    public var description: String {
        switch self {
        case .invalidRules(let error):
            error.description
        case .betRefused(let error):
            error.description
        case .insufficientFunds(let needed, let available):
            "That needs \(needed) more, but only \(available) of your balance is not already staked."
        case .betsClosed:
            "The cards are already out: bets can be placed or changed only before the deal."
        case .noBet:
            "Place a bet before dealing."
        case .noInsuranceOffered:
            "Insurance is offered only when the dealer shows an ace, before you act on your hand."
        case .invalidInsurance(let offered, let maximum):
            "An insurance bet must be more than $0 and at most half your bet, \(maximum); \(offered) is not."
        case .notPlayersTurn(let phase):
            switch phase {
            case .betting: "Place a bet and deal before choosing an action."
            case .insuranceOffer: "Take or decline insurance before playing your hand."
            case .playerTurn: "Choose one of the legal actions for your hand."
            case .settled: "The round is over: start a new round to play again."
            }
        case .splitAcesTakeOneCard:
            "Split aces receive one card each at this table: you can only stand."
        case .doubleOnlyOnFirstTwoCards:
            "You can double only on your first two cards: hit or stand instead."
        case .doubleNotAllowedOnTotal(let total, let rule):
            switch rule {
            case .anyTwo: "You can double on any two cards; this hand of \(total) cannot be doubled."
            case .nineToEleven: "This table lets you double only on 9, 10 or 11, not on \(total)."
            case .tenToEleven: "This table lets you double only on 10 or 11, not on \(total)."
            }
        case .doubleAfterSplitNotAllowed:
            "This table does not allow doubling after a split: hit or stand instead."
        case .splitNeedsPair:
            "You can split only two cards of the same value."
        case .splitLimitReached(let maxHands):
            "This table allows at most \(maxHands) hands from splitting: hit, stand or double instead."
        case .resplitAcesNotAllowed:
            "This table does not allow splitting aces again."
        case .surrenderNotOffered:
            "This table does not offer surrender."
        case .surrenderOnlyOnFirstTwoCards:
            "You can surrender only on your first two cards, before any other action."
        }
    }
}
