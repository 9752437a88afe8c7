import Blackjack
import CasinoKit
import Testing

@Suite("Blackjack round: payouts, insurance, peek and dealer play")
struct BlackjackRoundDealerTests {
    @Test("a natural pays 3:2 at once and the dealer draws nothing")
    func naturalPaysThreeToTwo() throws {
        let table = try StackedTable("AS 6H KD 10C 5S")
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.blackjack])
        #expect(settlement.netChange == .dollars(15))
        #expect(table.round.dealerHand.cards.count == 2)
        #expect(table.shoe.remaining == 1)
    }

    @Test("a natural pays 6:5 at a 6:5 table; odd payouts round down to the cent")
    func sixToFive() throws {
        #expect(try StackedTable("AS 6H KD 10C", rules: .singleDeckSixToFive).settlement().netChange == .dollars(12))
        let oddBet = Money(cents: 505)
        #expect(try StackedTable("AS 6H KD 10C", bet: oddBet).settlement().netChange == Money(cents: 757))
        #expect(
            try StackedTable("AS 6H KD 10C", rules: .singleDeckSixToFive, bet: oddBet).settlement().netChange
                == Money(cents: 606))
    }

    @Test("a win pays 1:1, a push returns the stake, a lower total loses")
    func evenMoney() throws {
        var win = try StackedTable("10S 9H 9D 8C")
        try win.perform(.stand)
        #expect(try win.settlement().hands.map(\.outcome) == [.win])
        #expect(try win.settlement().netChange == .dollars(10))
        var push = try StackedTable("10S 9H 7D 8C")
        try push.perform(.stand)
        #expect(try push.settlement().netChange == .zero)
        var loss = try StackedTable("10S 9H 6D 8C")
        try loss.perform(.stand)
        #expect(try loss.settlement().netChange == .dollars(-10))
    }

    @Test("the hole card stays hidden until the dealer plays")
    func holeCardHidden() throws {
        var table = try StackedTable("10S 9H 7D 8C")
        #expect(table.round.visibleDealerCards == [Card(.nine, .hearts)])
        #expect(table.round.dealerHand.cards.count == 2)
        try table.perform(.stand)
        #expect(table.round.visibleDealerCards == (try cards("9H 8C")))
    }

    @Test("a player bust loses even when the dealer busts too")
    func bustLosesToDealerBust() throws {
        var table = try StackedTable("8S 6H 8D 10C 5C 10H 10D KS")
        try table.perform(.split, .hit)  // 8-5-10: 23
        #expect(table.round.playerHands[0].isBust)
        try table.perform(.stand)  // 8-10: 18; dealer 6-10-K: 26
        #expect(table.round.dealerHand.isBust)
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.bust, .win])
        #expect(settlement.hands.map(\.net) == [.dollars(-10), .dollars(10)])
    }

    @Test("the dealer draws nothing when every hand busted")
    func noDrawAfterBust() throws {
        var table = try StackedTable("10S 6H 6D 10C 10D 5S")
        try table.perform(.hit)
        #expect(table.round.phase == .settled)
        #expect(table.round.dealerHand.cards.count == 2)
        #expect(table.shoe.remaining == 1)
        #expect(try table.settlement().netChange == .dollars(-10))
    }

    @Test("S17: the dealer stands on soft 17; H17: the dealer hits it; both stand on hard 17")
    func soft17() throws {
        var standsSoft17 = try StackedTable("10S 6H 8D AC 4S")
        try standsSoft17.perform(.stand)
        #expect(standsSoft17.round.dealerHand.cards.count == 2)
        #expect(try standsSoft17.settlement().netChange == .dollars(10))

        var hitsSoft17 = try StackedTable("10S 6H 8D AC 4S", rules: .downtown)
        try hitsSoft17.perform(.stand)
        #expect(hitsSoft17.round.dealerHand.total == 21)
        #expect(try hitsSoft17.settlement().netChange == .dollars(-10))

        var hardSeventeen = try StackedTable("10S 10H 8D 7C 4S", rules: .downtown)
        try hardSeventeen.perform(.stand)
        #expect(hardSeventeen.round.dealerHand.cards.count == 2)
        #expect(try hardSeventeen.settlement().netChange == .dollars(10))
    }

    @Test("peek: a dealer blackjack under a ten ends the round at once")
    func peekUnderTen() throws {
        var table = try StackedTable("9S KH 9D AC")
        #expect(table.round.phase == .settled)
        #expect(table.round.legalActions.isEmpty)
        #expect(try table.settlement().hands.map(\.outcome) == [.loss])
        #expect(try table.settlement().netChange == .dollars(-10))
        table.expectRefusal(of: .hit, with: .notPlayersTurn(.settled))
    }

    @Test("a player blackjack pushes against a dealer blackjack")
    func blackjackPushesBlackjack() throws {
        var table = try StackedTable("AS AH KD KC")
        #expect(table.round.phase == .insuranceOffer)
        try table.declineInsurance()
        #expect(try table.settlement().hands.map(\.outcome) == [.push])
        #expect(try table.settlement().netChange == .zero)
    }

    @Test("insurance is offered only against an ace")
    func insuranceOnlyAgainstAce() throws {
        var againstTen = try StackedTable("10S KH 9D 7C")
        #expect(againstTen.round.phase == .playerTurn)
        #expect(againstTen.round.maximumInsurance == nil)
        let before = againstTen
        #expect(throws: BlackjackError.noInsuranceOffered) { try againstTen.takeInsurance(.dollars(5)) }
        #expect(throws: BlackjackError.noInsuranceOffered) { try againstTen.declineInsurance() }
        #expect(againstTen == before)

        var rules = BlackjackRules.vegas
        rules.insuranceOffered = false
        #expect(try StackedTable("10S AH 9D 7C", rules: rules).round.phase == .playerTurn)
    }

    @Test("insurance is at most half the bet and pays 2:1 against a dealer blackjack")
    func insurancePaysTwoToOne() throws {
        var table = try StackedTable("10S AH 9D KC")
        #expect(table.round.phase == .insuranceOffer)
        #expect(table.round.visibleDealerCards == [Card(.ace, .hearts)])
        #expect(table.round.maximumInsurance == .dollars(5))
        #expect(table.round.legalActions.isEmpty)
        let before = table
        #expect(throws: BlackjackError.invalidInsurance(offered: Money(cents: 501), maximum: .dollars(5))) {
            try table.takeInsurance(Money(cents: 501))
        }
        #expect(throws: BlackjackError.invalidInsurance(offered: .zero, maximum: .dollars(5))) {
            try table.takeInsurance(.zero)
        }
        table.expectRefusal(of: .stand, with: .notPlayersTurn(.insuranceOffer))
        #expect(table == before)

        try table.takeInsurance(.dollars(5))
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.loss])
        #expect(settlement.insuranceStake == .dollars(5))
        #expect(settlement.insuranceNet == .dollars(10))
        #expect(settlement.netChange == .zero)
    }

    @Test("insurance is lost when the dealer has no blackjack, and play goes on")
    func insuranceLost() throws {
        var table = try StackedTable("10S AH 9D 7C")
        try table.takeInsurance(.dollars(5))
        #expect(table.round.phase == .playerTurn)
        try table.perform(.stand)  // 19 against soft 18
        let settlement = try table.settlement()
        #expect(settlement.insuranceNet == .dollars(-5))
        #expect(settlement.netChange == .dollars(5))
    }

    @Test("insurance needs the balance left after the bet")
    func insuranceNeedsFunds() throws {
        var table = try StackedTable("10S AH 9D 7C", balance: .dollars(12))
        let before = table
        #expect(throws: BlackjackError.insufficientFunds(needed: .dollars(5), available: .dollars(2))) {
            try table.takeInsurance(.dollars(5))
        }
        #expect(table == before)
        try table.takeInsurance(.dollars(2))
        #expect(table.round.availableBalance == .zero)
    }

    @Test("no hole card: a dealer blackjack takes the doubled stake")
    func europeanLosesDoubles() throws {
        var table = try StackedTable("6S KH 5D 9C AS", rules: .european)
        #expect(table.round.dealerHand.cards.count == 1)
        try table.perform(.double)
        #expect(table.round.dealerHand.isBlackjack)
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.stake) == [.dollars(20)])
        #expect(settlement.netChange == .dollars(-20))
    }

    @Test("no hole card: a dealer blackjack takes every split hand")
    func europeanLosesSplits() throws {
        var table = try StackedTable("8S KH 8D 3C 2C AS", rules: .european)
        try table.perform(.split, .stand, .stand)
        let settlement = try table.settlement()
        #expect(settlement.hands.map(\.outcome) == [.loss, .loss])
        #expect(settlement.netChange == .dollars(-20))
    }

    @Test("no hole card: the dealer's second card settles a player blackjack, and is not drawn after busts")
    func europeanSecondCard() throws {
        let blackjack = try StackedTable("AS KH KD 9C", rules: .european)
        #expect(blackjack.round.dealerHand.cards.count == 2)
        #expect(try blackjack.settlement().netChange == .dollars(15))

        var bust = try StackedTable("10S KH 6D 10C", rules: .european)
        try bust.perform(.hit)
        #expect(bust.round.dealerHand.cards.count == 1)
        #expect(try bust.settlement().netChange == .dollars(-10))
    }

    @Test("a settled round's net change applies to the bankroll")
    func bankroll() throws {
        var bankroll = try Bankroll()
        try bankroll.apply(StackedTable("AS 6H KD 10C").settlement())
        #expect(bankroll.balance == .dollars(1_015))
        try bankroll.apply(StackedTable("9S KH 9D AC").settlement())
        #expect(bankroll.balance == .dollars(1_005))
    }
}
