import Blackjack
import CasinoKit
import Testing

@Suite("Side bets")
struct SideBetTests {
    /// Settles a $10 stake on the player's two cards and the dealer's up card, given as codes.
    func settle(_ bet: SideBet, _ codes: String) throws -> SideBetResult {
        let dealt = try cards(codes)
        try #require(dealt.count == 3)
        return try bet.settle(stake: .dollars(10), playerCards: (dealt[0], dealt[1]), dealerUpCard: dealt[2])
    }

    @Test(
        "Perfect Pairs: mixed 6:1, coloured 12:1, perfect 25:1; anything else loses",
        arguments: [
            ("8H 8S KD", SideBetHand.mixedPair, 60),
            ("8H 8D KD", .colouredPair, 120),
            ("8C 8S 2H", .colouredPair, 120),
            ("8H 8H KD", .perfectPair, 250),
        ])
    func perfectPairs(codes: String, hand: SideBetHand, dollars: Int) throws {
        let result = try settle(.perfectPairs, codes)
        #expect(result.winningHand == hand)
        #expect(result.net == .dollars(dollars))
    }

    @Test("Perfect Pairs: K-Q is no pair; the dealer's card plays no part")
    func perfectPairsLosses() throws {
        for codes in ["KH QH KD", "8H 9H 8D", "AS 2S AS"] {
            let result = try settle(.perfectPairs, codes)
            #expect(result.winningHand == nil)
            #expect(result.net == .dollars(-10))
        }
    }

    @Test(
        "21+3: flush 5:1, straight 10:1, trips 30:1, straight flush 40:1, suited trips 100:1",
        arguments: [
            ("2H 9H KH", SideBetHand.flush, 50),
            ("AS 2H 3D", .straight, 100),
            ("QS AH KD", .straight, 100),
            ("9C 7H 8D", .straight, 100),
            ("7H 7S 7D", .threeOfAKind, 300),
            ("7H 9H 8H", .straightFlush, 400),
            ("QD KD AD", .straightFlush, 400),
            ("7H 7H 7H", .suitedTrips, 1_000),
        ])
    func twentyOnePlusThree(codes: String, hand: SideBetHand, dollars: Int) throws {
        let result = try settle(.twentyOnePlusThree, codes)
        #expect(result.winningHand == hand)
        #expect(result.net == .dollars(dollars))
    }

    @Test("21+3: no wrap-around straight (K-A-2), no pair pays")
    func twentyOnePlusThreeLosses() throws {
        for codes in ["KS AH 2D", "7H 7S 8D", "2S 9H KD", "10S JH 2D"] {
            #expect(try settle(.twentyOnePlusThree, codes).net == .dollars(-10))
        }
    }

    @Test("pay tables, from the lowest payout")
    func payTables() {
        #expect(SideBet.perfectPairs.payTable.map(\.odds) == [6, 12, 25])
        #expect(SideBet.twentyOnePlusThree.payTable.map(\.odds) == [5, 10, 30, 40, 100])
        #expect(SideBetHand.colouredPair.description == "coloured pair 12:1")
    }

    @Test("a side bet needs a stake above zero")
    func stake() throws {
        let pair = (Card(.eight, .hearts), Card(.eight, .spades))
        #expect(throws: SideBetError.stakeNotPositive(.zero)) {
            try SideBet.perfectPairs.settle(stake: .zero, playerCards: pair, dealerUpCard: Card(.two, .clubs))
        }
    }
}
