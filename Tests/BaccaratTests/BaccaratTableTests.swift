import Baccarat
import CasinoKit
import Foundation
import Testing

private let thousand = Money.dollars(1_000)

/// A Casual ($5-$500) table dealing `codes` in order: player, banker, player, banker, then third cards.
private func stackedTable(_ codes: String, cutCardPosition: Int? = nil, limits: TableLimits = .casual) throws
    -> BaccaratTable
{
    let cards = try codes.split(separator: " ").map { try Card(code: String($0)) }
    return BaccaratTable(limits: limits, shoe: Shoe(stacked: cards, cutCardPosition: cutCardPosition ?? cards.count))
}

@Suite("Baccarat table")
struct BaccaratTableTests {
    var generator = Xoshiro256(seed: 3)

    @Test("the legal intents before and after the coup")
    mutating func legalIntents() throws {
        var table = try stackedTable("9S 5H KD 2C")
        #expect(table.phase == .betting && table.legalIntents == ["bet"])
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: thousand, using: &generator)
        #expect(table.legalIntents == ["bet", "clear-bets", "deal"])
        _ = try table.apply(.clearBets, balance: thousand, using: &generator)
        #expect(table.legalIntents == ["bet"] && table.round == nil)
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: thousand, using: &generator)
        _ = try table.apply(.deal, balance: thousand, using: &generator)
        #expect(table.phase == .settled && table.legalIntents == ["bet", "next-round"])
        #expect(throws: TableRefusal.notNow(code: "no-bets", message: "There are no bets to clear.")) {
            try table.apply(.clearBets, balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.notNow(code: "no-bet", message: "Place a bet before dealing.")) {
            try table.apply(.deal, balance: thousand, using: &generator)
        }
        _ = try table.apply(.nextRound, balance: thousand, using: &generator)
        #expect(table.phase == .betting && table.legalIntents == ["bet"])
        #expect(throws: TableRefusal.notNow(code: "round-in-progress", message: "Deal this round first.")) {
            try table.apply(.nextRound, balance: thousand, using: &generator)
        }
    }

    @Test("the coup settles every bet in one intent, with today's record")
    mutating func dealSettles() throws {
        // Player 9♠ K♦ = 9 (a natural), Banker 5♥ 2♣ = 7: no third cards, the Player wins.
        var table = try stackedTable("9S 5H KD 2C")
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: thousand, using: &generator)
        _ = try table.apply(.bet(.player, .dollars(10)), balance: thousand, using: &generator)
        let outcome = try table.apply(.deal, balance: thousand, using: &generator)
        #expect(
            outcome
                == TableOutcome(
                    debit: .dollars(30), credit: .dollars(20),
                    settled: SettledRound(
                        stake: .dollars(30), net: .dollars(-10),
                        detail: "player 9S KD (9); banker 5H 2C (7); banker $20 loss -$20, player $10 win $10")))
        #expect(table.history == [BaccaratRecord(.player)])
        // A bet after the coup opens the next round.
        _ = try table.apply(.bet(.tie, .dollars(5)), balance: .dollars(990), using: &generator)
        #expect(table.phase == .betting && table.round?.wagers.map(\.bet) == [.tie])
    }

    @Test("each zone has its own maximum: $400 on the Banker at $5-$500 still leaves $500 for the Tie")
    mutating func perZoneMaximum() throws {
        var table = try stackedTable("9S 5H KD 2C")
        _ = try table.apply(.bet(.banker, .dollars(400)), balance: thousand, using: &generator)
        let largest = table.largestBets(balance: thousand)
        #expect(
            largest[.tie] == .dollars(500) && largest[.banker] == .dollars(100) && largest[.player] == .dollars(500))
        #expect(
            throws: TableRefusal.badInput(
                code: "refused", message: "$501 on banker is outside the Casual table's limits of $5 to $500.")
        ) { try table.apply(.bet(.banker, .dollars(101)), balance: thousand, using: &generator) }
        _ = try table.apply(.bet(.tie, .dollars(500)), balance: thousand, using: &generator)
        #expect(table.round?.totalStake == .dollars(900))
        // Now the balance binds: $100 left for every zone but the full Banker.
        #expect(
            table.largestBets(balance: thousand) == [
                .player: .dollars(100), .banker: .dollars(100), .tie: .zero, .playerPair: .dollars(100),
                .bankerPair: .dollars(100),
            ])
        #expect(
            throws: TableRefusal.badInput(
                code: "refused", message: "The bets would total $1,001, more than the balance of $1,000.")
        ) {
            try table.apply(.bet(.player, .dollars(101)), balance: thousand, using: &generator)
        }
        #expect(throws: TableRefusal.insufficientFunds(message: "The bets total $900, more than the balance of $800."))
        {
            try table.apply(.deal, balance: .dollars(800), using: &generator)
        }
    }

    @Test("amounts up to Int.max are refused without trapping")
    mutating func hugeAmounts() throws {
        var table = try stackedTable("9S 5H KD 2C")
        #expect(
            throws: TableRefusal.badInput(
                code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not \(Int.max).")
        ) { try table.apply(.bet(.tie, Money(cents: Int.max)), balance: Money(cents: Int.max), using: &generator) }
        #expect(throws: TableRefusal.self) {
            try table.apply(.bet(.tie, Money(cents: -500)), balance: thousand, using: &generator)
        }
        #expect(
            throws: TableRefusal.badInput(
                code: "refused", message: "$1,000,000,000 on tie is outside the Casual table's limits of $5 to $500.")
        ) { try table.apply(.bet(.tie, .largestAccepted), balance: Money(cents: Int.max), using: &generator) }
        #expect(table.round == nil)
    }

    @Test("past the cut card the next coup reshuffles and the roads start again")
    mutating func reshuffleClearsHistory() throws {
        let codes = "9S 5H KD 2C AC 2D 3H 4S 5C 6D 7H 8S"
        for cut in [4, 12] {
            var table = try stackedTable(codes, cutCardPosition: cut)
            for _ in 0..<2 {
                _ = try table.apply(.bet(.player, .dollars(10)), balance: thousand, using: &generator)
                _ = try table.apply(.deal, balance: thousand, using: &generator)
            }
            if cut == 4 {
                #expect(table.history.count == 1)
            } else {
                // The second coup: Player A♣ 3♥ = 4 draws 5♣ to 9; Banker 2♦ 4♠ = 6 stands on a third card of 5.
                #expect(table.history == [BaccaratRecord(.player), BaccaratRecord(.player)])
                #expect(table.round?.coup?.playerTotal == 9 && table.round?.coup?.bankerTotal == 6)
            }
        }
    }

    @Test("new limits keep the bets of an undealt round that fit them")
    mutating func adopting() throws {
        var table = try stackedTable("9S 5H KD 2C")
        _ = try table.apply(.bet(.banker, .dollars(400)), balance: thousand, using: &generator)
        _ = try table.apply(.bet(.tie, .dollars(5)), balance: thousand, using: &generator)
        let low = table.adopting(limits: .lowStakes, using: &generator)
        #expect(low.limits == .lowStakes && low.matches(limits: .lowStakes) && !table.matches(limits: .lowStakes))
        #expect(low.round?.wagers.map(\.bet) == [.banker] && low.round?.totalStake == .dollars(400))
        #expect(low.shoe.remaining == 8 * 52 - 1 && low.history.isEmpty)

        var small = try stackedTable("9S 5H KD 2C")
        _ = try small.apply(.bet(.tie, .dollars(5)), balance: thousand, using: &generator)
        #expect(small.adopting(limits: .lowStakes, using: &generator).round == nil)
        _ = try small.apply(.deal, balance: thousand, using: &generator)
        #expect(small.adopting(limits: .casual, using: &generator).round == nil)
    }

    @Test("a stored table with today's field names loads")
    func storedTablesLoad() throws {
        var generator = Xoshiro256(seed: 1)
        var table = try stackedTable("9S 5H KD 2C")
        _ = try table.apply(.bet(.banker, .dollars(20)), balance: thousand, using: &generator)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(table)) as? [String: Any])
        #expect(Set(object.keys) == ["limits", "shoe", "round", "history"])
        let json =
            #"{"limits": {"id": "casual", "name": "Casual", "minimum": 500, "maximum": 50000}, "history": [], "#
            + #""shoe": \#(String(decoding: try JSONEncoder().encode(table.shoe), as: UTF8.self))}"#
        let loaded = try JSONDecoder().decode(BaccaratTable.self, from: Data(json.utf8))
        #expect(loaded.limits == .casual && loaded.round == nil && loaded.shoe == table.shoe)
    }

    @Test(
        "bets are checked against the balance as it is now, which another table may have changed since the first chip")
    mutating func balanceOfToday() throws {
        var table = BaccaratTable(limits: .casual, using: &generator)
        _ = try table.apply(.bet(.banker, .dollars(100)), balance: .dollars(100), using: &generator)
        // Won at another table: $2,000 now. $150 more fits the balance and the Player zone's $500 maximum.
        #expect(table.largestBets(balance: .dollars(2_000))[.player] == .dollars(500))
        _ = try table.apply(.bet(.player, .dollars(150)), balance: .dollars(2_000), using: &generator)
        #expect(table.round?.totalStake == .dollars(250))
        // Lost elsewhere: $200 no longer covers the $250 down; nothing more goes on, and the bets stay as they were.
        #expect(table.largestBets(balance: .dollars(200)).values.allSatisfy { $0 == .zero })
        let before = table
        #expect(
            throws: TableRefusal.insufficientFunds(
                message: "The bets already down, $250, are more than the balance of $200.")
        ) { try table.apply(.bet(.tie, .dollars(5)), balance: .dollars(200), using: &generator) }
        #expect(table == before)
        #expect(throws: TableRefusal.insufficientFunds(message: "The bets total $250, more than the balance of $200."))
        {
            try table.apply(.deal, balance: .dollars(200), using: &generator)
        }
    }
}

@Suite("Baccarat intents")
struct BaccaratIntentTests {
    private func decode(_ json: String) throws -> BaccaratIntent {
        try JSONDecoder().decode(BaccaratIntent.self, from: Data(json.utf8))
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

    @Test("every action and zone decodes from today's flat JSON and encodes back to it")
    func everyAction() throws {
        var cases: [(String, BaccaratIntent)] = [
            (#"{"action":"clear-bets"}"#, .clearBets), (#"{"action":"deal"}"#, .deal),
            (#"{"action":"next-round"}"#, .nextRound),
        ]
        for zone in ["player", "banker", "tie", "player-pair", "banker-pair"] {
            cases.append(
                (
                    #"{"action":"bet","amountCents":2500,"zone":"\#(zone)"}"#,
                    .bet(try #require(BaccaratBet(rawValue: zone)), .dollars(25))
                ))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (json, intent) in cases {
            #expect(try decode(json) == intent)
            #expect(String(decoding: try encoder.encode(intent), as: UTF8.self) == json)
            #expect(intent.code == json.split(separator: "\"")[3])
            #expect(intent.placesBet == (intent.code == "bet"))
        }
    }

    @Test("malformed intents carry today's codes and messages")
    func errors() {
        #expect(
            refusal(#"{"action":"bet","zone":"tie"}"#)
                == .badInput(code: "missing-amount", message: "'bet' needs an amountCents."))
        #expect(
            refusal(#"{"action":"bet","amountCents":-5,"zone":"tie"}"#)
                == .badInput(code: "invalid-amount", message: "amountCents must be between 1 and 100000000000, not -5.")
        )
        #expect(
            refusal(#"{"action":"bet","amountCents":500,"zone":"dragon"}"#)
                == .badInput(
                    code: "unknown-zone", message: "Bet on one of: player, banker, tie, player-pair, banker-pair."))
        #expect(refusal(#"{"action":"bet","amountCents":500}"#)?.code == "unknown-zone")
        #expect(
            refusal(#"{"action":"hit"}"#)
                == .badInput(code: "unknown-action", message: "'hit' is not an action of baccarat."))
        #expect(refusal(#"{}"#)?.code == "malformed-json")
    }
}
