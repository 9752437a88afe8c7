/// A round as it is recorded once settled: the money staked on it, the player's net result and a short text
/// saying what happened (the cards and each bet's result).
public struct SettledRound: Sendable, Equatable {
    /// Every stake the round took.
    public var stake: Money
    /// The player's gain (negative for a loss).
    public var net: Money
    /// What happened, e.g. `player 10S 8H; dealer 9D 7C 5S; win $10`.
    public var detail: String

    public init(stake: Money, net: Money, detail: String) {
        self.stake = stake
        self.net = net
        self.detail = detail
    }

    /// What goes back to the player: the stakes and their net result (zero when everything was lost).
    public var returned: Money { stake + net }
}

/// What an accepted intent did to the player's money: apply it to the balance (``Bankroll/apply(_:table:)``)
/// together with the table, and record ``settled`` once.
public struct TableOutcome: Sendable, Equatable {
    /// Stakes put on the table now, taken from the balance.
    public var debit: Money
    /// Stakes and winnings returned now.
    public var credit: Money
    /// The round that settled now, if one did.
    public var settled: SettledRound?

    public init(debit: Money = .zero, credit: Money = .zero, settled: SettledRound? = nil) {
        self.debit = debit
        self.credit = credit
        self.settled = settled
    }

    /// A round settled now: `debit` taken, and everything it returns (``SettledRound/returned``) paid back.
    public static func settling(_ round: SettledRound, debit: Money) -> TableOutcome {
        TableOutcome(debit: debit, credit: round.returned, settled: round)
    }
}

extension Bankroll {
    /// Moves an outcome's money: the debit out first (refused when the balance cannot pay it), then the credit in.
    /// Refused as ``TableRefusal/insufficientFunds(message:)``, changing nothing. `table` names the table in the
    /// ledger, e.g. `blackjack`.
    public mutating func apply(_ outcome: TableOutcome, table: String) throws(TableRefusal) {
        var bankroll = self
        do throws(BankrollError) {
            try bankroll.debit(outcome.debit, reason: "stakes on the \(table) table")
            try bankroll.credit(outcome.credit, reason: "returned from the \(table) table")
        } catch {
            throw .insufficientFunds(message: error.description)
        }
        self = bankroll
    }
}
