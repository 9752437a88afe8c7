import CasinoKit

/// One round of Punto Banco for one player: bets on several zones, one coup, the settlement.
///
/// A value a server can persist between requests. Each zone's stake must lie within the table limits
/// and all stakes together within the balance the round opened with; a refused call changes nothing.
/// The round does not hold the money: apply ``netChange`` (or each ``Settlement/net``) to the player's
/// bankroll once it is settled.
///
/// ```swift
/// var round = BaccaratRound(limits: .casual, balance: .dollars(1_000))
/// try round.place(.dollars(20), on: .banker)
/// try round.place(.dollars(5), on: .tie)
/// try round.deal(from: &shoe, using: &generator)
/// round.netChange      // e.g. $19 - $5 = $14 on a Banker win
/// ```
public struct BaccaratRound: Sendable, Hashable, Codable {
    /// The money on one betting zone.
    public struct Wager: Sendable, Hashable, Codable {
        public let bet: BaccaratBet
        public fileprivate(set) var stake: Money
    }

    /// How a bet ended.
    public enum BetResult: String, Sendable, Hashable, Codable {
        case win
        case loss
        /// The stake comes back: Player and Banker bets on a tie.
        case push
    }

    /// What one wager did.
    public struct Settlement: Sendable, Hashable, Codable {
        public let bet: BaccaratBet
        public let stake: Money
        public let result: BetResult
        /// The change to the player's money: the winnings, minus the stake, or zero.
        public let net: Money
    }

    public let limits: TableLimits
    /// The player's balance when the round opened; the stakes together may not exceed it.
    public let balance: Money
    /// The wagers, one per zone, in the order first placed.
    public private(set) var wagers: [Wager] = []
    /// The coup, once dealt; bets are closed from then on.
    public private(set) var coup: BaccaratCoup?

    /// An open round at a table with `limits`, for a player holding `balance`.
    public init(limits: TableLimits = .default, balance: Money) {
        self.limits = limits
        self.balance = balance
    }

    /// The money on the table.
    public var totalStake: Money { wagers.reduce(.zero) { $0 + $1.stake } }

    /// Adds `stake` to the zone `bet`. The zone's new stake must lie within the limits and all stakes
    /// together within the balance.
    public mutating func place(_ stake: Money, on bet: BaccaratBet) throws(BaccaratRoundError) {
        guard coup == nil else { throw .betsClosed }
        guard stake > .zero else { throw .nonPositiveStake(stake) }
        let index = wagers.firstIndex { $0.bet == bet }
        let placed = index.map { wagers[$0].stake } ?? .zero
        // The limit is checked before adding, so no stake, however large, can overflow the sum.
        guard stake <= limits.maximum - placed else {
            throw .outsideLimits(bet: bet, stake: placed.adding(stake) ?? stake, limits: limits)
        }
        let zoneStake = placed + stake
        guard zoneStake >= limits.minimum else { throw .outsideLimits(bet: bet, stake: zoneStake, limits: limits) }
        let total = totalStake + stake
        guard total <= balance else { throw .aboveBalance(total: total, balance: balance) }
        if let index {
            wagers[index].stake = zoneStake
        } else {
            wagers.append(Wager(bet: bet, stake: zoneStake))
        }
    }

    /// The most that can be added to `bet` now: what keeps the zone within the table maximum and all the stakes
    /// within the balance; zero once the coup is dealt. (Each zone has its own maximum: $400 on the Banker at a
    /// $5-$500 table still leaves room for $500 on the Tie.)
    public func largestAddition(to bet: BaccaratBet) -> Money {
        guard coup == nil else { return .zero }
        let placed = wagers.first { $0.bet == bet }?.stake ?? .zero
        return max(.zero, min(limits.maximum - placed, balance - totalStake))
    }

    /// Deals the coup from `shoe`. Refused, touching neither the round nor the shoe, without a bet or
    /// once dealt.
    public mutating func deal(from shoe: inout Shoe, using generator: inout some RandomNumberGenerator)
        throws(BaccaratRoundError)
    {
        guard coup == nil else { throw .alreadyDealt }
        guard !wagers.isEmpty else { throw .noBets }
        coup = BaccaratCoup.deal(from: &shoe, using: &generator)
    }

    /// Each wager's result, in the order placed; empty until the coup is dealt.
    public var settlements: [Settlement] {
        guard let coup else { return [] }
        return wagers.map { wager in
            let result = Self.result(of: wager.bet, in: coup)
            let net: Money =
                switch result {
                case .win: wager.bet.winnings(on: wager.stake)
                case .loss: -wager.stake
                case .push: .zero
                }
            return Settlement(bet: wager.bet, stake: wager.stake, result: result, net: net)
        }
    }

    /// The change to the player's money over all wagers; zero until the coup is dealt.
    public var netChange: Money { settlements.reduce(.zero) { $0 + $1.net } }

    private static func result(of bet: BaccaratBet, in coup: BaccaratCoup) -> BetResult {
        switch (bet, coup.outcome) {
        case (.player, .tie), (.banker, .tie): .push
        case (.player, .player), (.banker, .banker), (.tie, .tie): .win
        case (.player, _), (.banker, _), (.tie, _): .loss
        case (.playerPair, _): coup.isPlayerPair ? .win : .loss
        case (.bankerPair, _): coup.isBankerPair ? .win : .loss
        }
    }
}

/// A refused action on a round.
public enum BaccaratRoundError: Error, Equatable, CustomStringConvertible {
    case nonPositiveStake(Money)
    case outsideLimits(bet: BaccaratBet, stake: Money, limits: TableLimits)
    case aboveBalance(total: Money, balance: Money)
    case betsClosed
    case noBets
    case alreadyDealt

    public var description: String {
        switch self {
        case .nonPositiveStake(let stake):
            "A stake must be more than zero, not \(stake)."
        case .outsideLimits(let bet, let stake, let limits):
            "\(stake) on \(bet.rawValue) is outside the \(limits.name) table's limits of \(limits.minimum) to "
                + "\(limits.maximum)."
        case .aboveBalance(let total, let balance):
            "The bets would total \(total), more than the balance of \(balance)."
        case .betsClosed:
            "Bets are closed: the coup has been dealt."
        case .noBets:
            "Place a bet before dealing."
        case .alreadyDealt:
            "This round has already been dealt; open a new round."
        }
    }
}
