import CasinoKit
import Foundation
import HostTesting
import Testing

@testable import CasinoServer

/// The API with the cards chosen: the casino is given a stacked shoe (``CasinoDealer``), so each test knows what is
/// dealt instead of branching on it.
@Suite("Stacked shoe")
struct StackedShoeTests {
    /// Hi-Lo: 2-6 count +1, 7-9 count 0, tens and aces -1 (published tag values of the count).
    static func hiLo(_ codes: [String]) throws -> Int {
        try codes.map { try Card(code: $0) }.reduce(0) { count, card in
            switch card.rank.rawValue {
            case 2...6: count + 1
            case 7...9: count
            default: count - 1
            }
        }
    }

    @Test("a perfect pair pays 25 to 1 at the deal; the shoe reshuffles at the cut card and the count starts again")
    func sideBetAndReshuffle() async throws {
        // Player 8♠ 8♠ (a perfect pair, six decks make it possible), dealer 5♥ up and 10♣ in the hole; the dealer
        // draws 10♦ and busts. The cut card sits after those five cards, then come twenty more.
        let codes =
            ["8S", "5H", "8S", "10C", "10D"]
            + Array(repeating: ["9C", "4D", "KH", "7S", "2C"], count: 4).flatMap { $0 }
        let shoe = Shoe(stacked: try codes.map { try Card(code: $0) }, cutCardPosition: 5)
        try await withHost(apps: [CasinoApp(dealer: .stacked([.blackjack: shoe]))]) { database, client in
            let visitor = Visitor(client)
            #expect(
                try await visitor.request(.put, "/casino/api/settings", body: #"{"showCount": true}"#).status == .ok)
            try await visitor.act("blackjack", #"{"action": "bet", "amountCents": 1000}"#)
            try await visitor.act("blackjack", #"{"action": "side-bet", "zone": "perfect-pairs", "amountCents": 500}"#)
            let dealt = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            #expect(dealt.phase == "player-turn")
            let sideBet = try #require((dealt.json["sideBets"] as? [[String: Any]])?.first)
            #expect(sideBet["bet"] as? String == "perfect-pairs" && sideBet["winningHand"] as? String == "perfect-pair")
            #expect(sideBet["netCents"] as? Int == 12_500, "25 to 1 on $5")
            // The side bet is paid at the deal: $1,000 - $10 - $5 + $5 + $125.
            #expect(dealt.balance == 100_000 - 1_000 + 12_500)
            #expect((dealt.json["count"] as? [String: Any])?["running"] as? Int == (try Self.hiLo(["8S", "5H", "8S"])))

            let settled = try await visitor.act("blackjack", #"{"action": "stand"}"#)
            #expect(settled.phase == "settled" && settled.json["netCents"] as? Int == 1_000, "the dealer busts with 25")
            #expect(settled.balance == 100_000 + 1_000 + 12_500)
            #expect(try count(database, "SELECT net_cents FROM settled_round") == 1_000 + 12_500)
            let counted = try Self.hiLo(["8S", "5H", "8S", "10C", "10D"])
            #expect((settled.json["count"] as? [String: Any])?["running"] as? Int == counted)

            // Past the cut card: the next deal reshuffles, and the count is of the new cards only.
            let next = try await visitor.act("blackjack", #"{"action": "next-round"}"#)
            #expect(
                (next.json["count"] as? [String: Any])?["running"] as? Int == counted,
                "the count carries until the shuffle")
            let reshuffled = try await visitor.act("blackjack", #"{"action": "deal"}"#)
            #expect(reshuffled.status == .ok)
            let hands = try #require(reshuffled.json["hands"] as? [[String: Any]])
            let dealer = try #require((reshuffled.json["dealer"] as? [String: Any])?["cards"] as? [String])
            let visible = hands.flatMap { $0["cards"] as? [String] ?? [] } + dealer.filter { $0 != "??" }
            #expect((reshuffled.json["count"] as? [String: Any])?["running"] as? Int == (try Self.hiLo(visible)))
        }
    }

    @Test("Xì Dách deals from its stacked deck too, alternately and the player first: two aces are Xì Bàn")
    func xiDachStacked() async throws {
        let codes = ["AS", "KC", "AH", "9D"] + Array(repeating: "5C", count: 10)
        let shoe = Shoe(stacked: try codes.map { try Card(code: $0) })
        try await withHost(apps: [CasinoApp(dealer: .stacked([.xidach: shoe]))]) { _, client in
            let dealt = try await Visitor(client).act("xidach", #"{"action": "deal", "amountCents": 1000}"#)
            let player = try #require(dealt.json["player"] as? [String: Any])
            #expect(player["cards"] as? [String] == ["AS", "AH"])
            #expect(player["status"] as? String == "xiBan")
        }
    }
}
