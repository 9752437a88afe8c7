import CasinoKit

/// What a settled round pays: each hand's result, the insurance and the net money change.
public struct BlackjackSettlement: Sendable, Hashable, Codable {
    /// How a hand ended.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// A natural, paid 3:2 or 6:5 by the rules.
        case blackjack
        /// Paid 1:1.
        case win
        /// The stake is returned.
        case push
        /// Lost to a higher dealer total or a dealer blackjack.
        case loss
        /// Over 21: lost, even if the dealer busts too.
        case bust
        /// Half the stake is returned.
        case surrender
    }

    /// One hand's result.
    public struct HandResult: Sendable, Hashable, Codable {
        public let outcome: Outcome
        /// The money that was riding on the hand.
        public let stake: Money
        /// What the player gains (positive) or loses (negative) on the hand.
        public let net: Money
    }

    /// The player's hands, in table order.
    public let hands: [HandResult]
    /// The insurance bet, if taken.
    public let insuranceStake: Money?
    /// What the insurance gains (2:1 against a dealer blackjack) or loses; zero when not taken.
    public let insuranceNet: Money

    /// The change to the player's balance: the sum of every hand's net and the insurance's.
    public var netChange: Money { hands.reduce(insuranceNet) { $0 + $1.net } }
}

extension Bankroll {
    /// Applies a settled round's ``BlackjackSettlement/netChange``: a credit for a gain, a debit for a loss.
    ///
    /// The round never lets the stakes exceed the balance it was given, so the debit succeeds when that
    /// balance is still there.
    public mutating func apply(_ settlement: BlackjackSettlement, reason: String = "blackjack round")
        throws(BankrollError)
    {
        let change = settlement.netChange
        if change >= .zero {
            try credit(change, reason: reason)
        } else {
            try debit(-change, reason: reason)
        }
    }
}
