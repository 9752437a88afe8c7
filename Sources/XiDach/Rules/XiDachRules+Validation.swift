extension XiDachRules {
    /// The allowed hand-size limits: two cards are dealt, and Ngũ Linh is the fifth.
    static let maximumCardsRange = 2...XiDachHand.nguLinhCardCount

    /// Refuses rules the engine cannot play: a card limit outside 2-5 or a multiplier below 1.
    func validate() throws(XiDachError) {
        guard XiDachRules.maximumCardsRange.contains(maximumCards) else { throw .invalidMaximumCards(maximumCards) }
        for multiplier in [xiBanMultiplier, xiDachMultiplier, nguLinhMultiplier] where multiplier < 1 {
            throw .invalidMultiplier(multiplier)
        }
    }
}
