import Blackjack
import CasinoKit
import Testing

/// 6 decks, dealer hits soft 17, before the peek: philihp.com, "Blackjack Dealer Odds" (2012,
/// https://www.philihp.com/2012/blackjack-dealer-odds.html). The page prints, per up card, the probability of
/// that up card AND each final hand, in percent to two decimals (each row sums to the up card's 1/13 or 4/13),
/// from a large simulation of a fresh shoe. Columns: 17, 18, 19, 20, 21, blackjack, bust.
@Suite("Dealer final hands, 6 decks (published)")
struct SixDeckDealerTests {
    static let publishedJointPercent: [Rank: [Double]] = [
        .two: [1.00, 1.05, 1.01, 0.97, 0.92, 0, 2.74],
        .three: [0.97, 1.01, 0.97, 0.94, 0.90, 0, 2.90],
        .four: [0.94, 0.96, 0.94, 0.91, 0.87, 0, 3.07],
        .five: [0.91, 0.95, 0.91, 0.86, 0.84, 0, 3.23],
        .six: [0.89, 0.88, 0.88, 0.85, 0.81, 0, 3.38],
        .seven: [2.84, 1.06, 0.60, 0.61, 0.57, 0, 2.01],
        .eight: [0.99, 2.77, 0.99, 0.53, 0.53, 0, 1.87],
        .nine: [0.93, 0.90, 2.71, 0.93, 0.47, 0, 1.76],
        .ten: [3.44, 3.44, 3.44, 10.46, 1.07, 2.37, 6.54],
        .ace: [0.44, 1.10, 1.10, 1.10, 0.51, 2.37, 1.07],
    ]

    @Test("every up card's final hands match the published table to its two decimals (within rounding and sampling)")
    func sixDecksH17() {
        let table = DealerProbabilities.table(decks: 6, dealerHitsSoft17: true, afterPeek: false)
        let hands: [DealerFinalHand] = [.seventeen, .eighteen, .nineteen, .twenty, .twentyOne, .blackjack, .bust]
        for (upCard, row) in Self.publishedJointPercent {
            let upCardShare = upCard == .ten ? 4.0 / 13 : 1.0 / 13
            let computed = table[upCard]
            for (hand, published) in zip(hands, row) {
                let joint = (computed?[hand] ?? -1) * upCardShare * 100
                // 0.005 for the rounding, 0.015 for the simulation's sampling error.
                #expect(
                    abs(joint - published) <= 0.02, "\(upCard) \(hand): computed \(joint)%, published \(published)%")
            }
        }
    }
}
