import CasinoKit

extension BlackjackRound {
    /// One of the player's hands in a round, with its stake.
    ///
    /// The hand's card properties read through: `playerHand.total`, `playerHand.isSoft`, `playerHand.cards`.
    @dynamicMemberLookup
    public struct PlayerHand: Sendable, Hashable, Codable {
        /// The cards.
        public internal(set) var hand: BlackjackHand
        /// The money riding on the hand: the bet, twice the bet once doubled.
        public internal(set) var stake: Money
        public internal(set) var isDoubled = false
        public internal(set) var isSurrendered = false
        /// Whether the hand needs no more decisions (stood, doubled, surrendered, reached 21 or busted).
        public internal(set) var isFinished = false

        init(hand: BlackjackHand, stake: Money) {
            self.hand = hand
            self.stake = stake
        }

        /// Whether the hand is one of a pair of split aces.
        public var isSplitAce: Bool { hand.isFromSplit && hand.cards.first?.rank == .ace }

        public subscript<Value>(dynamicMember keyPath: KeyPath<BlackjackHand, Value>) -> Value {
            hand[keyPath: keyPath]
        }
    }
}
