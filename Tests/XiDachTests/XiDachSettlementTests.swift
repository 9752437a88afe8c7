import CasinoKit
import Testing
import XiDach

@Suite("Xi Dach settlement")
struct XiDachSettlementTests {
    /// One hand of each kind, strongest first: Xì Bàn > Xì Dách > Ngũ Linh > points > Quắc.
    static let strongestFirst: [XiDachHandValue] = [
        .xiBan, .xiDach, .nguLinh(total: 18), .points(total: 21), .quac(total: 23),
    ]

    @Test("each kind beats every weaker kind, for the player and for the computer", arguments: XiDachRules.presets)
    func kindsRank(rules: XiDachRules) {
        for (strongerIndex, stronger) in Self.strongestFirst.enumerated() {
            for weaker in Self.strongestFirst[(strongerIndex + 1)...] {
                #expect(XiDachResult(player: stronger, computer: weaker, rules: rules).outcome == .playerWins)
                #expect(XiDachResult(player: weaker, computer: stronger, rules: rules).outcome == .computerWins)
            }
        }
    }

    @Test("Ngũ Linh beats 21 points, even a low Ngũ Linh")
    func nguLinhBeatsTwentyOne() {
        let result = XiDachResult(player: .nguLinh(total: 12), computer: .points(total: 21), rules: .document)
        #expect(result.outcome == .playerWins)
    }

    @Test("points compare by total")
    func pointsByTotal() {
        #expect(
            XiDachResult(player: .points(total: 20), computer: .points(total: 19), rules: .document).outcome
                == .playerWins)
        #expect(
            XiDachResult(player: .points(total: 16), computer: .points(total: 17), rules: .folk).outcome
                == .computerWins)
    }

    @Test("equal hands push by default; the computer wins them under the dealer-wins option")
    func ties() {
        let dealerWinsTies = XiDachRules.folk.with { $0.tieRule = .dealerWins }
        let ties: [(XiDachHandValue, XiDachHandValue)] = [
            (.points(total: 18), .points(total: 18)),
            (.nguLinh(total: 15), .nguLinh(total: 21)),
            (.xiDach, .xiDach),
            (.xiBan, .xiBan),
        ]
        for (player, computer) in ties {
            #expect(XiDachResult(player: player, computer: computer, rules: .document).outcome == .push)
            #expect(XiDachResult(player: player, computer: computer, rules: .folk).outcome == .push)
            #expect(XiDachResult(player: player, computer: computer, rules: dealerWinsTies).outcome == .computerWins)
        }
    }

    @Test("Quắc loses; both Quắc lose for the player unless double busts push")
    func busts() {
        #expect(
            XiDachResult(player: .quac(total: 22), computer: .points(total: 15), rules: .document).outcome
                == .computerWins)
        #expect(
            XiDachResult(player: .points(total: 12), computer: .quac(total: 25), rules: .document).outcome
                == .playerWins)
        #expect(
            XiDachResult(player: .quac(total: 22), computer: .quac(total: 24), rules: .document).outcome
                == .computerWins)
        #expect(
            XiDachResult(player: .quac(total: 22), computer: .quac(total: 24), rules: .folk).outcome
                == .computerWins)
        let doubleBustPushes = XiDachRules.folk.with { $0.doubleBustIsPush = true }
        #expect(
            XiDachResult(player: .quac(total: 22), computer: .quac(total: 24), rules: doubleBustPushes).outcome
                == .push)
        #expect(
            XiDachResult(player: .quac(total: 22), computer: .points(total: 17), rules: doubleBustPushes).outcome
                == .computerWins)
    }

    @Test("the winner collects its own hand's multiplier; money settles in cents")
    func multipliers() {
        let rules = XiDachRules.folk.with {
            $0.xiBanMultiplier = 3
            $0.xiDachMultiplier = 2
            $0.nguLinhMultiplier = 2
        }
        let stake = Money.dollars(10)
        let xiDachWins = XiDachResult(player: .xiDach, computer: .points(total: 20), rules: rules)
        #expect(xiDachWins.multiplier == 2 && xiDachWins.playerReturn == 2)
        #expect(xiDachWins.playerNet(stake: stake) == .dollars(20))
        let xiBanLoses = XiDachResult(player: .points(total: 20), computer: .xiBan, rules: rules)
        #expect(xiBanLoses.playerReturn == -3 && xiBanLoses.playerNet(stake: stake) == .dollars(-30))
        let nguLinhWins = XiDachResult(player: .nguLinh(total: 19), computer: .points(total: 21), rules: rules)
        #expect(nguLinhWins.playerNet(stake: Money(cents: 1_050)) == Money(cents: 2_100))
        let pointsWin = XiDachResult(player: .points(total: 19), computer: .quac(total: 22), rules: rules)
        #expect(pointsWin.playerNet(stake: stake) == stake)
        let push = XiDachResult(player: .xiDach, computer: .xiDach, rules: rules)
        #expect(push.multiplier == 0 && push.playerNet(stake: stake) == .zero)
        // The presets pay even money on every win.
        #expect(XiDachResult(player: .xiBan, computer: .points(total: 20), rules: .document).playerReturn == 1)
        #expect(XiDachResult(player: .points(total: 20), computer: .xiDach, rules: .folk).playerReturn == -1)
    }

    @Test("the result reads like the report's score line")
    func description() {
        let result = XiDachResult(player: .xiDach, computer: .points(total: 19), rules: .document)
        #expect(result.description == "user win: Xì Dách against 19")
    }
}
