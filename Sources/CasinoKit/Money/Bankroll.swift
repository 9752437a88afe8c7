/// A player's money with its ledger. The balance can never go negative.
///
/// ```swift
/// var bankroll = try Bankroll()                    // $1,000
/// try bankroll.debit(.dollars(25), reason: "bet")
/// try bankroll.credit(.dollars(50), reason: "win")
/// ```
public struct Bankroll: Sendable, Hashable, Codable {
    /// One movement of money.
    public struct Entry: Sendable, Hashable, Codable {
        /// Positive for money in, negative for money out.
        public let amount: Money
        public let reason: String
        public let balanceAfter: Money
    }

    /// The beginner-friendly starting balance of the casino documents: $1,000.
    public static let defaultStartingBalance = Money.dollars(1_000)

    /// The money available.
    public private(set) var balance: Money
    /// Every movement, oldest first.
    public private(set) var ledger: [Entry] = []

    /// A bankroll holding `balance`, which must not be negative.
    public init(balance: Money = Bankroll.defaultStartingBalance) throws(BankrollError) {
        guard balance >= .zero else { throw .negativeAmount(balance) }
        self.balance = balance
    }

    /// Whether `amount` can be paid from the balance.
    public func canCover(_ amount: Money) -> Bool { amount <= balance }

    /// Takes `amount` out; refused, changing nothing, if it is negative or more than the balance.
    public mutating func debit(_ amount: Money, reason: String) throws(BankrollError) {
        guard amount >= .zero else { throw .negativeAmount(amount) }
        guard amount <= balance else { throw .insufficientFunds(needed: amount, available: balance) }
        balance = balance - amount
        ledger.append(Entry(amount: -amount, reason: reason, balanceAfter: balance))
    }

    /// Puts `amount` in; negative amounts, and amounts the balance could not hold, are refused.
    public mutating func credit(_ amount: Money, reason: String) throws(BankrollError) {
        guard amount >= .zero else { throw .negativeAmount(amount) }
        guard let sum = balance.adding(amount) else { throw .tooLarge(amount) }
        balance = sum
        ledger.append(Entry(amount: amount, reason: reason, balanceAfter: balance))
    }
}

/// A refused money movement.
public enum BankrollError: Error, Equatable, CustomStringConvertible {
    case insufficientFunds(needed: Money, available: Money)
    case negativeAmount(Money)
    case tooLarge(Money)

    public var description: String {
        switch self {
        case .insufficientFunds(let needed, let available):
            "That needs \(needed), but the balance is \(available)."
        case .negativeAmount(let amount):
            "\(amount) is negative; amounts must be zero or more."
        case .tooLarge(let amount):
            "\(amount) is more than a bankroll can hold."
        }
    }
}
