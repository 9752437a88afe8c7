import Blackjack
import CasinoKit
import Testing

@Suite("Blackjack round: bets and player actions")
struct BlackjackRoundActionTests {
    // MARK: - Bets

    @Test("bets outside the table limits or above the balance are refused, changing nothing")
    func betsRefused() throws {
        let fresh = try BlackjackRound(rules: .vegas, limits: .casual)
        var round = fresh
        for amount in [Money.dollars(4), Money(cents: 499), .dollars(501), .zero, .dollars(-5)] {
            #expect(throws: BlackjackError.betRefused(.outsideLimits(bet: amount, limits: .casual))) {
                try round.placeBet(amount, balance: .dollars(1_000))
            }
        }
        #expect(throws: BlackjackError.betRefused(.aboveBalance(bet: .dollars(100), balance: .dollars(50)))) {
            try round.placeBet(.dollars(100), balance: .dollars(50))
        }
        var shoe = Shoe(stacked: try cards("10S 9H 7D 8C"))
        var generator = Xoshiro256(seed: 1)
        #expect(throws: BlackjackError.noBet) { try round.deal(from: &shoe, using: &generator) }
        #expect(round == fresh)
        #expect(shoe.remaining == 4)

        try round.placeBet(.dollars(5), balance: .dollars(1_000))
        try round.placeBet(.dollars(500), balance: .dollars(500))
        #expect(round.bet == .dollars(500))
    }

    @Test("no bet or deal once the cards are out, and no action before them")
    func phases() throws {
        let table = try StackedTable("10S 9H 7D 8C")
        var dealt = table.round
        var shoe = table.shoe
        var generator = table.generator
        #expect(throws: BlackjackError.betsClosed) { try dealt.placeBet(.dollars(20), balance: .dollars(1_000)) }
        #expect(throws: BlackjackError.betsClosed) { try dealt.deal(from: &shoe, using: &generator) }
        #expect(dealt == table.round && shoe == table.shoe)

        var round = try BlackjackRound()
        #expect(round.legalActions.isEmpty)
        #expect(throws: BlackjackError.notPlayersTurn(.betting)) {
            try round.perform(.hit, from: &shoe, using: &generator)
        }
        #expect(shoe == table.shoe)
    }

    @Test("rules that cannot be played are refused")
    func invalidRules() {
        var rules = BlackjackRules.vegas
        rules.maxSplitHands = 5
        #expect(throws: BlackjackError.invalidRules(.invalid("a player may split to 2, 3 or 4 hands, not 5"))) {
            try BlackjackRound(rules: rules)
        }
    }

    @Test("the opening actions at a Vegas table: hit, stand, double, split; no surrender")
    func openingActions() throws {
        #expect(try StackedTable("8S 9H 8D 8C").round.legalActions == [.hit, .stand, .double, .split])
        #expect(try StackedTable("10S 9H 6D 8C").round.legalActions == [.hit, .stand, .double])
        #expect(
            try StackedTable("10S 9H 6D 8C", rules: .vegasSurrender).round.legalActions
                == [.hit, .stand, .double, .surrender])
    }

    // MARK: - Splits

    @Test("a split ace and a ten make 21, paid 1:1, not a blackjack")
    func splitAceAndTen() throws {
        var table = try StackedTable("AS 9H AD 8C KS 5D")
        try table.perform(.split)
        let hands = table.round.playerHands
        #expect(hands[0].cards == (try cards("AS KS")))
        #expect(hands[0].total == 21 && !hands[0].isBlackjack)
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.win, .loss])
        #expect(settlement.hands[0].net == .dollars(10))
    }

    @Test("split aces receive one card each")
    func splitAcesOneCard() throws {
        var table = try StackedTable("AS 6H AD 10C 5S 6D 9C")
        try table.perform(.split)
        #expect(table.round.phase == .settled)
        #expect(table.round.playerHands.map(\.cards.count) == [2, 2])
        #expect(table.round.playerHands.map(\.total) == [16, 17])
        #expect(try table.settlement().netChange == .dollars(20))  // the dealer's 6-10-9 busts
    }

    @Test("split aces may be hit when the rules say so")
    func hitSplitAces() throws {
        var rules = BlackjackRules.vegas
        rules.hitSplitAces = true
        var table = try StackedTable("AS 6H AD 10C 5S 6D 9C", rules: rules)
        try table.perform(.split)
        #expect(table.round.activeHandIndex == 0)
        #expect(table.round.legalActions.contains(.hit))
    }

    @Test("a split ace that draws an ace is resplit only when the rules allow")
    func resplitAces() throws {
        var noResplit = try StackedTable("AS 6H AD 10C AC 5S 6D")
        try noResplit.perform(.split)
        #expect(noResplit.round.phase == .settled)
        #expect(noResplit.round.playerHands.map(\.total) == [12, 16])

        var rules = BlackjackRules.vegas
        rules.resplitAces = true
        var resplit = try StackedTable("AS 6H AD 10C AC 5S 6D 9C 4H", rules: rules)
        try resplit.perform(.split)
        #expect(resplit.round.legalActions == [.stand, .split])
        resplit.expectRefusal(of: .hit, with: .splitAcesTakeOneCard)
        resplit.expectRefusal(of: .double, with: .splitAcesTakeOneCard)
        try resplit.perform(.split)
        #expect(resplit.round.playerHands.map(\.cards) == [try cards("AS 5S"), try cards("AC 6D"), try cards("AD 9C")])
        #expect(resplit.round.phase == .settled)

        var second = try StackedTable("AS 6H AD 10C AC 5S 6D")
        try second.perform(.split)
        #expect(second.round.playerHands[0].isSplitAce)
    }

    @Test("splits stop at the table's maximum number of hands")
    func maxSplitHands() throws {
        var vegas = try StackedTable("8S 10H 8D 7C 8C 8H 8S 2D 3D 4D")
        try vegas.perform(.split, .split, .split)
        #expect(vegas.round.playerHands.count == 4)
        #expect(vegas.round.activeHand?.isPair == true)
        vegas.expectRefusal(of: .split, with: .splitLimitReached(maxHands: 4))

        var european = try StackedTable("8S 10H 8D 8C", rules: .european)
        try european.perform(.split)
        #expect(european.round.activeHand?.isPair == true)
        european.expectRefusal(of: .split, with: .splitLimitReached(maxHands: 2))
    }

    @Test("only two cards of the same value split")
    func splitNeedsPair() throws {
        var table = try StackedTable("10S 9H 6D 8C")
        table.expectRefusal(of: .split, with: .splitNeedsPair)
        #expect(try StackedTable("KS 9H QD 8C").round.legalActions.contains(.split))
    }

    // MARK: - Doubles

    @Test("a double takes one card for twice the stake")
    func double() throws {
        var table = try StackedTable("6S 10H 5D 7C 10S")
        try table.perform(.double)
        let hand = try #require(table.round.playerHands.first)
        #expect(hand.isDoubled && hand.cards.count == 3 && hand.stake == .dollars(20))
        #expect(try table.settlement().netChange == .dollars(20))
    }

    @Test("double rules: 9-11 and 10-11 refuse other totals; no double on three cards")
    func doubleRules() throws {
        var twelve = try StackedTable("10S 7H 2D", rules: .european)
        twelve.expectRefusal(of: .double, with: .doubleNotAllowedOnTotal(12, rule: .nineToEleven))
        #expect(try StackedTable("5S 7H 4D", rules: .european).round.legalActions.contains(.double))

        let tenToEleven = BlackjackRules(doubleRule: .tenToEleven)
        var nine = try StackedTable("5S 7H 4D 9C", rules: tenToEleven)
        nine.expectRefusal(of: .double, with: .doubleNotAllowedOnTotal(9, rule: .tenToEleven))
        #expect(try StackedTable("6S 7H 4D 9C", rules: tenToEleven).round.legalActions.contains(.double))

        var threeCards = try StackedTable("2S 7H 3D 9C 4S")
        try threeCards.perform(.hit)
        threeCards.expectRefusal(of: .double, with: .doubleOnlyOnFirstTwoCards)
    }

    @Test("double after split only where the rules allow it")
    func doubleAfterSplit() throws {
        var noDAS = try StackedTable("8S 6H 8D 10C 3C", rules: .singleDeckSixToFive)
        try noDAS.perform(.split)
        #expect(noDAS.round.activeHand?.total == 11)
        noDAS.expectRefusal(of: .double, with: .doubleAfterSplitNotAllowed)

        var das = try StackedTable("8S 6H 8D 10C 3C")
        try das.perform(.split)
        #expect(das.round.legalActions.contains(.double))
    }

    @Test("doubling and splitting need the extra stake in the balance")
    func extraStakeNeedsFunds() throws {
        var double = try StackedTable("6S 10H 5D 7C", balance: .dollars(15))
        double.expectRefusal(of: .double, with: .insufficientFunds(needed: .dollars(10), available: .dollars(5)))
        var split = try StackedTable("8S 10H 8D 7C", balance: .dollars(15))
        split.expectRefusal(of: .split, with: .insufficientFunds(needed: .dollars(10), available: .dollars(5)))
        #expect(split.round.legalActions == [.hit, .stand])

        var exact = try StackedTable("8S 10H 8D 7C 3S", balance: .dollars(20))
        try exact.perform(.split)
        #expect(exact.round.availableBalance == .zero)
        exact.expectRefusal(of: .double, with: .insufficientFunds(needed: .dollars(10), available: .zero))
    }

    // MARK: - Surrender

    @Test("late surrender returns half the bet, rounded in the house's favour")
    func surrender() throws {
        var table = try StackedTable("10S 9H 6D 8C", rules: .vegasSurrender)
        try table.perform(.surrender)
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.surrender])
        #expect(settlement.netChange == .dollars(-5))
        #expect(table.round.dealerHand.cards.count == 2)

        var odd = try StackedTable("10S 6H 6D 5C 10D", rules: .vegasSurrender, bet: Money(cents: 505))
        try odd.perform(.surrender)
        #expect(try odd.settlement().netChange == Money(cents: -253))
        #expect(odd.shoe.remaining == 1)  // the dealer does not draw to a surrendered hand
    }

    @Test("surrender only on the first two cards, before any other action, where offered")
    func surrenderOnlyFirst() throws {
        var afterHit = try StackedTable("10S 9H 2D 8C 3S", rules: .vegasSurrender)
        try afterHit.perform(.hit)
        afterHit.expectRefusal(of: .surrender, with: .surrenderOnlyOnFirstTwoCards)

        var afterSplit = try StackedTable("8S 9H 8D 8C 3S", rules: .vegasSurrender)
        try afterSplit.perform(.split)
        #expect(afterSplit.round.activeHand?.cards.count == 2)
        afterSplit.expectRefusal(of: .surrender, with: .surrenderOnlyOnFirstTwoCards)

        var vegas = try StackedTable("10S 9H 6D 8C")
        vegas.expectRefusal(of: .surrender, with: .surrenderNotOffered)
    }

    // MARK: - Every state

    @Test(
        "in seeded random play every action outside legalActions is refused, changing nothing",
        arguments: [
            BlackjackRules.vegas, .vegasSurrender, .downtown, .european, .singleDeckSixToFive,
        ])
    func randomPlay(rules: BlackjackRules) throws {
        var generator = Xoshiro256(seed: 2024)
        var shoe = try Shoe(decks: rules.decks, using: &generator)
        for _ in 0..<300 {
            if shoe.isPastCutCard { shoe.shuffle(using: &generator) }
            var round = try BlackjackRound(rules: rules)
            try round.placeBet(.dollars(10), balance: .dollars(40))
            try round.deal(from: &shoe, using: &generator)
            if round.phase == .insuranceOffer {
                if Bool.random(using: &generator) {
                    try round.takeInsurance(.dollars(5), from: &shoe, using: &generator)
                } else {
                    try round.declineInsurance(from: &shoe, using: &generator)
                }
            }
            while round.phase == .playerTurn {
                let legal = round.legalActions
                for action in BlackjackAction.allCases where !legal.contains(action) {
                    var attempt = round
                    var attemptShoe = shoe
                    #expect(throws: BlackjackError.self) {
                        try attempt.perform(action, from: &attemptShoe, using: &generator)
                    }
                    #expect(attempt == round && attemptShoe == shoe)
                }
                let action = try #require(legal.randomElement(using: &generator))
                try round.perform(action, from: &shoe, using: &generator)
                #expect(round.totalStaked <= round.startingBalance)
            }
            let settlement = try #require(round.settlement)
            #expect(settlement.netChange >= -round.totalStaked)
        }
    }
}
