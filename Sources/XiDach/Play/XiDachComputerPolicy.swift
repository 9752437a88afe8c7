/// How the computer (the dealer) plays its hand, the same under both presets.
///
/// The report's AI "will try to hit the card point within the range of 15 and 21": it draws while its best
/// total is below ``XiDachRules/dealerMinimumToStand`` (15), and stands at once on Xì Bàn or Xì Dách, on Quắc
/// and at the card limit (five cards). Above 21 is Quắc, so the 15-21 band reduces to "draw below 15"; the folk
/// dealer's "15 to stand" is the same rule.
public enum XiDachComputerPolicy {
    /// Whether the computer draws another card to `hand` under `rules`.
    public static func shouldDraw(_ hand: XiDachHand, rules: XiDachRules) -> Bool {
        shouldDraw(hand.value(under: rules), cardCount: hand.cards.count, rules: rules)
    }

    static func shouldDraw(_ value: XiDachHandValue, cardCount: Int, rules: XiDachRules) -> Bool {
        guard cardCount < rules.maximumCards, case .points(let total) = value else { return false }
        return total < rules.dealerMinimumToStand
    }
}
