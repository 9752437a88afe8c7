import Blackjack
import CasinoKit
import Testing

/// Published dealer final-hand probabilities.
///
/// (The 6-deck table, from another source, is in SixDeckDealerTests.swift.)
///
/// The Wizard of Odds (Michael Shackleford), "Blackjack Appendix 2B: Dealer Probabilities" (before the peek,
/// https://wizardofodds.com/games/blackjack/appendix/2b/) and "Appendix 2A" (after the peek,
/// https://wizardofodds.com/blackjack/appendix2.html), printed to six significant figures. Columns: 17, 18, 19, 20,
/// 21, blackjack, bust (2A has no blackjack column). Only the 1- and 2-deck tables could be read through the search
/// tool: the 6-deck tables sit further down the same pages, beyond what the tool returns, and no other copy of them
/// was found. The smaller shoes test the exact composition recursion harder (removing a card matters more).
///
/// blackjackinfo.com, "Blackjack Dealer Outcome Probabilities" (https://www.blackjackinfo.com/dealer-outcome-probabilities/),
/// single deck, dealer hits soft 17, in percent to two decimals: after the peek, except the blackjack row.
enum PublishedDealerTables {
    static let upCards: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
    static let withBlackjack: [DealerFinalHand] = [
        .seventeen, .eighteen, .nineteen, .twenty, .twentyOne, .blackjack, .bust,
    ]
    static let afterPeek: [DealerFinalHand] = [.seventeen, .eighteen, .nineteen, .twenty, .twentyOne, .bust]

    /// 1 deck, S17, before the peek (Appendix 2B). The ace's blackjack is 16/51 = 0.3137255, printed 0.313726.
    static let oneDeckBeforePeek: [Rank: [Double]] = [
        .ace: [0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654],
        .two: [0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973],
        .three: [0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0, 0.375588],
        .four: [0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0, 0.402803],
        .five: [0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0, 0.428905],
        .six: [0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823],
        .seven: [0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0, 0.259854],
        .eight: [0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0, 0.238627],
        .nine: [0.121886, 0.103921, 0.357391, 0.12225, 0.0611088, 0, 0.233442],
        .ten: [0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264],
    ]

    /// 1 deck, S17, after the peek (Appendix 2A).
    static let oneDeckAfterPeek: [Rank: [Double]] = [
        .ace: [0.183786, 0.19089, 0.18868, 0.191692, 0.075137, 0.169815],
        .two: [0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973],
        .three: [0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0.375588],
        .four: [0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0.402803],
        .five: [0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0.428905],
        .six: [0.166948, 0.106454, 0.107192, 0.100705, 0.097879, 0.420823],
        .seven: [0.372345, 0.138583, 0.077334, 0.078897, 0.072987, 0.259854],
        .eight: [0.130857, 0.362989, 0.129445, 0.06829, 0.069791, 0.238627],
        .nine: [0.121886, 0.103921, 0.357391, 0.12225, 0.061109, 0.233442],
        .ten: [0.124156, 0.122486, 0.124421, 0.356869, 0.03957, 0.232499],
    ]

    /// 2 decks, S17, before the peek (Appendix 2B): the rows the search tool returned.
    static let twoDecksBeforePeek: [Rank: [Double]] = [
        .ace: [0.128467, 0.13089, 0.130179, 0.131159, 0.0527542, 0.31068, 0.115872],
        .two: [0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0, 0.353291],
        .three: [0.132764, 0.130676, 0.124575, 0.121811, 0.11538, 0, 0.374794],
        .four: [0.130704, 0.120208, 0.121038, 0.116366, 0.113145, 0, 0.39854],
        .five: [0.121005, 0.122831, 0.117318, 0.109022, 0.10732, 0, 0.422505],
    ]

    /// 2 decks, S17, after the peek (Appendix 2A).
    static let twoDecksAfterPeek: [Rank: [Double]] = [
        .ace: [0.186367, 0.189883, 0.188851, 0.190272, 0.076531, 0.168096],
        .two: [0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0.353291],
        .three: [0.132764, 0.130676, 0.124575, 0.121811, 0.11538, 0.374794],
        .four: [0.130704, 0.120208, 0.121038, 0.116366, 0.113145, 0.39854],
        .five: [0.121005, 0.122831, 0.117318, 0.109022, 0.10732, 0.422505],
        .six: [0.166224, 0.10617, 0.106749, 0.101217, 0.097508, 0.422132],
        .seven: [0.370478, 0.138195, 0.078013, 0.078781, 0.07339, 0.261143],
        .eight: [0.129697, 0.361182, 0.129025, 0.068857, 0.06961, 0.24163],
        .nine: [0.12094, 0.112016, 0.354051, 0.121118, 0.060977, 0.230898],
        .ten: [0.122412, 0.1216, 0.122524, 0.36387, 0.038449, 0.231144],
    ]

    /// blackjackinfo.com, 1 deck, H17, percent: columns 2 ... 9, ten, ace; rows by final hand.
    static let blackjackInfoColumns: [Rank] = [.two, .three, .four, .five, .six, .seven, .eight, .nine, .ten, .ace]
    static let oneDeckHitsSoft17Percent: [DealerFinalHand: [Double]] = [
        .blackjack: [0, 0, 0, 0, 0, 0, 0, 0, 7.84, 31.37],
        .bust: [35.63, 37.81, 40.58, 43.00, 43.78, 25.99, 23.86, 23.34, 23.25, 20.46],
        .seventeen: [12.98, 12.35, 12.28, 11.67, 11.61, 37.23, 13.09, 12.19, 12.42, 8.18],
        .eighteen: [13.31, 13.19, 11.54, 12.38, 11.38, 13.86, 36.30, 10.39, 12.25, 20.54],
        .nineteen: [13.32, 12.50, 12.19, 11.74, 11.61, 7.73, 12.94, 35.74, 12.44, 20.62],
        .twenty: [12.56, 12.42, 11.78, 10.52, 10.96, 7.89, 6.83, 12.23, 35.69, 20.95],
        .twentyOne: [12.20, 11.73, 11.63, 10.69, 10.67, 7.30, 6.98, 6.11, 3.96, 9.26],
    ]
}

@Suite("Dealer probabilities")
struct DealerProbabilityTests {
    /// Six significant figures on values below 1.
    static let sixFigures = 1e-6

    static func check(
        decks: Int, afterPeek: Bool, published: [Rank: [Double]], columns: [DealerFinalHand]
    ) {
        let table = DealerProbabilities.table(decks: decks, dealerHitsSoft17: false, afterPeek: afterPeek)
        for (upCard, row) in published {
            for (hand, expected) in zip(columns, row) {
                let computed = table[upCard]?[hand] ?? .nan
                #expect(abs(computed - expected) <= sixFigures, "\(decks) deck(s), \(upCard) up, \(hand.rawValue)")
            }
        }
    }

    @Test("1 deck, S17, before the peek: Wizard of Odds Appendix 2B")
    func oneDeckBeforePeek() {
        Self.check(
            decks: 1, afterPeek: false, published: PublishedDealerTables.oneDeckBeforePeek,
            columns: PublishedDealerTables.withBlackjack)
    }

    @Test("1 deck, S17, after the peek: Wizard of Odds Appendix 2A")
    func oneDeckAfterPeek() {
        Self.check(
            decks: 1, afterPeek: true, published: PublishedDealerTables.oneDeckAfterPeek,
            columns: PublishedDealerTables.afterPeek)
    }

    @Test("2 decks, S17, before and after the peek: Wizard of Odds Appendices 2B and 2A")
    func twoDecks() {
        Self.check(
            decks: 2, afterPeek: false, published: PublishedDealerTables.twoDecksBeforePeek,
            columns: PublishedDealerTables.withBlackjack)
        Self.check(
            decks: 2, afterPeek: true, published: PublishedDealerTables.twoDecksAfterPeek,
            columns: PublishedDealerTables.afterPeek)
    }

    @Test("1 deck, H17: blackjackinfo.com's table to its two decimals (one unit: it prints 12.4949% as 12.50%)")
    func oneDeckHitsSoft17() {
        let afterPeek = DealerProbabilities.table(decks: 1, dealerHitsSoft17: true, afterPeek: true)
        let beforePeek = DealerProbabilities.table(decks: 1, dealerHitsSoft17: true, afterPeek: false)
        for (hand, row) in PublishedDealerTables.oneDeckHitsSoft17Percent {
            let table = hand == .blackjack ? beforePeek : afterPeek
            for (upCard, percent) in zip(PublishedDealerTables.blackjackInfoColumns, row) {
                let computed = (table[upCard]?[hand] ?? .nan) * 100
                #expect(abs(computed - percent) <= 0.01, "\(upCard) up, \(hand.rawValue)")
            }
        }
    }

    @Test("the known cards change the odds: a shoe short of tens helps a dealer six")
    func knownCards() throws {
        let fresh = try ShoeComposition(decks: 1).removing([Card(.six, .hearts)])
        let noTens = try fresh.removing(
            [.spades, .hearts, .diamonds, .clubs].flatMap { suit in
                [Card(.ten, suit), Card(.jack, suit), Card(.queen, suit), Card(.king, suit)]
            })
        let withTens = DealerProbabilities.finalHands(
            upCard: .six, shoe: fresh, dealerHitsSoft17: false, afterPeek: false)
        let withoutTens = DealerProbabilities.finalHands(
            upCard: .six, shoe: noTens, dealerHitsSoft17: false, afterPeek: false)
        #expect(abs(withTens.bust - 0.420823) <= Self.sixFigures)
        #expect(withoutTens.bust < withTens.bust)
    }
}
