import Blackjack
import CasinoKit
import Foundation
import Testing

/// A table at the Casual limits ($5-$500) under the Vegas rules, dealing `codes` in order: player, dealer up card,
/// player, dealer hole card, then the draws.
private func stackedTable(_ codes: String, cutCardPosition: Int? = nil, limits: TableLimits = .casual) throws
    -> BlackjackTable
{
    let cards = try cards(codes)
    return try BlackjackTable(
        rules: .vegas, limits: limits, shoe: Shoe(stacked: cards, cutCardPosition: cutCardPosition ?? cards.count))
}

private let thousand = Money.dollars(1_000)

@Suite("Blackjack table")
struct BlackjackTableTests {
    var generator = Xoshiro256(seed: 7)

    @Test("the legal intents in each phase, in a stable order")
    mutating func legalIntentsByPhase() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        #expect(table.phase == .betting && table.isBetweenRounds && !table.isPlayerTurn)
        #expect(table.legalIntents == ["bet", "side-bet"])
        _ = try table.apply(.sideBet(.perfectPairs, .dollars(5)), balance: thousand, using: &generator)
        #expect(table.legalIntents == ["bet", "side-bet", "clear-bet"])
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        #expect(table.legalIntents == ["bet", "side-bet", "clear-bet", "deal"])
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        // 19 against a ten under Vegas rules (double on any two, no surrender): hit, stand or double.
        #expect(table.phase == .playerTurn && table.isPlayerTurn && !table.isBetweenRounds)
        #expect(table.legalIntents == ["hit", "stand", "double"])
        _ = try table.apply(.play(.stand), balance: .dollars(985), using: &generator)
        #expect(table.phase == .settled && table.isBetweenRounds)
        // The bets stay on the table for the next round.
        #expect(table.legalIntents == ["bet", "side-bet", "clear-bet", "deal", "next-round"])
        _ = try table.apply(.clearBet, balance: thousand, using: &generator)
        #expect(table.legalIntents == ["bet", "side-bet", "next-round"])
        _ = try table.apply(.nextRound, balance: thousand, using: &generator)
        #expect(table.phase == .betting && table.legalIntents == ["bet", "side-bet"])

        var insurance = try stackedTable("10S AH 9D 7C")
        _ = try insurance.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try insurance.apply(.deal, balance: thousand, using: &generator)
        #expect(insurance.phase == .insurance && insurance.legalIntents == ["insurance", "decline-insurance"])
        #expect(insurance.maximumInsurance == .dollars(5))
        #expect(
            Set(BlackjackTable.Phase.allCases.map(\.rawValue)) == ["betting", "insurance", "player-turn", "settled"])
    }

    @Test("intents not legal now are refused with today's codes, changing nothing")
    mutating func refusals() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        let fresh = table
        #expect(throws: TableRefusal.notNow(code: "no-bet", message: "Place a bet before dealing.")) {
            try table.apply(.deal, balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.notNow(code: "round-in-progress", message: "The round is not over yet.")) {
            try table.apply(.nextRound, balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.self) { try table.apply(.play(.hit), balance: thousand, using: &generator) }
        #expect(table == fresh)
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        let dealt = table
        let closed = TableRefusal.notNow(code: "bets-closed", message: "Bets are closed until this round is over.")
        #expect(throws: closed) { try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator) }
        #expect(throws: closed) {
            try table.apply(.sideBet(.twentyOnePlusThree, .dollars(5)), balance: thousand, using: &generator)
        }
        #expect(throws: closed) { try table.apply(.clearBet, balance: thousand, using: &generator) }
        #expect(
            throws: TableRefusal.notNow(
                code: "round-in-progress", message: "Finish this round before dealing the next.")
        ) {
            try table.apply(.deal, balance: thousand, using: &generator)
        }
        #expect(
            throws: TableRefusal.notNow(code: "illegal-action", message: BlackjackError.noInsuranceOffered.description)
        ) {
            try table.apply(.declineInsurance, balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.notNow(code: "illegal-action", message: BlackjackError.splitNeedsPair.description))
        {
            try table.apply(.play(.split), balance: thousand, using: &generator)
        }
        #expect(table == dealt)
    }

    @Test("bets: each zone within the table maximum, all within the balance; the deal checks the minimum")
    mutating func limitsAndPendingBets() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        _ = try table.apply(.bet(.dollars(400)), balance: thousand, using: &generator)
        #expect(
            throws: TableRefusal.badInput(
                code: "outside-limits",
                message: "$101 more on the bet is above the Casual table's maximum of $500 ($400 is already down).")
        ) { try table.apply(.bet(.dollars(101)), balance: thousand, using: &generator) }
        _ = try table.apply(.bet(.dollars(100)), balance: thousand, using: &generator)
        #expect(table.pendingBet == .dollars(500))
        _ = try table.apply(.sideBet(.perfectPairs, .dollars(500)), balance: thousand, using: &generator)
        #expect(throws: TableRefusal.insufficientFunds(message: "Bets of $1,001 are more than the balance of $1,000."))
        {
            try table.apply(.sideBet(.twentyOnePlusThree, .dollars(1)), balance: thousand, using: &generator)
        }
        #expect(table.largestBets(balance: thousand) == ["main": .zero, "perfect-pairs": .zero, "21+3": .zero])
        #expect(
            table.largestBets(balance: .dollars(1_200)) == [
                "main": .zero, "perfect-pairs": .zero, "21+3": .dollars(200),
            ])
        #expect(table.pendingSideBets == [.perfectPairs: .dollars(500)])

        // A bet below the minimum waits on the table but cannot be dealt.
        var small = try stackedTable("10S 10H 9D 7C")
        _ = try small.apply(.bet(.dollars(3)), balance: thousand, using: &generator)
        #expect(small.largestBets(balance: thousand)["main"] == .dollars(497))
        #expect(
            throws: TableRefusal.badInput(
                code: "refused", message: "A bet of $3 is outside the Casual table's limits of $5 to $500.")
        ) { try small.apply(.deal, balance: thousand, using: &generator) }
    }

    @Test("amounts beyond any balance, up to Int.max, are refused without trapping")
    mutating func hugeAmounts() throws {
        var table = try stackedTable("10S AH 9D 7C")
        let invalid = TableRefusal.badInput(
            code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not \(Int.max).")
        for intent: BlackjackIntent in [.bet(Money(cents: Int.max)), .sideBet(.perfectPairs, Money(cents: Int.max))] {
            #expect(throws: invalid) { try table.apply(intent, balance: Money(cents: Int.max), using: &generator) }
        }
        #expect(throws: TableRefusal.self) {
            try table.apply(.bet(Money(cents: Int.min)), balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.self) { try table.apply(.bet(.zero), balance: thousand, using: &generator) }
        #expect(
            throws: TableRefusal.badInput(
                code: "outside-limits",
                message:
                    "$1,000,000,000 more on the bet is above the Casual table's maximum of $500 ($0 is already down).")
        ) { try table.apply(.bet(.largestAccepted), balance: Money(cents: Int.max), using: &generator) }
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        #expect(throws: invalid) {
            try table.apply(.insurance(Money(cents: Int.max)), balance: thousand, using: &generator)
        }
        #expect(table.pendingBet == .dollars(10) && table.phase == .insurance)
    }

    @Test("Perfect Pairs and 21+3 settle at the deal: both stakes taken, a winning side bet paid at once")
    mutating func sideBetsAtTheDeal() throws {
        // Player 8♥ 8♦ (a coloured pair, 12:1); dealer 10♠ up, 7♣ in the hole; 8-8-10 makes no 21+3 hand.
        var table = try stackedTable("8H 10S 8D 7C")
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try table.apply(.sideBet(.perfectPairs, .dollars(5)), balance: thousand, using: &generator)
        _ = try table.apply(.sideBet(.twentyOnePlusThree, .dollars(5)), balance: thousand, using: &generator)
        let dealt = try table.apply(.deal, balance: thousand, using: &generator)
        // $20 taken; the pair returns its $5 and $60 of winnings; the lost 21+3 returns nothing.
        #expect(dealt == TableOutcome(debit: .dollars(20), credit: .dollars(65)))
        #expect(table.sideBetResults.map(\.winningHand) == [.colouredPair, nil])
        // Balance now $1,045 = $1,000 - stakes in play ($10 bet less the side bets' net $55).
        #expect(table.stakesInPlay == .dollars(-45))
        let settled = try table.apply(.play(.stand), balance: .dollars(1_045), using: &generator)
        // 16 loses to 17: the main bet's $10 is lost; the record holds the whole round.
        #expect(
            settled
                == TableOutcome(
                    debit: .zero, credit: .zero,
                    settled: SettledRound(
                        stake: .dollars(20), net: .dollars(45),
                        detail: "player 8H 8D; dealer 10S 7C; loss -$10; perfect-pairs coloured-pair $60; 21+3 lost -$5"
                    )))
        #expect(table.stakesInPlay == .zero)
    }

    @Test("a winning round returns the stake and the win; a natural settles at the deal")
    mutating func settlementMoney() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        #expect(try table.apply(.deal, balance: thousand, using: &generator) == TableOutcome(debit: .dollars(10)))
        #expect(table.stakesInPlay == .dollars(10))
        let won = try table.apply(.play(.stand), balance: .dollars(990), using: &generator)
        #expect(
            won
                == TableOutcome(
                    credit: .dollars(20),
                    settled: SettledRound(
                        stake: .dollars(10), net: .dollars(10), detail: "player 10S 9D; dealer 10H 7C; win $10")))

        var natural = try stackedTable("AS 9H KD 7C")
        _ = try natural.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        // A blackjack pays 3:2: $15 won with the $10 returned, in the same outcome as the $10 taken.
        #expect(
            try natural.apply(.deal, balance: thousand, using: &generator)
                == TableOutcome(
                    debit: .dollars(10), credit: .dollars(25),
                    settled: SettledRound(
                        stake: .dollars(10), net: .dollars(15), detail: "player AS KD; dealer 9H 7C; blackjack $15")))
    }

    @Test("past the cut card the next deal reshuffles, burns a card and starts the Hi-Lo count again")
    mutating func reshuffleResetsTheCount() throws {
        // Round one: player 10♠ 9♦, dealer 10♥ 7♣: Hi-Lo -1 -1 0 0 = -2 over four cards.
        let roundOne = "10S 10H 9D 7C"
        let filler = "2C 3C 4C 5C 6C 8C"
        for cut in [4, 10] {
            var table = try stackedTable("\(roundOne) \(filler)", cutCardPosition: cut)
            _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
            _ = try table.apply(.deal, balance: thousand, using: &generator)
            _ = try table.apply(.play(.stand), balance: .dollars(990), using: &generator)
            #expect(table.visibleCount.runningCount == -2 && table.counter.runningCount == 0)
            _ = try table.apply(.nextRound, balance: .dollars(1_010), using: &generator)
            #expect(table.counter.runningCount == -2 && table.counter.cardsSeen == 4)
            #expect(table.shoe.isPastCutCard == (cut == 4))
            _ = try table.apply(.deal, balance: .dollars(1_010), using: &generator)
            if cut == 4 {
                #expect(table.counter.runningCount == 0 && table.counter.cardsSeen == 0)
                #expect(table.shoe.dealt == 5)  // the burn, then four cards
            } else {
                #expect(table.counter.runningCount == -2 && table.counter.cardsSeen == 4)
                // Round two deals 2♣ 3♣ 4♣ 5♣ in order: the player's 2 and 4 and the dealer's up card 3 are +1 each.
                #expect(table.visibleCount.runningCount == 1)
            }
        }
    }

    @Test("the hint follows basic strategy: double hard 11 against a 6; no hint outside the player's turn")
    mutating func hint() throws {
        var table = try stackedTable("5S 6D 6H 10C")
        var advisor = StrategyAdvisor(rules: .vegas)
        #expect(table.hint(using: &advisor) == nil)
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        let hint = try #require(table.hint(using: &advisor))
        #expect(hint.action == .double && Set(hint.values.keys) == [.hit, .stand, .double])
        #expect(try #require(hint.values[.double]) > (try #require(hint.values[.hit])))
    }

    @Test("the next round drops the pending bets when the balance cannot cover them")
    mutating func nextRoundDropsUnaffordableBets() throws {
        for (balance, kept) in [(Money.dollars(40), false), (.dollars(45), true)] {
            var table = try stackedTable("10S 10H 9D 7C")
            _ = try table.apply(.bet(.dollars(40)), balance: .dollars(100), using: &generator)
            _ = try table.apply(.sideBet(.twentyOnePlusThree, .dollars(5)), balance: .dollars(100), using: &generator)
            _ = try table.apply(.deal, balance: .dollars(100), using: &generator)
            _ = try table.apply(.play(.stand), balance: .dollars(55), using: &generator)
            _ = try table.apply(.nextRound, balance: balance, using: &generator)
            #expect(table.pendingBet == (kept ? .dollars(40) : .zero))
            #expect(table.pendingSideBets == (kept ? [.twentyOnePlusThree: .dollars(5)] : [:]))
            #expect(table.sideBetResults.isEmpty && table.phase == .betting)
        }
    }

    @Test("new limits keep the pending bets that fit them: a main bet below the minimum or above the maximum goes")
    mutating func adoptingKeepsBetsThatFit() throws {
        var casual = try stackedTable("10S 10H 9D 7C")
        _ = try casual.apply(.bet(.dollars(5)), balance: thousand, using: &generator)
        _ = try casual.apply(.sideBet(.perfectPairs, .dollars(300)), balance: thousand, using: &generator)
        let low = try casual.adopting(rules: .downtown, limits: .lowStakes, using: &generator)
        #expect(low.limits == .lowStakes && low.rules == .downtown && low.shoe.remaining == 2 * 52 - 1)
        #expect(low.pendingBet == .zero && low.pendingSideBets == [.perfectPairs: .dollars(300)])

        var lowStakes = try stackedTable("10S 10H 9D 7C", limits: .lowStakes)
        _ = try lowStakes.apply(.bet(.dollars(600)), balance: .dollars(2_000), using: &generator)
        _ = try lowStakes.apply(.sideBet(.perfectPairs, .dollars(600)), balance: .dollars(2_000), using: &generator)
        _ = try lowStakes.apply(
            .sideBet(.twentyOnePlusThree, .dollars(100)), balance: .dollars(2_000), using: &generator)
        let back = try lowStakes.adopting(rules: .vegas, limits: .casual, using: &generator)
        #expect(back.pendingBet == .zero && back.pendingSideBets == [.twentyOnePlusThree: .dollars(100)])
        var kept = try stackedTable("10S 10H 9D 7C", limits: .lowStakes)
        _ = try kept.apply(.bet(.dollars(500)), balance: thousand, using: &generator)
        #expect(try kept.adopting(rules: .vegas, limits: .casual, using: &generator).pendingBet == .dollars(500))
    }

    @Test("new settings are taken between rounds by an intent that opens a round; the next round is then already there")
    mutating func adoptionInApply() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        _ = try table.apply(.bet(.dollars(5)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        // A round in progress finishes under its own settings: bets stay closed.
        #expect(throws: TableRefusal.notNow(code: "bets-closed", message: "Bets are closed until this round is over."))
        {
            try table.apply(
                .bet(.dollars(10)), balance: .dollars(990), rules: .vegas, limits: .lowStakes, using: &generator)
        }
        _ = try table.apply(.play(.stand), balance: .dollars(990), rules: .vegas, limits: .lowStakes, using: &generator)
        #expect(table.limits == .casual && table.phase == .settled)
        #expect(table.matches(rules: .vegas, limits: .casual) && !table.matches(rules: .vegas, limits: .lowStakes))
        let outcome = try table.apply(
            .nextRound, balance: .dollars(1_010), rules: .vegas, limits: .lowStakes, using: &generator)
        #expect(outcome == TableOutcome() && table.limits == .lowStakes && table.phase == .betting)
        #expect(table.pendingBet == .zero)  // $5 is below the Low Stakes minimum of $10

        var betting = try stackedTable("10S 10H 9D 7C")
        _ = try betting.apply(
            .bet(.dollars(20)), balance: thousand, rules: .downtown, limits: .casual, using: &generator)
        #expect(betting.rules == .downtown && betting.pendingBet == .dollars(20))
        // A refused intent leaves the table under its old settings.
        let before = betting
        #expect(throws: TableRefusal.self) {
            try betting.apply(.bet(.dollars(600)), balance: thousand, rules: .vegas, limits: .casual, using: &generator)
        }
        #expect(betting == before)
    }

    @Test("a stored table with today's field names loads; one stored before side bets has none")
    func storedTablesLoad() throws {
        let table = try stackedTable("10S 10H 9D 7C")
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(table)) as? [String: Any])
        #expect(Set(object.keys) == ["shoe", "round", "pendingBet", "pendingSideBets", "sideBetResults", "counter"])
        var old = object
        old["pendingSideBets"] = nil
        old["sideBetResults"] = nil
        old["pendingBet"] = 2_500
        let loaded = try JSONDecoder().decode(BlackjackTable.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(loaded.pendingBet == .dollars(25) && loaded.pendingSideBets.isEmpty && loaded.round == table.round)
    }

    @Test("new rules taken at the next round: only after a settled round, and with the bets the balance covers")
    mutating func nextRoundUnderNewRules() throws {
        var table = try stackedTable("10S 10H 9D 7C")
        #expect(throws: TableRefusal.notNow(code: "round-in-progress", message: "The round is not over yet.")) {
            try table.apply(.nextRound, balance: thousand, rules: .european, limits: .casual, using: &generator)
        }
        _ = try table.apply(.bet(.dollars(10)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        _ = try table.apply(.play(.stand), balance: .dollars(990), using: &generator)
        #expect(table.phase == .settled && table.pendingBet == .dollars(10))
        // $5 left: the $10 bet waiting for the next deal cannot be covered, so it goes.
        _ = try table.apply(.nextRound, balance: .dollars(5), rules: .european, limits: .casual, using: &generator)
        #expect(table.rules == .european && table.phase == .betting)
        #expect(table.pendingBet == .zero && !table.legalIntents.contains("deal"))
    }
}

@Suite("Blackjack intents")
struct BlackjackIntentTests {
    private func decode(_ json: String) throws -> BlackjackIntent {
        try JSONDecoder().decode(BlackjackIntent.self, from: Data(json.utf8))
    }

    private func refusal(_ json: String) -> TableRefusal? {
        do {
            _ = try decode(json)
            return nil
        } catch let error as DecodingError {
            return error.tableRefusal
        } catch {
            return nil
        }
    }

    @Test("every action decodes from today's flat JSON and encodes back to it")
    func everyAction() throws {
        let cases: [(String, BlackjackIntent)] = [
            (#"{"action":"bet","amountCents":2500}"#, .bet(.dollars(25))),
            (#"{"action":"side-bet","amountCents":500,"zone":"perfect-pairs"}"#, .sideBet(.perfectPairs, .dollars(5))),
            (#"{"action":"side-bet","amountCents":500,"zone":"21+3"}"#, .sideBet(.twentyOnePlusThree, .dollars(5))),
            (#"{"action":"clear-bet"}"#, .clearBet),
            (#"{"action":"deal"}"#, .deal),
            (#"{"action":"next-round"}"#, .nextRound),
            (#"{"action":"insurance","amountCents":500}"#, .insurance(.dollars(5))),
            (#"{"action":"decline-insurance"}"#, .declineInsurance),
            (#"{"action":"hit"}"#, .play(.hit)),
            (#"{"action":"stand"}"#, .play(.stand)),
            (#"{"action":"double"}"#, .play(.double)),
            (#"{"action":"split"}"#, .play(.split)),
            (#"{"action":"surrender"}"#, .play(.surrender)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (json, intent) in cases {
            #expect(try decode(json) == intent)
            #expect(String(decoding: try encoder.encode(intent), as: UTF8.self) == json)
            #expect(try decode(String(decoding: try encoder.encode(intent), as: UTF8.self)) == intent)
            #expect(intent.code == json.split(separator: "\"")[3])
        }
        // Fields an action does not use are ignored, as today.
        #expect(try decode(#"{"action":"deal","amountCents":5,"zone":"x","name":"n"}"#) == .deal)
        #expect(cases.filter { $0.1.placesBet }.map(\.1.code) == ["bet", "side-bet", "side-bet"])
        #expect(
            cases.filter { $0.1.opensRound }.map(\.1.code) == [
                "bet", "side-bet", "side-bet", "clear-bet", "deal", "next-round",
            ])
    }

    @Test("malformed intents carry today's codes and messages")
    func errors() {
        #expect(
            refusal(#"{"action":"bet"}"#) == .badInput(code: "missing-amount", message: "'bet' needs an amountCents."))
        #expect(
            refusal(#"{"action":"insurance","amountCents":null}"#)
                == .badInput(code: "missing-amount", message: "'insurance' needs an amountCents."))
        #expect(
            refusal(#"{"action":"bet","amountCents":0}"#)
                == .badInput(code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not 0."))
        #expect(
            refusal(#"{"action":"bet","amountCents":9223372036854775807}"#)
                == .badInput(
                    code: "invalid-amount",
                    message: "amountCents must be between 1 and 100000000000, not 9223372036854775807."))
        #expect(
            refusal(#"{"action":"side-bet","amountCents":500,"zone":"lucky"}"#)
                == .badInput(code: "unknown-zone", message: "'lucky' is not a side bet; use perfect-pairs or 21+3."))
        #expect(
            refusal(#"{"action":"side-bet","amountCents":500}"#)
                == .badInput(code: "unknown-zone", message: "'' is not a side bet; use perfect-pairs or 21+3."))
        // The amount is checked before the zone, as today.
        #expect(refusal(#"{"action":"side-bet","zone":"lucky"}"#)?.code == "missing-amount")
        #expect(
            refusal(#"{"action":"fly","amountCents":-1}"#)
                == .badInput(code: "unknown-action", message: "'fly' is not an action of blackjack."))
        #expect(
            refusal(#"{"amountCents":500}"#)
                == .badInput(code: "malformed-json", message: "The JSON body needs 'action'."))
        #expect(refusal(#"{"action":7}"#) == .badInput(code: "malformed-json", message: "'action' has the wrong type."))
        #expect(
            refusal(#"{"action":"bet","amountCents":"500"}"#)
                == .badInput(code: "malformed-json", message: "'amountCents' has the wrong type."))
    }
}
