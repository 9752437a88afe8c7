import CasinoKit

/// The exact odds of Punto Banco from a full shoe, by enumerating every deal.
///
/// The enumeration runs over the ten card values (tens and faces count 0) with their multiplicities,
/// removing each card from the shoe as it is dealt, and counts ordered six-card deals: a coup that
/// uses fewer cards is weighted by the ways the unused cards could lie. The counts are exact integers
/// (`N(N-1)...(N-5)` deals for `N` cards), so the probabilities are exact rationals until converted
/// to `Double` at the end.
///
/// ```swift
/// let analysis = try BaccaratAnalysis.exact(decks: 8)
/// analysis.bankerWinProbability      // 0.458597423...
/// analysis.houseEdges.banker         // 0.010579...
/// ```
public struct BaccaratAnalysis: Sendable, Hashable, Codable {
    /// The house's expected gain per unit staked on each bet (ties push Player and Banker bets).
    public struct HouseEdges: Sendable, Hashable, Codable {
        /// Banker at 0.95:1.
        public let banker: Double
        /// Player at 1:1.
        public let player: Double
        /// Tie at 8:1.
        public let tie: Double
        /// Player Pair or Banker Pair at 11:1.
        public let pair: Double
    }

    public let decks: Int
    /// The ordered six-card deals counted: `N(N-1)(N-2)(N-3)(N-4)(N-5)`.
    public let deals: Int
    public let bankerWinDeals: Int
    public let playerWinDeals: Int
    public let tieDeals: Int
    public let bankerWinProbability: Double
    public let playerWinProbability: Double
    public let tieProbability: Double
    /// The probability that one hand's first two cards are a pair (same rank): the same for either hand.
    public let pairProbability: Double
    public let houseEdges: HouseEdges

    /// The exact analysis of a full shoe of `decks` decks (1-8).
    public static func exact(decks: Int) throws(ShoeError) -> BaccaratAnalysis {
        guard Shoe.deckRange.contains(decks) else { throw .invalidDeckCount(decks) }
        var counts = [Int](repeating: 4 * decks, count: 10)
        counts[0] = 16 * decks
        let cards = 52 * decks
        let tally = DealTally.enumerate(counts: counts)
        let deals = (0..<6).reduce(1) { $0 * (cards - $1) }
        let rankCount = 4 * decks
        // Same rank on the first two cards: 13 ranks, rankCount * (rankCount - 1) ordered pairs each.
        let pairProbability = Double(13 * rankCount * (rankCount - 1)) / Double(cards * (cards - 1))
        let total = Double(deals)
        return BaccaratAnalysis(
            decks: decks, deals: deals,
            bankerWinDeals: tally.bankerWins, playerWinDeals: tally.playerWins, tieDeals: tally.ties,
            bankerWinProbability: Double(tally.bankerWins) / total,
            playerWinProbability: Double(tally.playerWins) / total,
            tieProbability: Double(tally.ties) / total,
            pairProbability: pairProbability,
            houseEdges: HouseEdges(
                // A bet paying n/d loses 1 on each losing deal and wins n/d on each winning one: edge (d L - n W) / d N,
                // in integers so the edge is exact (Banker: (100 P - 95 B) / 100 N). Ties return Player and Banker bets.
                banker: Self.edge(of: .banker, wins: tally.bankerWins, losses: tally.playerWins, deals: deals),
                player: Self.edge(of: .player, wins: tally.playerWins, losses: tally.bankerWins, deals: deals),
                tie: Self.edge(of: .tie, wins: tally.ties, losses: deals - tally.ties, deals: deals),
                pair: 1 - (BaccaratBet.playerPair.odds + 1) * pairProbability))
    }

    /// The house edge of a unit bet on `bet` that wins `wins` and loses `losses` of `deals` equally likely deals.
    private static func edge(of bet: BaccaratBet, wins: Int, losses: Int, deals: Int) -> Double {
        let (numerator, denominator) = bet.payout
        return Double(denominator * losses - numerator * wins) / Double(denominator * deals)
    }
}

/// Weighted counts of ordered six-card deals by outcome.
private struct DealTally {
    var bankerWins = 0
    var playerWins = 0
    var ties = 0

    /// Whether the Banker draws, indexed `[bankerTotal][playerThirdCard]`, with index 10 for "the
    /// Player stood".
    private static let bankerDrawTable: [[Bool]] = (0..<10).map { bankerTotal in
        (0...10).map { third in
            BaccaratDrawingRules.bankerDraws(bankerTotal: bankerTotal, playerThirdCard: third == 10 ? nil : third)
        }
    }

    private mutating func add(_ weight: Int, playerTotal: Int, bankerTotal: Int) {
        if playerTotal > bankerTotal {
            playerWins += weight
        } else if bankerTotal > playerTotal {
            bankerWins += weight
        } else {
            ties += weight
        }
    }

    /// Deals Player, Banker, Player, Banker, then the third cards, from a shoe holding `counts[v]` cards
    /// of value `v`, weighting each path by the number of card sequences it stands for.
    static func enumerate(counts initialCounts: [Int]) -> DealTally {
        var tally = DealTally()
        var counts = initialCounts
        let remainingAfterFour = initialCounts.reduce(0, +) - 4
        // Deals where the fifth and sixth cards, or only the sixth, go unused.
        let bothUnused = remainingAfterFour * (remainingAfterFour - 1)
        let sixthUnused = remainingAfterFour - 1
        for player1 in 0..<10 where counts[player1] > 0 {
            let weight1 = counts[player1]
            counts[player1] -= 1
            for banker1 in 0..<10 where counts[banker1] > 0 {
                let weight2 = weight1 * counts[banker1]
                counts[banker1] -= 1
                for player2 in 0..<10 where counts[player2] > 0 {
                    let weight3 = weight2 * counts[player2]
                    counts[player2] -= 1
                    for banker2 in 0..<10 where counts[banker2] > 0 {
                        let weight4 = weight3 * counts[banker2]
                        counts[banker2] -= 1
                        let playerTotal = (player1 + player2) % 10
                        let bankerTotal = (banker1 + banker2) % 10
                        tally.thirdCards(
                            weight: weight4, playerTotal: playerTotal, bankerTotal: bankerTotal, counts: &counts,
                            bothUnused: bothUnused, sixthUnused: sixthUnused)
                        counts[banker2] += 1
                    }
                    counts[player2] += 1
                }
                counts[banker1] += 1
            }
            counts[player1] += 1
        }
        return tally
    }

    /// Adds the deals that follow two two-card hands of weight `weight`.
    private mutating func thirdCards(
        weight: Int, playerTotal: Int, bankerTotal: Int, counts: inout [Int], bothUnused: Int, sixthUnused: Int
    ) {
        if BaccaratDrawingRules.isNatural(playerTotal) || BaccaratDrawingRules.isNatural(bankerTotal) {
            add(weight * bothUnused, playerTotal: playerTotal, bankerTotal: bankerTotal)
        } else if BaccaratDrawingRules.playerDraws(playerTotal: playerTotal) {
            for playerThird in 0..<10 where counts[playerThird] > 0 {
                let weightWithThird = weight * counts[playerThird]
                counts[playerThird] -= 1
                let playerFinal = (playerTotal + playerThird) % 10
                if Self.bankerDrawTable[bankerTotal][playerThird] {
                    bankerThird(
                        weight: weightWithThird, playerTotal: playerFinal, bankerTotal: bankerTotal, counts: counts)
                } else {
                    add(weightWithThird * sixthUnused, playerTotal: playerFinal, bankerTotal: bankerTotal)
                }
                counts[playerThird] += 1
            }
        } else if Self.bankerDrawTable[bankerTotal][10] {
            // The Player stood and the Banker draws the fifth card; the sixth goes unused.
            bankerThird(
                weight: weight * sixthUnused, playerTotal: playerTotal, bankerTotal: bankerTotal, counts: counts)
        } else {
            add(weight * bothUnused, playerTotal: playerTotal, bankerTotal: bankerTotal)
        }
    }

    /// Adds the Banker's third card to deals of weight `weight`.
    private mutating func bankerThird(weight: Int, playerTotal: Int, bankerTotal: Int, counts: [Int]) {
        for bankerThird in 0..<10 where counts[bankerThird] > 0 {
            add(weight * counts[bankerThird], playerTotal: playerTotal, bankerTotal: (bankerTotal + bankerThird) % 10)
        }
    }
}
