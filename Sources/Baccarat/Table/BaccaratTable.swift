import CasinoKit

/// A player's baccarat table: the shoe, the round being bet on or just dealt, and the shoe's results for the
/// roads. A value a server stores as JSON between requests; it applies typed intents (``BaccaratIntent``) and says
/// what each did to the balance (``CasinoKit/TableOutcome``). A coup is dealt and settled in one intent, so the
/// table is always between rounds.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var table = BaccaratTable(limits: .casual, using: &generator)
/// _ = try table.apply(.bet(.banker, .dollars(20)), balance: .dollars(1_000), using: &generator)
/// let outcome = try table.apply(.deal, balance: .dollars(1_000), using: &generator)
/// outcome.settled?.detail   // e.g. "player 9S KD (9); banker 5H 2C (7); banker $20 loss -$20"
/// ```
///
/// Every refused intent throws a ``CasinoKit/TableRefusal`` and changes nothing.
public struct BaccaratTable: Sendable, Equatable, Codable {
    /// Where the table waits, with stable names for clients.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// Taking bets for the next coup.
        case betting
        /// The coup is dealt and settled; bets for the next are open.
        case settled
    }

    public private(set) var limits: TableLimits
    public private(set) var shoe: Shoe
    /// The round being bet on, or the one just dealt; `nil` before the first chip.
    public private(set) var round: BaccaratRound?
    /// The results since the last shuffle, oldest first: what the road maps draw.
    public private(set) var history: [BaccaratRecord] = []

    /// The decks in the shoe.
    public static let decks = 8
    /// The share of the shoe dealt before the cut card.
    public static let penetration = 0.75

    /// A table with a freshly shuffled eight-deck shoe, its first card burned.
    public init(limits: TableLimits, using generator: inout some RandomNumberGenerator) {
        var shoe = Shoe(stacked: Array((0..<Self.decks).map { _ in Card.deck }.joined()), penetration: Self.penetration)
        shoe.shuffle(using: &generator)
        shoe.burn(using: &generator)
        self.init(limits: limits, shoe: shoe)
    }

    /// A table dealing from `shoe` as it is (no shuffle, no burn): for tests and replays with a stacked shoe.
    public init(limits: TableLimits, shoe: Shoe) {
        self.limits = limits
        self.shoe = shoe
    }

    /// Where the table waits: betting until the coup is dealt, then settled.
    public var phase: Phase { round?.coup == nil ? .betting : .settled }

    /// Always: a coup is dealt and settled in one intent, so bets are always open and new limits may be taken.
    public var isBetweenRounds: Bool { true }

    /// Never: the player makes no decision during a coup.
    public var isPlayerTurn: Bool { false }

    /// Nothing is ever in play between intents.
    public var stakesInPlay: Money { .zero }

    /// The wire names of the intents the table takes now, in a stable order: `bet` always, `clear-bets` and
    /// `deal` with bets down, `next-round` after a coup.
    public var legalIntents: [String] {
        if round?.coup != nil { return ["bet", "next-round"] }
        return ["bet"] + (round?.wagers.isEmpty ?? true ? [] : ["clear-bets", "deal"])
    }

    /// The most each zone takes now (``BaccaratRound/largestAddition(to:)`` of the round a bet would go to): each
    /// zone within the table maximum, all of them within `balance`.
    public func largestBets(balance: Money) -> [BaccaratBet: Money] {
        let round = openRound(balance: balance)
        return Dictionary(
            uniqueKeysWithValues: BaccaratBet.allCases.map { ($0, round?.largestAddition(to: $0) ?? .zero) })
    }

    /// Whether the table plays these limits (by id).
    public func matches(limits: TableLimits) -> Bool { limits.id == self.limits.id }

    /// The table under new limits: a new shoe and roads, keeping the bets of a round not yet dealt that fit them.
    public func adopting(limits: TableLimits, using generator: inout some RandomNumberGenerator) -> BaccaratTable {
        var adopted = BaccaratTable(limits: limits, using: &generator)
        if let round, round.coup == nil {
            var carried = BaccaratRound(limits: limits, balance: round.balance)
            for wager in round.wagers { try? carried.place(wager.stake, on: wager.bet) }
            adopted.round = carried.wagers.isEmpty ? nil : carried
        }
        return adopted
    }

    /// Applies `intent` for a player holding `balance`. Throws, changing nothing, when it is not legal now.
    public mutating func apply(
        _ intent: BaccaratIntent, balance: Money, using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> TableOutcome {
        switch intent {
        case .bet(let zone, let amount):
            let amount = try Money.accepted(cents: amount.cents)
            guard var next = openRound(balance: balance) else {
                throw .insufficientFunds(
                    message:
                        "The bets already down, \(round?.totalStake ?? .zero), are more than the balance of \(balance)."
                )
            }
            do {
                try next.place(amount, on: zone)
            } catch {
                throw .refused(error, badInput: true)
            }
            round = next
            return TableOutcome()
        case .clearBets:
            guard round?.coup == nil else { throw .notNow(code: "no-bets", message: "There are no bets to clear.") }
            round = nil
            return TableOutcome()
        case .deal:
            return try deal(balance: balance, using: &generator)
        case .nextRound:
            guard round?.coup != nil else {
                throw .notNow(code: "round-in-progress", message: "Deal this round first.")
            }
            round = nil
            return TableOutcome()
        }
    }

    /// Deals the coup (reshuffling first past the cut card, which starts new roads) and settles every bet.
    private mutating func deal(balance: Money, using generator: inout some RandomNumberGenerator) throws(TableRefusal)
        -> TableOutcome
    {
        guard var next = round, next.coup == nil, !next.wagers.isEmpty else {
            throw .notNow(code: "no-bet", message: "Place a bet before dealing.")
        }
        guard next.totalStake <= balance else {
            throw .insufficientFunds(message: "The bets total \(next.totalStake), more than the balance of \(balance).")
        }
        var shoe = self.shoe
        var history = self.history
        if shoe.isPastCutCard {
            shoe.shuffle(using: &generator)
            shoe.burn(using: &generator)
            history = []
        }
        do {
            try next.deal(from: &shoe, using: &generator)
        } catch {
            throw .refused(error)
        }
        guard let coup = next.coup else { throw .notNow(code: "not-dealt", message: "The coup could not be dealt.") }
        history.append(BaccaratRecord(coup))
        self.shoe = shoe
        self.history = history
        round = next
        let bets = next.settlements.map { "\($0.bet.rawValue) \($0.stake) \($0.result.rawValue) \($0.net)" }
        return .settling(
            SettledRound(
                stake: next.totalStake, net: next.netChange,
                detail: "player \(coup.playerCards.map(\.code).joined(separator: " ")) (\(coup.playerTotal)); "
                    + "banker \(coup.bankerCards.map(\.code).joined(separator: " ")) (\(coup.bankerTotal)); "
                    + bets.joined(separator: ", ")),
            debit: next.totalStake)
    }

    /// The round a bet goes to, checked against `balance` as it is now (it may have changed at another table since
    /// the first chip): the bets not yet dealt carried into a new round, or an empty one once the last was dealt;
    /// `nil` when the bets already down are more than `balance`.
    private func openRound(balance: Money) -> BaccaratRound? {
        var open = BaccaratRound(limits: limits, balance: balance)
        guard let round, round.coup == nil else { return open }
        do {
            for wager in round.wagers { try open.place(wager.stake, on: wager.bet) }
        } catch {
            return nil
        }
        return open
    }
}
