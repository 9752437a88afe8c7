import CasinoKit
import Testing

@testable import XiDach

@Suite("The leaderboard's rating of a match")
struct XiDachScoreTests {
    /// A score after `wins`, `losses` and `pushes` rounds, staked or not.
    func score(wins: Int, losses: Int, pushes: Int = 0, staked: Bool) throws -> XiDachScore {
        let player = XiDachHandValue.points(total: 20)
        let computer = XiDachHandValue.points(total: 18)
        var score = XiDachScore()
        let stake: Money? = staked ? .dollars(5) : nil
        for _ in 0..<wins {
            score.record(XiDachResult(player: player, computer: computer, rules: .document), stake: stake)
        }
        for _ in 0..<losses {
            score.record(XiDachResult(player: computer, computer: player, rules: .document), stake: stake)
        }
        for _ in 0..<pushes {
            score.record(XiDachResult(player: player, computer: player, rules: .document), stake: stake)
        }
        return score
    }

    @Test(
        "the rating is the 95% Wilson lower bound of the share of staked rounds won (values of the published formula, computed by hand)"
    )
    func wilsonLowerBound() throws {
        // Wilson score interval, z = 1.96: 8 of 10 -> [0.490, 0.943]; 80 of 100 -> [0.711, 0.867]; 5 of 10 -> [0.237, 0.763].
        #expect(abs(try #require(try score(wins: 8, losses: 2, staked: true).rating) - 0.4902) < 0.0005)
        #expect(abs(try #require(try score(wins: 80, losses: 20, staked: true).rating) - 0.7112) < 0.0005)
        #expect(abs(try #require(try score(wins: 5, losses: 5, staked: true).rating) - 0.2366) < 0.0005)
        #expect(try score(wins: 0, losses: 10, staked: true).rating == 0)
    }

    @Test("rounds without a stake, and pushes, never count toward the rating")
    func onlyStakedRoundsCount() throws {
        let free = try score(wins: 500, losses: 0, staked: false)
        #expect(free.userWins == 500 && free.stakedDecided == 0 && free.rating == nil)
        let pushes = try score(wins: 9, losses: 0, pushes: 20, staked: true)
        #expect(pushes.stakedDecided == 9 && pushes.rating == nil, "9 decided staked rounds are one short")
    }

    @Test("a match is rated after 10 decided staked rounds: 10 to go at none, 3 at 7, none from 10 on")
    func roundsToRating() {
        #expect(XiDachScore.roundsToRating(stakedDecided: 0) == 10)
        #expect(XiDachScore.roundsToRating(stakedDecided: 7) == 3)
        #expect(XiDachScore.roundsToRating(stakedDecided: 10) == 0)
        #expect(XiDachScore.roundsToRating(stakedDecided: 25) == 0)
    }
}
