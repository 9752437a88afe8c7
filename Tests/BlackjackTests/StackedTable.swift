import Blackjack
import CasinoKit
import Testing

/// Cards from codes separated by spaces, e.g. `"AS 10H KD"`.
func cards(_ codes: String) throws -> [Card] {
    try codes.split(separator: " ").map { try Card(code: String($0)) }
}

/// A round dealt from a stacked shoe. The deal takes player, dealer, player, then the dealer's hole card
/// in a peek game; later cards go out in order of play.
struct StackedTable: Equatable {
    var shoe: Shoe
    var generator = Xoshiro256(seed: 21)
    var round: BlackjackRound

    init(
        _ codes: String, rules: BlackjackRules = .vegas, bet: Money = .dollars(10), balance: Money = .dollars(1_000)
    ) throws {
        shoe = Shoe(stacked: try cards(codes))
        round = try BlackjackRound(rules: rules, limits: .casual)
        try round.placeBet(bet, balance: balance)
        try round.deal(from: &shoe, using: &generator)
    }

    mutating func perform(_ actions: BlackjackAction...) throws {
        for action in actions { try round.perform(action, from: &shoe, using: &generator) }
    }

    mutating func takeInsurance(_ amount: Money) throws {
        try round.takeInsurance(amount, from: &shoe, using: &generator)
    }

    mutating func declineInsurance() throws {
        try round.declineInsurance(from: &shoe, using: &generator)
    }

    /// The settlement, required: the round must be over.
    func settlement(sourceLocation: SourceLocation = #_sourceLocation) throws -> BlackjackSettlement {
        try #require(round.settlement, sourceLocation: sourceLocation)
    }

    /// Expects `action` to be absent from the legal actions and refused with `error`, leaving the round and
    /// the shoe unchanged.
    mutating func expectRefusal(
        of action: BlackjackAction, with error: BlackjackError, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = self
        #expect(!round.legalActions.contains(action), sourceLocation: sourceLocation)
        #expect(throws: error, sourceLocation: sourceLocation) { try self.perform(action) }
        #expect(self == before, sourceLocation: sourceLocation)
    }
}
