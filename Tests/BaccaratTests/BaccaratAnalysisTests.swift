import Baccarat
import CasinoKit
import Foundation
import Testing

/// Published figures:
/// - combinations per outcome for 8, 6 and 4 decks: casinoexploit.com/baccarat.html (after the Wizard of
///   Odds' tables);
/// - probabilities and house edges to 0.0001% for 8 and 6 decks: multiplayerbaccarat.com/odds.html
///   (after Thorp, "The Mathematics of Gambling");
/// - the 8-deck probabilities to nine decimals and the pair edge of 10.36% at 11:1, as commonly quoted.
@Suite("Exact analysis")
struct BaccaratAnalysisTests {
    /// `value` rounded to `decimals` decimal places.
    func rounded(_ value: Double, _ decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    @Test("8 decks: the published combinations, probabilities and house edges")
    func eightDecks() throws {
        let analysis = try BaccaratAnalysis.exact(decks: 8)
        #expect(analysis.deals == 416 * 415 * 414 * 413 * 412 * 411)
        #expect(analysis.bankerWinDeals == 2_292_252_566_437_888)
        #expect(analysis.playerWinDeals == 2_230_518_282_592_256)
        #expect(analysis.tieDeals == 475_627_426_473_216)
        #expect(rounded(analysis.bankerWinProbability, 9) == 0.458597423)
        #expect(rounded(analysis.playerWinProbability, 9) == 0.446246609)
        #expect(rounded(analysis.tieProbability, 9) == 0.095155968)
        #expect(rounded(analysis.houseEdges.banker * 100, 4) == 1.0579)
        #expect(rounded(analysis.houseEdges.player * 100, 4) == 1.2351)
        #expect(rounded(analysis.houseEdges.tie * 100, 4) == 14.3596)
        #expect(rounded(analysis.houseEdges.pair * 100, 2) == 10.36)
        #expect(analysis.pairProbability == 31.0 / 415.0)
    }

    @Test("6 decks: the published combinations, probabilities and house edges")
    func sixDecks() throws {
        let analysis = try BaccaratAnalysis.exact(decks: 6)
        #expect(analysis.bankerWinDeals == 403_095_751_234_560)
        #expect(analysis.playerWinDeals == 392_220_492_728_832)
        #expect(analysis.tieDeals == 83_552_962_932_288)
        #expect(rounded(analysis.bankerWinProbability, 6) == 0.458653)
        #expect(rounded(analysis.playerWinProbability, 6) == 0.446279)
        #expect(rounded(analysis.tieProbability, 6) == 0.095069)
        #expect(rounded(analysis.houseEdges.banker * 100, 4) == 1.0558)
        #expect(rounded(analysis.houseEdges.player * 100, 4) == 1.2374)
        #expect(rounded(analysis.houseEdges.tie * 100, 4) == 14.4382)
    }

    @Test("4 decks: the published combinations")
    func fourDecks() throws {
        let analysis = try BaccaratAnalysis.exact(decks: 4)
        #expect(analysis.bankerWinDeals == 34_543_624_867_840)
        #expect(analysis.playerWinDeals == 33_608_344_225_792)
        #expect(analysis.bankerWinDeals + analysis.playerWinDeals + analysis.tieDeals == analysis.deals)
    }

    @Test("fewer decks favour the Banker bet and cost the Player and Tie bets more")
    func deckTrend() throws {
        let edges = try (1...8).map { try BaccaratAnalysis.exact(decks: $0).houseEdges }
        for (fewer, more) in zip(edges, edges.dropFirst()) {
            #expect(fewer.banker < more.banker)
            #expect(fewer.player > more.player)
            #expect(fewer.tie > more.tie)
        }
    }

    @Test("a shoe outside 1-8 decks is refused")
    func badDecks() {
        #expect(throws: ShoeError.invalidDeckCount(0)) { try BaccaratAnalysis.exact(decks: 0) }
        #expect(throws: ShoeError.invalidDeckCount(9)) { try BaccaratAnalysis.exact(decks: 9) }
    }

    @Test("the analysis encodes as JSON")
    func json() throws {
        let analysis = try BaccaratAnalysis.exact(decks: 8)
        let json = try JSONEncoder().encode(analysis)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["tieDeals"] as? Int == 475_627_426_473_216)
        #expect(object["houseEdges"] is [String: Any])
        #expect(try JSONDecoder().decode(BaccaratAnalysis.self, from: json) == analysis)
    }
}
