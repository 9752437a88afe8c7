extension Money {
    /// The amount a player names in an intent, refused unless it lies between one cent and
    /// ``largestAccepted`` (code `invalid-amount`): every engine checks its amounts with it before any
    /// arithmetic, so no amount, however large, can overflow a sum.
    ///
    /// ```swift
    /// try Money.accepted(cents: 2_500)        // $25
    /// try Money.accepted(cents: Int.max)      // throws TableRefusal.badInput(code: "invalid-amount", …)
    /// ```
    public static func accepted(cents: Int) throws(TableRefusal) -> Money {
        guard (1...largestAccepted.cents).contains(cents) else {
            throw .badInput(
                code: "invalid-amount",
                message: "amountCents must be between 1 and \(largestAccepted.cents), not \(cents).")
        }
        return Money(cents: cents)
    }
}
